// The outbox handlers that play turns without a click: a bot's (or an autopilot seat's) turn
// right after the move before it, and a person's turn when their clock runs out. Each acts only
// if the game is still at the version the job was written for, so a click that wins the race
// makes the job a no-op, and a job run twice (after a crash) plays once.
import type { JobHandler } from '../jobs/worker.ts';
import type { JobRow } from '../store/types.ts';
import { AI_TURN_JOB, CLOCK_JOB, type TurnJob } from './follow-up.ts';
import type { Games, MovePicker } from './games.ts';

/** Failures that mean "nothing to do any more", not "try again". */
const SETTLED = new Set(['STALE', 'CONFLICT', 'NOT_BOT_TURN', 'NOT_ACTIVE', 'NOT_FOUND', 'BROKEN', 'NO_GAME']);

export function turnJobHandlers(games: Games, pick: MovePicker): Record<string, JobHandler> {
  const play = (reason: 'turn' | 'timeout') => async (job: JobRow) => {
    const data = job.data as TurnJob;
    if (!job.gameId || typeof data?.version !== 'number') return;
    const played = await games.playAuto(job.gameId, data.version, reason, pick);
    if (!played.ok && !SETTLED.has(played.error)) throw new Error(`${reason} move failed: ${played.message}`);
  };
  return { [AI_TURN_JOB]: play('turn'), [CLOCK_JOB]: play('timeout') };
}
