// The game review through Discord, with the bot as `npm start` runs it (a child
// process): a game played to its end by clicks gets its review (chart, accuracy and counts, costly
// moves with their positions) posted once in its thread, even when the bot is stopped in the middle
// of the analysis and started again (the second process resumes after the moves the first stored);
// `/azul review` in the thread and History's Review button answer privately; refusals elsewhere.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shownAttachments,
  startFakeDiscord,
  type FakeDiscord,
  type FakeMessage,
  type InteractionOutcome,
} from '../../src/local-discord/index.ts';
import {
  deploy,
  expectEphemeral,
  gameMessages,
  newStats,
  offered,
  playToEnd,
  seededChooser,
  startChild,
  startGame,
  textOf,
  until,
  expectInPlace,
} from './harness.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import { outboxDrained } from '../setup/outbox.ts';

let fake: FakeDiscord;
let db: ServerDatabase;
let stopLast: (() => Promise<void>) | null = null;
/** Large enough that the analysis of a game takes seconds (a window to stop the bot in), small enough for a test. */
// 0.25: ~70 ms a move in the AI's process, ~4 s for a 2-player game on an idle machine.
const ENV = { AZUL_REVIEW_SCALE: '0.25' };

beforeAll(async () => {
  if (!hasServer()) return;
  fake = await startFakeDiscord();
  db = await createServerDatabase('e2e_review');
  await deploy(fake, db);
});

afterAll(async () => {
  await stopLast?.().catch(() => undefined);
  await fake?.close();
  await db?.drop();
});

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The stored review of a game: moves analysed so far, whether complete, where posted. */
async function progress(
  gameId: string,
): Promise<{ moves: number; complete: boolean; messageId: string | null } | null> {
  const [row] = await query<{ moves: number; complete: boolean; message_id: string | null }>(
    `SELECT (SELECT count(*)::int FROM review_moves m WHERE m.game_id = r.game_id) AS moves, r.review IS NOT NULL AS complete, r.message_id
     FROM game_reviews r WHERE r.game_id = $1`,
    [gameId],
  );
  return row ? { moves: row.moves, complete: row.complete, messageId: row.message_id } : null;
}

function reviewMessages(channelId: string): FakeMessage[] {
  return gameMessages(fake, channelId).filter((m) => !m.ephemeralTo && (textOf(m) ?? '').startsWith('**Game review**'));
}

async function answer(out: InteractionOutcome): Promise<FakeMessage> {
  return fake.waitFor(() => {
    const m = out.original() ?? out.followups()[0];
    return m && textOf(m) ? m : undefined;
  }, 120_000);
}

describe.skipIf(!hasServer())(serverOnly('the game review in Discord'), () => {
  it('is posted once in the game’s thread, also after a restart in the middle of the analysis; /azul review answers privately', async () => {
    const players = [fake.addUser('ana-review'), fake.addUser('rui-review')];
    const [ana] = players;
    const channelId = fake.createChannel('review');
    const first = await startChild(fake, db, ENV);
    stopLast = first.stop;
    const { gameId } = await startGame(fake, channelId, players);
    const final = await playToEnd(fake, channelId, players, seededChooser(23), newStats(), {
      imageEvery: 1000,
      backChance: 0,
    });
    expect(textOf(final)!).toContain('Game over');

    // The analysis runs in the background: stop the bot once a few moves are stored, before the end.
    const midway = await until(
      'the analysis under way',
      async () => {
        const p = await progress(gameId);
        return p && p.moves >= 3 ? p : null;
      },
      60_000,
    );
    expect(midway.complete).toBe(false);
    await first.stop();
    stopLast = null;
    const stopped = await progress(gameId);
    expect(stopped).toMatchObject({ complete: false, messageId: null });
    expect(reviewMessages(channelId)).toEqual([]);

    // A new process resumes after the stored moves and posts the review once.
    const second = await startChild(fake, db, ENV);
    stopLast = second.stop;
    const [posted] = await until(
      'the review posted',
      () => (reviewMessages(channelId).length ? reviewMessages(channelId) : null),
      180_000,
    );
    expect(second.output()).toMatch(new RegExp(`"resumed":(\\d+).*"review: resuming"`));
    const resumed = Number(/"resumed":(\d+)/.exec(second.output())![1]);
    expect(resumed).toBeGreaterThanOrEqual(stopped!.moves);
    // Noted as posted right after the post.
    const stored = await until('the review noted as posted', async () => {
      const p = await progress(gameId);
      return p?.messageId ? p : null;
    });
    expect(stored).toEqual({ moves: 0, complete: true, messageId: posted!.id });

    // In the game's thread, after the final results, with the chart and the costly moves' positions.
    const thread = fake.threads(channelId)[0]!;
    expect(posted!.channelId).toBe(thread.id);
    expect(BigInt(posted!.id)).toBeGreaterThan(BigInt(final!.id));
    const text = textOf(posted)!;
    for (const p of players)
      expect(text).toMatch(
        new RegExp(`\\*\\*${p.username}\\*\\* — \\d+ points? · accuracy \\*\\*\\d+\\.\\d%\\*\\* · \\d+ inaccurac`),
      );
    // Short on a phone: the chart and the lines; the costly moves are each reader's to open.
    const images = shownAttachments(posted!);
    expect(images.map((i) => i.filename)).toEqual(['azul-review-chart.png']);
    expect(text).not.toMatch(/^Round \d+, move \d+: /m);
    const open = offered(posted!).find((o) => o.click.kind === 'review')!;
    expect(open.click).toMatchObject({ gameId, version: 0 });

    // Posted once: once the game's outbox is drained (nothing due or running: a second post would have
    // been made by then), still one, and the job is done.
    await outboxDrained(db.url, gameId);
    expect(reviewMessages(channelId)).toHaveLength(1);
    const jobs = await query<{ done: boolean }>(
      `SELECT done_at IS NOT NULL AS done FROM jobs WHERE game_id = $1 AND kind = 'review-game'`,
      [gameId],
    );
    expect(jobs).toEqual([{ done: true }]);

    // /azul review in the thread: privately, the reader's own part first: their line, their
    // costliest move with its picture, the chart; the rest a page at a time.
    const mine = await fake.slash(ana!, thread.id, 'azul', { subcommand: 'review' });
    expect(mine.ephemeral).toBe(true);
    const privately = await answer(mine);
    const lead = textOf(privately)!;
    expect(lead).toMatch(new RegExp(`^\\*\\*${ana!.username}\\*\\* — \\d+ points? · accuracy`, 'm'));
    const hers = /Your costliest move: Round \d+, move \d+: /.test(lead);
    const leadImages = shownAttachments(privately).map((i) => i.filename);
    expect(leadImages.at(-1)).toBe('azul-review-chart.png');
    expect(leadImages).toHaveLength(hers ? 2 : 1);
    expect(reviewMessages(channelId)).toHaveLength(1);
    // Next: the following page, turned in place (a costly move and its picture).
    const next = offered(privately).find((o) => o.click.kind === 'review' && o.click.version === 2);
    if (next) {
      const turned = await fake.click(ana!, privately.id, next.customId);
      expectInPlace(turned);
      const page = fake.message(privately.id)!;
      expect(textOf(page)).toMatch(/ · costly move \d of \d\nRound \d+, move \d+: /);
      expect(shownAttachments(page)).toHaveLength(1);
    }

    // The posted review's Your review: the same first page, privately.
    const opened = await fake.click(ana!, posted!.id, open.customId);
    expect(opened.ephemeral).toBe(true);
    expect(textOf(await answer(opened))).toBe(lead);

    // History's Review button: the same, privately.
    const history = await answer(await fake.slash(ana!, channelId, 'azul', { subcommand: 'history' }));
    const button = offered(history).find((o) => o.click.kind === 'review' && o.click.gameId === gameId)!;
    expect(button.label).toBe('Review 1');
    const clicked = await fake.click(ana!, history.id, button.customId);
    expect(clicked.ephemeral).toBe(true);
    expect(textOf(await answer(clicked))).toBe(lead);

    // /azul stats: the mean accuracy over reviewed games.
    const stats = textOf(await answer(await fake.slash(ana!, channelId, 'azul', { subcommand: 'stats' })))!;
    expect(stats).toMatch(/Accuracy: \d+\.\d% on average over 1 reviewed game/);

    // Elsewhere: refused privately.
    const empty = fake.createChannel('review-none');
    expect(expectEphemeral(await fake.slash(ana!, empty, 'azul', { subcommand: 'review' }))).toContain(
      'There is no game here to review: use `/azul review` in a finished game’s thread',
    );

    // The stored review is then searched for its server's puzzles, once, by a worker's job.
    await until(
      'the puzzle search of the game',
      async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM jobs WHERE kind = 'puzzle-find' AND data->>'gameId' = $1 AND done_at IS NOT NULL`,
            [gameId],
          )
        )[0]!.n === 1,
      60_000,
    );
    const found = await query<{ guild_id: string; game_id: string; names: boolean }>(
      `SELECT guild_id, game_id::text AS game_id, (puzzle->'record' ? 'names') AS names FROM puzzles`,
      [],
    );
    for (const p of found) expect(p).toEqual({ guild_id: fake.guildId, game_id: gameId, names: false });
    await second.stop();
    stopLast = null;
    expect(fake.errors).toEqual([]);
  }, 600_000);
});
