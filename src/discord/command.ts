// The shape of one `/azul` subcommand file in commands/: its definition and a thin handler
// (parse the options, call the app, answer with a view).
import type {
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandGroupBuilder,
} from 'discord.js';
import type { Context } from './context.ts';
import type { Responder } from './respond.ts';

export type { Context } from './context.ts';

export type DeferAs = 'reply' | 'reply-ephemeral';

export interface Command {
  /** Subcommand name: `/azul <name>`. */
  name: string;
  /** Adds the subcommand's description and options. */
  define?(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  /** Or a group of subcommands (`/azul tournament new`): its description and subcommands; `execute` runs each. */
  defineGroup?(group: SlashCommandSubcommandGroupBuilder): SlashCommandSubcommandGroupBuilder;
  /**
   * How to acknowledge if the handler needs more than ~2 s: a public or an ephemeral "thinking…";
   * a function when it depends on the options (a `share` option makes the answer public).
   */
  deferAs: DeferAs | ((interaction: ChatInputCommandInteraction) => DeferAs);
  execute(interaction: ChatInputCommandInteraction, respond: Responder, ctx: Context): Promise<void>;
}

/** The one slash command this bot registers; everything else is a subcommand. */
export const ROOT_COMMAND = 'azul';
