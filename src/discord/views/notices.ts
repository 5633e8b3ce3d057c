// Notices about a game besides its turns: a seat that changed hands, a cancelled game, a broken
// game's Cancel, and `/azul leave`'s private question.
import { ButtonStyle } from 'discord.js';
import type { CancelOutcome, GameRef, SeatNoticeModel } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { cancelSentence } from '../outcome-text.ts';
import { button, mention, row, view, type View } from './common.ts';

/** A seat changed hands during the game. */
export function seatNoticeView(notice: SeatNoticeModel): View {
  const who = notice.player.userId ? mention(notice.player.userId) : notice.player.name;
  return view(
    notice.change === 'back'
      ? `${who} took their seat back from the autopilot.`
      : `${who} left ${notice.change === 'left-server' ? 'the server' : 'the game'}: the autopilot plays their seat to the end, and the game is scored as usual.`,
  );
}

/** The broken-game notice; its Cancel cancels only a game that is broken (a healthy game is refused). */
export function brokenView(gameId: string): View {
  return view(
    '⚠️ This game’s saved state is broken, so it cannot go on. The host or anyone with Manage Messages can cancel it to free the channel.',
    [row(button(encodeCustomId({ kind: 'cancelBroken', gameId, version: 0 }), 'Cancel game', ButtonStyle.Danger))],
  );
}

/** The channel's notice that a game ended without being played out. */
export function cancelNoticeView(outcome: CancelOutcome): View {
  return view(cancelSentence(outcome));
}

/** `/azul leave` during a game: says plainly what leaving does and asks first (private). */
export function leaveConfirmView(ref: GameRef): View {
  const ids = { gameId: ref.gameId, version: ref.version };
  return view(
    '**Leave this game?** If you leave, the autopilot plays your seat to the end: the game goes on and is scored, and the results mark your seat “left”. (If nobody else is left, the game ends here, unscored.)',
    [
      row(
        button(encodeCustomId({ kind: 'quit', ...ids }), 'Leave the game', ButtonStyle.Danger),
        button(encodeCustomId({ kind: 'stay', ...ids }), 'Keep playing', ButtonStyle.Secondary),
      ),
    ],
  );
}
