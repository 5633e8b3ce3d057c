// What must never reach a log line: database passwords and the tokens that let anyone act as the bot or
// answer its interactions. One pass over each finished line (src/logger.ts applies it to every line the
// bot writes), so it catches a secret wherever it sits: a field, an error's message, its `input`
// (ERR_INVALID_URL), its `url` (discord.js REST errors), a cause, a stack.

export const HIDDEN = '***';

/** Secrets known in advance, from the configuration. */
export interface KnownSecrets {
  /** DATABASE_URL as configured: its password is hidden even where the URL is malformed. */
  databaseUrl?: string;
  /** DISCORD_TOKEN. */
  token?: string;
}

/** Below this length a "secret" would match ordinary text; such a short password is still caught by URL_CREDENTIALS. */
const MIN_SECRET_LENGTH = 6;

/**
 * `scheme://user:password@` in any URL, up to the last `@` before a blank or a quote: the password may
 * hold `@`, `/` or `#` (URLs that fail to parse often do).
 */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s"@/:\\]*):[^\s"\\]*@/gi;
/**
 * Interaction tokens (valid 15 minutes: anyone holding one can answer as the bot) in REST paths:
 * /interactions/<id>/<token>/callback and /webhooks/<application id>/<token>/... .
 */
const INTERACTION_TOKEN = /(\/(?:interactions|webhooks)\/\d+\/)[^/\s"?#\\]+/g;
/** discord.js rate-limit data names a webhook route's major parameter as "<id>/<token>". */
const MAJOR_PARAMETER = /("majorParameter":"\d+\/)[^"]+/g;

/** The forms `text` takes inside a JSON string (quotes and backslashes escaped). */
function inJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** Pairs of (what to find, what to write instead) for the known secrets. */
function knownReplacements(secrets: KnownSecrets): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const url = secrets.databaseUrl;
  const scheme = url?.indexOf('://') ?? -1;
  const at = url?.lastIndexOf('@') ?? -1;
  if (url && scheme > 0 && at > scheme) {
    // user:password, up to the last @: what a parser would take, whatever the password holds.
    const userinfo = url.slice(scheme + 3, at);
    const colon = userinfo.indexOf(':');
    if (colon >= 0 && userinfo.length - colon - 1 > 0) {
      pairs.push([`${userinfo}@`, `${userinfo.slice(0, colon)}:${HIDDEN}@`]);
      const password = userinfo.slice(colon + 1);
      if (password.length >= MIN_SECRET_LENGTH) pairs.push([password, HIDDEN]);
    }
  }
  if (secrets.token && secrets.token.length >= MIN_SECRET_LENGTH) pairs.push([secrets.token, HIDDEN]);
  return pairs.flatMap(
    ([find, put]) =>
      (inJson(find) === find
        ? [[find, put]]
        : [
            [find, put],
            [inJson(find), inJson(put)],
          ]) as Array<[string, string]>,
  );
}

/** A function that hides every secret in one log line (or any text). */
export function redactor(secrets: KnownSecrets = {}): (text: string) => string {
  const known = knownReplacements(secrets);
  return (text) => {
    let out = text;
    for (const [find, put] of known) if (out.includes(find)) out = out.split(find).join(put);
    return out
      .replace(URL_CREDENTIALS, `$1:${HIDDEN}@`)
      .replace(INTERACTION_TOKEN, `$1${HIDDEN}`)
      .replace(MAJOR_PARAMETER, `$1${HIDDEN}`);
  };
}
