// The fake Discord with several guilds and a sharded gateway: READY lists a shard's guilds, each
// guild's events reach only the session of shard (guild_id >> 22) % count, /gateway/bot recommends.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { shardOf } from '../../src/local-discord/model.ts';

let fake: FakeDiscord | undefined;
const clients: Client[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  for (const c of clients.splice(0)) await c.destroy();
  await fake?.close();
  fake = undefined;
});

/** A raw gateway session that IDENTIFYs as `shard` and collects every dispatch. */
async function rawShard(
  f: FakeDiscord,
  shard: [number, number] | undefined,
): Promise<{ events: any[]; closed: Promise<number> }> {
  const socket = new WebSocket(`${f.baseUrl.replace('http', 'ws')}/gateway?v=10&encoding=json`);
  sockets.push(socket);
  const events: any[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (raw) => {
    const payload = JSON.parse(raw.toString());
    if (payload.op === 10)
      socket.send(JSON.stringify({ op: 2, d: { token: f.token, intents: 1 | (1 << 9), properties: {}, shard } }));
    if (payload.op === 0) events.push(payload);
  });
  return { events, closed };
}

describe('fake Discord: several guilds and a sharded gateway', () => {
  it('puts guild i on shard i % count and recommends one shard per guildsPerShard guilds', async () => {
    fake = await startFakeDiscord({ guilds: 5, guildsPerShard: 2, maxConcurrency: 4 });
    expect(fake.guildIds).toHaveLength(5);
    expect(fake.guildIds[0]).toBe(fake.guildId);
    expect(fake.guildIds.map((id) => shardOf(id, 2))).toEqual([0, 1, 0, 1, 0]);
    expect(fake.guildIds.map((id) => shardOf(id, 3))).toEqual([0, 1, 2, 0, 1]);
    const res = await fetch(`${fake.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${fake.token}` } });
    expect(await res.json()).toMatchObject({ shards: 3, session_start_limit: { max_concurrency: 4 } });
    fake.createGuild('sixth');
    expect(fake.recommendedShards).toBe(3);
    fake.createGuild('seventh');
    expect(fake.recommendedShards).toBe(4);
  });

  it("sends READY with the shard's guilds, and each guild's events only to its shard's session", async () => {
    fake = await startFakeDiscord({ guilds: 4 });
    const [g0, g1, g2, g3] = fake.guildIds;
    const shard0 = await rawShard(fake, [0, 2]);
    const shard1 = await rawShard(fake, [1, 2]);
    await fake.waitForBotReady();
    const guildCreates = (s: { events: any[] }) => s.events.filter((e) => e.t === 'GUILD_CREATE').length;
    await fake.waitFor(() => guildCreates(shard0) === 2 && guildCreates(shard1) === 2);
    const ready = (s: { events: any[] }) => s.events.find((e) => e.t === 'READY').d;
    expect(ready(shard0)).toMatchObject({ shard: [0, 2], guilds: [{ id: g0 }, { id: g2 }] });
    expect(ready(shard1)).toMatchObject({ shard: [1, 2], guilds: [{ id: g1 }, { id: g3 }] });
    expect(shard0.events.filter((e) => e.t === 'GUILD_CREATE').map((e) => e.d.id)).toEqual([g0, g2]);
    expect(shard1.events.filter((e) => e.t === 'GUILD_CREATE').map((e) => e.d.id)).toEqual([g1, g3]);

    const c0 = fake.createChannel('azul', { guildId: g0 });
    const c3 = fake.createChannel('azul', { guildId: g3 });
    const alice = fake.addUser('alice');
    fake.postAsUser(alice, c0, 'hello zero');
    fake.postAsUser(alice, c3, 'hello three');
    const messages = (s: { events: any[] }) =>
      s.events.filter((e) => e.t === 'MESSAGE_CREATE').map((e) => [e.d.guild_id, e.d.content]);
    await fake.waitFor(() => messages(shard0).length === 1 && messages(shard1).length === 1);
    expect(messages(shard0)).toEqual([[g0, 'hello zero']]);
    expect(messages(shard1)).toEqual([[g3, 'hello three']]);
    expect(shard0.events.filter((e) => e.t === 'CHANNEL_CREATE').map((e) => e.d.guild_id)).toEqual([g0]);

    // A guild the bot joins later reaches the session of its shard only.
    const g4 = fake.createGuild('late');
    await fake.waitFor(() => shard0.events.some((e) => e.t === 'GUILD_CREATE' && e.d.id === g4));
    expect(shard1.events.some((e) => e.t === 'GUILD_CREATE' && e.d.id === g4)).toBe(false);
    expect(fake.shardSessions().map((s) => [s.shard, s.guildIds.length])).toEqual([
      [[0, 2], 3],
      [[1, 2], 2],
    ]);
  });

  it('is not ready while a guild has no shard connected, and refuses a shard outside its count', async () => {
    fake = await startFakeDiscord({ guilds: 2 });
    await rawShard(fake, [0, 2]);
    await fake.waitFor(() => fake!.guildOnline(fake!.guildIds[0]));
    expect(fake.guildOnline(fake.guildIds[1])).toBe(false);
    expect(fake.botOnline).toBe(false);
    const bad = await rawShard(fake, [2, 2]);
    expect(await bad.closed).toBe(4010);
    await rawShard(fake, [1, 2]);
    await fake.waitForBotReady();
    expect(fake.botOnline).toBe(true);
  });

  it('serves the real discord.js client with shards: auto, each guild on its shard', async () => {
    fake = await startFakeDiscord({ guilds: 4, guildsPerShard: 2, maxConcurrency: 2 });
    const client = new Client({ intents: [GatewayIntentBits.Guilds], shards: 'auto', rest: { api: fake.apiUrl } });
    clients.push(client);
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(fake.token);
    await ready;
    expect(client.options.shardCount).toBe(2);
    expect([...client.guilds.cache.keys()].sort()).toEqual([...fake.guildIds].sort());
    for (const [i, id] of fake.guildIds.entries()) expect(client.guilds.cache.get(id)!.shardId).toBe(i % 2);

    const channel = fake.createChannel('azul', { guildId: fake.guildIds[3] });
    const alice = fake.addUser('alice');
    const seen = new Promise<number>((resolve) =>
      client.once(Events.InteractionCreate, (i) => resolve(i.guild!.shardId)),
    );
    client.on(Events.InteractionCreate, (i) => void (i.isChatInputCommand() && i.reply('pong')));
    const out = await fake.slash(alice, channel, 'ping');
    expect(out.type).toBe(4);
    expect(await seen).toBe(1);
  });
});
