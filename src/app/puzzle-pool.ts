// The puzzles the bot ships (assets/puzzles/pool.jsonl: one azul-puzzle/1 object per line, made by
// `azul puzzles` from the bot's own self-play), read once per process, and the key that makes a
// puzzle the same one wherever it comes from.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PUZZLE_FORMAT, type Puzzle } from '../puzzles/types.ts';

/** The shipped pool (copied next to the compiled code by the build, as assets/ is). */
export const POOL_FILE = new URL('../../assets/puzzles/pool.jsonl', import.meta.url);

export interface KeyedPuzzle {
  key: string;
  puzzle: Puzzle;
}

/** JSON with every object's keys in order: the same text however the object was stored (jsonb reorders). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What makes a puzzle the same: its position and its solution (not where it was found). */
export function puzzleKey(from: 'pool' | 'game', puzzle: Puzzle): string {
  const digest = createHash('sha256')
    .update(canonical([puzzle.record.rounds, puzzle.record.playerCount, puzzle.player, puzzle.solution]))
    .digest('hex');
  return `${from}:${digest.slice(0, 32)}`;
}

/**
 * Whether the bot serves a puzzle: its answer is a draft (the turn's taps: a display's color, then a
 * line or the floor), on either wall, or a gray wall's placement (one tap: the column for the full
 * line's tile, as a turn's placement step offers them).
 */
export function servable(puzzle: Puzzle): boolean {
  const s = puzzle.solution;
  return 'source' in s || ('column' in s && Number.isInteger(s.line) && Number.isInteger(s.column));
}

function looksLikePuzzle(p: Puzzle | null): p is Puzzle {
  return (
    !!p &&
    typeof p === 'object' &&
    p.format === PUZZLE_FORMAT &&
    !!p.record &&
    Array.isArray(p.record.rounds) &&
    !!p.solution &&
    !!p.second &&
    Number.isInteger(p.player)
  );
}

/** The puzzles of a JSON Lines text that are served (by their shape: the rules are checked on serving). */
export function poolOf(text: string): KeyedPuzzle[] {
  const out: KeyedPuzzle[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    // Its shape only: a puzzle is checked against the rules (its record replayed) when it is served,
    // so the first puzzle of a process does not wait for the whole pool's replays.
    const puzzle = value as Puzzle;
    if (!looksLikePuzzle(puzzle) || !servable(puzzle)) continue;
    const key = puzzleKey('pool', puzzle);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, puzzle });
  }
  return out;
}

const read = new Map<string, Promise<KeyedPuzzle[]>>();

/** The pool of a file (default: the shipped one), read on first use (none when the file is missing). */
export function poolFrom(file: string | URL = POOL_FILE): () => Promise<KeyedPuzzle[]> {
  const name = String(file);
  return () => {
    let pool = read.get(name);
    if (!pool) {
      pool = readFile(file, 'utf8').then(poolOf, () => []);
      read.set(name, pool);
    }
    return pool;
  };
}

/** The shipped pool. */
export const shippedPool = poolFrom();
