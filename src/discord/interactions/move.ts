// The last click of a turn: a pattern line (or the floor) for the tiles chosen, or a gray-wall
// column. The move is checked and saved (only if the game is still at the clicked version); the
// clicked controls are taken off at once and the next turn follows from the outbox.
import { MessageFlags } from 'discord.js';
import { draftAction, namesOf, placeAction, refOf, seatAccent } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { moveSentence } from '../outcome-text.ts';
import { turnDoneView } from '../views/turn.ts';
import type { ClickHandler, ClickOf, ClickRun } from './handler.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';

async function play(click: ClickOf<'line'> | ClickOf<'place'>, run: ClickRun): Promise<void> {
  const build =
    click.kind === 'line' ? draftAction(click.source, click.color, click.line) : placeAction(click.line, click.column);
  // The turn's checks first (their refusals say the most), then the message the click came from.
  const checked = await run.app.play.forTurn(click.gameId, click.version, run.user.id, run.interaction.channelId);
  if (!checked.ok) return refuse(run, checked, click.gameId);
  if (!(await onAHolder(checked.game, 'controls', run))) return;
  // Made on the public turn message: that message stays as the move's line (not a private board).
  const privately = run.interaction.message.flags.has(MessageFlags.Ephemeral);
  const played = await run.app.play.playOn(
    checked.game,
    build,
    privately ? undefined : run.interaction.message.id,
    run.interaction.createdTimestamp,
  );
  if (!played.ok) return refuse(run, played, click.gameId);
  // The controls' message is the turn message (public: the game's language) or a private board (the clicker's).
  const w = privately ? run.w : gameWords(played.after);
  const said = moveSentence(w, namesOf(played.after), played.outcome.move);
  const acting = played.before.state ? played.before.state.current : 0;
  // Acknowledge by taking the controls off the message they were on: what was played stays in the
  // thread as a line of its story, with Undo while the player may take it back; the picture goes
  // (the next turn message shows the table as it is now).
  const undo = await run.app.play.undoOffer(played.after);
  const offer = undo.ok && undo.offer?.userId === run.user.id ? undo.offer : null;
  await run.respond.update({
    ...turnDoneView(said, seatAccent(acting), offer && { w, ref: refOf(played.after), undo: offer }),
    attachments: [],
    allowedMentions: { parse: [] },
  });
}

export const line: ClickHandler<'line'> = { kind: 'line', run: play };
export const place: ClickHandler<'place'> = { kind: 'place', run: play };
