// The moves the images mark: built by the app from each move's outcome (or by
// lastMoveOf from a draft and the state it was played on). The table image and
// my board mark where each move's tiles came from and went, numbered in order.
import { draftOutcome } from '../engine/index.ts';
import { CENTER, FLOOR, type Color, type Draft, type GameState, type Source, type Target } from '../engine/types.ts';
import type { MoveFacts } from './words.ts';

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
  /**
   * The round (0-based, as state.round) the move was made in. A move of an
   * earlier round is named in words only: its tiles were tiled and the
   * displays dealt again. Without it, the drawing checks that the table still
   * shows the move (its display empty, its tiles where it put them).
   */
  round?: number;
}

/** One of the moves since a player's last turn (the same shape: a list of them is marked, numbered 1, 2, ...). */
export type MoveMark = LastMove;

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
    round: before.round,
  };
}

/** Tiles of the move that went onto its pattern line. */
export function toLineOf(move: LastMove): number {
  return move.line === FLOOR ? 0 : Math.max(0, move.count - move.floorCount - (move.lidCount ?? 0));
}

/** The move as the words need it. */
export function moveFacts(move: LastMove): MoveFacts {
  return {
    color: move.color,
    count: move.count,
    source: move.source,
    line: move.line,
    toLine: toLineOf(move),
    toFloor: move.floorCount,
    toLid: move.lidCount ?? 0,
    tookMarker: move.tookMarker,
  };
}
