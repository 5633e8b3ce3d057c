// Secrets never reach a log line: a DATABASE_URL that passes the prefix check but is
// not a valid URL is logged by the error it causes (ERR_INVALID_URL carries the whole URL as `input`);
// the redaction in the logger hides its password wherever it appears, and the token.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { openStore } from '../../src/store/index.ts';
import { captureLines } from './capture.ts';

const PASSWORD = 'Zx9#secret/pw';
/** Passes the `postgres://` check, but the `#` and `/` in the password make it an invalid URL. */
const BAD_URL = `postgres://azul:${PASSWORD}@db.example:5432/azul`;

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('the logger hides secrets', () => {
  it('in the ERR_INVALID_URL that opening the store with a malformed DATABASE_URL throws', async () => {
    const error = await openStore({ databaseUrl: BAD_URL }).then(
      () => {
        throw new Error('expected the store to refuse the URL');
      },
      (e: unknown) => e,
    );
    expect((error as { code?: string }).code).toBe('ERR_INVALID_URL');
    expect((error as { input?: string }).input).toContain(PASSWORD); // what the log used to show
    const out = captureLines();
    createLogger('info', { secrets: { databaseUrl: BAD_URL }, destination: out }).fatal(
      { err: error },
      'could not start the bot',
    );
    const line = JSON.parse(out.text());
    expect(out.text()).not.toContain('secret');
    expect(line.err.code).toBe('ERR_INVALID_URL');
    expect(line.err.input).toBe('postgres://azul:***@db.example:5432/azul');
    expect(line.msg).toBe('could not start the bot');
  });

  it('in URLs with a password it was not told about, anywhere in the line', () => {
    const other = 'postgresql://admin:hunter2hunter2@10.0.0.5/prod';
    const error = thrownBy(() => new URL(other.replace('10.0.0.5', '10.0.0.5:99999')));
    const out = captureLines();
    const log = createLogger('info', { destination: out });
    log.error({ err: error, target: other }, `connecting to ${other} failed`);
    log.child({ part: 'store' }).warn({ err: new Error(`no route to ${other}`, { cause: error }) }, 'retrying');
    expect(out.text()).not.toContain('hunter2');
    const [first, second] = out.lines.map((l) => JSON.parse(l));
    expect(first.target).toBe('postgresql://admin:***@10.0.0.5/prod');
    expect(first.msg).toBe('connecting to postgresql://admin:***@10.0.0.5/prod failed');
    expect(first.err.input).toBe('postgresql://admin:***@10.0.0.5:99999/prod');
    expect(second.err.message).toMatch(/^no route to postgresql:\/\/admin:\*\*\*@10\.0\.0\.5\/prod/);
    expect(second.part).toBe('store');
  });

  it('the bot token, and a password with quotes and backslashes as JSON escapes it', () => {
    const token = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123';
    const url = 'postgres://bot:we"ird\\pass word@db/azul';
    const out = captureLines();
    createLogger('info', { secrets: { token, databaseUrl: url }, destination: out }).error(
      { err: new Error(`login with ${token} failed`), url },
      'startup',
    );
    const line = JSON.parse(out.text());
    expect(out.text()).not.toContain(token);
    expect(out.text()).not.toContain('ird');
    expect(line.err.message).toBe('login with *** failed');
    expect(line.url).toBe('postgres://bot:***@db/azul');
  });

  it('leaves lines without secrets as they were', () => {
    const out = captureLines();
    createLogger('info', { secrets: { databaseUrl: BAD_URL }, destination: out }).info(
      { url: 'https://discord.com/api/v10/channels/123/messages', who: 'ana@example.com' },
      'posted',
    );
    const line = JSON.parse(out.text());
    expect(line.url).toBe('https://discord.com/api/v10/channels/123/messages');
    expect(line.who).toBe('ana@example.com');
  });
});
