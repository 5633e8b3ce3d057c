// A game's whole story as a readable log: one entry per move, grouped by round, each
// round closed by its scores, then how the game ended. Plain data from the event log, in no
// language: the chat layer words it (`/azul log`, and the text file with the final results).
import type { RoundReport } from '../engine/types.ts';
import type { Game, GameEventRow } from '../store/types.ts';
import type {
  CancelOutcome,
  EndOutcome,
  GameEnd,
  MoveOutcome,
  PlayedBy,
  SeatOutcome,
  StartOutcome,
  TurnOutcome,
} from './outcome.ts';
import { playersOf, type PlayerRef } from './view-model/players.ts';

/** One line of a round: a move, or a seat changing hands (the autopilot takes over, or its person is back). */
export type LogEntry =
  | {
      kind: 'move';
      /** Its number in the move log, from 1 (as the record numbers it). */
      number: number;
      seat: number;
      playedBy: PlayedBy;
      move: MoveOutcome;
    }
  | { kind: 'seat'; seat: number; change: SeatOutcome['change'] };

export interface LogRound {
  /** Counted from 1. */
  round: number;
  entries: LogEntry[];
  /** The round's wall-tiling (null: the round is still being played, or the game ended before it tiled). */
  report: RoundReport | null;
  /**
   * Scores by seat after the tiling, and what the round gave
   * each seat (floor penalties counted); null without a report.
   */
  scores: number[] | null;
  gained: number[] | null;
}

export interface GameLog {
  players: PlayerRef[];
  variant: Game['variant'];
  status: Game['status'];
  /** The seat that began, and whether it was drawn at random; null when the start is not in the log. */
  start: { firstPlayer: number; by: StartOutcome['firstPlayerBy'] } | null;
  rounds: LogRound[];
  /** How it ended: by the rules or by agreement (the standings), or cancelled; null while it runs. */
  end:
    | { kind: 'finished'; by: 'rules' | 'agreement'; result: GameEnd }
    | { kind: 'cancelled'; how: CancelOutcome['how']; byName: string }
    | null;
  /** Moves in the log. */
  moves: number;
}

/** The log of `game` from its event log (`store.events`), oldest first. */
export function gameLog(game: Game, events: readonly GameEventRow[]): GameLog {
  const rounds: LogRound[] = [];
  const roundOf = (index: number): LogRound => {
    while (rounds.length <= index)
      rounds.push({ round: rounds.length + 1, entries: [], report: null, scores: null, gained: null });
    return rounds[index]!;
  };
  let start: GameLog['start'] = null;
  let end: GameLog['end'] = null;
  let moves = 0;
  // The round in play, for seat changes between moves (a new round begins after a tiling).
  let current = 0;
  for (const event of events) {
    if (event.kind === 'started') {
      const started = event.data as StartOutcome;
      start = { firstPlayer: started.firstPlayer, by: started.firstPlayerBy };
    } else if (event.kind === 'turn') {
      const turn = event.data as TurnOutcome;
      moves++;
      const round = roundOf(turn.inRound);
      round.entries.push({
        kind: 'move',
        number: moves,
        seat: turn.move.player,
        playedBy: turn.playedBy,
        move: turn.move,
      });
      current = turn.inRound;
      if (turn.round) {
        const tiled = roundOf(turn.round.round);
        tiled.report = turn.round;
        tiled.scores = turn.round.players.map((p) => p.scoreAfter);
        tiled.gained = turn.round.players.map((p) => p.scoreAfter - p.scoreBefore);
        current = turn.round.round + 1;
      }
      if (turn.end)
        end = { kind: 'finished', by: turn.end.by === 'agreement' ? 'agreement' : 'rules', result: turn.end };
    } else if (event.kind === 'seat') {
      const seat = event.data as SeatOutcome;
      roundOf(current).entries.push({ kind: 'seat', seat: seat.seat, change: seat.change });
    } else if (event.kind === 'ended') {
      const ended = event.data as EndOutcome;
      end = { kind: 'finished', by: 'agreement', result: ended.end };
    } else if (event.kind === 'cancelled') {
      const cancelled = event.data as CancelOutcome;
      end = { kind: 'cancelled', how: cancelled.how, byName: cancelled.byName };
    }
  }
  // A round begun but without a move yet (after the last tiling) is not listed.
  while (rounds.length > 0 && rounds.at(-1)!.entries.length === 0 && !rounds.at(-1)!.report) rounds.pop();
  return { players: playersOf(game), variant: game.variant, status: game.status, start, rounds, end, moves };
}
