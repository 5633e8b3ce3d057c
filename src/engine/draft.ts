// Drafting: take every tile of one color from a display (rest to the center)
// or from the center (the first one also takes the starting player marker).
import {
  CENTER,
  COLOR_COUNT,
  FLOOR,
  FLOOR_SIZE,
  MARKER,
  isColor,
  isTarget,
  type Draft,
  type EngineError,
  type GameState,
  type PlayerBoard,
} from './types.ts';
import { rowHasColor } from './wall.ts';
import { shallowCopy, sum5, tilesOnTable } from './state.ts';

export type Rejection = { error: EngineError; message: string };

/** May `color` go onto pattern line `line` of `board`? */
export function lineAccepts(board: PlayerBoard, line: number, color: number): boolean {
  const count = board.lineCount[line];
  if (count === line + 1) return false;
  if (count > 0 && board.lineColor[line] !== color) return false;
  return !rowHasColor(board.wall, line, color);
}

function isIndex(x: unknown, min: number, maxExclusive: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x < maxExclusive;
}

/** Why `a` is not a legal draft in `s` (phase already 'draft'), or null. */
export function draftRejection(s: GameState, a: Draft): Rejection | null {
  if (!isIndex(a.player, 0, s.playerCount)) return { error: 'ERR_BAD_ACTION', message: 'player must be a seat index' };
  if (a.player !== s.current) return { error: 'ERR_WRONG_PLAYER', message: `it is seat ${s.current}'s turn` };
  if (!isColor(a.color)) return { error: 'ERR_BAD_ACTION', message: `color must be 0..${COLOR_COUNT - 1}` };
  if (a.source !== CENTER && !isIndex(a.source, 0, s.factories.length)) {
    return { error: 'ERR_BAD_SOURCE', message: `source must be a display 0..${s.factories.length - 1} or the center` };
  }
  if (!isTarget(a.line)) return { error: 'ERR_BAD_LINE', message: 'line must be a pattern line 0..4 or the floor' };
  const source = a.source === CENTER ? s.center : s.factories[a.source];
  if (sum5(source) === 0) {
    return { error: 'ERR_EMPTY_SOURCE', message: 'that source holds no tiles' };
  }
  if (source[a.color] === 0)
    return { error: 'ERR_COLOR_NOT_IN_SOURCE', message: 'that source holds no tile of that color' };
  if (a.line === FLOOR) return null;
  const board = s.players[a.player];
  const count = board.lineCount[a.line];
  if (count === a.line + 1) return { error: 'ERR_LINE_FULL', message: `line ${a.line + 1} is full` };
  if (count > 0 && board.lineColor[a.line] !== a.color) {
    return { error: 'ERR_LINE_COLOR', message: `line ${a.line + 1} holds another color` };
  }
  if (rowHasColor(board.wall, a.line, a.color)) {
    return { error: 'ERR_WALL_HAS_COLOR', message: `wall row ${a.line + 1} already holds that color` };
  }
  return null;
}

/** Where the tiles of a (legal) draft end up, for labels such as "Line 4: 3 tiles, 1 to floor". */
export function draftOutcome(s: GameState, a: Draft): { toLine: number; toFloor: number; toLid: number } {
  const n = a.source === CENTER ? s.center[a.color] : s.factories[a.source][a.color];
  const board = s.players[a.player];
  let floorFree = FLOOR_SIZE - board.floor.length;
  if (a.source === CENTER && s.markerInCenter && floorFree > 0) floorFree--;
  const toLine = a.line === FLOOR ? 0 : Math.min(n, a.line + 1 - board.lineCount[a.line]);
  const toFloor = Math.min(n - toLine, floorFree);
  return { toLine, toFloor, toLid: n - toLine - toFloor };
}

/**
 * A copy of `s` that owns every part `draftInPlace` changes for `a` (the
 * source display, center, lid, the drafter's board and its arrays) and shares
 * the rest. Not enough for the round's last draft: the round end changes more.
 */
export function copyForDraft(s: GameState, a: Draft): GameState {
  const w = shallowCopy(s);
  w.center = s.center.slice();
  if (a.source !== CENTER) {
    w.factories = s.factories.slice();
    w.factories[a.source] = s.factories[a.source].slice();
  }
  w.lid = s.lid.slice();
  const b = s.players[a.player];
  w.players = s.players.slice();
  w.players[a.player] = {
    score: b.score,
    lineColor: b.lineColor.slice(),
    lineCount: b.lineCount.slice(),
    wall: b.wall,
    floor: b.floor.slice(),
  };
  return w;
}

/** Whether legal draft `a` takes the last tiles on the table (the round's drafts end). */
export function draftEndsRound(s: GameState, a: Draft): boolean {
  const source = a.source === CENTER ? s.center : s.factories[a.source];
  // The rest of a display goes to the center and stays on the table.
  return tilesOnTable(s) === source[a.color];
}

/** Applies a legal draft to `w` in place. Does not end the round. */
export function draftInPlace(w: GameState, a: Draft): void {
  const p = a.player;
  const color = a.color;
  const center = w.center;
  let n: number;
  if (a.source === CENTER) {
    n = center[color];
    center[color] = 0;
  } else {
    const display = w.factories[a.source];
    n = display[color];
    for (let k = 0; k < COLOR_COUNT; k++) {
      if (k !== color) center[k] += display[k];
      display[k] = 0;
    }
  }
  const board = w.players[p];
  const floor = board.floor;
  if (a.source === CENTER && w.markerInCenter) {
    // On a full floor the marker is still taken, without a space and without a penalty.
    if (floor.length < FLOOR_SIZE) floor.push(MARKER);
    w.markerInCenter = false;
    w.markerTakenBy = p;
  }
  let rest = n;
  if (a.line !== FLOOR) {
    const toLine = Math.min(n, a.line + 1 - board.lineCount[a.line]);
    board.lineColor[a.line] = color;
    board.lineCount[a.line] += toLine;
    rest -= toLine;
  }
  while (rest > 0 && floor.length < FLOOR_SIZE) {
    floor.push(color);
    rest--;
  }
  w.lid[color] += rest;
  w.current = (p + 1) % w.playerCount;
}
