// Notices about a game besides its turns: a seat that changed hands, a cancelled game, a broken
// game's Cancel, and `/azul leave`'s private question.
import { ButtonStyle } from 'discord.js';
import { nameOf, type CancelOutcome, type GameRef, type SeatNoticeModel, type Words } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { cancelSentence } from '../outcome-text.ts';
import { button, mention, row, view, type View } from './common.ts';

/** A seat changed hands during the game. */
export function seatNoticeView(w: Words, notice: SeatNoticeModel): View {
  const who = notice.player.userId ? mention(notice.player.userId) : nameOf(w, notice.player.named);
  const id =
    notice.change === 'back' ? 'seat-back' : notice.change === 'left-server' ? 'seat-left-server' : 'seat-left';
  return view(w.t(id, { who }));
}

/** The broken-game notice; its Cancel cancels only a game that is broken (a healthy game is refused). */
export function brokenView(w: Words, gameId: string): View {
  return view(w.t('broken-notice'), [
    row(
      button(
        encodeCustomId({ kind: 'cancelBroken', gameId, version: 0 }),
        w.t('button-cancel-game'),
        ButtonStyle.Danger,
      ),
    ),
  ]);
}

/** The channel's notice that a game ended without being played out. */
export function cancelNoticeView(w: Words, outcome: CancelOutcome): View {
  return view(cancelSentence(w, outcome));
}

/** `/azul leave` during a game: says plainly what leaving does and asks first (private). */
export function leaveConfirmView(w: Words, ref: GameRef): View {
  const ids = { gameId: ref.gameId, version: ref.version };
  return view(w.t('leave-question'), [
    row(
      button(encodeCustomId({ kind: 'quit', ...ids }), w.t('button-leave-game'), ButtonStyle.Danger),
      button(encodeCustomId({ kind: 'stay', ...ids }), w.t('button-keep-playing'), ButtonStyle.Secondary),
    ),
  ]);
}
