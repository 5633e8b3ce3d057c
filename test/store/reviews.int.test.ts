// Stored game reviews on both databases: started once with its budget, moves added
// once each and read back in order (a restart resumes after them), completed once (its moves
// dropped), posted once; a player's mean accuracy over their reviewed games, per server (/azul stats).
import { it, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, must } from './helpers.ts';

describeStores('review store', (db) => {
  /** A finished game written as rows: `users` at seats 0.. in server `guildId`. */
  async function finishedGame(users: string[], guildId: string | null = 'guild-a'): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    await sql(
      db.store,
      `INSERT INTO games (id, guild_id, channel_id, host_id, status, variant, player_count, seed, started_at, finished_at)
      VALUES ($1, $2, $3, $4, 'finished', 'standard', $5, 'rows', $6, $6)`,
      [id, guildId, channel(), users[0], users.length, now],
    );
    for (const [seat, user] of users.entries()) {
      await sql(
        db.store,
        `INSERT INTO results (game_id, seat, user_id, display_name, score, bonus_rows, bonus_columns, bonus_colors, bonus_points, complete_rows, rank, winner, finished_at)
        VALUES ($1, $2, $3, $3, 10, 0, 0, 0, 0, 0, $4, $5, $6)`,
        [id, seat, user, seat + 1, seat === 0, now],
      );
    }
    return id;
  }

  const review = (accuracies: number[]) => ({
    format: 'azul-review/1',
    players: accuracies.map((accuracy, seat) => ({ seat, accuracy })),
  });

  it('starts once: a second start keeps the first budget and the moves stored', async () => {
    const id = await finishedGame(['u1', 'u2']);
    expect(must(await db.store.reviews.get(id)).review).toBeNull();
    const started = must(await db.store.reviews.start(id, { search: 30, value: 12 })).review;
    expect(started).toMatchObject({
      gameId: id,
      budget: { search: 30, value: 12 },
      review: null,
      moves: [],
      postedAt: null,
      messageId: null,
    });
    expect(must(await db.store.reviews.addMove(id, 0, { index: 0, loss: 1 })).added).toBe(true);
    const again = must(await db.store.reviews.start(id, { search: 3000, value: 1200 })).review;
    expect(again.budget).toEqual({ search: 30, value: 12 });
    expect(again.moves).toEqual([{ index: 0, loss: 1 }]);
  });

  it('adds each move once and reads them back in order; a gap ends the run that counts', async () => {
    const id = await finishedGame(['u1', 'u2']);
    must(await db.store.reviews.start(id, { search: 1, value: 1 }));
    expect(must(await db.store.reviews.addMove(id, 1, { index: 1 })).added).toBe(true);
    expect(must(await db.store.reviews.addMove(id, 0, { index: 0 })).added).toBe(true);
    expect(must(await db.store.reviews.addMove(id, 0, { index: 0, other: true })).added).toBe(false);
    expect(must(await db.store.reviews.addMove(id, 3, { index: 3 })).added).toBe(true);
    expect(must(await db.store.reviews.get(id)).review!.moves).toEqual([{ index: 0 }, { index: 1 }]);
    expect((await db.store.reviews.addMove(id, -1, {})).ok).toBe(false);
  });

  it('completes once, dropping the moves; moves after that are not stored', async () => {
    const id = await finishedGame(['u1', 'u2']);
    must(await db.store.reviews.start(id, { search: 1, value: 1 }));
    must(await db.store.reviews.addMove(id, 0, { index: 0 }));
    expect(must(await db.store.reviews.complete(id, review([90, 50]))).completed).toBe(true);
    expect(must(await db.store.reviews.complete(id, review([1, 1]))).completed).toBe(false);
    const done = must(await db.store.reviews.get(id)).review!;
    expect(done.review).toEqual(review([90, 50]));
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(done.moves).toEqual([]);
    expect(
      (await sql(db.store, 'SELECT count(*)::int AS n FROM review_moves WHERE game_id = $1', [id])).rows[0].n,
    ).toBe(0);
    expect(must(await db.store.reviews.addMove(id, 1, { index: 1 })).added).toBe(false);
  });

  it('is posted once', async () => {
    const id = await finishedGame(['u1', 'u2']);
    must(await db.store.reviews.start(id, { search: 1, value: 1 }));
    expect(must(await db.store.reviews.markPosted(id, 'm-1')).marked).toBe(true);
    expect(must(await db.store.reviews.markPosted(id, 'm-2')).marked).toBe(false);
    expect(must(await db.store.reviews.get(id)).review).toMatchObject({ messageId: 'm-1', postedAt: expect.any(Date) });
  });

  it('refuses a game that does not exist, and goes with its game', async () => {
    const start = await db.store.reviews.start(randomUUID(), { search: 1, value: 1 });
    expect(start.ok || start.error).toBe('NOT_FOUND');
    const id = await finishedGame(['u1', 'u2']);
    must(await db.store.reviews.start(id, { search: 1, value: 1 }));
    must(await db.store.reviews.addMove(id, 0, {}));
    await sql(db.store, 'DELETE FROM games WHERE id = $1', [id]);
    expect(must(await db.store.reviews.get(id)).review).toBeNull();
    expect(
      (await sql(db.store, 'SELECT count(*)::int AS n FROM review_moves WHERE game_id = $1', [id])).rows[0].n,
    ).toBe(0);
  });

  it("a player's mean accuracy over their complete reviews, in a server or everywhere", async () => {
    const a = await finishedGame(['acc-ana', 'acc-rui']);
    const b = await finishedGame(['acc-rui', 'acc-ana']);
    const other = await finishedGame(['acc-ana', 'acc-eva'], 'guild-b');
    const pending = await finishedGame(['acc-ana', 'acc-rui']);
    for (const id of [a, b, other, pending]) must(await db.store.reviews.start(id, { search: 1, value: 1 }));
    must(await db.store.reviews.complete(a, review([80, 40])));
    must(await db.store.reviews.complete(b, review([70, 60])));
    must(await db.store.reviews.complete(other, review([20, 99])));
    // ana: seat 0 in a (80), seat 1 in b (60); 20 in the other server; the pending review does not count.
    expect(must(await db.store.stats.playerStats('acc-ana', 'guild-a')).stats.accuracy).toEqual({ games: 2, mean: 70 });
    const everywhere = must(await db.store.stats.playerStats('acc-ana', null)).stats.accuracy!;
    expect(everywhere.games).toBe(3);
    expect(everywhere.mean).toBeCloseTo(160 / 3, 9);
    expect(must(await db.store.stats.playerStats('acc-eva', null)).stats.accuracy).toEqual({ games: 1, mean: 99 });
    expect(must(await db.store.stats.playerStats('nobody', null)).stats.accuracy).toBeNull();
  });
});
