// AI opponents and turn clocks through the fake Discord: solo and mixed games
// with bots played to the end by clicks, a restart while a bot is to move, a 3-player game where
// two people never click (reminders, DMs, the autopilot), timers that fire once across a restart
// and across two processes, a click racing the clock, and /azul mygames.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import type { TurnOutcome } from '../../src/app/outcome.ts';
import {
  botEnv,
  clickThroughTurn,
  deploy,
  expectEphemeral,
  finalMessage,
  gameChannels,
  gameMessages,
  liveTurnMessages,
  lobbyButton,
  newStats,
  offered,
  openLobby,
  playToEnd,
  seededChooser,
  startChild,
  until,
  textOf,
} from './harness.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import { jobDue, outboxDrained } from '../setup/outbox.ts';

let fake: FakeDiscord;
let db: ServerDatabase;
let store: OpenedStore;
const running: Bot[] = [];

beforeAll(async () => {
  if (!hasServer()) return;
  fake = await startFakeDiscord();
  db = await createServerDatabase('e2e_bots');
  await deploy(fake, db);
  store = await openStore({ databaseUrl: db.url, migrate: true });
});

afterEach(async () => {
  for (const bot of running.splice(0)) await bot.stop();
});

afterAll(async () => {
  await store?.close();
  await fake?.close();
  await db?.drop();
});

async function bot(clockScale?: number): Promise<Bot> {
  const config = loadConfig({ ...botEnv(fake, db), ...(clockScale ? { AZUL_CLOCK_SCALE: String(clockScale) } : {}) }, [
    'token',
  ]);
  const started = await startBot(config, createLogger(config.logLevel));
  running.push(started);
  return started;
}

async function gameOf(gameId: string) {
  const found = await store.get(gameId);
  if (!found.ok) throw new Error(found.detail);
  return found.game;
}

async function turnEvents(gameId: string): Promise<Array<{ version: number; turn: TurnOutcome }>> {
  const events = await store.events(gameId);
  if (!events.ok) throw new Error(events.detail);
  return events.events
    .filter((e) => e.kind === 'turn')
    .map((e) => ({ version: e.version, turn: e.data as TurnOutcome }));
}

/** Opens a lobby with `options`, seats `others` by clicking Join, starts it. */
async function start(
  channelId: string,
  host: FakeUser,
  others: FakeUser[],
  options: Record<string, string | number>,
): Promise<{ lobby: FakeMessage; gameId: string }> {
  const lobby = await openLobby(fake, channelId, host, options);
  for (const user of others) expect((await fake.click(user, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
  const gameId = offered(lobby)[0]!.click.gameId;
  // The lobby is updated in place: at once (7), or acknowledged first (6) when starting took the watchdog's 2 s.
  expect([6, 7]).toContain((await fake.click(host, lobby.id, lobbyButton(lobby, 'start'))).type);
  return { lobby, gameId };
}

/** A click on a message the clock may have deleted meanwhile: null then. */
async function attempt<T>(click: () => Promise<T>): Promise<T | null> {
  try {
    return await click();
  } catch {
    return null;
  }
}

/** Plays `user`'s turns whenever a turn message pings them, until the final results. */
async function playWhenPinged(
  channelId: string,
  user: FakeUser,
  choose: (n: number) => number,
  timeoutMs: number,
): Promise<FakeMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const final = finalMessage(fake, channelId);
    if (final) return final;
    if (Date.now() > deadline) throw new Error('the game did not end in time');
    const turn = liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(user.id));
    if (turn) await clickThroughTurn(fake, turn, user, choose).catch(() => undefined);
    await sleep(50);
  }
}

describe.skipIf(!hasServer())(serverOnly('bots in Discord'), () => {
  it('one person against three bots (solo): bots move by themselves, the person is pinged with what they did', async () => {
    await bot();
    const ana = fake.addUser('ana-solo');
    const channelId = fake.createChannel('solo');
    const { lobby, gameId } = await start(channelId, ana, [], { players: 4, bots: 3, level: 'easy' });
    expect(textOf(lobby)!).toContain('Bot · easy');
    // After ana's first move the three bots move by themselves; her next turn message tells what they did.
    const first = await until('ana’s first turn', async () =>
      liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(ana.id)),
    );
    await clickThroughTurn(fake, first, ana);
    const second = await until('ana’s second turn', async () =>
      liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(ana.id) && m.id !== first.id),
    );
    expect(textOf(second)!).toMatch(/• Bot · easy took \d/);
    expect(textOf(second)!).toMatch(/• Bot · easy 3 took \d/);
    // /azul log lists the moves round by round.
    const log = expectEphemeral(await fake.slash(ana, channelId, 'azul', { subcommand: 'log', options: { page: 1 } }));
    expect(log).toMatch(/\*\*Game log\*\* — \d+ moves/);
    expect(log).toContain('__Round 1__');

    const final = await playToEnd(fake, channelId, [ana], seededChooser(4), newStats(), { imageEvery: 1000 });
    expect(textOf(final)).toContain('Game over');
    expect(textOf(final)).toMatch(/Bot · easy/);
    // The bots are rated as a player of their own, the level: the leaderboard lists "Bot · easy".
    const board = expectEphemeral(await fake.slash(ana, channelId, 'azul', { subcommand: 'leaderboard' }));
    expect(board).toMatch(/Bot · easy/);
    expect(board).toContain('ana-solo');
    // Rematch: a new lobby in the channel with the same players seated.
    const rematch = offered(final!).find((o) => o.click.kind === 'rematch')!;
    const again = await fake.click(ana, final!.id, rematch.customId);
    expect(again.type).toBe(4);
    expect(textOf(again.response)).toMatch(/Seated \(4\/4\)/);
    expect((textOf(again.response)!.match(/Bot · easy/g) ?? []).length).toBe(3);
    const reopened = await store.findByChannel(channelId);
    expect(reopened.ok && reopened.game?.status).toBe('lobby');
    const game = await gameOf(gameId);
    expect(game.status).toBe('finished');
    expect(game.seats.filter((s) => s.botLevel === 'easy')).toHaveLength(3);
    // Every move is in the log once; the bots made theirs without a click.
    const turns = await turnEvents(gameId);
    expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
    expect(turns.filter((t) => t.turn.playedBy === 'bot').length).toBeGreaterThan(turns.length / 2);
    // A turn message told ana what the bots did since her last turn.
  }, 180_000);

  it('two people and a bot added from the lobby, on the gray wall; Hint answers privately and changes nothing', async () => {
    await bot();
    const [ana, rui] = [fake.addUser('ana-mixed'), fake.addUser('rui-mixed')];
    const channelId = fake.createChannel('mixed-gray');
    const lobby = await openLobby(fake, channelId, ana, { players: 3, variant: 'gray' });
    const addBot = offered(lobby).find((o) => o.click.kind === 'addBot')!;
    expect(expectEphemeral(await fake.select(rui, lobby.id, addBot.customId, ['medium']))).toMatch(/Only the host/);
    expect((await fake.select(ana, lobby.id, addBot.customId, ['medium'])).type).toBe(7);
    expect(textOf(lobby)!).toContain('Bot · medium');
    // A stale Add bot (drawn before the bot was seated) is refused.
    expect(expectEphemeral(await fake.select(ana, lobby.id, addBot.customId, ['hard']))).toMatch(
      /changed meanwhile|out of date/,
    );
    expect((await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    const gameId = offered(lobby)[0]!.click.gameId;
    expect((await fake.click(ana, lobby.id, lobbyButton(lobby, 'start'))).type).toBe(7);

    const turn = await until('a turn message', async () => liveTurnMessages(fake, channelId)[0]);
    const acting = [ana, rui].find((u) => turn.mentions.includes(u.id))!;
    const hint = offered(turn).find((o) => o.click.kind === 'hint')!;
    const before = await gameOf(gameId);
    const answer = await fake.click(acting, turn.id, hint.customId);
    const text = await until(
      'the hint',
      async () => textOf(answer.followups()[0]) ?? (answer.ephemeral ? textOf(answer.response) : undefined),
    );
    expect(text).toMatch(/The hard AI would play: (take|put)/);
    expect((await gameOf(gameId)).version).toBe(before.version);

    const final = await playToEnd(fake, channelId, [ana, rui], seededChooser(8), newStats(), { imageEvery: 1000 });
    expect(textOf(final)).toContain('Game over');
    const turns = await turnEvents(gameId);
    expect(turns.some((t) => t.turn.move.type === 'placed' && t.turn.playedBy === 'bot')).toBe(true);
  }, 240_000);

  it('a restart while a bot is thinking resumes its turn, and it moves once', async () => {
    // The hard bot's own 1 s a move: long enough to be killed mid-thought.
    const thinking = { AZUL_CLOCK_SCALE: '30', AZUL_AI_MOVE_MS: '' };
    const child = await startChild(fake, db, thinking);
    let current = child;
    try {
      const ana = fake.addUser('ana-restart');
      const channelId = fake.createChannel('bot-restart');
      const { gameId } = await start(channelId, ana, [], { players: 2, bots: 1, level: 'hard' });
      const turn = await until('ana to play', async () =>
        liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(ana.id)),
      );
      const moves = (await gameOf(gameId)).moveCount;
      // The first player is drawn at random: the bot may have moved once already.
      const botMovesBefore = (await turnEvents(gameId)).filter((t) => t.turn.playedBy === 'bot').length;
      // Ana plays; the hard bot (1 s a move) is then to move: kill the bot process mid-thought.
      await clickThroughTurn(fake, turn, ana);
      await until('ana’s move saved', async () => (await gameOf(gameId)).moveCount === moves + 1);
      await sleep(300);
      current.child.kill('SIGKILL');
      await current.exit;
      current = await startChild(fake, db, thinking);
      await until('the bot moved after the restart', async () => (await gameOf(gameId)).moveCount >= moves + 2, 30_000);
      await until('ana pinged again', async () =>
        liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(ana.id) && m.id !== turn.id),
      );
      const turns = await turnEvents(gameId);
      expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
      expect(turns.filter((t) => t.turn.playedBy === 'bot')).toHaveLength(botMovesBefore + 1);
    } finally {
      current.child.kill('SIGKILL');
      await current.exit;
    }
  }, 120_000);
});

describe.skipIf(!hasServer())(serverOnly('turn clocks'), () => {
  it('a 3-player game where two people never click ends: reminders, DMs, then the autopilot for good', async () => {
    // 5 minutes per turn at 100x: 3 s a turn, the reminder after 1.5 s.
    await bot(100);
    const [ana, cy, rui] = [fake.addUser('ana-clock'), fake.addUser('cy-clock'), fake.addUser('rui-clock')];
    const channelId = fake.createChannel('clock');
    // cy asked for DMs; rui too, but rui's DMs are closed to the bot.
    for (const user of [cy, rui])
      expect(
        expectEphemeral(await fake.slash(user, channelId, 'azul', { subcommand: 'notify', options: { dm: 'on' } })),
      ).toMatch(/direct message/);
    fake.closeDirectMessages(rui);
    const { gameId } = await start(channelId, ana, [cy, rui], { players: 3, 'turn-time': '5m' });
    const final = await playWhenPinged(channelId, ana, seededChooser(12), 240_000);
    expect(textOf(final)!).toContain('Game over');
    const game = await gameOf(gameId);
    expect(game.status).toBe('finished');
    for (const user of [cy, rui]) expect(game.seats.find((s) => s.userId === user.id)?.control).toBe('autopilot');
    // Reminders in the channel, pinging the one to act.
    const reminders = gameMessages(fake, channelId).filter((m) => textOf(m)!.startsWith('⏰'));
    expect(reminders.some((m) => m.mentions.includes(cy.id))).toBe(true);
    // They are posted in the game's thread and link to the turn message there.
    const thread = fake.threads(channelId)[0]!;
    expect(reminders.every((m) => m.channelId === thread.id && textOf(m)!.includes(`/${thread.id}/`))).toBe(true);
    // cy got DMs; rui's closed DMs were tried once and remembered.
    expect(fake.directMessages(cy).length).toBeGreaterThanOrEqual(1);
    expect(fake.errors.filter((e) => e.code === 50007)).toHaveLength(1);
    const settings = await store.userSettings(rui.id);
    expect(settings.ok && settings.settings.dmClosed).toBe(true);
    // The autopilot's moves say so; each timed-out turn was played once.
    const turns = await turnEvents(gameId);
    expect(turns.filter((t) => t.turn.playedBy === 'autopilot').length).toBeGreaterThan(4);
    expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
    expect(
      gameChannels(fake, channelId)
        .flatMap((id) => fake.history(id))
        .some((m) => /played by autopilot for cy-clock/.test(textOf(m)!)),
    ).toBe(true);
  }, 300_000);

  it('a click racing the clock: exactly one of the two is applied for that turn', async () => {
    // 5 minutes at 300x: one second a turn.
    const racing = await bot(300);
    const [ana, bo] = [fake.addUser('ana-race'), fake.addUser('bo-race')];
    const channelId = fake.createChannel('race');
    const { gameId } = await start(channelId, ana, [bo], { players: 2, 'turn-time': '5m' });
    for (let race = 0; race < 6; race++) {
      const turn = await until('a turn', async () => liveTurnMessages(fake, channelId)[0]);
      const user = [ana, bo].find((u) => turn.mentions.includes(u.id))!;
      // Step to the playing click (the clock may already win here: then try the next turn).
      let last = offered(turn).find((o) => o.click.kind === 'line' || o.click.kind === 'place');
      for (let step = 0; !last && step < 3; step++) {
        const next = offered(turn).filter((o) => !['back', 'hint'].includes(o.click.kind))[0];
        if (!next) break;
        // The clock may win at any step: its move deletes this message.
        const out = await attempt(() =>
          next.type === 3
            ? fake.select(user, turn.id, next.customId, [next.values[0]!])
            : fake.click(user, turn.id, next.customId),
        );
        if (out?.type !== 7) break;
        last = offered(turn).find((o) => o.click.kind === 'line' || o.click.kind === 'place');
      }
      if (!last) continue;
      // Click about when the clock runs out (it started with the turn message).
      await sleep(Math.max(0, 950 - (Date.now() - turn.createdAt)) + race * 20);
      await attempt(() => fake.click(user, turn.id, last!.customId)); // if the clock won, the message is gone
    }
    await sleep(1_500);
    // The clocks go on playing the game: stop the bot so that the moves and the log are read at one point.
    await racing.stop();
    const turns = await turnEvents(gameId);
    expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
    const moves = await store.moves(gameId);
    expect(moves.ok && moves.moves.length).toBe(turns.length);
    expect(turns.some((t) => t.turn.playedBy === 'autopilot')).toBe(true);
  }, 120_000);

  it('two bot processes on one database fire each timer once', async () => {
    await bot(300);
    await bot(300);
    const [ana, bo] = [fake.addUser('ana-two'), fake.addUser('bo-two')];
    const channelId = fake.createChannel('two-timers');
    const { gameId } = await start(channelId, ana, [bo], { players: 2, 'turn-time': '5m' });
    // Nobody clicks: every turn runs out; after two each, both seats stay on autopilot.
    await until('six turns played by the clock', async () => (await turnEvents(gameId)).length >= 6, 60_000);
    for (const b of running.splice(0)) await b.stop(); // a still picture: nothing moves while we count
    const turns = await turnEvents(gameId);
    expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
    expect(turns.every((t) => t.turn.playedBy === 'autopilot')).toBe(true);
    const moves = await store.moves(gameId);
    expect(moves.ok && moves.moves.length).toBe(turns.length);
  }, 120_000);

  it('a timer due while the bot was down fires once when it is back', async () => {
    // A 5-minute clock in 5 s (scale 60): the kill comes well before it runs out, even on a busy machine.
    const first = await startChild(fake, db, { AZUL_CLOCK_SCALE: '60' });
    const ana = fake.addUser('ana-down');
    const bo = fake.addUser('bo-down');
    const channelId = fake.createChannel('timer-restart');
    const { gameId } = await start(channelId, ana, [bo], { players: 2, 'turn-time': '5m' });
    await until('the first turn', async () => liveTurnMessages(fake, channelId)[0]);
    first.child.kill('SIGKILL');
    await first.exit;
    await jobDue(store, gameId, 'turn-clock'); // the clock (5 s) runs out while nobody is there
    expect((await turnEvents(gameId)).length).toBe(0);
    const second = await startChild(fake, db, { AZUL_CLOCK_SCALE: '60' });
    try {
      await until('the timed-out turn played', async () => (await turnEvents(gameId)).length >= 1, 20_000);
      const turns = await turnEvents(gameId);
      expect(turns[0]!.turn.playedBy).toBe('autopilot');
      expect(new Set(turns.map((t) => t.version)).size).toBe(turns.length);
    } finally {
      second.child.kill('SIGKILL');
      await second.exit;
    }
  }, 90_000);
});

describe.skipIf(!hasServer())(serverOnly('a turn message deleted by a moderator'), () => {
  it('is posted again with the reminder, with its controls, and the turn goes on from it', async () => {
    // 12 hours at 4800x: 9 s a turn, the reminder after 4.5 s (room to play before the clock, on a busy machine).
    await bot(4800);
    const [ana, bo] = [fake.addUser('ana-deleted'), fake.addUser('bo-deleted')];
    const moderator = fake.addUser('mod-deleted', { manageMessages: true });
    const channelId = fake.createChannel('moderated');
    const { gameId } = await start(channelId, ana, [bo], { players: 2, 'turn-time': '12h' });
    const first = await until('the first turn', async () => liveTurnMessages(fake, channelId)[0]);
    const version = (await gameOf(gameId)).version;
    fake.deleteMessageAs(moderator, first.id);
    expect(liveTurnMessages(fake, channelId)).toHaveLength(0);
    // The reminder finds the controls gone and posts the turn again, before the clock runs out.
    const again = await until('the turn posted again', async () => liveTurnMessages(fake, channelId)[0], 10_000);
    expect(again.id).not.toBe(first.id);
    expect(again.mentions).toEqual(first.mentions);
    // The new message's id is stored right after it is posted.
    const game = await until(
      'the new turn message recorded',
      async () => {
        const now = await gameOf(gameId);
        return now.messages.turn === again.id ? now : undefined;
      },
      10_000,
    );
    expect(game.version).toBe(version); // nothing was played: the same turn, shown again
    const reminder = await until('the reminder', async () =>
      gameMessages(fake, channelId).find((m) => textOf(m)!.startsWith('⏰')),
    );
    expect(textOf(reminder)!).toContain(again.id); // it links to the turn as posted again
    // The player plays from the new message.
    const player = [ana, bo].find((u) => again.mentions.includes(u.id))!;
    await clickThroughTurn(fake, again, player);
    await until(
      'the move saved',
      async () => (await turnEvents(gameId)).some((t) => t.turn.playedBy !== 'autopilot'),
      10_000,
    );
  }, 60_000);
});

describe.skipIf(!hasServer())(serverOnly('a deleted channel'), () => {
  it('closes its game cleanly at the next event, and the clocks stop', async () => {
    await bot(300);
    const [ana, bo] = [fake.addUser('ana-gone'), fake.addUser('bo-gone')];
    const channelId = fake.createChannel('to-be-deleted');
    const { gameId } = await start(channelId, ana, [bo], { players: 2, 'turn-time': '5m' });
    await until('the first turn', async () => liveTurnMessages(fake, channelId)[0]);
    fake.deleteChannel(channelId);
    // The clock runs out (1 s here): the autopilot's move is saved, its message cannot be posted: the game closes.
    await until('the game closed', async () => (await gameOf(gameId)).status === 'cancelled', 20_000);
    const moves = (await gameOf(gameId)).moveCount;
    // Every job of the game run, its clocks included: none of them played a move.
    await outboxDrained(store, gameId, { timers: true });
    expect((await gameOf(gameId)).moveCount).toBe(moves);
  }, 60_000);
});

describe.skipIf(!hasServer())(serverOnly('/azul mygames'), () => {
  it('lists every game the user sits in, those where it is their turn first', async () => {
    await bot();
    const [ana, bo] = [fake.addUser('ana-mine'), fake.addUser('bo-mine')];
    const first = fake.createChannel('mine-1');
    const second = fake.createChannel('mine-2');
    await start(first, ana, [bo], { players: 2, 'turn-time': 'none' });
    await start(second, bo, [ana], { players: 2, 'turn-time': '1d' });
    await until(
      'both turn messages',
      async () => liveTurnMessages(fake, first).length === 1 && liveTurnMessages(fake, second).length === 1,
    );
    const listed = expectEphemeral(
      await fake.slash(ana, fake.createChannel('elsewhere'), 'azul', { subcommand: 'mygames' }),
    );
    expect(listed).toMatch(/Your Azul games\*\* \(2\)/);
    expect(listed).toContain('#mine-1');
    expect(listed).toContain('#mine-2');
    const lines = listed.split('\n').filter((l) => l.startsWith('•'));
    // Games where it is ana's turn come first.
    const mineFirst = lines.findIndex((l) => l.includes('your turn'));
    if (mineFirst >= 0) expect(lines.slice(0, mineFirst).every((l) => l.includes('your turn'))).toBe(true);
    expect(lines.some((l) => /clock runs out <t:\d+:R>/.test(l))).toBe(true);
  }, 60_000);
});
