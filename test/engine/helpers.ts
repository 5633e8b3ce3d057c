// Building crafted states for rule tests: start from a real new game and
// overwrite only what the scenario needs.
import {
  COLORS,
  EMPTY,
  newGame,
  type Color,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../../src/engine/index.ts';

export const B = 0,
  Y = 1,
  R = 2,
  K = 3,
  W = 4; // blue yellow red black white

/** Counts per color from a list of colors. */
export function counts(...tiles: number[]): number[] {
  const c = [0, 0, 0, 0, 0];
  for (const t of tiles) c[t]++;
  return c;
}

export function emptyWall(): number[] {
  return new Array<number>(25).fill(EMPTY);
}

/** A wall from 5 strings of 5 chars: letters b y r k w for tiles, '.' for empty. */
export function wallFrom(rows: string[]): number[] {
  const wall = emptyWall();
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch !== '.') wall[r * 5 + c] = 'byrkw'.indexOf(ch);
    }),
  );
  return wall;
}

export function craft(
  opts: { playerCount?: PlayerCount; variant?: Variant; seed?: string },
  edit: (s: GameState) => void,
): GameState {
  // Seat 0 starts (and acts first) unless the scenario says otherwise.
  const s = newGame({
    playerCount: opts.playerCount ?? 2,
    variant: opts.variant ?? 'standard',
    seed: opts.seed ?? 'crafted',
    firstPlayer: 0,
  });
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  copy.factories = copy.factories.map(() => [0, 0, 0, 0, 0]);
  copy.center = [0, 0, 0, 0, 0];
  edit(copy);
  return copy;
}

export function colorName(c: number): string {
  return COLORS[c as Color];
}

/** Every player count with both walls: the games property tests run over. */
export const ALL_CONFIGS: { playerCount: PlayerCount; variant: Variant }[] = [2, 3, 4].flatMap((p) =>
  (['standard', 'gray'] as const).map((variant) => ({ playerCount: p as PlayerCount, variant })),
);
