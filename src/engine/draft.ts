// Drafting: take every tile of one color from a display (rest to the center)
// or from the center (the first one also takes the starting player marker).
import {
  CENTER,
  FLOOR,
  FLOOR_SIZE,
  MARKER,
  type Draft,
  type EngineError,
  type GameState,
  type PlayerBoard,
} from './types.ts';
import { rowHasColor } from './wall.ts';
import { shallowCopy } from './state.ts';

export type Rejection = { error: EngineError; message: string };

/** May `color` go onto pattern line `line` (0..4) of `board`? */
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
  if (!isIndex(a.color, 0, 5)) return { error: 'ERR_BAD_ACTION', message: 'color must be 0..4' };
  if (a.source !== CENTER && !isIndex(a.source, 0, s.factories.length)) {
    return { error: 'ERR_BAD_SOURCE', message: `source must be a display 0..${s.factories.length - 1} or the center` };
  }
  if (!isIndex(a.line, 0, FLOOR + 1)) return { error: 'ERR_BAD_LINE', message: 'line must be 0..4 or the floor' };
  const source = a.source === CENTER ? s.center : s.factories[a.source];
  if (source[0] + source[1] + source[2] + source[3] + source[4] === 0) {
    return { error: 'ERR_EMPTY_SOURCE', message: 'that source holds no tiles' };
  }
  if (source[a.color] === 0) return { error: 'ERR_COLOR_NOT_IN_SOURCE', message: 'that source holds no tile of that color' };
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

/** Applies a legal draft, copying only what changes. Does not end the round. */
export function applyDraft(s: GameState, a: Draft): GameState {
  const p = a.player;
  const color = a.color;
  const next = shallowCopy(s);
  const center = s.center.slice();
  let n: number;
  let takesMarker = false;
  if (a.source === CENTER) {
    n = center[color];
    center[color] = 0;
    takesMarker = s.markerInCenter;
  } else {
    const display = s.factories[a.source];
    n = display[color];
    for (let k = 0; k < 5; k++) if (k !== color) center[k] += display[k];
    const factories = s.factories.slice();
    factories[a.source] = [0, 0, 0, 0, 0]; // fresh: a shared constant would be one careless write from corrupting every game
    next.factories = factories;
  }
  next.center = center;

  const board = s.players[p];
  const toLine = a.line === FLOOR ? 0 : Math.min(n, a.line + 1 - board.lineCount[a.line]);
  const floor = takesMarker || toLine < n ? board.floor.slice() : board.floor;
  if (takesMarker) {
    // On a full floor the marker is still taken, without a space and without a penalty.
    if (floor.length < FLOOR_SIZE) floor.push(MARKER);
    next.markerInCenter = false;
    next.markerTakenBy = p;
  }
  let rest = n;
  let lineColor = board.lineColor;
  let lineCount = board.lineCount;
  if (a.line !== FLOOR) {
    if (lineColor[a.line] !== color) {
      lineColor = lineColor.slice();
      lineColor[a.line] = color;
    }
    lineCount = lineCount.slice();
    lineCount[a.line] += toLine;
    rest -= toLine;
  }
  while (rest > 0 && floor.length < FLOOR_SIZE) {
    floor.push(color);
    rest--;
  }
  if (rest > 0) {
    const lid = s.lid.slice();
    lid[color] += rest;
    next.lid = lid;
  }
  const players = s.players.slice();
  players[p] = { score: board.score, lineColor, lineCount, wall: board.wall, floor };
  next.players = players;
  next.current = (p + 1) % s.playerCount;
  return next;
}

