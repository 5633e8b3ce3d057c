// The outbox worker's lane of long work (a game review), on both databases: a long job
// runs beside the other jobs, its game's included, keeps its lease while it runs, and when the
// worker stops it gives up and is handed back to run again at once.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { JobWorker } from '../../src/jobs/worker.ts';
import { describeStores } from '../setup/stores.ts';
import { channel, newGame, must } from './helpers.ts';

const quiet = { info() {}, warn() {}, error() {} };

describeStores('the lane of long jobs', (db) => {
  /** A started game whose start wrote a long job first, then an ordered one. */
  async function gameWithJobs(tag: string) {
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
    const jobs = [
      { kind: 'long', data: { tag }, timer: true },
      { kind: 'quick', data: { tag, n: 1 } },
      { kind: 'quick', data: { tag, n: 2 } },
    ];
    return must(await db.store.start(game.id, game.version, { state, jobs })).game;
  }

  it('claims by kind: only, or all but', async () => {
    const game = await gameWithJobs('kinds');
    expect(must(await db.store.jobs.claim('w-only', 60_000, { only: ['nothing'] })).job).toBeNull();
    const quick = must(await db.store.jobs.claim('w-except', 60_000, { except: ['long'] })).job!;
    expect([quick.kind, quick.gameId]).toEqual(['quick', game.id]);
    const long = must(await db.store.jobs.claim('w-only', 60_000, { only: ['long'] })).job!;
    expect([long.kind, long.gameId]).toEqual(['long', game.id]);
    for (const [job, worker] of [
      [quick, 'w-except'],
      [long, 'w-only'],
    ] as const)
      must(await db.store.jobs.complete(job.id, worker));
    // The second quick job waited for the first (ordered), not for the long one.
    const next = must(await db.store.jobs.claim('w-except', 60_000, { except: ['long'] })).job!;
    expect(next.data).toEqual({ tag: 'kinds', n: 2 });
    must(await db.store.jobs.complete(next.id, 'w-except'));
  });

  it("counts the jobs a claim would take now: not a held job, one behind its game's held job, a done one or one due later", async () => {
    // The jobs of the tests above are done by now (or held by their worker: that one is left out too).
    const counts = async () => must(await db.store.jobs.claimable()).counts;
    const before = await counts();
    const plus = (extra: Record<string, number>) => {
      const out = { ...before };
      for (const [kind, n] of Object.entries(extra)) out[kind] = (out[kind] ?? 0) + n;
      return out;
    };
    const game = await gameWithJobs('due');
    // Two quick jobs, ordered: only the first is claimable; the long one runs beside them.
    expect(await counts()).toEqual(plus({ long: 1, quick: 1 }));
    const long = must(await db.store.jobs.claim('w-due', 60_000, { only: ['long'] })).job!;
    const quick = must(await db.store.jobs.claim('w-due', 60_000, { except: ['long'] })).job!;
    // Both held: the second quick job waits behind the first, so nothing of this game is claimable.
    expect(await counts()).toEqual(before);
    must(await db.store.jobs.complete(quick.id, 'w-due'));
    expect(await counts()).toEqual(plus({ quick: 1 }));
    const second = must(await db.store.jobs.claim('w-due', 60_000, { except: ['long'] })).job!;
    expect(second.gameId).toBe(game.id);
    // Given back to run in a minute: not due yet.
    must(await db.store.jobs.retry(second.id, 'w-due', 'later', 60_000));
    must(await db.store.jobs.complete(long.id, 'w-due'));
    expect(await counts()).toEqual(before);
  });

  it('runs a long job beside its game’s other jobs, keeps its lease, and hands it back when stopped', async () => {
    const game = await gameWithJobs('lane');
    const ran: string[] = [];
    let longSignal: AbortSignal | null = null;
    const leaseMs = 400;
    const worker = new JobWorker(
      db.store.jobs,
      {
        quick: async (job) => void ran.push(`quick ${(job.data as { n: number }).n}`),
        long: (_job, signal) =>
          new Promise<void>((_resolve, reject) => {
            longSignal = signal;
            ran.push('long started');
            signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
      },
      quiet,
      { workerId: 'lane-1', leaseMs, pollMs: 50, background: ['long'] },
    );
    worker.start();
    const deadline = Date.now() + 10_000;
    while (ran.length < 3 && Date.now() < deadline) await sleep(20);
    // Both quick jobs ran while the long one was still running.
    expect(ran.sort()).toEqual(['long started', 'quick 1', 'quick 2']);
    // Past its first lease, still held: another process cannot take it.
    await sleep(leaseMs * 2.5);
    expect(must(await db.store.jobs.claim('other', 60_000, { only: ['long'] })).job).toBeNull();
    // stop() waits for the long job to give up and be handed back (a busy machine can take seconds).
    await worker.stop(10_000);
    expect(longSignal!.aborted).toBe(true);
    // Handed back at once, counted as an attempt.
    const again = must(await db.store.jobs.claim('other', 60_000, { only: ['long'] })).job!;
    expect([again.kind, again.gameId, again.attempts]).toEqual(['long', game.id, 2]);
    must(await db.store.jobs.complete(again.id, 'other'));
  });
});
