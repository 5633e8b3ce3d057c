// The puzzle of the day's pure rules: days, streaks, Glicko-2 both ways, the daily choice, the
// post's time, why a move (a draft or a gray-wall placement) is best; the shipped pool, all of it
// served; and the pool of self-played puzzles the other tests use.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { POOL_FILE, poolOf, puzzleKey, servable, shippedPool } from '../../src/app/puzzle-pool.ts';
import { answerMatches, parsePuzzle, puzzlePosition } from '../../src/app/puzzle-position.ts';
import {
  NEW_PLAYER,
  NO_STREAK,
  OWN_PUZZLES_NEEDED,
  chooseDaily,
  currentStreak,
  dayNumber,
  dayOf,
  dayOfNumber,
  moveFacts,
  newPuzzle,
  placeFacts,
  nextPostAt,
  previousDay,
  rateAnswer,
  streakAfter,
} from '../../src/app/puzzle-rules.ts';
import { CLOCK_ORIGIN_MS, clockNow, realTimeOf, setClockScale } from '../../src/clock.ts';
import { newGame } from '../../src/engine/index.ts';
import { CENTER, FLOOR, type Draft, type GameState } from '../../src/engine/types.ts';
import { selfPlayedPuzzles } from '../setup/puzzles.ts';

describe('days', () => {
  it('are UTC days, numbered from 1970, with the day before across a month and a year', () => {
    expect(dayOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-29');
    expect(dayOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(dayOfNumber(dayNumber('2026-11-29'))).toBe('2026-11-29');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(previousDay('2026-12-01')).toBe('2026-11-30');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('run faster on a scaled clock, the same in every process, and map back to real time', () => {
    try {
      setClockScale(1440);
      const real = CLOCK_ORIGIN_MS + 60_000; // one real minute after the origin: a day on the clock
      expect(dayOf(clockNow(real))).toBe('2026-01-02');
      expect(realTimeOf(clockNow(real)).getTime()).toBe(real);
    } finally {
      setClockScale(1);
    }
    expect(clockNow(1_800_000_000_000).getTime()).toBe(1_800_000_000_000);
  });
});

describe('streaks', () => {
  it('a right answer the day after a right one extends it; the best is kept', () => {
    let s = { ...NO_STREAK, ...streakAfter(NO_STREAK, '2026-11-01', true) };
    expect([s.streak, s.best]).toEqual([1, 1]);
    s = { ...s, ...streakAfter(s, '2026-11-02', true) };
    s = { ...s, ...streakAfter(s, '2026-11-03', true) };
    expect([s.streak, s.best]).toEqual([3, 3]);
    // A wrong answer breaks it; the best stays.
    s = { ...s, ...streakAfter(s, '2026-11-04', false) };
    expect([s.streak, s.best]).toEqual([0, 3]);
    s = { ...s, ...streakAfter(s, '2026-11-05', true) };
    expect([s.streak, s.best]).toEqual([1, 3]);
  });

  it('a missed day breaks it: the next right answer starts again at 1, and it reads 0 meanwhile', () => {
    const one = streakAfter(NO_STREAK, '2026-11-01', true);
    const two = streakAfter(one, '2026-11-02', true);
    expect(currentStreak(two, '2026-11-02')).toBe(2);
    expect(currentStreak(two, '2026-11-03')).toBe(2); // today's not answered yet: still alive
    expect(currentStreak(two, '2026-11-04')).toBe(0); // a day missed
    const after = streakAfter(two, '2026-11-04', true);
    expect([after.streak, after.best]).toEqual([1, 2]);
  });

  it('a day counts once: a second answer the same day (another server) changes nothing', () => {
    const right = streakAfter(NO_STREAK, '2026-11-01', true);
    const again = streakAfter(right, '2026-11-01', false);
    expect(again.counted).toBe(false);
    expect([again.streak, again.lastCorrect]).toEqual([1, true]);
  });
});

describe('ratings (Glicko-2, the solver and the puzzle rate each other)', () => {
  it('a right answer raises the solver and lowers the puzzle; a wrong one the other way', () => {
    const puzzle = newPuzzle(1500);
    const right = rateAnswer(NEW_PLAYER, puzzle, true);
    expect(right.player.rating).toBeGreaterThan(1500);
    expect(right.puzzle.rating).toBeLessThan(1500);
    const wrong = rateAnswer(NEW_PLAYER, puzzle, false);
    expect(wrong.player.rating).toBeLessThan(1500);
    expect(wrong.puzzle.rating).toBeGreaterThan(1500);
    // Deviations shrink with an answer, within their bounds.
    expect(right.player.rd).toBeLessThan(NEW_PLAYER.rd);
    expect(right.player.rd).toBeGreaterThanOrEqual(45);
  });

  it('solving a hard puzzle gains more than solving an easy one', () => {
    const hard = rateAnswer(NEW_PLAYER, newPuzzle(2000), true).player.rating;
    const easy = rateAnswer(NEW_PLAYER, newPuzzle(1000), true).player.rating;
    expect(hard).toBeGreaterThan(easy);
  });

  it('a puzzle that many miss becomes harder (its rating follows how people do)', () => {
    let puzzle = newPuzzle(1500);
    for (let i = 0; i < 20; i++) puzzle = rateAnswer(NEW_PLAYER, puzzle, false).puzzle;
    expect(puzzle.rating).toBeGreaterThan(1700);
  });

  it("a new puzzle starts at the generator's difficulty, kept within the scale", () => {
    expect(newPuzzle(1720).rating).toBe(1720);
    expect(newPuzzle(9000).rating).toBe(3000);
    expect(newPuzzle(Number.NaN).rating).toBe(1500);
  });
});

describe('the daily choice', () => {
  const pool = Array.from({ length: 40 }, (_, i) => `pool:${i}`);
  const own = (n: number) => Array.from({ length: n }, (_, i) => `game:${i}`);

  it('is stable for a server and a day, and differs between servers and days', () => {
    const a = chooseDaily('1', '2026-11-29', [], pool, new Set());
    expect(chooseDaily('1', '2026-11-29', [], [...pool].reverse(), new Set())).toEqual(a);
    const others = new Set(
      ['2', '3', '4', '5'].map((g) => chooseDaily(g, '2026-11-29', [], pool, new Set())!.key).concat(a!.key),
    );
    expect(others.size).toBeGreaterThan(1);
  });

  it(`draws from the server's own puzzles once it has ${OWN_PUZZLES_NEEDED} it has not had, else from the pool`, () => {
    expect(chooseDaily('1', '2026-11-29', own(OWN_PUZZLES_NEEDED - 1), pool, new Set())!.from).toBe('pool');
    expect(chooseDaily('1', '2026-11-29', own(OWN_PUZZLES_NEEDED), pool, new Set())!.from).toBe('own');
    const used = new Set(['game:0']);
    expect(chooseDaily('1', '2026-11-29', own(OWN_PUZZLES_NEEDED), pool, used)!.from).toBe('pool');
  });

  it('never gives a server a puzzle it had, and says when none is left', () => {
    const used = new Set<string>();
    for (let d = 0; d < pool.length; d++) {
      const pick = chooseDaily('1', dayOfNumber(20_000 + d), [], pool, used);
      expect(used.has(pick!.key)).toBe(false);
      used.add(pick!.key);
    }
    expect(chooseDaily('1', '2026-11-29', [], pool, used)).toBeNull();
    // The pool used up: its own puzzles, however few.
    expect(chooseDaily('1', '2026-11-29', own(2), pool, used)!.from).toBe('own');
  });
});

describe("the daily post's time", () => {
  it("today at the hour while it is ahead and today's is not posted; else tomorrow", () => {
    const now = new Date('2026-11-29T07:30:00Z');
    expect(nextPostAt(now, 9, false).toISOString()).toBe('2026-11-29T09:00:00.000Z');
    expect(nextPostAt(now, 9, true).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(nextPostAt(now, 6, false).toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });
});

describe('why a move is best', () => {
  function state(): GameState {
    const s = newGame({ playerCount: 2, variant: 'standard', seed: 'why', firstPlayer: 0 });
    s.factories[0] = [2, 1, 1, 0, 0];
    s.center = [0, 0, 0, 3, 0];
    s.markerInCenter = true;
    const b = s.players[0]!;
    // Pattern line 2 holds one blue of its two.
    b.lineColor[1] = 0;
    b.lineCount[1] = 1;
    return s;
  }

  it('a draft that fills its line: the wall tile, its points; one to the floor costs', () => {
    const s = state();
    s.players[0]!.wall[1 * 5 + 2] = 1; // a neighbour on the wall's row 2
    const fills: Draft = { type: 'draft', player: 0, source: 0, color: 0, line: 1 };
    const f = moveFacts(s, fills);
    expect(f.wall).toEqual({ row: 2, column: 2, points: 2 });
    expect([f.toLine, f.toFloor, f.floorPoints, f.net]).toEqual([1, 1, -1, 1]);
    const floor: Draft = { type: 'draft', player: 0, source: CENTER, color: 3, line: FLOOR };
    const g = moveFacts(s, floor);
    expect([g.wall, g.toFloor, g.takesMarker, g.floorPoints]).toEqual([null, 3, true, -6]);
  });

  it('completing a row is said', () => {
    const s = state();
    // Row 2 full but for blue's space (column 2): white, yellow, red, black in their columns.
    const wall = s.players[0]!.wall;
    [wall[5], wall[7], wall[8], wall[9]] = [4, 1, 2, 3];
    const f = moveFacts(s, { type: 'draft', player: 0, source: 0, color: 0, line: 1 });
    expect(f.completesRow).toBe(true);
    expect(f.wall!.points).toBe(5);
  });
});

describe('why a move is best, on the gray wall', () => {
  it('a filled line goes to the best-scoring free column (the player chooses it at the round’s end)', () => {
    const s = newGame({ playerCount: 2, variant: 'gray', seed: 'why-gray', firstPlayer: 0 });
    s.factories[0] = [2, 1, 1, 0, 0];
    const b = s.players[0]!;
    b.lineColor[1] = 0;
    b.lineCount[1] = 1;
    // Row 2 holds yellow in column 4 and red in column 5: column 3 joins them (3 points), column 1 scores 1.
    b.wall[1 * 5 + 3] = 1;
    b.wall[1 * 5 + 4] = 2;
    const f = moveFacts(s, { type: 'draft', player: 0, source: 0, color: 0, line: 1 });
    expect(f.wall).toEqual({ row: 2, column: 3, points: 3 });
    // Blue already in every free column of row 2's columns: no column is free, the line cannot go to the wall.
    for (const c of [0, 1, 2]) b.wall[(c + 2) * 5 + c] = 0;
    expect(moveFacts(s, { type: 'draft', player: 0, source: 0, color: 0, line: 1 }).wall).toBeNull();
  });

  it('a placement: the tile’s points in its column, and the row, column and color it completes', () => {
    const s = newGame({ playerCount: 2, variant: 'gray', seed: 'why-place', firstPlayer: 0 });
    const b = s.players[0]!;
    // Line 2 full of blue; row 2 holds yellow, red and black in columns 1, 2 and 4.
    b.lineColor[1] = 0;
    b.lineCount[1] = 2;
    [b.wall[5], b.wall[6], b.wall[8]] = [1, 2, 3];
    // Column 3 holds white, yellow, red and black in rows 1, 3, 4 and 5; blue is in rows 1, 3, 4 and 5 too.
    [b.wall[2], b.wall[12], b.wall[17], b.wall[22]] = [4, 1, 2, 3];
    [b.wall[0], b.wall[14], b.wall[19], b.wall[24]] = [0, 0, 0, 0];
    const f = placeFacts(s, { type: 'place', player: 0, line: 1, column: 2 });
    expect(f).toMatchObject({ row: 2, column: 3, color: 0, points: 4 + 5 });
    expect([f.completesRow, f.completesColumn, f.completesColor]).toEqual([false, true, true]);
    const g = placeFacts(s, { type: 'place', player: 0, line: 1, column: 4 });
    // Column 5 joins black in row 2 (2) and the blue below it, rows 3 to 5 (4).
    expect(g).toMatchObject({ row: 2, column: 5, points: 2 + 4 });
    expect([g.completesRow, g.completesColumn, g.completesColor]).toEqual([false, false, true]);
  });
});

describe('the self-played puzzles the tests serve', () => {
  const puzzles = selfPlayedPuzzles(6);

  it('replay to their position, are served, and know their right answer', () => {
    const pool = poolOf(puzzles.map((p) => JSON.stringify(p)).join('\n') + '\nnot json\n');
    expect(pool.map((p) => p.key)).toEqual(puzzles.map((p) => puzzleKey('pool', p)));
    for (const p of puzzles) {
      expect(servable(p)).toBe(true);
      expect(puzzlePosition(p).current).toBe(p.player);
      expect(answerMatches(p, p.solution)).toBe(true);
      expect(answerMatches(p, p.second)).toBe(false);
    }
  });
});

describe('the shipped pool', () => {
  it('serves all its puzzles (drafts on both walls, the gray wall’s placements), each of which reads and replays', async () => {
    const pool = await shippedPool();
    const lines = (await readFile(POOL_FILE, 'utf8')).split('\n').filter((l) => l.trim());
    expect(pool.length).toBe(lines.length);
    expect(pool.filter(({ puzzle }) => 'column' in puzzle.solution).length).toBeGreaterThanOrEqual(50);
    expect(pool.filter(({ puzzle }) => puzzle.record.variant === 'gray').length).toBeGreaterThan(100);
    for (const { puzzle } of pool) {
      expect(servable(puzzle)).toBe(true);
      const parsed = parsePuzzle(puzzle);
      expect(parsed.ok).toBe(true);
    }
  });
});
