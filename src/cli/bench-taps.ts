// `azul bench --taps [--games N] [--level greedy|easy|medium] [--seed S] [--buttons B]`: how many taps a person's
// turn takes on real Discord (a button is one tap; a select menu two: open it, then choose),
// with the select-menu flow (a select of the sources, then color buttons, then line buttons) and with the
// few-taps steps of src/app/tap-steps.ts, over N games per player count and wall, every seat
// played by an AI level choosing its moves as a person would. A draft is a turn; a gray-wall
// placement is one button in both flows and is counted apart. `--buttons`: the choice buttons a
// step may show (default CHOICE_BUTTONS, 4 rows of 5). Prints a table, then one JSON line.
import { parseArgs } from 'node:util';
import { chooseMove, isLevel, type Level } from '../ai/index.ts';
import { applyAction, newGame, type PlayerCount } from '../engine/index.ts';
import type { Variant } from '../engine/types.ts';
import { CHOICE_BUTTONS, tapsBefore, tapsToPlay } from '../app/tap-steps.ts';
import { percentile } from './bench-kit.ts';

/** The rules allow endless games; one that reaches this round is dropped (and counted). */
const MAX_ROUNDS = 30;

interface Summary {
  turns: number;
  median: number;
  p95: number;
  mean: number;
  /** Share of turns that take at most two taps. */
  twoOrFewer: number;
  max: number;
}

function summary(taps: number[]): Summary {
  const sorted = [...taps].sort((a, b) => a - b);
  const mean = sorted.reduce((s, n) => s + n, 0) / Math.max(1, sorted.length);
  return {
    turns: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    mean: Math.round(mean * 100) / 100,
    twoOrFewer: Math.round((sorted.filter((n) => n <= 2).length / Math.max(1, sorted.length)) * 1000) / 1000,
    max: sorted.at(-1) ?? NaN,
  };
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '20' },
        level: { type: 'string', default: 'greedy' },
        seed: { type: 'string', default: 'taps' },
        buttons: { type: 'string', default: String(CHOICE_BUTTONS) },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`azul bench --taps: ${(error as Error).message}`);
    return 2;
  }
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) {
    console.error('azul bench --taps: --games must be a positive integer');
    return 2;
  }
  const buttons = Number(values.buttons);
  if (!Number.isInteger(buttons) || buttons < 1 || buttons > 25) {
    console.error('azul bench --taps: --buttons must be an integer from 1 to 25');
    return 2;
  }
  const level = values.level;
  if (!isLevel(level) || level === 'hard') {
    console.error('azul bench --taps: --level must be random, greedy, easy or medium');
    return 2;
  }
  const out: Record<string, { before: Summary; after: Summary; placements: number; games: number; dropped: number }> =
    {};
  console.log(
    `taps per turn (a draft), ${games} games per player count and wall, players: ${level}, up to ${buttons} choice buttons a step`,
  );
  console.log(
    'players  wall      turns  before: median  p95  mean  <=2 taps   after: median  p95  mean  <=2 taps  max',
  );
  for (const players of [2, 3, 4] as PlayerCount[]) {
    const all = { before: [] as number[], after: [] as number[], placements: 0, dropped: 0 };
    for (const variant of ['standard', 'gray'] as Variant[]) {
      const one = { before: [] as number[], after: [] as number[], placements: 0, dropped: 0 };
      for (let g = 0; g < games; g++)
        playGame(players, variant, `${values.seed}-${players}-${variant}-${g}`, level, buttons, one);
      report(players, variant, one);
      all.before.push(...one.before);
      all.after.push(...one.after);
      all.placements += one.placements;
      all.dropped += one.dropped;
      out[`${players}p-${variant}`] = {
        before: summary(one.before),
        after: summary(one.after),
        placements: one.placements,
        games,
        dropped: one.dropped,
      };
    }
    report(players, 'both', all);
    out[`${players}p`] = {
      before: summary(all.before),
      after: summary(all.after),
      placements: all.placements,
      games: games * 2,
      dropped: all.dropped,
    };
  }
  console.log('(a gray-wall placement is one tap in both flows, not counted above)');
  console.log(JSON.stringify({ bench: 'taps', level, buttons, gamesPerWall: games, results: out }));
  return 0;
}

function report(
  players: number,
  wall: string,
  r: { before: number[]; after: number[]; placements: number; dropped: number },
): void {
  const b = summary(r.before);
  const a = summary(r.after);
  const pct = (n: number) => `${Math.round(n * 100)}%`.padStart(8);
  console.log(
    `${String(players).padEnd(8)} ${wall.padEnd(9)} ${String(b.turns).padStart(5)}  ${String(b.median).padStart(14)} ${String(b.p95).padStart(4)} ${b.mean.toFixed(2).padStart(5)} ${pct(b.twoOrFewer)}  ${String(a.median).padStart(14)} ${String(a.p95).padStart(4)} ${a.mean.toFixed(2).padStart(5)} ${pct(a.twoOrFewer)}  ${a.max}` +
      (r.dropped ? `  (${r.dropped} endless games dropped)` : ''),
  );
}

function playGame(
  players: PlayerCount,
  variant: Variant,
  seed: string,
  level: Level,
  buttons: number,
  into: { before: number[]; after: number[]; placements: number; dropped: number },
): void {
  let state = newGame({ playerCount: players, variant, seed });
  const before: number[] = [];
  const after: number[] = [];
  let placements = 0;
  let n = 0;
  while (state.phase !== 'over') {
    if (state.round >= MAX_ROUNDS) {
      into.dropped++;
      return;
    }
    const { action } = chooseMove(state, { level, seed: `${seed}:${n++}`, iterations: 2_000 });
    if (action.type === 'draft') {
      before.push(tapsBefore(state, action));
      after.push(tapsToPlay(state, action, buttons));
    } else {
      placements++;
    }
    const applied = applyAction(state, action);
    if (!applied.ok) throw new Error(`the AI chose an illegal move: ${applied.detail}`);
    state = applied.state;
  }
  into.before.push(...before);
  into.after.push(...after);
  into.placements += placements;
}
