// Threads in the fake Discord, through the real discord.js client: started from a message (the thread's id
// is the message's), THREAD_CREATE in the client's cache, messages and interactions inside, and the refusals
// Discord answers with (one thread per message, no permission, a channel type without threads).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  Routes,
  type Interaction,
  type TextChannel,
  type ThreadChannel,
} from 'discord.js';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';

let fake: FakeDiscord;
let client: Client;
const seen: Interaction[] = [];

async function apiError(promise: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}

/**
 * Straight to the REST route, as a bot process that does not
 * cache the channel does (discord.js checks some cases itself).
 */
function startThread(channelId: string, messageId: string, name: string): Promise<unknown> {
  return client.rest.post(Routes.threads(channelId, messageId), { body: { name, auto_archive_duration: 1440 } });
}

async function text(channelId: string): Promise<TextChannel> {
  return (await client.channels.fetch(channelId)) as TextChannel;
}

beforeAll(async () => {
  fake = await startFakeDiscord({ callbackDeadlineMs: 1000 });
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
    rest: { api: fake.apiUrl },
  });
  client.on(Events.InteractionCreate, (interaction) => {
    seen.push(interaction);
    if (interaction.isRepliable())
      void interaction.reply({ content: `in ${interaction.channelId}` }).catch(() => undefined);
  });
  await client.login(fake.token);
  await fake.waitForBotReady();
  await client.application!.commands.create({ name: 'ping', description: 'ping' }, fake.guildId);
});

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
});

describe('threads', () => {
  it('starts a public thread from a message: same id, parent, THREAD_CREATE in the cache, `thread` on the message', async () => {
    const channelId = fake.createChannel('games');
    const channel = await text(channelId);
    const starter = await channel.send('Lobby');
    const created = new Promise<ThreadChannel>((resolve) => client.once(Events.ThreadCreate, resolve));
    const thread = await starter.startThread({ name: 'Azul · Ana, Rui' });
    expect(thread.id).toBe(starter.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect(thread.parentId).toBe(channelId);
    expect((await created).id).toBe(thread.id);
    expect(client.channels.cache.get(thread.id)?.isThread()).toBe(true);
    expect(fake.threads(channelId)).toEqual([{ id: starter.id, name: 'Azul · Ana, Rui', parentId: channelId }]);
    const again = await channel.messages.fetch({ message: starter.id, force: true });
    expect(again.thread?.id).toBe(thread.id);
    const fetched = await client.channels.fetch(thread.id, { force: true });
    expect(fetched?.isThread() && fetched.parentId).toBe(channelId);
    // Messages go to the thread, not to its channel.
    await thread.send('Turn 1');
    expect(fake.messages(thread.id).map((m) => m.content)).toEqual(['Turn 1']);
    expect(fake.messages(channelId).map((m) => m.content)).toEqual(['Lobby']);
    // The people side lists the thread under its channel.
    const listed = fake.channelList();
    const at = listed.findIndex((c) => c.id === channelId);
    expect(listed[at + 1]).toEqual({ id: thread.id, name: 'Azul · Ana, Rui', parentId: channelId });
  });

  it('answers 160004 for a second thread on the same message, 50035 for a name over 100 characters', async () => {
    const channelId = fake.createChannel('again');
    const starter = await (await text(channelId)).send('Lobby');
    await starter.startThread({ name: 'first' });
    expect((await apiError(startThread(channelId, starter.id, 'second'))).code).toBe(160004);
    const other = await (await text(channelId)).send('Other');
    expect((await apiError(other.startThread({ name: 'x'.repeat(101) }))).code).toBe(50035);
    expect(fake.threads(channelId)).toHaveLength(1);
  });

  it('refuses a thread without Create Public Threads (50013), in a thread, and in a voice channel’s chat (50024)', async () => {
    const refused = fake.createChannel('no-threads', { botCanCreateThreads: false });
    const lobby = await (await text(refused)).send('Lobby');
    expect((await apiError(lobby.startThread({ name: 'nope' }))).code).toBe(50013);
    fake.setChannelPermissions(refused, { createThreads: true });
    await lobby.startThread({ name: 'now allowed' });
    const inThread = await ((await client.channels.fetch(lobby.id)) as ThreadChannel).send('inside');
    expect((await apiError(startThread(lobby.id, inThread.id, 'nested'))).code).toBe(50024);
    const voice = fake.createChannel('voice-chat', { type: 'voice' });
    const chat = await client.channels.fetch(voice);
    expect(chat?.type).toBe(ChannelType.GuildVoice);
    const said = await (chat as unknown as TextChannel).send('hello');
    expect((await apiError(startThread(voice, said.id, 'voice'))).code).toBe(50024);
  });

  it('delivers slash commands and clicks from a thread with the thread as channel; a deleted thread is 10003', async () => {
    const channelId = fake.createChannel('play');
    const starter = await (await text(channelId)).send('Lobby');
    const thread = await starter.startThread({ name: 'game' });
    const ana = fake.addUser('ana');
    const out = await fake.slash(ana, thread.id, 'ping');
    expect(out.response?.channelId).toBe(thread.id);
    expect(out.response?.content).toBe(`in ${thread.id}`);
    const interaction = seen.at(-1)!;
    expect(interaction.channelId).toBe(thread.id);
    expect(fake.messages(thread.id).map((m) => m.content)).toContain(`in ${thread.id}`);
    fake.deleteChannel(thread.id);
    expect((await apiError(thread.send('gone'))).code).toBe(10003);
    expect(fake.threads(channelId)).toEqual([]);
  });

  it('answered no unexpected errors beyond the refusals asked for', () => {
    expect(fake.errors.map((e) => e.code).sort()).toEqual([10003, 160004, 50013, 50024, 50024, 50035].sort());
  });
});
