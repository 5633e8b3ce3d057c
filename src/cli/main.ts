// The `azul` command line: `npm run --silent azul -- <command> [options]`.
// Each command lives in its own module, loaded only when asked for, so that
// `azul bench` of the engine never loads canvas, Prisma or discord.js.

type CommandModule = { run(argv: string[]): Promise<number> };

const COMMANDS: Record<string, () => Promise<CommandModule>> = {
  selfplay: () => import('./selfplay.ts'),
  replay: () => import('./replay.ts'),
  review: () => import('./review.ts'),
  puzzles: () => import('./puzzles.ts'),
  render: () => import('./render.ts'),
  bench: () => import('./bench.ts'),
  engine: () => import('./engine.ts'),
  arena: () => import('./arena.ts'),
  ratings: () => import('./ratings.ts'),
  'forget-user': () => import('./forget-user.ts'),
  jobs: () => import('./jobs.ts'),
  tournament: () => import('./tournament.ts'),
};

const USAGE = `usage: azul <command> [options]

commands:
  selfplay --games N --players P [--variant standard|gray] [--policy SPEC[,SPEC...]] --seed S --out FILE [--max-rounds R]
                                  SPEC: random, greedy, easy, medium[/STEPS], hard[/STEPS]; one, or one per seat
  replay FILE                     check every record of a JSON or JSON Lines file
  review FILE [--search N] [--value N] [--scale X] [--quiet]
                                  the game review of every record: JSON Lines (a line per move, then
                                  the review) on stdout, a text summary per game on stderr
  puzzles FILE [--min-gap N] [--scale S] [--seed S] [--search N] [--value N] [--max-per-game K] [--part I/N] [--two-move] [--quiet]
                                  the puzzles of every record (reviewed, its mistakes searched again at
                                  S times the review's budget): one azul-puzzle/1 JSON line per puzzle
  render FILE --round R [--move M] --out table.png [--summary | --final] [--game K]
  bench [--players P] [--seconds S] [--variant standard|gray] [--checked]
                                  engine speed (uniform-random games; --checked: through applyAction)
  bench --store [--only postgres|embedded]
                                  persisted actions per second, Postgres and embedded
  bench --render [--iterations N] [--no-webp]
                                  draw-and-encode times and sizes of each image
  bench --taps [--games N] [--level greedy|easy|medium] [--seed S]
                                  taps per turn on real Discord (a select = 2, a button = 1), median
                                  and p95 per player count, before and after the few-taps steps
  bench --discord [--players P]   click-to-acknowledgement and click-to-image latency
  bench --soak [--games 30] [--at-once 3] [--clock-scale 600] [--embedded]
                                  many games in one bot process (bots, scaled clocks): its RSS,
                                  heap and event-loop lag p99 at the start, every 5 games and the end
  bench --review [--records FILE] [--positions N] [--factor F] [--moves M] [--rounds R] [--only stability|delays]
                                  the review's stability (best move at the budget against F times it) and
                                  the delay a running review adds to bot moves and timers (p95)
  bench --puzzles [--games N] [--seed S] [--review-scale R] [--scale X] [--min-gap G] [--candidates FILE]
                                  puzzles found per 100 self-played games, CPU per game (review, deep search),
                                  how often the answer is kept at twice the deep budget, by gap
  bench --shards [--processes 1,2] [--games 2,4,8] [--seconds S] [--shards-per-process K]
                                  clicks per second of the sharded bot (npm start with SHARD_COUNT)
                                  and click-to-acknowledgement p95 at each load
  bench --startup [--runs 3] [--moves 100] [--before DIR] [--no-moves]
                                  spawn -> READY, RSS of the process tree, first click's acknowledgement and
                                  image, RSS after MOVES moves with a hard bot: the compiled bot (and the
                                  checkout DIR's bot through tsx) side by side with a bare discord.js client
  bench --ai-load [--games 4] [--measured 2] [--moves 30] [--runs 1] [--entry dist|tsx] [--root DIR]
                                  click -> ack and click -> image p95 in MEASURED games of people while GAMES
                                  games with two hard bots each are played, against the same with people
                                  in the bots' seats
  bench --tournament [--entrants 64] [--format swiss] [--rounds 6] [--table-size 4] [--level medium] [--steps 200]
                                  the time a whole simulated tournament takes (goal: under a minute for
                                  64 entrants, Swiss, 6 rounds, tables of 4), its games against its pairing
  engine [--level L] [--time-ms T]
                                  the AI over JSON Lines (stdin: records, stdout: moves)
  arena --a SPEC --b SPEC [--players 2..4] [--games N] [--variant standard|gray] [--seed S]
        [--time-ms T] [--iterations N] [--workers W]
                                  mirrored matches between AI levels or cmd:<engine command>
  bench --clocks [--games N] [--spread-s S] [--workers W]
                                  how late N turn clocks fire with W workers, and an idle worker's queries
  bench --wake [--jobs N] [--gap-ms G]
                                  how soon a job written by one process starts in another's worker
                                  (commit -> start p50/p95), woken by the database against polling alone
  bench --stats [--games N] [--samples S] [--only postgres|embedded]
                                  fills a fresh database with N synthetic finished games (default
                                  100000) and prints the p95 of each stats command's queries
  ratings --recompute             rebuilds every rating from the stored results, in game order
  forget-user USER_ID             anonymizes a user's games, moves, results, ratings and settings (others' games intact)
  jobs [--retry ID]               the outbox jobs set aside after too many failed attempts; --retry runs one again
  tournament simulate --entrants N --format swiss|round-robin|elimination --rounds R --table-size K
        [--seed S] [--level medium] [--steps N] [--variant standard|gray] [--bots-fill]
                                  a whole tournament of AI players through the bot's pairing, games and
                                  standings: a JSON line per game, then the final standings`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    console.error(`azul: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  const command = await load();
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Usage and input errors are reported by the commands themselves; reaching
    // here is a bug, but the user still gets one readable line.
    console.error(`azul: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
