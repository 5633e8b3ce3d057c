# Azul Discord bot. Multi-stage: dependencies and the Prisma client are built
# once, the runtime image holds only what the bot runs (it runs TypeScript
# through tsx, so there is no compile step) and runs as a non-root user.
# The bot applies pending database migrations itself when it starts.

# ---- dependencies + generated Prisma client
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1 npm_config_update_notifier=false npm_config_fund=false
# Install scripts are skipped (prebuilt binaries come as optional packages); the Prisma
# client is generated explicitly from prisma/schema.prisma, offline, with the Prisma CLI,
# a dev dependency that `npm prune --omit=dev` then removes (with its ~130 MB of tooling):
# at run time the bot needs only @prisma/client, the pg adapter and the WebAssembly schema
# engine it migrates with.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
RUN npm ci --include=dev --ignore-scripts \
 && npm run db:generate \
 && npm prune --omit=dev \
 && npm cache clean --force

# ---- runtime
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    AZUL_DATA_DIR=/app/data \
    LOG_LEVEL=info
# tsx is a runtime dependency (package.json "dependencies"), so pruning dev deps keeps it.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/src/generated ./src/generated
COPY package.json package-lock.json tsconfig.json ./
COPY prisma ./prisma
COPY assets ./assets
COPY commands ./commands
COPY src ./src
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
# Embedded-database data (when DATABASE_URL is not set) lives here.
VOLUME ["/app/data"]
# Alive? Asks /healthz when HEALTH_PORT is set (compose's sharded profile checks /readyz instead);
# without HEALTH_PORT there is no endpoint and the check passes.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "const p = process.env.HEALTH_PORT; if (!p) process.exit(0); fetch('http://127.0.0.1:' + p + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Exec form: node gets SIGTERM directly and the bot shuts down gracefully.
CMD ["node", "--import", "tsx", "src/main.ts"]
