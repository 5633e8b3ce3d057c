// Sorting database failures into what a caller can act on.
import type { Fail, StoreError } from './types.ts';

export function fail(error: StoreError, message: string): Fail {
  return { ok: false, error, message };
}

/** Thrown inside a transaction to roll it back and hand `result` to the caller. */
export class Abort extends Error {
  constructor(readonly result: Fail) {
    super(result.message);
  }
}

// Prisma codes: P1001 can't reach, P1002 timed out, P1008 operation timed out,
// P1017 server closed the connection, P2024 pool timeout, P2028 transaction API error
// (e.g. no connection within maxWait).
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
// Node socket errors and Postgres SQLSTATEs of a server going away or refusing us:
// 57P01 admin shutdown (pg_terminate_backend), 57P02/57P03, 08xxx connection exceptions, 53300 too many connections,
// 55000 with "not currently accepting connections" (a database closed to connections, e.g. during maintenance).
const UNAVAILABLE_TEXT =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Can't reach database|server closed the connection|terminating connection|57P0[123]|\b08\d{3}\b|53300|Too many connections|not currently accepting connections|Connection (?:is )?closed|socket hang up/i;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const parts = [error.message];
  const seen = new Set<unknown>([error]);
  let cause = (error as { cause?: unknown }).cause;
  while (cause && !seen.has(cause)) {
    seen.add(cause);
    parts.push(cause instanceof Error ? cause.message : JSON.stringify(cause));
    cause = (cause as { cause?: unknown }).cause;
  }
  const meta = (error as { meta?: unknown }).meta;
  if (meta) parts.push(JSON.stringify(meta));
  return parts.join(' | ');
}

export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return UNAVAILABLE_TEXT.test(describe(error)) || /ECONNREFUSED|ECONNRESET|EPIPE/.test(String(code));
}

/** A unique violation (P2002), optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, name?: string): boolean {
  if ((error as { code?: unknown })?.code !== 'P2002') return false;
  return name === undefined || describe(error).includes(name);
}

export function unavailable(error: unknown): Fail {
  return fail('DB_UNAVAILABLE', `The game database cannot be reached right now; nothing was changed. (${describe(error).slice(0, 300)})`);
}
