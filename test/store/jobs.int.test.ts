// The outbox, the event log and the interaction claims, on both databases: written with the
// change or not at all, claimed by one worker at a time, in order per game, taken over once a
// dead worker's lease ends.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { JobWorker } from '../../src/jobs/worker.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, newGame, play, must } from './helpers.ts';

describeStores('outbox and event log', (db) => {
  async function started(tag: string) {
    let game = must(
      await db.store.createLobby({
        guildId: 'g',
        channelId: channel(),
        hostId: 'a',
        hostName: 'A',
        variant: 'standard',
        maxPlayers: 2,
      }),
    ).game;
    game = must(await db.store.join(game.id, { userId: 'b', displayName: 'B' })).game;
    const state = newGame({ playerCount: 2, variant: 'standard', seed: tag });
    game = must(
      await db.store.start(game.id, game.version, {
        state,
        events: [{ kind: 'started', data: { tag } }],
        jobs: [{ kind: 'present', data: { tag, n: 0 } }],
      }),
    ).game;
    return { game, state };
  }

  /** Claims and completes every due job; returns their data in the order run. */
  async function drainAll(worker = 'w1'): Promise<unknown[]> {
    const done: unknown[] = [];
    for (;;) {
      const { job } = must(await db.store.jobs.claim(worker, 60_000));
      if (!job) return done;
      done.push(job.data);
      expect(must(await db.store.jobs.complete(job.id, worker)).done).toBe(true);
    }
  }

  it('writes a move, its event and its job in one statement, or none of them', async () => {
    const { game, state } = await started('atomic');
    await drainAll();
    const step = play(state, 1);
    const effects = { events: [{ kind: 'turn', data: { n: 1 } }], jobs: [{ kind: 'present', data: { n: 1 } }] };
    const saved = must(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'a',
        action: step.actions[0]!,
        state: step.state,
        ...effects,
      }),
    );
    // The same version again: a conflict, and nothing of it is written.
    expect(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'a',
        action: step.actions[0]!,
        state: step.state,
        ...effects,
      }),
    ).toMatchObject({ ok: false, error: 'CONFLICT' });
    const events = must(await db.store.events(game.id)).events;
    expect(events.map((e) => [e.kind, e.version])).toEqual([
      ['started', game.version],
      ['turn', saved.game.version],
    ]);
    expect(await drainAll()).toEqual([{ n: 1 }]);
    // Events after a given one only.
    expect(must(await db.store.events(game.id, events[0]!.id)).events.map((e) => e.kind)).toEqual(['turn']);
  });

  it('runs one game’s jobs strictly in order, one at a time, other games alongside', async () => {
    const g1 = await started('order-1');
    const g2 = await started('order-2');
    const first = must(await db.store.jobs.claim('w1', 60_000)).job!;
    // The second worker may not take g1's next job while its first is held; it gets g2's.
    const { game, state } = g1;
    const step = play(state, 1);
    must(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'a',
        action: step.actions[0]!,
        state: step.state,
        jobs: [{ kind: 'present', data: { tag: 'order-1', n: 1 } }],
      }),
    );
    const second = must(await db.store.jobs.claim('w2', 60_000)).job!;
    expect(second.gameId).not.toBe(first.gameId);
    expect(must(await db.store.jobs.claim('w2', 60_000)).job).toBeNull();
    must(await db.store.jobs.complete(second.id, 'w2'));
    must(await db.store.jobs.complete(first.id, 'w1'));
    expect(await drainAll('w2')).toEqual([{ tag: 'order-1', n: 1 }]);
    void g2;
  });

  it('hands a job held by a worker that died to another once the lease ends; a retry waits its delay', async () => {
    await drainAll();
    await started('lease');
    const held = must(await db.store.jobs.claim('dead', 300)).job!;
    expect(must(await db.store.jobs.claim('alive', 300)).job).toBeNull();
    await sleep(400);
    const taken = must(await db.store.jobs.claim('alive', 60_000)).job!;
    expect(taken.id).toBe(held.id);
    expect(taken.attempts).toBe(2);
    // The dead worker can no longer complete it; the living one retries it later.
    expect(must(await db.store.jobs.complete(held.id, 'dead')).done).toBe(false);
    expect(must(await db.store.jobs.retry(taken.id, 'alive', 'Discord said 500', 300)).done).toBe(true);
    expect(must(await db.store.jobs.claim('alive', 60_000)).job).toBeNull();
    await sleep(400);
    expect(must(await db.store.jobs.claim('alive', 60_000)).job?.id).toBe(held.id);
    expect(must(await db.store.jobs.pending()).jobs.map((j) => j.id)).toEqual([held.id]);
  });

  it('a job that keeps failing is set aside after its attempts: kept, listed, and no longer holding up the game', async () => {
    await drainAll();
    const { game, state } = await started('bug');
    const step = play(state, 1);
    must(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'a',
        action: step.actions[0]!,
        state: step.state,
        jobs: [{ kind: 'present', data: { n: 'after the bug' } }],
      }),
    );
    const log = { info() {}, warn() {}, error() {} };
    const ran: unknown[] = [];
    const worker = new JobWorker(
      db.store.jobs,
      {
        present: async (job) => {
          if ((job.data as { tag?: string }).tag === 'bug') throw new TypeError('a bug in the handler');
          ran.push(job.data);
        },
      },
      log,
      { maxAttempts: 3, pollMs: 20, workerId: 'cap' },
    );
    // Retries come 1, 2 s apart: run them at once by moving the job's time, as the clock would (the
    // database announces the job made due, and the worker looks).
    worker.start();
    for (let i = 0; i < 50 && ran.length === 0; i++) {
      await sql(db.store, `UPDATE "jobs" SET "run_at" = now() WHERE "done_at" IS NULL AND "set_aside_at" IS NULL`);
      await sleep(50);
    }
    await worker.stop();
    // The game's later job ran; the failing one waits, set aside, for an operator.
    expect(ran).toEqual([{ n: 'after the bug' }]);
    const aside = must(await db.store.jobs.setAsideJobs()).jobs.filter((j) => j.gameId === game.id);
    expect(aside.map((j) => [j.kind, j.attempts, j.lastError])).toEqual([['present', 3, 'a bug in the handler']]);
    expect(must(await db.store.jobs.pending(game.id)).jobs).toEqual([]);
    // Put back, it runs again from its first attempt.
    expect(must(await db.store.jobs.putBack(aside[0]!.id)).done).toBe(true);
    expect(must(await db.store.jobs.putBack(aside[0]!.id)).done).toBe(false);
    const again = must(await db.store.jobs.claim('w1', 60_000)).job!;
    expect([again.id, again.attempts]).toEqual([aside[0]!.id, 1]);
    must(await db.store.jobs.complete(again.id, 'w1'));
  });

  it('lets exactly one process claim an interaction', async () => {
    const id = `i-${Date.now()}`;
    const claims = await Promise.all([
      db.store.jobs.claimInteraction(id, 'p1'),
      db.store.jobs.claimInteraction(id, 'p2'),
      db.store.jobs.claimInteraction(id, 'p1'),
    ]);
    expect(claims.map((c) => must(c).claimed).filter(Boolean)).toHaveLength(1);
    expect(must(await db.store.jobs.prune(60_000)).claims).toBe(0);
    expect(must(await db.store.jobs.prune(-1_000)).claims).toBeGreaterThanOrEqual(1);
    expect(must(await db.store.jobs.claimInteraction(id, 'p2')).claimed).toBe(true);
  });
});
