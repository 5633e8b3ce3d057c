// A bot that cannot start says why in one sentence a person reads (what failed, where, what to do), on
// stderr, next to the JSON log line the machines read. Without it a start-up failure looked like a crash:
// a `level:60` stack after half a minute of retries.
import { writeSync } from 'node:fs';
import type { Config } from './config.ts';
import { redactor } from './log-redaction.ts';
import { resolveDataDir } from './store/config.ts';
import { EmbeddedDatabaseBusy } from './store/embedded.ts';
import { chain, isUnavailable } from './store/errors.ts';

/**
 * Where the database is, without its credentials: "postgres
 * db.example:5432/azul" or "the embedded database in /srv/azul/data".
 */
function databasePlace(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${resolveDataDir(config.dataDir)}`;
  const url = new URL(config.databaseUrl); // checked by loadConfig
  return `the database at ${url.host}${url.pathname}`;
}

/** The first code or SQLSTATE found along the error's causes. */
function codeOf(error: unknown): string | undefined {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : typeof e.originalCode === 'string' ? e.originalCode : undefined;
    if (code) return code;
  }
  return undefined;
}

const SOCKET_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens there',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was cut',
};

/** One sentence for a person: what failed, where, and what to do about it. */
export function explainStartFailure(error: unknown, config: Config): string {
  const busy = chain(error).find((e): e is EmbeddedDatabaseBusy => e instanceof EmbeddedDatabaseBusy);
  if (busy) {
    return (
      `The embedded database in ${busy.dataDir} is in use by another process (pid ${busy.owner}): stop that one first ` +
      '(another npm start, npm run play, or an azul command on the same folder), or give this bot its own folder ' +
      'with AZUL_DATA_DIR, or a Postgres server with DATABASE_URL.'
    );
  }
  const code = codeOf(error);
  if (code === 'TokenInvalid') {
    return 'Discord refused the bot token (DISCORD_TOKEN): copy it again from the Developer Portal (your application, Bot, Reset Token) into .env.';
  }
  if (config.databaseUrl && (code === '28P01' || code === '28000')) {
    return `${databasePlace(config)} refused the user name or password in DATABASE_URL: check them (percent-encode special characters in the password).`;
  }
  if (config.databaseUrl && code === '3D000') {
    return `${databasePlace(config)} does not exist on that server: create it (e.g. createdb) or fix the database name in DATABASE_URL.`;
  }
  if (isUnavailable(error) && config.databaseUrl) {
    const why = code && SOCKET_WORDS[code] ? ` (${SOCKET_WORDS[code]})` : '';
    return (
      `Cannot reach ${databasePlace(config)}${why}, after retrying for a while: start Postgres there or fix DATABASE_URL ` +
      '(or leave DATABASE_URL empty to use the embedded database).'
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return `The bot could not start: ${redactor(config)(message.split('\n')[0]!)} (the log line above has the details).`;
}

/**
 * Writes one line on stderr without ever throwing or waiting on a stream: a closed stderr (EPIPE) or a full
 * one (EAGAIN) costs the line, not the exit.
 */
export function sayOnStderr(line: string): void {
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // Nowhere left to say it.
  }
}
