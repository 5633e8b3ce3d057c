// The test files' order: the longest first, so that no long file starts last and runs alone on a
// machine that is otherwise done (with 3 files at a time on 2 cores, the suite is CPU-bound). vitest
// orders by the durations it cached from the last run, and a fresh clone (CI) has none: it ordered by
// file size and started the long end-to-end files later (a fresh clone took ~10 s longer than a warm
// checkout). These files, measured longest (`AZUL_TEST_CPU_LOG`), go first in this order, whatever
// the cache says; the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'test/e2e/durability.test.ts',
  'test/e2e/bots-and-clocks.test.ts',
  'test/e2e/sharding.test.ts',
  'test/playground/browser.test.ts',
  'test/playground/phone.test.ts',
  'test/build/dockerfile.test.ts',
  'test/e2e/games.test.ts',
  'test/e2e/review.test.ts',
  'test/cli/stats-cli.test.ts',
  'test/e2e/stats.test.ts',
  'test/app/reviews.test.ts',
  'test/playground/launcher.test.ts',
];

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at < 0 ? LONGEST.length : at;
    };
    // A stable sort: the files not listed stay in vitest's order, after the listed ones.
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}
