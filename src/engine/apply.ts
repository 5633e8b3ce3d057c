// The two questions every caller asks: what may the player to act do, and
// what happens when they do it. Automatic steps (standard wall-tiling, gray
// dumps, the next round's fill) run inside, so the result always waits for a
// real decision or is over.
import { CENTER, FLOOR, type Action, type ApplyResult, type Color, type Draft, type GameState, type Place } from './types.ts';
import { applyDraft, draftRejection, lineAccepts } from './draft.ts';
import { applyPlace, startGrayWall, tileStandard, type RoundEnd } from './tiling.ts';
import { canPlaceGray } from './wall.ts';
import { tableIsEmpty } from './state.ts';
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
  const masks = scratchMasks; // reused: callers read it before the next call
  masks[0] = masks[1] = masks[2] = masks[3] = masks[4] = 0;
  for (let line = 0; line < 5; line++) {
    const count = board.lineCount[line];
    if (count === line + 1) continue;
    const bit = 1 << line;
    if (count > 0) {
      masks[board.lineColor[line]] |= bit;
      continue;
    }
    const base = line * 5;
    // Bit k set when color k lies in the row (EMPTY is -1: no bit).
    const a = wall[base], b = wall[base + 1], c = wall[base + 2], d = wall[base + 3], e = wall[base + 4];
    const inRow = (a >= 0 ? 1 << a : 0) | (b >= 0 ? 1 << b : 0) | (c >= 0 ? 1 << c : 0) | (d >= 0 ? 1 << d : 0) | (e >= 0 ? 1 << e : 0);
    if ((inRow & 1) === 0) masks[0] |= bit;
    if ((inRow & 2) === 0) masks[1] |= bit;
    if ((inRow & 4) === 0) masks[2] |= bit;
    if ((inRow & 8) === 0) masks[3] |= bit;
    if ((inRow & 16) === 0) masks[4] |= bit;
  }
  return masks;
}

const BIT_COUNT = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5];

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

const scratchOptions = new Int32Array(5);

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

function countDrafts(s: GameState, o: Int32Array): number {
  let n = sourceOptions(s.center, o);
  const factories = s.factories;
  for (let i = 0; i < factories.length; i++) n += sourceOptions(factories[i], o);
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
  if (s.phase !== 'draft') return legalMoves(s)[index];
  return draftAt(s, acceptedLines(s), index);
}

/** A uniformly random legal action, drawn with `rng` (advanced in place): one pass, no list. */
export function randomLegalMove(s: GameState, rng: number[]): Action {
  if (s.phase !== 'draft') {
    const moves = legalMoves(s);
    return moves[nextInt(rng, moves.length)];
  }
  const masks = acceptedLines(s);
  return draftAt(s, masks, nextInt(rng, countDrafts(s, optionsPerColor(masks))));
}

/** Options a source offers: per color present, its accepted lines plus the floor. */
function sourceOptions(t: readonly number[], o: Int32Array): number {
  return (t[0] > 0 ? o[0] : 0) + (t[1] > 0 ? o[1] : 0) + (t[2] > 0 ? o[2] : 0) + (t[3] > 0 ? o[3] : 0) + (t[4] > 0 ? o[4] : 0);
}

function draftAt(s: GameState, masks: Int32Array, index: number): Action {
  const o = optionsPerColor(masks);
  const sources = s.factories.length;
  for (let i = 0; i <= sources; i++) {
    const tiles = i === sources ? s.center : s.factories[i];
    const here = sourceOptions(tiles, o);
    if (index >= here) {
      index -= here;
      continue;
    }
    for (let color = 0; color < 5; color++) {
      if (tiles[color] === 0) continue;
      const options = o[color];
      if (index >= options) {
        index -= options;
        continue;
      }
      const mask = masks[color];
      let line = 0;
      for (; line < 5; line++) {
        if (mask & (1 << line)) {
          if (index === 0) break;
          index--;
        }
      }
      // line === 5 (FLOOR) when the index pointed past the pattern lines
      return { type: 'draft', player: s.current, source: i === sources ? CENTER : i, color: color as Color, line };
    }
  }
  throw new RangeError('legal move index out of range');
}

type Rejected = ApplyResult & { ok: false };
/** Like ApplyResult, plus what the round needs next (the fill is the caller's). */
export type CoreResult = { ok: true; state: GameState; next: RoundEnd | 'wait' } | Rejected;

function reject(error: Rejected['error'], message: string): Rejected {
  return { ok: false, error, message };
}

/**
 * Checks and applies one action; when a round ends, leaves the next round
 * unfilled (`next: 'fill'`) so that the caller chooses the tiles: the random
 * source for play, a record's listed displays for replay.
 */
export function applyCore(s: GameState, action: Action): CoreResult {
  if (s.phase === 'over') return reject('ERR_GAME_OVER', 'the game is over');
  if (typeof action !== 'object' || action === null) return reject('ERR_BAD_ACTION', 'an action must be an object');
  if (action.type === 'draft') {
    if (s.phase !== 'draft') return reject('ERR_WRONG_PHASE', 'tiles are being placed on the wall, not drafted');
    const why = draftRejection(s, action as Draft);
    if (why) return reject(why.error, why.message);
    const drafted = applyDraft(s, action);
    if (!tableIsEmpty(drafted)) return { ok: true, state: drafted, next: 'wait' };
    const ended = drafted.variant === 'gray' ? startGrayWall(drafted) : tileStandard(drafted);
    return { ok: true, ...ended };
  }
  if (action.type === 'place') {
    if (s.phase !== 'wall') return reject('ERR_WRONG_PHASE', 'this is not the wall-tiling phase');
    return placeCore(s, action);
  }
  return reject('ERR_BAD_ACTION', 'action type must be "draft" or "place"');
}

function placeCore(s: GameState, a: Place): CoreResult {
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
  return { ok: true, ...applyPlace(s, player, a.line, column) };
}

/** Checks and applies an action; the input state is never changed. */
export function applyAction(s: GameState, action: Action): ApplyResult {
  const r = applyCore(s, action);
  if (r.ok && r.next === 'fill') fillFromRng(r.state);
  return r; // the extra `next` field is harmless to callers
}
