// The table as the Activity shows it to one viewer, live: every tile where it lies, who plays each
// seat, what the viewer may do now (the legal picks and the lines each leads to, a gray-wall
// placement, undo, hint, taking their seat back, the end vote), the moves since the viewer's last
// turn, the last round's report and the final standings. Decided here, from the game and its event
// log, as the chat's view models are; the Activity's server only words it and sends it.
import type { Color, GameState, RoundReport, Source } from '../../engine/types.ts';
import type { Game, GameEventRow } from '../../store/types.ts';
import { tally, voteOpen, voters, type VoteTally } from '../end-vote.ts';
import type { TurnOutcome } from '../outcome.ts';
import { onAutopilot, seatToAct } from '../seats.ts';
import { picksOf } from '../tap-steps.ts';
import { linesOf, type LineChoice } from '../turn-options.ts';
import { undoOffer, type UndoOffer } from '../undo.ts';
import { finalModel, type FinalModel } from './final.ts';
import { playersOf, type PlayerRef } from './players.ts';
import { supplyOf, type SupplyCounts } from './supply.ts';
import { turnStep } from './turn.ts';

/** A (source, color) the viewer may take, and the lines (or the floor) those tiles may go to. */
export interface LivePick {
  source: Source;
  color: Color;
  count: number;
  lines: LineChoice[];
}

/** What the viewer's tap does now: a draft (pick, then line) or a gray-wall placement (a column). */
export type LiveControls =
  | { kind: 'draft'; picks: LivePick[] }
  | { kind: 'place'; line: number; color: Color; places: { column: number; points: number }[] };

/** A move of the event log with the version it was saved at (the Activity animates the ones it has not shown). */
export interface LoggedTurn {
  version: number;
  turn: TurnOutcome;
}

/** The end vote while a stall is open. */
export interface LiveVote {
  /** The stalled round it was offered after (0-based): what a vote names. */
  round: number;
  tally: VoteTally;
  /** Seats whose people agreed so far. */
  agreedSeats: number[];
  /** The viewer plays their own seat: they vote. */
  mayVote: boolean;
  /** The viewer agreed already. */
  agreed: boolean;
}

export interface LiveViewer {
  /** The viewer's seat (a person's own), or null: a spectator. */
  seat: number | null;
  /** Their turn, and they play it themselves: the controls are theirs. */
  mayAct: boolean;
  /** The autopilot plays their seat for now: they may take it back. */
  onAutopilot: boolean;
  /** They left the game: they watch. */
  left: boolean;
}

export interface LiveTableModel {
  gameId: string;
  version: number;
  status: Game['status'];
  variant: Game['variant'];
  playerCount: number;
  /** Counted from 1. */
  round: number;
  players: PlayerRef[];
  viewer: LiveViewer;
  /** The seat to act, or null (a lobby, the game over). */
  acting: number | null;
  /** Every tile where it lies (null in a lobby). */
  state: GameState | null;
  supply: SupplyCounts | null;
  clockEndsAt: Date | null;
  /** The moves since the viewer last played for themselves (a spectator: since the player to act did). */
  since: LoggedTurn[];
  controls: LiveControls | null;
  /** The viewer may take their last move back: the move to name. */
  undo: UndoOffer | null;
  vote: LiveVote | null;
  /** The last wall-tiling's report (null before the first). */
  lastRound: RoundReport | null;
  final: FinalModel | null;
  /** Seats that may join the lobby still (null once started). */
  openSeats: number | null;
}

/** The turns of an event log, each with the version it was saved at, oldest first. */
export function loggedTurns(events: readonly GameEventRow[]): LoggedTurn[] {
  return events.filter((e) => e.kind === 'turn').map((e) => ({ version: e.version, turn: e.data as TurnOutcome }));
}

/** The moves after `seat` last played for themselves. */
export function turnsSince(turns: readonly LoggedTurn[], seat: number): LoggedTurn[] {
  let from = 0;
  turns.forEach((t, i) => {
    if (t.turn.move.player === seat && t.turn.playedBy === 'player') from = i + 1;
  });
  return turns.slice(from);
}

function controlsOf(game: Game): LiveControls | null {
  const step = turnStep(game);
  if (!step) return null;
  if (step.kind === 'place')
    return {
      kind: 'place',
      line: step.line,
      color: step.color,
      places: step.places.map((p) => ({ column: p.place.column, points: p.points })),
    };
  const state = game.state!;
  return {
    kind: 'draft',
    picks: picksOf(state).map((p) => ({
      source: p.source.source,
      color: p.color.color,
      count: p.color.count,
      lines: linesOf(state, p.source.source, p.color.color),
    })),
  };
}

/**
 * The live table for `viewerId` (a seated person, or anyone else: a spectator), from the game and
 * its whole event log (`events`: one read serves every viewer of a change).
 */
export function liveTableModel(game: Game, viewerId: string, events: readonly GameEventRow[]): LiveTableModel {
  const mine = game.seats.find((s) => s.userId === viewerId && s.botLevel === null);
  const acting = seatToAct(game);
  const mayAct = !!mine && acting?.seat === mine.seat && !onAutopilot(mine) && mine.control === 'player';
  const offer = game.status === 'active' ? undoOffer(game, events) : null;
  const turns = loggedTurns(events);
  const state = game.state;
  const stall = game.stallRound;
  const voteRound = state ? state.round - 1 : -1;
  const vote =
    stall !== null && voteRound >= 0 && voteOpen(game, voteRound)
      ? {
          round: voteRound,
          tally: tally(game),
          agreedSeats: [...game.endVotes],
          mayVote: !!mine && voters(game.seats).some((s) => s.seat === mine.seat),
          agreed: !!mine && game.endVotes.includes(mine.seat),
        }
      : null;
  return {
    gameId: game.id,
    version: game.version,
    status: game.status,
    variant: game.variant,
    playerCount: game.playerCount,
    round: (state?.round ?? 0) + 1,
    players: playersOf(game),
    viewer: {
      seat: mine ? mine.seat : null,
      mayAct,
      onAutopilot: onAutopilot(mine),
      left: mine?.control === 'left',
    },
    acting: acting ? acting.seat : null,
    state,
    supply: state ? supplyOf(state) : null,
    clockEndsAt: game.clockEndsAt,
    since: turnsSince(turns, mine?.seat ?? acting?.seat ?? -1),
    controls: mayAct ? controlsOf(game) : null,
    undo: offer && mine && offer.userId === viewerId && mine.control !== 'left' ? offer : null,
    vote,
    lastRound: state?.lastReport ?? null,
    final: game.status === 'finished' ? finalModel(game) : null,
    openSeats: game.status === 'lobby' ? Math.max(0, game.playerCount - game.seats.length) : null,
  };
}
