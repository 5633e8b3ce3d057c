// The shape of a game record, format `azul-record/1` (shared/spec/azul-record.md), as plain types:
// record.ts writes and replays records, record-parse.ts reads them from text and checks that its
// schema yields exactly this shape. Both import it, neither imports the other.
import type { ColorName, PlayerCount, Variant } from './types.ts';

export const RECORD_FORMAT = 'azul-record/1';

/** A draft: a seat takes every tile of one color from a display (0-based) or the center, onto a line or the floor. */
export interface RecordMove {
  player: number;
  source: number | 'center';
  color: ColorName;
  line: number | 'floor';
}

/** Gray variant: where a full pattern line's tile went on the wall. */
export interface RecordPlacement {
  player: number;
  line: number;
  column: number;
}

export interface RecordRound {
  startPlayer: number;
  /** The tiles on each display when the round began. */
  factories: ColorName[][];
  moves: RecordMove[];
  /** Gray variant only (empty or absent in the standard game). */
  wallPlacements?: RecordPlacement[];
  /** Every seat's score after this round's wall-tiling and floor penalties. */
  scores?: number[];
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  variant: Variant;
  playerCount: PlayerCount;
  /** Display names, one per seat. */
  names?: string[];
  /** The seed the writer's random source started from. */
  seed?: string;
  rounds: RecordRound[];
  /** Present once the game is over: final scores (bonuses included), bonus counts, winners. */
  result?: {
    scores: number[];
    bonuses: Array<{ rows: number; columns: number; colors: number }>;
    winners: number[];
  };
}
