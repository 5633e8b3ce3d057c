// Puzzles: positions from reviewed games where one move is clearly best (azul-puzzle/1).
// Pure, like the review it reads: the engine, the AI and the review only, no clock, no I/O.
export * from './types.ts';
export {
  actionToPuzzleMove,
  answerMatches,
  makePuzzle,
  makePuzzleLine,
  parsePuzzle,
  parsePuzzleLines,
  puzzleMoveToAction,
  puzzlePosition,
  recordBefore,
  thenPosition,
  type PuzzleLine,
  type PuzzleParse,
} from './position.ts';
export {
  DEFAULT_PUZZLE_OPTIONS,
  MIN_GAP,
  difficultyOf,
  examinePosition,
  findPuzzles,
  followUp,
  judgeExamination,
  positionPuzzle,
  type PositionPuzzle,
  searchPuzzles,
  type Examination,
  type ExamineOptions,
  type PuzzleOptions,
  type PuzzleSearch,
} from './generator.ts';
export { moveFacts, themesOf, type MoveFacts } from './themes.ts';
