// The review queue: games reviewed one at a time, move by move through an analyser (the AI's
// process in the bot; here analyseMove in this thread): the same review as reviewGame, resumed
// from stored moves, cancelled between moves (the move in analysis dropped at once).
import { describe, expect, it } from 'vitest';
import {
  analyseMove,
  prepareReview,
  reviewGame,
  type MoveReview,
  type PreparedGame,
  type ReviewBudget,
} from '../../src/review/index.ts';
import { ReviewCancelled, ReviewQueue, type MoveAnalyser } from '../../src/review/queue.ts';
import type { GameRecord } from '../../src/engine/index.ts';
import { playedRecord, TINY } from './games.ts';

const record = playedRecord({ playerCount: 2, variant: 'gray', seed: 'queue' });
const other = playedRecord({ playerCount: 2, variant: 'standard', seed: 'queue-2' });
const expected = reviewGame(record, { budget: TINY });
if (!expected.ok) throw new Error(expected.error);
const moveCount = expected.review.moves.length;

/**
 * analyseMove in this thread, after a macrotask (as an answer from another process comes), logging what it was asked.
 */
function localAnalyser(asked: string[] = []): MoveAnalyser {
  const games = new Map<GameRecord, PreparedGame>();
  return async (r: GameRecord, index: number, budget: ReviewBudget) => {
    asked.push(`${r.seed}:${index}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!games.has(r)) {
      const prepared = prepareReview(r);
      if (!prepared.ok) throw new Error(prepared.error);
      games.set(r, prepared.game);
    }
    return analyseMove(games.get(r)!, index, { budget });
  };
}

describe('ReviewQueue', () => {
  it('reviews a game as reviewGame does, asking for each move once, in order, and reporting it', async () => {
    const asked: string[] = [];
    const seen: MoveReview[] = [];
    const review = await new ReviewQueue(localAnalyser(asked)).review(record, {
      budget: TINY,
      onMove: (m, of) => (expect(of).toBe(moveCount), seen.push(m)),
    });
    expect(review).toEqual(expected.review);
    expect(seen).toEqual(expected.review.moves);
    expect(asked).toEqual(expected.review.moves.map((_, i) => `${record.seed}:${i}`));
  });

  it('resumes after the moves already stored, asking only for the rest', async () => {
    const asked: string[] = [];
    const review = await new ReviewQueue(localAnalyser(asked)).review(record, {
      budget: TINY,
      done: expected.review.moves.slice(0, 20),
    });
    expect(review).toEqual(expected.review);
    expect(asked[0]).toBe(`${record.seed}:20`);
    expect(asked).toHaveLength(moveCount - 20);
  });

  it('reviews one game at a time, in the order asked', async () => {
    const asked: string[] = [];
    const queue = new ReviewQueue(localAnalyser(asked));
    const [a, b] = await Promise.all([queue.review(other, { budget: TINY }), queue.review(record, { budget: TINY })]);
    expect(b).toEqual(expected.review);
    expect(a.moves.length).toBeGreaterThan(0);
    const firstOfSecond = asked.indexOf(`${record.seed}:0`);
    expect(asked.slice(0, firstOfSecond).every((k) => k.startsWith(`${other.seed}:`))).toBe(true);
    expect(asked.slice(firstOfSecond).every((k) => k.startsWith(`${record.seed}:`))).toBe(true);
  });

  it('cancels the running review at once and the queued ones; the next review runs; bad input fails with its reason', async () => {
    let release: () => void = () => {};
    let asked = 0;
    // An analyser that never answers its third move (a long analysis): the cancel must not wait for it.
    const analyse = localAnalyser();
    const queue = new ReviewQueue((r, i, b) =>
      ++asked === 3
        ? new Promise<MoveReview>((resolve) => (release = () => void analyse(r, i, b).then(resolve)))
        : analyse(r, i, b),
    );
    const moves: number[] = [];
    const first = queue.review(record, { budget: TINY, onMove: (m) => moves.push(m.index) });
    const second = queue.review(other, { budget: TINY });
    const settled = Promise.allSettled([first, second]);
    while (asked < 3) await new Promise((r) => setTimeout(r, 1));
    queue.cancelAll();
    const [a, b] = await settled;
    expect(a.status === 'rejected' && a.reason).toBeInstanceOf(ReviewCancelled);
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(ReviewCancelled);
    expect(moves).toEqual([0, 1]);
    release(); // the dropped analysis ends later: nothing is reported for it
    await new Promise((r) => setTimeout(r, 20));
    expect(moves).toEqual([0, 1]);
    expect(asked).toBe(3);

    const broken = JSON.parse(JSON.stringify(record));
    broken.rounds[0].moves[0].source = 8;
    await expect(queue.review(broken, { budget: TINY })).rejects.toThrow(/^not a valid record/);
    await expect(queue.review(record, { budget: { search: 0, value: 1 } })).rejects.toThrow(/budget.search/);
    await expect(queue.review(record, { budget: TINY, done: expected.review.moves.slice(1, 3) })).rejects.toThrow(
      /do not belong to this game/,
    );
    await expect(queue.review(record, { budget: TINY })).resolves.toEqual(expected.review);
  });
});
