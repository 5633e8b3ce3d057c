// The engine's fast path: random play for AI rollouts and `azul bench`. Same results as the
// rules (apply.ts) and checked against them (test/engine/in-place.test.ts, random-move.test.ts),
// written for speed: bit masks instead of loops, table look-ups instead of branches, scratch
// arrays instead of allocations, and an in-place step with no checks and no copies.
//
// Bit layout: a "line mask" has bit i set when pattern line i accepts a color (5 lines: 0..31).
// The bare 5s and -1s below are those layouts (5 colors, 5 lines, 5 wall columns, EMPTY = -1),
// kept literal on purpose: every name lookup in these loops shows up in the profile.
import { CENTER, FLOOR, type Action, type Color, type GameState } from './types.ts';
import { legalMoves, stepInPlace } from './apply.ts';
import { fillFromRng } from './fill.ts';
import { nextInt } from './rng.ts';

const scratchMasks = new Int32Array(5);

/**
 * Per color, the pattern lines of the player to act that accept it (bit i = line i). A line
 * holding a color never has that color in its wall row (the draft that put it there would have
 * been illegal; parseState checks it), so only empty lines need the wall check.
 */
function acceptedLines(s: GameState): Int32Array {
  const board = s.players[s.current];
  const wall = board.wall;
  const lineCount = board.lineCount;
  let m0 = 0,
    m1 = 0,
    m2 = 0,
    m3 = 0,
    m4 = 0;
  for (let line = 0; line < 5; line++) {
    const count = lineCount[line];
    let accepts: number; // bit k: the line accepts color k
    if (count === line + 1) accepts = 0;
    else if (count > 0) accepts = 1 << board.lineColor[line];
    else {
      // The colors missing from the wall row. Shift counts are taken mod 32, so an
      // EMPTY (-1) space sets only bit 31, which no color reads.
      const base = line * 5;
      accepts = ~(
        (1 << wall[base]) |
        (1 << wall[base + 1]) |
        (1 << wall[base + 2]) |
        (1 << wall[base + 3]) |
        (1 << wall[base + 4])
      );
    }
    m0 |= (accepts & 1) << line;
    m1 |= ((accepts >> 1) & 1) << line;
    m2 |= ((accepts >> 2) & 1) << line;
    m3 |= ((accepts >> 3) & 1) << line;
    m4 |= ((accepts >> 4) & 1) << line;
  }
  const masks = scratchMasks; // reused: callers read it before the next call
  masks[0] = m0;
  masks[1] = m1;
  masks[2] = m2;
  masks[3] = m3;
  masks[4] = m4;
  return masks;
}

/** BIT_COUNT[mask]: how many lines a line mask accepts. */
const BIT_COUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5];

/**
 * NTH_OPTION[mask * 6 + k]: the k-th option (0-based) of a color whose accepted lines are
 * `mask`: its k-th accepted line, or FLOOR once k passes them (6 = 5 lines + the floor).
 * A table look-up instead of a walk whose branches random play mispredicts.
 */
const NTH_OPTION: number[] = [];
for (let mask = 0; mask < 32; mask++) {
  const options = [0, 1, 2, 3, 4].filter((line) => mask & (1 << line));
  for (let k = 0; k < 6; k++) NTH_OPTION.push(k < options.length ? options[k] : FLOOR);
}

// Scratch space for counting drafts, reused by every call: callers read it before the next call.
const scratchOptions = new Int32Array(5);
const scratchPerSource = new Int32Array(10); // up to 9 displays + the center

/** Per color, how many actions one source holding that color offers (its lines + the floor). */
function optionsPerColor(masks: Int32Array): Int32Array {
  const o = scratchOptions;
  o[0] = 1 + BIT_COUNT[masks[0]];
  o[1] = 1 + BIT_COUNT[masks[1]];
  o[2] = 1 + BIT_COUNT[masks[2]];
  o[3] = 1 + BIT_COUNT[masks[3]];
  o[4] = 1 + BIT_COUNT[masks[4]];
  return o;
}

/**
 * All bits set (-1) if a tile count is positive, else 0. Branch-free on purpose:
 * which colors a source holds is random, so a branch on it is mispredicted half
 * the time. (`0 - count`, not `-count`: -0 is not a small integer in V8.)
 */
function presentMask(count: number): number {
  return (0 - count) >> 31;
}

/** The number of drafts, per source into scratchPerSource (displays 0.., then the center) and in all. */
function countDrafts(s: GameState, o: Int32Array): number {
  const o0 = o[0],
    o1 = o[1],
    o2 = o[2],
    o3 = o[3],
    o4 = o[4];
  const perSource = scratchPerSource;
  const factories = s.factories;
  const sources = factories.length;
  let n = 0;
  for (let i = 0; i <= sources; i++) {
    const t = i < sources ? factories[i] : s.center;
    // Per color present: its accepted lines plus the floor.
    const here =
      (presentMask(t[0]) & o0) +
      (presentMask(t[1]) & o1) +
      (presentMask(t[2]) & o2) +
      (presentMask(t[3]) & o3) +
      (presentMask(t[4]) & o4);
    perSource[i] = here;
    n += here;
  }
  return n;
}

/** The draft at `index` (in legalMoves order); countDrafts(s, o) must have just filled scratchPerSource. */
function draftAt(s: GameState, masks: Int32Array, o: Int32Array, index: number): Action {
  const perSource = scratchPerSource;
  let i = 0;
  while (index >= perSource[i]) index -= perSource[i++];
  const sources = s.factories.length;
  const tiles = i === sources ? s.center : s.factories[i];
  let color = 0;
  for (; ; color++) {
    if (tiles[color] === 0) continue;
    if (index < o[color]) break;
    index -= o[color];
  }
  const line = NTH_OPTION[masks[color] * 6 + index];
  return { type: 'draft', player: s.current, source: i === sources ? CENTER : i, color: color as Color, line };
}

/** How many actions legalMoves would list, without building them. */
export function legalMoveCount(s: GameState): number {
  if (s.phase === 'over') return 0;
  if (s.phase === 'wall') return legalMoves(s).length;
  return countDrafts(s, optionsPerColor(acceptedLines(s)));
}

/** legalMoves(s)[index] without building the others. */
export function legalMoveAt(s: GameState, index: number): Action {
  if (s.phase !== 'draft') {
    const moves = legalMoves(s);
    if (!(index >= 0 && index < moves.length)) throw new RangeError('legal move index out of range');
    return moves[index];
  }
  const masks = acceptedLines(s);
  const o = optionsPerColor(masks);
  if (!(index >= 0 && index < countDrafts(s, o))) throw new RangeError('legal move index out of range');
  return draftAt(s, masks, o, index);
}

/** A uniformly random legal action, drawn with `rng` (advanced in place): one pass, no list. */
export function randomLegalMove(s: GameState, rng: number[]): Action {
  if (s.phase !== 'draft') {
    const moves = legalMoves(s);
    return moves[nextInt(rng, moves.length)];
  }
  const masks = acceptedLines(s);
  const o = optionsPerColor(masks);
  return draftAt(s, masks, o, nextInt(rng, countDrafts(s, o)));
}

/**
 * Fast play (AI rollouts, benchmarks): applies a LEGAL action to a working copy
 * (`workingCopy(state)`) in place, next round's fill included. The same rule code as
 * applyAction (stepInPlace), without its checks and copies: an illegal action corrupts `w`.
 * Use applyAction for anything a person or a file supplied.
 */
export function applyInPlace(w: GameState, action: Action): void {
  if (stepInPlace(w, action) === 'fill') fillFromRng(w);
}
