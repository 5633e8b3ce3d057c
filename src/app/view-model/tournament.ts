// A tournament as its messages show it: the sign-up (settings, who signed up and checked in, which
// buttons are live), a round's pairings, a game's table card, and the standings.
import { computeStandings, plannedRounds, type Pairing } from '../../tournaments/index.ts';
import type { TournamentRow } from '../../store/tournaments.ts';
import type { Game } from '../../store/types.ts';
import type { Named } from '../../actor.ts';
import { namedSeat } from './players.ts';
import { setupOf, type TournamentView } from '../tournament-record.ts';

export interface TournamentRef {
  id: string;
  version: number;
  name: string;
  format: string;
  tableSize: number;
  variant: string;
  turnSeconds: number | null;
  botsFill: boolean;
  checkIn: boolean;
  organizerId: string;
}

export interface SignupModel {
  ref: TournamentRef;
  status: TournamentRow['status'];
  /** Swiss: the rounds asked for; round-robin and elimination: null before the start (their field decides). */
  rounds: number | null;
  /** When it starts by itself; null: when its organizer starts it. */
  startsAt: Date | null;
  entrants: { userId: string; name: string; checkedIn: boolean }[];
  /** Join, Leave (and Check in) are offered while the sign-up is open. */
  open: boolean;
  /** Running: the round being played, of how many. */
  round: number;
  planned: number;
}

function refOf(t: TournamentRow): TournamentRef {
  return {
    id: t.id,
    version: t.version,
    name: t.name,
    format: t.format,
    tableSize: t.tableSize,
    variant: t.variant,
    turnSeconds: t.turnSeconds,
    botsFill: t.botsFill,
    checkIn: t.checkIn,
    organizerId: t.organizerId,
  };
}

export function signupModel(t: TournamentRow): SignupModel {
  return {
    ref: refOf(t),
    status: t.status,
    rounds: t.format === 'swiss' ? t.rounds : null,
    startsAt: t.startsAt,
    entrants: t.entrants.map((e) => ({ userId: e.userId, name: e.displayName, checkedIn: e.checkedIn })),
    open: t.status === 'signup',
    round: t.round,
    planned: t.status === 'signup' ? (t.format === 'swiss' ? t.rounds : 0) : t.rounds,
  };
}

export interface RoundTableModel {
  /** 1-based. */
  table: number;
  /** People in seat order (then the bots). */
  players: { userId: string; name: string }[];
  bots: number;
  /** The thread the game is played in, once it has one. */
  threadId: string | null;
}

export interface RoundModel {
  ref: TournamentRef;
  round: number;
  /** Rounds planned (an elimination: as the field stood at the start). */
  of: number;
  tables: RoundTableModel[];
  byes: { userId: string; name: string }[];
}

export function roundModel(view: TournamentView, round: number): RoundModel | null {
  const t = view.tournament;
  const paired = view.rounds.find((r) => r.round === round);
  if (!paired) return null;
  const name = nameOf(t);
  const pairing: Pairing = paired.pairing;
  return {
    ref: refOf(t),
    round,
    of: t.rounds,
    tables: pairing.tables.map((table, i) => ({
      table: i + 1,
      players: table.players.map((userId) => ({ userId, name: name(userId) })),
      bots: table.bots,
      threadId: view.games.find((g) => g.round === round && g.table === i + 1)?.threadId ?? null,
    })),
    byes: pairing.byes.map((userId) => ({ userId, name: name(userId) })),
  };
}

/** The card a tournament game hangs its thread from: which tournament, round and table, who plays. */
export interface TableCardModel {
  name: string;
  round: number;
  of: number;
  table: number;
  /** The people at the table (pinged), then the bots (named in the message's language). */
  people: string[];
  bots: Named[];
}

export function tableCardModel(game: Game, t: TournamentRow): TableCardModel | null {
  if (!game.tournament) return null;
  return {
    name: t.name,
    round: game.tournament.round,
    of: t.rounds,
    table: game.tournament.table,
    people: game.seats.filter((s) => s.botLevel === null).map((s) => s.userId),
    bots: game.seats.filter((s) => s.botLevel !== null).map(namedSeat),
  };
}

export interface StandingRow {
  rank: number;
  /** Another entrant has the same rank. */
  shared: boolean;
  userId: string;
  name: string;
  points: number;
  buchholz: number;
  totalScore: number;
  rating: number;
  games: number;
  withdrawn: boolean;
  /** Elimination: knocked out (no longer playing); null in other formats. */
  out: boolean | null;
}

export interface StandingsModel {
  ref: TournamentRef;
  /** Rounds whose every game has ended. */
  after: number;
  of: number;
  final: boolean;
  status: TournamentRow['status'];
  rows: StandingRow[];
}

export function standingsModel(view: TournamentView): StandingsModel {
  const t = view.tournament;
  const standings = computeStandings(view.record);
  const name = nameOf(t);
  const after = view.record.rounds.length;
  const elimination = t.format === 'elimination';
  return {
    ref: refOf(t),
    after,
    of: t.status === 'signup' ? plannedRounds(setupOf(t)) : t.rounds,
    final: t.status === 'finished',
    status: t.status,
    rows: standings.map((s) => ({
      rank: s.rank,
      shared: standings.some((o) => o.id !== s.id && o.rank === s.rank),
      userId: s.id,
      name: name(s.id),
      points: s.points,
      buchholz: s.buchholz,
      totalScore: s.totalScore,
      rating: s.rating,
      games: s.games,
      withdrawn: s.withdrawn,
      // Knocked out: went through fewer rounds than were played.
      out: elimination ? (s.reached ?? 0) < after : null,
    })),
  };
}

function nameOf(t: TournamentRow): (userId: string) => string {
  const names = new Map(t.entrants.map((e) => [e.userId, e.displayName]));
  return (userId) => names.get(userId) ?? userId;
}
