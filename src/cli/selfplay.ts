// `azul selfplay --games N --players P [--variant standard|gray] [--policy random|greedy] --seed S --out FILE`:
// plays N games and writes one azul-record/1 per line. Game i uses seed
// `${S}-${i}`; its policy uses `${S}-${i}-policy`, so a run is reproducible.
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
  type PlayerCount,
  type Variant,
} from '../engine/index.ts';

const USAGE =
  'usage: azul selfplay --games N --players P [--variant standard|gray] [--policy random|greedy] --seed S --out FILE [--max-rounds R]';

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
  if (values.policy !== 'random' && values.policy !== 'greedy') return fail('--policy must be random or greedy');
  if (values.seed === undefined) return fail('--seed is required');
  if (!values.out) return fail('--out is required');
  const maxRounds = Number(values['max-rounds']);
  if (!Number.isInteger(maxRounds) || maxRounds < 1) return fail('--max-rounds must be a positive integer');

  const variant = values.variant as Variant;
  const makePolicy = values.policy === 'greedy' ? greedyPolicy : randomPolicy;
  const lines: string[] = [];
  let unfinished = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${values.seed}-${i}`;
    const init = { playerCount: players as PlayerCount, variant, seed };
    const policy = makePolicy(`${seed}-policy`);
    let state = newGame(init);
    const actions: Action[] = [];
    while (state.phase !== 'over') {
      // The rules allow endless games (tiles locked in pattern lines, blocked gray
      // rows); such a game is written as it stands: a legal, unfinished record.
      if (state.round >= maxRounds) {
        unfinished++;
        break;
      }
      const action = policy(state);
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
