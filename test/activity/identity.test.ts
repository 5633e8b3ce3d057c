// The Activity's identity, decided on the server: the SDK's OAuth2 code exchanged with the client
// secret (which only Discord sees), the access token's user, the Activity instance that user must be
// in, and the channel it must run in. Discord's REST answers are played by a stand-in for fetch with
// Discord's own shapes and status codes (no server: a unit test).
import { describe, expect, it } from 'vitest';
import { httpDiscordApi, type Fetch } from '../../src/activity/discord-api.ts';
import { identify } from '../../src/activity/identity.ts';

const APP = '111111111111111111';
const SECRET = 'the-client-secret-value';
const BOT = 'bot.token.value';
const ANA = '222222222222222222';
const RUI = '333333333333333333';
const CHANNEL = '444444444444444444';
const OTHER_CHANNEL = '555555555555555555';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Discord as far as the Activity asks it: one good code, tokens (one expired), one instance in CHANNEL with Ana. */
function discord(options: { down?: boolean } = {}) {
  const calls: Call[] = [];
  const tokens = new Map([
    ['good-token', { id: ANA, username: 'ana', global_name: 'Ana' }],
    ['rui-token', { id: RUI, username: 'rui', global_name: null }],
  ]);
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, ...init });
    const answer = (status: number, json: unknown) => ({ status, json: async () => json });
    if (options.down) throw new TypeError('fetch failed: ECONNREFUSED');
    const path = new URL(url).pathname;
    if (path === '/api/v10/oauth2/token' && init.method === 'POST') {
      const form = new URLSearchParams(init.body);
      if (form.get('client_id') !== APP || form.get('client_secret') !== SECRET)
        return answer(401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'authorization_code') return answer(400, { error: 'unsupported_grant_type' });
      if (form.get('code') !== 'good-code') return answer(400, { error: 'invalid_grant' });
      return answer(200, { access_token: 'good-token', token_type: 'Bearer', expires_in: 604800, scope: 'identify' });
    }
    if (path === '/api/v10/users/@me') {
      const user = tokens.get(init.headers.authorization?.replace(/^Bearer /, '') ?? '');
      return user ? answer(200, user) : answer(401, { message: '401: Unauthorized', code: 0 });
    }
    if (path === `/api/v10/applications/${APP}/activity-instances/i-1`) {
      if (init.headers.authorization !== `Bot ${BOT}`) return answer(401, { message: '401: Unauthorized', code: 0 });
      return answer(200, {
        application_id: APP,
        instance_id: 'i-1',
        launch_id: '9',
        location: { id: 'gc-1', kind: 'gc', channel_id: CHANNEL, guild_id: '7' },
        users: [ANA],
      });
    }
    return answer(404, { message: '404: Not Found', code: 0 });
  };
  const api = httpDiscordApi({
    apiUrl: 'https://discord.test/api',
    botToken: BOT,
    clientId: APP,
    clientSecret: SECRET,
    fetch,
  });
  return { api, calls };
}

describe('the token exchange (POST /api/token asks Discord)', () => {
  it('exchanges the SDK code for an access token, sending the client secret to Discord only', async () => {
    const { api, calls } = discord();
    const exchanged = await api.exchangeCode('good-code');
    expect(exchanged).toEqual({ ok: true, accessToken: 'good-token', expiresIn: 604800, scope: 'identify' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://discord.test/api/v10/oauth2/token');
    expect(calls[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(calls[0]!.body).get('client_secret')).toBe(SECRET);
    // What goes back to the browser holds no secret.
    expect(JSON.stringify(exchanged)).not.toContain(SECRET);
  });

  it('refuses a bad code (one Discord does not know, or used already) as BAD_CODE', async () => {
    const { api } = discord();
    expect(await api.exchangeCode('used-code')).toMatchObject({ ok: false, error: 'BAD_CODE' });
    // Not even asked: no code at all, or one with spaces or control characters.
    const { api: api2, calls } = discord();
    expect(await api2.exchangeCode('')).toMatchObject({ ok: false, error: 'BAD_CODE' });
    expect(await api2.exchangeCode('a code\n')).toMatchObject({ ok: false, error: 'BAD_CODE' });
    expect(calls).toHaveLength(0);
  });

  it('says DISCORD_UNAVAILABLE when Discord cannot be asked, rather than blaming the code', async () => {
    const { api } = discord({ down: true });
    expect(await api.exchangeCode('good-code')).toMatchObject({ ok: false, error: 'DISCORD_UNAVAILABLE' });
  });
});

describe('who is at the table (identify)', () => {
  const claim = { accessToken: 'good-token', instanceId: 'i-1', channelId: CHANNEL };

  it("is the access token's user, in the instance, in the channel the instance runs in", async () => {
    const { api, calls } = discord();
    const who = await identify(api, claim);
    expect(who).toEqual({
      ok: true,
      identity: {
        user: { id: ANA, username: 'ana', name: 'Ana' },
        instanceId: 'i-1',
        channelId: CHANNEL,
        guildId: '7',
      },
    });
    // The instance is asked with the bot's token, the user with theirs.
    expect(calls.find((c) => c.url.includes('activity-instances'))!.headers.authorization).toBe(`Bot ${BOT}`);
    expect(calls.find((c) => c.url.endsWith('/users/@me'))!.headers.authorization).toBe('Bearer good-token');
  });

  it('refuses an expired (or unknown) access token', async () => {
    const { api } = discord();
    expect(await identify(api, { ...claim, accessToken: 'expired-token' })).toMatchObject({
      ok: false,
      error: 'TOKEN_EXPIRED',
    });
  });

  it('refuses a user who is not in the instance', async () => {
    const { api } = discord();
    expect(await identify(api, { ...claim, accessToken: 'rui-token' })).toMatchObject({
      ok: false,
      error: 'NOT_IN_INSTANCE',
    });
  });

  it('refuses a page that names another channel than the one the instance runs in', async () => {
    const { api } = discord();
    expect(await identify(api, { ...claim, channelId: OTHER_CHANNEL })).toMatchObject({
      ok: false,
      error: 'WRONG_CHANNEL',
    });
  });

  it('refuses an instance Discord does not know, and one id that is not an id at all', async () => {
    const { api } = discord();
    expect(await identify(api, { ...claim, instanceId: 'i-2' })).toMatchObject({ ok: false, error: 'NO_INSTANCE' });
    expect(await identify(api, { ...claim, instanceId: '../../users/@me' })).toMatchObject({
      ok: false,
      error: 'NO_INSTANCE',
    });
  });

  it('says DISCORD_UNAVAILABLE when Discord does not answer', async () => {
    const { api } = discord({ down: true });
    expect(await identify(api, claim)).toMatchObject({ ok: false, error: 'DISCORD_UNAVAILABLE' });
  });
});
