// A reviewed game's puzzle search in a thread of its own (the `puzzle-find` job's finder): the same
// puzzles as the generator finds in the test's own thread, and a stop ends it at once.
import { describe, expect, it } from 'vitest';
import { findPuzzles } from '../../src/puzzles/index.ts';
import { reviewGame } from '../../src/review/index.ts';
import { threadFinder } from '../../src/runtime/puzzle-search.ts';
import { playedRecord } from '../review/games.ts';

describe('the puzzle search thread', () => {
  const record = playedRecord({ playerCount: 2, variant: 'standard', seed: 'puzzle-gen', policy: 'random' });
  const reviewed = reviewGame(record, { budget: { search: 60, value: 30 } });
  if (!reviewed.ok) throw new Error(reviewed.error);
  const settings = { budget: { search: 240, value: 120 }, maxCandidates: 4, seed: 'thread' };

  it('finds what the generator finds, off this thread', async () => {
    const here = findPuzzles(record, reviewed.review, settings);
    expect(here.length).toBeGreaterThan(0);
    // The integration project's setup built dist/: the thread runs the compiled generator.
    const there = await threadFinder(settings, true)(record, reviewed.review);
    expect(there).toEqual(here);
  });

  it('stops when its job is stopped, and refuses a review of another game', async () => {
    const stop = new AbortController();
    const search = threadFinder({ ...settings, budget: { search: 100_000, value: 100_000 } }, true)(
      record,
      reviewed.review,
      stop.signal,
    );
    stop.abort();
    await expect(search).rejects.toThrow('stopped');
    const other = { ...reviewed.review, moves: reviewed.review.moves.slice(1) };
    await expect(threadFinder(settings, true)(record, other)).rejects.toThrow('the review has');
  });
});
