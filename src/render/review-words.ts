// Every word the game review's images show (the evaluation chart and the position of a
// costly move), and their alt texts: one place, so a later issue can take them from a
// message catalog.
import { COLORS, FLOOR, isCenter, type Action, type GameState } from '../engine/types.ts';
import { draftOutcome } from '../engine/index.ts';

export const REVIEW_WORDS = {
  chartTitle: 'Expected margin, move by move',
  /** Round labels under the chart's x axis: "R1", "R2", ... */
  roundShort: (round: number) => `R${round + 1}`,
  /** The position image's title chip. */
  roundChip: (round: number) => `Round ${round + 1}`,
  played: 'Played',
  better: 'Better',
  /** "−6.1 pts": the points a move gave away. */
  loss: (points: number) => `−${points.toFixed(1)} pts`,
  center: 'Center',
  floor: 'floor',
  /** The title of a board's floor line. */
  floorTitle: 'Floor',
  line: (line: number) => `line ${line + 1}`,
  display: (display: number) => `display ${display + 1}`,
  column: (column: number) => `column ${column + 1}`,
} as const;

/** Signed points for the chart's axis and line ends: "+12", "0", "−5". */
export function signedPoints(v: number): string {
  const n = Math.round(v);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A move in a few words for the legend: "2 blue, center → line 2", "white → column 1". */
export function shortMoveWords(state: GameState, action: Action): string {
  const W = REVIEW_WORDS;
  if (action.type === 'place') return `${COLORS[state.players[action.player].lineColor[action.line] as 0]} → ${W.column(action.column)}`;
  const out = draftOutcome(state, action);
  const count = out.toLine + out.toFloor + out.toLid;
  const from = isCenter(action.source) ? W.center.toLowerCase() : W.display(action.source);
  const to = action.line === FLOOR ? W.floor : W.line(action.line);
  const spill = action.line !== FLOOR && out.toFloor + out.toLid > 0 ? ` +${out.toFloor + out.toLid} ${W.floor}` : '';
  return `${count} ${COLORS[action.color]}, ${from} → ${to}${spill}`;
}

/** Alt text of the chart: who led at the end, and the largest swings named by the caller. */
export function describeEvalChart(names: readonly string[], finalMargins: readonly number[], moves: number): string {
  const ends = names.map((name, seat) => `${name} ${signedPoints(finalMargins[seat])}`).join(', ');
  return `Chart of each player's expected margin over the best other player after each of the game's ${moves} moves. At the end: ${ends}.`;
}

/** Alt text of a costly move's position. */
export function describeReviewPosition(state: GameState, name: string, played: Action, better: Action, loss: number): string {
  return `Round ${state.round + 1}, ${name} to move. Played: ${shortMoveWords(state, played)}. Better: ${shortMoveWords(state, better)}, worth ${loss.toFixed(1)} more expected points.`;
}
