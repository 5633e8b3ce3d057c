// What must follow a saved move follows it whatever happens: Discord failing for a
// while, the bot killed at any moment after a click, two bot processes receiving the same
// interactions, a database that hangs, a shutdown with the database gone, and a game played
// by random clicks with stale and doubled ones in between.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import {
  startFakeDiscord,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionOutcome,
} from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { startRelay } from '../store/proxy.ts';
import {
  botEnv,
  deploy,
  expectEphemeral,
  finalMessage,
  liveTurnMessages,
  newStats,
  offered,
  playToEnd,
  seededChooser,
  startChild,
  startGame,
  type Chooser,
  type Offered,
  HELPERS,
  textOf,
  expectInPlace,
} from './harness.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';

// Job leases and retry delays run 30 times faster here (a 30 s lease lasts 1 s).
const FAST_CLOCK = { AZUL_CLOCK_SCALE: '30' };

let fake: FakeDiscord;
let db: ServerDatabase;
let store: OpenedStore;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  if (!hasServer()) return;
  fake = await startFakeDiscord();
  db = await createServerDatabase('e2e_durable');
  await deploy(fake, db);
  store = await openStore({ databaseUrl: db.url, migrate: true });
});

afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  await store?.close();
  await fake?.close();
  await db?.drop();
});

async function gameRow(gameId: string) {
  const found = await store.get(gameId);
  if (!found.ok) throw new Error(found.detail);
  return found.game;
}

/** Steps through the turn message's choices until the click that plays; returns that control. */
async function lastControl(turn: FakeMessage, user: FakeUser, choose: Chooser): Promise<Offered> {
  for (let step = 0; step < 4; step++) {
    // Back, Hint, My board and Undo do not play: stepping into them could use up the steps.
    const controls = offered(turn).filter((c) => !HELPERS.has(c.click.kind));
    const final = controls.filter((c) => c.click.kind === 'line' || c.click.kind === 'place');
    if (final.length > 0) return final[choose(final.length)]!;
    const next = controls[0]!;
    if (next.type === 3) await fake.select(user, turn.id, next.customId, [next.values[choose(next.values.length)]!]);
    else await fake.click(user, turn.id, controls[choose(controls.length)]!.customId);
  }
  throw new Error('no playing control offered');
}

function playerToAct(turn: FakeMessage, players: FakeUser[]): FakeUser {
  const id = /<@(\d+)>/.exec(textOf(turn)!)?.[1];
  const user = players.find((p) => p.id === id);
  expect(user, 'the turn message pings a seated player').toBeDefined();
  return user!;
}

/** The game goes on: one live turn message, drawn for the stored version (or the game is over). */
async function waitUntilGoingOn(channelId: string, gameId: string, timeoutMs = 20_000): Promise<FakeMessage | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const game = await gameRow(gameId);
    if (game.status === 'finished' && finalMessage(fake, channelId)) return null;
    const live = liveTurnMessages(fake, channelId);
    if (live.length === 1 && offered(live[0]!).every((o) => o.click.version === game.version)) return live[0]!;
    if (Date.now() > deadline) {
      throw new Error(
        `the game did not go on within ${timeoutMs} ms: ${live.length} live turn messages, version ${game.version}, status ${game.status}`,
      );
    }
    await sleep(50);
  }
}

describe.skipIf(!hasServer())(serverOnly('what follows a saved move'), () => {
  it('is posted even when Discord answers 500 to every try of a first job run (retried from the outbox)', async () => {
    const config = loadConfig({ ...botEnv(fake, db), ...FAST_CLOCK }, ['token']);
    const bot = await startBot(config, createLogger(config.logLevel));
    try {
      const players = [fake.addUser('ana'), fake.addUser('rui')];
      const channelId = fake.createChannel('outage');
      const { gameId } = await startGame(fake, channelId, players, { 'turn-time': 'none' });
      const turn = await waitUntilGoingOn(channelId, gameId);
      const user = playerToAct(turn!, players);
      const control = await lastControl(turn!, user, seededChooser(5));
      // discord.js tries a 500 four times (three retries) before it gives up: fail eight.
      fake.failNext('POST', /^\/channels\/\d+\/messages$/, 8);
      const played = await fake.click(user, turn!.id, control.customId);
      expectInPlace(played);
      const next = await waitUntilGoingOn(channelId, gameId, 30_000);
      expect(next).not.toBeNull();
      expect((await gameRow(gameId)).moveCount).toBe(1);
      expect(fake.errors.filter((e) => e.status === 500).length).toBe(8);
      // The job that met the outage is done (it is closed right after its last post).
      const deadline = Date.now() + 10_000;
      let pending = await store.jobs.pending(gameId);
      while (pending.ok && pending.jobs.length > 0 && Date.now() < deadline) {
        await sleep(50);
        pending = await store.jobs.pending(gameId);
      }
      expect(pending.ok && pending.jobs).toEqual([]);
    } finally {
      await bot.stop();
    }
  }, 90_000);

  it('goes on by itself after the bot is killed (SIGKILL) at any moment after a click', async () => {
    const players = [fake.addUser('kai'), fake.addUser('lia')];
    const channelId = fake.createChannel('kill-sweep');
    let bot = await startChild(fake, db, FAST_CLOCK);
    const killLast = async () => {
      bot.child.kill('SIGKILL');
      await bot.exit;
    };
    try {
      const { gameId } = await startGame(fake, channelId, players);
      const choose = seededChooser(11);
      // Kill delays in ms after the click: before the save, around it, while the next turn is drawn and posted.
      const delays = [0, 5, 10, 20, 30, 45, 60, 90, 150, 300];
      for (const delay of delays) {
        const turn = await waitUntilGoingOn(channelId, gameId);
        if (turn === null) break;
        const before = await gameRow(gameId);
        const user = playerToAct(turn, players);
        const control = await lastControl(turn, user, choose);
        const clicked = fake.click(user, turn.id, control.customId).catch((e: unknown) => e as InteractionOutcome);
        await sleep(delay);
        bot.child.kill('SIGKILL');
        await bot.exit;
        await clicked;
        const after = await gameRow(gameId);
        // Either the move was saved (once) or not at all.
        expect([before.moveCount, before.moveCount + 1]).toContain(after.moveCount);
        bot = await startChild(fake, db, FAST_CLOCK);
        // Whatever the moment, the game goes on: one live turn message for the stored version.
        await waitUntilGoingOn(channelId, gameId);
      }
      // And it still plays to the end by clicks.
      const final = await playToEnd(fake, channelId, players, choose, newStats(), { imageEvery: 1000 });
      expect(textOf(final)).toContain('Game over');
      // Every move once and in order: the log's sequence numbers have no gap and no repeat.
      const moves = await store.moves(gameId);
      expect(moves.ok && moves.moves.map((m) => m.seq)).toEqual(moves.ok ? moves.moves.map((_, i) => i + 1) : []);
    } finally {
      await killLast();
    }
  }, 300_000);

  it('takes away a turn message whose click was never answered, even when the bot is killed once the next one is up', async () => {
    const players = [fake.addUser('oto'), fake.addUser('pia')];
    const channelId = fake.createChannel('unanswered');
    let bot = await startChild(fake, db, FAST_CLOCK);
    try {
      const { gameId } = await startGame(fake, channelId, players, { 'turn-time': 'none' });
      const turn = (await waitUntilGoingOn(channelId, gameId))!;
      const user = playerToAct(turn, players);
      const control = await lastControl(turn, user, seededChooser(4));
      // The move is saved, but its answer (the clicked message without its controls) never reaches
      // Discord: a 400 is not retried.
      fake.failNext('POST', /^\/interactions\/\d+\/[^/]+\/callback$/, 1, 400);
      await fake.click(user, turn.id, control.customId).catch(() => undefined);
      // The next turn message is up and its job done while the unanswered one still offers its
      // controls (the bot leaves it for Discord's answer deadline): the process dies now.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const pending = await store.jobs.pending(gameId);
        const presented = pending.ok && !pending.jobs.some((j) => j.kind === 'present');
        if (presented && liveTurnMessages(fake, channelId).length === 2) break;
        if (Date.now() > deadline)
          throw new Error(`no second turn message: ${liveTurnMessages(fake, channelId).length} live`);
        await sleep(20);
      }
      expect((await gameRow(gameId)).moveCount).toBe(1);
      bot.child.kill('SIGKILL');
      await bot.exit;
      bot = await startChild(fake, db, FAST_CLOCK);
      const next = await waitUntilGoingOn(channelId, gameId);
      expect(next!.id).not.toBe(turn.id);
      expect(fake.message(turn.id)?.deleted ?? true).toBe(true);
    } finally {
      bot.child.kill('SIGKILL');
      await bot.exit;
    }
  }, 120_000);
});

describe.skipIf(!hasServer())(serverOnly('two bot processes connected at once'), () => {
  it('answer each interaction once, and the game plays to its end', async () => {
    const config = loadConfig(botEnv(fake, db), ['token']);
    const bots: Bot[] = [];
    for (let i = 0; i < 2; i++) bots.push(await startBot(config, createLogger(config.logLevel)));
    try {
      const errorsBefore = fake.errors.length;
      const players = [fake.addUser('max'), fake.addUser('noa')];
      const channelId = fake.createChannel('two-processes');
      const { gameId } = await startGame(fake, channelId, players);
      const final = await playToEnd(fake, channelId, players, seededChooser(21), newStats(), { imageEvery: 1000 });
      expect(textOf(final)).toContain('Game over');
      // No "already acknowledged" (40060) or any other error: the second process stayed silent. A read
      // of a message that is already deleted is how the bot learns it is gone (a retire job that finds
      // its message gone is done): under load a turn message can go before a second look at it.
      const readOfGone = (e: (typeof fake.errors)[number]) =>
        e.code === 10008 &&
        /^GET \/channels\/\d+\/messages\/(\d+)$/.test(e.route) &&
        fake.message(e.route.split('/').pop()!)?.deleted === true;
      expect(fake.errors.slice(errorsBefore).filter((e) => !readOfGone(e))).toEqual([]);
      const game = await gameRow(gameId);
      expect(game.status).toBe('finished');
    } finally {
      for (const bot of bots) await bot.stop();
    }
  }, 240_000);
});

describe.skipIf(!hasServer())(serverOnly('a database that hangs'), () => {
  it('still gets every command answered in time, with a clear message', async () => {
    const relay = await startRelay(db.url);
    const config = loadConfig({ ...botEnv(fake, db), DATABASE_URL: relay.url }, ['token']);
    const bot = await startBot(config, createLogger(config.logLevel), { queryTimeoutMs: 1_500, migrate: false });
    try {
      const channelId = fake.createChannel('hung-db');
      await relay.hang();
      const started = Date.now();
      const out = await fake.slash(fake.addUser('oto'), channelId, 'azul', { subcommand: 'board' });
      // Deferred before Discord's 3 s, then answered.
      expect(out.ackMs).toBeLessThan(3_000);
      const text = await fake.waitFor(() => textOf(out.original()) || textOf(out.followups()[0]) || undefined, 15_000);
      expect(text).toMatch(/unreachable/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await relay.restore();
      await bot.stop();
      await relay.close();
    }
  }, 60_000);
});

describe.skipIf(!hasServer())(serverOnly('shutdown'), () => {
  it('exits within 10 s of SIGTERM even when its database is gone first; a second signal exits at once', async () => {
    const own = await createServerDatabase('e2e_stop');
    await deploy(fake, own);
    const first = await startChild(fake, own);
    await own.drop(); // the database goes away under the running bot
    const t0 = Date.now();
    first.child.kill('SIGTERM');
    const code = await first.exit;
    expect(Date.now() - t0).toBeLessThan(12_000);
    expect(code).not.toBeNull();

    const again = await createServerDatabase('e2e_stop2');
    cleanups.push(() => again.drop());
    await deploy(fake, again);
    const relay = await startRelay(again.url);
    cleanups.push(() => relay.close());
    const second = await startChild(fake, { ...again, url: relay.url });
    await relay.hang(); // a shutdown that would wait on the database
    const t1 = Date.now();
    second.child.kill('SIGTERM');
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(130);
    expect(Date.now() - t1).toBeLessThan(3_000);
  }, 90_000);
});

describe.skipIf(!hasServer())(serverOnly('random clicks, stale and doubled ones included'), () => {
  it('end with the final results; an old lobby button never touches the running game', async () => {
    const config = loadConfig(botEnv(fake, db), ['token']);
    const bot = await startBot(config, createLogger(config.logLevel));
    try {
      const players = [fake.addUser('pia'), fake.addUser('quin')];
      const channelId = fake.createChannel('random-clicks');
      const { lobby, gameId } = await startGame(fake, channelId, players);
      // The lobby message carries no buttons after the start; an out-of-date client still has them.
      const oldLobbyButtons = ['cancel', 'join', 'leave', 'start'] as const;
      const choose = seededChooser(99);
      const stale: Array<{ message: string; customId: string }> = [];
      for (let move = 0; move < 400; move++) {
        const turn = await waitUntilGoingOn(channelId, gameId);
        if (turn === null) break;
        const user = playerToAct(turn, players);
        const control = await lastControl(turn, user, choose);
        // A double click: both sent at once, exactly one plays.
        const [a, b] = await Promise.all([
          fake.click(user, turn.id, control.customId),
          fake.click(user, turn.id, control.customId),
        ]);
        expect([a.type, b.type].filter((t) => t === 7)).toHaveLength(1);
        stale.push({ message: turn.id, customId: control.customId });
        if (move % 7 === 3 && (await gameRow(gameId)).status === 'active') {
          // An old turn button and an old lobby button from a stale client: refused privately, nothing changes.
          const version = (await gameRow(gameId)).version;
          const old = stale[choose(stale.length)]!;
          const kind = oldLobbyButtons[choose(oldLobbyButtons.length)]!;
          const current = liveTurnMessages(fake, channelId)[0] ?? lobby;
          const outcomes = await Promise.all([
            fake.click(user, current.id, old.customId),
            fake.click(players[0]!, lobby.id, staleLobbyId(kind, gameId)),
          ]);
          for (const o of outcomes)
            expect(expectEphemeral(o)).toMatch(/out of date|already started|moved on|not running|Nothing changed/);
          const now = await gameRow(gameId);
          expect(now.status).toBe('active');
          expect(now.version).toBe(version);
        }
      }
      const game = await gameRow(gameId);
      expect(game.status).toBe('finished');
      expect(textOf(finalMessage(fake, channelId))).toContain('Game over');
    } finally {
      await bot.stop();
    }
  }, 300_000);
});

/** A lobby button as the lobby drew it before the start (version 1 = after the one join). */
function staleLobbyId(kind: 'cancel' | 'join' | 'leave' | 'start', gameId: string): string {
  const codes = { cancel: 'x', join: 'j', leave: 'l', start: 's' } as const;
  return `az1:${codes[kind]}:${gameId}:1`;
}
