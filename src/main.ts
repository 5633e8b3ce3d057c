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
  const { STOP_DEADLINE_MS } = await import('./discord/bot.ts');
  return new Promise<number>((resolve) => {
    let signals = 0;
    const shutdown = (signal: string) => {
      signals += 1;
      if (signals > 1) {
        log.warn({ signal }, 'second signal: exiting now');
        resolve(130);
        return;
      }
      log.info({ signal }, 'shutdown requested');
      // Whatever hangs (a database gone, a gateway that never closes), the process ends in time.
      setTimeout(() => {
        log.error({ ms: STOP_DEADLINE_MS }, 'shutdown took too long: exiting anyway');
        resolve(1);
      }, STOP_DEADLINE_MS).unref();
      running.stop().then(
        () => resolve(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          resolve(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('azul-bot: failed to start:', error);
    process.exit(1);
  },
);
