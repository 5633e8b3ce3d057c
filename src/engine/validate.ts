// parseState: checks that stored JSON is a well-formed, consistent game state
// (shape by zod, then the invariants a shape cannot express).
import { z } from 'zod';
import { TILES_PER_COLOR, type GameState } from './types.ts';
import { displayCountFor, tileCensus } from './state.ts';

const int = z.number().int();
const color = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const counts = z.array(int.min(0).max(TILES_PER_COLOR)).length(5);

const board = z.object({
  score: int.min(0),
  lineColor: z.array(int.min(-1).max(4)).length(5),
  lineCount: z.array(int.min(0).max(5)).length(5),
  wall: z.array(int.min(-1).max(4)).length(25),
  floor: z.array(int.min(0).max(5)).max(7),
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
  startPlayer: int.min(0).max(3),
  // Absent from states stored before the first player was drawn: those games began with seat 0.
  firstPlayer: int.min(0).max(3).default(0),
  firstPlayerAtRandom: z.boolean().default(false),
  current: int.min(0).max(3),
  factories: z.array(counts),
  dealt: z.array(z.array(color).max(4)),
  center: counts,
  markerInCenter: z.boolean(),
  markerTakenBy: int.min(-1).max(3),
  bag: counts,
  lid: counts,
  players: z.array(board),
  pendingLine: int.min(-1).max(4),
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
  if (s.current >= n || s.startPlayer >= n || (s.firstPlayer ?? 0) >= n || s.markerTakenBy >= n) return 'a seat index is out of range';
  for (const [i, b] of s.players.entries()) {
    for (let l = 0; l < 5; l++) {
      if (b.lineCount[l] > l + 1) return `players.${i}: line ${l} holds too many tiles`;
      if ((b.lineCount[l] === 0) !== (b.lineColor[l] === -1)) return `players.${i}: line ${l} color and count disagree`;
      if (b.lineColor[l] >= 0 && b.wall.slice(l * 5, l * 5 + 5).includes(b.lineColor[l])) {
        return `players.${i}: line ${l} holds a color its wall row already has`;
      }
    }
    if (b.floor.filter((c) => c === 5).length > 1) return `players.${i}: more than one marker on the floor`;
  }
  const census = tileCensus(s);
  for (let k = 0; k < 5; k++) {
    if (census[k] !== TILES_PER_COLOR) return `tiles of color ${k}: found ${census[k]}, expected ${TILES_PER_COLOR}`;
  }
  if (s.phase === 'wall' && (s.variant !== 'gray' || s.pendingLine < 0)) return 'wall phase without a pending gray line';
  if ((s.phase === 'over') !== (s.result !== null)) return 'result must be present exactly when the game is over';
  return null;
}

export function parseState(json: unknown): { ok: true; state: GameState } | { ok: false; error: string } {
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  const state = parsed.data as GameState;
  const why = inconsistency(state);
  return why ? { ok: false, error: why } : { ok: true, state };
}
