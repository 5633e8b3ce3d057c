// The shape of an Azul game as plain, JSON-serializable data.
// Everything else (renderer, store, Discord layer, CLI) reads these types;
// only the engine modules create or change states.
//
// Small integers stand for colors, sources and lines so that the engine can
// simulate many thousands of games per second; the constants below name them.
import type { Result } from './result.ts';

/** Tile colors, in the order of the colored wall's first row. */
export const COLORS = ['blue', 'yellow', 'red', 'black', 'white'] as const;
export type ColorName = (typeof COLORS)[number];
/** 0 blue, 1 yellow, 2 red, 3 black, 4 white. */
export type Color = 0 | 1 | 2 | 3 | 4;

/** On a floor line, the starting player marker is stored as this value. */
export const MARKER = 5;
/** An empty wall space or empty pattern line color. */
export const EMPTY = -1;
/** `Draft.source` value for the center of the table. */
export const CENTER = -1;
/** `Draft.line` value for the floor line. */
export const FLOOR = 5;

// ---- The shared vocabulary: every layer (engine, render, app, Discord, AI) names
// sources, targets and colors with these types and guards, never with bare 5 or -1.

/** A factory display, 0-based (people see it as display + 1): 0..8. */
export type DisplayIndex = number;
/** Where a draft takes tiles from: a display, or the center (CENTER). */
export type Source = DisplayIndex | typeof CENTER;
/** A pattern line, 0-based (line i holds i + 1 tiles). */
export type LineIndex = 0 | 1 | 2 | 3 | 4;
/** Where a draft puts tiles: a pattern line, or the floor (FLOOR). */
export type Target = LineIndex | typeof FLOOR;
/** What a floor space holds: a tile, or the starting player marker (MARKER). */
export type FloorItem = Color | typeof MARKER;
export const PATTERN_LINES = 5;
export const MAX_DISPLAYS = 9;

export function isColor(value: unknown): value is Color {
  return value === 0 || value === 1 || value === 2 || value === 3 || value === 4;
}
export function isLineIndex(value: unknown): value is LineIndex {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < PATTERN_LINES;
}
export function isTarget(value: unknown): value is Target {
  return value === FLOOR || isLineIndex(value);
}
export function isFloor(target: Target): target is typeof FLOOR {
  return target === FLOOR;
}
export function isCenter(source: Source): source is typeof CENTER {
  return source === CENTER;
}
/** A source index in range for a game with `displays` displays (5, 7 or 9). */
export function isSource(value: unknown, displays: number = MAX_DISPLAYS): value is Source {
  return value === CENTER || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < displays);
}
/** A floor item or wall space as a tile color, or null (empty space, marker). */
export function tileColor(value: number | undefined): Color | null {
  return isColor(value) ? value : null;
}

/** How many tile colors there are (the length of every per-color count array). */
export const COLOR_COUNT = 5;
/** Rows and columns of a wall; wall space (row, column) is `wall[row * WALL_SIZE + column]`. */
export const WALL_SIZE = 5;
export const WALL_SPACES = WALL_SIZE * WALL_SIZE;
/** `markerTakenBy` while nobody took the starting player marker this round. */
export const NO_SEAT = -1;
/** `pendingLine` outside the gray wall phase. */
export const NO_LINE = -1;
export const FLOOR_SIZE = 7;
export const FLOOR_PENALTIES = [-1, -1, -2, -2, -2, -3, -3] as const;
export const TILES_PER_COLOR = 20;
export const TILES_PER_DISPLAY = 4;

export type Variant = 'standard' | 'gray';
export type PlayerCount = 2 | 3 | 4;
export type Phase = 'draft' | 'wall' | 'over';

export interface PlayerBoard {
  score: number;
  /** Pattern line i (0..4, capacity i+1): its color or EMPTY. */
  lineColor: number[];
  /** Pattern line i: how many tiles it holds. */
  lineCount: number[];
  /** 25 spaces, row-major (row * 5 + column): a Color or EMPTY. */
  wall: number[];
  /** Floor line left to right (at most 7 entries): Colors and possibly MARKER. */
  floor: number[];
}

/** Draft: take every tile of `color` from `source` and put them on `line`. */
export interface Draft {
  type: 'draft';
  player: number;
  /** Display index 0.., or CENTER (-1). */
  source: number;
  color: Color;
  /** Pattern line 0..4, or FLOOR (5). */
  line: number;
}

/** Gray variant only: move the tile of a full pattern line to a wall column. */
export interface Place {
  type: 'place';
  player: number;
  line: number;
  column: number;
}

export type Action = Draft | Place;

/** Why a placed tile scored what it did. */
export interface TileScore {
  player: number;
  line: number;
  column: number;
  color: Color;
  /** Horizontal run through the tile if longer than 1, else 0. */
  horizontal: number;
  /** Vertical run through the tile if longer than 1, else 0. */
  vertical: number;
  /** Points the tile scored: horizontal + vertical, or 1 for a lone tile. */
  points: number;
}

export interface PlayerTiling {
  player: number;
  scoreBefore: number;
  placed: TileScore[];
  /** Gray variant: full lines whose tile had no legal column and went to the floor. */
  dumpedLines: number[];
  /** Floor line as it was when penalties were counted (Colors and MARKER). */
  floor: number[];
  /** Penalty as a negative number (before the never-below-0 clamp). */
  floorPenalty: number;
  scoreAfter: number;
}

export interface Bonuses {
  rows: number;
  columns: number;
  colors: number;
  /** Points those bonuses gave: rows*2 + columns*7 + colors*10. */
  points: number;
}

/** The breakdown of one wall-tiling phase, for people to read. */
export interface RoundReport {
  round: number;
  players: PlayerTiling[];
}

export interface GameResult {
  /** Final scores, bonuses included. */
  scores: number[];
  bonuses: Bonuses[];
  /** Complete horizontal rows per player (the tie-break). */
  completeRows: number[];
  /** Every seat that shares the win. */
  winners: number[];
  /** How the winner was decided. */
  decidedBy: 'score' | 'rows' | 'shared';
}

export interface GameState {
  variant: Variant;
  playerCount: PlayerCount;
  phase: Phase;
  /** 0-based round number. */
  round: number;
  /** Seat that started this round (held the marker when it began). */
  startPlayer: number;
  /**
   * Seat that started the game (round 0's start player). Set by newGame and replay; absent
   * only in states built by hand or stored before it existed (those games began with seat 0;
   * parseState fills it in). Read it with `firstPlayerOf(state)`.
   */
  firstPlayer?: number;
  /**
   * True when that seat was drawn at random from the game's seed (newGame's default);
   * false when it was given (a record's replay, newGame's `firstPlayer`, an old state).
   */
  firstPlayerAtRandom?: boolean;
  /** Seat to act: the drafter, or in the gray wall phase the player placing. */
  current: number;
  /** Per display, tile counts by color (length 5). 5, 7 or 9 displays. */
  factories: number[][];
  /** The displays exactly as filled at the start of this round, tiles in draw order. */
  dealt: Color[][];
  /** Tile counts by color in the center. */
  center: number[];
  /** Whether the starting player marker still lies in the center. */
  markerInCenter: boolean;
  /** Seat that took the marker this round, or -1. */
  markerTakenBy: number;
  /** Tile counts by color. */
  bag: number[];
  /** The box lid (discard), tile counts by color. */
  lid: number[];
  players: PlayerBoard[];
  /** Gray wall phase: the line the current player must place next, else -1. */
  pendingLine: number;
  /** Seeded random source state; the only randomness the engine uses. */
  rng: number[];
  /** The seed the random source started from. */
  seed: string;
  /** Scores after each finished round's wall-tiling, one array per round. */
  scoreHistory: number[][];
  /** Breakdown of the most recent wall-tiling, or null before the first. */
  lastReport: RoundReport | null;
  /** Present once phase is 'over'. */
  result: GameResult | null;
}

export type EngineError =
  | 'ERR_GAME_OVER'
  | 'ERR_WRONG_PHASE'
  | 'ERR_WRONG_PLAYER'
  | 'ERR_BAD_ACTION'
  | 'ERR_BAD_SOURCE'
  | 'ERR_EMPTY_SOURCE'
  | 'ERR_COLOR_NOT_IN_SOURCE'
  | 'ERR_BAD_LINE'
  | 'ERR_LINE_FULL'
  | 'ERR_LINE_COLOR'
  | 'ERR_WALL_HAS_COLOR'
  | 'ERR_WRONG_LINE'
  | 'ERR_BAD_COLUMN'
  | 'ERR_COLUMN_TAKEN'
  | 'ERR_COLUMN_HAS_COLOR';

export type ApplyResult = Result<{ state: GameState }, EngineError>;
