// Wall-tiling, floor penalties, the end of a round and the end of the game.
// These change a working copy (workingCopy) in place.
import {
  EMPTY,
  FLOOR_SIZE,
  MARKER,
  NO_LINE,
  NO_SEAT,
  PATTERN_LINES,
  WALL_SIZE,
  type Bonuses,
  type Color,
  type GameResult,
  type GameState,
  type PlayerTiling,
  type RoundReport,
} from './types.ts';
import { bonusesOf, floorPenaltyFor, hasGrayColumn, horizontalRun, verticalRun, wallColumnOf } from './wall.ts';
import { sum5 } from './state.ts';

function newReport(w: GameState): RoundReport {
  const players: PlayerTiling[] = [];
  for (let player = 0; player < w.playerCount; player++) {
    const score = w.players[player].score;
    players.push({
      player,
      scoreBefore: score,
      placed: [],
      dumpedLines: [],
      floor: [],
      floorPenalty: 0,
      scoreAfter: score,
    });
  }
  return { round: w.round, players };
}

/** Moves the tile of full line `line` of seat `p` to `column`, scores it, rest of the line to the lid. */
function placeTile(w: GameState, p: number, line: number, column: number): void {
  const b = w.players[p];
  const color = b.lineColor[line] as Color;
  b.wall[line * WALL_SIZE + column] = color;
  const horizontal = horizontalRun(b.wall, line, column);
  const vertical = verticalRun(b.wall, line, column);
  const points = horizontal + vertical || 1;
  b.score += points;
  w.lid[color] += line; // a full line holds line+1 tiles; one went to the wall
  b.lineCount[line] = 0;
  b.lineColor[line] = EMPTY;
  w.lastReport!.players[p].placed.push({ player: p, line, column, color, horizontal, vertical, points });
}

/** Gray variant: a full line with no legal column goes entirely to the floor, overflow to the lid. */
function dumpLine(w: GameState, p: number, line: number): void {
  const b = w.players[p];
  const color = b.lineColor[line];
  for (let k = 0; k < line + 1; k++) {
    if (b.floor.length < FLOOR_SIZE) b.floor.push(color);
    else w.lid[color]++;
  }
  b.lineCount[line] = 0;
  b.lineColor[line] = EMPTY;
  w.lastReport!.players[p].dumpedLines.push(line);
}

function applyFloorPenalty(w: GameState, p: number): void {
  const b = w.players[p];
  const entry = w.lastReport!.players[p];
  entry.floor = b.floor; // shared: floors are replaced, never changed in place, after this
  entry.floorPenalty = floorPenaltyFor(b.floor.length);
  b.score = Math.max(0, b.score + entry.floorPenalty);
  entry.scoreAfter = b.score;
}

export type RoundEnd = 'over' | 'fill';

/** Whether a tile placed in this wall-tiling completed its row (its horizontal run spans the wall). */
function completedRow(report: RoundReport): boolean {
  const players = report.players;
  for (let p = 0; p < players.length; p++) {
    const placed = players[p].placed;
    for (let i = 0; i < placed.length; i++) if (placed[i].horizontal === WALL_SIZE) return true;
  }
  return false;
}

/** Standard wall-tiling of every player, then the end of the round. */
export function tileStandard(w: GameState): RoundEnd {
  w.lastReport = newReport(w);
  for (let p = 0; p < w.playerCount; p++) {
    const b = w.players[p];
    for (let line = 0; line < PATTERN_LINES; line++) {
      if (b.lineCount[line] === line + 1) placeTile(w, p, line, wallColumnOf(line, b.lineColor[line]));
    }
    applyFloorPenalty(w, p);
  }
  return finishRound(w);
}

/** Gray variant: opens the wall phase after the last draft of a round. */
export function startGrayWall(w: GameState): RoundEnd | 'wait' {
  w.lastReport = newReport(w);
  w.phase = 'wall';
  return advanceGrayWall(w, 0, 0);
}

/** Gray variant: a legal placement, then on to the next decision. */
export function placeInPlace(w: GameState, p: number, line: number, column: number): RoundEnd | 'wait' {
  placeTile(w, p, line, column);
  return advanceGrayWall(w, p, line + 1);
}

/**
 * Walks the gray wall phase from seat `p`, line `line`: dumps lines that cannot
 * be placed, stops at the next line that can ('wait'), charges each player's
 * floor after that player's lines, and ends the round after the last seat.
 */
function advanceGrayWall(w: GameState, p: number, line: number): RoundEnd | 'wait' {
  for (; p < w.playerCount; p++, line = 0) {
    const b = w.players[p];
    for (; line < PATTERN_LINES; line++) {
      if (b.lineCount[line] !== line + 1) continue;
      if (hasGrayColumn(b.wall, line, b.lineColor[line])) {
        w.current = p;
        w.pendingLine = line;
        return 'wait';
      }
      dumpLine(w, p, line);
    }
    applyFloorPenalty(w, p);
  }
  return finishRound(w);
}

/**
 * After all wall-tiling: floors to the lid, scores recorded, then either the game ends (a row
 * was completed in this tiling, or no tile is left) or the next round is set up awaiting its
 * fill (dealt = []).
 */
function finishRound(w: GameState): RoundEnd {
  const scores: number[] = [];
  for (let p = 0; p < w.playerCount; p++) {
    const b = w.players[p];
    const floor = b.floor;
    for (let i = 0; i < floor.length; i++) if (floor[i] !== MARKER) w.lid[floor[i]]++;
    b.floor = [];
    scores.push(b.score);
  }
  const rowDone = completedRow(w.lastReport!);
  w.scoreHistory.push(scores);
  w.pendingLine = NO_LINE;
  if (rowDone || sum5(w.bag) + sum5(w.lid) === 0) {
    endGame(w);
    return 'over';
  }
  if (w.markerTakenBy !== NO_SEAT) w.startPlayer = w.markerTakenBy;
  w.round++;
  w.phase = 'draft';
  w.current = w.startPlayer;
  w.markerInCenter = true;
  w.markerTakenBy = NO_SEAT;
  // Displays and center are all empty here (the drafts are over); the fill replaces the displays.
  w.dealt = [];
  return 'fill';
}

/** End-game bonuses, final scores and winners (tie-break: complete rows, then shared). */
export function endGame(w: GameState): void {
  const bonuses: Bonuses[] = [];
  const scores: number[] = [];
  const rows: number[] = [];
  let best = -Infinity;
  for (let p = 0; p < w.playerCount; p++) {
    const b = w.players[p];
    const bonus = bonusesOf(b.wall);
    bonuses.push(bonus);
    b.score += bonus.points;
    scores.push(b.score);
    rows.push(bonus.rows);
    if (b.score > best) best = b.score;
  }
  const topScore: number[] = [];
  let bestRows = -Infinity;
  for (let p = 0; p < w.playerCount; p++) {
    if (scores[p] !== best) continue;
    topScore.push(p);
    if (rows[p] > bestRows) bestRows = rows[p];
  }
  const winners: number[] = [];
  for (const p of topScore) if (rows[p] === bestRows) winners.push(p);
  const decidedBy: GameResult['decidedBy'] = topScore.length === 1 ? 'score' : winners.length === 1 ? 'rows' : 'shared';
  w.result = { scores, bonuses, completeRows: rows, winners, decidedBy };
  w.phase = 'over';
  w.pendingLine = NO_LINE;
}
