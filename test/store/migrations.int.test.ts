// Migrations: the committed ones match the schema, and they apply to an embedded database too.
import { describe, it, expect } from 'vitest';
import { mkdtemp, rm, cp, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { migrate, migrationNames, MIGRATIONS_DIR, SCHEMA_PATH } from '../../src/store/migrations.ts';
import { diffMigrationsToSchema } from '../../src/store/migration-diff.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { TEST_DATABASE_URL, hasServer, serverOnly } from '../setup/databases.ts';

// db:diff and a failing migration's rollback are checked on a real server (prisma's diff needs one).
const onServer = it.skipIf(!hasServer());

describe('migrations', () => {
  onServer(
    serverOnly('match prisma/schema.prisma (db:diff finds nothing to write), hand-written index included'),
    async () => {
      expect(await diffMigrationsToSchema(TEST_DATABASE_URL)).toBe('');
    },
  );

  onServer(serverOnly('db:diff writes the SQL for a schema change'), async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'azul-diff-'));
    try {
      const schema = (await readFile(SCHEMA_PATH, 'utf8')).replace(
        '  seed         String\n',
        '  seed         String\n  note         String?\n',
      );
      await writeFile(path.join(dir, 'schema.prisma'), schema);
      const sql = await diffMigrationsToSchema(TEST_DATABASE_URL, { schemaPath: path.join(dir, 'schema.prisma') });
      expect(sql).toMatch(/ALTER TABLE "games" ADD COLUMN\s+"note" TEXT/);
      expect(sql).not.toMatch(/games_one_open_game_per_channel/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('apply to an in-memory PGlite, once', async () => {
    const db = await PGlite.create('memory://', { loadDataDir: await pgliteTemplate() });
    try {
      expect(await migrate(db)).toEqual(await migrationNames());
      expect(await migrate(db)).toEqual([]);
      const index = await db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'games_one_open_game_per_channel'`,
      );
      // One lobby or game played in the channel itself; games in threads and tournaments' games aside.
      expect(index.rows[0]?.indexdef).toMatch(
        /UNIQUE INDEX .* WHERE \(\(tournament_id IS NULL\) AND \(\(status = .lobby.*thread_id IS NULL/,
      );
    } finally {
      await db.close();
    }
  });

  onServer(serverOnly('name a failing migration and roll it back whole'), async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'azul-mig-'));
    const name = `azul_store_mig_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await cp(path.join(dir, '20261121200000_init'), path.join(dir, '20261121210000_broken'), { recursive: true });
      await writeFile(
        path.join(dir, '20261121210000_broken', 'migration.sql'),
        'ALTER TABLE "games" ADD COLUMN "x" INT;\nSELECT * FROM no_such_table;\n',
      );
      await expect(migrate(url.toString(), { dir })).rejects.toThrow(
        'migration 20261121210000_broken failed: No such table: no_such_table',
      );
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const cols = await client.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'games' AND column_name = 'x'`,
      );
      const failed = await client.query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NULL`);
      await client.end();
      expect(cols.rows).toEqual([]); // the script ran as one transaction and rolled back
      expect(failed.rows.map((r) => r.migration_name)).toEqual(['20261121210000_broken']); // as migrate deploy records it
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
