// A freshly initialized PGlite data directory, dumped once and kept in the temp dir, so each
// test database starts in a second or two instead of running initdb (ten seconds on a busy machine).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Keyed by the PGlite version the project pins: a dump only loads into the same PGlite.
const version: string = createRequire(import.meta.url)('../../package.json').dependencies['@electric-sql/pglite'];
export const TEMPLATE_PATH = path.join(tmpdir(), `azul-pglite-template-${version}.tar`);

let cached: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  cached ??= (async () => {
    if (!existsSync(TEMPLATE_PATH)) {
      const db = await PGlite.create('memory://');
      const dump = await db.dumpDataDir('none');
      await db.close();
      const partial = `${TEMPLATE_PATH}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, TEMPLATE_PATH); // atomic: parallel workers never read half a file
    }
    return new Blob([await readFile(TEMPLATE_PATH)]);
  })();
  return cached;
}
