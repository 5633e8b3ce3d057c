// The puzzle of the day against the real store, on both databases: one puzzle a day per server, the
// same for everyone, never one it had; one answer per person per puzzle (a second refused, nothing
// changed, even two at once); ratings both ways; streaks kept and broken across days; another day's
// or a forged button refused; a server's own puzzles once it has enough; the daily post claimed once,
// the next day's written by the claim; a gray wall's placement puzzle answered by its column.
import { beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { Puzzles, puzzleFindJob, type Game, type PuzzleRef } from '../../src/app/index.ts';
import type { StoredReviewRow } from '../../src/store/reviews.ts';
import { puzzleKey, type KeyedPuzzle } from '../../src/app/puzzle-pool.ts';
import { OWN_PUZZLES_NEEDED, dayNumber } from '../../src/app/puzzle-rules.ts';
import { CENTER, FLOOR, type Draft } from '../../src/engine/types.ts';
import type { PuzzleMove } from '../../src/puzzles/types.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import { placementPuzzles, selfPlayedPuzzles } from '../setup/puzzles.ts';
import { describeStores, sql } from '../setup/stores.ts';

const puzzles = selfPlayedPuzzles(8, 'app');
const POOL: KeyedPuzzle[] = puzzles.slice(0, 6).map((puzzle) => ({ key: puzzleKey('pool', puzzle), puzzle }));
/** A gray wall's placement puzzle of the shipped pool. */
const PLACEMENT = placementPuzzles()[0]!;

function move(m: PuzzleMove): Omit<Draft, 'type' | 'player'> {
  if (!('source' in m)) throw new Error('a placement');
  return {
    source: m.source === 'center' ? CENTER : m.source,
    color: (['blue', 'yellow', 'red', 'black', 'white'] as const).indexOf(m.color) as Draft['color'],
    line: m.line === 'floor' ? FLOOR : m.line,
  };
}

let guilds = 0;
const user = (n: number) => `32000000000000000${n}`;

describeStores('puzzles', (db) => {
  let store: OpenedStore;
  let now = new Date('2026-11-20T12:00:00Z');
  let app: Puzzles;
  const at = (iso: string) => (now = new Date(iso));

  beforeAll(() => {
    store = db.store;
    app = new Puzzles(
      store.puzzles,
      async () => POOL,
      () => now,
    );
  });

  /** The served puzzle's right and wrong answers. */
  async function todays(guildId: string | null, userId: string) {
    const got = await app.todays(guildId, userId);
    if (!got.ok) throw new Error(got.error);
    const stored = POOL.find((p) => p.key === puzzleKey('pool', got.served.puzzle))!.puzzle;
    return { served: got.served, right: move(stored.solution), wrong: move(stored.second) };
  }

  it('one puzzle a day per server, the same for everyone; answers rated both ways, once per person', async () => {
    at('2026-11-20T12:00:00Z');
    const guild = `40000000000000${++guilds}`;
    const a = await todays(guild, user(1));
    const b = await todays(guild, user(2));
    expect(b.served.ref).toEqual(a.served.ref);
    expect(a.served.ref.version).toBe(dayNumber('2026-11-20'));
    expect(a.served.tap?.step).toBe('pick');

    const right = await app.answer(a.served.ref, guild, user(1), a.right);
    if (!right.ok) throw new Error(right.error);
    expect(right.result.correct).toBe(true);
    expect(right.result.ratingAfter).toBeGreaterThan(1500);
    expect([right.result.streak, right.result.bestStreak]).toEqual([1, 1]);
    expect(right.result.best.facts).toBeDefined();
    expect(right.result.other.yours).toBe(false);

    // A second answer is refused and changes nothing; shown again, the puzzle has the first answer.
    const again = await app.answer(a.served.ref, guild, user(1), a.wrong);
    expect(again.ok ? 'ok' : again.error).toBe('PUZZLE_ANSWERED');
    const shown = await app.todays(guild, user(1));
    expect(shown.ok && shown.served.result?.correct).toBe(true);
    expect(shown.ok && shown.served.tap).toBeNull();
    const stats = await app.stats(user(1));
    expect(stats.ok && [stats.stats.attempts, stats.stats.solved, stats.stats.streak]).toEqual([1, 1, 1]);

    const wrong = await app.answer(b.served.ref, guild, user(2), b.wrong);
    if (!wrong.ok) throw new Error(wrong.error);
    expect(wrong.result.correct).toBe(false);
    expect(wrong.result.ratingAfter).toBeLessThan(1500);
    expect(wrong.result.streak).toBe(0);
    expect(wrong.result.other.yours).toBe(true);
    const row = await store.puzzles.get(a.served.ref.gameId);
    expect(row.ok && [row.puzzle.attempts, row.puzzle.solved]).toEqual([2, 1]);

    // Share: a spoiler-free line of one's own answer; none before answering.
    const share = await app.share(a.served.ref, user(1));
    expect(share.ok && share.share).toEqual({
      day: '2026-11-20',
      correct: true,
      streak: 1,
      rating: right.result.ratingAfter,
    });
    const none = await app.share(a.served.ref, user(3));
    expect(none.ok ? 'ok' : none.error).toBe('PUZZLE_NOT_ANSWERED');
  });

  it("a gray wall's placement puzzle: its columns offered, answered right and wrong, forged and stale refused", async () => {
    at('2026-11-20T12:00:00Z');
    const placing = new Puzzles(
      store.puzzles,
      async () => [{ key: puzzleKey('pool', PLACEMENT), puzzle: PLACEMENT }],
      () => now,
    );
    const guild = `40000000000000${++guilds}`;
    const got = await placing.todays(guild, user(91));
    if (!got.ok) throw new Error(got.error);
    const served = got.served;
    expect(served.tap).toBeNull();
    expect(served.state.phase).toBe('wall');
    const solution = PLACEMENT.solution as { line: number; column: number };
    const second = PLACEMENT.second as { line: number; column: number };
    expect(served.place?.line).toBe(solution.line);
    expect(served.place?.places.map((p) => p.place.column)).toContain(solution.column);
    // A pick of a draft is no step of a placement.
    const picked = await placing.atStep(served.ref, guild, user(91), { source: 0 });
    expect(picked.ok ? 'ok' : picked.error).toBe('CHOICE_GONE');

    // A forged column (taken on that row, or another line) and a draft are refused, nothing changed.
    const taken = [0, 1, 2, 3, 4].find((c) => !served.place!.places.some((p) => p.place.column === c));
    if (taken !== undefined) {
      const forged = await placing.answer(served.ref, guild, user(91), { line: solution.line, column: taken });
      expect(forged.ok ? 'ok' : forged.error).toBe('ILLEGAL');
    }
    const otherLine = await placing.answer(served.ref, guild, user(91), {
      line: (solution.line + 1) % 5,
      column: solution.column,
    });
    expect(otherLine.ok ? 'ok' : otherLine.error).toBe('ILLEGAL');
    const draft = await placing.answer(served.ref, guild, user(91), { source: CENTER, color: 0, line: FLOOR });
    expect(draft.ok ? 'ok' : draft.error).toBe('ILLEGAL');
    const stale = await placing.answer({ ...served.ref, version: served.ref.version - 1 }, guild, user(91), solution);
    expect(stale.ok ? 'ok' : stale.error).toBe('PUZZLE_STALE');
    const none = await store.puzzles.player(user(91));
    expect(none.ok && none.player).toBeNull();

    const right = await placing.answer(served.ref, guild, user(91), solution);
    if (!right.ok) throw new Error(right.error);
    expect(right.result.correct).toBe(true);
    expect(right.result.best.place).toMatchObject(solution);
    expect(right.result.best.facts).toMatchObject({ row: solution.line + 1, column: solution.column + 1 });
    expect(right.result.other).toMatchObject({ yours: false, place: second });
    expect(right.served.place).toBeNull();
    const again = await placing.answer(served.ref, guild, user(91), second);
    expect(again.ok ? 'ok' : again.error).toBe('PUZZLE_ANSWERED');
    const shown = await placing.todays(guild, user(91));
    expect(shown.ok && [shown.served.result?.correct, shown.served.place]).toEqual([true, null]);

    const wrong = await placing.answer(served.ref, guild, user(92), second);
    if (!wrong.ok) throw new Error(wrong.error);
    expect(wrong.result.correct).toBe(false);
    expect(wrong.result.answer.place).toMatchObject(second);
    expect(wrong.result.other).toMatchObject({ yours: true, place: second });
    const row = await store.puzzles.get(served.ref.gameId);
    expect(row.ok && [row.puzzle.attempts, row.puzzle.solved]).toEqual([2, 1]);
  });

  it('the store keeps a server from having a puzzle twice, and a day from having two', async () => {
    const guild = `40000000000000${++guilds}`;
    const first = await store.puzzles.choose(guild, '2026-10-01', {
      key: POOL[0]!.key,
      guildId: null,
      gameId: null,
      puzzle: POOL[0]!.puzzle,
      rating: 1500,
      rd: 250,
      volatility: 0.06,
    });
    expect(first.ok).toBe(true);
    const twice = await store.puzzles.choose(guild, '2026-10-02', { key: POOL[0]!.key });
    expect(twice.ok ? 'ok' : twice.error).toBe('CONFLICT');
    // The day's choice stands: another choice for the same day reads the first.
    const other = await store.puzzles.choose(guild, '2026-10-01', {
      key: POOL[1]!.key,
      guildId: null,
      gameId: null,
      puzzle: POOL[1]!.puzzle,
      rating: 1500,
      rd: 250,
      volatility: 0.06,
    });
    expect(other.ok && first.ok && other.puzzle.id).toBe(first.ok && first.puzzle.id);
    const unknown = await store.puzzles.choose(guild, '2026-10-03', { key: 'pool:none' });
    expect(unknown.ok ? 'ok' : unknown.error).toBe('NOT_FOUND');
  });

  it('two answers of one person at once: one counts', async () => {
    at('2026-11-20T13:00:00Z');
    const guild = `40000000000000${++guilds}`;
    const a = await todays(guild, user(4));
    const both = await Promise.all([
      app.answer(a.served.ref, guild, user(4), a.right),
      app.answer(a.served.ref, guild, user(4), a.wrong),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(['PUZZLE_ANSWERED']);
    const player = await store.puzzles.player(user(4));
    expect(player.ok && player.player?.attempts).toBe(1);
  });

  it("another day's button, a forged one and another server's are refused, nothing changed", async () => {
    at('2026-11-21T08:00:00Z');
    const guild = `40000000000000${++guilds}`;
    const a = await todays(guild, user(5));
    const yesterday: PuzzleRef = { ...a.served.ref, version: a.served.ref.version - 1 };
    const stale = await app.answer(yesterday, guild, user(5), a.right);
    expect(stale.ok ? 'ok' : stale.error).toBe('PUZZLE_STALE');
    const forged = await app.atStep(
      { gameId: '00000000-0000-4000-8000-000000000000', version: a.served.ref.version },
      guild,
      user(5),
      {},
    );
    expect(forged.ok ? 'ok' : forged.error).toBe('PUZZLE_STALE');
    const elsewhere = await app.answer(a.served.ref, `40000000000000${++guilds}`, user(5), a.right);
    expect(elsewhere.ok ? 'ok' : elsewhere.error).toBe('PUZZLE_STALE');
    // The next day, yesterday's button is stale too.
    at('2026-11-22T00:00:01Z');
    const late = await app.answer(a.served.ref, guild, user(5), a.right);
    expect(late.ok ? 'ok' : late.error).toBe('PUZZLE_STALE');
    const player = await store.puzzles.player(user(5));
    expect(player.ok && player.player).toBeNull();
  });

  it('a streak is kept day after day, broken by a missed day and by a wrong answer; the best is kept', async () => {
    const guild = `40000000000000${++guilds}`;
    const seen = new Set<string>();
    const day = async (iso: string, correct: boolean) => {
      at(iso);
      const p = await todays(guild, user(6));
      expect(seen.has(p.served.ref.gameId), 'a puzzle the server had').toBe(false);
      seen.add(p.served.ref.gameId);
      const r = await app.answer(p.served.ref, guild, user(6), correct ? p.right : p.wrong);
      if (!r.ok) throw new Error(r.error);
      return r.result;
    };
    expect((await day('2026-11-23T10:00:00Z', true)).streak).toBe(1);
    expect((await day('2026-11-24T23:59:00Z', true)).streak).toBe(2);
    expect((await day('2026-11-25T00:01:00Z', true)).streak).toBe(3);
    // The 26th missed: the streak reads 0 on the 27th, and starts again at 1.
    at('2026-11-27T09:00:00Z');
    const broken = await app.stats(user(6));
    expect(broken.ok && [broken.stats.streak, broken.stats.bestStreak]).toEqual([0, 3]);
    expect((await day('2026-11-27T09:00:00Z', true)).streak).toBe(1);
    const wrong = await day('2026-11-28T09:00:00Z', false);
    expect([wrong.streak, wrong.bestStreak]).toEqual([0, 3]);
    // Six puzzles in the pool, six days: the seventh day has none left.
    expect((await day('2026-11-29T09:00:00Z', true)).streak).toBe(1);
    at('2026-11-30T09:00:00Z');
    const empty = await app.todays(guild, user(6));
    expect(empty.ok ? 'ok' : empty.error).toBe('NO_PUZZLE');
  });

  it('a server with enough puzzles of its own games gets those', async () => {
    at('2026-11-20T12:00:00Z');
    const guild = `40000000000000${++guilds}`;
    const own = selfPlayedPuzzles(OWN_PUZZLES_NEEDED, `own-${guild}`);
    const added = await app.addOwn(guild, '00000000-0000-4000-8000-00000000000a', own);
    expect(added.ok && added.added).toBe(OWN_PUZZLES_NEEDED);
    const again = await app.addOwn(guild, '00000000-0000-4000-8000-00000000000a', own);
    expect(again.ok && again.added).toBe(0);
    const got = await app.todays(guild, user(7));
    if (!got.ok) throw new Error(got.error);
    const row = await store.puzzles.get(got.served.ref.gameId);
    expect(row.ok && row.puzzle.guildId).toBe(guild);
    // Another server still gets the pool's.
    const other = await app.todays(`40000000000000${++guilds}`, user(7));
    const otherRow = other.ok ? await store.puzzles.get(other.served.ref.gameId) : null;
    expect(otherRow?.ok && otherRow.puzzle.guildId).toBeNull();
  });

  it("the search of a reviewed game stores its puzzles for its server, without the players' names", async () => {
    const guild = `40000000000000${++guilds}`;
    const gameId = '00000000-0000-4000-8000-00000000000b';
    const found = selfPlayedPuzzles(3, 'find').map((p) => ({ ...p, record: { ...p.record, names: ['Ana', 'Rui'] } }));
    let searched: unknown = null;
    const job = puzzleFindJob(
      app,
      {
        get: async () => ({ ok: true, game: { id: gameId, guildId: guild, status: 'finished' } as Game }),
        exportRecord: async () => ({ ok: true, record: found[0]!.record, line: '' }),
      },
      { get: async () => ({ ok: true, review: { review: { format: 'review' } } as StoredReviewRow }) },
      pino({ level: 'silent' }),
      async (record, review) => {
        searched = review;
        expect(record).toEqual(found[0]!.record);
        return found;
      },
    );
    await job({ id: 1, gameId: null, kind: 'puzzle-find', data: { gameId }, attempts: 1, createdAt: new Date() });
    expect(searched).toEqual({ format: 'review' });
    const keys = await store.puzzles.keysOf(guild);
    expect(keys.ok && keys.own.length).toBe(3);
    // Run again (a retry): nothing more.
    await job({ id: 1, gameId: null, kind: 'puzzle-find', data: { gameId }, attempts: 2, createdAt: new Date() });
    const again = await store.puzzles.keysOf(guild);
    expect(again.ok && again.own.length).toBe(3);
    const names = await sql(
      store,
      `SELECT count(*)::int AS n FROM puzzles WHERE guild_id = $1 AND puzzle::text LIKE '%Ana%'`,
      [guild],
    );
    expect(names.rows[0].n).toBe(0);
  });

  it('the daily post: set with its job, claimed once per server and day, the next day written by the claim', async () => {
    at('2026-11-20T07:00:00Z');
    const guild = `40000000000000${++guilds}`;
    const set = await app.setSettings(guild, { channelId: '500000000000000001', hour: 8 });
    if (!set.ok) throw new Error(set.error);
    expect(set.nextAt?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    const pending = await store.jobs.pending();
    const jobs = pending.ok
      ? pending.jobs.filter((j) => j.kind === 'puzzle-post' && (j.data as { guildId: string }).guildId === guild)
      : [];
    expect(jobs.map((j) => j.data)).toEqual([{ guildId: guild, day: '2026-11-20' }]);

    // Too early (the hour moved later): written again for its time, nothing claimed.
    const early = await app.postDue(guild, '2026-11-20', 1);
    expect(early.ok && early.post).toBeNull();
    expect((await store.puzzles.postOf(guild, '2026-11-20')).ok).toBe(true);

    at('2026-11-20T08:00:00Z');
    const first = await app.postDue(guild, '2026-11-20', 101);
    if (!first.ok || !first.post) throw new Error('not posted');
    expect(first.post.channelId).toBe('500000000000000001');
    const todays = await app.todays(guild, user(8));
    expect(todays.ok && todays.served.ref).toEqual(first.post.served.ref);
    // Another job of the same day (a second process, a doubled setting) posts nothing.
    const second = await app.postDue(guild, '2026-11-20', 102);
    expect(second.ok && second.post).toBeNull();
    // The same job run again after a crash, before it noted the post: posts (with its nonce, once).
    const rerun = await app.postDue(guild, '2026-11-20', 101);
    expect(rerun.ok && rerun.post).not.toBeNull();
    await app.posted(guild, '2026-11-20', '600000000000000001');
    const after = await app.postDue(guild, '2026-11-20', 101);
    expect(after.ok && after.post).toBeNull();
    const next = await store.jobs.pending();
    const days = next.ok
      ? next.jobs
          .filter((j) => j.kind === 'puzzle-post' && (j.data as { guildId: string }).guildId === guild)
          .map((j) => (j.data as { day: string }).day)
      : [];
    // The first setting's and the early job's own (both the 20th), and the claim's: the 21st, once.
    expect(days.filter((d) => d === '2026-11-21')).toHaveLength(1);

    // Stopped: a job that runs finds no channel and posts nothing (no next day).
    const stop = await app.setSettings(guild, { channelId: null });
    expect(stop.ok && stop.nextAt).toBeNull();
    at('2026-11-21T08:00:00Z');
    const stopped = await app.postDue(guild, '2026-11-21', 103);
    expect(stopped.ok && stopped.post).toBeNull();
    const claimed = await store.puzzles.postOf(guild, '2026-11-21');
    expect(claimed.ok && claimed.claimed).toBe(false);
    const bad = await app.setSettings(guild, { hour: 24 });
    expect(bad.ok ? 'ok' : bad.error).toBe('BAD_HOUR');
  });
});
