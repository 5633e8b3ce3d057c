// Filling the factory displays at the start of a round: display 0 first,
// 4 tiles each; an empty bag takes the whole lid mid-fill; when bag and lid
// are both empty, the display being filled keeps what it has.
import { COLORS, COLOR_COUNT, TILES_PER_DISPLAY, type Color, type GameState } from './types.ts';
import { nextInt } from './rng.ts';
import { sum5, zeros } from './state.ts';

/**
 * Fills `w` (a working copy awaiting its fill) from the bag with its own random
 * source: bag, lid and random source change in place, the displays are new.
 */
export function fillFromRng(w: GameState): void {
  const bag = w.bag;
  const lid = w.lid;
  const rng = w.rng;
  let inBag = sum5(bag);
  const displays = w.factories.length;
  const factories: number[][] = [];
  const dealt: Color[][] = [];
  for (let d = 0; d < displays; d++) {
    const counts = [0, 0, 0, 0, 0]; // per Color (a literal: this runs for every display of every round)
    const order: Color[] = [0, 0, 0, 0]; // TILES_PER_DISPLAY slots, cut short below if the tiles run out
    let k = 0;
    for (; k < TILES_PER_DISPLAY; k++) {
      if (inBag === 0) {
        inBag = sum5(lid);
        if (inBag === 0) break;
        for (let c = 0; c < COLOR_COUNT; c++) {
          bag[c] = lid[c];
          lid[c] = 0;
        }
      }
      const color = drawColor(bag, nextInt(rng, inBag));
      bag[color]--;
      inBag--;
      counts[color]++;
      order[k] = color;
    }
    if (k < TILES_PER_DISPLAY) order.length = k; // bag and lid ran empty: this display and the rest stay short
    factories.push(counts);
    dealt.push(order);
  }
  w.factories = factories;
  w.dealt = dealt;
}

/**
 * The color of tile number `pick` (0-based) when the bag's tiles are lined up
 * by color: the number of colors whose running total is at most `pick`. Branch-free
 * (a loop over the colors would mispredict on random picks).
 */
function drawColor(bag: readonly number[], pick: number): Color {
  const upTo0 = bag[0];
  const upTo1 = upTo0 + bag[1];
  const upTo2 = upTo1 + bag[2];
  const upTo3 = upTo2 + bag[3];
  // (upTo - 1 - pick) >>> 31 is 1 exactly when pick >= upTo
  return (((upTo0 - 1 - pick) >>> 31) +
    ((upTo1 - 1 - pick) >>> 31) +
    ((upTo2 - 1 - pick) >>> 31) +
    ((upTo3 - 1 - pick) >>> 31)) as Color;
}

/**
 * Fills `w` with the displays a record lists, checking that they can have come
 * out of the bag (and lid) in that order. Returns an error message or null.
 */
export function fillFromList(w: GameState, displays: readonly (readonly Color[])[]): string | null {
  if (displays.length !== w.factories.length) {
    return `expected ${w.factories.length} factory displays, found ${displays.length}`;
  }
  const bag = w.bag.slice();
  const lid = w.lid.slice();
  let inBag = sum5(bag);
  const factories: number[][] = [];
  const dealt: Color[][] = [];
  let exhaustedAt: number | null = null; // the display being filled when bag and lid ran empty
  for (let d = 0; d < displays.length; d++) {
    const tiles = displays[d];
    if (tiles.length > TILES_PER_DISPLAY) return `display ${d} lists ${tiles.length} tiles (at most 4)`;
    if (exhaustedAt !== null && tiles.length > 0) {
      return `display ${d} lists tiles but bag and lid ran empty while filling display ${exhaustedAt}`;
    }
    const counts = zeros();
    for (let k = 0; k < tiles.length; k++) {
      const color = tiles[k];
      if (inBag === 0) {
        inBag = sum5(lid);
        if (inBag === 0) return `display ${d} tile ${k} (${COLORS[color]}): bag and lid are empty`;
        for (let c = 0; c < COLOR_COUNT; c++) {
          bag[c] = lid[c];
          lid[c] = 0;
        }
      }
      if (bag[color] === 0) {
        return `display ${d} tile ${k} (${COLORS[color]}): no ${COLORS[color]} tile left in the bag`;
      }
      bag[color]--;
      inBag--;
      counts[color]++;
    }
    if (tiles.length < TILES_PER_DISPLAY && exhaustedAt === null) {
      if (inBag + sum5(lid) > 0) {
        return `display ${d} lists ${tiles.length} tiles but the bag still held tiles`;
      }
      exhaustedAt = d;
    }
    factories.push(counts);
    dealt.push(tiles.slice());
  }
  w.bag = bag;
  w.lid = lid;
  w.factories = factories;
  w.dealt = dealt;
  return null;
}
