// One `npm run play` per data folder: the embedded database inside allows one process, and a second
// playground would also start a second local Discord the first one's page knows nothing of. The lock
// names the process that holds it; a lock left by a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataFolderBusy extends Error {}

export function lockPlaygroundFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'playground.lock');
  const take = () => writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataFolderBusy(
        `Another playground (process ${owner}) is already running on ${dataDir}: its page is still open in your browser or terminal.\n` +
          `Stop it first (Ctrl+C in its terminal, or kill ${owner}), or run a separate one with its own data: npm run play -- --data-dir data/playground-2 --port 0`,
      );
    }
    rmSync(file, { force: true });
    take();
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
