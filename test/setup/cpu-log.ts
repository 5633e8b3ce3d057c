// With AZUL_TEST_CPU_LOG=<file>: appends one line per test file, "file<TAB>own CPU-s<TAB>its child
// processes' CPU-s<TAB>wall s<TAB>end (ms since 1970: the run's timeline)",
// to find what the suite's time goes to (it is CPU-bound on 2 cores).
// Own: the worker's CPU while the file ran (workers run one file at a time); children: processes
// the file started and that exited (bots, AI processes, Chromium; not Postgres's backends).
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

function cpuSeconds(): { own: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is fields[0]; utime, stime, cutime, cstime are fields[11..14].
  const ticks = (i: number) => Number(fields[i]);
  return { own: (ticks(11) + ticks(12)) / TICKS_PER_SECOND, children: (ticks(13) + ticks(14)) / TICKS_PER_SECOND };
}

const logFile = process.env.AZUL_TEST_CPU_LOG;
if (logFile) {
  let start = cpuSeconds();
  let startedAt = 0;
  beforeAll(() => {
    start = cpuSeconds();
    startedAt = performance.now();
  });
  afterAll(() => {
    const end = cpuSeconds();
    const file = (expect.getState().testPath ?? '?').replace(/^.*?\/test\//, 'test/');
    const wall = (performance.now() - startedAt) / 1000;
    appendFileSync(
      logFile,
      `${file}\t${(end.own - start.own).toFixed(1)}\t${(end.children - start.children).toFixed(1)}\t${wall.toFixed(1)}\t${Date.now()}\n`,
    );
  });
}
