// `azul bench`: picks the benchmark by flag; each lives in its own module.
export async function run(argv: string[]): Promise<number> {
  if (argv.includes('--store')) return (await import('./bench-store.ts')).run(argv.filter((a) => a !== '--store'));
  if (argv.includes('--render')) return (await import('./bench-render.ts')).run(argv.filter((a) => a !== '--render'));
  if (argv.includes('--clocks')) return (await import('./bench-clocks.ts')).run(argv.filter((a) => a !== '--clocks'));
  if (argv.includes('--wake')) return (await import('./bench-wake.ts')).run(argv.filter((a) => a !== '--wake'));
  if (argv.includes('--stats')) return (await import('./bench-stats.ts')).run(argv.filter((a) => a !== '--stats'));
  if (argv.includes('--shards')) return (await import('./bench-shards.ts')).run(argv.filter((a) => a !== '--shards'));
  if (argv.includes('--soak')) return (await import('./bench-soak.ts')).run(argv.filter((a) => a !== '--soak'));
  if (argv.includes('--scale')) return (await import('./bench-scale.ts')).run(argv.filter((a) => a !== '--scale'));
  if (argv.includes('--taps')) return (await import('./bench-taps.ts')).run(argv.filter((a) => a !== '--taps'));
  if (argv.includes('--review')) return (await import('./bench-review.ts')).run(argv.filter((a) => a !== '--review'));
  if (argv.includes('--ai-load'))
    return (await import('./bench-ai-load.ts')).run(argv.filter((a) => a !== '--ai-load'));
  if (argv.includes('--startup'))
    return (await import('./bench-startup.ts')).run(argv.filter((a) => a !== '--startup'));
  if (argv.includes('--activity'))
    return (await import('./bench-activity.ts')).run(argv.filter((a) => a !== '--activity'));
  if (argv.includes('--tournament'))
    return (await import('./bench-tournament.ts')).run(argv.filter((a) => a !== '--tournament'));
  if (argv.includes('--discord'))
    return (await import('./bench-discord.ts')).run(argv.filter((a) => a !== '--discord'));
  return (await import('./bench-engine.ts')).run(argv);
}
