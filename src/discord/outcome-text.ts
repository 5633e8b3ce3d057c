// Outcomes in plain words for the channel: the Discord layer's only source for "what happened".
// `names`: the players' names by seat (the view model's).
import type { CancelOutcome, MoveOutcome, StartOutcome, TurnOutcome } from '../app/index.ts';
import { isFloor } from '../engine/types.ts';
import { colorWord, columnLabel, lineName, sourceName } from './labels.ts';

export function seatName(names: string[], seat: number): string {
  return names[seat] ?? `Player ${seat + 1}`;
}

function tiles(n: number, color: number): string {
  return `${n} ${colorWord(color)}`;
}

/**
 * "Ana took 3 red from Display 2: 2 to Line 2 (full), 1 to the floor, and the first player marker."
 * "Rui placed the Line 3 tile (red) in Column 4."
 */
export function moveSentence(names: string[], move: MoveOutcome): string {
  const who = seatName(names, move.player);
  if (move.type === 'placed') return `${who} placed the ${lineName(move.line)} tile (${colorWord(move.color)}) in ${columnLabel(move.column)}.`;
  const marker = move.tookMarker ? ' They took the first player marker.' : '';
  return `${who} took ${draftPhrase(move)}.${marker}`;
}

/** "3 red from Display 2: 2 to Line 2 (full), 1 to the floor" */
export function draftPhrase(move: Extract<MoveOutcome, { type: 'drafted' }>): string {
  const where: string[] = [];
  if (!isFloor(move.target)) where.push(`${move.toLine} to ${lineName(move.target)}${move.lineFull ? ' (full)' : ''}`);
  if (move.toFloor > 0) where.push(`${move.toFloor} to the floor`);
  if (move.toLid > 0) where.push(`${move.toLid} to the lid (floor full)`);
  return `${tiles(move.count, move.color)} from ${sourceName(move.source)}: ${where.join(', ') || 'nothing placed'}`;
}

/** A move with who made it: "(autopilot for Rui)" when the autopilot played a person's turn. */
export function turnSentence(names: string[], turn: TurnOutcome): string {
  const text = moveSentence(names, turn.move);
  if (turn.playedBy !== 'autopilot') return text;
  return `${text} (played by autopilot for ${seatName(names, turn.move.player)})`;
}

export function startSentence(names: string[], start: StartOutcome): string {
  return `The game has started. **${seatName(names, start.firstPlayer)}** starts${start.firstPlayerBy === 'random' ? ' (chosen at random)' : ''}.`;
}

export function cancelSentence(cancel: CancelOutcome): string {
  if (cancel.how === 'abandoned') {
    return `<@${cancel.byUserId}> left, and no person is left at the table: the game ends here, unscored. Start a new one with \`/azul new\`.`;
  }
  return `<@${cancel.byUserId}> cancelled the Azul game in this channel.`;
}
