// The memory of a process tree, as the benchmarks count it: RSS counts node's code in every node
// process, PSS splits such shared pages between them, and the tree's resident pages count each once.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTree, splitRssMb, treePssMb, treeResidentMb, treeRssMb } from '../../src/cli/process-tree.ts';

describe.runIf(process.platform === 'linux')('process tree memory', () => {
  it('counts a child in the tree; PSS is below RSS once two node processes share their code', async () => {
    const alone = { rss: treeRssMb(process.pid), pss: treePssMb(process.pid) };
    expect(alone.rss).toBeGreaterThan(10);
    expect(alone.pss).toBeGreaterThan(0);
    expect(alone.pss).toBeLessThanOrEqual(alone.rss);
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(processTree(process.pid)).toContain(child.pid);
      const split = splitRssMb(process.pid);
      expect(split.childrenMb).toBeGreaterThan(10);
      const both = { rss: treeRssMb(process.pid), pss: treePssMb(process.pid) };
      expect(both.rss).toBeGreaterThan(alone.rss + 10);
      // The node binary's pages are in both processes: RSS counts them twice, PSS once.
      expect(both.rss - both.pss).toBeGreaterThan(alone.rss - alone.pss);
    } finally {
      child.kill();
    }
  });

  it('counts a page shared by two processes of the tree once: a node process and its node child', async () => {
    // A node process that starts another node process: both map node's code.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); setInterval(() => {}, 1000)`,
      ],
      { stdio: 'ignore' },
    );
    try {
      const deadline = Date.now() + 5_000;
      while (processTree(parent.pid!).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const [own, child] = processTree(parent.pid!);
      // A child still starting grows between two reads: measure once its memory holds still.
      let last = -1;
      while (Math.abs(treeRssMb(child!) - last) > 0.2 && Date.now() < deadline + 10_000) {
        last = treeRssMb(child!);
        await new Promise((r) => setTimeout(r, 200));
      }
      const resident = treeResidentMb(parent.pid!);
      if (resident === undefined) return; // not root: the kernel hides which page is which
      const rss = treeRssMb(parent.pid!);
      // Each process alone: its resident pages are its RSS (read between two RSS reads, in case it still moves).
      const before = treeRssMb(child!);
      const childResident = treeResidentMb(child!)!;
      const after = treeRssMb(child!);
      expect(childResident).toBeGreaterThan(Math.min(before, after) - 1);
      expect(childResident).toBeLessThan(Math.max(before, after) + 1);
      // Together: at least the bigger one, and node's shared code (tens of MB) counted once, not twice.
      expect(resident).toBeGreaterThanOrEqual(Math.max(treeRssMb(child!), splitRssMb(own!).ownMb) - 1);
      expect(rss - resident).toBeGreaterThan(10);
    } finally {
      // The whole tree: a grandchild outlives a parent killed alone.
      for (const pid of processTree(parent.pid!).reverse()) process.kill(pid, 'SIGKILL');
    }
  });
});
