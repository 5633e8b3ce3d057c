// Prisma CLI configuration (Prisma 7). The bot itself does not read it: it migrates with
// src/store/migrate.ts. `prisma generate` needs no database; DATABASE_URL is only used by
// CLI commands that talk to one (e.g. `prisma migrate deploy` on a machine with network).
import 'dotenv/config';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
