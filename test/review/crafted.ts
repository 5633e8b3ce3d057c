// Hand-made positions for the review's tests: a real new game, overwritten where the
// scenario says, its tiles balanced (the bag holds what the table does not) and
// checked by the engine's own state parser, so the search plays from a legal position.
import {
  EMPTY,
  FLOOR,
  MARKER,
  newGame,
  parseState,
  tileCensus,
  type Action,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

export const B = 0,
  Y = 1,
  R = 2,
  K = 3,
  W = 4; // blue yellow red black white
export { FLOOR, MARKER };

/** Counts per color from a list of colors. */
export function counts(...tiles: number[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const t of tiles) c[t]++;
  return c;
}

/** A wall from 5 strings of 5 chars: b y r k w for tiles, '.' for empty. */
export function wallFrom(rows: string[]): number[] {
  const wall = new Array<number>(25).fill(EMPTY);
  rows.forEach((row, r) => [...row].forEach((ch, c) => ch !== '.' && (wall[r * 5 + c] = 'byrkw'.indexOf(ch))));
  return wall;
}

/** Pattern lines from [color, count] pairs (null: empty). */
export function linesFrom(lines: ([number, number] | null)[]): { lineColor: number[]; lineCount: number[] } {
  return { lineColor: lines.map((l) => (l ? l[0] : EMPTY)), lineCount: lines.map((l) => (l ? l[1] : 0)) };
}

export function craft(opts: { playerCount?: PlayerCount; variant?: Variant }, edit: (s: GameState) => void): GameState {
  const s = JSON.parse(
    JSON.stringify(
      newGame({
        playerCount: opts.playerCount ?? 2,
        variant: opts.variant ?? 'standard',
        seed: 'crafted',
        firstPlayer: 0,
      }),
    ),
  ) as GameState;
  s.factories = s.factories.map(() => [0, 0, 0, 0, 0]);
  s.center = [0, 0, 0, 0, 0];
  s.bag = [0, 0, 0, 0, 0];
  s.lid = [0, 0, 0, 0, 0];
  edit(s);
  // Every tile not on the table is in the bag: 20 of each color in all.
  const census = tileCensus(s);
  s.bag = census.map((n) => 20 - n);
  if (s.bag.some((n) => n < 0)) throw new Error(`crafted position has too many tiles: ${JSON.stringify(census)}`);
  const parsed = parseState(JSON.parse(JSON.stringify(s)));
  if (!parsed.ok) throw new Error(`crafted position is not legal: ${parsed.error}`);
  return parsed.state;
}

export function draft(player: number, source: number, color: number, line: number): Action {
  return { type: 'draft', player, source, color: color as 0, line };
}
