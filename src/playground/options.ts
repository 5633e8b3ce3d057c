// `npm run play -- [--port P] [--players N] [--data-dir DIR] [--no-open]`: parsed and checked, with a
// message that says what is wrong and what is accepted.

export interface PlayOptions {
  /** Port of the web page on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** How many local users the page offers (the switcher). */
  players: number;
  /** Folder of the playground's embedded database (its own, not the bot's ./data). */
  dataDir: string;
  /** Open a browser at the page when one can be opened. */
  open: boolean;
  /** The bot process's LOG_LEVEL (AZUL_PLAY_LOG_LEVEL; default info). */
  botLogLevel: string;
}

export const DEFAULT_PORT = 8090;
export const MAX_PLAYERS = 8;
export const USAGE = 'usage: npm run play -- [--port P] [--players N] [--data-dir DIR] [--no-open]';

export class OptionsError extends Error {}

export function parsePlayOptions(argv: string[], env: Record<string, string | undefined> = {}): PlayOptions {
  const options: PlayOptions = {
    port: DEFAULT_PORT,
    players: 4,
    dataDir: env.AZUL_PLAY_DATA_DIR || 'data/playground',
    open: !env.CI,
    botLogLevel: env.AZUL_PLAY_LOG_LEVEL || 'info',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new OptionsError(`${flag} needs a value.\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const v = value();
        const port = Number(v);
        if (!/^\d+$/.test(v) || port > 65535)
          throw new OptionsError(`--port must be a port number from 0 to 65535 (0: any free port), not "${v}".`);
        options.port = port;
        break;
      }
      case '--players': {
        const v = value();
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < 1 || n > MAX_PLAYERS)
          throw new OptionsError(`--players must be a number of local users from 1 to ${MAX_PLAYERS}, not "${v}".`);
        options.players = n;
        break;
      }
      case '--data-dir':
        options.dataDir = value();
        break;
      case '--no-open':
        options.open = false;
        break;
      case '--help':
      case '-h':
        throw new OptionsError(USAGE);
      default:
        throw new OptionsError(`Unknown option "${arg}".\n${USAGE}`);
    }
  }
  return options;
}
