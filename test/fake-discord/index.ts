/**
 * Fake Discord for end-to-end tests: REST API (/api/v10) + WebSocket gateway (v10, encoding=json, no compression)
 * on 127.0.0.1, which the real, unmodified discord.js 14 client logs into.
 *
 *   const fake = await startFakeDiscord();                    // { callbackDeadlineMs?: 3000, tokenLifetimeMs?: 15 min }
 *   const channelId = fake.createChannel('azul');
 *   const alice = fake.addUser('alice'), mod = fake.addUser('mod', { manageMessages: true });
 *   // start the bot with DISCORD_API_URL=fake.apiUrl and DISCORD_TOKEN=fake.token, i.e.
 *   //   new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } }).login(fake.token)
 *   await fake.waitForBotReady();
 *   const out = await fake.slash(alice, channelId, 'azul', { subcommand: 'new', options: { players: 2 } });
 *   // out.type is the callback type (4 reply, 5 defer, 6 deferred update, 7 update, 9 modal); the promise REJECTS
 *   // when the bot does not acknowledge within the deadline (then a late callback gets 404 code 10062).
 *   const board = await fake.waitFor(() => fake.messages(channelId).find((m) => m.components.length > 0));
 *   await fake.click(alice, board.id, 'some-custom-id');
 *   fake.messages(channelId, { viewer: alice });              // ephemeral messages only for their user
 *   expect(fake.errors).toEqual([]);                          // every error answer the fake sent, with Discord codes
 *   await fake.close();
 *
 * Limits enforced (400 code 50035 "Invalid Form Body" with Discord-shaped `errors`): content <= 2000, <= 5 action
 * rows, 1..5 buttons per row or exactly one select, custom_id 1..100 and unique, button label <= 80, select options
 * 1..25 with label/value 1..100, embed limits, attachment description <= 1024, <= 10 files. A file over 10 MiB gets
 * 413 code 40005; an empty new message 400 code 50006. Interactions: 10062 after the deadline, 40060 on a second
 * acknowledgement, tokens valid tokenLifetimeMs for follow-ups and @original edits (then 401 code 50027).
 * FakeMessage / InteractionOutcome objects are live: later edits and deletions show in them.
 */
import { FakeDiscordServer, type FakeDiscordOptions } from './fake-server.ts';

export type { FakeAttachment, FakeMessage, FakeUser } from './model.ts';
export type { FakeDiscordOptions, FakeError, InteractionOutcome, UnmatchedClick } from './fake-server.ts';
export { LIMITS } from './limits.ts';

export type FakeDiscord = FakeDiscordServer;

export async function startFakeDiscord(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscordServer(opts);
  await fake.listen();
  return fake;
}
