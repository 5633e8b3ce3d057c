// What a saved change brings along, decided in one place: the outcome for the event log, the
// job that shows it, and what must happen next without anyone clicking: an AI turn when the
// next seat is a bot (or on autopilot), or the turn clock and its reminder when a person is to
// act in a game with a clock. All of it is saved in the same transaction as the change.
import { scaled } from '../clock.ts';
import type { Effects, Game, JobInput } from '../store/types.ts';
import type { Outcome } from './outcome.ts';
import { isAutomated, seatToAct } from './seats.ts';

export const PRESENT_JOB = 'present';
export const AI_TURN_JOB = 'ai-turn';
export const CLOCK_JOB = 'turn-clock';
export const REMINDER_JOB = 'turn-reminder';

/** A present job's data: the outcome and the game version it produced. */
export interface PresentJob {
  version: number;
  /** Moves in the log once the change was saved (to draw the table as it was then). */
  moveCount: number;
  outcome: Outcome;
}

/** An AI turn, a turn clock or a reminder: acts only while the game is still at `version`. */
export interface TurnJob {
  version: number;
  seat: number;
}

/**
 * The effects of a change that leaves `after` (the game as it will be once saved, at `version`).
 * `now` is when the change is saved: the clock starts then.
 */
export function followUps(after: Game, version: number, moveCount: number, outcome: Outcome, now = Date.now()): Effects {
  const jobs: JobInput[] = [{ kind: PRESENT_JOB, data: { version, moveCount, outcome } satisfies PresentJob }];
  const seat = seatToAct(after);
  if (seat) {
    const turn: TurnJob = { version, seat: seat.seat };
    if (isAutomated(seat)) {
      jobs.push({ kind: AI_TURN_JOB, data: turn });
    } else if (after.turnSeconds) {
      const ms = after.turnSeconds * 1000;
      jobs.push({ kind: REMINDER_JOB, data: turn, runAt: new Date(now + scaled(ms / 2)), timer: true });
      jobs.push({ kind: CLOCK_JOB, data: turn, runAt: new Date(now + scaled(ms)), timer: true });
    }
  }
  return { events: [{ kind: outcome.kind, data: outcome }], jobs };
}

/** When the clock of the turn that starts at `startedAt` runs out (for the turn message). */
export function clockEndsAt(game: Game, startedAt: Date): Date | null {
  return game.turnSeconds ? new Date(startedAt.getTime() + scaled(game.turnSeconds * 1000)) : null;
}
