// What a puzzle is about, from what its solution does that the second best move does not: engine
// facts only (where the tiles go, the floor, the wall after the round's full lines are tiled), no
// search. Each theme is a difference between the two moves that a person can see on the table.
import {
  CENTER,
  FLOOR,
  FLOOR_SIZE,
  applyAction,
  bonusesOf,
  completeRows,
  draftOutcome,
  floorPenaltyFor,
  wallColumnOf,
  type Action,
  type Bonuses,
  type Draft,
  type GameState,
} from '../engine/core.ts';
import { bestGrayColumnOf } from '../ai/moves.ts';
import type { PuzzleTheme } from './types.ts';

/** What one move does for its player, as far as the engine can tell before the round ends. */
export interface MoveFacts {
  /** Floor points the move costs (0 or negative): its tiles and the marker on the floor. */
  floorPenalty: number;
  takesMarker: boolean;
  /** Bonuses of the player's wall once every full pattern line is tiled (this move's included). */
  bonuses: Bonuses;
  /** Complete wall rows then (one ends the game at the round's end). */
  rows: number;
  /** Pattern lines an opponent could still complete with one draft after the move. */
  opponentCompletions: number;
  /** Whether the move takes the round's last tiles. */
  endsDrafting: boolean;
}

/**
 * The wall once `player`'s full pattern lines are tiled: the standard wall's fixed columns, the
 * gray wall's best column (`placed`: the column one line goes to).
 */
function projectedWall(
  state: GameState,
  player: number,
  lines: { lineCount: readonly number[]; lineColor: readonly number[] } = state.players[player],
  placed?: { line: number; column: number },
): number[] {
  const wall = state.players[player].wall.slice();
  for (let line = 0; line < 5; line++) {
    if (lines.lineCount[line] !== line + 1) continue;
    const color = lines.lineColor[line];
    const column =
      placed?.line === line
        ? placed.column
        : state.variant === 'gray'
          ? bestGrayColumnOf(wall, line, color)
          : wallColumnOf(line, color);
    if (column >= 0) wall[line * 5 + column] = color;
  }
  return wall;
}

/** How many (opponent, line) pairs one draft on the table could complete now. */
export function opponentCompletions(state: GameState, player: number): number {
  if (state.phase !== 'draft') return 0;
  let count = 0;
  for (let seat = 0; seat < state.playerCount; seat++) {
    if (seat === player) continue;
    const board = state.players[seat];
    for (let line = 0; line < 5; line++) {
      const have = board.lineCount[line];
      if (have === 0 || have === line + 1) continue;
      const color = board.lineColor[line];
      const need = line + 1 - have;
      const sources = [state.center, ...state.factories];
      if (sources.some((s) => s[color] >= need)) count++;
    }
  }
  return count;
}

function tilesLeft(state: GameState): number {
  let n = 0;
  for (const s of [state.center, ...state.factories]) for (const c of s) n += c;
  return n;
}

/** The facts of a legal move in `state`. */
export function moveFacts(state: GameState, action: Action): MoveFacts {
  const player = action.player;
  const board = state.players[player];
  if (action.type === 'place') {
    const wall = projectedWall(state, player, board, action);
    return {
      floorPenalty: 0,
      takesMarker: false,
      bonuses: bonusesOf(wall),
      rows: completeRows(wall),
      opponentCompletions: 0,
      endsDrafting: false,
    };
  }
  const draft = action as Draft;
  const outcome = draftOutcome(state, draft);
  const takesMarker = draft.source === CENTER && state.markerInCenter;
  const before = board.floor.length;
  const items = Math.min(FLOOR_SIZE, before + outcome.toFloor + (takesMarker ? 1 : 0));
  const floorPenalty = floorPenaltyFor(items) - floorPenaltyFor(before);
  const taken = draft.source === CENTER ? state.center[draft.color] : state.factories[draft.source][draft.color];
  const endsDrafting = taken === tilesLeft(state);
  // The board after the draft (without the round's end: the tiling would hide where the tiles went).
  const line = draft.line;
  const lineCount = board.lineCount.slice();
  const lineColor = board.lineColor.slice();
  if (line !== FLOOR) {
    lineCount[line] += outcome.toLine;
    lineColor[line] = draft.color;
  }
  const projected = projectedWall(state, player, { lineCount, lineColor });
  let completions = 0;
  if (!endsDrafting) {
    const next = applyAction(state, draft);
    if (next.ok && next.state.round === state.round) completions = opponentCompletions(next.state, player);
  }
  return {
    floorPenalty,
    takesMarker,
    bonuses: bonusesOf(projected),
    rows: completeRows(projected),
    opponentCompletions: completions,
    endsDrafting,
  };
}

/** Sources still holding tiles. */
function sourcesLeft(state: GameState): number {
  return [state.center, ...state.factories].filter((s) => s.some((n) => n > 0)).length;
}

/**
 * The themes of a puzzle whose solution is `solution` and whose best other move is `second`:
 * - floor-penalty: the solution costs at least 2 floor points less than the second;
 * - row-bonus / column-bonus / color-bonus: once the round's full lines are tiled, the solution's
 *   wall has more complete rows / columns / colors than the second's;
 * - first-player-marker: one of the two takes the marker, the other does not;
 * - denial: after the solution, opponents can complete fewer pattern lines with one draft;
 * - round-end: the round's drafting is nearly over (no more sources holding tiles than players),
 *   or one of the two moves completes a wall row (the game ends with the round) and the other not.
 * In the order of PUZZLE_THEMES; may be empty (the difference is in points on the wall only).
 */
export function themesOf(state: GameState, solution: Action, second: Action): PuzzleTheme[] {
  const a = moveFacts(state, solution);
  const b = moveFacts(state, second);
  const themes: PuzzleTheme[] = [];
  if (b.floorPenalty - a.floorPenalty <= -2) themes.push('floor-penalty');
  if (a.bonuses.rows > b.bonuses.rows) themes.push('row-bonus');
  if (a.bonuses.columns > b.bonuses.columns) themes.push('column-bonus');
  if (a.bonuses.colors > b.bonuses.colors) themes.push('color-bonus');
  if (a.takesMarker !== b.takesMarker) themes.push('first-player-marker');
  if (a.opponentCompletions < b.opponentCompletions) themes.push('denial');
  if ((state.phase === 'draft' && sourcesLeft(state) <= state.playerCount) || a.rows !== b.rows)
    themes.push('round-end');
  return themes;
}
