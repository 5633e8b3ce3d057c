// The players as every view shows them: who they are (a person's name, a bot's level: a view
// names them in its language with `nameOf`), the user id to mention (people only: a bot is named,
// never mentioned) and who plays the seat now.
import { namedActor, parseActorId, type Named } from '../../actor.ts';
import { SEAT_COLORS } from '../../render/palette.ts';
import type { Game, Seat } from '../../store/types.ts';
import { onAutopilot } from '../seats.ts';

export interface PlayerRef {
  seat: number;
  /** Whom to name: `nameOf(words, named)` says it in a language. */
  named: Named;
  /** A person's Discord user id (mentioned, pinged); null for a bot. */
  userId: string | null;
  /** Who plays the seat now: its person, a bot, the autopilot for a while or for good, or nobody (they left). */
  playedBy: 'person' | 'bot' | 'autopilot' | 'left';
  /** A bot's level and which bot of that level it is. */
  bot: { level: string; nth: number } | null;
  /** The seat's color in the images (0xRRGGBB), for the messages about its turn. */
  accent: number;
}

export function playerRef(seat: Seat): PlayerRef {
  const actor = parseActorId(seat.userId);
  const bot = seat.botLevel !== null ? { level: seat.botLevel, nth: actor.kind === 'bot' ? actor.nth : 1 } : null;
  const playedBy = bot ? 'bot' : seat.control === 'left' ? 'left' : onAutopilot(seat) ? 'autopilot' : 'person';
  return {
    seat: seat.seat,
    named: namedSeat(seat),
    userId: bot ? null : seat.userId,
    playedBy,
    bot,
    accent: seatAccent(seat.seat),
  };
}

/** A seat's color as the images draw it, as Discord's accent colors are written (0xRRGGBB). */
export function seatAccent(seat: number): number {
  return Number.parseInt(SEAT_COLORS[seat % SEAT_COLORS.length]!.slice(1), 16);
}

export function playersOf(game: Game): PlayerRef[] {
  return game.seats.map(playerRef);
}

/** Who sits in a seat, to be named (a bot by its level and number at the table). */
export function namedSeat(seat: Pick<Seat, 'userId' | 'displayName'>): Named {
  return namedActor(seat.userId, seat.displayName);
}

/** Who sits in each seat, by seat (for move sentences and images). */
export function namesOf(game: Game): Named[] {
  return game.seats.map(namedSeat);
}

/** The people to ping or thank: persons only, in seat order. */
export function peopleOf(players: PlayerRef[]): string[] {
  return players.flatMap((p) => (p.userId ? [p.userId] : []));
}

/** What every message about a game needs to name it and draw its buttons. */
export interface GameRef {
  gameId: string;
  version: number;
  guildId: string | null;
  channelId: string;
  /** Where it is played: its thread, or its channel. */
  playChannelId: string;
  threadId: string | null;
  variant: Game['variant'];
  turnSeconds: number | null;
}

export function refOf(game: Game): GameRef {
  return {
    gameId: game.id,
    version: game.version,
    guildId: game.guildId,
    channelId: game.channelId,
    playChannelId: game.threadId ?? game.channelId,
    threadId: game.threadId,
    variant: game.variant,
    turnSeconds: game.turnSeconds,
  };
}
