// The tests never use the bot's settings of the shell that runs them: a developer who runs their own
// bot has DATABASE_URL (and a token, a data folder...) exported, or in .env, and no test may reach that
// database. Every variable the configuration reads (src/config.ts) is set empty here, which the
// configuration takes as unset and dotenv never overrides (the `azul` commands that open the bot's
// database read .env). Imported by vitest.config.ts, so the global setup, every worker and every
// process a test spawns start without them, and run again as the first setup file of each test file.
// A test gives its bot what it needs explicitly (test/e2e/harness.ts botEnv) or opens its own
// database (test/setup/databases.ts).
import { CONFIG_VARIABLES } from '../../src/config.ts';

/**
 * Removed rather than emptied: discord.js's Client reads SHARD_COUNT as its ShardingManager's word (an
 * empty one is a shard count of 0), and the tests start bots in their own process.
 */
const READ_BY_DISCORD_JS = new Set(['SHARD_COUNT']);

export function clearShellSettings(env: NodeJS.ProcessEnv = process.env): void {
  for (const name of CONFIG_VARIABLES) {
    if (READ_BY_DISCORD_JS.has(name)) delete env[name];
    else env[name] = '';
  }
}

clearShellSettings();
