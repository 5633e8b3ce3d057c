// `azul bench`: picks the benchmark by flag; each lives in its own module, loaded only when chosen.

type BenchRunner = (argv: string[]) => Promise<number>;

const BENCHMARKS: Record<string, () => Promise<{ run: BenchRunner }>> = {
  '--store': () => import('./bench-store.ts'),
  '--render': () => import('./bench-render.ts'),
  '--clocks': () => import('./bench-clocks.ts'),
  '--wake': () => import('./bench-wake.ts'),
  '--stats': () => import('./bench-stats.ts'),
  '--shards': () => import('./bench-shards.ts'),
  '--soak': () => import('./bench-soak.ts'),
  '--scale': () => import('./bench-scale.ts'),
  '--taps': () => import('./bench-taps.ts'),
  '--review': () => import('./bench-review.ts'),
  '--ai-load': () => import('./bench-ai-load.ts'),
  '--startup': () => import('./bench-startup.ts'),
  '--tournament': () => import('./bench-tournament.ts'),
  '--activity': () => import('./bench-activity.ts'),
  '--discord': () => import('./bench-discord.ts'),
  '--puzzles': () => import('./bench-puzzles.ts'),
};

/**
 * The first argument that names a benchmark chooses it, so a benchmark's own option may share a
 * name with another benchmark (`bench --review --scale 0` is the review's `--scale`). None: the engine.
 */
export async function run(argv: string[]): Promise<number> {
  const at = argv.findIndex((a) => Object.hasOwn(BENCHMARKS, a));
  if (at < 0) return (await import('./bench-engine.ts')).run(argv);
  const rest = [...argv.slice(0, at), ...argv.slice(at + 1)];
  return (await BENCHMARKS[argv[at]!]!()).run(rest);
}
