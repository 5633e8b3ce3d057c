// What the AI's process or thread does with a request (src/runtime/ai-host.ts): a move, a hint or
// one move of a game's review, answered with its result or the error's name and message. Shared by
// both entry points (ai-child.ts, ai-worker.ts), which only carry the messages.
import { performance } from 'node:perf_hooks';
import { chooseMove, hint } from '../ai/index.ts';
import type { GameRecord, GameState } from '../engine/core.ts';
import { analyseMove, prepareReview, type PreparedGame, type ReviewBudget } from '../review/index.ts';

export type AiRequest =
  | {
      id: number;
      kind: 'chooseMove' | 'hint';
      state: GameState;
      options: { useClock?: boolean } & Record<string, unknown>;
    }
  | {
      id: number;
      kind: 'reviewMove';
      state: null;
      options: { record: GameRecord; index: number; budget: ReviewBudget };
    };

export type AiAnswer = { id: number; result?: unknown; error?: { name: string; message: string } };

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

function resultOf(m: AiRequest): unknown {
  if (m.kind === 'reviewMove') return reviewMove(m.options);
  const { useClock = true, ...rest } = m.options;
  const options = { ...rest, ...(useClock ? { now: () => performance.now() } : {}) } as never;
  return m.kind === 'hint' ? hint(m.state, options) : chooseMove(m.state, options);
}

/** The answer to one request; a search that throws is answered with its error, never thrown. */
export function answer(m: AiRequest): AiAnswer {
  try {
    return { id: m.id, result: resultOf(m) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { id: m.id, error: { name: e.name, message: e.message } };
  }
}
