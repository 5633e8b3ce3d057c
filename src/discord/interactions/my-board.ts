// My board: one player's own board made for a phone, privately, with their controls on their turn
// (the picks lit on the picture as they choose); a spectator gets the table. A button on the turn
// message and on `/azul board`; reading only, so an older button still shows the board as it is.
import { MessageFlags } from 'discord.js';
import {
  boardModel,
  renderGameImage,
  renderMyBoard,
  sinceSeatFor,
  type Game,
  type Picked,
  type TurnOutcome,
} from '../../app/index.ts';
import { boardView } from '../views/turn.ts';
import type { ClickHandler, ClickRun } from './handler.ts';
import { atItsTable } from './preconditions.ts';
import { refuse } from './refuse.ts';

/** In the file name of a my-board picture (the renderer's `azul-round-N-my-board.png`). */
export const MY_BOARD_MARK = 'my-board';

/** Answers (or, `update`, redraws) the private board of whoever clicked. */
export async function privateBoardView(
  run: ClickRun,
  game: Game,
  options: { picked?: Picked; since?: TurnOutcome[]; update?: boolean } = {},
): Promise<void> {
  const userId = run.user.id;
  let since = options.since;
  if (!since) {
    const read = await run.app.reads.sinceLastTurn(game.id, sinceSeatFor(game, userId));
    if (!read.ok) return refuse(run, read, game.id);
    since = read.since;
  }
  const undo = await run.app.play.undoOffer(game);
  const board = boardModel(game, userId, since, { picked: options.picked, undo: undo.ok ? undo.offer : null });
  const seat = board.viewer.player?.seat;
  const image =
    seat !== undefined && game.state && game.status === 'active'
      ? await renderMyBoard(game, seat, run.w.locale, { picked: options.picked, since })
      : await renderGameImage(game, game.status === 'finished' ? 'final' : 'table', run.w.locale, { since });
  const view = boardView(run.w, board, { name: image.fileName, description: image.description }, run.activity);
  const files = [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
  if (options.update) {
    await run.respond.update({ ...view, files, attachments: [] });
    return;
  }
  await run.respond.reply({ ...view, files, flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2 });
}

export const myBoard: ClickHandler<'myBoard'> = {
  kind: 'myBoard',
  async run(click, run) {
    const game = await atItsTable(click.gameId, 'controls', run);
    if (game === null) return;
    const found = game ?? null;
    if (!found) return refuse(run, { ok: false, error: 'NOT_FOUND', detail: click.gameId }, click.gameId);
    if (!found.state)
      return refuse(run, { ok: false, error: 'NOT_RUNNING', detail: 'no table yet', game: found }, click.gameId);
    // Drawing takes a moment: a private "thinking…" first.
    await run.respond.deferPrivately();
    await privateBoardView(run, found);
  },
};
