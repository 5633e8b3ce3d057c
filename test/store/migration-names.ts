// The migrations committed in prisma/migrations, by name in the order they apply: tests compare
// what was applied with this list rather than with names written out (new migrations keep coming).
import { readdir } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../../src/store/migrations.ts';

export async function committedMigrations(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}
