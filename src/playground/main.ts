// `npm run play`: the local playground. One process tree: the local Discord (REST + gateway + people API
// on 127.0.0.1), the real bot in a child process pointed at it, and the web page. Nothing of it runs when
// the bot runs with a real token: this is a separate entry point, and the bot it starts only ever gets
// the local token and the local Discord's address.
import { spawn } from 'node:child_process';
import { startFakeDiscord } from '../local-discord/index.ts';
import { passedToBot, superviseBot } from './bot-process.ts';
import { DataFolderBusy, lockPlaygroundFolder } from './data-lock.ts';
import { OptionsError, parsePlayOptions } from './options.ts';
import { PortInUse, startWebServer } from './web-server.ts';

/** The local users of the switcher, in order. */
const NAMES = ['ana', 'rui', 'eva', 'max', 'lea', 'tom', 'ivo', 'zoe'];
const CHANNELS = ['azul', 'azul-2'];

const say = (line: string) => console.log(`play: ${line}`);

function openBrowser(url: string, env: Record<string, string | undefined>): void {
  const command =
    process.platform === 'darwin'
      ? 'open'
      : process.platform === 'win32'
        ? 'explorer'
        : env.DISPLAY || env.WAYLAND_DISPLAY
          ? 'xdg-open'
          : undefined;
  if (!command) return;
  try {
    const child = spawn(command, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No browser to open: the URL is printed anyway.
  }
}

async function main(env: Record<string, string | undefined>): Promise<number> {
  let options;
  try {
    options = parsePlayOptions(process.argv.slice(2), env);
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(`play: ${error.message}`);
      return 2;
    }
    throw error;
  }
  let unlock: () => void;
  try {
    unlock = lockPlaygroundFolder(options.dataDir);
  } catch (error) {
    if (error instanceof DataFolderBusy) {
      console.error(`play: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const cleanups: Array<() => Promise<void> | void> = [unlock];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
  };
  try {
    // The server is named as the page names it, so what the bot says of it (/azul mygames) agrees.
    const discord = await startFakeDiscord({ botName: 'Azul', guildName: 'Local playground' });
    cleanups.push(() => discord.close());
    for (const name of CHANNELS) discord.createChannel(name);
    for (const name of NAMES.slice(0, options.players)) discord.addUser(name);
    const web = await startWebServer(options.port, discord.baseUrl);
    cleanups.push(() => web.close());
    say(`local Discord API at ${discord.apiUrl} (people API under ${discord.baseUrl}/local/)`);
    const bot = superviseBot(
      {
        token: discord.token,
        applicationId: discord.applicationId,
        guildId: discord.guildId,
        apiUrl: discord.apiUrl,
        dataDir: options.dataDir,
        logLevel: options.botLogLevel,
        inherited: passedToBot(env),
      },
      say,
      () => discord.waitForBotReady(24 * 3600_000),
    );
    cleanups.push(() => bot.stop());
    console.log(
      `\n  Azul playground: ${web.url}\n  (local only; the first start of the embedded database can take a few seconds)\n`,
    );
    if (options.open) openBrowser(web.url, env);
    const stopped = new Promise<number>((resolve) => {
      let asked = false;
      const stop = (signal: string) => {
        // Ctrl+C arrives twice (from the terminal, and relayed by tsx): the second one must not kill us mid-cleanup.
        if (asked) return;
        asked = true;
        say(`${signal}: stopping`);
        // At once: Ctrl+C reaches the bot too, and its exit must not look like a crash to restart.
        bot.stopping();
        resolve(0);
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
      // The terminal closing: the bot, in its own process group, would not hear of it otherwise.
      process.on('SIGHUP', () => stop('SIGHUP'));
    });
    const failed = bot.ready.then(
      () => new Promise<number>(() => undefined),
      (error: Error) => {
        console.error(`play: ${error.message}`);
        return 1;
      },
    );
    const code = await Promise.race([stopped, failed]);
    await cleanup();
    say('stopped');
    return code;
  } catch (error) {
    await cleanup();
    if (error instanceof PortInUse) {
      console.error(`play: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

// The one place the playground reads its environment.
main(process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('play: failed:', error);
    process.exit(1);
  },
);
