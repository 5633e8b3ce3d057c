// The outbox handlers that play turns without a click: a bot's (or an autopilot seat's) turn
// right after the move before it, and a person's turn when their clock runs out. Each acts only
// if the game is still at the version the job was written for, so a click that wins the race
// makes the job a no-op, and a job run twice (after a crash) plays once.
import type { JobHandler } from '../jobs/worker.ts';
import type { JobRow } from '../store/types.ts';
import { AI_TURN_JOB, CLOCK_JOB, type TurnJob } from './follow-up.ts';
import type { Games, MovePicker } from './games.ts';
import { isAutomated, seatToAct } from './seats.ts';

/** Failures that mean "nothing to do any more", not "try again". */
const SETTLED = new Set(['STALE', 'CONFLICT', 'NOT_BOT_TURN', 'NOT_ACTIVE', 'NOT_FOUND', 'BROKEN', 'NO_GAME']);

/**
 * Whether a person is still in the server: true, false (they left), or null (cannot tell now).
 * Asked when their clock runs out, for bots that run without the Server Members intent.
 */
export type MembershipCheck = (guildId: string, userId: string) => Promise<boolean | null>;

export function turnJobHandlers(games: Games, pick: MovePicker, isMember?: MembershipCheck): Record<string, JobHandler> {
  const play = (reason: 'turn' | 'timeout') => async (job: JobRow) => {
    const data = job.data as TurnJob;
    if (!job.gameId || typeof data?.version !== 'number') return;
    if (reason === 'timeout' && isMember && (await leftTheServer(games, job.gameId, data.version, isMember))) return;
    const played = await games.playAuto(job.gameId, data.version, reason, pick);
    if (!played.ok && !SETTLED.has(played.error)) throw new Error(`${reason} move failed: ${played.message}`);
    // A person out of time for good no longer holds out on an open end vote.
    if (played.ok && reason === 'timeout' && played.after.status === 'active' && played.after.endVotes.length > 0) await games.settleEndVote(job.gameId);
  };
  return { [AI_TURN_JOB]: play('turn'), [CLOCK_JOB]: play('timeout') };
}

/**
 * The person whose clock ran out has left the server: their seat goes to the autopilot as if they
 * had left the game (the move that follows comes as the AI turn job this change writes).
 */
async function leftTheServer(games: Games, gameId: string, version: number, isMember: MembershipCheck): Promise<boolean> {
  const found = await games.find(gameId);
  if (!found.ok || found.game.version !== version || !found.game.guildId) return false;
  const seat = seatToAct(found.game);
  if (!seat || isAutomated(seat) || (await isMember(found.game.guildId, seat.userId)) !== false) return false;
  const left = await games.abandon(gameId, version, { id: seat.userId, name: seat.displayName }, 'left-server');
  return left.ok;
}
