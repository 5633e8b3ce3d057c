// "Hint": what the hard AI would play now, for the player to act, privately; nothing changes.
import type { Action, GameState } from '../engine/types.ts';
import type { Game } from '../store/types.ts';
import type { AppResult } from './errors.ts';
import { drafted, type MoveOutcome } from './outcome.ts';
import type { Play } from './play.ts';

/** The AI's hint (in a worker thread in production). */
export interface HintSource {
  hint(state: GameState, options: { seed: string }): Promise<{ action: Action; expectedPoints: number }>;
}

export interface Hint {
  game: Game;
  /** The move in the outcome's words: what it takes and where it goes, or the column of a tile. */
  move: MoveOutcome;
  /** What the move adds at this round's wall-tiling. */
  expectedPoints: number;
}

export class Hints {
  constructor(
    private readonly play: Play,
    private readonly ai: HintSource,
  ) {}

  /** Checked like a click of the turn (`version`, the player to act, the game's table), then thought about. */
  async hint(
    gameId: string,
    version: number,
    userId: string,
    channelId: string,
    onThinking?: () => Promise<void>,
  ): Promise<AppResult<Hint>> {
    const loaded = await this.play.forTurn(gameId, version, userId, channelId);
    if (!loaded.ok) return loaded;
    await onThinking?.();
    const game = loaded.game;
    const state = game.state!;
    const hint = await this.ai.hint(state, { seed: `hint:${game.id}:${game.version}` });
    const action = hint.action;
    const move: MoveOutcome =
      action.type === 'draft'
        ? drafted(state, action)
        : {
            type: 'placed',
            player: action.player,
            line: action.line,
            column: action.column,
            color: state.players[action.player]!.lineColor[action.line] as MoveOutcome['color'],
          };
    return { ok: true, game, move, expectedPoints: hint.expectedPoints };
  }
}
