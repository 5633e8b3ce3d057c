// The statements sent straight through the pool (a game's read, its events, the outbox's claims and
// polls, a click's claim, a move's write, a message id's record) run many times a move. Each is a
// named prepared statement: Postgres parses and plans it once per connection instead of at every
// call, which for statements this short is most of their cost, on the server and on the embedded
// database alike (measured on the game read: docs/performance.md). Only constant texts are named: a
// connection keeps each one for its life, so a text made afresh at each call would pile up
// statements. The embedded database's one session outlives its socket's connections: the store
// empties it of prepared statements whenever a new connection opens (index.ts).
import type pg from 'pg';

export interface Statement {
  readonly name: string;
  readonly text: string;
}

const texts = new Map<string, string>();

/** A named statement; one name, one text (pg refuses a name reused with another text on a connection). */
export function statement(name: string, text: string): Statement {
  const known = texts.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`store: statement "${name}" is defined twice with different texts`);
  texts.set(name, text);
  return { name, text };
}

/** Runs `s` on `pool`, prepared under its name (parsed and planned at its first use on a connection). */
export function run<R extends pg.QueryResultRow>(
  pool: Pick<pg.Pool, 'query'>,
  s: Statement,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  return pool.query<R>({ name: s.name, text: s.text, values });
}
