// The AI in a worker thread of the bot (AiHost with isolation 'thread', the default,
// src/runtime/ai-host.ts): answers requests one at a time. Once its code is loaded it lowers its own
// thread's CPU priority to the lowest: on Linux a nice value belongs to a thread, and
// setpriority(PRIO_PROCESS) given a thread's id changes that thread alone, so the bot's event loop
// keeps its priority. It first tells the host its thread id and whether the nice value was set.
import { parentPort } from 'node:worker_threads';
import { answer, type AiRequest } from './ai-service.ts';
import { lowerOwnPriority, type WorkerHello } from './thread-priority.ts';

export type { WorkerHello };

const port = parentPort!;
port.postMessage({ hello: lowerOwnPriority() } satisfies WorkerHello);
port.on('message', (m: AiRequest) => port.postMessage(answer(m)));
