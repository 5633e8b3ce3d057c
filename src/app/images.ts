// Images of a game for the chat: the app is the only layer that joins a stored
// game with the renderer.
import { renderFinal, renderMyBoard, renderRoundSummary, renderTable, type LastMove, type RenderedImage } from '../render/index.ts';
import type { Color, Source } from '../engine/types.ts';
import type { Game } from '../store/types.ts';
import type { TurnOutcome } from './outcome.ts';
import { namesOf } from './view-model/players.ts';

export type { LastMove, RenderedImage };

export type ImageKind = 'table' | 'summary' | 'final';

/** `lastMove`: the move just made (from its outcome), marked on the table image; ignored by the others. */
export async function renderGameImage(game: Game, kind: ImageKind, options: { lastMove?: LastMove | null } = {}): Promise<RenderedImage> {
  if (!game.state) throw new Error(`game ${game.id} has no state to draw`);
  const names = namesOf(game);
  if (kind === 'summary') return renderRoundSummary(game.state, names);
  if (kind === 'final') return renderFinal(game.state, names);
  return renderTable(game.state, names, { lastMove: options.lastMove ?? null });
}

/** One player's own board, made for a phone: `picked` lights the source and color chosen so far. */
export async function renderMyBoardImage(game: Game, viewerSeat: number, options: { picked?: { source?: number; color?: number }; lastMove?: LastMove | null } = {}): Promise<RenderedImage> {
  if (!game.state) throw new Error(`game ${game.id} has no state to draw`);
  const picked = { ...(options.picked?.source !== undefined ? { source: options.picked.source as Source } : {}), ...(options.picked?.color !== undefined ? { color: options.picked.color as Color } : {}) };
  return renderMyBoard(game.state, namesOf(game), viewerSeat, { picked, since: options.lastMove ? [options.lastMove] : [] });
}

/** The table's "last move" marking, from the move's outcome (a gray wall placement marks nothing). */
export function lastMoveOfOutcome(turn: TurnOutcome | undefined): LastMove | null {
  const move = turn?.move;
  if (!move || move.type !== 'drafted') return null;
  return {
    player: move.player,
    source: move.source,
    color: move.color,
    count: move.count,
    line: move.target,
    floorCount: move.toFloor,
    lidCount: move.toLid,
    tookMarker: move.tookMarker,
  };
}
