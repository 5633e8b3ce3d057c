// Game records, format `azul-record/1` (shared/spec/azul-record.md): types,
// parse/make for JSON and JSON Lines, writing a record from a game's actions,
// and replaying a record move by move against the rules.
import { z } from 'zod';
import {
  CENTER,
  COLORS,
  FLOOR,
  MAX_DISPLAYS,
  PATTERN_LINES,
  TILES_PER_DISPLAY,
  type Action,
  type Color,
  type ColorName,
  type Draft,
  type GameState,
  type PlayerCount,
  type Variant,
} from './types.ts';
import { failure, type Failure, type Result } from './result.ts';
import { newGame } from './setup.ts';
import { applyAction, applyCore } from './apply.ts';
import { blankGame, displayCountFor, setFirstPlayer } from './state.ts';
import { fillFromList } from './fill.ts';

export const RECORD_FORMAT = 'azul-record/1';

const colorName = z.enum(COLORS);
const seat = z.number().int().min(0).max(3);
const lineIndex = z.number().int().min(0).max(PATTERN_LINES - 1);

const moveSchema = z.object({
  player: seat,
  source: z.union([z.number().int().min(0).max(MAX_DISPLAYS - 1), z.literal('center')]),
  color: colorName,
  line: z.union([lineIndex, z.literal('floor')]),
});

const placementSchema = z.object({ player: seat, line: lineIndex, column: lineIndex });

const roundSchema = z.object({
  startPlayer: seat,
  factories: z.array(z.array(colorName).max(TILES_PER_DISPLAY)).min(displayCountFor(2)).max(MAX_DISPLAYS),
  moves: z.array(moveSchema),
  wallPlacements: z.array(placementSchema).optional(),
  scores: z.array(z.number().int().min(0)).optional(),
});

const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  variant: z.enum(['standard', 'gray']),
  playerCount: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  names: z.array(z.string()).optional(),
  seed: z.string().optional(),
  rounds: z.array(roundSchema),
  result: z
    .object({
      scores: z.array(z.number().int().min(0)),
      bonuses: z.array(
        z.object({ rows: z.number().int().min(0), columns: z.number().int().min(0), colors: z.number().int().min(0) }),
      ),
      winners: z.array(seat).min(1),
    })
    .optional(),
});

export type RecordMove = z.infer<typeof moveSchema>;
export type RecordPlacement = z.infer<typeof placementSchema>;
export type RecordRound = z.infer<typeof roundSchema>;
export type GameRecord = z.infer<typeof recordSchema>;

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

/** Why a text is not a record: empty, not JSON, or JSON that is not an `azul-record/1` record. */
export type RecordTextError = 'EMPTY' | 'NOT_JSON' | 'NOT_A_RECORD';

type Parsed = Result<{ records: GameRecord[] }, RecordTextError>;

/** One item of a records file: a record, or why it is not one. `line`: where it starts (1-based). */
export type RecordItem = ({ ok: true; record: GameRecord } | Failure<RecordTextError>) & { line: number };

/**
 * Reads one record, an array of records, or JSON Lines (one record per line), and judges each
 * item on its own: a malformed one does not hide the records around it. [] for blank input.
 */
export function parseRecordItems(input: string): RecordItem[] {
  // A UTF-8 byte-order mark (Windows editors write one) is not part of the first line.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  // Each item: a parsed JSON value, or the reason its line is not JSON.
  type Raw = { line: number; value: unknown } | { line: number; notJson: string };
  let raws: Raw[] | null = null;
  try {
    const whole: unknown = JSON.parse(text);
    const line = text.slice(0, text.length - text.trimStart().length).split('\n').length;
    raws = Array.isArray(whole) ? whole.map((value) => ({ value, line })) : [{ value: whole, line }];
  } catch {
    // Not one JSON document: JSON Lines.
  }
  if (raws === null) {
    raws = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() === '') continue;
      try {
        raws.push({ value: JSON.parse(lines[i]), line: i + 1 });
      } catch (error) {
        raws.push({ line: i + 1, notJson: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return raws.map((raw, k): RecordItem => {
    const line = raw.line;
    if ('notJson' in raw) return { ...failure('NOT_JSON', `line ${line}: not valid JSON (${raw.notJson})`), line };
    const parsed = recordSchema.safeParse(raw.value);
    if (parsed.success) return { ok: true, line, record: parsed.data };
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? i.path.join('.') : '(record)'}: ${i.message}`)
      .join('; ');
    return { ...failure('NOT_A_RECORD', `record ${k + 1} (line ${line}): not an ${RECORD_FORMAT} record: ${issues}`), line };
  });
}

/** Reads one record, an array of records, or JSON Lines; fails on the first item that is not a record. */
export function parseRecords(text: string): Parsed {
  if (text.trim() === '') return failure('EMPTY', 'no record found: the input is empty');
  const items = parseRecordItems(text);
  const records: GameRecord[] = [];
  for (const item of items) {
    if (!item.ok) return failure(item.error, item.detail);
    records.push(item.record);
  }
  if (records.length === 0) return failure('EMPTY', 'no record found');
  return { ok: true, records };
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
export type ReplayResult = { readonly ok: true; state: GameState; finished: boolean } | (Failure<ReplayError> & { round: number; move: number });

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Replays a record with the displays it lists (never the random source),
 * checking every fill against bag and lid, every draft and placement against
 * the rules, and round scores and result where present. Errors name the
 * round and the number of drafts of that round applied before the problem
 * (a fill problem: move 0; a placement or score problem: after the last draft).
 * `stopAt` returns the state after `move` drafts of round `round`.
 */
export function replayRecord(record: GameRecord, opts: { stopAt?: { round: number; move: number } } = {}): ReplayResult {
  const stop = opts.stopAt;
  const fail = (round: number, move: number, error: ReplayError, detail: string): ReplayResult => ({ ...failure(error, detail), round, move });
  const n = record.playerCount;
  if (record.names && record.names.length !== n) return fail(0, 0, 'BAD_NAMES', `names: expected ${n}, found ${record.names.length}`);
  let s = blankGame({ playerCount: record.playerCount, variant: record.variant, seed: record.seed ?? '' });
  let atStop = false;
  const done = (): ReplayResult => ({ ok: true, state: s, finished: s.phase === 'over' });

  for (let r = 0; r < record.rounds.length; r++) {
    const round = record.rounds[r];
    if (s.phase === 'over') return fail(r, 0, 'AFTER_END', `round ${r} is listed but the game was already over`);
    // Any seat may start the game (the record says which); later rounds follow the marker.
    if (r === 0) {
      if (round.startPlayer >= n) return fail(0, 0, 'BAD_START_PLAYER', `startPlayer is ${round.startPlayer}, but the game has seats 0..${n - 1}`);
      setFirstPlayer(s, round.startPlayer, false);
    } else if (round.startPlayer !== s.startPlayer) {
      return fail(r, 0, 'BAD_START_PLAYER', `startPlayer is ${round.startPlayer}, but seat ${s.startPlayer} holds the marker`);
    }
    const fillError = fillFromList(s, round.factories.map((d) => d.map(colorIndex)));
    if (fillError) return fail(r, 0, 'BAD_FACTORIES', `factories: ${fillError}`);
    if (atStop || (stop && stop.round === r && stop.move === 0)) return done();

    let next: 'wait' | 'fill' | 'over' = 'wait';
    for (let m = 0; m < round.moves.length; m++) {
      if (next !== 'wait' || s.phase !== 'draft') return fail(r, m, 'NOT_A_DRAFT', `no draft expected: the round's drafts were over`);
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
      if (s.phase !== 'wall') return fail(r, afterDrafts, 'NOT_A_PLACEMENT', `wall placement ${i}: no placement expected`);
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
      if (stop) return fail(r, afterDrafts, 'NO_SUCH_MOVE', `the record has no move ${stop.move} in round ${stop.round}`);
      return done();
    }
    if (round.scores && !same(round.scores, s.scoreHistory[s.scoreHistory.length - 1])) {
      return fail(r, afterDrafts, 'SCORES_DIFFER', `round scores ${JSON.stringify(round.scores)} differ from ${JSON.stringify(s.scoreHistory[s.scoreHistory.length - 1])}`);
    }
    if (next === 'fill' && last) {
      if (atStop) return fail(r, afterDrafts, 'MISSING_FACTORIES', `stopAt needs round ${r + 1}'s factories, which the record does not list`);
      return fail(r, afterDrafts, 'MISSING_FACTORIES', `the record ends after round ${r} without the next round's factories`);
    }
  }
  if (record.rounds.length === 0) return fail(0, 0, 'NO_ROUNDS', 'the record lists no round');
  if (stop && !atStop) return fail(stop.round, stop.move, 'NO_SUCH_MOVE', `the record has no move ${stop.move} in round ${stop.round}`);
  if (s.phase === 'over' && record.result && !stop) {
    const res = s.result!;
    const lastRound = record.rounds.length - 1;
    const at = record.rounds[lastRound].moves.length;
    if (!same(record.result.scores, res.scores)) {
      return fail(lastRound, at, 'RESULT_DIFFERS', `result scores ${JSON.stringify(record.result.scores)} differ from ${JSON.stringify(res.scores)}`);
    }
    if (!same(record.result.winners, res.winners)) {
      return fail(lastRound, at, 'RESULT_DIFFERS', `result winners ${JSON.stringify(record.result.winners)} differ from ${JSON.stringify(res.winners)}`);
    }
    const bonusesAgree =
      record.result.bonuses.length === n &&
      record.result.bonuses.every((b, i) => b.rows === res.bonuses[i].rows && b.columns === res.bonuses[i].columns && b.colors === res.bonuses[i].colors);
    if (!bonusesAgree) return fail(lastRound, at, 'RESULT_DIFFERS', 'result bonuses differ from the wall');
  }
  if (s.phase !== 'over' && record.result) {
    return fail(record.rounds.length - 1, record.rounds[record.rounds.length - 1].moves.length, 'RESULT_NOT_OVER', 'the record has a result but the game is not over');
  }
  return done();
}
