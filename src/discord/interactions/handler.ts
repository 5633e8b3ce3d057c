// The shape of one handler per interaction kind (after Sapphire): the custom_id is parsed once
// by the router, then the handler of its kind runs with the click, the user and the context.
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { User, Words } from '../../app/index.ts';
import type { Context } from '../context.ts';
import type { Click } from '../custom-id.ts';
import type { Responder } from '../respond.ts';

export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** The click of one kind (some click types, like the lobby's, share a shape across several kinds). */
type Narrow<C, K> = C extends { kind: infer CK } ? (K extends CK ? Omit<C, 'kind'> & { kind: K } : never) : never;
export type ClickOf<K extends Click['kind']> = Narrow<Click, K>;

/** What a handler is given besides its click. */
export interface ClickRun extends Context {
  interaction: ComponentInteraction;
  respond: Responder;
  user: User;
  /**
   * The clicker's words (their Discord language), for private answers; public messages speak the game's (`gameWords`).
   */
  w: Words;
}

export interface ClickHandler<K extends Click['kind']> {
  kind: K;
  run(click: ClickOf<K>, run: ClickRun): Promise<void>;
}

export type ClickHandlers = { [K in Click['kind']]: ClickHandler<K> };
