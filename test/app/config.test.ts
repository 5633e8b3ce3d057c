import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('reads every variable, trimming and dropping empty values', () => {
    const config = loadConfig({
      DISCORD_TOKEN: ' abc ',
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_GUILD_ID: '',
      DISCORD_API_URL: 'http://127.0.0.1:9999/api/',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/azul',
      AZUL_DATA_DIR: './data',
      LOG_LEVEL: 'debug',
    });
    expect(config).toEqual({
      token: 'abc',
      clientId: '123456789012345678',
      guildId: undefined,
      apiUrl: 'http://127.0.0.1:9999/api',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/azul',
      dataDir: './data',
      logLevel: 'debug',
      shardCount: undefined,
      shardsPerProcess: 1,
      databasePoolTotal: 20,
      healthPort: undefined,
      healthHost: '127.0.0.1',
      aiMoveMs: undefined,
      aiIsolation: 'thread',
      dbTimeoutMs: 5_000,
      clockScale: 1,
      reviewScale: 1,
      aiCompiled: false,
      role: 'all',
    });
  });

  it('reads the query timeout, the clock and review scales and where the AI starts from, within bounds', () => {
    expect(
      loadConfig({
        AZUL_DB_TIMEOUT_MS: '1500',
        AZUL_CLOCK_SCALE: '1440',
        AZUL_REVIEW_SCALE: '0.01',
        AZUL_AI_CHILD_COMPILED: '1',
      }),
    ).toMatchObject({ dbTimeoutMs: 1500, clockScale: 1440, reviewScale: 0.01, aiCompiled: true });
    expect(loadConfig({ AZUL_CLOCK_SCALE: '1.5', AZUL_AI_CHILD_COMPILED: '0' })).toMatchObject({
      clockScale: 1.5,
      aiCompiled: false,
    });
    expect(() => loadConfig({ AZUL_DB_TIMEOUT_MS: '5s' })).toThrow(
      /AZUL_DB_TIMEOUT_MS must be a whole number from 100 to 600000/,
    );
    expect(() => loadConfig({ AZUL_CLOCK_SCALE: '0.5' })).toThrow(
      /AZUL_CLOCK_SCALE must be a number from 1 to 1000000/,
    );
    expect(() => loadConfig({ AZUL_CLOCK_SCALE: 'fast' })).toThrow(/AZUL_CLOCK_SCALE/);
    expect(() => loadConfig({ AZUL_REVIEW_SCALE: '0' })).toThrow(
      /AZUL_REVIEW_SCALE must be a number above 0 and at most 1000/,
    );
    expect(() => loadConfig({ AZUL_AI_CHILD_COMPILED: 'yes' })).toThrow(/AZUL_AI_CHILD_COMPILED must be 1 or 0/);
  });

  it("reads the AI's thinking time per move, within bounds", () => {
    expect(loadConfig({ AZUL_AI_MOVE_MS: '200' }).aiMoveMs).toBe(200);
    expect(loadConfig({ AZUL_AI_MOVE_MS: '' }).aiMoveMs).toBeUndefined();
    expect(() => loadConfig({ AZUL_AI_MOVE_MS: '5' })).toThrow(
      /AZUL_AI_MOVE_MS must be a whole number from 10 to 10000/,
    );
    expect(() => loadConfig({ AZUL_AI_MOVE_MS: 'fast' })).toThrow(/AZUL_AI_MOVE_MS/);
  });

  it('reads where the AI thinks: a thread (default) or a process', () => {
    expect(loadConfig({ AZUL_AI_ISOLATION: 'process' }).aiIsolation).toBe('process');
    expect(loadConfig({ AZUL_AI_ISOLATION: 'thread' }).aiIsolation).toBe('thread');
    expect(loadConfig({ AZUL_AI_ISOLATION: '' }).aiIsolation).toBe('thread');
    expect(() => loadConfig({ AZUL_AI_ISOLATION: 'fiber' })).toThrow(/AZUL_AI_ISOLATION must be "thread" or "process"/);
  });

  it('reads the sharding, pool and health settings', () => {
    const db = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/azul' };
    expect(
      loadConfig({
        ...db,
        SHARD_COUNT: '4',
        SHARDS_PER_PROCESS: '2',
        DATABASE_POOL_TOTAL: '40',
        HEALTH_PORT: '8080',
        HEALTH_HOST: '0.0.0.0',
      }),
    ).toMatchObject({
      shardCount: 4,
      shardsPerProcess: 2,
      databasePoolTotal: 40,
      healthPort: 8080,
      healthHost: '0.0.0.0',
    });
    expect(loadConfig({ ...db, SHARD_COUNT: 'auto' }).shardCount).toBe('auto');
    expect(() => loadConfig({ ...db, SHARD_COUNT: 'many' })).toThrow(/SHARD_COUNT must be "auto" or a whole number/);
    expect(() => loadConfig({ ...db, SHARD_COUNT: '0' })).toThrow(/SHARD_COUNT/);
    expect(() => loadConfig({ ...db, SHARDS_PER_PROCESS: '1.5' })).toThrow(/SHARDS_PER_PROCESS must be a whole number/);
    expect(() => loadConfig({ HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT must be a whole number from 1 to 65535/);
  });

  it('refuses shards on the embedded database, which lives in one process', () => {
    expect(() => loadConfig({ SHARD_COUNT: '2' })).toThrow(
      /SHARD_COUNT needs DATABASE_URL: the embedded database lives inside one process/,
    );
    expect(() => loadConfig({ SHARD_COUNT: 'auto', DATABASE_URL: '' })).toThrow(ConfigError);
  });

  it('reads the role of a process, which needs a Postgres server unless it is "all"', () => {
    const db = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/azul' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...db, AZUL_ROLE: 'gateway' }).role).toBe('gateway');
    expect(loadConfig({ ...db, AZUL_ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ AZUL_ROLE: 'all' }).role).toBe('all');
    expect(() => loadConfig({ ...db, AZUL_ROLE: 'cook' })).toThrow(/AZUL_ROLE must be "all", "gateway", "worker"/);
    expect(() => loadConfig({ AZUL_ROLE: 'worker' })).toThrow(
      /AZUL_ROLE=worker needs DATABASE_URL: gateways and workers share their work through one Postgres server/,
    );
    expect(() => loadConfig({ AZUL_ROLE: 'gateway', DATABASE_URL: '' })).toThrow(
      /AZUL_ROLE=gateway needs DATABASE_URL/,
    );
  });

  it("reads this machine's shard range, checked against the fleet's SHARD_COUNT", () => {
    const db = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/azul' };
    expect(loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: '2-3' }).shardRange).toEqual({ first: 2, last: 3 });
    expect(loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: '1' }).shardRange).toEqual({ first: 1, last: 1 });
    expect(loadConfig({ ...db, SHARD_COUNT: '8', SHARD_RANGE: 'auto', SHARDS_PER_MACHINE: '2' })).toMatchObject({
      shardRange: 'auto',
      shardsPerMachine: 2,
    });
    expect(() => loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: '3-2' })).toThrow(
      /SHARD_RANGE=3-2 is not a range of shards 0-3/,
    );
    expect(() => loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: '2-4' })).toThrow(/not a range of shards 0-3/);
    expect(() => loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: 'two' })).toThrow(
      /SHARD_RANGE must be "first-last"/,
    );
    expect(() => loadConfig({ ...db, SHARD_RANGE: '0-1' })).toThrow(/SHARD_RANGE needs SHARD_COUNT/);
    expect(() => loadConfig({ ...db, SHARD_COUNT: 'auto', SHARD_RANGE: '0-1' })).toThrow(
      /SHARD_RANGE needs SHARD_COUNT/,
    );
    expect(() => loadConfig({ SHARD_COUNT: '4', SHARD_RANGE: '0-1' })).toThrow(/SHARD_COUNT needs DATABASE_URL/);
    expect(() => loadConfig({ ...db, SHARD_COUNT: '4', SHARD_RANGE: 'auto' })).toThrow(
      /SHARD_RANGE=auto needs SHARDS_PER_MACHINE/,
    );
    expect(() => loadConfig({ ...db, SHARD_COUNT: '4', SHARDS_PER_MACHINE: '2' })).toThrow(
      /SHARDS_PER_MACHINE is read only with SHARD_RANGE=auto/,
    );
    expect(() => loadConfig({ ...db, AZUL_ROLE: 'worker', SHARD_COUNT: '4', SHARD_RANGE: '0-1' })).toThrow(
      /AZUL_ROLE=worker holds no shards/,
    );
    // A worker may share the fleet's settings (it ignores them).
    expect(loadConfig({ ...db, AZUL_ROLE: 'worker', SHARD_COUNT: '4', SHARDS_PER_MACHINE: '2' }).role).toBe('worker');
  });

  it('says what is missing and how to get it', () => {
    expect(() => loadConfig({}, ['token', 'clientId'])).toThrow(ConfigError);
    try {
      loadConfig({ DISCORD_TOKEN: 't' }, ['token', 'clientId']);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('DISCORD_CLIENT_ID');
      expect(message).not.toContain('DISCORD_TOKEN (');
      expect(message).toContain('Reset Token');
    }
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DISCORD_API_URL: 'not a url' }, 'DISCORD_API_URL'],
    [{ DISCORD_GUILD_ID: 'my-guild' }, 'DISCORD_GUILD_ID'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects a bad value %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('rejects a DATABASE_URL that is not a valid URL without showing it (it holds the password)', () => {
    for (const url of [
      'postgres://azul:pa#ss@db:5432/azul',
      'postgresql://azul:pa/ss@db/azul',
      'postgres://azul:secret@db:99999/azul',
    ]) {
      let message = '';
      try {
        loadConfig({ DATABASE_URL: url });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain('DATABASE_URL is not a valid URL');
      expect(message).toContain('%23');
      expect(message).not.toMatch(/pa#ss|pa\/ss|secret/);
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://azul:pa%23ss@db:5432/azul' }).databaseUrl).toBe(
      'postgres://azul:pa%23ss@db:5432/azul',
    );
  });
});

describe('the invite link', () => {
  it('asks for exactly the permissions the bot uses, threads included (flags from discord.js)', async () => {
    const { PermissionFlagsBits: P } = await import('discord.js');
    const { BOT_PERMISSIONS, inviteUrl } = await import('../../src/config.ts');
    expect(BOT_PERMISSIONS).toBe(
      P.ViewChannel |
        P.SendMessages |
        P.AttachFiles |
        P.ReadMessageHistory |
        P.CreatePublicThreads |
        P.SendMessagesInThreads,
    );
    expect(inviteUrl('42')).toContain(`permissions=${BOT_PERMISSIONS}`);
    // The README's ready-made link carries the same number.
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(
      `permissions=${BOT_PERMISSIONS}`,
    );
  });
});
