// No other web page can drive the playground: the playground's server and the local
// Discord behind it refuse a foreign Origin or Host (a page the user has open, DNS rebinding) on every
// route that changes something, the event stream and the gateway; the playground's own page still works.
// Real HTTP requests, as a browser would send them.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';
import { startWebServer, type WebServer } from '../../src/playground/web-server.ts';

let fake: FakeDiscord;
let web: WebServer;
let ana: FakeUser;
let channelId: string;
let port: number;

beforeAll(async () => {
  fake = await startFakeDiscord({ botName: 'Azul' });
  channelId = fake.createChannel('azul');
  ana = fake.addUser('ana');
  web = await startWebServer(0, fake.baseUrl);
  port = Number(new URL(web.url).port);
});

afterAll(async () => {
  await web?.close();
  await fake?.close();
});

interface Answer {
  status: number;
  body: string;
}

/** One request to 127.0.0.1:`to`, with exactly the headers given (Host included). */
function send(
  to: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: to, method, path, headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
        // The event stream never ends by itself: its first bytes are enough.
        if (res.headers['content-type']?.startsWith('text/event-stream')) res.destroy();
      });
      res.on('close', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const evil = 'http://evil.example';
const post = (to: number, path: string, headers: Record<string, string>, json: unknown) =>
  send(to, 'POST', path, { 'content-type': 'text/plain;charset=UTF-8', ...headers }, JSON.stringify(json));
const said = () => fake.messages(channelId).map((m) => m.content);

describe('the playground server', () => {
  it('refuses a POST from another site: no message, no command', async () => {
    const host = `127.0.0.1:${port}`;
    const message = await post(
      port,
      `/local/channels/${channelId}/messages`,
      { host, origin: evil, 'sec-fetch-site': 'cross-site' },
      { as: ana.id, content: 'pwned' },
    );
    expect(message.status).toBe(403);
    expect(JSON.parse(message.body).error).toContain('Origin was "http://evil.example"');
    const command = await post(
      port,
      `/local/channels/${channelId}/commands`,
      { host, origin: evil },
      { as: ana.id, text: '/azul new' },
    );
    expect(command.status).toBe(403);
    const click = await post(
      port,
      '/local/messages/1/components',
      { host, origin: 'null' },
      { as: ana.id, customId: 'x' },
    );
    expect(click.status).toBe(403);
    expect(said()).toEqual([]);
  });

  it('refuses a name that is not its own (DNS rebinding), even with a matching Origin', async () => {
    const rebound = `evil.example:${port}`;
    const answer = await post(
      port,
      `/local/channels/${channelId}/messages`,
      { host: rebound, origin: `http://${rebound}` },
      { as: ana.id, content: 'pwned' },
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toContain('Host was "evil.example');
    expect((await send(port, 'GET', '/', { host: rebound })).status).toBe(403);
    expect((await send(port, 'GET', '/local/state', { host: rebound })).status).toBe(403);
    expect(said()).toEqual([]);
  });

  it('refuses the event stream and the state to another site', async () => {
    const host = `127.0.0.1:${port}`;
    expect(
      (await send(port, 'GET', `/local/events?as=${ana.id}`, { host, origin: evil, accept: 'text/event-stream' }))
        .status,
    ).toBe(403);
    // An <img> or <script> from another site sends no Origin, but says where it comes from.
    expect((await send(port, 'GET', '/local/state', { host, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('serves its own page, and that page can post, by either loopback name', async () => {
    for (const name of ['127.0.0.1', 'localhost']) {
      const host = `${name}:${port}`;
      // A link from elsewhere may open the page itself.
      expect((await send(port, 'GET', '/', { host, 'sec-fetch-site': 'cross-site' })).status).toBe(200);
      const answer = await post(
        port,
        `/local/channels/${channelId}/messages`,
        { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
        { as: ana.id, content: `hello from ${name}` },
      );
      expect(answer.status).toBe(202);
    }
    const stream = await send(port, 'GET', `/local/events?as=${ana.id}`, {
      host: `127.0.0.1:${port}`,
      origin: `http://127.0.0.1:${port}`,
    });
    expect(stream.status).toBe(200);
    expect(stream.body).toContain('event: hello');
    expect(said()).toEqual(['hello from 127.0.0.1', 'hello from localhost']);
  });
});

describe('the local Discord behind it', () => {
  const discordPort = () => Number(new URL(fake.baseUrl).port);

  it('answers programs only: a web page cannot post to it directly', async () => {
    const host = `127.0.0.1:${discordPort()}`;
    const before = said().length;
    const answer = await post(
      discordPort(),
      `/local/channels/${channelId}/messages`,
      { host, origin: evil },
      { as: ana.id, content: 'pwned' },
    );
    expect(answer.status).toBe(403);
    expect(
      (
        await post(
          discordPort(),
          `/local/channels/${channelId}/messages`,
          { host: `evil.example:${discordPort()}` },
          { as: ana.id, content: 'pwned' },
        )
      ).status,
    ).toBe(403);
    expect(said()).toHaveLength(before);
    // A program (no Origin) still can.
    expect(
      (
        await post(
          discordPort(),
          `/local/channels/${channelId}/messages`,
          { host },
          { as: ana.id, content: 'from a program' },
        )
      ).status,
    ).toBe(202);
    expect(said().at(-1)).toBe('from a program');
  });

  it('opens no gateway connection for a web page', async () => {
    const opened = (origin?: string) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(
          `${fake.baseUrl.replace('http', 'ws')}/gateway?v=10&encoding=json`,
          origin ? { origin } : {},
        );
        socket.once('open', () => {
          socket.close();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    expect(await opened(evil)).toBe(false);
    expect(await opened()).toBe(true);
  });
});
