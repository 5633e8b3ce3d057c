// The engine's rules without reading text (records, stored states): everything here is pure (no
// I/O, no clock, no Math.random; the only randomness is the seeded source inside GameState) and
// loads no validation library. The AI and the review import this, so the AI's process stays lean;
// index.ts adds the parsers.
export * from './types.ts';
export { newGame, firstPlayerOf, type NewGameOptions } from './setup.ts';
export { legalMoves, applyAction, isOver } from './apply.ts';
export { legalMoveCount, legalMoveAt, randomLegalMove, applyInPlace } from './fast-path.ts';
export { draftOutcome } from './draft.ts';
export { reachedWall, endByAgreement } from './agreement.ts';
export {
  wallColorAt,
  wallColumnOf,
  floorPenaltyFor,
  scorePlacement,
  canPlaceGray,
  bonusesOf,
  completeRows,
} from './wall.ts';
export { BONUS_POINTS, placesAhead, rankSeats, type SeatStanding } from './standings.ts';
export { failure, type Failure, type Result } from './result.ts';
export { tileCensus, workingCopy } from './state.ts';
export {
  RECORD_FORMAT,
  makeRecordLine,
  recordFromActions,
  replayRecord,
  actionToRecordMove,
  recordMoveToAction,
  type GameRecord,
  type RecordMove,
  type RecordPlacement,
  type RecordRound,
  type ReplayResult,
} from './record.ts';
export { randomPolicy, greedyPolicy, type Policy } from './policy.ts';
export { seedRng, nextUint32, nextInt } from './rng.ts';
