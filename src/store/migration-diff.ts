// The SQL that takes the committed migrations to prisma/schema.prisma, computed by Prisma's
// schema engine (WebAssembly build). The engine replays the migrations into the connection it
// is given, so this creates a scratch database on the server and drops it afterwards; the
// database named in the URL is never touched.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { openSchemaEngine } from './schema-engine.ts';
import { loadMigrations, NO_FILTERS, SCHEMA_PATH } from './migrations.ts';

/** Hand-written SQL objects that live only in migrations (the schema language cannot say them). */
export const HAND_WRITTEN = [
  'games_one_open_game_per_channel',
  'moves_append_only',
  'moves_reject_update',
  'jobs_notify',
  'jobs_notify_written',
  'jobs_notify_freed',
  'jobs_waiting_run_at',
  'jobs_held_until',
];

/** '' when schema and migrations agree; else the migration SQL (never dropping HAND_WRITTEN objects). */
export async function diffMigrationsToSchema(
  serverUrl: string,
  options: { migrationsDir?: string; schemaPath?: string } = {},
): Promise<string> {
  const url = new URL(serverUrl);
  const scratch = `azul_migration_scratch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${scratch}"`);
    url.pathname = `/${scratch}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      const schemaPath = options.schemaPath ?? SCHEMA_PATH;
      const content = await readFile(schemaPath, 'utf8');
      const { engine, explain } = await openSchemaEngine(new PrismaPg(pool), undefined);
      try {
        const migrations = await loadMigrations(options.migrationsDir);
        const result = await engine.diff({
          from: migrations.migrationDirectories.length ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
          to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content }] },
          script: true,
          exitCode: null,
          filters: NO_FILTERS,
        });
        const kept = (result.stdout ?? '')
          .split(/\n\n+/)
          .filter((chunk) => !(/DROP/i.test(chunk) && HAND_WRITTEN.some((object) => chunk.includes(`"${object}"`))));
        const sql = kept.join('\n\n').trim();
        return /^[^-\n]/m.test(sql) ? sql + '\n' : ''; // only comments: "-- This is an empty migration."
      } catch (error) {
        throw explain(error);
      } finally {
        engine.free();
      }
    } finally {
      await pool.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${scratch}"`).catch(() => {});
    await admin.end();
  }
}
