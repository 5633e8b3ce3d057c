// The hot statements' names: one text per name, sent prepared under it. No database here: a pool
// that records. (The embedded database's reconnect, which needs its session emptied of them, is
// tested in test/store/store.int.test.ts: "answers DB_UNAVAILABLE while the database is unreachable".)
import { describe, expect, it } from 'vitest';
import { run, statement } from '../../src/store/statements.ts';

function recordingPool() {
  const sent: unknown[] = [];
  const pool = {
    query: async (config: unknown) => {
      sent.push(config);
      return { rows: [], rowCount: 0 } as never;
    },
  } as never;
  return { pool, sent };
}

describe('store statements', () => {
  it('keeps one text per name: the same text again is the same statement, another text is refused', () => {
    const a = statement('test-one', 'SELECT 1');
    expect(statement('test-one', 'SELECT 1')).toEqual(a);
    expect(() => statement('test-one', 'SELECT 2')).toThrow(/"test-one" is defined twice/);
  });

  it('sends a statement under its name, with its one text, at every call', async () => {
    const s = statement('test-two', 'SELECT $1::int');
    const { pool, sent } = recordingPool();
    await run(pool, s, [7]);
    await run(pool, s, [8]);
    expect(sent).toEqual([
      { name: 'test-two', text: 'SELECT $1::int', values: [7] },
      { name: 'test-two', text: 'SELECT $1::int', values: [8] },
    ]);
  });
});
