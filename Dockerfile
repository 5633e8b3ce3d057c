# Azul Discord bot. Multi-stage: the build stage installs every dependency, generates the Prisma
# client and compiles the bot to dist/ once (scripts/build.mjs: esbuild, one .js per .ts), then
# prunes the dev dependencies; the runtime image holds only dist/, the runtime node_modules and
# package.json, and runs `node dist/src/main.js` (no TypeScript at run time) as a non-root user.
# The bot applies pending database migrations itself when it starts.
# test/build/dockerfile.int.test.ts runs this file's RUN lines of the build stage, in order, in a copy of
# the repository, and starts the compiled bot from what they leave.

# ---- build: dependencies, generated Prisma client, compiled bot
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1 npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Dependencies first (their layer is reused while package-lock.json does not change). Install
# scripts are skipped (prebuilt binaries come as optional packages; the build runs below).
COPY package.json package-lock.json prisma.config.ts tsconfig.json ./
RUN npm ci --include=dev --ignore-scripts
COPY scripts ./scripts
COPY prisma ./prisma
COPY assets ./assets
COPY commands ./commands
COPY src ./src
# The Prisma client is generated offline with the Prisma CLI (a dev dependency, ~130 MB of tooling
# that the prune removes with the rest of the dev dependencies; but the CLI and TypeScript are also
# optional peers of @prisma/client, which npm keeps: ~150 MB that stay, see docs/performance.md).
RUN npm run db:generate && npm run build && npm prune --omit=dev && npm cache clean --force

# ---- runtime: dist/ (code, assets, migrations, the Fluent catalog) and the runtime dependencies
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# MALLOC_ARENA_MAX=1: as `npm start` (package.json): one malloc arena for the process's threads
# instead of one per thread (~25 MB less resident after 100 moves).
ENV NODE_ENV=production \
    AZUL_DATA_DIR=/app/data \
    LOG_LEVEL=info \
    MALLOC_ARENA_MAX=1
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
# Embedded-database data (when DATABASE_URL is not set) lives here.
VOLUME ["/app/data"]
# Alive? Asks /healthz when HEALTH_PORT is set (compose's sharded profile checks /readyz instead);
# without HEALTH_PORT there is no endpoint and the check passes.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const p = process.env.HEALTH_PORT; if (!p) process.exit(0); fetch('http://127.0.0.1:' + p + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Exec form: node gets SIGTERM directly and the bot shuts down gracefully. The flags: as `npm start`
# (package.json), a young generation of 4 MB semi-spaces instead of 16 (~30 MB less resident), and
# an old generation that grows 1.5x its live size between full collections, not up to 4x (~35 MB less
# after 100 moves).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "dist/src/main.js"]
