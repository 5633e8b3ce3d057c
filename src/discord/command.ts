// The shape of one `/azul` subcommand file in commands/: its definition and a thin
// handler (parse the options, call the app, answer with a view).
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { Logger } from 'pino';
import type { Games } from '../app/games.ts';
import type { Stats } from '../app/stats.ts';
import type { Presenter } from './presenter.ts';
import type { Responder } from './respond.ts';
import type { AiThread } from '../ai/thread.ts';
import type { JobKicker } from './router.ts';

export interface Context {
  games: Games;
  presenter: Presenter;
  log: Logger;
  /** Wakes the outbox worker after a change that comes with jobs. */
  jobs: JobKicker;
  /** The AI, for hints. */
  ai: AiThread;
  /** Ratings, statistics and history (absent in a bot started without them). */
  stats?: Stats;
}

export type DeferAs = 'reply' | 'reply-ephemeral';

export interface Command {
  /** Subcommand name: `/azul <name>`. */
  name: string;
  /** Adds the subcommand's description and options. */
  define(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** How to acknowledge if the handler needs more than ~2 s: a public or an ephemeral "thinking…". */
  /** A function when it depends on the options (a `share` option makes the answer public). */
  deferAs: DeferAs | ((interaction: ChatInputCommandInteraction) => DeferAs);
  execute(interaction: ChatInputCommandInteraction, respond: Responder, ctx: Context): Promise<void>;
}

/** The one slash command this bot registers; everything else is a subcommand. */
export const ROOT_COMMAND = 'azul';
