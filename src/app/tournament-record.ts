// A stored tournament as the pure pairing and standings read it (src/tournaments): its set-up, each
// stored game's result, the rounds whose games have all ended; and the view the use cases and the view
// model share (the tournament, its rounds as paired, its games and that record).
import type { TournamentGameRow, TournamentRow } from '../store/tournaments.ts';
import {
  tableResultOf,
  type Format,
  type Pairing,
  type PlayedRound,
  type TableSize,
  type TournamentRecord,
} from '../tournaments/index.ts';

export interface TournamentView {
  tournament: TournamentRow;
  rounds: { round: number; pairing: Pairing; finished: boolean }[];
  games: TournamentGameRow[];
  record: TournamentRecord;
}

/** A tournament's game is over: played to its end, or cancelled. */
export function isOver(status: string): boolean {
  return status === 'finished' || status === 'cancelled';
}

/** The pure set-up of a stored tournament. */
export function setupOf(t: TournamentRow) {
  return {
    format: t.format as Format,
    tableSize: t.tableSize as TableSize,
    rounds: t.rounds,
    seed: t.seed,
    entrants: t.entrants.map((e) => ({ id: e.userId, rating: e.rating })),
    botsFill: t.botsFill,
  };
}

/**
 * A stored game's result as the tournament takes it (bots' seats have no id; a cancelled game: shared
 * first place).
 */
export function resultOf(g: TournamentGameRow) {
  const ids = g.seats.map((s) => (s.botLevel !== null ? null : s.userId));
  return tableResultOf(
    ids,
    g.results && g.status === 'finished'
      ? g.results.map((r, seat) => ({ ...r, left: g.seats[seat]?.control === 'left' }))
      : null,
  );
}

/** What the pairing and the standings read: the rounds whose games have all ended, with their results. */
export function recordOf(
  t: TournamentRow,
  rounds: readonly { round: number; pairing: Pairing }[],
  games: readonly TournamentGameRow[],
): TournamentRecord {
  const played: PlayedRound[] = [];
  for (const r of rounds) {
    const mine = r.pairing.tables.map((_, i) => games.find((g) => g.round === r.round && g.table === i + 1));
    if (mine.some((g) => !g || !isOver(g.status))) break;
    played.push({ ...r.pairing, results: mine.map((g) => resultOf(g!)) });
  }
  return {
    setup: setupOf(t),
    rounds: played,
    withdrawn: t.entrants.filter((e) => e.withdrawnFrom !== null).map((e) => e.userId),
  };
}
