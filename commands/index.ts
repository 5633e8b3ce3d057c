// The command loader: every other .ts file in this folder is one `/azul`
// subcommand, or a group of them (default export satisfying Command). Adding a file adds a subcommand.
import { readdir } from 'node:fs/promises';
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { type Command } from '../src/discord/command.ts';
import { named, namedJson } from '../src/discord/localize.ts';

function isCommand(value: unknown): value is Command {
  const c = value as Partial<Command> | null;
  return (
    !!c &&
    typeof c.name === 'string' &&
    (typeof c.define === 'function') !== (typeof c.defineGroup === 'function') &&
    typeof c.execute === 'function'
  );
}

export async function loadCommands(): Promise<Map<string, Command>> {
  const dir = new URL('.', import.meta.url);
  // .ts under tsx, .js in the compiled build (dist/commands).
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const files = (await readdir(dir))
    .filter((f) => f.endsWith(ext) && f !== `index${ext}` && !f.endsWith('.d.ts'))
    .sort();
  const commands = new Map<string, Command>();
  for (const file of files) {
    const module = (await import(new URL(file, dir).href)) as { default?: unknown };
    if (!isCommand(module.default)) throw new Error(`commands/${file} does not export a Command as default`);
    if (commands.has(module.default.name)) throw new Error(`two commands are named ${module.default.name}`);
    commands.set(module.default.name, module.default);
  }
  return commands;
}

/** The JSON Discord registers: `/azul` with one subcommand per file. */
export function commandDefinitions(commands: Map<string, Command>) {
  const root = named(new SlashCommandBuilder(), 'cmd-azul').setContexts(
    InteractionContextType.Guild,
    InteractionContextType.BotDM,
  ); // DMs: `mygames` (the rest answer that games live in servers)
  for (const command of commands.values()) {
    if (command.defineGroup) root.addSubcommandGroup((group) => command.defineGroup!(group));
    else root.addSubcommand((sub) => command.define!(sub));
  }
  return [root.toJSON()];
}

/** Entry Point commands (type 4): how the App Launcher opens the app's Activity. */
const PRIMARY_ENTRY_POINT = 4;
/** The app answers the interaction itself (src/discord/router.ts: LAUNCH_ACTIVITY), rather than Discord. */
const APP_HANDLER = 1;

/**
 * The Activity's Entry Point command: in the App Launcher, it opens the table of the channel's game
 * (or its lobby). Global only (Discord keeps Entry Point commands out of a server's own commands).
 */
export function entryPointDefinition() {
  return {
    ...namedJson('cmd-table'),
    type: PRIMARY_ENTRY_POINT,
    handler: APP_HANDLER,
    contexts: [InteractionContextType.Guild],
  };
}
