// The last move, as the app knows it from the move's outcome: the table image
// marks where its tiles came from and where they went.
import { draftOutcome } from '../engine/index.ts';
import { CENTER, type Color, type Draft, type GameState, type Source, type Target } from '../engine/types.ts';

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
  /** Of `count`, the tiles that went onto floor spaces. */
  floorCount: number;
  /** Of `count`, the tiles that found no free floor space and went to the lid (default 0). */
  lidCount?: number;
  /** The move took the first player marker from the center. */
  tookMarker: boolean;
}

/** The LastMove of `draft`, played on `before` (the state it was chosen on). */
export function lastMoveOf(before: GameState, draft: Draft): LastMove {
  const out = draftOutcome(before, draft);
  return {
    player: draft.player,
    source: draft.source as Source,
    color: draft.color,
    count: out.toLine + out.toFloor + out.toLid,
    line: draft.line as Target,
    floorCount: out.toFloor,
    lidCount: out.toLid,
    tookMarker: draft.source === CENTER && before.markerInCenter,
  };
}
