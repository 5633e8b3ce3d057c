// Checks shared by the handlers instead of copies in each: whether a game's button was pressed at
// that game's table, and on a message that holds it. A custom_id can be forged onto any message
// (another game's, a lobby, a notice): these keep such a click from changing anything.
import { MessageFlags } from 'discord.js';
import { inGameChannel, type Game } from '../../app/index.ts';
import { ROLE_LOBBY, ROLE_TURN, ROLE_VOTE } from '../presenter/messages.ts';
import type { ClickRun, ComponentInteraction } from './handler.ts';
import { refuse } from './refuse.ts';

/** Every custom_id on a message, in any nesting (rows, and Components V2 containers and sections). */
function customIds(components: readonly unknown[]): string[] {
  const out: string[] = [];
  const walk = (c: unknown) => {
    if (!c || typeof c !== 'object') return;
    const node = c as { toJSON?: () => unknown };
    const data = (typeof node.toJSON === 'function' ? node.toJSON() : node) as {
      custom_id?: string;
      components?: unknown[];
      accessory?: unknown;
    };
    if (typeof data.custom_id === 'string') out.push(data.custom_id);
    for (const child of data.components ?? []) walk(child);
    if (data.accessory) walk(data.accessory);
  };
  for (const c of components) walk(c);
  return out;
}

/** The clicked message carries the clicked button (or menu) itself. */
export function onItsMessage(interaction: ComponentInteraction): boolean {
  return customIds(interaction.message.components ?? []).includes(interaction.customId);
}

/** A private answer (only its user can click it): `/azul board`'s controls, `/azul leave`'s question. */
export function onPrivateMessage(interaction: ComponentInteraction): boolean {
  return interaction.message.flags.has(MessageFlags.Ephemeral);
}

type Holder = 'lobby' | 'controls' | 'vote' | 'private';

/**
 * Whether the clicked message is one that holds this kind of button for `game`, else the click is
 * refused privately. Private answers' buttons must be on the message. Lobby buttons must be on it or
 * on the game's lobby message while the game is a lobby (an older copy of its buttons: the app finds
 * the lobby changed and says so); once the game started its lobby message keeps no button, so a
 * lobby button clicked there is forged (a host's forged Cancel must not end the running game). The turn's controls may
 * also come from the game's
 * turn message or a private `/azul board` answer, and a vote from the summary carrying the vote:
 * there the app's checks (the player, the version, the rules) decide, and say why.
 */
export async function onAHolder(game: Game, holder: Holder, run: ClickRun): Promise<boolean> {
  const message = run.interaction.message;
  const carried = onItsMessage(run.interaction);
  const ok =
    (holder === 'lobby' && (carried || (game.status === 'lobby' && message.id === game.messages[ROLE_LOBBY]))) ||
    (holder === 'private' && carried && onPrivateMessage(run.interaction)) ||
    (holder === 'controls' &&
      (carried || message.id === game.messages[ROLE_TURN] || onPrivateMessage(run.interaction))) ||
    (holder === 'vote' && (carried || message.id === game.messages[ROLE_VOTE]));
  if (!ok) await run.respond.ephemeral(run.w.t('not-its-message'));
  return ok;
}

/**
 * A game's button was pressed at that game's table (its channel or thread) and on a message that
 * holds it; else the refusal is answered and null returned. A game that cannot be read is left to
 * the app (it says why): `undefined`.
 */
export async function atItsTable(gameId: string, holder: Holder, run: ClickRun): Promise<Game | undefined | null> {
  const found = await run.app.reads.find(gameId);
  if (!found.ok) return undefined;
  if (!inGameChannel(found.game, run.interaction.channelId)) {
    await refuse(
      run,
      { ok: false, error: 'WRONG_CHANNEL', detail: `clicked in ${run.interaction.channelId}`, game: found.game },
      gameId,
    );
    return null;
  }
  return (await onAHolder(found.game, holder, run)) ? found.game : null;
}
