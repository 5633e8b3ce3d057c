// One refereed arena game: side A holds one seat, side B the others. Every
// answer is checked by the rules engine (applyAction); an illegal or missing
// answer loses the game for its side.
import {
  applyAction,
  newGame,
  recordFromActions,
  type Action,
  type PlayerCount,
  type Variant,
} from '../../engine/core.ts';
import type { ArenaPlayer } from './players.ts';

export type Side = 'a' | 'b';

export interface GameTask {
  /** Seed of the deal: the games of one mirrored set share it. */
  dealSeed: string;
  players: PlayerCount;
  variant: Variant;
  /** The seat side A plays. */
  seatA: number;
  /** Games still running at this round end by the scores they have (endless games). */
  maxRounds: number;
}

export interface GameOutcome {
  dealSeed: string;
  seatA: number;
  /** A's share of the win: 1, 0.5 for a win shared with B, 0. */
  pointsA: number;
  scoreA: number;
  /** Mean score of B's seats. */
  scoreB: number;
  /** A's score minus the best B score. */
  marginA: number;
  movesMs: { a: number[]; b: number[] };
  /** The side that answered illegally or not at all, and what was wrong. */
  illegal: { side: Side; error: string } | null;
  rounds: number;
  /** True when the game was stopped at maxRounds. */
  stopped: boolean;
}

export async function playGame(task: GameTask, players: { a: ArenaPlayer; b: ArenaPlayer }): Promise<GameOutcome> {
  const init = { playerCount: task.players, variant: task.variant, seed: task.dealSeed };
  let state = newGame(init);
  const actions: Action[] = [];
  const movesMs = { a: [] as number[], b: [] as number[] };
  const sideOf = (seat: number): Side => (seat === task.seatA ? 'a' : 'b');
  const base = { dealSeed: task.dealSeed, seatA: task.seatA, movesMs };
  while (state.phase !== 'over' && state.round < task.maxRounds) {
    const side = sideOf(state.current);
    const answer = await players[side].move(
      state,
      () => recordFromActions(init, actions),
      `${task.dealSeed}:${task.seatA}:${actions.length}`,
    );
    movesMs[side].push(answer.ms);
    let error = answer.ok ? null : answer.error;
    if (answer.ok) {
      const r = applyAction(state, answer.action);
      if (r.ok) {
        actions.push(answer.action);
        state = r.state;
        continue;
      }
      error = `illegal move ${JSON.stringify(answer.action)}: ${r.detail}`;
    }
    const scores = state.players.map((p) => p.score);
    const scoreA = scores[task.seatA];
    const others = scores.filter((_, i) => i !== task.seatA);
    return {
      ...base,
      pointsA: side === 'a' ? 0 : 1,
      scoreA,
      scoreB: mean(others),
      marginA: scoreA - Math.max(...others),
      illegal: { side, error: error ?? 'no answer' },
      rounds: state.round + 1,
      stopped: false,
    };
  }
  const stopped = state.phase !== 'over';
  const scores = state.result ? state.result.scores : state.players.map((p) => p.score);
  const winners = state.result ? state.result.winners : winnersByScore(scores);
  const scoreA = scores[task.seatA];
  const others = scores.filter((_, i) => i !== task.seatA);
  const aWins = winners.includes(task.seatA);
  return {
    ...base,
    pointsA: aWins ? (winners.length === 1 ? 1 : 0.5) : 0,
    scoreA,
    scoreB: mean(others),
    marginA: scoreA - Math.max(...others),
    illegal: null,
    rounds: state.round + 1,
    stopped,
  };
}

function winnersByScore(scores: number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, i) => (s === best ? [i] : []));
}

function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
