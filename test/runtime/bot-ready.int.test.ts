// "bot ready" is logged once the database has answered its first query (Prisma's query compiler starts
// on it), not merely once the gateway is up: whoever waits for the line (an operator, a deploy script,
// the e2e tests) then meets a bot whose first answer is not a cold one. Clicks are served before it,
// and a database that does not answer does not hold the line back for good.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';
import { createLogger, startBot } from '../../src/runtime/bot.ts';
import { openStore } from '../../src/store/index.ts';
import { botEnv, createDatabase, deploy, type TestDatabase } from '../e2e/harness.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!hasServer())(serverOnly('bot ready'), () => {
  let fake: FakeDiscord;
  let db: TestDatabase;
  let url: string;
  beforeAll(async () => {
    fake = await startFakeDiscord();
    db = await createDatabase('bot_ready');
    if (db.kind !== 'postgres') throw new Error('the lock below needs a second connection: a Postgres server');
    url = db.url;
    await (await openStore({ databaseUrl: url })).close(); // migrated: the lock below needs the table
    await deploy(fake, db);
  });
  afterAll(async () => {
    await fake?.close();
    await db?.drop();
  });

  it('is logged after the first query answers; a command is answered before it', async () => {
    // Another connection holds the games table: the bot's first query (a read of games) waits on it.
    const locker = new pg.Client({ connectionString: url });
    locker.on('error', () => undefined); // ended below; the database's drop may end it first
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE games IN ACCESS EXCLUSIVE MODE');
    const lines: string[] = [];
    const log = createLogger('info', { destination: { write: (line: string) => void lines.push(line) } });
    const config = loadConfig(botEnv(fake, db), ['token']);
    const started = startBot(config, log);
    let bot: Awaited<typeof started> | undefined;
    try {
      await fake.waitForBotReady();
      const said = (msg: string) => lines.some((l) => JSON.parse(l).msg === msg);
      // Served meanwhile: /azul help needs no table the lock holds.
      const user = fake.addUser('ready-help');
      const channelId = fake.createChannel('ready');
      const answer = await fake.slash(user, channelId, 'azul', { subcommand: 'help' });
      expect(answer.ephemeral, 'the help answer').toBe(true);
      await sleep(500);
      expect(said('bot ready'), '"bot ready" while the first query waits').toBe(false);
      await locker.query('COMMIT');
      bot = await started;
      expect(said('bot ready')).toBe(true);
    } finally {
      await locker.end();
      bot ??= await started.catch(() => undefined);
      await bot?.stop();
    }
  });
});
