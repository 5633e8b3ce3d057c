// `npm run db:generate` (and postinstall): generates the Prisma client into src/generated/prisma,
// offline. `prisma generate` never runs the schema engine, but the CLI insists on locating its
// native binary and would try to download it; pointing it at any executable skips that.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY:
    process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? (existsSync('/bin/true') ? '/bin/true' : process.execPath),
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
let cli;
try {
  cli = require.resolve('prisma/build/index.js');
} catch {
  // e.g. `npm install --package-lock-only`: nothing installed, nothing to generate for.
  console.warn('db:generate: the prisma package is not installed; Prisma client not generated');
  process.exit(0);
}
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
