// A worker thread lowering its own CPU priority to the lowest: on Linux a nice value belongs to a
// thread, and setpriority(PRIO_PROCESS) given a thread's id changes that thread alone, so the bot's
// event loop keeps its priority (the AI's thread, and a puzzle search's).
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

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

/** Lowers the calling thread's priority; says whether it could. */
export function lowerOwnPriority(tid: number | null = ownThreadId()): WorkerHello['hello'] {
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
