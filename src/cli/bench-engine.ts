// `azul bench [--players P] [--seconds S] [--variant standard|gray] [--checked]`: uniform-random
// games through the public engine API. randomLegalMove picks legalMoves(state)[i] for a uniform i
// without building the list; applyInPlace plays it on the game's working copy, the rollout path an
// AI uses (src/engine/fast-path.ts: the same rule code as applyAction, minus its checks and
// copies). `--checked` plays every move through applyAction instead, as the app does. Prints
// progress, then one JSON line last.
import { parseArgs } from 'node:util';
import {
  applyAction,
  applyInPlace,
  newGame,
  randomLegalMove,
  seedRng,
  workingCopy,
  type PlayerCount,
} from '../engine/index.ts';

/** Uniform-random games that reach this round are stopped and still counted (see `abandoned`). */
const MAX_ROUNDS = 100;

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        players: { type: 'string', default: '2' },
        seconds: { type: 'string', default: '5' },
        variant: { type: 'string', default: 'standard' },
        checked: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`azul bench: ${(error as Error).message}`);
    return 2;
  }
  const players = Number(values.players);
  const seconds = Number(values.seconds);
  if (players !== 2 && players !== 3 && players !== 4) {
    console.error('azul bench: --players must be 2, 3 or 4');
    return 2;
  }
  const variant = values.variant;
  if (variant !== 'standard' && variant !== 'gray') {
    console.error('azul bench: --variant must be standard or gray');
    return 2;
  }
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error('azul bench: --seconds must be a positive number');
    return 2;
  }
  const rng = seedRng(`bench-${players}`);
  let abandoned = 0;
  const checked = values.checked;
  const playOne = (seed: string): number => {
    const game = newGame({ playerCount: players as PlayerCount, variant, seed });
    let state = checked ? game : workingCopy(game);
    let moves = 0;
    while (state.phase !== 'over') {
      // The rules allow endless games (tiles locked in pattern lines, blocked gray rows).
      if (state.round >= MAX_ROUNDS) {
        abandoned++;
        break;
      }
      const action = randomLegalMove(state, rng);
      if (checked) {
        const result = applyAction(state, action);
        if (!result.ok) throw new Error(`engine rejected its own legal move: ${result.error}`);
        state = result.state;
      } else {
        applyInPlace(state, action);
      }
      moves++;
    }
    return moves;
  };
  // Warm-up so the JIT has compiled the hot paths before timing starts.
  for (let i = 0; i < 200; i++) playOne(`warmup-${i}`);
  abandoned = 0;

  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  let games = 0;
  let moves = 0;
  let nextReport = start + 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 50; i++) moves += playOne(`bench-${games++}`);
    now = performance.now();
    if (now >= nextReport) {
      const elapsed = (now - start) / 1000;
      console.log(`${elapsed.toFixed(1)} s: ${games} games, ${Math.round(games / elapsed)} games/s`);
      nextReport += 1000;
    }
  }
  const elapsed = (now - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // On a shared machine wall-clock rates fall with the load; CPU time shows the engine's own cost.
  console.log(
    `cpu: ${cpuSeconds.toFixed(2)} s for ${elapsed.toFixed(2)} s wall, ${Math.round(games / cpuSeconds)} games per CPU-second; ` +
      `${abandoned} game(s) stopped at round ${MAX_ROUNDS}`,
  );
  console.log(
    JSON.stringify({
      engine: 'azul-ts',
      players,
      ...(checked ? { path: 'applyAction' } : {}),
      gamesPerSec: Math.round(games / elapsed),
      movesPerSec: Math.round(moves / elapsed),
    }),
  );
  return 0;
}
