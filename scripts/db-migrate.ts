// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded
// database in AZUL_DATA_DIR (default ./data) when DATABASE_URL is not set.
import 'dotenv/config';
import { migrate } from '../src/store/migrations.ts';
import { startEmbedded } from '../src/store/embedded.ts';
import { resolveDataDir } from '../src/store/config.ts';

const url = process.env.DATABASE_URL || undefined; // empty (as in .env) = unset
const embedded = url ? undefined : await startEmbedded(resolveDataDir());
try {
  const applied = await migrate(url ?? embedded!.url);
  const where = url ? new URL(url).host + new URL(url).pathname : `embedded database in ${resolveDataDir()}`;
  console.log(applied.length ? `applied ${applied.join(', ')} to ${where}` : `${where}: up to date`);
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
