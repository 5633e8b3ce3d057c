// Every decision of a recorded game, in order: the position before it, who decided
// and what they played (drafts, and gray-wall placements after a round's drafts).
// The positions are those the players saw: each round starts with the displays the
// record lists, never with a deal drawn from a random source.
import {
  applyAction,
  recordMoveToAction,
  replayRecord,
  type Action,
  type GameRecord,
  type GameState,
} from '../engine/core.ts';

export interface Decision {
  /** 0-based over the whole game, drafts and placements together. */
  index: number;
  /** 0-based round. */
  round: number;
  /** The position before the move; `state.current` made it. */
  state: GameState;
  played: Action;
}

export type GameDecisions =
  { ok: true; decisions: Decision[]; finished: boolean; final: GameState } | { ok: false; error: string };

/** The decisions of a valid record (any player count, either wall), or why the record is not valid. */
export function gameDecisions(record: GameRecord): GameDecisions {
  const whole = replayRecord(record);
  if (!whole.ok)
    return { ok: false, error: `not a valid record: round ${whole.round}, move ${whole.move}: ${whole.detail}` };
  const decisions: Decision[] = [];
  for (let r = 0; r < record.rounds.length; r++) {
    const start = replayRecord(record, { stopAt: { round: r, move: 0 } });
    if (!start.ok) return { ok: false, error: `not a valid record: round ${start.round}: ${start.detail}` };
    const round = record.rounds[r];
    const actions: Action[] = [
      ...round.moves.map(recordMoveToAction),
      ...(round.wallPlacements ?? []).map((p): Action => ({
        type: 'place',
        player: p.player,
        line: p.line,
        column: p.column,
      })),
    ];
    let state = start.state;
    for (const [k, played] of actions.entries()) {
      decisions.push({ index: decisions.length, round: r, state, played });
      // The round's last move would deal the next round from the random source: the next
      // round starts from the record's own displays instead (replayRecord above).
      if (k === actions.length - 1) break;
      const next = applyAction(state, played);
      if (!next.ok) return { ok: false, error: `not a valid record: round ${r}, move ${k}: ${next.detail}` };
      state = next.state;
    }
  }
  return { ok: true, decisions, finished: whole.finished, final: whole.state };
}
