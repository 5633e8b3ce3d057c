// A bot process killed without warning (SIGKILL) mid-game on the embedded database loses no
// action it had confirmed, and the game goes on in the next process. (A Postgres server's
// durability is the server's own; this is about PGlite writing its data directory.)
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '../../src/store/index.ts';
import { replayRecord } from '../../src/engine/index.ts';
import { pgliteTemplate, TEMPLATE_PATH } from './pglite-template.ts';
import { SCRATCH_ROOT } from '../setup/scratch.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('embedded database after a crash', () => {
  it('keeps every confirmed action of a process killed with SIGKILL', async () => {
    const dir = await mkdtemp(path.join(SCRATCH_ROOT, 'azul-crash-'));
    const dataDir = path.join(dir, 'data');
    try {
      await pgliteTemplate(); // written to TEMPLATE_PATH for the child
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'fixtures', 'crash-child.ts'), dataDir, TEMPLATE_PATH],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let gameId = '';
      let acked = 0;
      await new Promise<void>((resolve, reject) => {
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let nl;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, nl);
            buffer = buffer.slice(nl + 1);
            if (line.startsWith('game ')) gameId = line.slice(5);
            if (line.startsWith('acked ')) acked = Number(line.slice(6));
            if (acked >= 15 && child.exitCode === null) child.kill('SIGKILL');
          }
        });
        child.on('exit', (_code, signal) =>
          signal === 'SIGKILL' ? resolve() : reject(new Error(`child ended without being killed (${signal})`)),
        );
      });
      expect(acked).toBeGreaterThanOrEqual(15);

      const store = await openStore({ dataDir });
      try {
        const game = await store.get(gameId);
        if (!game.ok) throw new Error(game.detail);
        // Every confirmed action is there; at most the one in flight when killed may be too.
        expect(game.game.moveCount).toBeGreaterThanOrEqual(acked);
        expect(game.game.moveCount).toBeLessThanOrEqual(acked + 1);
        const moves = await store.moves(gameId);
        expect(moves.ok && moves.moves.map((m) => m.seq)).toEqual(
          Array.from({ length: game.game.moveCount }, (_, i) => i + 1),
        );
        const exported = await store.exportRecord(gameId);
        if (!exported.ok) throw new Error(exported.detail);
        expect(replayRecord(exported.record as Parameters<typeof replayRecord>[0])).toMatchObject({
          ok: true,
          finished: false,
        });
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
