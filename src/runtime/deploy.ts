// `npm run deploy-commands`: registers `/azul` with Discord, in one guild when
// DISCORD_GUILD_ID is set (instant), else globally (may take a while to show).
import dotenv from 'dotenv';
import { REST, Routes } from 'discord.js';
import { commandDefinitions, entryPointDefinition, loadCommands } from '../../commands/index.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';

/**
 * Registers `/azul` (in one guild with DISCORD_GUILD_ID, else globally) and, when the bot serves the
 * Activity (ACTIVITY_PORT), its Entry Point command: global only, so with a guild it is upserted globally
 * on its own (a global bulk overwrite must include it once it exists: Discord refuses to drop it there).
 */
export async function deployCommands(config: Config): Promise<{ scope: 'guild' | 'global'; count: number }> {
  if (!config.token || !config.clientId) throw new ConfigError('deploy needs DISCORD_TOKEN and DISCORD_CLIENT_ID');
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
  const body: unknown[] = commandDefinitions(await loadCommands());
  const entryPoint = config.activityPort !== undefined ? entryPointDefinition() : null;
  if (config.guildId) {
    await rest.put(Routes.applicationGuildCommands(config.clientId, config.guildId), { body });
    if (entryPoint) await rest.post(Routes.applicationCommands(config.clientId), { body: entryPoint });
  } else {
    await rest.put(Routes.applicationCommands(config.clientId), { body: entryPoint ? [...body, entryPoint] : body });
  }
  return { scope: config.guildId ? 'guild' : 'global', count: body.length + (entryPoint ? 1 : 0) };
}

async function main(): Promise<number> {
  dotenv.config({ quiet: true });
  try {
    const config = loadConfig(process.env, ['token', 'clientId']);
    const { scope, count } = await deployCommands(config);
    const what =
      count > 1 ? `${count} commands (/azul, and the Activity's Entry Point globally)` : `${count} command (/azul)`;
    console.log(
      scope === 'guild'
        ? `Registered ${what} in guild ${config.guildId}.`
        : `Registered ${what} globally (it can take up to an hour to appear).`,
    );
    return 0;
  } catch (error) {
    console.error(`deploy-commands: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().then((code) => process.exit(code));
}
