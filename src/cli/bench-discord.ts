// `azul bench --discord`: latency of the real bot through the fake Discord with a
// real Postgres. Plays games by clicking the offered controls and measures, per
// click, the time to its acknowledgement, and per move, the time from the last
// click to the new turn message carrying the updated table image.
//
//   npm run --silent azul -- bench --discord [--clicks 300] [--players 2]
//
// Postgres: DATABASE_URL's server (default postgresql://postgres@127.0.0.1:5432/test);
// a fresh database is created for the run and dropped afterwards.
import { loadConfig } from '../config.ts';
import { controlsOf, createScratchDatabase, liveTurn, nextTurnAfter, percentile } from './bench-kit.ts';
import { createLogger, startBot } from '../runtime/bot.ts';
import { decodeCustomId } from '../discord/custom-id.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { messageText, startFakeDiscord, type FakeUser } from '../local-discord/index.ts';

interface Options {
  clicks: number;
  players: number;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { clicks: 300, players: 2 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = Number(argv[i + 1]);
    if (flag === '--clicks' && Number.isInteger(value) && value >= 10) options.clicks = value;
    else if (flag === '--players' && [2, 3, 4].includes(value)) options.players = value;
    else return `bench --discord: unknown or bad option ${flag} ${argv[i + 1] ?? ''}`.trim();
    i++;
  }
  return options;
}

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const fake = await startFakeDiscord();
  const db = await createScratchDatabase('bench');
  const env = {
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
  };
  const config = loadConfig(env, ['token', 'clientId']);
  await deployCommands(config);
  const bot = await startBot(config, createLogger('silent'));
  const ackMs: number[] = [];
  const imageMs: number[] = [];
  let games = 0;
  let random = 0x2545f491;
  const pick = (n: number) => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) % n;
  };
  try {
    await fake.waitForBotReady();
    const users: FakeUser[] = Array.from({ length: options.players }, (_, i) => fake.addUser(`bench${i + 1}`));
    const byId = new Map(users.map((u) => [u.id, u]));
    while (ackMs.length < options.clicks) {
      games++;
      const channelId = fake.createChannel(`bench-${games}`);
      const opened = await fake.slash(users[0]!, channelId, 'azul', {
        subcommand: 'new',
        options: { players: options.players },
      });
      const lobby = await fake.waitFor(
        () => (opened.original() && controlsOf(opened.original()!).length ? opened.original() : undefined),
        10_000,
      );
      const lobbyId = (kind: string) =>
        controlsOf(lobby).find((c) => decodeCustomId(c.custom_id!)?.kind === kind)!.custom_id!;
      for (const user of users.slice(1)) await fake.click(user, lobby.id, lobbyId('join'));
      await fake.click(users[0]!, lobby.id, lobbyId('start'));
      let turn = await fake.waitFor(() => liveTurn(fake, channelId), 10_000);
      while (turn && ackMs.length < options.clicks) {
        const user = byId.get(/<@(\d+)>/.exec(messageText(turn))![1]!)!;
        const controls = controlsOf(turn).filter(
          (c) => !['back', 'hint', 'takeBack', 'myBoard', 'undo'].includes(decodeCustomId(c.custom_id!)?.kind ?? ''),
        );
        const control = controls[pick(controls.length)]!;
        const kind = decodeCustomId(control.custom_id!)!.kind;
        const sent = Date.now();
        const outcome =
          control.type === 3
            ? await fake.select(user, turn.id, control.custom_id!, [
                control.options![pick(control.options!.length)]!.value,
              ])
            : await fake.click(user, turn.id, control.custom_id!);
        ackMs.push(outcome.ackMs);
        if (kind !== 'line' && kind !== 'place') continue;
        const old = turn.id;
        const next = await nextTurnAfter(fake, channelId, old, 10_000);
        const shown = next.message ?? next.final!;
        imageMs.push(shown.createdAt - sent);
        turn = next.message!;
      }
    }
  } finally {
    await bot.stop();
    await fake.close();
    await db.drop();
  }
  for (const e of fake.errors.slice(0, 5))
    console.error(`fake Discord error: ${e.route} ${e.status} ${e.code} ${JSON.stringify(e.body).slice(0, 300)}`);
  const acks = [...ackMs].sort((a, b) => a - b);
  const images = [...imageMs].sort((a, b) => a - b);
  const result = {
    bench: 'discord',
    players: options.players,
    games,
    clicks: acks.length,
    moves: images.length,
    ackP50: percentile(acks, 0.5),
    ackP95: percentile(acks, 0.95),
    ackMax: acks.at(-1) ?? NaN,
    imageP50: percentile(images, 0.5),
    imageP95: percentile(images, 0.95),
    imageMax: images.at(-1) ?? NaN,
    targets: { ackP95: 150, imageP95: 500 },
    errors: fake.errors.length,
  };
  console.log(
    `click -> acknowledgement: p50 ${result.ackP50} ms, p95 ${result.ackP95} ms, max ${result.ackMax} ms (${result.clicks} clicks)`,
  );
  console.log(
    `click -> updated image:   p50 ${result.imageP50} ms, p95 ${result.imageP95} ms, max ${result.imageMax} ms (${result.moves} moves)`,
  );
  console.log(JSON.stringify(result));
  return fake.errors.length === 0 ? 0 : 1;
}
