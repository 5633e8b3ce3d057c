// The fake gateway's protocol rules, seen by a raw WebSocket client (no discord.js in between).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';

let fake: FakeDiscord;
let gatewayUrl: string;

beforeAll(async () => {
  fake = await startFakeDiscord();
  const res = await fetch(`${fake.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${fake.token}` } });
  gatewayUrl = ((await res.json()) as { url: string }).url;
});

afterAll(async () => {
  await fake.close();
});

/** Connects, optionally sends one payload after HELLO, and collects what arrives until the socket closes or settles. */
async function session(query: string, send?: unknown): Promise<{ received: any[]; closeCode?: number }> {
  const socket = new WebSocket(`${gatewayUrl}?${query}`);
  const received: any[] = [];
  return new Promise((resolve) => {
    const settle = setTimeout(() => {
      socket.terminate();
      resolve({ received });
    }, 300);
    socket.on('message', (raw) => {
      const payload = JSON.parse(raw.toString());
      received.push(payload);
      if (payload.op === 10 && send) socket.send(JSON.stringify(send));
    });
    socket.on('close', (code) => {
      clearTimeout(settle);
      resolve({ received, closeCode: code });
    });
  });
}

describe('fake gateway protocol', () => {
  it('says HELLO, then READY and GUILD_CREATE with sequence numbers after a valid IDENTIFY', async () => {
    const { received } = await session('v=10&encoding=json', {
      op: 2,
      d: { token: fake.token, intents: 1, properties: {}, compress: false, shard: [0, 1] },
    });
    expect(received[0]).toMatchObject({ op: 10, d: { heartbeat_interval: expect.any(Number) } });
    expect(received.slice(1).map((p) => [p.t, p.s])).toEqual([
      ['READY', 1],
      ['GUILD_CREATE', 2],
    ]);
    expect(received[1].d).toMatchObject({
      v: 10,
      user: { id: fake.botUserId },
      guilds: [{ id: fake.guildId, unavailable: true }],
    });
  });

  it('acknowledges heartbeats', async () => {
    const { received } = await session('v=10&encoding=json', { op: 1, d: null });
    expect(received.map((p) => p.op)).toEqual([10, 11]);
  });

  it('closes with 4004 on a wrong token, 4012 on another API version, 4000 when asked for compression', async () => {
    expect(
      (await session('v=10&encoding=json', { op: 2, d: { token: 'nope', intents: 1, properties: {} } })).closeCode,
    ).toBe(4004);
    expect((await session('v=9&encoding=json')).closeCode).toBe(4012);
    expect((await session('v=10&encoding=json&compress=zlib-stream')).closeCode).toBe(4000);
  });

  it('answers a RESUME of an unknown session with INVALID_SESSION (op 9, not resumable)', async () => {
    const { received } = await session('v=10&encoding=json', {
      op: 6,
      d: { token: fake.token, session_id: 'gone', seq: 3 },
    });
    expect(received.at(-1)).toMatchObject({ op: 9, d: false });
  });
});
