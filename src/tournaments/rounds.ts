// The next round of a tournament, whatever its format: a pure function of its set-up (entrants,
// seed), the rounds played and who withdrew, so the same tournament always pairs the same way,
// after a restart or in another process, and a test can replay it.
import { eliminationPairing, eliminationRounds } from './elimination.ts';
import { roundRobinPairing, roundRobinSchedule } from './round-robin.ts';
import { swissPairing } from './swiss.ts';
import type { Pairing, TournamentRecord, TournamentSetup } from './types.ts';

/** Swiss rounds one may ask for. */
export const SWISS_ROUNDS = { min: 1, max: 15 } as const;

/** How many rounds the tournament will play (an elimination: if nobody withdraws). */
export function plannedRounds(setup: TournamentSetup): number {
  switch (setup.format) {
    case 'swiss':
      return setup.rounds;
    case 'round-robin':
      return roundRobinSchedule(setup).length;
    case 'elimination':
      return eliminationRounds(setup.entrants.length, setup.tableSize);
  }
}

/** The next round to play, or null when the tournament is over (its last round played, or too few left to play). */
export function nextPairing(record: TournamentRecord): Pairing | null {
  const { setup, rounds } = record;
  const withdrawn = new Set(record.withdrawn);
  const active = setup.entrants.filter((e) => !withdrawn.has(e.id));
  const round = rounds.length + 1;
  let pairing: Pairing | null;
  switch (setup.format) {
    case 'swiss':
      pairing = round > setup.rounds || active.length < 2 ? null : swissPairing(setup, rounds, active);
      break;
    case 'round-robin':
      pairing = round > plannedRounds(setup) || active.length < 2 ? null : roundRobinPairing(setup, round, withdrawn);
      break;
    case 'elimination':
      pairing = eliminationPairing(setup, rounds, withdrawn);
      break;
  }
  // A round with no game at all (everyone left sits out) is no round.
  return pairing && pairing.tables.length > 0 ? pairing : null;
}

/** Why a set-up cannot be played, or null. */
export function setupProblem(setup: TournamentSetup): 'TOO_FEW_ENTRANTS' | 'BAD_ROUNDS' | 'DUPLICATE_ENTRANT' | null {
  if (new Set(setup.entrants.map((e) => e.id)).size !== setup.entrants.length) return 'DUPLICATE_ENTRANT';
  if (setup.entrants.length < 2) return 'TOO_FEW_ENTRANTS';
  if (
    setup.format === 'swiss' &&
    (!Number.isInteger(setup.rounds) || setup.rounds < SWISS_ROUNDS.min || setup.rounds > SWISS_ROUNDS.max)
  )
    return 'BAD_ROUNDS';
  return null;
}
