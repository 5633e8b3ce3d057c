// Who plays each seat: a person, an AI opponent (a bot seat), or the autopilot standing in
// for a person who ran out of time or left. The app asks these before every turn; views get
// them through the view model (src/app/view-model), never by reading seats themselves.
import { makeActorId } from '../actor.ts';
import type { Level } from '../ai/index.ts';
import { isLevel } from '../ai/index.ts';
import type { Game, Seat } from '../store/types.ts';

/** The AI level the autopilot plays at for a person. */
export const AUTOPILOT_LEVEL: Level = 'medium';

/** Turns in a row on autopilot after which the seat stays on autopilot until its person comes back. */
export const AUTOPILOT_AFTER = 2;

export function isBot(seat: Seat | undefined): boolean {
  return !!seat && seat.botLevel !== null;
}

/** The seat is played by the AI now (a bot, or a person's seat on autopilot or left). */
export function isAutomated(seat: Seat | undefined): boolean {
  return !!seat && (seat.botLevel !== null || seat.control !== 'player');
}

/**
 * A person's seat the autopilot plays for now: on autopilot for good, or for the turns their clock
 * ran out (they are back in control with their next click, or with "Take my seat back").
 */
export function onAutopilot(seat: Seat | undefined): boolean {
  return (
    !!seat && seat.botLevel === null && seat.control !== 'left' && (seat.control === 'autopilot' || seat.autoTurns > 0)
  );
}

/** The level that plays an automated seat. */
export function levelOf(seat: Seat): Level {
  return seat.botLevel !== null && isLevel(seat.botLevel) ? seat.botLevel : AUTOPILOT_LEVEL;
}

/** Who made a move in a seat, as the move log stores it (src/actor.ts). */
export function actorOfSeat(seat: Seat, by: 'player' | 'bot' | 'autopilot'): string {
  return by === 'autopilot' ? makeActorId({ kind: 'autopilot', userId: seat.userId }) : seat.userId;
}

/** People still at the table (not bots, not gone). */
export function peopleSeated(game: Game): Seat[] {
  return game.seats.filter((s) => s.botLevel === null && s.control !== 'left');
}

/** The seat to act now, if the game is running. */
export function seatToAct(game: Game): Seat | undefined {
  if (game.status !== 'active' || !game.state || game.state.phase === 'over') return undefined;
  return game.seats[game.state.current];
}

/** A person (not a bot, not the autopilot) is to act: their turn message is due. */
export function personToAct(game: Game): boolean {
  const seat = seatToAct(game);
  return !!seat && !isAutomated(seat);
}

/** The seat a user sits in, or -1. */
export function seatOf(game: Game, userId: string): number {
  return game.seats.find((s) => s.userId === userId)?.seat ?? -1;
}

/** Whether a click or command in `channelId` is at this game's table: its channel, or the thread it is played in. */
export function inGameChannel(game: Game, channelId: string): boolean {
  return channelId === game.channelId || channelId === game.threadId;
}

/** Where the game is played: its thread, or its channel when it has none. */
export function playChannelOf(game: Game): string {
  return game.threadId ?? game.channelId;
}
