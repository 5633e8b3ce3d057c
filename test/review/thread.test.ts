// The review thread: the same review as in the caller's thread, move by move; resumes from
// stored moves; pauses (no progress while paused) and cancels; one game at a time.
import { afterAll, describe, expect, it } from 'vitest';
import { reviewGame, type MoveReview } from '../../src/review/index.ts';
import { ReviewCancelled, ReviewThread } from '../../src/review/thread.ts';
import { playedRecord, TINY } from './games.ts';

const reviews = new ReviewThread();
afterAll(async () => {
  await reviews.close();
});

const record = playedRecord({ playerCount: 2, variant: 'gray', seed: 'thread' });
const expected = reviewGame(record, { budget: TINY });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ReviewThread', () => {
  it('reviews a game as reviewGame does, reporting every move in order', async () => {
    if (!expected.ok) throw new Error(expected.error);
    const seen: MoveReview[] = [];
    const review = await reviews.review(record, { budget: TINY, onMove: (m, of) => (expect(of).toBe(expected.review.moves.length), seen.push(m)) });
    expect(review).toEqual(expected.review);
    expect(seen).toEqual(expected.review.moves);
  });

  it.runIf(process.platform === 'linux')('runs at nice 19, its thread only (the caller keeps its own priority)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { getPriority } = await import('node:os');
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(19);
    expect(getPriority()).not.toBe(19);
  });

  it('ends when idle, handing its memory back; the next review starts a new thread', async () => {
    if (!expected.ok) throw new Error(expected.error);
    const idle = new ReviewThread({ idleExitMs: 50 });
    try {
      expect(await idle.review(record, { budget: TINY })).toEqual(expected.review);
      expect(idle.alive).toBe(true);
      for (let i = 0; i < 200 && idle.alive; i++) await sleep(25);
      expect(idle.alive).toBe(false);
      expect(await idle.review(record, { budget: TINY })).toEqual(expected.review);
    } finally {
      await idle.close();
    }
  });

  it('resumes after the moves already stored, reporting only the rest', async () => {
    if (!expected.ok) throw new Error(expected.error);
    const done = expected.review.moves.slice(0, 20);
    const seen: number[] = [];
    const review = await reviews.review(record, { budget: TINY, done, onMove: (m) => seen.push(m.index) });
    expect(review).toEqual(expected.review);
    expect(seen[0]).toBe(20);
    expect(seen).toHaveLength(expected.review.moves.length - 20);
  });

  it('makes no progress while paused, and goes on after resume; pauses nest', async () => {
    let moves = 0;
    let firstMove: () => void = () => {};
    const started = new Promise<void>((r) => (firstMove = r));
    const done = reviews.review(record, { budget: TINY, onMove: () => (moves++, firstMove()) });
    await started;
    reviews.pause();
    reviews.pause();
    await sleep(100); // any move already past its last checkpoint is reported by now
    const atPause = moves;
    const progress = reviews.progress;
    await sleep(400);
    expect(moves).toBe(atPause);
    expect(reviews.progress).toBe(progress); // not one more checkpoint: the analysis is stopped, not just quiet
    reviews.resume();
    await sleep(300);
    expect(moves).toBe(atPause); // still held once
    reviews.resume();
    await done;
    expect(moves).toBeGreaterThan(atPause);
    expect(reviews.paused).toBe(false);
  });

  it('hold() pauses for the work it wraps, even when the work fails', async () => {
    await expect(reviews.hold(async () => (expect(reviews.paused).toBe(true), 7))).resolves.toBe(7);
    await expect(reviews.hold(async () => Promise.reject(new Error('bot failed')))).rejects.toThrow('bot failed');
    expect(reviews.paused).toBe(false);
  });

  it('cancels the running and queued reviews, then serves the next one; a bad record fails with its reason', async () => {
    let moves = 0;
    const first = reviews.review(record, { budget: { search: 4000, value: 2000 }, onMove: () => moves++ });
    const second = reviews.review(record, { budget: TINY });
    const settled = Promise.allSettled([first, second]);
    await sleep(200);
    reviews.cancelAll();
    const [a, b] = await settled;
    expect(a.status === 'rejected' && a.reason).toBeInstanceOf(ReviewCancelled);
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(ReviewCancelled);
    expect(moves).toBeLessThan(5);
    const broken = JSON.parse(JSON.stringify(record));
    broken.rounds[0].moves[0].source = 8;
    await expect(reviews.review(broken, { budget: TINY })).rejects.toThrow(/^not a valid record/);
    if (!expected.ok) throw new Error(expected.error);
    await expect(reviews.review(record, { budget: TINY })).resolves.toEqual(expected.review);
  });
});
