// The tiles' whereabouts for `/azul board`: in the bag, in the lid, and still out on the
// displays and in the center, per color, as the table image's header shows them.
import { COLORS, type GameState } from '../../engine/types.ts';

export interface SupplyCounts {
  /** By color, in the engine's order (COLORS). */
  bag: number[];
  lid: number[];
  /** On the displays and in the center, not taken yet. */
  out: number[];
  totals: { bag: number; lid: number; out: number };
}

export function supplyOf(state: GameState): SupplyCounts {
  const out = COLORS.map(
    (_, color) => state.factories.reduce((n, display) => n + (display[color] ?? 0), 0) + (state.center[color] ?? 0),
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const bag = COLORS.map((_, color) => state.bag[color] ?? 0);
  const lid = COLORS.map((_, color) => state.lid[color] ?? 0);
  return { bag, lid, out, totals: { bag: sum(bag), lid: sum(lid), out: sum(out) } };
}
