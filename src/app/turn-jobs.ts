// The outbox handlers that play turns without a click: a bot's (or an autopilot seat's) turn
// right after the move before it, and a person's turn when their clock runs out. Each acts only
// if the game is still at the version the job was written for, so a click that wins the race
// makes the job a no-op, and a job run twice (after a crash) plays once.
import type { AppError } from './errors.ts';
import type { JobHandlers, TypedJob } from './jobs.ts';
import type { MovePicker, Play } from './play.ts';
import type { GameReads } from './reads.ts';
import type { SeatChanges } from './seat-changes.ts';
import { isAutomated, seatToAct } from './seats.ts';

/** Failures that mean "nothing to do any more", not "try again". */
const SETTLED = new Set<AppError>([
  'STALE',
  'CONFLICT',
  'NOT_BOT_TURN',
  'NOT_ACTIVE',
  'NOT_FOUND',
  'BROKEN',
  'NO_GAME',
]);

/**
 * Whether a person is still in the server: true, false (they left), or null (cannot tell now).
 * Asked when their clock runs out, for bots that run without the Server Members intent.
 */
export type MembershipCheck = (guildId: string, userId: string) => Promise<boolean | null>;

export function turnJobHandlers(
  parts: { play: Play; reads: GameReads; seats: SeatChanges },
  pick: MovePicker,
  isMember?: MembershipCheck,
): Pick<JobHandlers, 'ai-turn' | 'turn-clock'> {
  const play = (reason: 'turn' | 'timeout') => async (job: TypedJob<'ai-turn'> | TypedJob<'turn-clock'>) => {
    if (reason === 'timeout' && isMember && (await leftTheServer(parts, job.gameId, job.data.version, isMember)))
      return;
    const played = await parts.play.playAuto(job.gameId, job.data.version, reason, pick);
    if (!played.ok && !SETTLED.has(played.error))
      throw new Error(`${reason} move failed: ${played.error} ${played.detail}`);
  };
  return { 'ai-turn': play('turn'), 'turn-clock': play('timeout') };
}

/**
 * The person whose clock ran out has left the server: their seat goes to the autopilot as if they
 * had left the game (the move that follows comes as the AI turn job this change writes).
 */
async function leftTheServer(
  parts: { reads: GameReads; seats: SeatChanges },
  gameId: string,
  version: number,
  isMember: MembershipCheck,
): Promise<boolean> {
  const found = await parts.reads.find(gameId);
  if (!found.ok || found.game.version !== version || !found.game.guildId) return false;
  const seat = seatToAct(found.game);
  if (!seat || isAutomated(seat) || (await isMember(found.game.guildId, seat.userId)) !== false) return false;
  const left = await parts.seats.leave(gameId, version, { id: seat.userId, name: seat.displayName }, 'left-server');
  return left.ok;
}
