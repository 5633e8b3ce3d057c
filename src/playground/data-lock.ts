// One `npm run play` per data folder: the embedded database inside allows one process, and a second
// playground would also start a second local Discord the first one's page knows nothing of. The lock
// names the process that holds it; a lock left by a process that died is taken over.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { takePidLock } from '../util/pid-lock.ts';

export class DataFolderBusy extends Error {}

export function lockPlaygroundFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  return takePidLock(
    path.join(dataDir, 'playground.lock'),
    (owner) =>
      new DataFolderBusy(
        `Another playground (process ${owner}) is already running on ${dataDir}: its page is still open in your browser or terminal.\n` +
          `Stop it first (Ctrl+C in its terminal, or kill ${owner}), or run a separate one with its own data: npm run play -- --data-dir data/playground-2 --port 0`,
      ),
  );
}
