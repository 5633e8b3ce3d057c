// The resident memory of a process and of every process it started (Linux: /proc), for benchmarks
// that count what a bot costs in all, e.g. with its AI in a child process. RSS counts a page shared
// by two processes (node's own code, libraries) in each of them; PSS splits it between them (and with
// any other process mapping it, e.g. the benchmark's own node); the tree's resident pages, each
// counted once (from /proc/<pid>/pagemap, as root), are what the machine gives the tree.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

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

const PAGE = 4096;

/** The address ranges of a process that have pages in memory (from smaps: its Rss lines). */
function residentRanges(pid: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let current: [number, number] | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) current = [parseInt(range[1]!, 16), parseInt(range[2]!, 16)];
    else if (current && line.startsWith('Rss:') && !/^Rss:\s+0 kB/.test(line)) ranges.push(current);
  }
  return ranges;
}

/**
 * The pages in memory of `pid` and its descendants, each physical page counted once (node's code
 * shared by the bot and its AI's process, libraries), in MB (one decimal): what the tree holds of the
 * machine's memory. Undefined where the kernel does not say which page is which (not root).
 */
export function treeResidentMb(pid: number): number | undefined {
  const frames = new Set<number>();
  for (const p of processTree(pid)) {
    let fd: number;
    let ranges: Array<[number, number]>;
    try {
      ranges = residentRanges(p);
      fd = openSync(`/proc/${p}/pagemap`, 'r');
    } catch {
      continue; // gone meanwhile
    }
    try {
      for (const [start, end] of ranges) {
        const entries = Buffer.alloc(((end - start) / PAGE) * 8);
        readSync(fd, entries, 0, entries.length, (start / PAGE) * 8);
        for (let i = 0; i < entries.length; i += 8) {
          const high = entries.readUInt32LE(i + 4);
          if ((high & 0x80000000) === 0) continue; // not in memory
          // Bits 0-54: the page frame; zero when this process may not see frames.
          const frame = (high & 0x7fffff) * 2 ** 32 + entries.readUInt32LE(i);
          if (frame === 0) return undefined;
          frames.add(frame);
        }
      }
    } finally {
      closeSync(fd);
    }
  }
  return Math.round(((frames.size * PAGE) / 1024 / 1024) * 10) / 10;
}
