// Past one machine, through the local Discord (8 guilds, SHARD_COUNT=4) and one Postgres: two
// gateway machines (sharding managers with SHARD_RANGE 0-1 and 2-3, a bot process per shard) and one
// worker process (AZUL_ROLE=worker: bot moves and reviews, no gateway) play 8 games of a person
// against a bot, and review them. Meanwhile: a third machine whose range overlaps is refused; the
// worker is SIGKILLed mid-review (the gateways report the worker's jobs unserved, on /readyz and
// /metrics) and a second worker finishes the review; one gateway machine is stopped for good and its
// guilds' clicks are answered again once a replacement with the same range is up. At the end every
// game is whole (moves 1..n, replayed by the engine, every acknowledged move once), every review
// posted once, and /metrics of a gateway machine and of the worker shows every metric.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { shardOf } from '../../src/local-discord/model.ts';
import { openStore } from '../../src/store/index.ts';
import type { Store } from '../../src/store/types.ts';
import type { TurnOutcome } from '../../src/app/index.ts';
import { hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import {
  BOT_START,
  botEnv,
  createDatabase,
  finalMessage,
  finalScores,
  gameMessages,
  HELPERS,
  liveTurnMessages,
  lobbyButton,
  offered,
  openLobby,
  seededChooser,
  textOf,
  until,
  type Chooser,
  freePort,
} from './harness.ts';
import { ownedByFile } from './children.ts';
import { parsePrometheusText, samplesOf } from '../runtime/prometheus-text.ts';

const GUILDS = 8;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

interface Machine {
  name: string;
  child: ChildProcess;
  exit: Promise<number | null>;
  output(): string;
  port: number;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/** A machine of the fleet: the bot as `npm start` runs it, in a process of its own. */
function startMachine(fake: FakeDiscord, db: ServerDatabase, name: string, env: Record<string, string>): Machine {
  const port = Number(env.HEALTH_PORT);
  const child = ownedByFile(
    spawn(process.execPath, BOT_START.args, {
      env: {
        PATH: process.env.PATH ?? '',
        ...BOT_START.env,
        ...botEnv(fake, db),
        DISCORD_GUILD_ID: '',
        LOG_LEVEL: 'info',
        // Leases of jobs and shards, heartbeats and polls 30× faster: a dead holder's 30 s are 1 s.
        AZUL_CLOCK_SCALE: '30',
        // A review of a 2-player game takes a couple of seconds: long enough to kill a worker in the middle.
        AZUL_REVIEW_SCALE: '0.1',
        DATABASE_POOL_TOTAL: '6',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    name,
    child,
    exit,
    output: () => output,
    port,
    async stop() {
      child.kill('SIGTERM');
      return exit;
    },
  };
}

async function waitForOutput(machine: Machine, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!machine.output().includes(text)) {
    if (machine.child.exitCode !== null) throw new Error(`${machine.name} exited early:\n${machine.output()}`);
    if (Date.now() > deadline) throw new Error(`${machine.name}: no "${text}" in time:\n${machine.output()}`);
    await sleep(50);
  }
}

async function getJson(port: number, path: string): Promise<any> {
  return (await fetch(`http://127.0.0.1:${port}${path}`)).json();
}

async function metricsOf(machine: Machine) {
  const res = await fetch(`http://127.0.0.1:${machine.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

/** The person plays the turn the message offers them: steps, then the move. */
async function playTurn(
  fake: FakeDiscord,
  turn: FakeMessage,
  user: FakeUser,
  choose: Chooser,
): Promise<'moved' | 'stale'> {
  for (let step = 0; step < 6; step++) {
    const controls = offered(turn).filter((c) => !HELPERS.has(c.click.kind));
    if (controls.length === 0) return 'stale';
    const last = controls.filter((c) => c.click.kind === 'line' || c.click.kind === 'place');
    if (last.length > 0) {
      const out = await fake.click(user, turn.id, last[choose(last.length)]!.customId);
      return out.type === 7 && !out.ephemeral ? 'moved' : 'stale';
    }
    const first = controls[0]!;
    const out =
      first.type === 3
        ? await fake.select(user, turn.id, first.customId, [first.values[choose(first.values.length)]!])
        : await fake.click(user, turn.id, controls[choose(controls.length)]!.customId);
    if (out.type !== 7) return 'stale';
  }
  return 'stale';
}

describe.skipIf(!hasServer())(
  serverOnly('two gateway machines (SHARD_RANGE 0-1, 2-3) and a worker on one Postgres'),
  () => {
    it('play 8 games with bots and reviews to the end through a refused overlap, a worker killed mid-review and a machine replaced', async () => {
      const fake = await startFakeDiscord({ guilds: GUILDS, guildsPerShard: 2, maxConcurrency: 4 });
      cleanups.push(() => fake.close());
      const db = (await createDatabase('e2e_scale')) as ServerDatabase;
      cleanups.push(() => db.drop());
      await deployCommands(loadConfig({ ...botEnv(fake, db), DISCORD_GUILD_ID: '' }, ['token', 'clientId']));
      const store: Store = await openStore({ databaseUrl: db.url, migrate: false });
      cleanups.push(() => store.close());
      let firstWorkerPid = 0;
      const sql = new pg.Pool({ connectionString: db.url, max: 2 });
      sql.on('error', () => undefined); // an idle connection cut when the database is dropped
      cleanups.push(() => sql.end());
      const query = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

      const gateway = async (name: string, range: string) =>
        startMachine(fake, db, name, {
          AZUL_ROLE: 'gateway',
          SHARD_COUNT: '4',
          SHARD_RANGE: range,
          SHARDS_PER_PROCESS: '1',
          HEALTH_PORT: String(await freePort()),
        });
      const worker = async (name: string) =>
        startMachine(fake, db, name, { AZUL_ROLE: 'worker', HEALTH_PORT: String(await freePort()) });

      const a = await gateway('gateway A (0-1)', '0-1');
      let b = await gateway('gateway B (2-3)', '2-3');
      let w = await worker('worker 1');
      await Promise.all([
        waitForOutput(a, '"every bot process is up"', 120_000),
        waitForOutput(b, '"every bot process is up"', 120_000),
        waitForOutput(w, '"bot ready"', 60_000),
      ]);
      await fake.waitForBotReady(60_000);
      expect(
        fake
          .shardSessions()
          .filter((s) => s.connected)
          .map((s) => s.shard[0])
          .sort(),
      ).toEqual([0, 1, 2, 3]);
      // The worker connected no gateway: four sessions, one per shard.
      expect(fake.shardSessions().filter((s) => s.connected)).toHaveLength(4);
      const leases = await query<{ shard: number; owner: string }>(
        'SELECT shard, owner FROM shard_leases ORDER BY shard',
      );
      expect(leases.map((l) => l.shard)).toEqual([0, 1, 2, 3]);
      expect(new Set(leases.map((l) => l.owner)).size).toBe(2);
      // Each bot process reports to its manager every 2 s.
      const readyA = await until('gateway A ready', async () => {
        const r = await getJson(a.port, '/readyz');
        return r.ready ? r : null;
      });
      expect(readyA).toMatchObject({ ready: true, role: 'gateway', database: true });
      expect(readyA.shards.map((s: any) => s.id)).toEqual([0, 1]);
      expect(await getJson(w.port, '/readyz')).toMatchObject({ ready: true, role: 'worker', shards: [] });

      // A third machine whose range overlaps both: refused, with what to do, and nothing of it connects.
      const sessionsBefore = fake.shardSessions().length;
      const c = await gateway('gateway C (1-2)', '1-2');
      const cCode = await Promise.race([c.exit, sleep(60_000).then(() => 'still running')]);
      expect(cCode, c.output()).toBe(1);
      expect(c.output()).toMatch(
        /azul-bot: Shards 1-2 of 4 overlap shards another machine runs: shard 1 by .*SHARD_RANGE/,
      );
      expect(fake.shardSessions().length).toBe(sessionsBefore);
      expect(await query('SELECT shard, owner FROM shard_leases ORDER BY shard')).toEqual(leases);

      // A game in each guild: a person against a hard bot.
      const games = await Promise.all(
        fake.guildIds.map(async (guildId, i) => {
          const person = fake.addUser(`scale-${i}`);
          const channelId = fake.createChannel(`azul-${i}`, { guildId });
          const lobby = await openLobby(fake, channelId, person, { players: 2, bots: 1, level: 'hard' });
          const gameId = offered(lobby)[0]!.click.gameId;
          expect([6, 7]).toContain((await fake.click(person, lobby.id, lobbyButton(lobby, 'start'))).type);
          return { i, guildId, channelId, person, gameId, acknowledged: 0, failed: 0 };
        }),
      );
      const bGuilds = new Set(games.filter((g) => shardOf(g.guildId, 4) >= 2).map((g) => g.i));
      expect(bGuilds.size).toBe(4);
      const moves = () => games.reduce((n, g) => n + g.acknowledged, 0);
      const failures: Array<{ guild: number; at: number; error: string }> = [];

      let stoppedAt = 0;
      let replacedAt = 0;
      let killedAt = 0;
      let secondWorkerAt = 0;
      let unservedSeen: any = null;
      let midDrillMetrics: ReturnType<typeof parsePrometheusText> | null = null;

      // Gateway B is stopped for good midway; its guilds wait for a replacement with the same range.
      const replacement = (async () => {
        await fake.waitFor(() => moves() >= GUILDS * 5, 300_000);
        stoppedAt = Date.now();
        expect(await b.stop(), b.output()).toBe(0);
        // A graceful stop gives the shards back at once.
        expect(
          (await query<{ shard: number }>('SELECT shard FROM shard_leases ORDER BY shard')).map((r) => r.shard),
        ).toEqual([0, 1]);
        await sleep(1_000);
        b = await gateway('gateway B2 (2-3)', '2-3');
        await waitForOutput(b, '"every bot process is up"', 120_000);
        await fake.waitFor(() => fake.guildIds.every((id) => fake.guildOnline(id)), 60_000);
        replacedAt = Date.now();
      })();

      // The worker is SIGKILLed in the middle of a review; a second one finishes it.
      const workerSwap = (async () => {
        const midway = await until(
          'a review under way',
          async () => {
            const rows = await query<{ game_id: string; moves: number }>(
              `SELECT r.game_id, (SELECT count(*)::int FROM review_moves m WHERE m.game_id = r.game_id) AS moves
               FROM game_reviews r WHERE r.review IS NULL`,
            );
            return rows.find((r) => r.moves >= 3) ?? null;
          },
          540_000,
        );
        killedAt = Date.now();
        firstWorkerPid = w.child.pid!;
        w.child.kill('SIGKILL');
        await w.exit;
        const stoppedAtMoves = midway.moves;
        // No live worker: gateway A reports the worker's kinds, the waiting review among them.
        unservedSeen = await until(
          'the review reported as unserved',
          async () => {
            const r = await getJson(a.port, '/readyz');
            return r.unserved.some((u: any) => u.kind === 'review-game' && u.waiting > 0) ? r : null;
          },
          30_000,
        );
        midDrillMetrics = await metricsOf(a);
        w = await worker('worker 2');
        await waitForOutput(w, '"bot ready"', 60_000);
        secondWorkerAt = Date.now();
        return { gameId: midway.game_id, stoppedAtMoves };
      })();

      const play = async (g: (typeof games)[number]) => {
        const choose = seededChooser(300 + g.i);
        // Bots move in the worker, which is down for a while: the time, not a count of turns, bounds a game.
        for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
          if (finalMessage(fake, g.channelId)) return;
          const turn = liveTurnMessages(fake, g.channelId).find((m) => m.mentions.includes(g.person.id));
          if (!turn) {
            await sleep(25);
            continue;
          }
          try {
            if ((await playTurn(fake, turn, g.person, choose)) === 'moved') g.acknowledged++;
          } catch (error) {
            g.failed++;
            failures.push({ guild: g.i, at: Date.now(), error: String(error).slice(0, 200) });
            if (g.failed > 30)
              throw new Error(`guild ${g.i} kept failing: ${JSON.stringify(failures.slice(-5))}`, { cause: error });
            await fake.waitFor(() => fake.guildOnline(g.guildId), 180_000);
            await sleep(300);
          }
        }
        throw new Error(`game in guild ${g.i} did not end`);
      };
      await Promise.all(games.map(play));
      await replacement;
      const swap = await workerSwap;

      // Every review posted once, the one the killed worker had started included.
      const reviewsOf = (channelId: string) =>
        gameMessages(fake, channelId).filter((m) => !m.ephemeralTo && (textOf(m) ?? '').startsWith('**Game review**'));
      await until('every review posted', () => games.every((g) => reviewsOf(g.channelId).length > 0), 300_000);
      await sleep(1_000);
      for (const g of games) {
        const posted = reviewsOf(g.channelId);
        expect(posted, `reviews in guild ${g.i}`).toHaveLength(1);
        const [row] = await query<{ message_id: string; complete: boolean }>(
          'SELECT message_id, review IS NOT NULL AS complete FROM game_reviews WHERE game_id = $1',
          [g.gameId],
        );
        expect(row).toEqual({ message_id: posted[0]!.id, complete: true });
      }
      // The second worker resumed the review after the moves the first had stored.
      const resumed = new RegExp(`"gameId":"${swap.gameId}","resumed":(\\d+).*"review: resuming"`).exec(w.output());
      expect(resumed, w.output().slice(-3000)).not.toBeNull();
      expect(Number(resumed![1])).toBeGreaterThanOrEqual(swap.stoppedAtMoves);

      // Every game whole: moves 1..n, replayed by the engine to the shown result; every acknowledged move
      // of the person once (a click whose answer was lost may have been applied: at most one per failure).
      for (const g of games) {
        const final = finalMessage(fake, g.channelId);
        expect(final, `game in guild ${g.i} finished`).toBeDefined();
        const logged = await store.moves(g.gameId);
        if (!logged.ok) throw new Error(logged.detail);
        expect(logged.moves.map((m) => m.seq)).toEqual(logged.moves.map((_, k) => k + 1));
        const exported = await store.exportRecord(g.gameId);
        if (!exported.ok) throw new Error(exported.detail);
        const parsed = parseRecords(exported.line);
        if (!parsed.ok) throw new Error(parsed.error);
        const replayed = replayRecord(parsed.records[0]!);
        expect(replayed.ok && replayed.finished).toBe(true);
        const events = await store.events(g.gameId);
        if (!events.ok) throw new Error(events.detail);
        const turns = events.events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
        expect(turns).toHaveLength(logged.moves.length);
        const byPerson = turns.filter((t) => t.playedBy === 'player').length;
        expect(byPerson).toBeGreaterThanOrEqual(g.acknowledged);
        expect(byPerson - g.acknowledged).toBeLessThanOrEqual(g.failed);
        expect(turns.filter((t) => t.playedBy === 'bot').length).toBeGreaterThan(0);
        const shown = finalScores(textOf(final)!);
        expect(shown.get(g.person.username)).toBe(replayed.ok ? replayed.state.result!.scores[0] : NaN);
      }
      // Failed clicks only in B's guilds, from its stop until shortly after its replacement was up. Past
      // that, on this 2-core machine, a click of a process still warming up (or of any process, under the
      // load of the other tests) may miss its 3 s now and then: at most one per guild.
      for (const f of failures) {
        expect(bGuilds.has(f.guild), `a failure outside B's guilds: ${f.error}`).toBe(true);
        expect(f.at).toBeGreaterThanOrEqual(stoppedAt);
      }
      const late = failures.filter((f) => f.at > replacedAt + 15_000);
      expect(late.length, `failures long after the replacement: ${JSON.stringify(late)}`).toBeLessThanOrEqual(
        bGuilds.size,
      );
      expect(failures.length).toBeGreaterThan(0);

      // The worker's absence was reported once per gateway process, then its return.
      expect(unservedSeen).toMatchObject({ ready: true, role: 'gateway' });
      expect(unservedSeen.warnings.join('\n')).toMatch(
        /no live process has role worker: \d+ review-game job\(s\) wait/,
      );
      // Once per absence, in each gateway process: each report is followed by the return before the next.
      // (A worker starved of CPU by the other tests can miss its heartbeats, sped up 30 times here, and
      // count as gone for a while.)
      const byProcess = new Map<string, string[]>();
      for (const line of a.output().split('\n')) {
        const gone = line.includes('no live process has role worker: review-game jobs wait');
        const back = line.includes('"jobs: review-game jobs are run again (a process of their role is up)"');
        if (!gone && !back) continue;
        const who = (JSON.parse(line) as { process: string }).process;
        byProcess.set(who, [...(byProcess.get(who) ?? []), gone ? 'gone' : 'back']);
      }
      expect(byProcess.size).toBeGreaterThanOrEqual(1);
      for (const [who, transitions] of byProcess) {
        expect(transitions[0], who).toBe('gone');
        expect(transitions, who).toContain('back');
        transitions.forEach((t, i) => expect(t, `${who}: ${transitions.join(', ')}`).toBe(i % 2 ? 'back' : 'gone'));
      }
      // While no worker ran: the review waiting, and flagged, on the gateway's /metrics.
      const mid = midDrillMetrics!;
      expect(samplesOf(mid, 'azul_jobs_unserved', { kind: 'review-game', role: 'worker' })[0]?.value).toBe(1);
      expect(
        samplesOf(mid, 'azul_jobs', { kind: 'review-game' }).reduce((n, s) => n + s.value, 0),
      ).toBeGreaterThanOrEqual(1);
      expect(samplesOf(mid, 'azul_jobs_oldest_due_seconds', { kind: 'review-game' })).toHaveLength(1);

      // /metrics of a gateway machine (its manager, with its bot processes') and of the worker.
      const gatewayMetrics = await until(
        "a gateway's heartbeat latency measured",
        async () => {
          const m = await metricsOf(a);
          return samplesOf(m, 'azul_gateway_ping_seconds').length === 2 ? m : null;
        },
        60_000,
      );
      const g = gatewayMetrics;
      expect(samplesOf(g, 'azul_interactions_total', { kind: 'line', outcome: 'answered' })[0]!.value).toBeGreaterThan(
        0,
      );
      expect(samplesOf(g, 'azul_click_ack_seconds_count', { kind: 'line' })[0]!.value).toBeGreaterThan(0);
      expect(samplesOf(g, 'azul_click_image_seconds_count')[0]!.value).toBeGreaterThan(0);
      expect(samplesOf(g, 'azul_job_runs_total', { kind: 'present', outcome: 'done' })[0]!.value).toBeGreaterThan(0);
      // A gateway runs no worker's kind.
      expect(samplesOf(g, 'azul_job_runs_total', { kind: 'ai-turn' })).toEqual([]);
      expect(samplesOf(g, 'azul_db_pool_connections', { state: 'total' })[0]!.value).toBeGreaterThan(0);
      expect(
        samplesOf(g, 'azul_gateway_ping_seconds')
          .map((s) => s.labels.shard)
          .sort(),
      ).toEqual(['0', '1']);
      expect(
        samplesOf(g, 'process_resident_memory_bytes')
          .map((s) => s.labels.process)
          .sort(),
      ).toEqual(['manager', 'slot-0', 'slot-1']);
      expect(g.get('azul_jobs')!.type).toBe('gauge');
      expect(g.get('azul_jobs_oldest_due_seconds')!.type).toBe('gauge');
      const wm = await metricsOf(w);
      expect(samplesOf(wm, 'azul_ai_seconds_count', { purpose: 'move' })[0]!.value).toBeGreaterThan(0);
      expect(samplesOf(wm, 'azul_ai_seconds_count', { purpose: 'review-move' })[0]!.value).toBeGreaterThan(0);
      expect(samplesOf(wm, 'azul_review_seconds_count')[0]!.value).toBeGreaterThanOrEqual(1);
      expect(samplesOf(wm, 'azul_job_runs_total', { kind: 'review-game', outcome: 'done' })[0]!.value).toBeGreaterThan(
        0,
      );
      expect(samplesOf(wm, 'azul_job_runs_total', { kind: 'present' })).toEqual([]);
      expect(samplesOf(wm, 'process_resident_memory_bytes', { process: 'worker' })).toHaveLength(1);

      console.log(
        `scale drill: ${GUILDS} games, ${moves()} moves by people acknowledged; ${failures.length} clicks unanswered in ` +
          `B's guilds (stopped to replacement up: ${replacedAt - stoppedAt} ms; ${late.length} more than 15 s after); worker killed mid-review, ` +
          `second worker up ${secondWorkerAt - killedAt} ms later`,
      );
      for (const m of [a, b, w]) expect(await m.stop(), m.output().slice(-3000)).toBe(0);
      // Stopped gracefully: no lease and no process row left behind, but the killed worker's (not seen since).
      expect(await query('SELECT * FROM shard_leases')).toEqual([]);
      expect(await query('SELECT pid FROM bot_processes')).toEqual([{ pid: firstWorkerPid }]);
    }, 900_000);
  },
);
