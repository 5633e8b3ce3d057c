// The engine protocol (`azul engine`), one JSON line in, one JSON line out:
//   {"id": 7, "record": <azul-record/1 of the game so far>, "timeMs": 500}
//   {"id": 7, "move": {"player":0,"source":2,"color":"red","line":3}, "stats": {...}}
// The player to move is the one the record says is to move. Any bad request
// is answered with {"id": .., "error": ".."} and changes nothing.
// Extensions: "seed" (string) and "iterations" (integer) make an answer reproducible.
import {
  actionToRecordMove,
  parseRecords,
  replayRecord,
  type Action,
  type GameState,
  type RecordMove,
  type RecordPlacement,
} from '../engine/index.ts';
import { chooseMove, isLevel, LEVELS, type Level, type MoveStats } from './index.ts';

export interface EngineDefaults {
  level: Level;
  timeMs?: number;
  now: () => number;
}

export type ProtocolAnswer =
  { id: unknown; move: RecordMove | RecordPlacement; stats: MoveStats } | { id: unknown; error: string };

const MAX_TIME_MS = 60_000;
const MAX_ITERATIONS = 10_000_000;

/** The answer to one request line (never throws on input). */
export function answerLine(line: string, defaults: EngineDefaults): ProtocolAnswer {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return { id: null, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return { id: null, error: 'a request must be a JSON object: {"id": .., "record": {..}}' };
  }
  const fields = request as Record<string, unknown>;
  const id = fields.id ?? null;
  const fail = (error: string): ProtocolAnswer => ({ id, error });
  if (!('record' in fields)) return fail('the request has no "record"');
  const timeMs = fields.timeMs;
  if (
    timeMs !== undefined &&
    !(typeof timeMs === 'number' && Number.isFinite(timeMs) && timeMs > 0 && timeMs <= MAX_TIME_MS)
  ) {
    return fail(`"timeMs" must be a number of milliseconds in (0, ${MAX_TIME_MS}]`);
  }
  const iterations = fields.iterations;
  if (
    iterations !== undefined &&
    !(Number.isInteger(iterations) && (iterations as number) > 0 && (iterations as number) <= MAX_ITERATIONS)
  ) {
    return fail(`"iterations" must be an integer in [1, ${MAX_ITERATIONS}]`);
  }
  if (fields.seed !== undefined && typeof fields.seed !== 'string') return fail('"seed" must be a string');
  const level = fields.level ?? defaults.level;
  if (!isLevel(level)) return fail(`"level" must be one of ${LEVELS.join(', ')}`);

  const state = stateOfRecord(fields.record);
  if (typeof state === 'string') return fail(state);
  try {
    const choice = chooseMove(state.state, {
      level,
      seed: typeof fields.seed === 'string' ? fields.seed : state.seed,
      timeMs: (timeMs as number | undefined) ?? defaults.timeMs,
      iterations: iterations as number | undefined,
      now: defaults.now,
    });
    return { id, move: toRecordMove(choice.action), stats: choice.stats };
  } catch (error) {
    return fail(`no move: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The state a record of an unfinished game leads to, or why there is none. */
export function stateOfRecord(record: unknown): { state: GameState; seed: string } | string {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return '"record" must be one azul-record/1 object';
  const parsed = parseRecords(JSON.stringify(record));
  if (!parsed.ok) return `not a valid record: ${parsed.detail}`;
  const rec = parsed.records[0];
  if (rec.result) return 'the game is finished: the record has a result';
  const replay = replayRecord(rec);
  if (!replay.ok) return `not a valid record: round ${replay.round}, move ${replay.move}: ${replay.detail}`;
  if (replay.finished) return 'the game is finished: nothing to decide';
  // The position names the seed of the AI's own choices, so the same request gets the same answer.
  const moves = rec.rounds.reduce((sum, r) => sum + r.moves.length + (r.wallPlacements?.length ?? 0), 0);
  return { state: replay.state, seed: `${rec.seed ?? ''}:${rec.rounds.length}:${moves}` };
}

export function toRecordMove(action: Action): RecordMove | RecordPlacement {
  if (action.type === 'place') return { player: action.player, line: action.line, column: action.column };
  return actionToRecordMove(action);
}
