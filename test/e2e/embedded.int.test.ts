// Without DATABASE_URL the bot runs on the embedded database (PGlite): a lobby,
// a start and a few moves by clicks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { pgliteTemplate } from '../store/pglite-template.ts';
import { expectImage, liveTurnMessages, newStats, playOneMove, seededChooser, startGame } from './harness.ts';

let fake: FakeDiscord;
let bot: Bot;
const dataDir = mkdtempSync(path.join(tmpdir(), 'azul-embedded-'));

beforeAll(async () => {
  fake = await startFakeDiscord();
  const config = loadConfig(
    {
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_GUILD_ID: fake.guildId,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_URL: '',
      AZUL_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    ['token', 'clientId'],
  );
  expect(config.databaseUrl).toBeUndefined();
  await deployCommands(config);
  // The store's own tests' template skips initdb (10-20 s on a busy machine); the bot's path is the same.
  bot = await startBot(config, createLogger('silent'), { embeddedTemplate: await pgliteTemplate() });
  await fake.waitForBotReady();
});

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('plays a few moves', async () => {
    const players = [fake.addUser('ana'), fake.addUser('rui')];
    const channelId = fake.createChannel('embedded');
    await startGame(fake, channelId, players);
    const users = new Map(players.map((p) => [p.id, p]));
    const stats = newStats();
    const choose = seededChooser(9);
    for (let i = 0; i < 4; i++) await playOneMove(fake, channelId, users, choose, stats, { checkImage: true });
    expect(stats.moves).toBe(4);
    expect(liveTurnMessages(fake, channelId)).toHaveLength(1);
    await expectImage(liveTurnMessages(fake, channelId)[0]!);
    expect(fake.errors).toEqual([]);
  });
});
