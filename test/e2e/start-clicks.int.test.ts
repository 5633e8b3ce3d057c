// Clicks while the bot starts: the gateway is up (Discord delivers interactions) before the database
// is open, and a database that is not up yet keeps it closed for longer than Discord's 3 s. A command
// sent then is acknowledged in time and answered once the database opens; if it never does, the
// person is told the bot is restarting, and nothing was done. The real discord.js client, the local
// Discord, and a Postgres reached through a port that opens only later.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { createLogger, loadParts, startBot } from '../../src/runtime/bot.ts';
import { wordsFor } from '../../src/i18n/index.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';
import { botEnv, createDatabase, deploy, offered, type TestDatabase, freePort } from './harness.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** From now on, `port` leads to the Postgres server of `url`. */
async function openWay(port: number, url: string): Promise<Server> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const s of sockets) s.destroy();
      }),
  );
  return server;
}

/** A bot whose DATABASE_URL names `port` instead of the test database's own. */
async function world(prefix: string) {
  const fake: FakeDiscord = await startFakeDiscord();
  cleanups.push(() => fake.close());
  const db: TestDatabase = await createDatabase(prefix);
  cleanups.push(() => db.drop());
  await deploy(fake, db);
  const url = (db as { url: string }).url;
  const port = await freePort();
  const late = new URL(url);
  late.port = String(port);
  const config = loadConfig({ ...botEnv(fake, db), DATABASE_URL: late.toString() }, ['token']);
  // The code loaded beforehand, as compiled code loads in a fraction of a second: the wait is the database's.
  await loadParts();
  const channel = fake.createChannel('azul');
  const ana = fake.addUser('ana');
  return { fake, url, port, config, channel, ana };
}

describe.skipIf(!hasServer())(serverOnly('a command sent while the database is not up yet'), () => {
  it('is acknowledged within 3 s, and opens its lobby once the database answers', async () => {
    const { fake, url, port, config, channel, ana } = await world('e2e_start_late');
    const starting = startBot(config, createLogger(config.logLevel));
    cleanups.push(() => starting.then((bot) => bot.stop()));
    await fake.waitFor(() => fake.guildOnline(fake.guildId), 30_000);

    // The local Discord fails the interaction if the bot does not acknowledge it within 3 s.
    const out = await fake.slash(ana, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
    expect(out.type).toBe(5); // "thinking…": the database is still closed, the lobby follows
    expect(out.ephemeral).toBe(false);

    await openWay(port, url);
    await starting;
    const lobby = await fake.waitFor(() => {
      const m = out.original();
      return m && offered(m).length > 0 ? m : undefined;
    }, 30_000);
    expect(lobby.content).toContain('Azul');
    expect(offered(lobby).map((o) => o.click.kind)).toContain('join');
    expect(out.followups()).toEqual([]);
    expect(fake.warnings).toEqual([]);
  }, 90_000);

  it('if the database never comes, is told the bot is restarting, in private, and the start fails', async () => {
    const { fake, config, channel, ana } = await world('e2e_start_never');
    const starting = startBot(config, createLogger(config.logLevel), { connectRetryMs: 4_000 });
    const failed = starting.then(
      () => null,
      (error: unknown) => error as Error,
    );
    await fake.waitFor(() => fake.guildOnline(fake.guildId), 30_000);
    const out = await fake.slash(ana, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
    expect(out.type).toBe(5);

    expect((await failed)?.message).toBeTruthy();
    const told = out.followups();
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toBe(wordsFor('en').t('restarting'));
    expect(told[0]!.flags & 64).toBe(64); // ephemeral
    // The public "thinking…" is gone: nothing was opened.
    expect(out.original()?.deleted ?? true).toBe(true);
  }, 90_000);
});
