// The unit project (every test file not named *.int.test.ts, vitest.config.ts) needs nothing running.
// Its setup (test/setup/unit-only.ts) refuses a child process, a network connection and a listening
// server; here, that it does, and how a unit test that tries is told where it belongs.
import { execFileSync, spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { UNIT_ONLY } from './setup/unit-only.ts';

describe('the unit project', () => {
  it('starts no child process', () => {
    expect(() => spawn(process.execPath, ['--version'])).toThrow(`child_process.spawn (${process.execPath})`);
    expect(() => execFileSync('python3', ['--version'])).toThrow(UNIT_ONLY);
  });

  it('opens no connection: a database, a server on the network', async () => {
    expect(() => connect(5432, '127.0.0.1')).toThrow(`a network connection: ${UNIT_ONLY}`);
    const client = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
    await expect(client.connect()).rejects.toThrow(UNIT_ONLY);
  });

  it('listens nowhere', () => {
    expect(() => createServer().listen(0, '127.0.0.1')).toThrow(`a listening server: ${UNIT_ONLY}`);
  });
});
