// How long a search may run. The search never reads a clock: the caller
// injects `now()` (milliseconds) with a time budget, or gives a count of
// iterations (nodes for medium, playouts for hard), which makes the move
// reproducible from the seed.

export interface BudgetOptions {
  /** Milliseconds per move; needs `now`. Ignored when `iterations` is given. */
  timeMs?: number;
  /** Search steps per move (medium: nodes, hard: playouts); the move then depends on the seed only. */
  iterations?: number;
  /** A monotonic clock in milliseconds, e.g. `() => performance.now()`. */
  now?: () => number;
}

export interface Budget {
  /** True once the search must stop; `steps` is how many steps it has done. */
  exhausted(steps: number): boolean;
  /** Milliseconds since the start, or 0 without a clock. */
  elapsed(): number;
}

/** Time budget when a clock is given, else (or when `iterations` is set) a step budget. */
export function makeBudget(
  options: BudgetOptions,
  defaults: { timeMs: number; iterations: number; checkEvery: number },
): Budget {
  const now = options.now;
  const start = now ? now() : 0;
  const elapsed = () => (now ? now() - start : 0);
  if (options.iterations !== undefined || !now) {
    const limit = Math.max(1, Math.floor(options.iterations ?? defaults.iterations));
    return { exhausted: (steps) => steps >= limit, elapsed };
  }
  const limitMs = options.timeMs ?? defaults.timeMs;
  // Reading the clock costs little next to a step, but not nothing: look every `checkEvery` steps.
  const every = defaults.checkEvery;
  return { exhausted: (steps) => steps > 0 && steps % every === 0 && now() - start >= limitMs, elapsed };
}
