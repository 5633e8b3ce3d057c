// Puzzles for the tests, made from self-played games (the greedy policy), so the bot's side of
// puzzles is tested without the shipped pool: each stops a game after a few drafts, takes as its
// solution the draft worth the most this round (the app's own facts) and as its second another draft
// that leaves another position. Not the generator's search: these say nothing about how good a move
// is, only which answer a test gives to be right or wrong.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { applyAction, greedyPolicy, legalMoves, newGame, recordFromActions } from '../../src/engine/index.ts';
import { COLORS, FLOOR, type Action, type Draft } from '../../src/engine/types.ts';
import { POOL_FILE } from '../../src/app/puzzle-pool.ts';
import { moveFacts } from '../../src/app/puzzle-rules.ts';
import { sameOutcome } from '../../src/review/analyse-move.ts';
import { PUZZLE_FORMAT, type Puzzle, type PuzzleMove } from '../../src/puzzles/types.ts';

export function puzzleMove(d: Draft): PuzzleMove {
  return {
    source: d.source === -1 ? 'center' : d.source,
    color: COLORS[d.color],
    line: d.line === FLOOR ? 'floor' : d.line,
  };
}

/** `count` puzzles of 2-player colored-wall games, the same for the same `seed`. */
export function selfPlayedPuzzles(count: number, seed = 'fixture'): Puzzle[] {
  const out: Puzzle[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const init = { playerCount: 2 as const, variant: 'standard' as const, seed: `${seed}-${i}` };
    let state = newGame(init);
    const policy = greedyPolicy(`${seed}-${i}`);
    const actions: Action[] = [];
    // A few drafts into the first or second round, still drafting.
    const drafts = 2 + (i % 9);
    for (let k = 0; k < drafts; k++) {
      const a = policy(state);
      const next = applyAction(state, a);
      if (!next.ok) throw new Error(next.detail);
      actions.push(a);
      state = next.state;
    }
    if (state.phase !== 'draft') continue;
    const legal = legalMoves(state).filter((a): a is Draft => a.type === 'draft');
    const ranked = legal
      .map((d, index) => ({ d, index, net: moveFacts(state, d).net }))
      .sort((a, b) => b.net - a.net || a.index - b.index);
    const best = ranked[0]!.d;
    const second = ranked.find((r) => !sameOutcome(state, best, r.d))?.d;
    if (!second) continue;
    out.push({
      format: PUZZLE_FORMAT,
      game: i,
      record: recordFromActions(init, actions),
      player: state.current,
      solution: puzzleMove(best),
      second: puzzleMove(second),
      gap: 2.5,
      themes: ['floor-penalty'],
      difficulty: 1500,
    });
  }
  if (out.length < count) throw new Error(`only ${out.length} puzzles of ${count}`);
  return out;
}

/** The puzzles as a pool file (JSON Lines). */
export async function writePool(file: string, puzzles: Puzzle[]): Promise<void> {
  await writeFile(file, puzzles.map((p) => JSON.stringify(p)).join('\n') + '\n');
}

/** The shipped pool's gray-wall placement puzzles (answer `{line, column}`), in the pool's order. */
export function placementPuzzles(): Puzzle[] {
  return readFileSync(POOL_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Puzzle)
    .filter((p) => 'column' in p.solution);
}
