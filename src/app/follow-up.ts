// What a saved change brings along, decided in one place: the outcome for the event log, the
// job that shows it, and what must happen next without anyone clicking: an AI turn when the
// next seat is a bot (or on autopilot), or the turn clock and its reminder when a person is to
// act in a game with a clock; a finished game's rating; a tournament game's end, which may end its
// round. All of it is saved in the same transaction as the change.
import { scaled } from '../clock.ts';
import type { Effects, Game, JobInput } from '../store/types.ts';
import { job, type TurnJob } from './jobs.ts';
import type { Outcome } from './outcome.ts';
import { isAutomated, seatToAct } from './seats.ts';
import { tournamentJob } from './tournament-jobs.ts';

/**
 * The effects of a change that leaves `after` (the game as it will be once saved, at `version`).
 * `now` is when the change is saved: a new turn's clock starts then. `before`: the game as it was;
 * when the same person is still to act in the same turn (someone else left or came back, or a
 * gray-wall tiling goes on placing), their clock keeps running from where it was, not anew.
 * `resumeClockAt`: the clock of a turn given back (undo) runs out then.
 */
export function followUps(
  after: Game,
  version: number,
  moveCount: number,
  outcome: Outcome,
  options: { before?: Game; now?: number; resumeClockAt?: Date } = {},
): Effects {
  const now = options.now ?? Date.now();
  const jobs: JobInput[] = [];
  // Rated before its results are shown (both written now; the rating is not held up by them).
  if (after.status === 'finished') jobs.push(job('rate-game', { finished: true }, { unordered: true }));
  // Its review: minutes of analysis in a lane of its own (src/jobs/worker.ts), holding up none of the game's jobs.
  if (after.status === 'finished') jobs.push(job('review-game', { finished: true }, { unordered: true }));
  jobs.push(job('present', { version, moveCount, outcome }));
  // A tournament's game that ended: the round may be over (the job pairs the next one when it is).
  if (after.tournament && (after.status === 'finished' || after.status === 'cancelled'))
    jobs.push(tournamentJob('tournament-advance', { tournamentId: after.tournament.id }));
  const seat = seatToAct(after);
  let clockEndsAt: Date | null = null;
  if (seat) {
    const turn: TurnJob = { version, seat: seat.seat };
    if (isAutomated(seat)) {
      jobs.push(job('ai-turn', turn));
    } else if (after.turnSeconds) {
      const half = scaled((after.turnSeconds * 1000) / 2);
      // `resumeClockAt`: a turn given back (undo) runs on the clock it had.
      const running =
        options.resumeClockAt ??
        (options.before && sameTurn(options.before, after) ? options.before.clockEndsAt : null);
      clockEndsAt = running ?? new Date(now + 2 * half);
      // A reminder whose time has passed was sent already (or its turn began with too little time).
      const remindAt = clockEndsAt.getTime() - half;
      if (!running || remindAt > now)
        jobs.push(job('turn-reminder', turn, { runAt: new Date(Math.max(now, remindAt)), unordered: true }));
      jobs.push(job('turn-clock', turn, { runAt: clockEndsAt, unordered: true }));
    }
  }
  return { events: [{ kind: outcome.kind, data: outcome }], jobs, clockEndsAt };
}

/**
 * The person to act in `after` is still in the turn they had in `before`: no move was made (a seat
 * changed hands elsewhere), or they go on placing tiles in the same gray-wall tiling.
 */
function sameTurn(before: Game, after: Game): boolean {
  const was = seatToAct(before);
  const is = seatToAct(after);
  if (!was || !is || was.seat !== is.seat || isAutomated(was) || !before.state || !after.state) return false;
  if (before.moveCount === after.moveCount) return true;
  return before.state.phase === 'wall' && after.state.phase === 'wall' && before.state.round === after.state.round;
}
