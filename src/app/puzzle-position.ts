// A puzzle's position and whether an answer is right, as the generator (src/puzzles) defines them:
// the one door the app goes through to read a stored or shipped puzzle (position.ts, not the
// generator: the bot's start loads no search for it).
export {
  actionToPuzzleMove,
  answerMatches,
  parsePuzzle,
  puzzleMoveToAction,
  puzzlePosition,
} from '../puzzles/position.ts';
