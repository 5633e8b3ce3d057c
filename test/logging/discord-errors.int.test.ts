// Interaction tokens (valid 15 minutes: whoever holds one can answer as the bot) never reach a log line:
// discord.js's REST errors carry the URL they failed on, /interactions/<id>/<token>/
// callback and /webhooks/<application id>/<token>/..., and the bot logs those errors. Real errors from
// discord.js's REST client against the local Discord.
import { DiscordAPIError, REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { createLogger } from '../../src/logger.ts';
import { captureLines } from './capture.ts';

let fake: FakeDiscord;
let rest: REST;

beforeAll(async () => {
  fake = await startFakeDiscord();
  rest = new REST({ api: fake.apiUrl, retries: 0 }).setToken(fake.token);
});

afterAll(async () => {
  await fake?.close();
});

async function failure(request: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await request.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}

describe('discord.js REST errors in the log', () => {
  const token = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OmFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6';
  const interactionId = '1234567890123456789';

  it('show the route without the interaction token', async () => {
    const callback = await failure(
      rest.post(Routes.interactionCallback(interactionId, token), {
        auth: false,
        body: { type: 4, data: { content: 'hi' } },
      }),
    );
    const edit = await failure(
      rest.patch(Routes.webhookMessage(fake.applicationId, token, '@original'), {
        auth: false,
        body: { content: 'hi' },
      }),
    );
    const followUp = await failure(
      rest.post(Routes.webhook(fake.applicationId, token), { auth: false, body: { content: 'hi' } }),
    );
    for (const e of [callback, edit, followUp]) expect(e.url).toContain(token); // what the log used to show

    const out = captureLines();
    const log = createLogger('info', { destination: out });
    log.error({ err: callback }, 'answering an interaction failed');
    log.warn({ err: edit }, 'editing the reply failed');
    log.child({ part: 'presenter' }).error({ err: followUp, request: { url: followUp.url } }, 'a follow-up failed');
    expect(out.text()).not.toContain(token);
    const lines = out.lines.map((l) => JSON.parse(l));
    expect(lines[0].err.url).toBe(`${fake.apiUrl}/v10/interactions/${interactionId}/***/callback`);
    expect(lines[0].err.code).toBe(callback.code);
    expect(lines[1].err.url).toBe(`${fake.apiUrl}/v10/webhooks/${fake.applicationId}/***/messages/%40original`);
    expect(lines[2].err.url).toBe(`${fake.apiUrl}/v10/webhooks/${fake.applicationId}/***`);
    expect(lines[2].request.url).toBe(lines[2].err.url);
  });
});
