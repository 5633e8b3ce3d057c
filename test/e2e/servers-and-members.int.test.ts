// Games across servers and people who leave them, through the fake Discord with
// /azul registered globally: /azul mygames lists games from two servers, also in a DM with the
// bot; a person who leaves a server leaves its lobbies and games there (the autopilot plays their
// seat) and keeps their games elsewhere; a bot without the Server Members intent still starts,
// and notices the departure when the person's turn clock runs out.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TurnOutcome } from '../../src/app/outcome.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import { outboxDrained } from '../setup/outbox.ts';
import {
  botEnv,
  clickThroughTurn,
  expectEphemeral,
  gameChannels,
  gameMessages,
  liveTurnMessages,
  lobbyButton,
  offered,
  openLobby,
  until,
  textOf,
} from './harness.ts';

let db: ServerDatabase;
let store: OpenedStore;
const running: Array<{ bot: Bot; fake: FakeDiscord }> = [];

beforeAll(async () => {
  if (!hasServer()) return;
  db = await createServerDatabase('e2e_servers');
  store = await openStore({ databaseUrl: db.url, migrate: true });
});

afterEach(async () => {
  for (const { bot, fake } of running.splice(0)) {
    await bot.stop();
    await fake.close();
  }
});

afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** A fake Discord with two servers, /azul registered globally (as in production), and the bot. */
async function world(opts: { membersIntent?: boolean; clockScale?: number } = {}) {
  const fake = await startFakeDiscord({ guilds: 2, membersIntent: opts.membersIntent });
  const env = {
    ...botEnv(fake, db),
    DISCORD_GUILD_ID: '',
    ...(opts.clockScale ? { AZUL_CLOCK_SCALE: String(opts.clockScale) } : {}),
  };
  await deployCommands(loadConfig(env, ['token', 'clientId']));
  const config = loadConfig(env, ['token']);
  const bot = await startBot(config, createLogger(config.logLevel));
  running.push({ bot, fake });
  await fake.waitForBotReady();
  const [home, away] = fake.guildIds;
  return { fake, home: home!, away: away! };
}

async function gameOf(gameId: string) {
  const found = await store.get(gameId);
  if (!found.ok) throw new Error(found.detail);
  return found.game;
}

async function turnEvents(gameId: string): Promise<TurnOutcome[]> {
  const events = await store.events(gameId);
  if (!events.ok) throw new Error(events.detail);
  return events.events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
}

async function start(
  fake: FakeDiscord,
  channelId: string,
  host: FakeUser,
  others: FakeUser[],
  options: Record<string, string | number>,
) {
  const lobby = await openLobby(fake, channelId, host, options);
  for (const user of others) expect((await fake.click(user, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
  const gameId = offered(lobby)[0]!.click.gameId;
  expect((await fake.click(host, lobby.id, lobbyButton(lobby, 'start'))).type).toBe(7);
  await until('the first turn message', () => liveTurnMessages(fake, channelId)[0]);
  return { lobby, gameId };
}

/** Plays whole turns for whichever of `users` is pinged (first legal choice each step) until `done`. */
async function playUntil(
  fake: FakeDiscord,
  channelId: string,
  users: FakeUser[],
  done: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out playing');
    const turn = liveTurnMessages(fake, channelId)[0];
    const user = turn && users.find((u) => turn.mentions.includes(u.id));
    if (turn && user) await clickThroughTurn(fake, turn, user).catch(() => undefined);
    await sleep(30);
  }
}

describe.skipIf(!hasServer())(serverOnly('games across servers'), () => {
  it('/azul mygames lists the games of both servers, in a server channel and in a DM with the bot', async () => {
    const { fake, home, away } = await world();
    const [ana, bo, cy] = [
      fake.addUser('ana-two-servers'),
      fake.addUser('bo-two-servers'),
      fake.addUser('cy-two-servers'),
    ];
    const homeChannel = fake.createChannel('home-table', { guildId: home });
    const awayChannel = fake.createChannel('away-table', { guildId: away });
    const games = [
      await start(fake, homeChannel, ana, [bo], { players: 2, 'turn-time': 'none' }),
      await start(fake, awayChannel, cy, [ana], { players: 2, 'turn-time': '1d' }),
    ];
    // The turn message is recorded on its game once its post returns: until then a game links its lobby.
    for (const { gameId } of games) await outboxDrained(store, gameId);
    const names = new Map(fake.guildIds.map((id) => [id, fake.guildName(id)]));

    const inServer = expectEphemeral(await fake.slash(ana, homeChannel, 'azul', { subcommand: 'mygames' }));
    const inDm = expectEphemeral(await fake.slashInDm(ana, 'azul', { subcommand: 'mygames' }));
    for (const listed of [inServer, inDm]) {
      expect(listed).toMatch(/Your Azul games\*\* \(2\)/);
      expect(listed).toContain(`**${names.get(home)}**`);
      expect(listed).toContain(`**${names.get(away)}**`);
      expect(listed).toContain('#home-table');
      expect(listed).toContain('#away-table');
      // Each game links to its newest message, in its own server, in the thread it is played in.
      for (const [guild, channel] of [
        [home, homeChannel],
        [away, awayChannel],
      ] as const) {
        const thread = fake.threads(channel)[0]!.id;
        expect(listed).toMatch(new RegExp(`discord\\.com/channels/${guild}/${thread}/\\d+`));
      }
    }
    // bo sits only in the home server's game.
    const bos = expectEphemeral(await fake.slashInDm(bo, 'azul', { subcommand: 'mygames' }));
    expect(bos).toMatch(/Your Azul games\*\* \(1\)/);
    expect(bos).not.toContain('#away-table');
  }, 90_000);
});

describe.skipIf(!hasServer())(serverOnly('a person who leaves the server'), () => {
  it('leaves its lobbies and games there (the autopilot plays on, the channel is told), and keeps the other server’s game', async () => {
    const { fake, home, away } = await world();
    const [ana, bo, cy] = [fake.addUser('ana-stays'), fake.addUser('bo-stays'), fake.addUser('cy-goes')];
    const table = fake.createChannel('stayers', { guildId: home });
    const { gameId } = await start(fake, table, ana, [bo, cy], { players: 3, 'turn-time': 'none' });
    // cy also waits in a lobby of the same server, and plays in the other one.
    const lobbyChannel = fake.createChannel('lobby-there', { guildId: home });
    const lobby = await openLobby(fake, lobbyChannel, bo, { players: 3 });
    expect((await fake.click(cy, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    const elsewhere = fake.createChannel('elsewhere', { guildId: away });
    const other = await start(fake, elsewhere, cy, [ana], { players: 2, 'turn-time': 'none' });

    fake.removeMember(cy.id, home);

    await until(
      'cy’s seat handed to the autopilot',
      async () => (await gameOf(gameId)).seats.find((s) => s.userId === cy.id)?.control === 'left',
    );
    await until('the channel told', () =>
      gameMessages(fake, table).some((m) => textOf(m)!.includes(`<@${cy.id}> left the server`)),
    );
    await until(
      'cy out of the lobby',
      async () => !(await gameOf(offered(lobby)[0]!.click.gameId)).seats.some((s) => s.userId === cy.id),
    );
    await until(
      'the lobby message redrawn without cy',
      () => !textOf(lobby)!.includes(cy.id) && textOf(lobby)!.includes('(1/3)'),
    );
    // The game goes on: cy's turns are played by the autopilot, the others' by clicks.
    const cySeat = (await gameOf(gameId)).seats.find((s) => s.userId === cy.id)!.seat;
    await playUntil(fake, table, [ana, bo], async () =>
      (await turnEvents(gameId)).some((t) => t.move.player === cySeat && t.playedBy === 'autopilot'),
    );
    expect((await gameOf(gameId)).status).toBe('active');
    // The other server's game is untouched: cy still plays it.
    const theirs = await gameOf(other.gameId);
    expect(theirs.seats.find((s) => s.userId === cy.id)?.control).toBe('player');
    // And cy can no longer act in the server they left.
    expect(() => fake.slash(cy, table, 'azul', { subcommand: 'board' })).toThrow(/left that server/);
  }, 120_000);

  it('without the Server Members intent the bot still starts, and a departed person is noticed when their clock runs out', async () => {
    // 5-minute turns at 300x: one second a turn.
    const { fake, home } = await world({ membersIntent: false, clockScale: 300 });
    const [ana, bo] = [fake.addUser('ana-no-intent'), fake.addUser('bo-no-intent')];
    const table = fake.createChannel('no-intent', { guildId: home });
    const { gameId } = await start(fake, table, ana, [bo], { players: 2, 'turn-time': '5m' });
    fake.removeMember(bo.id, home);
    // No event arrives (no intent); bo's first timed-out turn finds out they are gone.
    await until(
      'bo’s seat left',
      async () => (await gameOf(gameId)).seats.find((s) => s.userId === bo.id)?.control === 'left',
      30_000,
    );
    await until('the table told', () =>
      gameChannels(fake, table)
        .flatMap((id) => fake.history(id))
        .some((m) => textOf(m)!.includes(`<@${bo.id}> left the server`)),
    );
    const boSeat = (await gameOf(gameId)).seats.find((s) => s.userId === bo.id)!.seat;
    await until(
      'the autopilot plays bo’s seat',
      async () => (await turnEvents(gameId)).some((t) => t.move.player === boSeat && t.playedBy === 'autopilot'),
      30_000,
    );
  }, 90_000);
});
