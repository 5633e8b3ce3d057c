// "Undo" (after a move, on My board, on the next turn message when only bots replied): takes back
// the player's move and the bots' replies since, until another person acts or the round ends. The
// message it was on says so (in its language); the turn comes back to the player from the outbox.
import { MessageFlags } from 'discord.js';
import { namesOf } from '../../app/index.ts';
import { gameWords } from '../common.ts';
import { seatName } from '../outcome-text.ts';
import { turnDoneView } from '../views/turn.ts';
import type { ClickHandler } from './handler.ts';
import { privateBoardView } from './my-board.ts';
import { onAHolder } from './preconditions.ts';
import { refuse } from './refuse.ts';

export const undo: ClickHandler<'undo'> = {
  kind: 'undo',
  async run(click, run) {
    const found = await run.app.reads.find(click.gameId);
    if (found.ok && !(await onAHolder(found.game, 'controls', run))) return;
    const undone = await run.app.play.undo(click.gameId, click.move, run.user.id, run.interaction.channelId);
    if (!undone.ok) return refuse(run, undone, click.gameId);
    const replies = undone.outcome.moves.length - 1;
    if (run.interaction.message.flags.has(MessageFlags.Ephemeral)) {
      // My board: drawn again as the table is now, with the player's controls back.
      await privateBoardView(run, undone.after, { update: true });
      return;
    }
    const w = gameWords(undone.after);
    const who = seatName(w, namesOf(undone.after), undone.outcome.seat);
    await run.respond.update({
      ...turnDoneView(w.t('undone', { who, replies }), null),
      attachments: [],
      allowedMentions: { parse: [] },
    });
  },
};
