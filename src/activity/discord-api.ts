// What the Activity's server asks Discord, over its REST API (the real one, or the local Discord):
// the OAuth2 code exchange (client id and secret: the secret never leaves this process), the user an
// access token belongs to (`GET /users/@me` with the token), and an Activity instance (`GET
// /applications/{app}/activity-instances/{instance}` with the bot token). Every answer is a value:
// a refusal code for what Discord refused, DISCORD_UNAVAILABLE when it could not be asked.

/** How the server reaches Discord: `fetch`, or a test's stand-in with the same shape. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;

export interface DiscordApiOptions {
  /** Base URL of the REST API without its version, e.g. https://discord.com/api (DISCORD_API_URL). */
  apiUrl: string;
  botToken: string;
  clientId: string;
  clientSecret: string;
  fetch?: Fetch;
  /** How long one request may take (default 5 s). */
  timeoutMs?: number;
}

export interface DiscordUser {
  id: string;
  username: string;
  /** The name people see (Discord's display name), or the username. */
  name: string;
}

export interface ActivityInstance {
  instanceId: string;
  /** Where it runs: a guild's channel (or thread), or a private channel (no guild). */
  channelId: string;
  guildId: string | null;
  /** The users connected to it now. */
  users: string[];
}

export type ApiFail<E extends string> = { ok: false; error: E | 'DISCORD_UNAVAILABLE'; detail: string };

export type Exchanged = { ok: true; accessToken: string; expiresIn: number; scope: string } | ApiFail<'BAD_CODE'>;
export type Me = { ok: true; user: DiscordUser } | ApiFail<'TOKEN_EXPIRED'>;
export type Instance = { ok: true; instance: ActivityInstance } | ApiFail<'NO_INSTANCE'>;

export interface DiscordApi {
  /** The SDK's authorization code for an access token (POST /oauth2/token). */
  exchangeCode(code: string): Promise<Exchanged>;
  /** Whose access token this is (GET /users/@me): TOKEN_EXPIRED for one Discord no longer takes. */
  currentUser(accessToken: string): Promise<Me>;
  /** An instance of this application's Activity (with the bot's token): NO_INSTANCE when Discord knows none. */
  activityInstance(instanceId: string): Promise<Instance>;
}

const API_VERSION = 'v10';
/** An instance id, a code or a token as Discord hands them out: printable, no spaces, bounded. */
const OPAQUE = /^[\x21-\x7e]{1,512}$/;

export function httpDiscordApi(options: DiscordApiOptions): DiscordApi {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/${API_VERSION}`;
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, { ...init, signal: timeout(options) }));
  const call = async (path: string, init: Parameters<Fetch>[1]) => {
    try {
      const res = await doFetch(`${base}${path}`, init);
      const body = await res.json().catch(() => null);
      return { status: res.status, body: body as Record<string, unknown> | null };
    } catch (error) {
      return { status: 0, body: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
  const unavailable = (what: string, status: number, error?: string) => ({
    ok: false as const,
    error: 'DISCORD_UNAVAILABLE' as const,
    detail: `${what}: ${error ?? `HTTP ${status}`}`,
  });
  return {
    async exchangeCode(code) {
      if (!OPAQUE.test(code)) return { ok: false, error: 'BAD_CODE', detail: 'not a code' };
      const form = new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'authorization_code',
        code,
      });
      const res = await call('/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const token = res.body?.access_token;
      if (res.status === 200 && typeof token === 'string')
        return {
          ok: true,
          accessToken: token,
          expiresIn: Number(res.body?.expires_in ?? 0),
          scope: String(res.body?.scope ?? ''),
        };
      // Discord answers a wrong, used or expired code with 400 invalid_grant (and a wrong secret with 401).
      if (res.status === 400) return { ok: false, error: 'BAD_CODE', detail: String(res.body?.error ?? 'HTTP 400') };
      return unavailable('code exchange', res.status, 'error' in res ? res.error : undefined);
    },

    async currentUser(accessToken) {
      if (!OPAQUE.test(accessToken)) return { ok: false, error: 'TOKEN_EXPIRED', detail: 'not a token' };
      const res = await call('/users/@me', { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
      const id = res.body?.id;
      if (res.status === 200 && typeof id === 'string') {
        const username = String(res.body?.username ?? id);
        const global = res.body?.global_name;
        return { ok: true, user: { id, username, name: typeof global === 'string' && global ? global : username } };
      }
      if (res.status === 401 || res.status === 403)
        return { ok: false, error: 'TOKEN_EXPIRED', detail: `HTTP ${res.status}` };
      return unavailable('current user', res.status, 'error' in res ? res.error : undefined);
    },

    async activityInstance(instanceId) {
      if (!OPAQUE.test(instanceId) || instanceId.includes('/'))
        return { ok: false, error: 'NO_INSTANCE', detail: 'not an instance id' };
      const res = await call(
        `/applications/${encodeURIComponent(options.clientId)}/activity-instances/${encodeURIComponent(instanceId)}`,
        { method: 'GET', headers: { authorization: `Bot ${options.botToken}` } },
      );
      const location = res.body?.location as Record<string, unknown> | undefined;
      if (res.status === 200 && location && typeof location.channel_id === 'string') {
        const users = Array.isArray(res.body?.users) ? (res.body!.users as unknown[]).map(String) : [];
        return {
          ok: true,
          instance: {
            instanceId: String(res.body?.instance_id ?? instanceId),
            channelId: location.channel_id,
            guildId: typeof location.guild_id === 'string' ? location.guild_id : null,
            users,
          },
        };
      }
      if (res.status === 404) return { ok: false, error: 'NO_INSTANCE', detail: 'HTTP 404' };
      return unavailable('activity instance', res.status, 'error' in res ? res.error : undefined);
    },
  };
}

function timeout(options: DiscordApiOptions): AbortSignal {
  return AbortSignal.timeout(options.timeoutMs ?? 5_000);
}
