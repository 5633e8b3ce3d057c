// Preloaded into the bot process by `azul bench --soak` (node --import): answers the benchmark's
// "sample" message over the IPC channel with the process's own memory and the event-loop lag since
// the last sample. It changes nothing else of the bot. With node's --expose-gc, the heap is measured
// after a full collection, so the numbers are what the process holds, not garbage not yet collected.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface SoakSample {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** Event-loop delay since the previous sample, milliseconds. */
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
}

const MB = 1024 * 1024;
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

const round = (n: number) => Math.round(n * 10) / 10;

process.on('message', (message: unknown) => {
  if ((message as { soakProbe?: string })?.soakProbe !== 'sample') return;
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const sample: SoakSample = {
    rssMb: round(memory.rss / MB),
    heapUsedMb: round(memory.heapUsed / MB),
    externalMb: round(memory.external / MB),
    lagP50Ms: round(lag.percentile(50) / 1e6),
    lagP99Ms: round(lag.percentile(99) / 1e6),
    lagMaxMs: round(lag.max / 1e6),
  };
  lag.reset();
  process.send?.({ soakSample: sample });
});
// The channel must not keep the bot alive: it ends as it always does.
process.channel?.unref();
