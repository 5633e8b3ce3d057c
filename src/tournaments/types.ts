// What a tournament is made of, as plain data: the set-up fixed at the start (format, table size,
// entrants with the rating that seeds them, the seed), the rounds as paired and played, and who
// withdrew. The app stores these; the pairing and the standings are pure functions of them.

export const FORMATS = ['swiss', 'round-robin', 'elimination'] as const;
export type Format = (typeof FORMATS)[number];

export function isFormat(value: unknown): value is Format {
  return typeof value === 'string' && (FORMATS as readonly string[]).includes(value);
}

/** Seats per game at most: 2, 3 or 4 (pods of one seat fewer where the entrants do not divide evenly). */
export type TableSize = 2 | 3 | 4;

export function isTableSize(value: unknown): value is TableSize {
  return value === 2 || value === 3 || value === 4;
}

/** An entrant: a person's id and the rating that seeds them (higher is stronger). */
export interface Entrant {
  id: string;
  rating: number;
}

export interface TournamentSetup {
  format: Format;
  tableSize: TableSize;
  /** Swiss: the number of rounds asked for. Round-robin and elimination compute theirs (plannedRounds). */
  rounds: number;
  /** Every random choice of the tournament follows from it (the order of equals, the games' seeds). */
  seed: string;
  entrants: readonly Entrant[];
  /** Bots take the seats pods would leave empty: every table has `tableSize` seats and nobody sits out. */
  botsFill: boolean;
}

/** One game of a round: its people in seat order, and how many bot seats follow them. */
export interface Table {
  players: string[];
  bots: number;
}

/** A round as paired: its games (best placed first) and who sits it out. */
export interface Pairing {
  /** 1-based. */
  round: number;
  tables: Table[];
  /** Entrants without a game this round (a bye: worth the mean result of a game). */
  byes: string[];
}

/** One seat of a finished game. */
export interface SeatResult {
  /** The entrant's id; null for a bot's seat. */
  id: string | null;
  /** Final Azul score (bonuses included). */
  score: number;
  /** 1 = best; seats equal after the game's own tie-break share a place (1, 1, 3). */
  place: number;
}

/** A game's result, seat by seat (bots included: they take places too). */
export interface TableResult {
  seats: SeatResult[];
}

/** A round once every game of it has ended: `results[i]` is the result of `tables[i]`. */
export interface PlayedRound extends Pairing {
  results: TableResult[];
}

/** Everything the next pairing and the standings depend on. */
export interface TournamentRecord {
  setup: TournamentSetup;
  rounds: readonly PlayedRound[];
  /** Entrants who left the rest of the tournament: paired no more, their results kept. */
  withdrawn: readonly string[];
}
