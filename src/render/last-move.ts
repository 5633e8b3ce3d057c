// The last move, as the app knows it from the move's outcome: the table image
// marks where its tiles came from and where they went.
import type { Color, Source, Target } from '../engine/types.ts';

export interface LastMove {
  /** Seat of the player who moved. */
  player: number;
  /** The display it took from, or CENTER. */
  source: Source;
  color: Color;
  /** Tiles taken (without the first player marker). */
  count: number;
  /** The pattern line chosen, or FLOOR. */
  line: Target;
  /** Of `count`, the tiles that went to the floor (all of them when `line` is FLOOR; excess past 7 spaces included). */
  floorCount: number;
  /** The move took the first player marker from the center (it went to the floor). */
  tookMarker: boolean;
}
