// The AI in a worker thread of the bot (AiHost with isolation 'thread', the default,
// src/runtime/ai-host.ts): answers requests one at a time. Once its code is loaded it lowers its own
// thread's CPU priority to the lowest: on Linux a nice value belongs to a thread, and
// setpriority(PRIO_PROCESS) given a thread's id changes that thread alone, so the bot's event loop
// keeps its priority. It first tells the host its thread id and whether the nice value was set.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { answer, type AiRequest } from './ai-service.ts';

export type WorkerHello = { hello: { tid: number | null; niced: boolean; why?: string } };

const LOWEST_PRIORITY = 19;

/** This thread's kernel id ('/proc/thread-self' links to '<pid>/task/<tid>'); null off Linux. */
function ownThreadId(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

function lowerOwnPriority(tid: number | null): WorkerHello['hello'] {
  // Elsewhere a pid names the whole process: leave the priority alone rather than slow the bot.
  if (tid === null) return { tid, niced: false, why: 'per-thread priority needs Linux' };
  try {
    setPriority(tid, LOWEST_PRIORITY);
    return { tid, niced: true };
  } catch (error) {
    // Not allowed here (some containers): one search at a time still leaves a core to the bot.
    return { tid, niced: false, why: (error as Error).message };
  }
}

const port = parentPort!;
port.postMessage({ hello: lowerOwnPriority(ownThreadId()) } satisfies WorkerHello);
port.on('message', (m: AiRequest) => port.postMessage(answer(m)));
