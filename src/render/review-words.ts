// The words of the game review's images (the evaluation chart and the position of a costly
// move) and their alt texts: the renderer receives them from outside (the app builds them from
// the message catalog in the reader's language, src/app/image-words.ts).
import { FLOOR, isCenter, type Action, type GameState } from '../engine/types.ts';
import { draftOutcome } from '../engine/index.ts';

export interface ReviewWords {
  chartTitle: string;
  /** Round labels under the chart's x axis: "R1", "R2", ... (`round` 0-based). */
  roundShort(round: number): string;
  /** The position image's title chip (`round` 0-based). */
  roundChip(round: number): string;
  played: string;
  better: string;
  /** "−6.1 pts": the points a move gave away. */
  loss(points: number): string;
  center: string;
  /** The title of a board's floor line. */
  floorTitle: string;
  /** "Player 3": a seat whose name has nothing drawable. */
  seat(n: number): string;
  /**
   * A draft in a few words: "2 blue, center → line 2 +1 floor" (`source` −1
   * for the center, `line` 5 for the floor, `spill` tiles beyond the line).
   */
  draft(count: number, color: number, source: number, line: number, spill: number): string;
  /** A wall placement: "white → column 1" (`color` in wall order, `column` 0-based). */
  place(color: number, column: number): string;
  alt: {
    /** `ends`: each player's final margin, "Ana +12, Bo −12". */
    chart(ends: string, moves: number): string;
    position(round: number, name: string, played: string, better: string, loss: number): string;
  };
}

/** Signed points for the chart's axis and line ends: "+12", "0", "−5". */
export function signedPoints(v: number): string {
  const n = Math.round(v);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A move in a few words for the legend: "2 blue, center → line 2", "white → column 1". */
export function shortMoveWords(state: GameState, action: Action, words: ReviewWords): string {
  if (action.type === 'place') return words.place(state.players[action.player].lineColor[action.line], action.column);
  const out = draftOutcome(state, action);
  const count = out.toLine + out.toFloor + out.toLid;
  const spill = action.line !== FLOOR ? out.toFloor + out.toLid : 0;
  return words.draft(
    count,
    action.color,
    isCenter(action.source) ? -1 : action.source,
    action.line === FLOOR ? 5 : action.line,
    spill,
  );
}

/** Alt text of the chart: who led at the end, and the largest swings named by the caller. */
export function describeEvalChart(
  names: readonly string[],
  finalMargins: readonly number[],
  moves: number,
  words: ReviewWords,
): string {
  return words.alt.chart(names.map((name, seat) => `${name} ${signedPoints(finalMargins[seat])}`).join(', '), moves);
}

/** Alt text of a costly move's position. */
export function describeReviewPosition(
  state: GameState,
  name: string,
  played: Action,
  better: Action,
  loss: number,
  words: ReviewWords,
): string {
  return words.alt.position(
    state.round + 1,
    name,
    shortMoveWords(state, played, words),
    shortMoveWords(state, better, words),
    loss,
  );
}
