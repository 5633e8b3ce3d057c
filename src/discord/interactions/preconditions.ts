// Checks shared by the handlers instead of copies in each: whether the click came from a message
// that carries its button, and whether a game's button was pressed at that game's table.
import { type APIMessageComponent, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { inGameChannel } from '../../app/index.ts';
import { refuse } from './refuse.ts';
import type { ClickRun, ComponentInteraction } from './handler.ts';

type AnyComponent = APIMessageComponent | APIActionRowComponent<APIComponentInMessageActionRow> | { components?: unknown[]; accessory?: unknown; custom_id?: string };

/** Every custom_id on a message, in any nesting (rows, and Components V2 containers and sections). */
function customIds(components: readonly unknown[]): string[] {
  const out: string[] = [];
  const walk = (c: unknown) => {
    if (!c || typeof c !== 'object') return;
    const node = c as AnyComponent & { toJSON?: () => unknown };
    const data = (typeof node.toJSON === 'function' ? node.toJSON() : node) as { custom_id?: string; components?: unknown[]; accessory?: unknown };
    if (typeof data.custom_id === 'string') out.push(data.custom_id);
    for (const child of data.components ?? []) walk(child);
    if (data.accessory) walk(data.accessory);
  };
  for (const c of components) walk(c);
  return out;
}

/**
 * The clicked message carries the clicked button (or menu): a click forged onto another message
 * (one the bot posted for something else) must not change that message.
 */
export function onItsMessage(interaction: ComponentInteraction): boolean {
  return customIds(interaction.message.components ?? []).includes(interaction.customId);
}

/**
 * A game's lobby, cancel or leave button was pressed at that game's table (its channel or thread);
 * else the refusal is answered and false returned. A game that cannot be read is left to the app.
 */
export async function atItsTable(gameId: string, run: ClickRun): Promise<boolean> {
  const found = await run.app.reads.find(gameId);
  if (!found.ok || inGameChannel(found.game, run.interaction.channelId)) return true;
  await refuse(run, { ok: false, error: 'WRONG_CHANNEL', detail: `clicked in ${run.interaction.channelId}`, game: found.game }, gameId);
  return false;
}
