// `azul bench --shards`: load on the sharded bot as `npm start` runs it (SHARD_COUNT, SHARDS_PER_PROCESS)
// through the local Discord with a real Postgres. For each number of bot processes and each number of
// games played at once (one guild each, every player clicking as soon as the last click was
// answered), it measures clicks per second and the click-to-acknowledgement p95, and prints the
// highest load whose p95 stayed under 150 ms.
//
//   npm run --silent azul -- bench --shards [--processes 1,2] [--games 2,4,8] [--seconds 20] [--shards-per-process 2]
//
// Postgres: DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/test); a fresh
// database per run, dropped afterwards.
import { spawn } from 'node:child_process';
import { loadConfig } from '../config.ts';
import { controlsOf, createScratchDatabase, liveTurn, nextTurnAfter, percentile } from './bench-kit.ts';
import { decodeCustomId } from '../discord/custom-id.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser } from '../local-discord/index.ts';

interface Options {
  processes: number[];
  games: number[];
  seconds: number;
  shardsPerProcess: number;
}

const TARGET_P95_MS = 150;

function parseArgs(argv: string[]): Options | string {
  const options: Options = { processes: [1, 2], games: [2, 4, 8], seconds: 20, shardsPerProcess: 2 };
  const list = (v: string | undefined) => (v ?? '').split(',').map(Number);
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--processes' && list(value).every((p) => Number.isInteger(p) && p >= 1 && p <= 8))
      options.processes = list(value);
    else if (flag === '--games' && list(value).every((g) => Number.isInteger(g) && g >= 1 && g <= 64))
      options.games = list(value);
    else if (flag === '--seconds' && Number.isInteger(n) && n >= 3 && n <= 600) options.seconds = n;
    else if (flag === '--shards-per-process' && Number.isInteger(n) && n >= 1 && n <= 8) options.shardsPerProcess = n;
    else return `bench --shards: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
  }
  return options;
}

/** The bot as `npm start` runs it, sharded over `processes` processes. */
async function startSharded(fake: FakeDiscord, env: Record<string, string>, processes: number, perProcess: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      SHARD_COUNT: String(processes * perProcess),
      SHARDS_PER_PROCESS: String(perProcess),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await fake.waitForBotReady(120_000);
  return {
    async stop() {
      child.kill('SIGTERM');
      await exit;
    },
  };
}

/** One guild's game, played by its two players as fast as they are answered, new games after the end. */
async function playLoop(
  fake: FakeDiscord,
  guildId: string,
  index: number,
  until: () => boolean,
  ackMs: number[],
  failed: string[],
): Promise<void> {
  const users: FakeUser[] = [fake.addUser(`g${index}a`), fake.addUser(`g${index}b`)];
  const byId = new Map(users.map((u) => [u.id, u]));
  let random = 0x2545f491 + index;
  const pick = (n: number) => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) % n;
  };
  for (let game = 0; !until(); game++) {
    const channelId = fake.createChannel(`bench-${index}-${game}`, { guildId });
    const opened = await fake.slash(users[0]!, channelId, 'azul', { subcommand: 'new', options: { players: 2 } });
    const lobby = await fake.waitFor(
      () => (opened.original() && controlsOf(opened.original()!).length ? opened.original() : undefined),
      10_000,
    );
    const lobbyId = (kind: string) =>
      controlsOf(lobby).find((c) => decodeCustomId(c.custom_id!)?.kind === kind)!.custom_id!;
    await fake.click(users[1]!, lobby.id, lobbyId('join'));
    await fake.click(users[0]!, lobby.id, lobbyId('start'));
    let turn: FakeMessage | undefined = await fake.waitFor(() => liveTurn(fake, channelId), 10_000);
    while (turn && !until()) {
      const user = byId.get(/<@(\d+)>/.exec(turn.content)![1]!)!;
      const controls = controlsOf(turn).filter(
        (c) => !['back', 'hint'].includes(decodeCustomId(c.custom_id!)?.kind ?? ''),
      );
      const control = controls[pick(controls.length)]!;
      const kind = decodeCustomId(control.custom_id!)!.kind;
      let outcome;
      try {
        outcome =
          control.type === 3
            ? await fake.select(user, turn.id, control.custom_id!, [
                control.options![pick(control.options!.length)]!.value,
              ])
            : await fake.click(user, turn.id, control.custom_id!);
      } catch (error) {
        // Counted and reported; the player looks at the table again and goes on.
        failed.push(String(error).slice(0, 200));
        await new Promise((r) => setTimeout(r, 200));
        turn = await fake.waitFor(() => liveTurn(fake, channelId), 15_000);
        continue;
      }
      ackMs.push(outcome.ackMs);
      if (kind !== 'line' && kind !== 'place') continue;
      const old = turn.id;
      const next = await nextTurnAfter(fake, channelId, old, 15_000);
      turn = next.message;
    }
  }
}

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const rows: Array<{
    processes: number;
    games: number;
    clicks: number;
    clicksPerSecond: number;
    ackP50: number;
    ackP95: number;
    ackMax: number;
    failedClicks: number;
  }> = [];
  let errors = 0;
  for (const processes of options.processes) {
    const maxGames = Math.max(...options.games);
    const fake = await startFakeDiscord({ guilds: maxGames, maxConcurrency: 16 });
    const db = await createScratchDatabase('bench_shards');
    const env = {
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_URL: db.url,
    };
    try {
      await deployCommands(loadConfig(env, ['token', 'clientId']));
      const bot = await startSharded(fake, env, processes, options.shardsPerProcess);
      try {
        for (const games of options.games) {
          const ackMs: number[] = [];
          const failed: string[] = [];
          const started = Date.now();
          const end = started + options.seconds * 1000;
          const until = () => Date.now() >= end;
          await Promise.all(
            fake.guildIds
              .slice(0, games)
              .map((guildId, i) => playLoop(fake, guildId, i + games * 100, until, ackMs, failed)),
          );
          const seconds = (Date.now() - started) / 1000;
          const sorted = [...ackMs].sort((a, b) => a - b);
          const row = {
            processes,
            games,
            clicks: sorted.length,
            clicksPerSecond: Math.round((sorted.length / seconds) * 10) / 10,
            ackP50: percentile(sorted, 0.5),
            ackP95: percentile(sorted, 0.95),
            ackMax: sorted.at(-1) ?? NaN,
            failedClicks: failed.length,
          };
          for (const f of failed.slice(0, 3)) console.error(`failed click: ${f}`);
          rows.push(row);
          console.log(
            `${processes} process(es) x ${options.shardsPerProcess} shards, ${games} games at once: ${row.clicksPerSecond} clicks/s, ` +
              `ack p50 ${row.ackP50} ms, p95 ${row.ackP95} ms, max ${row.ackMax} ms (${row.clicks} clicks, ${row.failedClicks} failed)`,
          );
        }
      } finally {
        await bot.stop();
      }
    } finally {
      errors += fake.errors.length;
      for (const e of fake.errors.slice(0, 5))
        console.error(`fake Discord error: ${e.route} ${e.status} ${e.code} ${JSON.stringify(e.body).slice(0, 200)}`);
      await fake.close();
      await db.drop();
    }
  }
  for (const processes of options.processes) {
    const ok = rows.filter((r) => r.processes === processes && r.ackP95 < TARGET_P95_MS);
    const best = ok.sort((a, b) => b.clicksPerSecond - a.clicksPerSecond)[0];
    console.log(
      best
        ? `${processes} process(es): sustains ${best.clicksPerSecond} clicks/s with ack p95 ${best.ackP95} ms < ${TARGET_P95_MS} ms (${best.games} games at once)`
        : `${processes} process(es): no load tried kept ack p95 under ${TARGET_P95_MS} ms`,
    );
  }
  console.log(
    JSON.stringify({
      bench: 'shards',
      shardsPerProcess: options.shardsPerProcess,
      seconds: options.seconds,
      rows,
      errors,
    }),
  );
  return errors === 0 ? 0 : 1;
}
