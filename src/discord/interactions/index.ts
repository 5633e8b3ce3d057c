// Every component interaction kind and its handler, one file each (the router looks them up by the
// kind its custom_id decodes to).
import { addBot, removeBot } from './bots.ts';
import { cancel, cancelBroken } from './cancel.ts';
import type { ClickHandlers } from './handler.ts';
import { hint } from './hint.ts';
import { join } from './join.ts';
import { leave } from './leave.ts';
import { quit, stay } from './leave-game.ts';
import { line, place } from './move.ts';
import { rematch } from './rematch.ts';
import { result } from './result.ts';
import { review } from './review.ts';
import { start } from './start.ts';
import { takeBack } from './take-back.ts';
import { back, color, source } from './turn-steps.ts';
import { vote } from './vote.ts';
import { myBoard } from './my-board.ts';
import { undo } from './undo.ts';
import { help } from './help.ts';
import { table } from './table.ts';
import { tournamentCheckIn, tournamentJoin, tournamentLeave } from './tournament.ts';
import { puzzleBack, puzzleColor, puzzleLine, puzzleOpen, puzzlePlace, puzzleShare, puzzleSource } from './puzzle.ts';

export const CLICK_HANDLERS: ClickHandlers = {
  join,
  leave,
  start,
  cancel,
  cancelBroken,
  quit,
  stay,
  source,
  color,
  back,
  line,
  place,
  addBot,
  removeBot,
  hint,
  takeBack,
  result,
  review,
  rematch,
  vote,
  myBoard,
  undo,
  help,
  table,
  tournamentJoin,
  tournamentLeave,
  tournamentCheckIn,
  puzzleOpen,
  puzzleShare,
  puzzleSource,
  puzzleColor,
  puzzleLine,
  puzzleBack,
  puzzlePlace,
};

export type { ClickHandler, ClickRun, ComponentInteraction } from './handler.ts';
