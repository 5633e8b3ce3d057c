// The bot's one logger: JSON lines (pino) on stdout, every line passed through the redaction of secrets
// (src/log-redaction.ts), written so that stdout can never hold the process: a reader that died (EPIPE),
// stopped reading (a full pipe) or a closed descriptor costs log lines, never the event loop or the exit.
// src/main.ts (so `npm start`, the sharded processes and the playground's bot process), the tests and the
// benchmarks all make their logger here.
import { pino, type DestinationStream, type Logger } from 'pino';
// A CommonJS package: its class is the module itself (and, for types, its `SonicBoom` property).
import sonicBoom from 'sonic-boom';

const { SonicBoom } = sonicBoom;
import { redactor, type KnownSecrets } from './log-redaction.ts';

/** Log lines waiting for a slow reader beyond this are dropped rather than kept in memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * A synchronous flush (at exit, after a fatal line) retries a full pipe this many times, 100 ms apart
 * (sonic-boom's pause), then gives up: the process must be able to end.
 */
const SYNC_FLUSH_RETRIES = 5;

export interface LoggerOptions {
  /** The secrets to hide: the configured DATABASE_URL and DISCORD_TOKEN (a Config has both); default none known. */
  secrets?: KnownSecrets;
  /** Where lines go; default stdout, written as described above. Tests pass their own. */
  destination?: DestinationStream;
}

/**
 * Asynchronous writes to `fd` that never block the event loop; a bounded synchronous flush at exit.
 * sonic-boom (pino's own destination) from version 5 gives up a synchronous flush on EPIPE instead of
 * retrying it forever, which pino's bundled version 4 does; the cap on EAGAIN retries is added here.
 */
export function safeDestination(fd: number): DestinationStream & { flushSync(): void } {
  let syncRetriesLeft = Infinity;
  const stream = new SonicBoom({
    fd,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    // Asynchronous retries of a full pipe cost nothing but memory (capped above); synchronous ones block.
    retryEAGAIN: () => syncRetriesLeft-- > 0,
  });
  let broken = false;
  // Any write error (EPIPE: the reader is gone; EBADF; a full pipe that never drained): stop logging,
  // silently. An 'error' event without a listener would crash the process.
  stream.on('error', () => {
    broken = true;
  });
  const flushSync = () => {
    if (broken) return;
    syncRetriesLeft = SYNC_FLUSH_RETRIES;
    try {
      stream.flushSync();
    } catch {
      broken = true;
    } finally {
      syncRetriesLeft = Infinity;
    }
  };
  process.on('exit', flushSync);
  return {
    write(line: string) {
      if (!broken) stream.write(line);
    },
    flushSync,
  };
}

let stdout: ReturnType<typeof safeDestination> | undefined;

/** The logger of the bot: `level` as LOG_LEVEL says, base field `app: 'azul-bot'`. */
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const redact = redactor(options.secrets);
  const destination = options.destination ?? (stdout ??= safeDestination(1));
  return pino({ level, base: { app: 'azul-bot' }, hooks: { streamWrite: redact } }, destination);
}
