// Memory at each step of the start (what each part costs): process.memoryUsage() after
// each mark, and the growth since the one before, logged at debug level (LOG_LEVEL=debug).
import type { Logger } from 'pino';

const MB = 1024 * 1024;
const round = (n: number) => Math.round((n / MB) * 10) / 10;

export function memoryMarks(log: Pick<Logger, 'debug' | 'isLevelEnabled'>) {
  let last = process.memoryUsage();
  const started = performance.now();
  return {
    mark(step: string): void {
      if (!log.isLevelEnabled('debug')) return;
      const now = process.memoryUsage();
      log.debug(
        {
          step,
          ms: Math.round(performance.now() - started),
          rssMb: round(now.rss),
          rssGrowthMb: round(now.rss - last.rss),
          heapUsedMb: round(now.heapUsed),
          heapGrowthMb: round(now.heapUsed - last.heapUsed),
          externalMb: round(now.external),
        },
        'memory',
      );
      last = now;
    },
  };
}
