// A turn as the chat shows it: whose turn, the step of it to show (the choices at that step, from
// the engine's legal moves), when the clock runs out and who plays the seat; and what one viewer
// of `/azul board` sees and may do.
import type { Color, Place } from '../../engine/types.ts';
import type { Game } from '../../store/types.ts';
import type { TurnOutcome } from '../outcome.ts';
import { isAutomated, onAutopilot, seatToAct } from '../seats.ts';
import { columnPoints, draftStep, pendingColor, placementsOf, type DraftStep } from '../turn-options.ts';
import { namesOf, playerRef, playersOf, refOf, type GameRef, type PlayerRef } from './players.ts';

export interface PlaceChoice {
  place: Place;
  /** What the tile scores in that column, now. */
  points: number;
}

export type TurnStep = { kind: 'draft'; step: DraftStep } | { kind: 'place'; line: number; color: Color; places: PlaceChoice[] };

/** The picks so far of a draft (from the clicked button). */
export interface Picked {
  source?: number;
  color?: number;
}

/**
 * The step of the acting player's turn after the picks so far (none: the first step), or null when
 * nobody acts or a pick is no longer legal (the caller answers that the choice is gone).
 */
export function turnStep(game: Game, picked: Picked = {}): TurnStep | null {
  const state = game.state;
  if (!state || game.status !== 'active') return null;
  if (state.phase === 'draft') {
    const step = draftStep(state, picked);
    return step ? { kind: 'draft', step } : null;
  }
  if (state.phase === 'wall') {
    const color = pendingColor(state);
    const places = placementsOf(state);
    if (color === null || places.length === 0) return null;
    return { kind: 'place', line: state.pendingLine, color, places: places.map((place) => ({ place, points: columnPoints(state, place) })) };
  }
  return null;
}

export interface TurnModel {
  ref: GameRef;
  /** The round, counted from 1. */
  round: number;
  acting: PlayerRef;
  step: TurnStep;
  /** When the acting person's clock runs out; null without one. */
  clockEndsAt: Date | null;
  names: string[];
}

/** The turn message of the person to act (null when a bot or the autopilot is to act, or the game is not running). */
export function turnModel(game: Game, picked: Picked = {}): TurnModel | null {
  const seat = seatToAct(game);
  const step = turnStep(game, picked);
  if (!seat || !step || isAutomated(seat)) return null;
  return { ref: refOf(game), round: game.state!.round + 1, acting: playerRef(seat), step, clockEndsAt: game.clockEndsAt, names: namesOf(game) };
}

export interface BoardViewer {
  /** The viewer's seat, or null for a spectator. */
  player: PlayerRef | null;
  /** Their turn, and they play it themselves: the controls are theirs. */
  mayAct: boolean;
  /** The autopilot plays their seat for now: they may take it back. */
  onAutopilot: boolean;
}

/** What `/azul board` shows one viewer. */
export interface BoardModel {
  ref: GameRef;
  status: Game['status'];
  round: number;
  /** Who is to act (null when nobody: the game is over). */
  acting: PlayerRef | null;
  viewer: BoardViewer;
  /** The first step of the viewer's turn when they may act. */
  step: TurnStep | null;
  /** What happened since the viewer last played (a spectator: since the player to act did). */
  since: TurnOutcome[];
  names: string[];
  players: PlayerRef[];
}

/** `picked`: the source and color the viewer chose so far on their private board (their turn's next step). */
export function boardModel(game: Game, viewerId: string, since: TurnOutcome[], picked: Picked = {}): BoardModel {
  const mine = game.seats.find((s) => s.userId === viewerId && s.botLevel === null);
  const acting = seatToAct(game);
  const mayAct = !!mine && acting?.seat === mine.seat && !onAutopilot(mine) && mine.control === 'player';
  return {
    ref: refOf(game),
    status: game.status,
    round: (game.state?.round ?? 0) + 1,
    acting: acting ? playerRef(acting) : null,
    viewer: { player: mine ? playerRef(mine) : null, mayAct, onAutopilot: onAutopilot(mine) },
    step: mayAct ? turnStep(game, picked) : null,
    since,
    names: namesOf(game),
    players: playersOf(game),
  };
}

/** The seat whose "since your last turn" a viewer sees: theirs, or (a spectator) the player to act's. */
export function sinceSeatFor(game: Game, viewerId: string): number {
  return game.seats.find((s) => s.userId === viewerId)?.seat ?? game.state?.current ?? 0;
}

/** A half-time reminder of a person's turn. */
export interface ReminderModel {
  ref: GameRef;
  userId: string;
  round: number;
  clockEndsAt: Date | null;
}

export function reminderModel(game: Game): ReminderModel | null {
  const seat = seatToAct(game);
  if (!seat || isAutomated(seat)) return null;
  return { ref: refOf(game), userId: seat.userId, round: game.state!.round + 1, clockEndsAt: game.clockEndsAt };
}
