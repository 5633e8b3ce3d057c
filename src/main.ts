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
  const { createLogger, startBot, STOP_DEADLINE_MS } = await import('./discord/bot.ts');
  const log = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
  // Signals are taken from here on, even while the bot starts: the first asks for a graceful
  // stop (carried out once the bot is up), a second exits at once.
  let finish: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (finish = resolve));
  let stopRequested: string | null = null;
  let running: Awaited<ReturnType<typeof startBot>> | null = null;
  const stop = (signal: string) => {
    log.info({ signal }, 'shutdown requested');
    // Whatever hangs (a database gone, a gateway that never closes), the process ends in time.
    setTimeout(() => {
      log.error({ ms: STOP_DEADLINE_MS }, 'shutdown took too long: exiting anyway');
      finish(1);
    }, STOP_DEADLINE_MS).unref();
    running!.stop().then(
      () => finish(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        finish(1);
      },
    );
  };
  const onSignal = (signal: string) => {
    if (stopRequested) {
      log.warn({ signal }, 'second signal: exiting now');
      finish(130);
      return;
    }
    stopRequested = signal;
    if (running) stop(signal);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
  try {
    running = await Promise.race([startBot(config, log), exited.then(() => null)]);
  } catch (error) {
    log.fatal({ err: error }, 'could not start the bot');
    return 1;
  }
  if (!running) return exited;
  if (stopRequested) stop(stopRequested);
  return exited;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('azul-bot: failed to start:', error);
    process.exit(1);
  },
);
