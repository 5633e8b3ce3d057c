// The pool of puzzles the bot ships (assets/puzzles/pool.jsonl, made by the commands of
// docs/puzzles.md): every line is a valid azul-puzzle/1 whose record replays to its position, with
// the solution and the second legal there; at least 300 of them, no position twice, from games of
// 2, 3 and 4 players on both walls. No search here: the generator's own tests cover that.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine/index.ts';
import {
  PUZZLE_THEMES,
  parsePuzzleLines,
  puzzleMoveToAction,
  puzzlePosition,
  type Puzzle,
} from '../../src/puzzles/index.ts';

const POOL = join(import.meta.dirname, '../../assets/puzzles/pool.jsonl');

describe('the shipped pool', () => {
  const items = parsePuzzleLines(readFileSync(POOL, 'utf8'));
  const puzzles = items.flatMap((i) => (i.ok ? [i.puzzle] : []));

  it('every line is a valid puzzle (its record replays, its player is to move, its moves are legal)', () => {
    expect(items.filter((i) => !i.ok)).toEqual([]);
    expect(puzzles.length).toBeGreaterThanOrEqual(300);
  });

  it('the solution and the second are legal in the position, and lead to different positions', () => {
    for (const p of puzzles) {
      const state = puzzlePosition(p);
      expect(state.current).toBe(p.player);
      const a = applyAction(state, puzzleMoveToAction(p.player, p.solution));
      const b = applyAction(state, puzzleMoveToAction(p.player, p.second));
      expect(a.ok && b.ok).toBe(true);
      expect(p.themes.every((t) => PUZZLE_THEMES.includes(t))).toBe(true);
      expect(p.gap).toBeGreaterThan(0);
      expect(p.difficulty).toBeGreaterThanOrEqual(800);
      expect(p.difficulty).toBeLessThanOrEqual(2400);
    }
  });

  it('no position twice; 2, 3 and 4 players and both walls are there', () => {
    const key = (p: Puzzle) => {
      const { rng: _rng, seed: _seed, ...table } = puzzlePosition(p);
      return JSON.stringify(table);
    };
    expect(new Set(puzzles.map(key)).size).toBe(puzzles.length);
    const kinds = new Set(puzzles.map((p) => `${p.record.playerCount}-${p.record.variant}`));
    expect([...kinds].sort()).toEqual(['2-gray', '2-standard', '3-gray', '3-standard', '4-gray', '4-standard']);
  });
});
