// The resident memory of a process and of every process it started (Linux: /proc), for benchmarks
// that count what a bot costs in all, e.g. with its AI in a child process. RSS counts a page shared
// by two processes (node's own code, libraries) in each of them; PSS splits it between them, so the
// PSS of a tree is what the machine really gives it.
import { readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return tasks.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A "Name:  123 kB" line of a /proc file, in kB; 0 where it cannot be read (the process is gone). */
function kbLine(file: string, name: string): number {
  try {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const rssKb = (pid: number) => kbLine(`/proc/${pid}/status`, 'VmRSS');
const pssKb = (pid: number) => kbLine(`/proc/${pid}/smaps_rollup`, 'Pss');

/** The process ids of `pid` and all its descendants. */
export function processTree(pid: number): number[] {
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...childrenOf(next));
  }
  return out;
}

/** RSS of `pid` and its descendants, in MB (one decimal); 0 where /proc cannot be read. */
export function treeRssMb(pid: number): number {
  const kb = processTree(pid).reduce((sum, p) => sum + rssKb(p), 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** PSS of `pid` and its descendants (shared pages counted once between them), in MB (one decimal). */
export function treePssMb(pid: number): number {
  const kb = processTree(pid).reduce((sum, p) => sum + pssKb(p), 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** RSS of `pid` alone and of its descendants together, in MB (one decimal). */
export function splitRssMb(pid: number): { ownMb: number; childrenMb: number } {
  const [, ...children] = processTree(pid);
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  return { ownMb: mb(rssKb(pid)), childrenMb: mb(children.reduce((sum, p) => sum + rssKb(p), 0)) };
}
