// The local Discord's side of an Activity, as Discord answers it: the OAuth2 code exchange (the client
// secret checked, a code good once), GET /users/@me with a bearer token (401 once it expired), Activity
// instances (started by LAUNCH_ACTIVITY, one per channel, a person in one at a time; 404 for one that
// ended), and the Entry Point command's rules (global only, one, kept by a bulk overwrite: 50240).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';

let fake: FakeDiscord;
let ana: FakeUser;
let rui: FakeUser;

beforeAll(async () => {
  fake = await startFakeDiscord();
  ana = fake.addUser('ana');
  rui = fake.addUser('rui');
});
afterAll(() => fake.close());

async function api(method: string, path: string, init: { body?: string; type?: string; auth?: string } = {}) {
  const res = await fetch(`${fake.apiUrl}/v10${path}`, {
    method,
    headers: {
      ...(init.type ? { 'content-type': init.type } : {}),
      ...(init.auth ? { authorization: init.auth } : {}),
    },
    body: init.body,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  type: 'application/x-www-form-urlencoded',
});

describe('OAuth2 for the Activity', () => {
  it('exchanges a code once, with the right client secret, for a bearer token of that person', async () => {
    const code = fake.activities.authorize(ana.id, fake.applicationId, ['identify']);
    const base = { client_id: fake.applicationId, grant_type: 'authorization_code', code };
    expect((await api('POST', '/oauth2/token', form({ ...base, client_secret: 'wrong' }))).status).toBe(401);
    const exchanged = await api(
      'POST',
      '/oauth2/token',
      form({ ...base, client_secret: fake.activities.clientSecret }),
    );
    expect(exchanged.status).toBe(200);
    expect(exchanged.json).toMatchObject({ token_type: 'Bearer', scope: 'identify' });
    const again = await api('POST', '/oauth2/token', form({ ...base, client_secret: fake.activities.clientSecret }));
    expect(again).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
    });
    const me = await api('GET', '/users/@me', { auth: `Bearer ${exchanged.json.access_token}` });
    expect(me.json).toMatchObject({ id: ana.id, username: 'ana' });
    // The bot's own token still names the bot.
    expect((await api('GET', '/users/@me', { auth: `Bot ${fake.token}` })).json.id).toBe(fake.botUserId);
    fake.activities.expireToken(exchanged.json.access_token);
    expect((await api('GET', '/users/@me', { auth: `Bearer ${exchanged.json.access_token}` })).status).toBe(401);
    expect((await api('GET', '/users/@me')).status).toBe(401);
  });
});

describe('Activity instances', () => {
  it('are started by a launch in a channel, joined by the next, and said where they run (bot token only)', async () => {
    const channel = fake.createChannel('activities');
    const other = fake.createChannel('elsewhere');
    const first = fake.activities.launch(ana.id, channel);
    expect(fake.activities.launch(rui.id, channel).instanceId).toBe(first.instanceId);
    const path = `/applications/${fake.applicationId}/activity-instances/${first.instanceId}`;
    expect((await api('GET', path)).status).toBe(401);
    const read = await api('GET', path, { auth: `Bot ${fake.token}` });
    expect(read.json).toMatchObject({
      application_id: fake.applicationId,
      instance_id: first.instanceId,
      location: { kind: 'gc', channel_id: channel, guild_id: fake.guildId },
      users: [ana.id, rui.id],
    });
    // A person is in one Activity at a time: launching elsewhere leaves this one; the last one out ends it.
    fake.activities.launch(rui.id, other);
    expect((await api('GET', path, { auth: `Bot ${fake.token}` })).json.users).toEqual([ana.id]);
    fake.activities.leave(first.instanceId, ana.id);
    expect((await api('GET', path, { auth: `Bot ${fake.token}` })).status).toBe(404);
  });
});

describe('the Entry Point command', () => {
  const entry = { name: 'table', description: 'Open the table', type: 4, handler: 1 };
  const chat = { name: 'azul', description: 'Play Azul', type: 1 };

  it('is global only, one per application, and a bulk overwrite must keep it', async () => {
    const auth = { auth: `Bot ${fake.token}`, type: 'application/json' };
    const guild = await api('PUT', `/applications/${fake.applicationId}/guilds/${fake.guildId}/commands`, {
      ...auth,
      body: JSON.stringify([chat, entry]),
    });
    expect(guild.status).toBe(400);
    const two = await api('PUT', `/applications/${fake.applicationId}/commands`, {
      ...auth,
      body: JSON.stringify([entry, { ...entry, name: 'other' }]),
    });
    expect(two.status).toBe(400);
    expect(
      (
        await api('PUT', `/applications/${fake.applicationId}/commands`, {
          ...auth,
          body: JSON.stringify([chat, entry]),
        })
      ).status,
    ).toBe(200);
    const dropped = await api('PUT', `/applications/${fake.applicationId}/commands`, {
      ...auth,
      body: JSON.stringify([chat]),
    });
    expect(dropped.status).toBe(400);
    expect(dropped.json.code).toBe(50240);
  });
});
