// Entry point: `npm start` (tsx src/main.ts). Reads .env, checks the
// configuration, runs the bot until SIGTERM/SIGINT, then stops gracefully.
import dotenv from 'dotenv';
import { ConfigError, loadConfig } from './config.ts';

dotenv.config({ quiet: true });

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, ['token']);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`azul-bot: ${error.message}`);
      if (!process.env.DISCORD_TOKEN) console.error('\nNo token yet? Try the bot locally first, no Discord account needed: npm run play');
      return 1;
    }
    throw error;
  }
  // Loaded after the check so that a missing token fails fast, before Prisma and canvas load.
  const { createLogger, startBot } = await import('./discord/bot.ts');
  const log = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  let bot;
  try {
    bot = await startBot(config, log);
  } catch (error) {
    log.fatal({ err: error }, 'could not start the bot');
    return 1;
  }
  const running = bot;
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      log.info({ signal }, 'shutdown requested');
      running.stop().then(resolve, (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        resolve();
      });
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('azul-bot: failed to start:', error);
    process.exit(1);
  },
);
