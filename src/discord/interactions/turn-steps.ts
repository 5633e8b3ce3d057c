// The steps of a turn before its last click (a source, a color, Back): each redraws the turn's
// controls for the next step, keeping what happened since the player's last turn on the message.
// On the private My board, the picture follows the picks (the source and color chosen so far lit).
// Checked like a move (the app's turn checks), on a message that holds the controls.
import { MessageFlags } from 'discord.js';
import { turnModel, type Picked } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { parseSource } from '../custom-id.ts';
import { sinceLines, stepComponents, turnView } from '../views/turn.ts';
import type { ShownImage } from '../views/types.ts';
import type { ClickHandler, ClickRun } from './handler.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';
import { MY_BOARD_MARK, privateBoardView } from './my-board.ts';

/** The image the clicked message shows (its first attachment). */
function shownImage(run: ClickRun): ShownImage | null {
  const file = run.interaction.message.attachments.first();
  return file ? { name: file.name, description: file.description ?? undefined } : null;
}

async function showStep(gameId: string, version: number, picked: Picked, run: ClickRun): Promise<void> {
  const loaded = await run.app.play.forTurn(gameId, version, run.user.id, run.interaction.channelId);
  if (!loaded.ok) return refuse(run, loaded, gameId);
  const game = loaded.game;
  if (!(await onAHolder(game, 'controls', run))) return;
  const turn = turnModel(game, picked);
  if (!turn) return refuse(run, { ok: false, error: 'CHOICE_GONE', detail: JSON.stringify(picked), game });
  const since = await run.app.reads.sinceLastTurn(game.id, turn.acting.seat);
  if (!since.ok) return refuse(run, since, gameId);
  if (!run.interaction.message.flags.has(MessageFlags.Ephemeral)) {
    // The public turn message: the game's language; an edit never pings, so the mention stays silent.
    const w = gameWords(game);
    const view = turnView(w, turn, sinceLines(w, turn.names, since.since), shownImage(run));
    await run.respond.update({ ...view, allowedMentions: { parse: [] } });
    return;
  }
  const image = shownImage(run);
  if (image?.name.includes(MY_BOARD_MARK)) {
    // My board: drawn again with the picks lit.
    await privateBoardView(run, game, { picked, since: since.since, update: true });
    return;
  }
  // `/azul board`'s private answer keeps its words and picture; only its controls follow the steps.
  await run.respond.update({ components: stepComponents(run.w, turn.ref, turn.step) });
}

export const source: ClickHandler<'source'> = {
  kind: 'source',
  async run(click, run) {
    // A source button names its source; the older select menu sends it as its value.
    const picked =
      click.source ?? parseSource(run.interaction.isStringSelectMenu() ? run.interaction.values[0] : undefined);
    if (picked === null) return run.respond.ephemeral(run.w.t('choice-not-offered'));
    await showStep(click.gameId, click.version, { source: picked }, run);
  },
};

export const color: ClickHandler<'color'> = {
  kind: 'color',
  async run(click, run) {
    await showStep(click.gameId, click.version, { source: click.source, color: click.color }, run);
  },
};

export const back: ClickHandler<'back'> = {
  kind: 'back',
  async run(click, run) {
    await showStep(click.gameId, click.version, click.source === null ? {} : { source: click.source }, run);
  },
};
