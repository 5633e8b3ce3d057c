// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded
// database in AZUL_DATA_DIR (default ./data) when DATABASE_URL is not set.
import 'dotenv/config';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/store/migrations.ts';
import { startEmbedded } from '../src/store/embedded.ts';
import { resolveDataDir } from '../src/store/config.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`db:migrate: ${error.message}`);
  process.exit(1);
}
const url = config.databaseUrl;
const dataDir = resolveDataDir(config.dataDir);
const embedded = url ? undefined : await startEmbedded(dataDir);
try {
  const applied = await migrate(url ?? embedded!.url);
  const where = url ? new URL(url).host + new URL(url).pathname : `embedded database in ${dataDir}`;
  console.log(applied.length ? `applied ${applied.join(', ')} to ${where}` : `${where}: up to date`);
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
