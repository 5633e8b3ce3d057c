// A lock file naming the process that holds it: one owner at a time for a folder (the embedded
// database, a playground). A lock left by a process that died (crash, SIGKILL) is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Takes `file` for this process, or throws `busy(owner)` when a live process holds it. With
 * `selfCounts`, a lock this same process already holds is busy too (opening twice is a bug).
 * Returns the release.
 */
export function takePidLock(
  file: string,
  busy: (owner: number) => Error,
  options: { selfCounts?: boolean } = {},
): () => void {
  const take = () => writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    const mine = owner === process.pid;
    if (Number.isInteger(owner) && owner > 0 && (!mine || options.selfCounts) && isAlive(owner)) throw busy(owner);
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
