// The outbox's lanes: a worker lane claims only the kinds it is given, so a job waiting
// for the AI in one game never holds up showing a move in another; one game's jobs stay in order.
import { describe, expect, it } from 'vitest';
import { defaultPollMs, JobWorker, MIN_POLL_MS } from '../../src/jobs/worker.ts';
import { setClockScale } from '../../src/clock.ts';
import { describeStores } from '../setup/stores.ts';
import { channel, newGame, must } from '../store/helpers.ts';

describe('the idle poll', () => {
  it('is 1 s, scaled by AZUL_CLOCK_SCALE, never under MIN_POLL_MS', () => {
    try {
      expect(defaultPollMs()).toBe(1_000);
      setClockScale(5);
      expect(defaultPollMs()).toBe(200);
      setClockScale(30);
      expect(defaultPollMs()).toBe(MIN_POLL_MS);
      setClockScale(600);
      expect(defaultPollMs()).toBe(MIN_POLL_MS);
    } finally {
      setClockScale(1);
    }
  });
});

describeStores('job lanes', (db) => {
  /** A started game whose jobs are `kinds`, in this order. */
  async function gameWithJobs(tag: string, kinds: string[]) {
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
    return must(
      await db.store.start(game.id, game.version, {
        state,
        events: [],
        jobs: kinds.map((kind, n) => ({ kind, data: { tag, n } })),
      }),
    ).game;
  }

  it('claims only the kinds a lane is given', async () => {
    await gameWithJobs('filter', ['ai-turn']);
    await gameWithJobs('filter2', ['present']);
    const present = must(await db.store.jobs.claim('w', 60_000, { except: ['ai-turn'] })).job;
    expect(present?.kind).toBe('present');
    expect(must(await db.store.jobs.claim('w', 60_000, { except: ['ai-turn'] })).job).toBeNull();
    const ai = must(await db.store.jobs.claim('w', 60_000, { only: ['ai-turn'] })).job;
    expect(ai?.kind).toBe('ai-turn');
    for (const job of [present!, ai!]) must(await db.store.jobs.complete(job.id, 'w'));
  });

  it('runs a job written while another lane is busy at once, not when that lane is done', async () => {
    // A bot thinks (its lane busy for 1.5 s) when a person's move in another game writes its table's job.
    let release!: () => void;
    const thinking = new Promise<void>((resolve) => (release = resolve));
    const ran: Array<[string, number]> = [];
    const started = Date.now();
    const worker = new JobWorker(
      db.store.jobs,
      {
        'ai-turn': async () => {
          ran.push(['ai-turn', Date.now() - started]);
          await Promise.race([thinking, new Promise((r) => setTimeout(r, 1_500))]);
        },
        present: async () => void ran.push(['present', Date.now() - started]),
      },
      { error() {}, warn() {}, info() {}, debug() {} } as never,
      // Long polls: only the database's wake-up can find the job in time.
      { pollMs: 60_000, safetyPollMs: 60_000, lanes: [{ except: ['ai-turn'] }, { only: ['ai-turn'] }] },
    );
    await gameWithJobs('thinking', ['ai-turn']);
    worker.start();
    try {
      const deadline = Date.now() + 5_000;
      while (!ran.some(([kind]) => kind === 'ai-turn') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      await gameWithJobs('person', ['present']);
      const written = Date.now() - started;
      while (!ran.some(([kind]) => kind === 'present') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      const shown = ran.find(([kind]) => kind === 'present')?.[1];
      expect(shown, JSON.stringify(ran)).toBeDefined();
      // Shown while the bot still thinks (it thinks 1.5 s), not after the search, as one lane would.
      expect(shown! - written, JSON.stringify(ran)).toBeLessThan(1_000);
    } finally {
      release();
      await worker.stop();
    }
  });

  it("shows a move in one game while another game's AI job is still thinking; a game's own jobs wait in order", async () => {
    const thinking = await gameWithJobs('slow', ['ai-turn', 'present']);
    await gameWithJobs('fast', ['present']);
    const ran: string[] = [];
    let release!: () => void;
    const aiDone = new Promise<void>((resolve) => (release = resolve));
    const worker = new JobWorker(
      db.store.jobs,
      {
        'ai-turn': async (job) => {
          ran.push(`ai-turn ${job.gameId === thinking.id ? 'slow' : 'other'}`);
          await aiDone;
        },
        present: async (job) => {
          ran.push(`present ${job.gameId === thinking.id ? 'slow' : 'fast'}`);
        },
      },
      { error() {}, warn() {}, info() {}, debug() {} } as never,
      { pollMs: 50, lanes: [{ except: ['ai-turn'] }, { only: ['ai-turn'] }] },
    );
    worker.start();
    try {
      const deadline = Date.now() + 10_000;
      // The lanes poll on their own: wait until both have claimed (in either order).
      while (!(ran.includes('present fast') && ran.includes('ai-turn slow')) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // The other game's move was shown while the AI job still ran; the slow game's own present waits for it.
      expect(ran).toEqual(expect.arrayContaining(['ai-turn slow', 'present fast']));
      expect(ran).not.toContain('present slow');
      release();
      while (!ran.includes('present slow') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(ran.indexOf('present slow')).toBeGreaterThan(ran.indexOf('ai-turn slow'));
    } finally {
      release();
      await worker.stop();
    }
  });

  it('polls with one read while idle and claims once for a job that came due, in a lane that takes it', async () => {
    const claims: string[] = [];
    let reads = 0;
    // The db.store's queue, its claims and reads counted (each is a round trip to the database).
    const queue = Object.create(db.store.jobs) as typeof db.store.jobs;
    queue.claim = (worker, leaseMs, kinds) => (
      claims.push(JSON.stringify(kinds ?? null)),
      db.store.jobs.claim(worker, leaseMs, kinds)
    );
    queue.claimable = () => (reads++, db.store.jobs.claimable());
    const ran: string[] = [];
    let claimsBeforeRun: string[] = [];
    const lanes = [{ except: ['ai-turn'] }, { except: ['ai-turn'] }, { only: ['ai-turn'] }, { only: ['ai-turn'] }];
    const present = async () => {
      claimsBeforeRun = [...claims];
      ran.push('present');
    };
    const worker = new JobWorker(
      queue,
      { present, 'review-game': async () => undefined },
      { error() {}, warn() {}, info() {} },
      // The poll alone (as while the database's wake-ups cannot reach the worker).
      { pollMs: 50, notifications: false, lanes, background: ['review-game'] },
    );
    worker.start();
    try {
      // Nothing is due: from the start on, only reads, one a poll, and no claim.
      await new Promise((r) => setTimeout(r, 600));
      expect(claims).toEqual([]);
      expect(reads).toBeGreaterThanOrEqual(5);
      expect(reads).toBeLessThanOrEqual(13);
      // A job written meanwhile: a poll finds it; only the lanes that take it claim,
      // before it runs and once it is done (nothing is due for the AI's lanes).
      claims.length = 0;
      await gameWithJobs('idle-poll', ['present']);
      const deadline = Date.now() + 5_000;
      while (!ran.includes('present') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(ran).toEqual(['present']);
      expect(claimsBeforeRun.length).toBeGreaterThan(0);
      expect(
        claimsBeforeRun.every((k) => k === JSON.stringify({ except: ['ai-turn', 'review-game'] })),
        claimsBeforeRun.join(' '),
      ).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      // One claim in all: the one that took the job (no empty one in the other lane, none after it).
      expect(claims).toEqual([JSON.stringify({ except: ['ai-turn', 'review-game'] })]);
    } finally {
      await worker.stop();
    }
  });
});
