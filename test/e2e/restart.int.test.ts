// The bot as `npm start` runs it (a child process): stopped with SIGTERM in the
// middle of a game and started again, the buttons it posted before still work
// and the game is finished by clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';
import {
  createDatabase,
  deploy,
  expectImage,
  liveTurnMessages,
  newStats,
  playOneMove,
  playToEnd,
  seededChooser,
  startChild,
  startGame,
  type TestDatabase,
  textOf,
} from './harness.ts';

let fake: FakeDiscord;
let db: TestDatabase;
let stopLast: (() => Promise<void>) | null = null;

beforeAll(async () => {
  fake = await startFakeDiscord();
  db = await createDatabase('e2e_restart');
  await deploy(fake, db);
});

afterAll(async () => {
  await stopLast?.().catch(() => undefined);
  await fake?.close();
  await db?.drop();
});

describe('restart in the middle of a game', () => {
  it('finishes the game after the bot process was stopped and started again', async () => {
    const players: FakeUser[] = [fake.addUser('ana'), fake.addUser('rui')];
    const channelId = fake.createChannel('restart');
    const first = await startChild(fake, db);
    stopLast = first.stop;
    await startGame(fake, channelId, players);
    const users = new Map(players.map((p) => [p.id, p]));
    const choose = seededChooser(77);
    const stats = newStats();
    for (let i = 0; i < 10; i++) await playOneMove(fake, channelId, users, choose, stats);

    // Stop gracefully (SIGTERM): exit code 0 and the "stopped" log line are checked.
    await first.stop();
    stopLast = null;
    const live = liveTurnMessages(fake, channelId);
    expect(live).toHaveLength(1);
    const identifiesBefore = fake.identifyCount;

    const second = await startChild(fake, db);
    stopLast = second.stop;
    expect(fake.identifyCount).toBe(identifiesBefore + 1);
    // The turn message posted by the first process is served by the second.
    const final = await playToEnd(fake, channelId, players, choose, stats, { imageEvery: 25 });
    expect(final).not.toBeNull();
    await expectImage(final!);
    expect(textOf(final)!).toContain('Game over');
    await second.stop();
    stopLast = null;
    expect(fake.errors).toEqual([]);
  }, 240_000);
});
