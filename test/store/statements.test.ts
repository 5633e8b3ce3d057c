// The hot statements' names: one text per name, sent prepared on a server and plain on the embedded
// database (whose one session outlives its connections). No database here: a pool that records.
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

  it('sends a statement under its name when prepared, and without one otherwise', async () => {
    const s = statement('test-two', 'SELECT $1::int');
    const { pool, sent } = recordingPool();
    await run(pool, s, [7], true);
    await run(pool, s, [8], false);
    expect(sent).toEqual([
      { name: 'test-two', text: 'SELECT $1::int', values: [7] },
      { text: 'SELECT $1::int', values: [8] },
    ]);
  });
});
