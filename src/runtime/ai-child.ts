// The AI in its own process (AiHost with isolation 'process', src/runtime/ai-host.ts): answers
// requests one at a time over the IPC channel. Once its code is loaded it lowers the whole process's
// CPU priority to the lowest (nice 19: the search and its garbage collector's threads), so a search
// never takes the CPU from the bot; loading first at normal priority keeps a busy machine from
// starving its start (seconds at nice 19 under load), which would hold up the first bot move.
import { setPriority } from 'node:os';
import { answer, type AiRequest } from './ai-service.ts';

const LOWEST_PRIORITY = 19;
try {
  setPriority(LOWEST_PRIORITY);
} catch (error) {
  // Not allowed here (some containers): one search at a time still leaves a core to the bot.
  console.error(`azul-ai: could not lower the AI process priority: ${(error as Error).message}`);
}

process.on('message', (m: AiRequest) => {
  const reply = answer(m);
  // Closed meanwhile (the bot stopping): nobody to answer.
  if (process.connected) process.send?.(reply, undefined, {}, () => undefined);
});
// The parent gone (even SIGKILLed): nothing left to answer.
process.on('disconnect', () => process.exit(0));
