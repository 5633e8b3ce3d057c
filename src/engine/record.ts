// Game records, format `azul-record/1` (shared/spec/azul-record.md): making a record line, writing a
// record from a game's actions, and replaying a record move by move against the rules. Reading one
// from text (checked with zod) is record-parse.ts: the AI's process replays records and never loads
// zod (~7 MB of its memory).
import {
  CENTER,
  COLORS,
  FLOOR,
  type Action,
  type Color,
  type ColorName,
  type Draft,
  type GameState,
  type PlayerCount,
  type Variant,
} from './types.ts';
import { failure, type Failure } from './result.ts';
import {
  RECORD_FORMAT,
  type GameRecord,
  type RecordMove,
  type RecordPlacement,
  type RecordRound,
} from './record-format.ts';

export { RECORD_FORMAT, type GameRecord, type RecordMove, type RecordPlacement, type RecordRound };
import { newGame } from './setup.ts';
import { applyAction, applyCore } from './apply.ts';
import { blankGame, setFirstPlayer } from './state.ts';
import { fillFromList } from './fill.ts';

export function actionToRecordMove(a: Draft): RecordMove {
  return {
    player: a.player,
    source: a.source === CENTER ? 'center' : a.source,
    color: COLORS[a.color],
    line: a.line === FLOOR ? 'floor' : a.line,
  };
}

export function recordMoveToAction(m: RecordMove): Draft {
  return {
    type: 'draft',
    player: m.player,
    source: m.source === 'center' ? CENTER : m.source,
    color: COLORS.indexOf(m.color) as Color,
    line: m.line === 'floor' ? FLOOR : m.line,
  };
}

function colorIndex(name: ColorName): Color {
  return COLORS.indexOf(name) as Color;
}

export function makeRecordLine(record: GameRecord): string {
  return JSON.stringify(record);
}

function roundEntry(s: GameState): RecordRound {
  return {
    startPlayer: s.startPlayer,
    factories: s.dealt.map((d) => d.map((c) => COLORS[c])),
    moves: [],
    wallPlacements: [],
  };
}

/**
 * Plays `actions` from newGame(init) and writes the record: every round's
 * displays, drafts, gray placements and scores, and the result once over.
 * Throws on an illegal action (a programmer error here).
 */
export function recordFromActions(
  init: { playerCount: PlayerCount; variant: Variant; seed: string; names?: string[]; firstPlayer?: number },
  actions: readonly Action[],
): GameRecord {
  // The first draft names the seat that started: a log written before the first player was
  // drawn at random (seat 0 always began) still rebuilds its record from the seed.
  const first = actions[0];
  let s = newGame({ ...init, firstPlayer: init.firstPlayer ?? (first?.type === 'draft' ? first.player : undefined) });
  const rounds: RecordRound[] = [roundEntry(s)];
  for (const [i, a] of actions.entries()) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`recordFromActions: action ${i} is illegal: ${r.error} (${r.detail})`);
    const round = rounds[rounds.length - 1];
    if (a.type === 'draft') round.moves.push(actionToRecordMove(a));
    else round.wallPlacements!.push({ player: a.player, line: a.line, column: a.column });
    const next = r.state;
    if (next.scoreHistory.length > s.scoreHistory.length) {
      round.scores = next.scoreHistory[next.scoreHistory.length - 1].slice();
      if (next.phase !== 'over') rounds.push(roundEntry(next));
    }
    s = next;
  }
  const record: GameRecord = {
    format: RECORD_FORMAT,
    variant: init.variant,
    playerCount: init.playerCount,
    ...(init.names ? { names: init.names.slice() } : {}),
    seed: init.seed,
    rounds,
  };
  if (s.result) {
    record.result = {
      scores: s.result.scores.slice(),
      bonuses: s.result.bonuses.map(({ rows, columns, colors }) => ({ rows, columns, colors })),
      winners: s.result.winners.slice(),
    };
  }
  return record;
}

/** Why a record does not replay, by code (`detail` says it in words, for the command line and logs). */
export type ReplayError =
  | 'BAD_NAMES'
  | 'AFTER_END'
  | 'BAD_START_PLAYER'
  | 'BAD_FACTORIES'
  | 'NOT_A_DRAFT'
  | 'ILLEGAL_MOVE'
  | 'NOT_A_PLACEMENT'
  | 'ENDS_EARLY'
  | 'NO_SUCH_MOVE'
  | 'SCORES_DIFFER'
  | 'MISSING_FACTORIES'
  | 'NO_ROUNDS'
  | 'RESULT_DIFFERS'
  | 'RESULT_NOT_OVER';

/** A replayed record, or where (round, drafts applied) and why it stopped. */
export type ReplayResult =
  { readonly ok: true; state: GameState; finished: boolean } | (Failure<ReplayError> & { round: number; move: number });

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Replays a record with the displays it lists (never the random source),
 * checking every fill against bag and lid, every draft and placement against
 * the rules, and round scores and result where present. Errors name the
 * round and the number of drafts of that round applied before the problem
 * (a fill problem: move 0; a placement or score problem: after the last draft).
 * `stopAt` returns the state after `move` drafts of round `round`.
 */
export function replayRecord(
  record: GameRecord,
  opts: { stopAt?: { round: number; move: number } } = {},
): ReplayResult {
  const stop = opts.stopAt;
  const fail = (round: number, move: number, error: ReplayError, detail: string): ReplayResult => ({
    ...failure(error, detail),
    round,
    move,
  });
  const n = record.playerCount;
  if (record.names && record.names.length !== n)
    return fail(0, 0, 'BAD_NAMES', `names: expected ${n}, found ${record.names.length}`);
  let s = blankGame({ playerCount: record.playerCount, variant: record.variant, seed: record.seed ?? '' });
  let atStop = false;
  const done = (): ReplayResult => ({ ok: true, state: s, finished: s.phase === 'over' });

  for (let r = 0; r < record.rounds.length; r++) {
    const round = record.rounds[r];
    if (s.phase === 'over') return fail(r, 0, 'AFTER_END', `round ${r} is listed but the game was already over`);
    // Any seat may start the game (the record says which); later rounds follow the marker.
    if (r === 0) {
      if (round.startPlayer >= n)
        return fail(
          0,
          0,
          'BAD_START_PLAYER',
          `startPlayer is ${round.startPlayer}, but the game has seats 0..${n - 1}`,
        );
      setFirstPlayer(s, round.startPlayer, false);
    } else if (round.startPlayer !== s.startPlayer) {
      return fail(
        r,
        0,
        'BAD_START_PLAYER',
        `startPlayer is ${round.startPlayer}, but seat ${s.startPlayer} holds the marker`,
      );
    }
    const fillError = fillFromList(
      s,
      round.factories.map((d) => d.map(colorIndex)),
    );
    if (fillError) return fail(r, 0, 'BAD_FACTORIES', `factories: ${fillError}`);
    if (atStop || (stop && stop.round === r && stop.move === 0)) return done();

    let next: 'wait' | 'fill' | 'over' = 'wait';
    for (let m = 0; m < round.moves.length; m++) {
      if (next !== 'wait' || s.phase !== 'draft')
        return fail(r, m, 'NOT_A_DRAFT', `no draft expected: the round's drafts were over`);
      const res = applyCore(s, recordMoveToAction(round.moves[m]));
      if (!res.ok) return fail(r, m, 'ILLEGAL_MOVE', `${res.error}: ${res.detail}`);
      s = res.state;
      next = res.next;
      if (stop && stop.round === r && stop.move === m + 1) {
        if (next !== 'fill') return done();
        atStop = true; // the state applyAction gives includes the next round's fill
      }
    }
    const placements = round.wallPlacements ?? [];
    const afterDrafts = round.moves.length;
    if (record.variant === 'standard' && placements.length > 0) {
      return fail(r, afterDrafts, 'NOT_A_PLACEMENT', 'wallPlacements are only for the gray variant');
    }
    for (let i = 0; i < placements.length; i++) {
      if (s.phase !== 'wall')
        return fail(r, afterDrafts, 'NOT_A_PLACEMENT', `wall placement ${i}: no placement expected`);
      const { player, line, column } = placements[i];
      const res = applyCore(s, { type: 'place', player, line, column });
      if (!res.ok) return fail(r, afterDrafts, 'NOT_A_PLACEMENT', `wall placement ${i}: ${res.error}: ${res.detail}`);
      s = res.state;
      next = res.next;
    }
    const last = r === record.rounds.length - 1;
    if (next === 'wait') {
      // Tiles still to draft or to place: only the last listed round may stop here.
      if (!last) {
        const what = s.phase === 'wall' ? 'wall placements are missing' : 'tiles remain to draft';
        return fail(r, afterDrafts, 'ENDS_EARLY', `round ${r} ends early: ${what}`);
      }
      if (stop)
        return fail(r, afterDrafts, 'NO_SUCH_MOVE', `the record has no move ${stop.move} in round ${stop.round}`);
      return done();
    }
    if (round.scores && !same(round.scores, s.scoreHistory[s.scoreHistory.length - 1])) {
      return fail(
        r,
        afterDrafts,
        'SCORES_DIFFER',
        `round scores ${JSON.stringify(round.scores)} differ from ${JSON.stringify(s.scoreHistory[s.scoreHistory.length - 1])}`,
      );
    }
    if (next === 'fill' && last) {
      if (atStop)
        return fail(
          r,
          afterDrafts,
          'MISSING_FACTORIES',
          `stopAt needs round ${r + 1}'s factories, which the record does not list`,
        );
      return fail(
        r,
        afterDrafts,
        'MISSING_FACTORIES',
        `the record ends after round ${r} without the next round's factories`,
      );
    }
  }
  if (record.rounds.length === 0) return fail(0, 0, 'NO_ROUNDS', 'the record lists no round');
  if (stop && !atStop)
    return fail(stop.round, stop.move, 'NO_SUCH_MOVE', `the record has no move ${stop.move} in round ${stop.round}`);
  if (s.phase === 'over' && record.result && !stop) {
    const res = s.result!;
    const lastRound = record.rounds.length - 1;
    const at = record.rounds[lastRound].moves.length;
    if (!same(record.result.scores, res.scores)) {
      return fail(
        lastRound,
        at,
        'RESULT_DIFFERS',
        `result scores ${JSON.stringify(record.result.scores)} differ from ${JSON.stringify(res.scores)}`,
      );
    }
    if (!same(record.result.winners, res.winners)) {
      return fail(
        lastRound,
        at,
        'RESULT_DIFFERS',
        `result winners ${JSON.stringify(record.result.winners)} differ from ${JSON.stringify(res.winners)}`,
      );
    }
    const bonusesAgree =
      record.result.bonuses.length === n &&
      record.result.bonuses.every(
        (b, i) =>
          b.rows === res.bonuses[i].rows && b.columns === res.bonuses[i].columns && b.colors === res.bonuses[i].colors,
      );
    if (!bonusesAgree) return fail(lastRound, at, 'RESULT_DIFFERS', 'result bonuses differ from the wall');
  }
  if (s.phase !== 'over' && record.result) {
    return fail(
      record.rounds.length - 1,
      record.rounds[record.rounds.length - 1].moves.length,
      'RESULT_NOT_OVER',
      'the record has a result but the game is not over',
    );
  }
  return done();
}
