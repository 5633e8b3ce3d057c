// The AiThread's worker: answers chooseMove / hint requests in order.
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { chooseMove, hint } from './index.ts';

const port = parentPort!;
port.on('message', (m: { id: number; kind: 'chooseMove' | 'hint'; state: never; options: { useClock?: boolean } & Record<string, unknown> }) => {
  try {
    const { useClock = true, ...rest } = m.options;
    const options = { ...rest, ...(useClock ? { now: () => performance.now() } : {}) } as never;
    const result = m.kind === 'hint' ? hint(m.state, options) : chooseMove(m.state, options);
    port.postMessage({ id: m.id, result });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: m.id, error: { name: e.name, message: e.message } });
  }
});
