// The memory of a process tree, as the benchmarks count it: RSS counts node's code in every node
// process, PSS splits such shared pages between them.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTree, splitRssMb, treePssMb, treeRssMb } from '../../src/cli/process-tree.ts';

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
});
