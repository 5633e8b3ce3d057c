// The two questions every caller asks: what may the player to act do, and
// what happens when they do it. Automatic steps (standard wall-tiling, gray
// dumps, the next round's fill) run inside, so the result always waits for a
// real decision or is over.
import { CENTER, FLOOR, type Action, type ApplyResult, type Color, type Draft, type GameState, type Place } from './types.ts';
import { copyForDraft, draftEndsRound, draftInPlace, draftRejection } from './draft.ts';
import { placeInPlace, startGrayWall, tileStandard, type RoundEnd } from './tiling.ts';
import { canPlaceGray } from './wall.ts';
import { tableIsEmpty, workingCopy } from './state.ts';
import { fillFromRng } from './fill.ts';
import { nextInt } from './rng.ts';

export function isOver(s: GameState): boolean {
  return s.phase === 'over';
}

const scratchMasks = new Int32Array(5);

/**
 * Per color, the pattern lines of the player to act that accept it (bit i =
 * line i). A line holding a color never has that color in its wall row (the
 * draft that put it there would have been illegal; parseState checks it), so
 * only empty lines need the wall check.
 */
function acceptedLines(s: GameState): Int32Array {
  const board = s.players[s.current];
  const wall = board.wall;
  const lineCount = board.lineCount;
  let m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0;
  for (let line = 0; line < 5; line++) {
    const count = lineCount[line];
    let accepts: number; // bit k: the line accepts color k
    if (count === line + 1) accepts = 0;
    else if (count > 0) accepts = 1 << board.lineColor[line];
    else {
      // The colors missing from the wall row. Shift counts are taken mod 32, so an
      // EMPTY (-1) space sets only bit 31, which no color reads.
      const base = line * 5;
      accepts = ~((1 << wall[base]) | (1 << wall[base + 1]) | (1 << wall[base + 2]) | (1 << wall[base + 3]) | (1 << wall[base + 4]));
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

const BIT_COUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5];

/**
 * NTH_OPTION[mask * 6 + k]: the k-th option (0-based) of a color whose accepted
 * lines are `mask`: its k-th accepted line, or FLOOR once k passes them.
 * A table look-up instead of a walk whose branches random play mispredicts.
 */
const NTH_OPTION: number[] = [];
for (let mask = 0; mask < 32; mask++) {
  const options = [0, 1, 2, 3, 4].filter((line) => mask & (1 << line));
  for (let k = 0; k < 6; k++) NTH_OPTION.push(k < options.length ? options[k] : FLOOR);
}

/**
 * Exactly the legal actions of the player to act, in a fixed order: displays
 * 0.. then the center; colors 0..4; lines 0..4 then the floor. Gray wall
 * phase: the legal columns, left to right. [] once the game is over.
 */
export function legalMoves(s: GameState): Action[] {
  const moves: Action[] = [];
  if (s.phase === 'over') return moves;
  const player = s.current;
  if (s.phase === 'wall') {
    const board = s.players[player];
    const line = s.pendingLine;
    for (let column = 0; column < 5; column++) {
      if (canPlaceGray(board.wall, line, column, board.lineColor[line])) moves.push({ type: 'place', player, line, column });
    }
    return moves;
  }
  const masks = acceptedLines(s);
  const sources = s.factories.length;
  for (let i = 0; i <= sources; i++) {
    const source = i === sources ? CENTER : i;
    const tiles = i === sources ? s.center : s.factories[i];
    for (let color = 0; color < 5; color++) {
      if (tiles[color] === 0) continue;
      const c = color as Color;
      for (let line = 0; line < 5; line++) {
        if (masks[color] & (1 << line)) moves.push({ type: 'draft', player, source, color: c, line });
      }
      moves.push({ type: 'draft', player, source, color: c, line: FLOOR });
    }
  }
  return moves;
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
  const o0 = o[0], o1 = o[1], o2 = o[2], o3 = o[3], o4 = o[4];
  const perSource = scratchPerSource;
  const factories = s.factories;
  const sources = factories.length;
  let n = 0;
  for (let i = 0; i <= sources; i++) {
    const t = i < sources ? factories[i] : s.center;
    // Per color present: its accepted lines plus the floor.
    const here =
      (presentMask(t[0]) & o0) + (presentMask(t[1]) & o1) + (presentMask(t[2]) & o2) + (presentMask(t[3]) & o3) + (presentMask(t[4]) & o4);
    perSource[i] = here;
    n += here;
  }
  return n;
}

/** How many actions legalMoves would list, without building them (for fast random play). */
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

type Rejected = ApplyResult & { ok: false };
/** What a state needs after an action: a decision ('wait'), the next round's fill, or nothing more ('over'). */
export type StepEnd = RoundEnd | 'wait';
/** Like ApplyResult, plus what the round needs next (the fill is the caller's). */
export type CoreResult = { ok: true; state: GameState; next: StepEnd } | Rejected;

function reject(error: Rejected['error'], message: string): Rejected {
  return { ok: false, error, message };
}

/**
 * The rules' one step: applies a legal action to working copy `w` in place,
 * with the automatic steps that follow (standard wall-tiling, gray dumps, the
 * end of the round or of the game), but not the next round's fill.
 */
export function stepInPlace(w: GameState, action: Action): StepEnd {
  if (action.type === 'place') return placeInPlace(w, action.player, action.line, action.column);
  draftInPlace(w, action);
  if (!tableIsEmpty(w)) return 'wait';
  return w.variant === 'gray' ? startGrayWall(w) : tileStandard(w);
}

/**
 * Fast play (AI rollouts, benchmarks): applies a LEGAL action to a working
 * copy (`workingCopy(state)`) in place, next round's fill included. The same
 * rule code as applyAction, without its checks and copies: an illegal action
 * corrupts `w`. Use applyAction for anything a person or a file supplied.
 */
export function applyInPlace(w: GameState, action: Action): void {
  if (stepInPlace(w, action) === 'fill') fillFromRng(w);
}

/**
 * Checks and applies one action; when a round ends, leaves the next round
 * unfilled (`next: 'fill'`) so that the caller chooses the tiles: the random
 * source for play, a record's listed displays for replay.
 */
export function applyCore(s: GameState, action: Action): CoreResult {
  const why = rejection(s, action);
  if (why) return why;
  // Copy what the step changes: most drafts touch only a few arrays; the round's
  // last draft and gray placements lead to wall-tiling, which changes much more.
  const w = action.type === 'draft' && !draftEndsRound(s, action) ? copyForDraft(s, action) : workingCopy(s);
  return { ok: true, state: w, next: stepInPlace(w, action) };
}

/** Why `action` is not legal in `s`, or null. */
function rejection(s: GameState, action: Action): Rejected | null {
  if (s.phase === 'over') return reject('ERR_GAME_OVER', 'the game is over');
  if (typeof action !== 'object' || action === null) return reject('ERR_BAD_ACTION', 'an action must be an object');
  if (action.type === 'draft') {
    if (s.phase !== 'draft') return reject('ERR_WRONG_PHASE', 'tiles are being placed on the wall, not drafted');
    const why = draftRejection(s, action as Draft);
    return why ? reject(why.error, why.message) : null;
  }
  if (action.type === 'place') {
    if (s.phase !== 'wall') return reject('ERR_WRONG_PHASE', 'this is not the wall-tiling phase');
    return placeRejection(s, action);
  }
  return reject('ERR_BAD_ACTION', 'action type must be "draft" or "place"');
}

function placeRejection(s: GameState, a: Place): Rejected | null {
  const player = a.player;
  if (typeof player !== 'number' || !Number.isInteger(player)) return reject('ERR_BAD_ACTION', 'player must be a seat index');
  if (player !== s.current) return reject('ERR_WRONG_PLAYER', `seat ${s.current} places now`);
  if (a.line !== s.pendingLine) return reject('ERR_WRONG_LINE', `line ${s.pendingLine + 1} is placed next`);
  const column = a.column;
  if (typeof column !== 'number' || !Number.isInteger(column) || column < 0 || column > 4) {
    return reject('ERR_BAD_COLUMN', 'column must be 0..4');
  }
  const board = s.players[player];
  if (board.wall[a.line * 5 + column] !== -1) return reject('ERR_COLUMN_TAKEN', 'that wall space is taken');
  if (!canPlaceGray(board.wall, a.line, column, board.lineColor[a.line])) {
    return reject('ERR_COLUMN_HAS_COLOR', 'that column already holds this color');
  }
  return null;
}

/** Checks and applies an action; the input state is never changed. */
export function applyAction(s: GameState, action: Action): ApplyResult {
  const r = applyCore(s, action);
  if (r.ok && r.next === 'fill') fillFromRng(r.state);
  return r; // the extra `next` field is harmless to callers
}
