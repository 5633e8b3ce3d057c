// The one mapping from database rows to a Game, for Prisma's rows and for the rows the
// hot-path SQL statement returns.
import { failure, parseState, type Result } from '../engine/index.ts';
import type { GameState } from '../engine/types.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Game, GameStatus, Seat, SeatControl } from './types.ts';

export const withSeats = { seats: { orderBy: { seat: 'asc' } } } as const;
export type Row = Prisma.GameGetPayload<{ include: { seats: true } }>;

/** The stored state parsed, or the reason it cannot be read. */
export function readState(row: { state: unknown; status: GameStatus }): Result<{ state: GameState | null }, 'BROKEN'> {
  if (row.state === null || row.state === undefined || row.status === 'broken') return { ok: true, state: null };
  const parsed = parseState(row.state);
  if (!parsed.ok) return failure('BROKEN', `stored state is unreadable: ${parsed.detail.slice(0, 500)}`);
  return { ok: true, state: parsed.state };
}

export function shape(row: Row, state: GameState | null): Game {
  return {
    id: row.id,
    guildId: row.guildId,
    channelId: row.channelId,
    hostId: row.hostId,
    status: row.status,
    variant: row.variant,
    playerCount: row.playerCount,
    turnSeconds: row.turnSeconds ?? null,
    threadId: row.threadId ?? null,
    threadRefusal: row.threadRefusal ?? null,
    state,
    seed: row.seed,
    version: row.version,
    moveCount: row.moveCount,
    seats: row.seats.map((s): Seat => ({
      seat: s.seat,
      userId: s.userId,
      displayName: s.displayName,
      joinedAt: new Date(s.joinedAt),
      botLevel: s.botLevel ?? null,
      control: (s.control ?? 'player') as SeatControl,
      autoTurns: s.autoTurns ?? 0,
    })),
    messages: (row.messages ?? {}) as Record<string, string>,
    brokenReason: row.brokenReason,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    startedAt: row.startedAt && new Date(row.startedAt),
    finishedAt: row.finishedAt && new Date(row.finishedAt),
    stallRound: row.stallRound ?? null,
    endVotes: Array.isArray(row.endVotes) ? (row.endVotes as number[]) : [],
    endedBy: row.endedBy === 'agreement' ? 'agreement' : null,
    clockEndsAt: row.clockEndsAt ? new Date(row.clockEndsAt) : null,
    locale: row.locale ?? 'en',
    invited: Array.isArray(row.invited) ? (row.invited as string[]) : [],
    tournament:
      row.tournamentId && row.tournamentRound !== null && row.tournamentTable !== null
        ? { id: row.tournamentId, round: row.tournamentRound, table: row.tournamentTable }
        : null,
  };
}
