// Sharded bot against the sharded local Discord: a shard serves its guilds as soon as it is ready,
// and `npm start` with SHARD_COUNT=4 SHARDS_PER_PROCESS=2 (discord.js ShardingManager, 2 processes)
// plays 8 games in 8 guilds at once while one process is SIGKILLed and respawned.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger, loadParts, startBot } from '../../src/runtime/bot.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';
import { shardOf } from '../../src/local-discord/model.ts';
import { openStore } from '../../src/store/index.ts';
import type { Store } from '../../src/store/types.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';
import {
  botEnv,
  createDatabase,
  finalMessage,
  finalScores,
  liveTurnMessages,
  newStats,
  playOneMove,
  seededChooser,
  startChild,
  startGame,
  type MoveStats,
  type TestDatabase,
  textOf,
  freePort,
} from './harness.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** Commands registered globally: every guild of the fake sees them. */
async function deployGlobally(fake: FakeDiscord, db: TestDatabase): Promise<void> {
  await deployCommands(loadConfig({ ...botEnv(fake, db), DISCORD_GUILD_ID: '' }, ['token', 'clientId']));
}

describe('a shard serves its guilds as soon as it is ready', () => {
  it('answers a click in a ready shard while the next shard still waits for its turn to identify', async () => {
    // max_concurrency 1: the second shard identifies about 5 s after the first (Discord's rule).
    const fake = await startFakeDiscord({ guilds: 2, maxConcurrency: 1 });
    cleanups.push(() => fake.close());
    const db = await createDatabase('e2e_shard_ready');
    cleanups.push(() => db.drop());
    await deployGlobally(fake, db);
    const [first, second] = fake.guildIds as [string, string];
    expect([shardOf(first, 2), shardOf(second, 2)]).toEqual([0, 1]);
    const config = loadConfig({ ...botEnv(fake, db), DISCORD_GUILD_ID: '' }, ['token']);
    // The bot's code loaded beforehand, as compiled code loads in production in a fraction of a
    // second (this test's transform takes seconds): the click below is about shards, not loading.
    await loadParts();
    const starting = startBot(config, createLogger(config.logLevel), {}, { shards: [0, 1], shardCount: 2 });
    cleanups.push(() => starting.then((bot) => bot.stop()));

    await fake.waitFor(() => fake.guildOnline(first), 30_000);
    const channel = fake.createChannel('azul', { guildId: first });
    const ana = fake.addUser('ana');
    const out = await fake.slash(ana, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
    // Answered in time, and while the other shard was still not connected.
    expect([4, 5]).toContain(out.type);
    expect(fake.guildOnline(second)).toBe(false);

    const bot = await starting;
    expect(bot.clients.map((c) => c.options.shards)).toEqual([[0], [1]]);
    expect(fake.guildOnline(second)).toBe(true);
  }, 60_000);
});

interface Failure {
  guild: number;
  at: number;
  error: string;
}

describe.skipIf(!hasServer())(
  serverOnly('npm start with SHARD_COUNT=4 SHARDS_PER_PROCESS=2: two processes, eight guilds'),
  () => {
    it('plays a game in each guild at once; a process SIGKILLed midway is respawned and every move is applied once, in order', async () => {
      const GUILDS = 8;
      const fake = await startFakeDiscord({ guilds: GUILDS, guildsPerShard: 2, maxConcurrency: 4 });
      cleanups.push(() => fake.close());
      const db = await createDatabase('e2e_shard_kill');
      cleanups.push(() => db.drop());
      await deployGlobally(fake, db);
      const store: Store = await openStore({ databaseUrl: (db as { url: string }).url, migrate: false });
      cleanups.push(() => store.close());
      const healthPort = await freePort();

      const bot = await startChild(fake, db, {
        DISCORD_GUILD_ID: '',
        SHARD_COUNT: '4',
        SHARDS_PER_PROCESS: '2',
        DATABASE_POOL_TOTAL: '8',
        HEALTH_PORT: String(healthPort),
        // Leases of the killed process's jobs end in 1 s instead of 30 s (turn clocks are off: no turn-time).
        AZUL_CLOCK_SCALE: '30',
      });
      cleanups.push(async () => {
        if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
      });
      const connectedShards = () =>
        fake
          .shardSessions()
          .filter((s) => s.connected)
          .map((s) => s.shard[0])
          .sort();
      expect(connectedShards()).toEqual([0, 1, 2, 3]);
      expect(fake.shardSessions().every((s) => s.shard[1] === 4)).toBe(true);

      // Readiness: every shard Ready and the database reachable, reported by both processes.
      const readyz = async () => {
        const res = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
        return { status: res.status, body: (await res.json()) as any };
      };
      let health = await readyz();
      // The processes report every 2 s.
      for (let i = 0; i < 100 && health.status !== 200; i++) {
        await sleep(100);
        health = await readyz();
      }
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ready: true, database: true });
      expect(health.body.shards.map((s: any) => [s.id, s.ready])).toEqual([0, 1, 2, 3].map((id) => [id, true]));
      expect((await fetch(`http://127.0.0.1:${healthPort}/healthz`)).status).toBe(200);

      // Each process's pid, by slot (slot 1 runs shards 2 and 3).
      const pids = () =>
        bot
          .output()
          .split('\n')
          .filter((l) => l.includes('"bot process spawned"'))
          .map((l) => JSON.parse(l) as { slot: number; pid: number });
      const slot1 = pids()
        .filter((p) => p.slot === 1)
        .at(-1)!;
      expect(slot1.pid).toBeGreaterThan(0);
      const killedGuilds = new Set(fake.guildIds.map((id, i) => (shardOf(id, 4) >= 2 ? i : -1)).filter((i) => i >= 0));
      expect(killedGuilds.size).toBe(4);

      // A game in each guild.
      const games = await Promise.all(
        fake.guildIds.map(async (guildId, i) => {
          const players = [fake.addUser(`p${i}a`), fake.addUser(`p${i}b`)];
          const channelId = fake.createChannel(`azul-${i}`, { guildId });
          const { gameId } = await startGame(fake, channelId, players, { players: 2 });
          return { i, guildId, channelId, players, gameId };
        }),
      );

      const failures: Failure[] = [];
      const stats: MoveStats = newStats();
      let killAt = 0;
      let backAt = 0;
      const killer = (async () => {
        // Midway: once the games have made some moves.
        await fake.waitFor(() => stats.moves >= GUILDS * 6, 240_000);
        killAt = Date.now();
        process.kill(slot1.pid, 'SIGKILL');
        await fake.waitFor(() => pids().filter((p) => p.slot === 1).length === 2, 60_000);
        await fake.waitFor(() => [...killedGuilds].every((i) => fake.guildOnline(fake.guildIds[i]!)), 60_000);
        backAt = Date.now();
      })();

      const play = async (g: (typeof games)[number]) => {
        const users = new Map(g.players.map((p: FakeUser) => [p.id, p]));
        const choose = seededChooser(100 + g.i);
        for (let move = 0; move < 400; move++) {
          try {
            const next = await playOneMove(fake, g.channelId, users, choose, stats, { backChance: 5 });
            if (next === null) return;
          } catch (error) {
            const live = liveTurnMessages(fake, g.channelId).length;
            failures.push({
              guild: g.i,
              at: Date.now(),
              error: `${String(error).slice(0, 200)} (live turn messages: ${live})`,
            });
            if (failures.filter((f) => f.guild === g.i).length > 12) {
              const row = await store.get(g.gameId);
              const jobs = await store.jobs.pending(g.gameId);
              throw new Error(
                `guild ${g.i} kept failing: ${JSON.stringify(failures.filter((f) => f.guild === g.i))}\n` +
                  `game: ${JSON.stringify(row.ok ? { status: row.game.status, version: row.game.version } : row)}\n` +
                  `pending jobs: ${JSON.stringify(jobs)}\nbot output tail:\n${bot.output().slice(-4000)}`,
                { cause: error },
              );
            }
            await fake.waitFor(() => fake.guildOnline(g.guildId), 60_000);
            await sleep(500);
          }
        }
        throw new Error(`game in guild ${g.i} did not end`);
      };
      await Promise.all(games.map(play));
      await killer;
      expect(killAt).toBeGreaterThan(0);

      // Failures only from the kill until shortly after the killed process was back. Mostly in its own
      // guilds; but any guild may miss a click's 10 s in that window, because any process runs any
      // game's jobs (one held by the killed process waits out its lease) and the respawning process
      // takes the CPU of this 2-core machine while it starts.
      for (const f of failures) {
        expect(f.at, `failure before the kill: ${f.error}`).toBeGreaterThanOrEqual(killAt);
        expect(f.at, `failure long after the respawn: ${f.error}`).toBeLessThanOrEqual(backAt + 15_000);
      }
      const elsewhere = failures.filter((f) => !killedGuilds.has(f.guild));
      expect(
        elsewhere.length,
        `failures in the surviving process's guilds: ${JSON.stringify(elsewhere)}`,
      ).toBeLessThanOrEqual(GUILDS);
      const late = fake.errors.filter((e) => e.code === 10062);
      expect(late.length).toBeLessThanOrEqual(failures.length);

      // Every game finished; its move log is 1..n with no gap or repeat, and the engine replays it to the shown result.
      for (const g of games) {
        const final = finalMessage(fake, g.channelId);
        expect(final, `game in guild ${g.i} finished`).toBeDefined();
        const moves = await store.moves(g.gameId);
        if (!moves.ok) throw new Error(moves.detail);
        expect(moves.moves.map((m) => m.seq)).toEqual(moves.moves.map((_, k) => k + 1));
        const exported = await store.exportRecord(g.gameId);
        if (!exported.ok) throw new Error(exported.detail);
        const parsed = parseRecords(exported.line);
        if (!parsed.ok) throw new Error(parsed.error);
        const replayed = replayRecord(parsed.records[0]!);
        expect(replayed.ok && replayed.finished).toBe(true);
        const shown = finalScores(textOf(final)!);
        g.players.forEach((p, seat) =>
          expect(shown.get(p.username)).toBe(replayed.ok ? replayed.state.result!.scores[seat] : NaN),
        );
      }
      console.log(
        `sharded games: ${GUILDS} games, ${stats.moves} moves, ${stats.clicks} clicks, ${failures.length} clicks lost to the killed process ` +
          `(down ${backAt - killAt} ms), ack p95 ${p95(stats.ackMs)} ms`,
      );

      // SIGTERM: the manager stops both processes gracefully.
      await bot.stop();
    }, 600_000);
  },
);

describe.skipIf(!hasServer())(serverOnly('rolling restart of the sharded bot (SIGHUP to the manager)'), () => {
  it('restarts one process at a time with SIGTERM; every acknowledged move is kept, once', async () => {
    const GUILDS = 4;
    const fake = await startFakeDiscord({ guilds: GUILDS, guildsPerShard: 1, maxConcurrency: 4 });
    cleanups.push(() => fake.close());
    const db = await createDatabase('e2e_shard_rolling');
    cleanups.push(() => db.drop());
    await deployGlobally(fake, db);
    const store: Store = await openStore({ databaseUrl: (db as { url: string }).url, migrate: false });
    cleanups.push(() => store.close());
    const bot = await startChild(fake, db, {
      DISCORD_GUILD_ID: '',
      SHARD_COUNT: '4',
      SHARDS_PER_PROCESS: '2',
      AZUL_CLOCK_SCALE: '30',
    });
    cleanups.push(async () => {
      if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
    });
    const spawned = () =>
      bot
        .output()
        .split('\n')
        .filter((l) => l.includes('"bot process spawned"')).length;
    expect(spawned()).toBe(2);

    const games = await Promise.all(
      fake.guildIds.map(async (guildId, i) => {
        const players = [fake.addUser(`r${i}a`), fake.addUser(`r${i}b`)];
        const channelId = fake.createChannel(`rolling-${i}`, { guildId });
        const { gameId } = await startGame(fake, channelId, players, { players: 2 });
        return { i, guildId, channelId, players, gameId };
      }),
    );
    // Per game: the moves acknowledged to the players, and the clicks that were not (or answered "restarting").
    const perGame = games.map(() => ({ stats: newStats(), failed: 0 }));
    const acknowledged = () => perGame.reduce((n, g) => n + g.stats.moves, 0);
    let unanswered = 0;
    let restartingReplies = 0;
    const restart = (async () => {
      await fake.waitFor(() => acknowledged() >= GUILDS * 5, 240_000);
      bot.child.kill('SIGHUP');
      await fake.waitFor(() => bot.output().includes('"rolling restart: done"'), 120_000);
    })();
    await Promise.all(
      games.map(async (g) => {
        const users = new Map(g.players.map((p: FakeUser) => [p.id, p]));
        const choose = seededChooser(200 + g.i);
        const { stats } = perGame[g.i]!;
        for (let move = 0; move < 400; move++) {
          const movesBefore = stats.moves;
          try {
            if ((await playOneMove(fake, g.channelId, users, choose, stats, { backChance: 5 })) === null) return;
          } catch (error) {
            // A process that is stopping answers "The bot is restarting; ... Nothing changed." (an ephemeral
            // reply, type 4, where a move gets 7): playOneMove counted it before checking, but no move was made.
            if (stats.moves > movesBefore && /expected 4 to be 7/.test(String(error))) {
              stats.moves = movesBefore;
              restartingReplies++;
              perGame[g.i]!.failed++;
              continue;
            }
            // A click sent while its shard had no connection is not acknowledged: the player clicks again.
            unanswered++;
            perGame[g.i]!.failed++;
            if (unanswered > 40) throw error;
            await fake.waitFor(() => fake.guildOnline(g.guildId), 60_000);
            await sleep(300);
          }
        }
        throw new Error(`game in guild ${g.i} did not end`);
      }),
    );
    await restart;
    expect(spawned()).toBe(4);
    // Every acknowledged move is in its game's move log, once (seq 1..n). A click that was not acknowledged
    // in time (3 s, on a machine busy starting the new process) may still have been applied: at most one
    // such move per click that failed.
    let logged = 0;
    for (const g of games) {
      expect(finalMessage(fake, g.channelId), `game in guild ${g.i} finished`).toBeDefined();
      const moves = await store.moves(g.gameId);
      if (!moves.ok) throw new Error(moves.detail);
      expect(moves.moves.map((m) => m.seq)).toEqual(moves.moves.map((_, k) => k + 1));
      logged += moves.moves.length;
      const { stats, failed } = perGame[g.i]!;
      expect(moves.moves.length).toBeGreaterThanOrEqual(stats.moves);
      expect(moves.moves.length - stats.moves).toBeLessThanOrEqual(failed);
    }
    const stats = { moves: acknowledged() };
    console.log(
      `rolling restart: ${GUILDS} games, ${stats.moves} moves acknowledged, ${logged} logged, ${unanswered} clicks unanswered and ${restartingReplies} answered "restarting" during the switch`,
    );
    await bot.stop();
  }, 600_000);
});

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}
