// parseState: checks that stored JSON is a well-formed, consistent game state
// (shape by zod, then the invariants a shape cannot express).
import { z } from 'zod';
import { failure, type Result } from './result.ts';
import {
  COLOR_COUNT,
  EMPTY,
  FLOOR_SIZE,
  MARKER,
  NO_LINE,
  NO_SEAT,
  PATTERN_LINES,
  TILES_PER_COLOR,
  TILES_PER_DISPLAY,
  WALL_SIZE,
  WALL_SPACES,
  type GameState,
} from './types.ts';
import { displayCountFor, tileCensus } from './state.ts';

const int = z.number().int();
const LAST_COLOR = COLOR_COUNT - 1;
const color = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const counts = z.array(int.min(0).max(TILES_PER_COLOR)).length(COLOR_COUNT);
const colorOrEmpty = int.min(EMPTY).max(LAST_COLOR);
const seatIndex = int.min(0).max(3);

const board = z.object({
  score: int.min(0),
  lineColor: z.array(colorOrEmpty).length(PATTERN_LINES),
  lineCount: z.array(int.min(0).max(PATTERN_LINES)).length(PATTERN_LINES),
  wall: z.array(colorOrEmpty).length(WALL_SPACES),
  floor: z.array(int.min(0).max(MARKER)).max(FLOOR_SIZE),
});

const tileScore = z.object({
  player: int,
  line: int,
  column: int,
  color,
  horizontal: int,
  vertical: int,
  points: int,
});

const report = z.object({
  round: int.min(0),
  players: z.array(
    z.object({
      player: int,
      scoreBefore: int,
      placed: z.array(tileScore),
      dumpedLines: z.array(int),
      floor: z.array(int),
      floorPenalty: int,
      scoreAfter: int,
    }),
  ),
});

const bonuses = z.object({ rows: int.min(0), columns: int.min(0), colors: int.min(0), points: int.min(0) });

const stateSchema = z.object({
  variant: z.enum(['standard', 'gray']),
  playerCount: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  phase: z.enum(['draft', 'wall', 'over']),
  round: int.min(0),
  startPlayer: seatIndex,
  // Absent from states stored before the first player was drawn: those games began with seat 0.
  firstPlayer: seatIndex.default(0),
  firstPlayerAtRandom: z.boolean().default(false),
  current: seatIndex,
  factories: z.array(counts),
  dealt: z.array(z.array(color).max(TILES_PER_DISPLAY)),
  center: counts,
  markerInCenter: z.boolean(),
  markerTakenBy: z.union([seatIndex, z.literal(NO_SEAT)]),
  bag: counts,
  lid: counts,
  players: z.array(board),
  pendingLine: z.union([int.min(0).max(PATTERN_LINES - 1), z.literal(NO_LINE)]),
  rng: z.array(int.min(0).max(0xffffffff)).length(4),
  seed: z.string(),
  scoreHistory: z.array(z.array(int.min(0))),
  lastReport: report.nullable(),
  result: z
    .object({
      scores: z.array(int.min(0)),
      bonuses: z.array(bonuses),
      completeRows: z.array(int.min(0)),
      winners: z.array(int).min(1),
      decidedBy: z.enum(['score', 'rows', 'shared']),
    })
    .nullable(),
});

function inconsistency(s: GameState): string | null {
  const n = s.playerCount;
  if (s.players.length !== n) return `players: expected ${n} boards, found ${s.players.length}`;
  if (s.factories.length !== displayCountFor(n)) return `factories: expected ${displayCountFor(n)} displays`;
  if (s.current >= n || s.startPlayer >= n || (s.firstPlayer ?? 0) >= n || s.markerTakenBy >= n)
    return 'a seat index is out of range';
  for (const [i, b] of s.players.entries()) {
    for (let l = 0; l < PATTERN_LINES; l++) {
      if (b.lineCount[l] > l + 1) return `players.${i}: line ${l} holds too many tiles`;
      if ((b.lineCount[l] === 0) !== (b.lineColor[l] === EMPTY))
        return `players.${i}: line ${l} color and count disagree`;
      if (b.lineColor[l] !== EMPTY && b.wall.slice(l * WALL_SIZE, (l + 1) * WALL_SIZE).includes(b.lineColor[l])) {
        return `players.${i}: line ${l} holds a color its wall row already has`;
      }
    }
    if (b.floor.filter((c) => c === MARKER).length > 1) return `players.${i}: more than one marker on the floor`;
  }
  const census = tileCensus(s);
  for (let k = 0; k < COLOR_COUNT; k++) {
    if (census[k] !== TILES_PER_COLOR) return `tiles of color ${k}: found ${census[k]}, expected ${TILES_PER_COLOR}`;
  }
  if (s.phase === 'wall' && (s.variant !== 'gray' || s.pendingLine === NO_LINE))
    return 'wall phase without a pending gray line';
  if ((s.phase === 'over') !== (s.result !== null)) return 'result must be present exactly when the game is over';
  return null;
}

/** A stored or received state checked whole: its shape, then the rules' invariants (tiles, walls, turns). */
export function parseState(json: unknown): Result<{ state: GameState }, 'BAD_STATE'> {
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) return failure('BAD_STATE', z.prettifyError(parsed.error));
  const state = parsed.data as GameState;
  const why = inconsistency(state);
  return why ? failure('BAD_STATE', why) : { ok: true, state };
}
