// Who plays each seat: a person, an AI opponent (a bot seat), or the autopilot standing in
// for a person who ran out of time or left. The app asks these before every turn.
import type { Level } from '../ai/index.ts';
import { isLevel } from '../ai/index.ts';
import type { Game, Seat } from '../store/types.ts';

/** The AI level the autopilot plays at for a person (issue: the `medium` level). */
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

/** The level that plays an automated seat. */
export function levelOf(seat: Seat): Level {
  return seat.botLevel !== null && isLevel(seat.botLevel) ? seat.botLevel : AUTOPILOT_LEVEL;
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
