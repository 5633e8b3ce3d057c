// The rules of the puzzle of the day, pure: the day a time falls on (UTC), the streak an answer
// leaves, the ratings it moves (Glicko-2, lichess style: the solver and the puzzle rate each other,
// so a puzzle's difficulty follows how people do), which puzzle a server gets on a day, when its post
// is due, and the facts that say why a move is best. No I/O, no clock: the callers pass the time.
import rate from 'glicko2-lite';
import { bestGrayColumnOf } from '../ai/moves.ts';
import { draftOutcome } from '../engine/draft.ts';
import { CENTER, FLOOR, FLOOR_SIZE, WALL_SIZE, type Draft, type GameState, type Place } from '../engine/types.ts';
import { bonusesOf, floorPenaltyFor, scorePlacement, wallColumnOf } from '../engine/wall.ts';

const DAY_MS = 86_400_000;

/** The UTC day of `time`: YYYY-MM-DD. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day (a button's "version": the day it was drawn for). */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD day of a day number. */
export function dayOfNumber(n: number): string {
  return dayOf(new Date(n * DAY_MS));
}

/** The day before. */
export function previousDay(day: string): string {
  return dayOfNumber(dayNumber(day) - 1);
}

// ---------------------------------------------------------------- ratings

export interface Glicko {
  rating: number;
  rd: number;
  volatility: number;
}

/** A person's first puzzle rating: lichess's start (1500, wide deviation). */
export const NEW_PLAYER: Glicko = { rating: 1500, rd: 350, volatility: 0.06 };
/** A puzzle's deviation when it is first served: its difficulty is an estimate of the generator's. */
export const NEW_PUZZLE_RD = 250;
/** Deviations stay within this (lichess keeps a floor so a rating can still move). */
export const MIN_RD = 45;
export const MAX_RD = 350;
/** The system constant: how much the volatility may change (Glickman suggests 0.3–1.2). */
const TAU = 0.75;

/** A new puzzle's rating from its difficulty (the generator's estimate on the same scale). */
export function newPuzzle(difficulty: number): Glicko {
  const rating = Number.isFinite(difficulty) ? Math.min(3000, Math.max(400, difficulty)) : 1500;
  return { rating, rd: NEW_PUZZLE_RD, volatility: 0.06 };
}

function rated(before: Glicko, opponent: Glicko, score: 0 | 1): Glicko {
  const after = rate(before.rating, before.rd, before.volatility, [[opponent.rating, opponent.rd, score]], {
    tau: TAU,
  });
  return { rating: after.rating, rd: Math.min(MAX_RD, Math.max(MIN_RD, after.rd)), volatility: after.vol };
}

/**
 * One answer as one game between the solver and the puzzle: a right answer is a win for the solver,
 * a wrong one a win for the puzzle. Both move from their ratings before.
 */
export function rateAnswer(player: Glicko, puzzle: Glicko, correct: boolean): { player: Glicko; puzzle: Glicko } {
  return { player: rated(player, puzzle, correct ? 1 : 0), puzzle: rated(puzzle, player, correct ? 0 : 1) };
}

// ---------------------------------------------------------------- streaks

export interface Streak {
  streak: number;
  best: number;
  /** The day of the answer that last counted, and whether it was right. */
  lastDay: string | null;
  lastCorrect: boolean;
}

export const NO_STREAK: Streak = { streak: 0, best: 0, lastDay: null, lastCorrect: false };

/**
 * The streak after an answer on `day`: a right answer extends it when the day before was solved
 * right (else starts it at 1), a wrong one breaks it. A day counts once: a second answer the same day
 * (another server's puzzle) leaves it as it is.
 */
export function streakAfter(before: Streak, day: string, correct: boolean): Streak & { counted: boolean } {
  if (before.lastDay === day) return { ...before, counted: false };
  const kept = before.lastCorrect && before.lastDay === previousDay(day);
  const streak = correct ? (kept ? before.streak + 1 : 1) : 0;
  return { streak, best: Math.max(before.best, streak), lastDay: day, lastCorrect: correct, counted: true };
}

/** The streak as it stands on `today`: a missed day (nothing right yesterday or today) broke it. */
export function currentStreak(s: Streak, today: string): number {
  if (!s.lastCorrect || s.lastDay === null) return 0;
  return s.lastDay === today || s.lastDay === previousDay(today) ? s.streak : 0;
}

// ---------------------------------------------------------------- the daily choice

/** A server draws from its own games' puzzles once it has this many it has not had yet. */
export const OWN_PUZZLES_NEEDED = 30;

/** FNV-1a, 32 bits: a stable order of the candidates for one server and day. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The puzzle of the day of a server: from its own reviewed games' puzzles when it has at least
 * OWN_PUZZLES_NEEDED it has not had, else from the pool, never one it had (`used`); the same for
 * the same inputs (a stable draw by server and day). Null when none is left.
 */
export function chooseDaily(
  guildId: string,
  day: string,
  own: readonly string[],
  pool: readonly string[],
  used: ReadonlySet<string>,
): { key: string; from: 'own' | 'pool' } | null {
  const fresh = (keys: readonly string[]) => keys.filter((k) => !used.has(k));
  const ownLeft = fresh(own);
  const from = ownLeft.length >= OWN_PUZZLES_NEEDED ? 'own' : 'pool';
  const candidates = from === 'own' ? ownLeft : fresh(pool);
  if (candidates.length === 0) return ownLeft.length > 0 ? { key: pick(ownLeft), from: 'own' } : null;
  return { key: pick(candidates), from };

  function pick(keys: readonly string[]): string {
    let best = keys[0]!;
    let bestHash = hash(`${guildId}|${day}|${best}`);
    for (const k of keys.slice(1)) {
      const h = hash(`${guildId}|${day}|${k}`);
      if (h < bestHash || (h === bestHash && k < best)) [best, bestHash] = [k, h];
    }
    return best;
  }
}

// ---------------------------------------------------------------- the daily post

/**
 * When the post of a server whose hour is `hour` (UTC) is next due, on the bot's clock: today at that
 * hour if it is still ahead and today's was not posted, else tomorrow at that hour.
 */
export function nextPostAt(now: Date, hour: number, postedToday: boolean): Date {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  const at = today + hour * 3_600_000;
  return new Date(!postedToday && at >= now.getTime() ? at : at + DAY_MS);
}

// ---------------------------------------------------------------- why a move is best

/** What a draft does for its player, as the round would end now. */
export interface MoveFacts {
  count: number;
  toLine: number;
  toFloor: number;
  /** It fills its pattern line: a tile goes to the wall at the round's end (row and column 1-based). */
  wall: { row: number; column: number; points: number } | null;
  completesRow: boolean;
  completesColumn: boolean;
  completesColor: boolean;
  /** Points the floor line costs it (0 or negative). */
  floorPoints: number;
  takesMarker: boolean;
  /** The wall's points plus the floor's: what the move is worth this round, bonuses aside. */
  net: number;
}

/** The facts of a legal draft in `state` (its player's view), on either wall. */
export function moveFacts(state: GameState, draft: Draft): MoveFacts {
  const board = state.players[draft.player]!;
  const count = draft.source === CENTER ? state.center[draft.color]! : state.factories[draft.source]![draft.color]!;
  const { toLine, toFloor } = draftOutcome(state, draft);
  const takesMarker = draft.source === CENTER && state.markerInCenter;
  const floorBefore = board.floor.length;
  const floorAfter = Math.min(FLOOR_SIZE, floorBefore + toFloor + (takesMarker ? 1 : 0));
  const floorPoints = floorPenaltyFor(floorAfter) - floorPenaltyFor(floorBefore);
  let wall: MoveFacts['wall'] = null;
  let completesRow = false;
  let completesColumn = false;
  let completesColor = false;
  const row = draft.line;
  const fills = row !== FLOOR && board.lineCount[row]! + toLine === row + 1;
  // The gray wall's column is chosen when the round ends: the best-scoring free one, as the AI plays it
  // (none free: the line's tiles go to the floor then).
  const column = !fills
    ? -1
    : state.variant === 'gray'
      ? bestGrayColumnOf(board.wall, row, draft.color)
      : wallColumnOf(row, draft.color);
  if (fills && column >= 0) {
    const after = board.wall.slice();
    after[row * WALL_SIZE + column] = draft.color;
    const before = bonusesOf(board.wall);
    const now = bonusesOf(after);
    wall = { row: row + 1, column: column + 1, points: scorePlacement(after, row, column).points };
    completesRow = now.rows > before.rows;
    completesColumn = now.columns > before.columns;
    completesColor = now.colors > before.colors;
  }
  return {
    count,
    toLine,
    toFloor,
    wall,
    completesRow,
    completesColumn,
    completesColor,
    floorPoints,
    takesMarker,
    net: (wall?.points ?? 0) + floorPoints,
  };
}

/** What a gray-wall placement does: its tile's row and column (1-based), color, points and what it completes. */
export interface PlaceFacts {
  row: number;
  column: number;
  color: number;
  points: number;
  completesRow: boolean;
  completesColumn: boolean;
  completesColor: boolean;
}

/** The facts of a legal placement in `state` (the full line's tile put in its column now). */
export function placeFacts(state: GameState, place: Place): PlaceFacts {
  const board = state.players[place.player]!;
  const color = board.lineColor[place.line]!;
  const after = board.wall.slice();
  after[place.line * WALL_SIZE + place.column] = color;
  const before = bonusesOf(board.wall);
  const now = bonusesOf(after);
  return {
    row: place.line + 1,
    column: place.column + 1,
    color,
    points: scorePlacement(after, place.line, place.column).points,
    completesRow: now.rows > before.rows,
    completesColumn: now.columns > before.columns,
    completesColor: now.colors > before.colors,
  };
}
