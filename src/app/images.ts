// Images of a game for the chat: the app is the only layer that joins a stored
// game with the renderer. Each image is drawn in the language of the message it
// belongs to (`locale`): the game's for public ones, the reader's for private ones.
import type { ScoringExample, LastMove, MoveMark, RenderedImage } from '../render/index.ts';
import { renderer } from './renderer.ts';
import { wordsFor, type Locale } from '../i18n/index.ts';
import { nameOf } from '../actor.ts';
import { imageWordsFor } from './image-words.ts';
import type { Color, GameState, Source } from '../engine/types.ts';
import type { Game } from '../store/types.ts';
import type { TurnOutcome } from './outcome.ts';
import { namesOf } from './view-model/players.ts';

/** The players' names by seat, in `locale` (a bot's from the catalog). */
function namesIn(game: Game, locale: Locale): string[] {
  const words = wordsFor(locale);
  return namesOf(game).map((who) => nameOf(words, who));
}

export type { LastMove, MoveMark, RenderedImage };

/**
 * `turn`: the turn message's picture, made for a phone (the displays and center with the acting
 * player's board, the others compact: My board's layout, for the seat to act); `table`: every board
 * alike, for a wide screen (`/azul board`, a spectator's My board).
 */
export type ImageKind = 'turn' | 'table' | 'summary' | 'final';

export interface GameImageOptions {
  /** The move just made (from its outcome), marked on the table image; ignored by the others. */
  lastMove?: LastMove | null;
  /**
   * The moves since the viewer's last turn (`reads.sinceLastTurn`; for `turn`, the acting player's),
   * oldest first: each marked on the image, numbered, in its player's color. Wins over `lastMove`.
   */
  since?: readonly TurnOutcome[];
}

export async function renderGameImage(
  game: Game,
  kind: ImageKind,
  locale: Locale,
  options: GameImageOptions = {},
): Promise<RenderedImage> {
  if (!game.state) throw new Error(`game ${game.id} has no state to draw`);
  const names = namesIn(game, locale);
  const words = imageWordsFor(locale);
  const { renderRoundSummary, renderFinal, renderTable, renderMyBoard: drawMyBoard } = await renderer();
  if (kind === 'summary') return renderRoundSummary(game.state, names, { words: words.summary });
  if (kind === 'final') return renderFinal(game.state, names, { words: words.final });
  if (kind === 'turn')
    return drawMyBoard(game.state, names, game.state.current, {
      since: moveMarksOf(options.since ?? []),
      words: words.myBoard,
      file: `azul-round-${game.state.round + 1}-turn`,
      forAll: true,
    });
  if (options.since) return renderTable(game.state, names, { since: moveMarksOf(options.since), words: words.table });
  return renderTable(game.state, names, { lastMove: options.lastMove ?? null, words: words.table });
}

export interface MyBoardImageOptions {
  /** The source and color the viewer has picked so far in their turn (lit on the image). */
  picked?: { source?: number; color?: number };
  /** The moves since the viewer's last turn, oldest first (marked and numbered). */
  since?: readonly TurnOutcome[];
}

/** "My board": the table drawn for the player in seat `viewerSeat`, for a phone (src/render/my-board.ts). */
export async function renderMyBoard(
  game: Game,
  viewerSeat: number,
  locale: Locale,
  options: MyBoardImageOptions = {},
): Promise<RenderedImage> {
  if (!game.state) throw new Error(`game ${game.id} has no state to draw`);
  const picked = options.picked ?? {};
  const { renderMyBoard: drawMyBoard } = await renderer();
  return drawMyBoard(game.state, namesIn(game, locale), viewerSeat, {
    picked: { source: picked.source as Source | undefined, color: picked.color as Color | undefined },
    since: moveMarksOf(options.since ?? []),
    words: imageWordsFor(locale).myBoard,
  });
}

/** The table's "last move" marking, from the move's outcome (a gray wall placement marks nothing). */
export function lastMoveOfOutcome(turn: TurnOutcome | undefined): LastMove | null {
  const move = turn?.move;
  if (!turn || !move || move.type !== 'drafted') return null;
  return {
    player: move.player,
    source: move.source,
    color: move.color,
    count: move.count,
    line: move.target,
    floorCount: move.toFloor,
    lidCount: move.toLid,
    tookMarker: move.tookMarker,
    round: turn.inRound,
  };
}

/**
 * The images' marks of the moves since a player's last turn, oldest first: every draft with the
 * round it was made in (a move of an earlier round is named in the image's words only: its display
 * was dealt again). A gray-wall placement is not a draft and marks nothing.
 */
export function moveMarksOf(since: readonly TurnOutcome[]): MoveMark[] {
  return since.flatMap((turn) => {
    const mark = lastMoveOfOutcome(turn);
    return mark ? [mark] : [];
  });
}

/**
 * The rules' illustrated scoring examples for `/azul help`: a row,
 * a column, both, the floor (hand-made walls, the engine's points).
 */
export async function renderScoringImage(kind: ScoringExample, locale: Locale): Promise<RenderedImage> {
  const { renderScoringExample } = await renderer();
  return renderScoringExample(kind, { words: imageWordsFor(locale).scoring });
}

/** An image made smaller (scaled, lossy JPEG) for an upload Discord refused as too large. */
export async function shrinkForUpload(data: Buffer, fileName: string): Promise<{ data: Buffer; fileName: string }> {
  const { shrinkImage } = await renderer();
  return shrinkImage(data, fileName);
}

/**
 * The seats' names in a puzzle, which names nobody: the solver is "You", the opponents are numbered
 * in the order they play after the solver (the order My board's picture lists them in).
 */
export function puzzleSeatNames(playerCount: number, player: number, locale: Locale): string[] {
  const words = wordsFor(locale);
  return Array.from({ length: playerCount }, (_, seat) =>
    seat === player
      ? words.t('puzzle-you')
      : words.t('puzzle-opponent', { number: (seat - player + playerCount) % playerCount }),
  );
}

/**
 * A puzzle's position from the solver's side, for a phone (My board's layout: the solver's board
 * large, the displays and the center, the others compact), in `locale`: the solver is "You", the
 * others are numbered opponents (a puzzle names nobody). `picked`: the answer's picks so far, lit.
 */
export async function renderPuzzleImage(
  state: GameState,
  player: number,
  day: string,
  locale: Locale,
  picked: { source?: number; color?: number } = {},
): Promise<RenderedImage> {
  const names = puzzleSeatNames(state.players.length, player, locale);
  const { renderMyBoard: drawMyBoard } = await renderer();
  return drawMyBoard(state, names, player, {
    picked: { source: picked.source as Source | undefined, color: picked.color as Color | undefined },
    words: imageWordsFor(locale).myBoard,
    file: `azul-puzzle-${day}`,
  });
}
