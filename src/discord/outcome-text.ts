// Outcomes in plain words: the Discord layer's only source for "what happened".
// `names`: the players' names by seat (the view model's).
import {
  nameOf,
  type CancelOutcome,
  type MoveOutcome,
  type Named,
  type StartOutcome,
  type TurnOutcome,
  type Words,
} from '../app/index.ts';
import { isFloor } from '../engine/types.ts';
import { colorKey, columnLabel, lineName, sourceName } from './labels.ts';

export function seatName(w: Words, names: readonly Named[], seat: number): string {
  const who = names[seat];
  return who ? nameOf(w, who) : w.t('player-fallback', { number: seat + 1 });
}

/**
 * "Ana took 3 red from Display 2: 2 to Line 2 (full), 1 to the floor. They took the first player marker."
 * "Rui placed the Line 3 tile (red) in Column 4."
 */
export function moveSentence(w: Words, names: readonly Named[], move: MoveOutcome): string {
  const who = seatName(w, names, move.player);
  if (move.type === 'placed') {
    return w.t('move-placed', {
      who,
      line: lineName(w, move.line),
      color: colorKey(move.color),
      column: columnLabel(w, move.column),
    });
  }
  return w.t(move.tookMarker ? 'move-drafted-marker' : 'move-drafted', { who, phrase: draftPhrase(w, move) });
}

/** "3 red from Display 2: 2 to Line 2 (full), 1 to the floor" */
export function draftPhrase(w: Words, move: Extract<MoveOutcome, { type: 'drafted' }>): string {
  const where: string[] = [];
  if (!isFloor(move.target))
    where.push(
      w.t(move.lineFull ? 'draft-to-line-full' : 'draft-to-line', {
        count: move.toLine,
        line: lineName(w, move.target),
      }),
    );
  if (move.toFloor > 0) where.push(w.t('draft-to-floor', { count: move.toFloor }));
  if (move.toLid > 0) where.push(w.t('draft-to-lid', { count: move.toLid }));
  return w.t('draft-phrase', {
    count: move.count,
    color: colorKey(move.color),
    source: sourceName(w, move.source),
    where: where.join(', ') || w.t('draft-nothing'),
  });
}

/** A move with who made it: "(played by autopilot for Rui)" when the autopilot played a person's turn. */
export function turnSentence(w: Words, names: readonly Named[], turn: TurnOutcome): string {
  const text = moveSentence(w, names, turn.move);
  if (turn.playedBy !== 'autopilot') return text;
  return w.t('move-by-autopilot', { move: text, who: seatName(w, names, turn.move.player) });
}

export function startSentence(w: Words, names: readonly Named[], start: StartOutcome): string {
  return w.t(start.firstPlayerBy === 'random' ? 'game-started-random' : 'game-started', {
    who: seatName(w, names, start.firstPlayer),
  });
}

export function cancelSentence(w: Words, cancel: CancelOutcome): string {
  return w.t(cancel.how === 'abandoned' ? 'cancel-abandoned' : 'cancel-cancelled', {
    who: `<@${cancel.byUserId}>`,
    // Said where it is posted (a game's thread, or its channel), never "in this channel": a channel may
    // hold a game's thread and a new lobby at once.
    stage: cancel.stage ?? 'game',
  });
}
