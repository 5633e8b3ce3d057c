// The two questions every caller asks: what may the player to act do, and
// what happens when they do it. Automatic steps (standard wall-tiling, gray
// dumps, the next round's fill) run inside, so the result always waits for a
// real decision or is over.
import {
  CENTER,
  COLOR_COUNT,
  EMPTY,
  FLOOR,
  PATTERN_LINES,
  WALL_SIZE,
  isCenter,
  isColor,
  type Action,
  type ApplyResult,
  type Draft,
  type GameState,
  type Place,
  type Source,
} from './types.ts';
import { failure } from './result.ts';
import { copyForDraft, draftEndsRound, draftInPlace, draftRejection, lineAccepts } from './draft.ts';
import { placeInPlace, startGrayWall, tileStandard, type RoundEnd } from './tiling.ts';
import { canPlaceGray } from './wall.ts';
import { tableIsEmpty, workingCopy } from './state.ts';
import { fillFromRng } from './fill.ts';

export function isOver(s: GameState): boolean {
  return s.phase === 'over';
}

/**
 * Exactly the legal actions of the player to act, in a fixed order: displays
 * 0.. then the center; colors 0..4; lines 0..4 then the floor. Gray wall
 * phase: the legal columns, left to right. [] once the game is over.
 * (fast-path.ts counts and picks from the same list without building it.)
 */
export function legalMoves(s: GameState): Action[] {
  const moves: Action[] = [];
  if (s.phase === 'over') return moves;
  const player = s.current;
  const board = s.players[player];
  if (s.phase === 'wall') {
    const line = s.pendingLine;
    for (let column = 0; column < WALL_SIZE; column++) {
      if (canPlaceGray(board.wall, line, column, board.lineColor[line]))
        moves.push({ type: 'place', player, line, column });
    }
    return moves;
  }
  // accepts[color * PATTERN_LINES + line]: whether that pattern line takes that color now.
  const accepts: boolean[] = [];
  for (let color = 0; color < COLOR_COUNT; color++) {
    for (let line = 0; line < PATTERN_LINES; line++) accepts.push(lineAccepts(board, line, color));
  }
  const displays = s.factories.length;
  for (let i = 0; i <= displays; i++) {
    const source: Source = i === displays ? CENTER : i; // the displays in order, then the center
    const tiles = isCenter(source) ? s.center : s.factories[source];
    for (let color = 0; color < COLOR_COUNT; color++) {
      if (tiles[color] === 0 || !isColor(color)) continue;
      for (let line = 0; line < PATTERN_LINES; line++) {
        if (accepts[color * PATTERN_LINES + line]) moves.push({ type: 'draft', player, source, color, line });
      }
      moves.push({ type: 'draft', player, source, color, line: FLOOR });
    }
  }
  return moves;
}

type Rejected = ApplyResult & { ok: false };
/** What a state needs after an action: a decision ('wait'), the next round's fill, or nothing more ('over'). */
export type StepEnd = RoundEnd | 'wait';
/** Like ApplyResult, plus what the round needs next (the fill is the caller's). */
export type CoreResult = { ok: true; state: GameState; next: StepEnd } | Rejected;

function reject(error: Rejected['error'], detail: string): Rejected {
  return failure(error, detail);
}

/**
 * The rules' one step: applies a legal action to working copy `w` in place,
 * with the automatic steps that follow (standard wall-tiling, gray dumps, the
 * end of the round or of the game), but not the next round's fill.
 */
export function stepInPlace(w: GameState, action: Action): StepEnd {
  if (action.type === 'place') return placeInPlace(w, action.player, action.line, action.column);
  draftInPlace(w, action);
  if (!tableIsEmpty(w)) return 'wait';
  return w.variant === 'gray' ? startGrayWall(w) : tileStandard(w);
}

/**
 * Checks and applies one action; when a round ends, leaves the next round
 * unfilled (`next: 'fill'`) so that the caller chooses the tiles: the random
 * source for play, a record's listed displays for replay.
 */
export function applyCore(s: GameState, action: Action): CoreResult {
  const why = rejection(s, action);
  if (why) return why;
  // Copy what the step changes: most drafts touch only a few arrays; the round's
  // last draft and gray placements lead to wall-tiling, which changes much more.
  const w = action.type === 'draft' && !draftEndsRound(s, action) ? copyForDraft(s, action) : workingCopy(s);
  return { ok: true, state: w, next: stepInPlace(w, action) };
}

/** Why `action` is not legal in `s`, or null. */
function rejection(s: GameState, action: Action): Rejected | null {
  if (s.phase === 'over') return reject('ERR_GAME_OVER', 'the game is over');
  if (typeof action !== 'object' || action === null) return reject('ERR_BAD_ACTION', 'an action must be an object');
  if (action.type === 'draft') {
    if (s.phase !== 'draft') return reject('ERR_WRONG_PHASE', 'tiles are being placed on the wall, not drafted');
    const why = draftRejection(s, action as Draft);
    return why ? reject(why.error, why.message) : null;
  }
  if (action.type === 'place') {
    if (s.phase !== 'wall') return reject('ERR_WRONG_PHASE', 'this is not the wall-tiling phase');
    return placeRejection(s, action);
  }
  return reject('ERR_BAD_ACTION', 'action type must be "draft" or "place"');
}

function placeRejection(s: GameState, a: Place): Rejected | null {
  const player = a.player;
  if (typeof player !== 'number' || !Number.isInteger(player))
    return reject('ERR_BAD_ACTION', 'player must be a seat index');
  if (player !== s.current) return reject('ERR_WRONG_PLAYER', `seat ${s.current} places now`);
  if (a.line !== s.pendingLine) return reject('ERR_WRONG_LINE', `line ${s.pendingLine + 1} is placed next`);
  const column = a.column;
  if (typeof column !== 'number' || !Number.isInteger(column) || column < 0 || column >= WALL_SIZE) {
    return reject('ERR_BAD_COLUMN', `column must be 0..${WALL_SIZE - 1}`);
  }
  const board = s.players[player];
  if (board.wall[a.line * WALL_SIZE + column] !== EMPTY) return reject('ERR_COLUMN_TAKEN', 'that wall space is taken');
  if (!canPlaceGray(board.wall, a.line, column, board.lineColor[a.line])) {
    return reject('ERR_COLUMN_HAS_COLOR', 'that column already holds this color');
  }
  return null;
}

/** Checks and applies an action; the input state is never changed. */
export function applyAction(s: GameState, action: Action): ApplyResult {
  const r = applyCore(s, action);
  if (r.ok && r.next === 'fill') fillFromRng(r.state);
  return r; // the extra `next` field is harmless to callers
}
