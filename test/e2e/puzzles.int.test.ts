// The puzzle of the day through the local Discord, on a fast clock (a day in seconds): `/azul puzzle
// today` answered right and wrong in two taps, a second answer refused, another day's and a forged
// button refused, the result shared in the channel, a streak kept across days and broken by a missed
// day, `/azul puzzle stats`; and, with two bot processes connected to one database, the daily post in
// the channel an admin chose appears once a day, each day.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../src/app/puzzle-rules.ts';
import { parsePuzzle } from '../../src/app/puzzle-position.ts';
import { CLOCK_ORIGIN_MS, clockNow, setClockScale } from '../../src/clock.ts';
import { encodeCustomId } from '../../src/discord/custom-id.ts';
import { messageText, startFakeDiscord, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import type { PuzzleMove } from '../../src/puzzles/types.ts';
import { createServerDatabase, hasServer, serverOnly } from '../setup/databases.ts';
import { selfPlayedPuzzles, writePool } from '../setup/puzzles.ts';
import {
  deploy,
  expectEphemeral,
  expectImage,
  offered,
  startChild,
  startInProcessWorld,
  textOf,
  until,
  type InProcessWorld,
} from './harness.ts';

let dir: string;
let pool: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'azul-puzzles-'));
  pool = path.join(dir, 'pool.jsonl');
  await writePool(pool, selfPlayedPuzzles(10, 'e2e'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Waits for the clock's next day to begin; answers it. */
async function nextDay(): Promise<string> {
  const today = dayOf(clockNow());
  return until('the next day', () => (dayOf(clockNow()) !== today ? dayOf(clockNow()) : null), 60_000);
}

describe('/azul puzzle', () => {
  let world: InProcessWorld;
  const SCALE = 2880; // a day in 30 s: room for a day's taps on a busy machine

  beforeAll(async () => {
    world = await startInProcessWorld('e2e_puzzles', { AZUL_CLOCK_SCALE: String(SCALE), AZUL_PUZZLE_POOL: pool });
  });

  afterAll(async () => {
    await world?.close();
    setClockScale(1);
  });

  /** `/azul puzzle today`: the private puzzle, with its picture and the answer's first step. */
  async function open(user: FakeUser, channelId: string): Promise<FakeMessage> {
    const asked = await world.fake.slash(user, channelId, 'azul', { subcommand: 'puzzle today' });
    expect(asked.ephemeral).toBe(true);
    return world.fake.waitFor(() => {
      const m = asked.original();
      return m && offered(m).length > 0 ? m : undefined;
    }, 10_000);
  }

  /** The stored puzzle a message's buttons name. */
  async function puzzleOf(message: FakeMessage) {
    const id = offered(message)[0]!.click.gameId;
    const row = await (world.store as OpenedStore).puzzles.get(id);
    if (!row.ok) throw new Error(row.error);
    const parsed = parsePuzzle(row.puzzle.puzzle);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.puzzle;
  }

  /** Answers with `move` in its taps (a display's color, then the line); the line's custom id clicked. */
  async function answer(user: FakeUser, message: FakeMessage, move: PuzzleMove): Promise<string> {
    if (!('source' in move)) throw new Error('a placement');
    const source = move.source === 'center' ? -1 : move.source;
    const color = ['blue', 'yellow', 'red', 'black', 'white'].indexOf(move.color);
    const line = move.line === 'floor' ? 5 : move.line;
    const tap = async (kind: string, match: (c: Record<string, unknown>) => boolean) => {
      const found = offered(message).find((o) => o.click.kind === kind && match(o.click as never));
      expect(found, `${kind} offered`).toBeDefined();
      const out = await world.fake.click(user, message.id, found!.customId);
      expect(out.type, textOf(out.followups()[0])).toBe(7);
      return found!.customId;
    };
    if (!offered(message).some((o) => o.click.kind === 'puzzleColor'))
      await tap('puzzleSource', (c) => c.source === source);
    await tap('puzzleColor', (c) => c.source === source && c.color === color);
    return tap('puzzleLine', (c) => c.source === source && c.color === color && c.line === line);
  }

  it('answered right and wrong, once each, shared, and a streak across days', async () => {
    const { fake } = world;
    const channelId = fake.createChannel('puzzles');
    const [ana, rui, eva] = [fake.addUser('ana-pz'), fake.addUser('rui-pz'), fake.addUser('eva-pz')];
    await nextDay(); // a whole day ahead
    const mine = await open(ana, channelId);
    await expectImage(mine);
    expect(messageText(mine)).toContain('Puzzle of');
    const puzzle = await puzzleOf(mine);
    const theirs = await open(rui, channelId);
    expect(offered(theirs)[0]!.click.gameId).toBe(offered(mine)[0]!.click.gameId);

    // Right: the best move and why, the rating up, a streak of 1, and Share.
    const lineId = await answer(ana, mine, puzzle.solution);
    const right = messageText(mine);
    expect(right).toContain('Right!');
    expect(right).toMatch(/Best:\*\* .+ — /);
    expect(right).toContain('Your puzzle rating: 1,500 →');
    expect(right).toContain('Streak: 1');
    expect(offered(mine).map((o) => o.click.kind)).toEqual(['puzzleShare']);
    // Wrong: said, with the answer's own facts.
    await answer(rui, theirs, puzzle.second);
    expect(messageText(theirs)).toContain('Not the best move');
    expect(messageText(theirs)).toContain('Yours:**');
    expect(messageText(theirs)).toContain('Streak: none');

    // A second answer (the line's button again) is refused and changes nothing.
    const again = await fake.click(ana, mine.id, lineId);
    expect(expectEphemeral(again)).toContain('answered this puzzle already');
    const stored = await (world.store as OpenedStore).puzzles.player(ana.id);
    expect(stored.ok && [stored.player?.attempts, stored.player?.streak]).toEqual([1, 1]);
    // A forged button (a puzzle that is not today's here) is refused.
    const forged = encodeCustomId({
      kind: 'puzzleLine',
      gameId: '00000000-0000-4000-8000-000000000000',
      version: offered(mine)[0]!.click.version,
      source: 0,
      color: 0,
      line: 0,
    });
    expect(expectEphemeral(await fake.click(rui, theirs.id, forged))).toContain('another day’s puzzle');

    // Shared in the channel: the day, ✅, the streak and the rating, nothing of the answer.
    const shared = await fake.click(ana, mine.id, offered(mine)[0]!.customId);
    expect(shared.ephemeral).toBe(false);
    const line = messageText(shared.response!);
    expect(line).toMatch(new RegExp(`<@${ana.id}>: Azul puzzle \\d{4,6}-\\d{2}-\\d{2} ✅ 🔥1 \\(1\\d{3}\\)`));

    // Eva opens it and waits: the next day her buttons are stale; today's puzzle is another, and right again makes 2.
    const unanswered = await open(eva, channelId);
    await nextDay();
    const stale = await fake.click(eva, unanswered.id, offered(unanswered)[0]!.customId);
    expect(expectEphemeral(stale)).toContain('another day’s puzzle');
    const second = await open(ana, channelId);
    expect(offered(second)[0]!.click.gameId).not.toBe(offered(mine)[0]!.click.gameId);
    await answer(ana, second, (await puzzleOf(second)).solution);
    expect(messageText(second)).toContain('Streak: 2');

    // A day missed: the streak reads none, and the next right answer starts it again at 1; the best stays 2.
    await nextDay();
    await nextDay();
    const stats = await fake.slash(ana, channelId, 'azul', { subcommand: 'puzzle stats' });
    const statsText = messageText(await fake.waitFor(() => stats.original(), 10_000));
    expect(statsText).toContain('Solved: 2 of 2');
    expect(statsText).toContain('Streak: none');
    expect(statsText).toContain('best: 2');
    const fourth = await open(ana, channelId);
    await answer(ana, fourth, (await puzzleOf(fourth)).solution);
    expect(messageText(fourth)).toContain('Streak: 1');
    expect(messageText(fourth)).toContain('best: 2');
  }, 240_000);
});

describe.skipIf(!hasServer())(serverOnly('the puzzle of the day posted with two bot processes'), () => {
  it('appears once a day in the channel chosen, each day', async () => {
    const SCALE = 2880; // a day in 30 s
    const fake = await startFakeDiscord();
    const db = await createServerDatabase('e2e_puzzle_post');
    let store: OpenedStore | undefined;
    const bots: Awaited<ReturnType<typeof startChild>>[] = [];
    try {
      await deploy(fake, db);
      const env = { AZUL_CLOCK_SCALE: String(SCALE), AZUL_PUZZLE_POOL: pool };
      bots.push(await startChild(fake, db, env), await startChild(fake, db, env));
      store = await openStore({ databaseUrl: db.url, migrate: false });
      const channelId = fake.createChannel('daily');
      const other = fake.createChannel('chat');
      const admin = fake.addUser('admin-pz', { manageServer: true });
      const set = await fake.slash(admin, other, 'azul', {
        subcommand: 'settings',
        options: { 'puzzle-channel': channelId, 'puzzle-hour': 0 },
      });
      expect(expectEphemeral(set)).toContain(`posted in <#${channelId}> at 0:00 UTC`);
      // The bots' clock, read here as they read it.
      const day = () => dayOf(new Date(CLOCK_ORIGIN_MS + (Date.now() - CLOCK_ORIGIN_MS) * SCALE));
      const posts = () => fake.messages(channelId).filter((m) => offered(m).some((o) => o.click.kind === 'puzzleOpen'));
      const first = await until('the first post', () => posts()[0], 60_000);
      await expectImage(first);
      const firstDay = /Puzzle of the day, (\S+)\*\*/.exec(messageText(first))?.[1];
      expect(firstDay).toBe(day());
      // Solve: the puzzle, privately, for whoever taps it.
      const reader = fake.addUser('reader-pz');
      const solve = offered(first).find((o) => o.click.kind === 'puzzleOpen')!;
      const opened = await fake.click(reader, first.id, solve.customId);
      expect(opened.ephemeral).toBe(true);
      await fake.waitFor(() => {
        const m = opened.followups()[0] ?? opened.original();
        return m && offered(m).some((o) => o.click.kind === 'puzzleColor' || o.click.kind === 'puzzleSource');
      }, 10_000);
      // The next day's post, then a while more: each day posted once.
      await until('the next day’s post', () => posts().length >= 2, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const days = posts().map((m) => /Puzzle of the day, (\S+)\*\*/.exec(messageText(m))?.[1]);
      expect(new Set(days).size, days.join(', ')).toBe(days.length);
      // Solve on an older day's post gives today's puzzle.
      const late = await fake.click(reader, first.id, solve.customId);
      const today = offered(posts().at(-1)!).find((o) => o.click.kind === 'puzzleOpen')!.click.gameId;
      await fake.waitFor(() => {
        const m = late.followups()[0] ?? late.original();
        return m && offered(m).some((o) => o.click.gameId === today && o.click.kind !== 'puzzleOpen');
      }, 10_000);
      const rows = await store.puzzles.postOf(fake.guildId, firstDay!);
      expect(rows.ok && rows.claimed).toBe(true);
    } finally {
      for (const b of bots) await b.stop().catch(() => b.child.kill('SIGKILL'));
      await store?.close();
      await fake.close();
      await db.drop();
    }
  }, 180_000);
});
