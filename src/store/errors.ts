// Sorting database failures into what a caller can act on, by their codes: Prisma's
// error codes, the driver adapter's error kinds, Postgres SQLSTATEs and Node's socket
// error codes. Only a connection failure means "unavailable, nothing changed"; every
// other exception is a bug and is left to propagate.
import { failure } from '../engine/result.ts';
import type { Fail, StoreError } from './types.ts';

export function fail(error: StoreError, detail: string): Fail {
  return failure(error, detail);
}

/** Thrown inside a transaction to roll it back and hand `result` to the caller. */
export class Abort extends Error {
  constructor(readonly result: Fail) {
    super(result.detail);
  }
}

/**
 * Prisma: P1001 can't reach, P1002 timed out, P1008 operation timed out, P1017 server closed
 * the connection, P2024 pool timeout, P2028 transaction API error (no connection within maxWait).
 */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
/** @prisma/adapter-pg's kinds for a connection that failed or went away. */
const ADAPTER_UNAVAILABLE = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** Node's socket errors. */
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs: class 08 connection exceptions, 57P01..57P03 admin shutdown / crash / cannot
 * connect now, 57014 query canceled (our statement_timeout), 53300 too many connections,
 * 55000 for a database closed to connections (datallowconn = false).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08/.test(code) || ['57P01', '57P02', '57P03', '57014', '53300', '55000'].includes(code);
}
/**
 * node-postgres raises a few client-side failures with no code at all; it defines them by
 * these exact messages (pg/lib/client.js, pg-pool): a dropped connection, a connect timeout,
 * our query_timeout. They are matched whole, in this one place, and each is produced for
 * real by the store tests.
 */
const PG_CLIENT_FAILURES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

interface Coded {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  originalCode?: unknown;
}

/**
 * The error and its causes: Prisma keeps the driver adapter's error in
 * `meta.driverAdapterError`, whose `cause` holds the driver's kind and SQLSTATE.
 */
export function chain(error: unknown): Coded[] {
  const out: Coded[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && out.length < 12) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    out.push(current as Coded);
    queue.push(
      (current as Coded).cause,
      (current as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError,
    );
  }
  return out;
}

function describe(error: unknown): string {
  return chain(error)
    .map((e) => (typeof e.message === 'string' ? e.message : typeof e.kind === 'string' ? e.kind : ''))
    .filter(Boolean)
    .join(' | ');
}

export function isUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : typeof e.originalCode === 'string' ? e.originalCode : undefined;
    if (
      code &&
      (PRISMA_UNAVAILABLE.has(code) ||
        SOCKET_UNAVAILABLE.has(code) ||
        (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    ) {
      return true;
    }
    if (typeof e.kind === 'string' && ADAPTER_UNAVAILABLE.has(e.kind)) return true;
    if (e.kind === 'postgres' && typeof e.code === 'string' && isUnavailableSqlState(e.code)) return true;
    if (typeof e.message === 'string' && PG_CLIENT_FAILURES.has(e.message)) return true;
  }
  return false;
}

/** A unique violation (P2002, or SQLSTATE 23505 from raw SQL), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, name?: string): boolean {
  const links = chain(error);
  const unique = links.some(
    (e) =>
      e.code === 'P2002' || e.code === '23505' || e.originalCode === '23505' || e.kind === 'UniqueConstraintViolation',
  );
  if (!unique) return false;
  return (
    name === undefined ||
    JSON.stringify(
      links.map((e) => ({
        m: e.message,
        meta: (e as { meta?: unknown }).meta,
        c: (e as { constraint?: unknown }).constraint,
      })),
    ).includes(name)
  );
}

export function unavailable(error: unknown): Fail {
  return fail(
    'DB_UNAVAILABLE',
    `The game database cannot be reached right now; nothing was changed. (${describe(error).slice(0, 300)})`,
  );
}
