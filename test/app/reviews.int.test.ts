// The game review's use cases against the real store, on both databases, with the real AI's process
// (a review queue over AiHost) at a tiny budget (AZUL_REVIEW_SCALE): a game finished through the
// app writes its review job; a review is computed once and stored; one interrupted midway resumes
// after the moves it stored and ends with the review an uninterrupted run gives; refusals for games
// that are not finished, cancelled, unknown or of another server; the model a message shows, with
// its images.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, Reviews, reviewBudget, type App, type ReviewRunner } from '../../src/app/index.ts';
import { legalMoves, parseRecordItems } from '../../src/engine/index.ts';
import { reviewGame } from '../../src/review/index.ts';
import { ReviewQueue } from '../../src/review/queue.ts';
import { AiHost } from '../../src/runtime/ai-host.ts';
import { describeStores, sql } from '../setup/stores.ts';

const ana = { id: '100000000000000001', name: 'Ana' };
const rui = { id: '100000000000000002', name: 'Rui' };
const quiet = { info() {}, warn() {}, error() {} };
/** The review's budget at 1% (AZUL_REVIEW_SCALE=0.01): a game reviewed in about a second. */
const SCALE = 0.01;
let channel = 0;

/**
 * The bot's review queue on the AI's process, counting what it
 * was asked (and able to stop itself after `stopAfter` moves).
 */
class CountingRunner implements ReviewRunner {
  calls: { done: number }[] = [];
  stopAfter: number | null = null;
  constructor(readonly thread: ReviewQueue) {}
  review: ReviewRunner['review'] = (record, job) => {
    this.calls.push({ done: job.done?.length ?? 0 });
    let seen = 0;
    return this.thread.review(record, {
      ...job,
      onMove: (m, of) => {
        job.onMove?.(m, of);
        if (this.stopAfter !== null && ++seen === this.stopAfter) this.thread.cancelAll();
      },
    });
  };
  cancelAll(): void {
    this.thread.cancelAll();
  }
}

describeStores('game reviews', (db) => {
  let a: App;
  let ai: AiHost;
  let thread: ReviewQueue;
  let runner: CountingRunner;
  let reviews: Reviews;

  beforeAll(() => {
    a = createApp(db.store);
    ai = new AiHost({ compiled: true });
    thread = new ReviewQueue((record, index, budget) => ai.reviewMove(record, index, budget));
    runner = new CountingRunner(thread);
    reviews = new Reviews(db.store, db.store.reviews, runner, quiet, SCALE);
  });

  afterAll(async () => {
    await ai?.close();
  });

  /** A 2-player game in server `guild`: `moves` moves played by the people (all of it: to its end). */
  async function game(moves = Infinity, guild: string | null = 'g1'): Promise<string> {
    const opened = await a.lobby.open({ guildId: guild, channelId: `rc${++channel}`, host: ana, seats: 2 });
    if (!opened.ok) throw new Error(opened.detail);
    const joined = await a.lobby.join(opened.game.id, rui);
    if (!joined.ok) throw new Error(joined.detail);
    const go = await a.lobby.start(opened.game.id, joined.game.version, ana);
    if (!go.ok) throw new Error(go.detail);
    let g = go.game;
    for (let i = 0; i < moves && g.status === 'active'; i++) {
      const who = g.seats[g.state!.current]!.userId;
      const played = await a.play.play(
        g.id,
        g.version,
        who,
        (state) => legalMoves(state)[(i * 7) % legalMoves(state).length]!,
      );
      if (!played.ok) throw new Error(`${played.error} ${played.detail}`);
      g = played.after;
    }
    return g.id;
  }

  it('a game that finishes writes its review job with its results; one still running is not reviewed', async () => {
    const id = await game();
    const jobs = await db.store.jobs.pending(id);
    expect(jobs.ok && jobs.jobs.map((j) => j.kind)).toEqual(expect.arrayContaining(['review-game', 'rate-game']));
    const running = await game(3);
    const pending = await db.store.jobs.pending(running);
    expect(pending.ok && pending.jobs.some((j) => j.kind === 'review-game')).toBe(false);
    expect(await reviews.ensure(running)).toMatchObject({ ok: false, error: 'REVIEW_NOT_FINISHED' });
  });

  it('is computed once and stored: the second ask reads it', async () => {
    const id = await game();
    const calls = runner.calls.length;
    const first = await reviews.ensure(id);
    if (!first.ok) throw new Error(first.detail);
    expect(runner.calls.length).toBe(calls + 1);
    expect(first.review.moves.length).toBe(first.game.moveCount);
    expect(first.review.budget).toEqual(reviewBudget(SCALE));
    expect(first.review.names).toBeUndefined(); // the seats name the players
    const second = await reviews.ensure(id);
    expect(second.ok && second.review).toEqual(first.review);
    expect(runner.calls.length).toBe(calls + 1);
    expect(
      (await sql(db.store, 'SELECT count(*)::int AS n FROM review_moves WHERE game_id = $1', [id])).rows[0].n,
    ).toBe(0);
  });

  it('two asks at once share one computation', async () => {
    const id = await game();
    const calls = runner.calls.length;
    const [x, y] = await Promise.all([reviews.ensure(id), reviews.ensure(id)]);
    expect(x.ok && y.ok && x.review).toEqual(y.ok && y.review);
    expect(runner.calls.length).toBe(calls + 1);
  });

  it('an interrupted review resumes after the moves it stored, and ends as an uninterrupted one', async () => {
    const id = await game();
    runner.stopAfter = 5;
    await expect(reviews.ensure(id)).rejects.toThrow(/cancelled/);
    runner.stopAfter = null;
    const stored = await db.store.reviews.get(id);
    const kept = stored.ok ? stored.review!.moves.length : -1;
    expect(kept).toBeGreaterThanOrEqual(5);
    const resumed = await reviews.ensure(id);
    if (!resumed.ok) throw new Error(resumed.detail);
    expect(runner.calls.at(-1)).toEqual({ done: kept });
    // The same review, move for move, as one run without a stop.
    const exported = await db.store.exportRecord(id);
    const record = exported.ok
      ? (parseRecordItems(exported.line)[0] as { ok: true; record: Parameters<typeof reviewGame>[0] }).record
      : null;
    const whole = reviewGame(record!, { budget: reviewBudget(SCALE) });
    if (!whole.ok) throw new Error(whole.error);
    const { names: _n, ...expected } = whole.review;
    expect(JSON.parse(JSON.stringify(resumed.review))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('refuses a cancelled game, an unknown one and one of another server', async () => {
    const opened = await a.lobby.open({ guildId: 'g1', channelId: `rc${++channel}`, host: ana, seats: 2 });
    if (!opened.ok) throw new Error(opened.detail);
    const left = await a.lobby.leave(opened.game.id, ana);
    expect(left.ok && left.game.status).toBe('cancelled');
    expect(await reviews.ensure(opened.game.id)).toMatchObject({ ok: false, error: 'NOT_REVIEWABLE' });
    expect(await reviews.forViewer('00000000-0000-4000-8000-000000000000', 'g1')).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await reviews.forViewer('not-a-game', 'g1')).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    const id = await game(Infinity, 'g2');
    expect(await reviews.forViewer(id, 'g1')).toMatchObject({ ok: false, error: 'OTHER_SERVER' });
  });

  it('finds the game of a thread, and says why not elsewhere', async () => {
    const id = await game();
    must(await db.store.setThread(id, { threadId: `thread-${id}` }));
    expect(await reviews.gameOfChannel(`thread-${id}`)).toEqual({ ok: true, gameId: id });
    expect(await reviews.gameOfChannel('nowhere')).toMatchObject({ ok: false, error: 'NO_GAME_TO_REVIEW' });
    const running = await game(2);
    const found = await db.store.get(running);
    expect(await reviews.gameOfChannel(found.ok ? found.game.channelId : '')).toMatchObject({
      ok: false,
      error: 'REVIEW_NOT_FINISHED',
    });
  });

  it('the model: players with accuracy and counts, the chart and a position for costly moves, each file once', async () => {
    const id = await game();
    const ready = await reviews.ensure(id);
    if (!ready.ok) throw new Error(ready.detail);
    const model = await reviews.model(ready.game, ready.review, 'en');
    expect(model.players.map((p) => p.player.named)).toEqual([
      { kind: 'person', name: 'Ana' },
      { kind: 'person', name: 'Rui' },
    ]);
    for (const [seat, p] of model.players.entries()) {
      const r = ready.review.players[seat]!;
      expect([p.accuracy, p.inaccuracies, p.mistakes, p.blunders, p.costliest.length]).toEqual([
        r.accuracy,
        r.inaccuracies,
        r.mistakes,
        r.blunders,
        r.costliest.length,
      ]);
    }
    const names = model.images.map((i) => i.fileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe(model.chart);
    const costly = model.players.flatMap((p) => p.costliest);
    expect(costly.filter((c) => c.image).length).toBe(Math.min(9, costly.length));
    for (const c of costly) if (c.image) expect(names).toContain(c.image);
    expect(model.images.length).toBeLessThanOrEqual(10);
  });
});

function must<T extends { ok: boolean }>(r: T): T {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r;
}
