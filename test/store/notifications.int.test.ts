// One listener per process for what the database announces: the outbox's jobs (azul_jobs) and the
// games' changes the Activity's tables show (azul_game_changed) reach their own subscribers, with
// their payload, over one connection (on a server: one connection outside the pool, whatever the
// channels; on the embedded database: the pool's own), and a cut connection comes back for both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedStore } from '../../src/store/index.ts';
import { LISTEN_APPLICATION } from '../../src/store/notifications.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';
import { describeStores, freshStore, sql, type FreshStore } from '../setup/stores.ts';
import { channel, must } from './helpers.ts';

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** What both channels' subscribers of `store` hear, and whether each is heard. */
function subscribeBoth(store: OpenedStore) {
  const heard = { jobs: 0, games: [] as string[], jobsOn: [] as boolean[], gamesOn: [] as boolean[] };
  const stopJobs = store.jobs.subscribe({ wake: () => heard.jobs++, listening: (on) => void heard.jobsOn.push(on) });
  const stopGames = store.activity.watchGames({
    changed: (gameId) => void heard.games.push(gameId),
    listening: (on) => void heard.gamesOn.push(on),
  });
  return {
    heard,
    stop() {
      stopJobs();
      stopGames();
    },
  };
}

/** The listen connections of this store's database, as Postgres lists them. */
async function listenConnections(store: OpenedStore, other: OpenedStore = store): Promise<number> {
  const database = new URL(store.databaseUrl).pathname.slice(1);
  const { rows } = await sql(
    other,
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
    [database, LISTEN_APPLICATION],
  );
  return rows[0].n as number;
}

describeStores('database notifications', (db) => {
  it("tells each channel's subscribers its own notifications, with their payload", async () => {
    const { heard, stop } = subscribeBoth(db.store);
    try {
      await until(() => heard.jobsOn.includes(true) && heard.gamesOn.includes(true));
      expect([heard.jobsOn, heard.gamesOn]).toEqual([[true], [true]]);
      await sql(db.store, `SELECT pg_notify('azul_game_changed', 'game-1')`);
      await until(() => heard.games.length === 1);
      expect(heard.games).toEqual(['game-1']);
      expect(heard.jobs).toBe(0);
      await sql(db.store, `SELECT pg_notify('azul_jobs', '')`);
      await until(() => heard.jobs === 1);
      expect([heard.jobs, heard.games]).toEqual([1, ['game-1']]);
    } finally {
      stop();
    }
  });

  it('tells a game change committed by a write of the store (the trigger on games)', async () => {
    const { heard, stop } = subscribeBoth(db.store);
    try {
      await until(() => heard.gamesOn.includes(true));
      const { game } = must(
        await db.store.createLobby({
          guildId: null,
          channelId: channel(),
          hostId: 'ana',
          hostName: 'Ana',
          variant: 'standard',
        }),
      );
      // A lobby written: nothing a table shows changed yet. Cancelled: its status changed.
      must(await db.store.cancel(game.id));
      await until(() => heard.games.includes(game.id));
      expect(heard.games).toEqual([game.id]);
    } finally {
      stop();
    }
  });
});

describe.skipIf(!hasServer())(serverOnly('one listen connection on a Postgres server'), () => {
  let fresh: FreshStore;
  const db = {
    get store() {
      return fresh.store;
    },
  };
  beforeAll(async () => {
    fresh = await freshStore('postgres', 'notify');
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('serves both channels over one connection, held while anyone is subscribed', async () => {
    const first = subscribeBoth(db.store);
    await until(() => first.heard.jobsOn.includes(true) && first.heard.gamesOn.includes(true));
    expect(await listenConnections(db.store)).toBe(1);
    // A second subscriber of each channel: still one connection.
    const second = subscribeBoth(db.store);
    await until(() => second.heard.jobsOn.includes(true) && second.heard.gamesOn.includes(true));
    expect(await listenConnections(db.store)).toBe(1);
    first.stop();
    second.stop();
    await until(() => false, 300);
    expect(await listenConnections(db.store)).toBe(0);
  });

  it('gets the connection back when Postgres cuts it, for both channels', async () => {
    const { heard, stop } = subscribeBoth(db.store);
    try {
      await until(() => heard.jobsOn.includes(true) && heard.gamesOn.includes(true));
      const database = new URL(db.store.databaseUrl).pathname.slice(1);
      const cut = await sql(
        db.store,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
        [database, LISTEN_APPLICATION],
      );
      expect(cut.rows).toHaveLength(1);
      await until(() => heard.jobsOn.at(-1) === true && heard.gamesOn.length === 3);
      expect([heard.jobsOn, heard.gamesOn]).toEqual([
        [true, false, true],
        [true, false, true],
      ]);
      await sql(db.store, `SELECT pg_notify('azul_game_changed', 'after')`);
      await until(() => heard.games.includes('after'));
      expect(heard.games).toEqual(['after']);
      expect(await listenConnections(db.store)).toBe(1);
    } finally {
      stop();
    }
  });
});
