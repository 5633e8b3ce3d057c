// `azul tournament simulate --entrants N --format swiss|round-robin|elimination --rounds R --table-size K
// [--seed S] [--level medium] [--steps N] [--variant standard|gray] [--bots-fill]`: a whole tournament
// of AI players through the bot's own pairing (src/tournaments), games (the engine, each dealt from
// the tournament's seed as the bot deals them, a stalled round ending a game as it does for a table of
// bots) and standings. One JSON line per game, {"round","table","players","scores","places"}, then
// {"standings":[{"id","points","tiebreaks":[Buchholz, total score, rating]}...]}. Entrants are p1..pN,
// all rated alike (the seed orders them). The AI searches a fixed number of steps, so a run replays
// exactly from its seed.
import { parseArgs } from 'node:util';
import {
  applyAction,
  endByAgreement,
  newGame,
  reachedWall,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../engine/index.ts';
import {
  SWISS_ROUNDS,
  computeStandings,
  gameSeed,
  isFormat,
  isTableSize,
  nextPairing,
  setupProblem,
  tableResultOf,
  tiebreaks,
  type PlayedRound,
  type Table,
  type TableResult,
  type TournamentSetup,
} from '../tournaments/index.ts';

const USAGE =
  'usage: azul tournament simulate --entrants N --format swiss|round-robin|elimination --rounds R --table-size K\n' +
  '         [--seed S] [--level random|greedy|easy|medium|hard] [--steps N] [--variant standard|gray] [--bots-fill]\n' +
  '  --rounds: Swiss only (round-robin and elimination play the rounds their field needs)\n' +
  "  --steps: the AI's search steps a move (default 200: a fast budget; medium counts nodes, hard playouts)";

export const LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
/** A fast budget: a medium move at 200 nodes takes ~1 ms. */
export const DEFAULT_STEPS = 200;
/** A game still going at this round ends where it stands (as a table of bots ends a stalled game). */
const MAX_GAME_ROUNDS = 100;

function fail(message: string): number {
  console.error(`azul tournament: ${message}\n${USAGE}`);
  return 2;
}

export interface SimulationOptions {
  level: Level;
  steps: number;
  variant: Variant;
}

export interface Simulation {
  played: PlayedRound[];
  games: number;
  moves: number;
  /** Milliseconds spent playing the games (the AI and the engine), pairing rounds, and ranking. */
  gamesMs: number;
  pairingMs: number;
  standingsMs: number;
}

/** Plays the whole tournament; `onGame` hears each game as it ends (round and table 1-based). */
export async function simulateTournament(
  setup: TournamentSetup,
  options: SimulationOptions,
  onGame: (round: number, table: number, result: TableResult) => void = () => {},
): Promise<Simulation> {
  const { chooseMove } = await import('../ai/index.ts');
  let moves = 0;
  let games = 0;
  const play = (table: Table, round: number, index: number): TableResult => {
    const seed = gameSeed(setup.seed, round, index + 1);
    const seats = table.players.length + table.bots;
    let state: GameState = newGame({ playerCount: seats as PlayerCount, variant: options.variant, seed });
    let move = 0;
    while (state.phase !== 'over') {
      const action = chooseMove(state, {
        level: options.level,
        seed: `${seed}:${move}`,
        iterations: options.steps,
      }).action;
      const applied = applyAction(state, action);
      if (!applied.ok) throw new Error(`the AI chose an illegal move: ${applied.error}`);
      const ended = applied.state.scoreHistory.length > state.scoreHistory.length;
      state = applied.state;
      move++;
      // A round in which no tile reached a wall: a table of bots agrees to end there (the bot's rule).
      if (ended && state.phase !== 'over' && (!reachedWall(state.lastReport!) || state.round >= MAX_GAME_ROUNDS))
        state = endByAgreement(state);
    }
    moves += move;
    games++;
    const ids = [...table.players, ...Array.from({ length: table.bots }, () => null)];
    const result = state.result!;
    return tableResultOf(
      ids,
      ids.map((_, seat) => ({ score: result.scores[seat]!, completeRows: result.completeRows[seat]! })),
    );
  };
  const played: PlayedRound[] = [];
  let gamesMs = 0;
  let pairingMs = 0;
  for (;;) {
    const t0 = performance.now();
    const pairing = nextPairing({ setup, rounds: played, withdrawn: [] });
    pairingMs += performance.now() - t0;
    if (!pairing) break;
    const t1 = performance.now();
    const results = pairing.tables.map((table, i) => {
      const result = play(table, pairing.round, i);
      onGame(pairing.round, i + 1, result);
      return result;
    });
    gamesMs += performance.now() - t1;
    played.push({ ...pairing, results });
  }
  const t2 = performance.now();
  computeStandings({ setup, rounds: played, withdrawn: [] });
  const standingsMs = performance.now() - t2;
  return { played, games, moves, gamesMs, pairingMs, standingsMs };
}

export async function run(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'simulate') return fail(sub ? `unknown subcommand "${sub}"` : 'a subcommand is needed');
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        entrants: { type: 'string' },
        format: { type: 'string' },
        rounds: { type: 'string' },
        'table-size': { type: 'string' },
        seed: { type: 'string', default: '1' },
        level: { type: 'string', default: 'medium' },
        steps: { type: 'string', default: String(DEFAULT_STEPS) },
        variant: { type: 'string', default: 'standard' },
        'bots-fill': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const entrants = Number(values.entrants);
  if (!Number.isInteger(entrants) || entrants < 2 || entrants > 1000)
    return fail('--entrants must be a whole number from 2 to 1000');
  if (!isFormat(values.format)) return fail('--format must be swiss, round-robin or elimination');
  const tableSize = Number(values['table-size']);
  if (!isTableSize(tableSize)) return fail('--table-size must be 2, 3 or 4');
  const rounds = values.rounds === undefined ? 0 : Number(values.rounds);
  if (values.format === 'swiss' && values.rounds === undefined)
    return fail('--rounds is needed for a Swiss tournament');
  if (!(LEVELS as readonly string[]).includes(values.level)) return fail(`--level must be one of ${LEVELS.join(', ')}`);
  const steps = Number(values.steps);
  if (!Number.isInteger(steps) || steps < 1) return fail('--steps must be a positive whole number');
  if (values.variant !== 'standard' && values.variant !== 'gray') return fail('--variant must be standard or gray');
  const setup: TournamentSetup = {
    format: values.format,
    tableSize,
    rounds,
    seed: values.seed,
    entrants: Array.from({ length: entrants }, (_, i) => ({ id: `p${i + 1}`, rating: 0 })),
    botsFill: values['bots-fill'],
  };
  const problem = setupProblem(setup);
  if (problem === 'BAD_ROUNDS')
    return fail(`--rounds must be a whole number from ${SWISS_ROUNDS.min} to ${SWISS_ROUNDS.max}`);
  if (problem) return fail(problem);

  const { played } = await simulateTournament(
    setup,
    { level: values.level as Level, steps, variant: values.variant as Variant },
    (round, table, result) =>
      console.log(
        JSON.stringify({
          round,
          table,
          players: result.seats.map((s) => s.id),
          scores: result.seats.map((s) => s.score),
          places: result.seats.map((s) => s.place),
        }),
      ),
  );
  const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
  const standings = computeStandings({ setup, rounds: played, withdrawn: [] }).map((s) => ({
    id: s.id,
    points: round4(s.points),
    tiebreaks: tiebreaks(s).map(round4),
  }));
  console.log(JSON.stringify({ standings }));
  return 0;
}
