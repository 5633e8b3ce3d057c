// A turn as the chat shows it: whose turn, the step of it to show (the choices at that step, from
// the engine's legal moves), when the clock runs out and who plays the seat; and what one viewer
// of `/azul board` sees and may do.
import type { Color, GameState, Place } from '../../engine/types.ts';
import type { Game } from '../../store/types.ts';
import type { TurnOutcome } from '../outcome.ts';
import { isAutomated, onAutopilot, seatToAct } from '../seats.ts';
import { tapStep, type TapStep } from '../tap-steps.ts';
import { columnPoints, draftStep, pendingColor, placementsOf, type DraftStep } from '../turn-options.ts';
import type { UndoOffer } from '../undo.ts';
import { finalModel, type FinalModel } from './final.ts';
import { namesOf, playerRef, playersOf, refOf, type GameRef, type PlayerRef } from './players.ts';
import type { Named } from '../../actor.ts';
import { supplyOf, type SupplyCounts } from './supply.ts';

export interface PlaceChoice {
  place: Place;
  /** What the tile scores in that column, now. */
  points: number;
}

/** A gray-wall placement: the pending line's tile, and the columns it may go to (one tap). */
export type PlaceStep = { kind: 'place'; line: number; color: Color; places: PlaceChoice[] };

export type TurnStep = { kind: 'draft'; step: DraftStep } | PlaceStep;

/** The few-taps step of a turn: a draft's step as buttons only (src/app/tap-steps.ts), or a placement. */
export type TurnTapStep = { kind: 'draft'; step: TapStep } | PlaceStep;

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
  return state.phase === 'wall' ? placeStep(game) : null;
}

function placeStep(game: Game): PlaceStep | null {
  return placeStepOf(game.state!);
}

/** The gray wall's placement step of a position (null: no placement now), as a turn shows it. */
export function placeStepOf(state: GameState): PlaceStep | null {
  if (state.phase !== 'wall') return null;
  const color = pendingColor(state);
  const places = placementsOf(state);
  if (color === null || places.length === 0) return null;
  return {
    kind: 'place',
    line: state.pendingLine,
    color,
    places: places.map((place) => ({ place, points: columnPoints(state, place) })),
  };
}

/**
 * The few-taps step after the picks so far (the picks its buttons carry), or null when nobody acts
 * or the picks are not a step of it (not legal now, or a source alone where the pairs are offered).
 */
export function turnTapStep(game: Game, picked: Picked = {}): TurnTapStep | null {
  const state = game.state;
  if (!state || game.status !== 'active') return null;
  if (state.phase === 'draft') {
    const step = tapStep(state, picked);
    return step ? { kind: 'draft', step } : null;
  }
  return state.phase === 'wall' ? placeStep(game) : null;
}

export interface TurnModel {
  ref: GameRef;
  /** The round, counted from 1. */
  round: number;
  acting: PlayerRef;
  /** The step of the select-menu flow (a select of the sources): kept until the chat layer draws `tap`. */
  step: TurnStep;
  /** The same step in few taps (buttons only); null when the picks came from the old flow's source select. */
  tap: TurnTapStep | null;
  /** The picks so far (to light them on my board). */
  picked: Picked;
  /** Who may take their last move back now, and the move to name (null: nobody); from `app.play.undoOffer`. */
  undoable: UndoOffer | null;
  /** When the acting person's clock runs out; null without one. */
  clockEndsAt: Date | null;
  names: Named[];
}

/** What the models take besides the game: the undo on offer (`app.play.undoOffer(game)`; absent: none shown). */
export interface TurnFacts {
  undo?: UndoOffer | null;
}

/** The turn message of the person to act (null when a bot or the autopilot is to act, or the game is not running). */
export function turnModel(game: Game, picked: Picked = {}, facts: TurnFacts = {}): TurnModel | null {
  const seat = seatToAct(game);
  const step = turnStep(game, picked);
  if (!seat || !step || isAutomated(seat)) return null;
  return {
    ref: refOf(game),
    round: game.state!.round + 1,
    acting: playerRef(seat),
    step,
    tap: turnTapStep(game, picked),
    picked: { ...picked },
    // On the turn message only the person to act may take back (their move, when only bots replied).
    undoable: facts.undo && facts.undo.userId === seat.userId ? facts.undo : null,
    clockEndsAt: game.clockEndsAt,
    names: namesOf(game),
  };
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
  /** The first step of the viewer's turn when they may act (the old flow; see TurnModel). */
  step: TurnStep | null;
  /** The same in few taps. */
  tap: TurnTapStep | null;
  /** The viewer may take their last move back now: the move to name; null otherwise. */
  undoable: UndoOffer | null;
  /** The bag, the lid and the tiles still out, by color (null before the start). */
  supply: SupplyCounts | null;
  /** A finished game: its final standings (the board shows no controls); null otherwise. */
  final: FinalModel | null;
  /** What happened since the viewer last played (a spectator: since the player to act did). */
  since: TurnOutcome[];
  names: Named[];
  players: PlayerRef[];
}

/**
 * `/azul board` (and My board) for one viewer: a player, a spectator (no controls), or anyone after
 * the game (its final standings, no controls). `picked`: the source and color the viewer chose so
 * far on their private board (their turn's next step).
 */
export function boardModel(
  game: Game,
  viewerId: string,
  since: TurnOutcome[],
  facts: TurnFacts & { picked?: Picked } = {},
): BoardModel {
  const mine = game.seats.find((s) => s.userId === viewerId && s.botLevel === null);
  const acting = seatToAct(game);
  const mayAct = !!mine && acting?.seat === mine.seat && !onAutopilot(mine) && mine.control === 'player';
  const undo = facts.undo && mine && facts.undo.userId === viewerId && mine.control !== 'left' ? facts.undo : null;
  return {
    ref: refOf(game),
    status: game.status,
    round: (game.state?.round ?? 0) + 1,
    acting: acting ? playerRef(acting) : null,
    viewer: { player: mine ? playerRef(mine) : null, mayAct, onAutopilot: onAutopilot(mine) },
    step: mayAct ? turnStep(game, facts.picked ?? {}) : null,
    tap: mayAct ? turnTapStep(game, facts.picked ?? {}) : null,
    undoable: game.status === 'active' ? undo : null,
    supply: game.state ? supplyOf(game.state) : null,
    final: game.status === 'finished' ? finalModel(game) : null,
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
