// `azul bench --tournament [--entrants 64] [--format swiss] [--rounds 6] [--table-size 4] [--level medium]
// [--steps 200] [--seed S]`: the time `azul tournament simulate` takes for a whole tournament of AI
// players at a fast budget (the goal: under a minute for 64 entrants, Swiss, 6 rounds, tables of 4),
// and where it goes: the games (the AI and the engine) against the pairing and the standings, timed
// in the same run. One JSON line; numbers are printed, never asserted.
import { parseArgs } from 'node:util';
import { isFormat, isTableSize, setupProblem, type TournamentSetup } from '../tournaments/index.ts';
import { DEFAULT_STEPS, LEVELS, simulateTournament, type Level } from './tournament.ts';

const USAGE =
  'usage: azul bench --tournament [--entrants 64] [--format swiss] [--rounds 6] [--table-size 4] [--level medium] [--steps 200] [--seed S]';

/** The goal: a 64-entrant Swiss tournament of 6 rounds at tables of 4 in under a minute. */
const GOAL_MS = 60_000;

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        entrants: { type: 'string', default: '64' },
        format: { type: 'string', default: 'swiss' },
        rounds: { type: 'string', default: '6' },
        'table-size': { type: 'string', default: '4' },
        level: { type: 'string', default: 'medium' },
        steps: { type: 'string', default: String(DEFAULT_STEPS) },
        seed: { type: 'string', default: 'bench' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`azul bench --tournament: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const tableSize = Number(values['table-size']);
  const steps = Number(values.steps);
  const entrants = Number(values.entrants);
  if (
    !isFormat(values.format) ||
    !isTableSize(tableSize) ||
    !(LEVELS as readonly string[]).includes(values.level) ||
    !Number.isInteger(steps) ||
    steps < 1 ||
    !Number.isInteger(entrants)
  ) {
    console.error(`azul bench --tournament: bad options\n${USAGE}`);
    return 2;
  }
  const setup: TournamentSetup = {
    format: values.format,
    tableSize,
    rounds: Number(values.rounds),
    seed: values.seed,
    entrants: Array.from({ length: entrants }, (_, i) => ({ id: `p${i + 1}`, rating: 0 })),
    botsFill: false,
  };
  const problem = setupProblem(setup);
  if (problem) {
    console.error(`azul bench --tournament: ${problem}\n${USAGE}`);
    return 2;
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const sim = await simulateTournament(setup, { level: values.level as Level, steps, variant: 'standard' });
  const totalMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const round = (x: number) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify({
      entrants,
      format: setup.format,
      rounds: sim.played.length,
      tableSize,
      level: values.level,
      steps,
      games: sim.games,
      moves: sim.moves,
      totalMs: round(totalMs),
      cpuMs: round((cpu.user + cpu.system) / 1000),
      gamesMs: round(sim.gamesMs),
      pairingMs: round(sim.pairingMs),
      standingsMs: round(sim.standingsMs),
      // The tournament's own work (pairing, standings) against the games it runs, timed in this run.
      overheadOfGames: Math.round(((sim.pairingMs + sim.standingsMs) / sim.gamesMs) * 10_000) / 10_000,
      ofGoal: Math.round((totalMs / GOAL_MS) * 1000) / 1000,
    }),
  );
  return 0;
}
