// A game as the store returns it, for view tests: a given engine state (null: a lobby), seats
// with long display names, and whatever a test overrides.
import type { GameState } from '../../src/engine/types.ts';
import type { Game } from '../../src/store/types.ts';

export function gameOf(state: GameState | null, extra: Partial<Game> = {}): Game {
  const count = state?.playerCount ?? 2;
  const now = new Date();
  return {
    id: 'c0ffee1234567890abcdef12',
    guildId: '100000000000000001',
    channelId: '100000000000000002',
    hostId: '200000000000000000',
    status: state ? 'active' : 'lobby',
    variant: state?.variant ?? 'standard',
    playerCount: count,
    turnSeconds: null,
    threadId: null,
    threadRefusal: null,
    state,
    seed: 's',
    version: 7,
    moveCount: 0,
    seats: Array.from({ length: count }, (_, i) => ({
      seat: i,
      userId: `20000000000000000${i}`,
      displayName: `Player with a rather long display name ${i}`,
      joinedAt: now,
      botLevel: null,
      control: 'player' as const,
      autoTurns: 0,
    })),
    messages: {},
    brokenReason: null,
    createdAt: now,
    updatedAt: now,
    startedAt: now,
    finishedAt: null,
    stallRound: null,
    endVotes: [],
    endedBy: null,
    clockEndsAt: null,
    locale: 'en',
    invited: [],
    tournament: null,
    ...extra,
  };
}
