// The second process of `azul bench --wake` (bench-wake.ts spawns it): an outbox worker set up as the
// bot's, on the benchmark's database, reporting through its IPC channel when each job starts.
//   node --import tsx src/cli/bench-wake-worker.ts <postgres-url> notify|poll
import { JobWorker } from '../jobs/worker.ts';
import { BACKGROUND_JOBS, JOB_LANES } from '../runtime/job-lanes.ts';
import { openStore } from '../store/index.ts';

/** What the worker process tells the benchmark. */
export type WakeWorkerMessage =
  { kind: 'ready' } | { kind: 'started'; n: number; at: number } | { kind: 'stopped'; reads: number };

/** Milliseconds since the epoch, to the microsecond: comparable between two processes of one machine. */
const preciseNow = () => performance.timeOrigin + performance.now();

const quiet = { info() {}, warn() {}, error() {} };

async function main(url: string, mode: string): Promise<void> {
  const send = (m: WakeWorkerMessage) => process.send!(m);
  const store = await openStore({ databaseUrl: url, migrate: false });
  let reads = 0;
  const queue = Object.create(store.jobs) as typeof store.jobs;
  queue.claimable = () => (reads++, store.jobs.claimable());
  const worker = new JobWorker(
    queue,
    {
      'bench-wake': async (job) => {
        send({ kind: 'started', n: (job.data as { n: number }).n, at: preciseNow() });
      },
    },
    quiet,
    { lanes: JOB_LANES, background: BACKGROUND_JOBS, notifications: mode === 'notify' },
  );
  worker.start();
  if (mode === 'notify') {
    // Ready once the database's wake-ups reach this process.
    await new Promise<void>((resolve) => {
      const stop = store.jobs.subscribe({
        wake() {},
        listening: (on) => {
          if (!on) return;
          queueMicrotask(stop);
          resolve();
        },
      });
    });
  }
  const before = reads;
  send({ kind: 'ready' });
  process.on('message', (m: { kind: string }) => {
    if (m.kind !== 'stop') return;
    void (async () => {
      await worker.stop();
      await store.close();
      send({ kind: 'stopped', reads: reads - before });
      process.disconnect();
    })();
  });
}

const [url, mode] = process.argv.slice(2);
if (!url || (mode !== 'notify' && mode !== 'poll')) {
  console.error('usage: bench-wake-worker.ts <postgres-url> notify|poll');
  process.exit(2);
}
await main(url, mode);
