// `azul bench --wake [--jobs N] [--gap-ms G]`: how soon a job written by one process starts in
// another's outbox worker. Two processes on a fresh Postgres database: this one writes N jobs, one
// statement each, about G ms apart (at random: 0 to 2G); a spawned one runs a worker set up as the
// bot's (bench-wake-worker.ts) and reports when each job starts. Measured from each write's commit
// (its answer to the writer) to the job's start, p50/p95/max, first with the database's wake-ups,
// then with the worker polling alone (notifications off: the outbox before them), as a ratio; and
// that each job ran once.
//
// Postgres: TEST_DATABASE_URL's or DATABASE_URL's server (default the local one), a database of its
// own, dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import type { WakeWorkerMessage } from './bench-wake-worker.ts';
import { openStore } from '../store/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The worker's entry beside this file: compiled (dist/) as it is, the sources through tsx. */
const COMPILED = import.meta.url.endsWith('.js');
const WORKER = fileURLToPath(new URL(`./bench-wake-worker.${COMPILED ? 'js' : 'ts'}`, import.meta.url));

/** Milliseconds since the epoch, to the microsecond: comparable with the worker process's. */
const preciseNow = () => performance.timeOrigin + performance.now();

interface Options {
  jobs: number;
  gapMs: number;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { jobs: 200, gapMs: 25 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === '--jobs' && Number.isInteger(n) && n >= 1 && n <= 100_000) options.jobs = n;
    else if (flag === '--gap-ms' && Number.isFinite(n) && n >= 0 && n <= 10_000) options.gapMs = n;
    else return `bench --wake: unknown or bad option ${flag ?? ''} ${value ?? ''}`.trim();
  }
  return options;
}

interface Run {
  mode: 'notify' | 'poll';
  started: number;
  twice: number;
  p50: number;
  p95: number;
  max: number;
  /** The worker's reads of what is claimable while the jobs were written and run. */
  reads: number;
}

/** The worker in its own process; resolves once it is ready (listening, for `notify`). */
async function spawnWorker(url: string, mode: Run['mode'], onMessage: (m: WakeWorkerMessage) => void) {
  const child: ChildProcess = spawn(process.execPath, [...(COMPILED ? [] : ['--import', 'tsx']), WORKER, url, mode], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: WakeWorkerMessage) => {
      if (m.kind === 'ready') resolve();
      onMessage(m);
    });
    void exit.then(() => reject(new Error(`bench --wake: the ${mode} worker exited before it was ready`)));
  });
  return {
    async stop(): Promise<void> {
      child.send({ kind: 'stop' });
      await exit;
    },
  };
}

async function measure(url: string, mode: Run['mode'], options: Options): Promise<Run> {
  const committed = new Map<number, number>();
  const started = new Map<number, number[]>();
  let reads = 0;
  const worker = await spawnWorker(url, mode, (m) => {
    if (m.kind === 'started') started.set(m.n, [...(started.get(m.n) ?? []), m.at]);
    if (m.kind === 'stopped') reads = m.reads;
  });
  const writer = new pg.Client({ connectionString: url });
  await writer.connect();
  try {
    for (let n = 0; n < options.jobs; n++) {
      await writer.query(
        `INSERT INTO "jobs" ("kind", "data", "ordered") VALUES ('bench-wake', jsonb_build_object('n', $1::int), false)`,
        [n],
      );
      committed.set(n, preciseNow());
      await new Promise((r) => setTimeout(r, Math.random() * 2 * options.gapMs));
    }
    const deadline = Date.now() + 30_000;
    while (started.size < options.jobs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  } finally {
    await writer.end();
    await worker.stop();
  }
  const latencies = [...committed].flatMap(([n, at]) => (started.has(n) ? [started.get(n)![0]! - at] : []));
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    mode,
    started: started.size,
    twice: [...started.values()].filter((t) => t.length > 1).length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    reads,
  };
}

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(`${options}\nusage: azul bench --wake [--jobs N] [--gap-ms G]`);
    return 2;
  }
  const db = await createScratchDatabase('wake');
  try {
    // The database's tables and trigger, as the bot's start would make them.
    await (await openStore({ databaseUrl: db.url })).close();
    const notify = await measure(db.url, 'notify', options);
    const poll = await measure(db.url, 'poll', options);
    const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    for (const r of [notify, poll]) {
      console.log(
        `${r.mode === 'notify' ? 'woken by the database' : 'polling alone (before)'}: ${r.started}/${options.jobs} started, ` +
          `${r.twice} twice; commit -> start p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms; ${r.reads} reads of what is claimable`,
      );
    }
    console.log(`woken / polling: p50 ${ratio(notify.p50, poll.p50)}x, p95 ${ratio(notify.p95, poll.p95)}x`);
    console.log(
      JSON.stringify({
        bench: 'wake',
        jobs: options.jobs,
        gapMs: options.gapMs,
        notify,
        poll,
        ratioP50: ratio(notify.p50, poll.p50),
        ratioP95: ratio(notify.p95, poll.p95),
      }),
    );
    const whole = (r: Run) => r.started === options.jobs && r.twice === 0;
    return whole(notify) && whole(poll) ? 0 : 1;
  } finally {
    await db.drop();
  }
}
