// `npm run deploy-commands`: registers `/azul` with Discord, in one guild when
// DISCORD_GUILD_ID is set (instant), else globally (may take a while to show).
import dotenv from 'dotenv';
import { REST, Routes } from 'discord.js';
import { commandDefinitions, loadCommands } from '../../commands/index.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';

export async function deployCommands(config: Config): Promise<{ scope: 'guild' | 'global'; count: number }> {
  if (!config.token || !config.clientId) throw new ConfigError('deploy needs DISCORD_TOKEN and DISCORD_CLIENT_ID');
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
  const body = commandDefinitions(await loadCommands());
  const route = config.guildId
    ? Routes.applicationGuildCommands(config.clientId, config.guildId)
    : Routes.applicationCommands(config.clientId);
  await rest.put(route, { body });
  return { scope: config.guildId ? 'guild' : 'global', count: body.length };
}

async function main(): Promise<number> {
  dotenv.config({ quiet: true });
  try {
    const config = loadConfig(process.env, ['token', 'clientId']);
    const { scope, count } = await deployCommands(config);
    console.log(
      scope === 'guild'
        ? `Registered ${count} command (/azul) in guild ${config.guildId}.`
        : `Registered ${count} command (/azul) globally (it can take up to an hour to appear).`,
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
