// Configuration from the environment (and `.env` through dotenv), validated once
// at start with messages that say what is missing and how to get it. The only reader of the bot's
// settings: the entry points (src/main.ts, src/cli/*, src/runtime/deploy.ts) call loadConfig with
// process.env and pass what it returns down; nothing else reads process.env for a setting.
import { z } from 'zod';

/** Where the AI thinks (src/runtime/ai-host.ts): a worker thread of the bot, or a child process. */
export const AI_ISOLATIONS = ['thread', 'process'] as const;
export type AiIsolation = (typeof AI_ISOLATIONS)[number];

/**
 * What a bot process does (docs/deployment.md#roles): `all` everything (one machine); `gateway` holds
 * shards, answers clicks and runs the light jobs that post; `worker` holds no gateway connection and
 * runs the CPU jobs (bot moves, turn clocks' autopilot, reviews), posting over REST. Which job kind
 * runs where: src/runtime/job-lanes.ts.
 */
export const ROLES = ['all', 'gateway', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** This machine's shards, inclusive: `first-last` out of SHARD_COUNT. */
export interface ShardRange {
  first: number;
  last: number;
}

/**
 * View Channel, Send Messages, Attach Files, Read Message History; Create Public Threads and Send
 * Messages in Threads (each game is played in its own thread).
 */
export const BOT_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 15n) | (1n << 16n) | (1n << 35n) | (1n << 38n);

export function inviteUrl(applicationId: string): string {
  return `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=bot+applications.commands&permissions=${BOT_PERMISSIONS}`;
}

export const SETUP_HELP = `How to get a bot token:
  1. Open https://discord.com/developers/applications and click "New Application".
  2. In "Bot", click "Reset Token" and copy the token. On the same page, under "Privileged
     Gateway Intents", switch on "Server Members Intent" (optional: then a person who leaves
     the server leaves its games at once).
  3. Put it in a file named .env next to package.json (see .env.example):
       DISCORD_TOKEN=your-token
       DISCORD_CLIENT_ID=your-application-id   (General Information -> Application ID)
  4. Invite the bot: OAuth2 -> URL Generator, scopes "bot" and "applications.commands",
     permissions View Channels, Send Messages, Attach Files, Read Message History,
     Create Public Threads, Send Messages in Threads (Manage Messages optional),
     open the generated URL and pick your server. Or open
     https://discord.com/oauth2/authorize?client_id=<APPLICATION_ID>&scope=bot+applications.commands&permissions=${BOT_PERMISSIONS}
  5. Register the slash commands once: npm run deploy-commands
  6. Start the bot: npm start`;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const snowflake = (name: string) =>
  optionalText.refine((v) => v === undefined || /^\d{15,22}$/.test(v), `${name} must be a Discord id (digits only)`);

const wholeNumber = (name: string, min: number, max: number) =>
  optionalText.refine(
    (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
    `${name} must be a whole number from ${min} to ${max}`,
  );

/** A decimal number from `min` to `max` (`min` itself excluded when `above`). */
const decimal = (name: string, min: number, max: number, above = false) =>
  optionalText.refine(
    (v) =>
      v === undefined || (/^\d+(\.\d+)?$/.test(v) && (above ? Number(v) > min : Number(v) >= min) && Number(v) <= max),
    `${name} must be a number ${above ? 'above' : 'from'} ${min} ${above ? 'and at most' : 'to'} ${max}`,
  );

const schema = z.object({
  DISCORD_TOKEN: optionalText,
  DISCORD_CLIENT_ID: snowflake('DISCORD_CLIENT_ID'),
  DISCORD_GUILD_ID: snowflake('DISCORD_GUILD_ID'),
  DISCORD_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    'DISCORD_API_URL must be an http(s) URL such as https://discord.com/api',
  ),
  DATABASE_URL: optionalText
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must be a postgres:// URL (leave it unset to use the embedded database)',
    )
    // Never echoed: it holds the password.
    .refine(
      (v) => v === undefined || !/^postgres(ql)?:\/\//.test(v) || URL.canParse(v),
      'DATABASE_URL is not a valid URL (not shown here: it holds a password). Characters such as # / ? @ : in the ' +
        'user name or password must be percent-encoded, e.g. # as %23, / as %2F, @ as %40',
    ),
  DATABASE_LISTEN_URL: optionalText.refine(
    (v) => v === undefined || (/^postgres(ql)?:\/\//.test(v) && URL.canParse(v)),
    'DATABASE_LISTEN_URL must be a postgres:// URL (not shown here: it may hold a password), with characters ' +
      'such as # / ? @ : in the user name or password percent-encoded',
  ),
  AZUL_DATA_DIR: optionalText,
  SHARD_COUNT: optionalText.refine(
    (v) => v === undefined || v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 4096),
    'SHARD_COUNT must be "auto" or a whole number from 1 to 4096',
  ),
  SHARDS_PER_PROCESS: wholeNumber('SHARDS_PER_PROCESS', 1, 64),
  SHARD_RANGE: optionalText.refine(
    (v) => v === undefined || v === 'auto' || /^\d{1,4}(-\d{1,4})?$/.test(v),
    'SHARD_RANGE must be "first-last" (e.g. 0-3), one shard (e.g. 2), or "auto" (from the pod ordinal, with SHARDS_PER_MACHINE)',
  ),
  SHARDS_PER_MACHINE: wholeNumber('SHARDS_PER_MACHINE', 1, 4096),
  AZUL_ROLE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ROLES, { message: `AZUL_ROLE must be ${ROLES.map((r) => `"${r}"`).join(', ')}` }).optional(),
  ),
  DATABASE_POOL_TOTAL: wholeNumber('DATABASE_POOL_TOTAL', 1, 10_000),
  HEALTH_PORT: wholeNumber('HEALTH_PORT', 1, 65_535),
  HEALTH_HOST: optionalText,
  ACTIVITY_PORT: wholeNumber('ACTIVITY_PORT', 0, 65_535),
  ACTIVITY_HOST: optionalText,
  // Never echoed: the application's OAuth2 secret.
  DISCORD_CLIENT_SECRET: optionalText,
  AZUL_AI_MOVE_MS: wholeNumber('AZUL_AI_MOVE_MS', 10, 10_000),
  AZUL_AI_ISOLATION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(AI_ISOLATIONS, { message: `AZUL_AI_ISOLATION must be ${AI_ISOLATIONS.map((i) => `"${i}"`).join(' or ')}` })
      .optional(),
  ),
  AZUL_DB_TIMEOUT_MS: wholeNumber('AZUL_DB_TIMEOUT_MS', 100, 600_000),
  AZUL_CLOCK_SCALE: decimal('AZUL_CLOCK_SCALE', 1, 1_000_000),
  AZUL_REVIEW_SCALE: decimal('AZUL_REVIEW_SCALE', 0, 1_000, true),
  AZUL_PUZZLE_POOL: optionalText,
  AZUL_AI_CHILD_COMPILED: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { message: 'AZUL_AI_CHILD_COMPILED must be 1 or 0' }).optional(),
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Every environment variable the bot's configuration reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export interface Config {
  token?: string;
  clientId?: string;
  guildId?: string;
  /** Base URL of the Discord REST API, e.g. https://discord.com/api; undefined: discord.js's default. */
  apiUrl?: string;
  databaseUrl?: string;
  /**
   * Where the outbox's wake-ups LISTEN, when not at databaseUrl: LISTEN needs a session, so behind
   * PgBouncer in transaction mode this points at Postgres itself. Unused on the embedded database.
   */
  databaseListenUrl?: string;
  dataDir?: string;
  logLevel: string;
  /** Shards in all (a number, or 'auto': Discord's recommendation); undefined: one process, unsharded. */
  shardCount?: number | 'auto';
  /** Shards run by each process when sharded (default 1). */
  shardsPerProcess: number;
  /**
   * This machine's shards out of shardCount (undefined: all of them); 'auto': derived from the pod's
   * ordinal (a StatefulSet's hostname ends in -N) and shardsPerMachine (src/runtime/shard-range.ts).
   */
  shardRange?: ShardRange | 'auto';
  /** With shardRange 'auto': how many shards each machine runs. */
  shardsPerMachine?: number;
  /** What this process does: everything (default), the gateway's part, or the worker's. */
  role: Role;
  /** Database connections for all processes together; each gets an even share (default 20). */
  databasePoolTotal: number;
  /** Port of the /healthz and /readyz endpoints; undefined: off. */
  healthPort?: number;
  /** Address they listen on (default 127.0.0.1; 0.0.0.0 in a container). */
  healthHost: string;
  /**
   * Port of the Activity's server (its page, the OAuth2 code exchange, the live channel: src/activity);
   * undefined: no Activity. 0 picks a free port (tests, the playground). A worker ignores it (servesActivity).
   */
  activityPort?: number;
  /** Address the Activity's server listens on (default 127.0.0.1; 0.0.0.0 behind a proxy in a container). */
  activityHost: string;
  /** The application's OAuth2 client secret, for the Activity's code exchange; never sent to a browser nor logged. */
  clientSecret?: string;
  /** Milliseconds the AI searches for a bot's move or a hint; undefined: the level's own (hard 1 s). */
  aiMoveMs?: number;
  /** Where the AI thinks: a worker thread of the bot (default) or a child process. */
  aiIsolation: AiIsolation;
  /** How long one database query may take before it counts as "database unavailable" (default 5000 ms). */
  dbTimeoutMs: number;
  /** How many times faster than real time the bot's clocks run (default 1; tests and demos speed them up). */
  clockScale: number;
  /** The game review's per-move budget times this (default 1; tests make it tiny). */
  reviewScale: number;
  /** A JSON Lines file of puzzles served instead of the shipped pool (assets/puzzles/pool.jsonl). */
  puzzlePool?: string;
  /**
   * The AI's thread or process from the compiled dist/ even when the bot runs as TypeScript (tests, whose
   * global setup builds dist/ first: it spares each AI start tsx's transpiling).
   */
  aiCompiled: boolean;
}

/** Where the store lives and how long a query may take, for openStore (src/store/index.ts). */
export function storeSettings(config: Config): {
  databaseUrl?: string;
  listenUrl?: string;
  dataDir?: string;
  queryTimeoutMs: number;
} {
  return {
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl,
    dataDir: config.dataDir,
    queryTimeoutMs: config.dbTimeoutMs,
  };
}

/**
 * Whether this process serves the Activity: ACTIVITY_PORT is set and it answers interactions (role all
 * or gateway), where "Open the table" is clicked and the Activity's taps are played. A worker, which
 * answers none, ignores the setting (a fleet's settings may share it).
 */
export function servesActivity(config: Pick<Config, 'activityPort' | 'role'>): boolean {
  return config.activityPort !== undefined && config.role !== 'worker';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Need = 'token' | 'clientId';

/** Reads and checks the configuration; throws ConfigError with a readable message. */
export function loadConfig(env: Record<string, string | undefined>, need: Need[] = []): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    token: e.DISCORD_TOKEN,
    clientId: e.DISCORD_CLIENT_ID,
    guildId: e.DISCORD_GUILD_ID,
    apiUrl: e.DISCORD_API_URL?.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    dataDir: e.AZUL_DATA_DIR,
    logLevel: e.LOG_LEVEL ?? 'info',
    shardCount: e.SHARD_COUNT === undefined ? undefined : e.SHARD_COUNT === 'auto' ? 'auto' : Number(e.SHARD_COUNT),
    shardsPerProcess: Number(e.SHARDS_PER_PROCESS ?? 1),
    shardRange: parseShardRange(e.SHARD_RANGE),
    shardsPerMachine: e.SHARDS_PER_MACHINE === undefined ? undefined : Number(e.SHARDS_PER_MACHINE),
    role: e.AZUL_ROLE ?? 'all',
    databasePoolTotal: Number(e.DATABASE_POOL_TOTAL ?? 20),
    healthPort: e.HEALTH_PORT === undefined ? undefined : Number(e.HEALTH_PORT),
    healthHost: e.HEALTH_HOST ?? '127.0.0.1',
    activityPort: e.ACTIVITY_PORT === undefined ? undefined : Number(e.ACTIVITY_PORT),
    activityHost: e.ACTIVITY_HOST ?? '127.0.0.1',
    clientSecret: e.DISCORD_CLIENT_SECRET,
    aiMoveMs: e.AZUL_AI_MOVE_MS === undefined ? undefined : Number(e.AZUL_AI_MOVE_MS),
    aiIsolation: e.AZUL_AI_ISOLATION ?? 'thread',
    dbTimeoutMs: Number(e.AZUL_DB_TIMEOUT_MS ?? 5_000),
    clockScale: Number(e.AZUL_CLOCK_SCALE ?? 1),
    reviewScale: Number(e.AZUL_REVIEW_SCALE ?? 1),
    puzzlePool: e.AZUL_PUZZLE_POOL,
    aiCompiled: e.AZUL_AI_CHILD_COMPILED === '1',
  };
  if (config.shardCount !== undefined && !config.databaseUrl) {
    throw new ConfigError(
      'SHARD_COUNT needs DATABASE_URL: the embedded database lives inside one process, and sharded bot processes ' +
        'must share one Postgres server. Set DATABASE_URL=postgres://... or remove SHARD_COUNT to run one process.',
    );
  }
  if (servesActivity(config) && !config.clientSecret) {
    throw new ConfigError(
      'ACTIVITY_PORT needs DISCORD_CLIENT_SECRET: the Activity exchanges the code Discord gives it for an access ' +
        "token with the application's client secret (Developer Portal -> OAuth2 -> Client Secret). Set it, or " +
        'remove ACTIVITY_PORT to run without the Activity.',
    );
  }
  checkFleet(config);
  const missing: string[] = [];
  if (need.includes('token') && !config.token) missing.push('DISCORD_TOKEN (the bot token)');
  if (need.includes('clientId') && !config.clientId) missing.push('DISCORD_CLIENT_ID (the application id)');
  if (missing.length > 0) {
    throw new ConfigError(`Missing configuration: ${missing.join(', ')}.\n\n${SETUP_HELP}`);
  }
  return config;
}

function parseShardRange(v: string | undefined): ShardRange | 'auto' | undefined {
  if (v === undefined || v === 'auto') return v;
  const [first, last = first] = v.split('-').map(Number) as [number, number?];
  return { first, last };
}

/** Roles and shard ranges: what a machine of a fleet on one Postgres must say, checked together. */
function checkFleet(config: Config): void {
  if (config.role !== 'all' && !config.databaseUrl) {
    throw new ConfigError(
      `AZUL_ROLE=${config.role} needs DATABASE_URL: gateways and workers share their work through one Postgres ` +
        'server, and the embedded database lives inside one process. Set DATABASE_URL=postgres://... or remove ' +
        'AZUL_ROLE to run everything in one process.',
    );
  }
  const range = config.shardRange;
  // A worker holds no shards. The fleet's settings (SHARD_COUNT, SHARDS_PER_MACHINE) may be shared with
  // it and are ignored; a range, said of one machine, is a mistake.
  if (config.role === 'worker') {
    if (range !== undefined) throw new ConfigError('AZUL_ROLE=worker holds no shards: remove SHARD_RANGE from it.');
    return;
  }
  if (config.shardsPerMachine !== undefined && range !== 'auto')
    throw new ConfigError('SHARDS_PER_MACHINE is read only with SHARD_RANGE=auto: set SHARD_RANGE=auto or remove it.');
  if (range === undefined) return;
  if (typeof config.shardCount !== 'number')
    throw new ConfigError(
      'SHARD_RANGE needs SHARD_COUNT set to the number of shards of the whole fleet (the same number on every ' +
        'machine; "auto" could differ from one machine to the next).',
    );
  if (range === 'auto') {
    if (config.shardsPerMachine === undefined)
      throw new ConfigError('SHARD_RANGE=auto needs SHARDS_PER_MACHINE: how many shards each machine runs.');
    return;
  }
  if (range.first > range.last || range.last >= config.shardCount)
    throw new ConfigError(
      `SHARD_RANGE=${range.first}-${range.last} is not a range of shards 0-${config.shardCount - 1} ` +
        `(SHARD_COUNT=${config.shardCount}): first-last, first <= last < SHARD_COUNT.`,
    );
}
