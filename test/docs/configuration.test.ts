// Every environment variable the code reads is documented in docs/configuration.md (a row of one of
// its tables, the name in the first cell), and every variable documented there is still used
// somewhere in the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envReadsOf, envReadsUnder, sourceFiles } from './env-reads.ts';
import { ROOT, readMarkdown, plainText } from './markdown.ts';

const DOC = 'docs/configuration.md';

/** The variables documented: the first cell of each table row, when it is one `NAME`. */
function documented(): Set<string> {
  const names = new Set<string>();
  for (const table of readMarkdown(DOC).tables) {
    for (const row of table.rows) {
      const first = row[0];
      if (first && first.tokens.length === 1 && first.tokens[0]!.type === 'codespan')
        names.add(plainText(first.tokens));
    }
  }
  return names;
}

/** The keys loadConfig reads from the environment it is given (every key of its schema). */
async function readByLoadConfig(): Promise<string[]> {
  const { loadConfig } = await import('../../src/config.ts');
  const seen = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_, key) => {
      if (typeof key === 'string') seen.add(key);
      return undefined;
    },
  });
  loadConfig(env);
  return [...seen];
}

describe('docs/configuration.md', () => {
  it('documents every environment variable read in src/ and commands/', async () => {
    const reads = envReadsUnder(ROOT, ['src', 'commands']);
    for (const name of await readByLoadConfig()) {
      if (!reads.has(name)) reads.set(name, ['src/config.ts (loadConfig)']);
    }
    // The scanner must see the reads it is made for, or an empty result would pass.
    for (const known of ['DISCORD_TOKEN', 'DATABASE_URL', 'LOG_LEVEL', 'AZUL_CLOCK_SCALE', 'AZUL_TOTAL_SHARDS']) {
      expect(reads.has(known), `the scanner finds ${known}`).toBe(true);
    }
    const names = documented();
    const missing = [...reads]
      .filter(([name]) => !names.has(name))
      .map(([name, at]) => `${name} (read in ${at.slice(0, 3).join(', ')})`);
    expect(missing, `read in the code but not documented in a table of ${DOC}`).toEqual([]);
  });

  it('documents only variables the repository still uses', () => {
    const texts = [
      ...sourceFiles(ROOT, ['src', 'commands', 'scripts', 'test'], ['src/generated', 'test/docs']),
      ...['vitest.config.ts', 'scripts/setup.sh', 'Dockerfile', 'docker-compose.yml', '.ci/run'],
    ].map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
    const unused = [...documented()].filter((name) => !texts.some((t) => new RegExp(`\\b${name}\\b`).test(t)));
    expect(unused, `documented in ${DOC} but read nowhere`).toEqual([]);
  });
});

describe('the environment scanner', () => {
  const names = (text: string): string[] => envReadsOf(text, 'x.ts').map((r) => r.name);

  it('finds process.env reads, dotted, optional, quoted and through a constant', () => {
    expect(names('const a = process.env.ALPHA; const b = process.env?.BETA;')).toEqual(['ALPHA', 'BETA']);
    expect(names(`f(process.env['GAMMA'], process.env["DELTA"], process.env[\`EPSILON\`]);`)).toEqual([
      'GAMMA',
      'DELTA',
      'EPSILON',
    ]);
    expect(names("const KEY = 'ZETA';\nprocess.env[KEY] = '1';\nconst loop = process.env[name];")).toEqual(['ZETA']);
  });

  it('finds destructured names and reads through an `env` parameter', () => {
    expect(names("const { ETA, THETA: theta, IOTA = 'x' } = process.env;")).toEqual(['ETA', 'THETA', 'IOTA']);
    expect(
      names('function f(env) { return env.KAPPA ?? env?.LAMBDA ?? options.env.MU ?? env.npm_lifecycle_event; }'),
    ).toEqual(['KAPPA', 'LAMBDA', 'MU', 'npm_lifecycle_event']);
    expect(names('environment.NOPE; myenv.NOPE2; env.camelCase; process.env.PATH')).toEqual(['PATH']);
  });

  it('finds the top-level keys of a zod object schema, and where they are', () => {
    const text = [
      'const schema = z.object({',
      "  NU: optionalText.refine((v) => /^postgres(ql)?:\\/\\//.test(v), 'a: b, c'),",
      '  // OMICRON: a comment',
      "  'XI': z.object({ nested: z.string() }),",
      "  PI: z.enum(['a', 'b']).optional(),",
      '});',
    ].join('\n');
    expect(envReadsOf(text, 'config.ts')).toEqual([
      { name: 'NU', at: 'config.ts:2' },
      { name: 'XI', at: 'config.ts:4' },
      { name: 'PI', at: 'config.ts:5' },
    ]);
  });
});
