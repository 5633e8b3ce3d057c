// `npm run play` refuses bad starts clearly and changes nothing: bad options, a port in use, a data folder
// another playground holds.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePlayOptions, OptionsError } from '../../src/playground/options.ts';
import { runPlay, startPlayground } from './playground-process.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'azul-play-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('options', () => {
  it('reads port, players, data folder and --no-open', () => {
    expect(parsePlayOptions([])).toEqual({
      port: 8090,
      players: 4,
      dataDir: 'data/playground',
      open: true,
      botLogLevel: 'info',
    });
    expect(parsePlayOptions(['--port', '0', '--players=2', '--data-dir', 'x', '--no-open'])).toEqual({
      port: 0,
      players: 2,
      dataDir: 'x',
      open: false,
      botLogLevel: 'info',
    });
    expect(parsePlayOptions([], { CI: 'true', AZUL_PLAY_DATA_DIR: 'y', AZUL_PLAY_LOG_LEVEL: 'debug' })).toMatchObject({
      dataDir: 'y',
      open: false,
      botLogLevel: 'debug',
    });
  });

  it.each([
    [['--port', 'abc'], '--port must be a port number from 0 to 65535 (0: any free port), not "abc".'],
    [['--port', '70000'], '--port must be a port number from 0 to 65535 (0: any free port), not "70000".'],
    [['--players', '0'], '--players must be a number of local users from 1 to 8, not "0".'],
    [['--players'], /^--players needs a value\./],
    [['--colour'], /^Unknown option "--colour"\.\nusage: npm run play/],
  ])('refuses %j', (argv, message) => {
    expect(() => parsePlayOptions(argv)).toThrow(OptionsError);
    expect(() => parsePlayOptions(argv)).toThrow(message);
  });
});

describe('refused starts', () => {
  it('a port in use: says so and suggests another', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = tempDir();
    const run = runPlay(['--port', String(port), '--data-dir', dataDir]);
    expect(await run.exit).toBe(1);
    blocker.close();
    expect(run.output()).toContain(
      `play: Port ${port} on 127.0.0.1 is already in use (another playground, or another program).`,
    );
    expect(run.output()).toContain(`npm run play -- --port ${port + 1}   (or --port 0 for any free port)`);
    // Nothing was left behind: no lock, no bot started.
    expect(run.output()).not.toContain('starting the bot');
    expect(() => readFileSync(path.join(dataDir, 'playground.lock'))).toThrow();
  });

  it('a data folder another playground holds: refused, naming that process', async () => {
    const dataDir = tempDir();
    // This test process stands for the first playground: it is alive and holds the lock.
    writeFileSync(path.join(dataDir, 'playground.lock'), String(process.pid));
    const run = runPlay(['--port', '0', '--data-dir', dataDir]);
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(
      `play: Another playground (process ${process.pid}) is already running on ${dataDir}`,
    );
    expect(run.output()).toContain('npm run play -- --data-dir data/playground-2 --port 0');
    expect(readFileSync(path.join(dataDir, 'playground.lock'), 'utf8')).toBe(String(process.pid));
  });

  it("its bot's database held by another process: the bot's own sentence, and no restarts", async () => {
    const dataDir = tempDir();
    // This test process stands for another bot (npm start on the same folder): alive, holding the embedded database.
    writeFileSync(path.join(dataDir, 'azul.lock'), String(process.pid));
    const run = runPlay(['--port', '0', '--data-dir', dataDir]);
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain(
      `azul-bot: The embedded database in ${dataDir} is in use by another process (pid ${process.pid})`,
    );
    expect(run.output()).toContain('play: the bot cannot open its database');
    expect(run.output()).not.toContain('restarting the bot');
  }, 120_000);

  it('bad options: the message and the usage, exit 2', async () => {
    const run = runPlay(['--players', '99']);
    expect(await run.exit).toBe(2);
    expect(run.output()).toContain('play: --players must be a number of local users from 1 to 8, not "99".');
  });
});

describe('a playground that dies', () => {
  it('killed outright, its bot stops by itself and frees the data folder for the next one', async () => {
    const dataDir = tempDir();
    const first = await startPlayground(['--port', '0', '--data-dir', dataDir]);
    await first.waitForOutput('bot ready');
    const bot = first.botPid();
    first.child.kill('SIGKILL');
    // The orphaned bot notices and stops (its own SIGTERM handler, or at the latest 15 s later).
    const deadline = Date.now() + 45_000;
    while (alive(bot)) {
      expect(Date.now(), `bot ${bot} still running`).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The next playground on the same folder starts: nothing holds the database any more.
    const second = await startPlayground(['--port', '0', '--data-dir', dataDir]);
    await second.waitForOutput('bot ready');
    expect(await second.stop()).toBe(0);
  }, 180_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
