// What the player to act may choose now, step by step, derived only from the
// engine's legal moves: a draft is source -> color -> destination, a gray-wall
// placement is one column. Steps with a single choice are skipped, so a draft
// takes at most three clicks and often fewer.
import { draftOutcome, legalMoves, scorePlacement, wallColumnOf } from '../engine/index.ts';
import {
  CENTER,
  COLORS,
  FLOOR,
  WALL_SIZE,
  isCenter,
  type Color,
  type Draft,
  type GameState,
  type Place,
  type Source,
  type Target,
} from '../engine/types.ts';

export interface SourceChoice {
  source: Source;
  /** Tile counts by color lying there. */
  counts: number[];
  /** Center only: the starting player marker still lies there (the first to take from it gets it). */
  marker: boolean;
}

export interface ColorChoice {
  color: Color;
  count: number;
}

export interface LineChoice {
  line: Target;
  toLine: number;
  toFloor: number;
  toLid: number;
  /** The pattern line is full after this draft. */
  fills: boolean;
  /** Colored wall, a line this draft fills: what its tile will score at this round's wall-tiling. */
  tilingPoints: number | null;
}

/** The step to show for a partial draft, with what the player may pick there. */
export type DraftStep =
  | { step: 'source'; sources: SourceChoice[] }
  | { step: 'color'; source: SourceChoice; colors: ColorChoice[]; canGoBack: boolean }
  | {
      step: 'line';
      source: SourceChoice;
      color: ColorChoice;
      lines: LineChoice[];
      /** Where Back leads: to the colors of the source, to the sources, or nowhere (every step was forced). */
      back: 'color' | 'source' | null;
    };

function legalDrafts(state: GameState): Draft[] {
  if (state.phase !== 'draft') return [];
  return legalMoves(state).filter((a): a is Draft => a.type === 'draft');
}

function sourceCounts(state: GameState, source: number): number[] {
  return source === CENTER ? state.center : (state.factories[source] ?? [0, 0, 0, 0, 0]);
}

function sourceChoice(state: GameState, source: Source): SourceChoice {
  return { source, counts: [...sourceCounts(state, source)], marker: isCenter(source) && state.markerInCenter };
}

/** Sources the player may draft from, displays first, then the center. */
export function sourcesOf(state: GameState): SourceChoice[] {
  const seen = new Set<number>();
  for (const d of legalDrafts(state)) seen.add(d.source);
  const ordered = [...seen].filter((s) => s !== CENTER).sort((a, b) => a - b);
  if (seen.has(CENTER)) ordered.push(CENTER);
  return ordered.map((s) => sourceChoice(state, s));
}

export function colorsOf(state: GameState, source: number): ColorChoice[] {
  const counts = sourceCounts(state, source);
  const colors = new Set<number>();
  for (const d of legalDrafts(state)) if (d.source === source) colors.add(d.color);
  return [...colors].sort((a, b) => a - b).map((c) => ({ color: c as Color, count: counts[c] ?? 0 }));
}

export function linesOf(state: GameState, source: number, color: number): LineChoice[] {
  const player = state.players[state.current];
  const drafts = legalDrafts(state).filter((d) => d.source === source && d.color === color);
  drafts.sort((a, b) => a.line - b.line);
  return drafts.map((d) => {
    const outcome = draftOutcome(state, d);
    const fills = d.line !== FLOOR && player !== undefined && player.lineCount[d.line] + outcome.toLine === d.line + 1;
    const tilingPoints = fills && state.variant === 'standard' && player ? pointsAtTiling(player, d.line, color) : null;
    // The engine's Draft keeps its fields as plain numbers for speed; legal ones are Targets.
    return {
      line: d.line as Target,
      toLine: outcome.toLine,
      toFloor: outcome.toFloor,
      toLid: outcome.toLid,
      fills,
      tilingPoints,
    };
  });
}

/**
 * Colored wall: what the tile of `line` (filled with `color`) scores at the wall-tiling, the full
 * lines above it placed first, as the tiling goes top to bottom.
 */
function pointsAtTiling(board: GameState['players'][number], line: number, color: number): number {
  const wall = board.wall.slice();
  for (let above = 0; above < line; above++) {
    const c = board.lineColor[above]!;
    if (c >= 0 && board.lineCount[above] === above + 1) wall[above * WALL_SIZE + wallColumnOf(above, c)] = c;
  }
  return scorePlacement(wall, line, wallColumnOf(line, color)).points;
}

/** Gray wall: what the pending tile scores in each legal column, now. */
export function columnPoints(state: GameState, place: Place): number {
  const board = state.players[place.player]!;
  return scorePlacement(board.wall, place.line, place.column).points;
}

/**
 * The step to show after the picks so far. Invalid picks (a source or color that is
 * not legal now) return null: the caller answers that the choice is no longer available.
 */
export function draftStep(state: GameState, picked: { source?: number; color?: number }): DraftStep | null {
  const sources = sourcesOf(state);
  if (sources.length === 0) return null;
  let source: SourceChoice | undefined;
  if (picked.source === undefined) {
    if (sources.length > 1) return { step: 'source', sources };
    source = sources[0];
  } else {
    source = sources.find((s) => s.source === picked.source);
  }
  if (!source) return null;
  const colors = colorsOf(state, source.source);
  let color: ColorChoice | undefined;
  if (picked.color === undefined) {
    if (colors.length > 1) return { step: 'color', source, colors, canGoBack: sources.length > 1 };
    color = colors[0];
  } else {
    color = colors.find((c) => c.color === picked.color);
  }
  if (!color) return null;
  const lines = linesOf(state, source.source, color.color);
  if (lines.length === 0) return null;
  const back = colors.length > 1 ? 'color' : sources.length > 1 ? 'source' : null;
  return { step: 'line', source, color, lines, back };
}

/** Gray wall phase: the columns the current player may put the pending line's tile in. */
export function placementsOf(state: GameState): Place[] {
  if (state.phase !== 'wall') return [];
  return legalMoves(state)
    .filter((a): a is Place => a.type === 'place')
    .sort((a, b) => a.column - b.column);
}

/** The color waiting on a pattern line (gray wall phase), or null. */
export function pendingColor(state: GameState): Color | null {
  const line = state.pendingLine;
  if (line < 0) return null;
  const color = state.players[state.current]?.lineColor[line];
  return color === undefined || color < 0 ? null : (color as Color);
}

export function colorName(color: number): string {
  return COLORS[color] ?? `color ${color}`;
}
