/**
 * Fake Discord for end-to-end tests: REST API (/api/v10) + WebSocket gateway (v10, encoding=json, no compression)
 * on 127.0.0.1, which the real, unmodified discord.js 14 client logs into.
 *
 *   const fake = await startFakeDiscord();        // options: callbackDeadlineMs (3000), tokenLifetimeMs (15 min)
 *   const channelId = fake.createChannel('azul');            // { botCanSend: false }: channel.send gets 403/50013
 *   const alice = fake.addUser('alice'), mod = fake.addUser('mod', { manageMessages: true });
 *   // Start the bot with DISCORD_API_URL=fake.apiUrl, DISCORD_TOKEN=fake.token, client id fake.applicationId,
 *   // guild fake.guildId; in code: new Client({ intents, rest: { api: fake.apiUrl } }).login(fake.token)
 *   await fake.waitForBotReady();
 *   const out = await fake.slash(alice, channelId, 'azul', { subcommand: 'new', options: { players: 2 } });
 *   // Resolves once the bot acknowledged: out.type is the callback type (4 reply, 5 defer, 6 deferred update,
 *   // 7 update, 9 modal), out.response the message it created/updated. REJECTS if the bot did not acknowledge
 *   // within the deadline (its late callback then gets 404 code 10062) or no bot session is connected.
 *   const board = await fake.waitFor(() => fake.messages(channelId).find((m) => m.components.length > 0));
 *   await fake.click(alice, board.id, 'custom-id');          // also: select(user, msgId, customId, values),
 *   fake.messages(channelId, { viewer: alice });              //   submitModal(user, channelId, customId, fields)
 *   expect(fake.errors).toEqual([]);                          // every error answer the fake sent, with Discord codes
 *   expect(fake.unmatchedClicks).toEqual([]);                 // forged clicks (unknown custom_id, disabled, bad value)
 *   await fake.close();
 *
 * Messages (FakeMessage) and outcomes are live objects: later edits and deletions show in them. messages() lists
 * a channel in order without deleted ones; ephemeral ones only for `viewer`. `mentions` holds the users pinged at
 * creation (allowed_mentions honoured; edits never ping). disconnectAll() drops every gateway socket (the client
 * resumes and missed events are replayed); a client closing with 1000 ends its session like on Discord.
 * postAsUser() posts a plain user message; identifyCount / resumeCount count gateway logins. ageMessage(id, ms)
 * backdates a message; oldMessageEdits lists edits of messages older than an hour (Discord throttles those hard).
 *
 * Limits enforced (400 code 50035 "Invalid Form Body" with Discord-shaped `errors`): content <= 2000, <= 5 action
 * rows, 1..5 buttons per row or exactly one select, custom_id 1..100 and unique, button label <= 80, select options
 * 1..25 with label/value 1..100, embed limits, attachment description <= 1024, <= 10 files.
 *
 * Components V2 (flag IS_COMPONENTS_V2, 1 << 15; components-v2.ts): no content, embeds, poll or stickers with the flag;
 * an edit cannot remove it (50035 MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG) and an edit that adds it must clear
 * content and embeds; a deferred reply (callback type 5) keeps only EPHEMERAL (the flag is dropped, with a warning:
 * set it when editing the original response); at most 40 components with nested ones and accessories counted, at
 * most 4000 characters in all text displays together; top level: action row, section, text display, media gallery,
 * file, separator, container; a container holds the same but no container (accent_color 0..0xFFFFFF); a section
 * 1-3 text displays and a thumbnail or button accessory; a gallery 1-10 items; a file only attachment://name;
 * unique component ids. Each attachment://name must name an attachment of the message (else 50035); an attachment
 * no component names is not shown: a warning in fake.warnings. messageText(m), shownAttachments(m) and
 * interactiveComponents(m.components) read a message as a person sees it. A file over 10 MiB gets
 * 413 code 40005; an empty message 400 code 50006. Interactions: 10062 after the deadline, 40060 on a second
 * acknowledgement, follow-ups and @original edits while the token lives (then 401 code 50027). 10003 unknown
 * channel, 10008 unknown message (ephemeral ones are unknown to channel routes), unknown routes 404 code 0.
 *
 * Several guilds and a sharded gateway: startFakeDiscord({ guilds: 8, guildsPerShard: 2, maxConcurrency: 1 }) or
 * fake.createGuild(); fake.guildId is the first guild, fake.guildIds all of them (guild i lands on shard i % count),
 * createChannel(name, { guildId }) puts a channel in a guild. IDENTIFY with shard [id, count]: READY lists that
 * shard's guilds and each guild's events (GUILD_CREATE, CHANNEL_CREATE, INTERACTION_CREATE, MESSAGE_*) reach only the
 * session of shard (guild_id >> 22) % count; GET /gateway/bot recommends ceil(guilds / guildsPerShard) shards.
 * waitForBotReady() and botOnline mean every guild's shard is connected; guildOnline(id) one guild; shardSessions()
 * lists the sessions.
 *
 * Threads: POST /channels/:c/messages/:m/threads starts a public thread (type 11) whose id is the message's;
 * THREAD_CREATE reaches the guild's shard, the starter message carries `thread`, messages and interactions work inside
 * (channel_id = the thread). 160004 for a second thread on a message, 50013 without Create Public Threads
 * (createChannel(name, { botCanCreateThreads: false }) or setChannelPermissions(id, { createThreads: false })), 50024
 * in a thread or a voice channel's chat (createChannel(name, { type: 'voice' })). fake.threads(channelId),
 * fake.thread(msgId); deleteChannel(threadId) sends THREAD_DELETE.
 *
 * The people side (people-api.ts, README.md): /local/... routes for the playground page (a channel as one user sees
 * it, typed slash commands, clicks, a live event stream); `fake.events.on(...)` and `fake.warnings` in process.
 */
import { FakeDiscordServer, type FakeDiscordOptions } from './fake-server.ts';

export type { FakeAttachment, FakeMessage, FakeUser } from './model.ts';
export type { FakeDiscordOptions } from './fake-server.ts';
export type { FakeError } from './http-server.ts';
export type { InteractionOutcome } from './interactions.ts';
export type { UnmatchedClick } from './interaction-send.ts';
export { LIMITS, IS_COMPONENTS_V2 } from './limits.ts';
export { ComponentType } from 'discord-api-types/v10';
export {
  attachmentReferences,
  clickableComponents,
  countV2Components,
  interactiveComponents,
  messageText,
  shownAttachments,
  textDisplays,
  type ClickableComponent,
  type InteractiveComponent,
} from './components-v2.ts';
export type { LocalEvent, LocalWarning } from './events.ts';
export { parseSlashInput, suggest, type RegisteredCommand, type SlashInput, type Suggestion } from './slash-input.ts';

export type FakeDiscord = FakeDiscordServer;

export async function startFakeDiscord(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscordServer(opts);
  await fake.listen();
  return fake;
}
