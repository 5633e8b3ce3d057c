// `azul selfplay --games N --players P [--variant standard|gray] [--policy SPEC[,SPEC...]] --seed S --out FILE`:
// plays N games and writes one azul-record/1 per line. Game i uses seed
// `${S}-${i}`; its policy uses `${S}-${i}-policy`, so a run is reproducible.
// SPEC: random, greedy, or an AI level with an optional step budget (easy, medium/2000, hard/500:
// step budgets only, so a run stays reproducible); one SPEC for every seat, or one per seat.
// A game still running at round R (default 100) is written unfinished.
import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import {
  applyAction,
  greedyPolicy,
  makeRecordLine,
  newGame,
  randomPolicy,
  recordFromActions,
  type Action,
  type GameState,
  type PlayerCount,
  type Variant,
} from '../engine/index.ts';

const USAGE =
  'usage: azul selfplay --games N --players P [--variant standard|gray] [--policy SPEC[,SPEC...]] --seed S --out FILE [--max-rounds R]\n' +
  '  SPEC: random | greedy | easy | medium[/STEPS] | hard[/STEPS]; one for all seats or one per seat';

const AI_LEVELS = ['easy', 'medium', 'hard'] as const;
type AiLevel = (typeof AI_LEVELS)[number];
/** A seat's player: the action for `state`; `moveSeed` tells moves apart for the AI's own randomness. */
type SeatPolicy = (state: GameState, moveSeed: string) => Action;
/** Makes a seat's player from the game's policy seed. */
type SeatMaker = (seed: string) => SeatPolicy;

/** A seat's player from its SPEC, or what is wrong with it. The AI is loaded only when a level is asked for. */
async function seatPolicy(spec: string): Promise<SeatMaker | string> {
  if (spec === 'random' || spec === 'greedy') {
    const make = spec === 'random' ? randomPolicy : greedyPolicy;
    return (seed) => {
      const policy = make(seed);
      return (state) => policy(state);
    };
  }
  const [level, steps, ...rest] = spec.split('/');
  if (!(AI_LEVELS as readonly string[]).includes(level) || rest.length > 0) {
    return `"${spec}" is not random, greedy, easy, medium[/STEPS] or hard[/STEPS]`;
  }
  // Step budgets only: a time budget would make the run depend on the machine.
  const iterations = steps === undefined ? undefined : Number(steps);
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations > 0))
    return `"${spec}": the steps after / must be a positive integer`;
  const { chooseMove } = await import('../ai/index.ts');
  return (seed) => (state, moveSeed) =>
    chooseMove(state, { level: level as AiLevel, seed: `${seed}:${moveSeed}`, iterations }).action;
}

function fail(message: string): number {
  console.error(`azul selfplay: ${message}\n${USAGE}`);
  return 2;
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string' },
        players: { type: 'string' },
        variant: { type: 'string', default: 'standard' },
        policy: { type: 'string', default: 'random' },
        seed: { type: 'string' },
        out: { type: 'string' },
        'max-rounds': { type: 'string', default: '100' },
      },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const games = Number(values.games);
  const players = Number(values.players);
  if (!Number.isInteger(games) || games < 1) return fail('--games must be a positive integer');
  if (players !== 2 && players !== 3 && players !== 4) return fail('--players must be 2, 3 or 4');
  if (values.variant !== 'standard' && values.variant !== 'gray') return fail('--variant must be standard or gray');
  const specs = values.policy.split(',');
  if (specs.length !== 1 && specs.length !== players)
    return fail(`--policy: give one SPEC, or one per seat (${players})`);
  const makers: SeatMaker[] = [];
  for (const spec of specs) {
    const maker = await seatPolicy(spec.trim());
    if (typeof maker === 'string') return fail(`--policy: ${maker}`);
    makers.push(maker);
  }
  if (values.seed === undefined) return fail('--seed is required');
  if (!values.out) return fail('--out is required');
  const maxRounds = Number(values['max-rounds']);
  if (!Number.isInteger(maxRounds) || maxRounds < 1) return fail('--max-rounds must be a positive integer');

  const variant = values.variant as Variant;
  const lines: string[] = [];
  let unfinished = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${values.seed}-${i}`;
    const init = { playerCount: players as PlayerCount, variant, seed };
    // One policy per seat; with a single SPEC they share one random source, as before.
    const shared = makers.length === 1 ? makers[0](`${seed}-policy`) : null;
    const seats = Array.from({ length: players }, (_, k) => shared ?? makers[k](`${seed}-policy-${k}`));
    let state = newGame(init);
    const actions: Action[] = [];
    while (state.phase !== 'over') {
      // The rules allow endless games (tiles locked in pattern lines, blocked gray
      // rows); such a game is written as it stands: a legal, unfinished record.
      if (state.round >= maxRounds) {
        unfinished++;
        break;
      }
      const action = seats[state.current](state, String(actions.length));
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(`policy chose an illegal action: ${result.error}`);
      actions.push(action);
      state = result.state;
    }
    lines.push(makeRecordLine(recordFromActions(init, actions)));
  }
  try {
    await writeFile(values.out, lines.join('\n') + '\n');
  } catch (error) {
    console.error(`azul selfplay: cannot write ${values.out}: ${(error as Error).message}`);
    return 2;
  }
  const note = unfinished ? ` (${unfinished} stopped unfinished at round ${maxRounds})` : '';
  console.error(`azul selfplay: ${games} game(s) written to ${values.out}${note}`);
  return 0;
}
