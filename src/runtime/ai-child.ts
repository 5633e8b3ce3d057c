// The AI's own process (started by AiHost, src/runtime/ai-host.ts): answers chooseMove, hint and
// reviewMove requests one at a time over the IPC channel. Once its code is loaded it lowers its own CPU
// priority to the lowest (nice 19), so a search never takes the CPU from the bot's event loop,
// rendering or database work; loading first at normal priority keeps a busy machine from starving
// its start (seconds at nice 19 under load), which would hold up the first bot move.
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chooseMove, hint } from '../ai/index.ts';
import type { GameRecord } from '../engine/core.ts';
import { analyseMove, prepareReview, type PreparedGame, type ReviewBudget } from '../review/index.ts';

const LOWEST_PRIORITY = 19;
try {
  setPriority(LOWEST_PRIORITY);
} catch (error) {
  // Not allowed here (some containers): one search at a time still leaves a core to the bot.
  console.error(`azul-ai: could not lower the AI process priority: ${(error as Error).message}`);
}

type Request =
  | { id: number; kind: 'chooseMove' | 'hint'; state: never; options: { useClock?: boolean } & Record<string, unknown> }
  | { id: number; kind: 'reviewMove'; state: null; options: { record: GameRecord; index: number; budget: ReviewBudget } };

/** The game a review is going through (asked for move after move): replayed once, not at every move. */
let reviewing: { key: string; game: PreparedGame } | null = null;

function reviewMove({ record, index, budget }: { record: GameRecord; index: number; budget: ReviewBudget }) {
  const key = JSON.stringify(record);
  if (reviewing?.key !== key) {
    const prepared = prepareReview(record);
    if (!prepared.ok) throw new Error(prepared.error);
    reviewing = { key, game: prepared.game };
  }
  return analyseMove(reviewing.game, index, { budget });
}

function answerTo(m: Request): unknown {
  if (m.kind === 'reviewMove') return reviewMove(m.options);
  const { useClock = true, ...rest } = m.options;
  const options = { ...rest, ...(useClock ? { now: () => performance.now() } : {}) } as never;
  return m.kind === 'hint' ? hint(m.state, options) : chooseMove(m.state, options);
}

process.on('message', (m: Request) => {
  let answer: unknown;
  try {
    answer = { id: m.id, result: answerTo(m) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    answer = { id: m.id, error: { name: e.name, message: e.message } };
  }
  // Closed meanwhile (the bot stopping): nobody to answer.
  if (process.connected) process.send?.(answer, undefined, {}, () => undefined);
});
// The parent gone (even SIGKILLed): nothing left to answer.
process.on('disconnect', () => process.exit(0));
