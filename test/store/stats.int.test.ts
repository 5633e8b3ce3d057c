// Ratings, statistics and history on both databases: games played to their end through the
// store, plus finished games written as rows (a tie, other servers), checked against the stored
// results and against a replay of the pure ratings.
import { it, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { conservative, GLOBAL_SCOPE, RatingLedger, type GameForRating } from '../../src/stats/index.ts';
import type { PlayerResult } from '../../src/store/index.ts';
import { describeStores, openSecond, sql } from '../setup/stores.ts';
import { channel, newGame, play, must } from './helpers.ts';

const GUILD = 'guild-a';
const OTHER_GUILD = 'guild-b';

describeStores('stats store', (db) => {
  /** Finished game ids in the order they were rated. */
  const rated: string[] = [];

  /** A game played to its end through the db.store by `users` (seat order), on a seed known to end. */
  async function playedGame(users: string[], seed: string, guildId = GUILD): Promise<string> {
    const ch = channel();
    let game = must(
      await db.store.createLobby({
        guildId,
        channelId: ch,
        hostId: users[0]!,
        hostName: name(users[0]!),
        variant: 'standard',
        maxPlayers: users.length,
        seed,
      }),
    ).game;
    for (const u of users.slice(1)) game = must(await db.store.join(game.id, { userId: u, displayName: name(u) })).game;
    let state = newGame({ playerCount: users.length as 2 | 3 | 4, variant: 'standard', seed });
    game = must(await db.store.start(game.id, game.version, { state })).game;
    for (let i = 0; state.phase !== 'over'; i++) {
      if (i > 1_000) throw new Error('game did not end');
      const step = play(state, 1, i);
      game = must(
        await db.store.applyAction(game.id, game.version, {
          actorId: users[state.current]!,
          action: step.actions[0]!,
          state: step.state,
        }),
      ).game;
      state = step.state;
    }
    expect(game.status).toBe('finished');
    return game.id;
  }

  /** A finished game written as rows, with chosen scores (a tie, another server...). */
  async function finishedRows(
    seats: { user: string; score: number; rows?: number }[],
    guildId: string | null = GUILD,
    finishedAt = new Date(),
  ): Promise<string> {
    const id = randomUUID();
    await sql(
      db.store,
      `INSERT INTO games (id, guild_id, channel_id, host_id, status, variant, player_count, seed, started_at, finished_at)
      VALUES ($1, $2, $3, $4, 'finished', 'standard', $5, 'rows', $6, $6)`,
      [id, guildId, channel(), seats[0]!.user, seats.length, finishedAt],
    );
    for (const [seat, s] of seats.entries()) {
      const better = seats.filter(
        (o) => o.score > s.score || (o.score === s.score && (o.rows ?? 0) > (s.rows ?? 0)),
      ).length;
      await sql(db.store, `INSERT INTO seats (game_id, seat, user_id, display_name) VALUES ($1, $2, $3, $4)`, [
        id,
        seat,
        s.user,
        name(s.user),
      ]);
      await sql(
        db.store,
        `INSERT INTO results (game_id, seat, user_id, display_name, score, bonus_rows, bonus_columns, bonus_colors, bonus_points, complete_rows, rank, winner, finished_at)
        VALUES ($1, $2, $3, $4, $5, $6, 0, 1, 12, $6, $7, $8, $9)`,
        [id, seat, s.user, name(s.user), s.score, s.rows ?? 0, better + 1, better === 0, finishedAt],
      );
    }
    return id;
  }

  async function rate(id: string) {
    const out = must(await db.store.stats.rateGame(id));
    if (out.outcome !== 'already-rated') rated.push(id);
    return out.outcome;
  }

  /** The ratings replayed by the pure ledger from the stored results, in rating order. */
  async function replayed(): Promise<RatingLedger> {
    const ledger = new RatingLedger();
    for (const id of rated) {
      const results = must(await db.store.results(id)).results as PlayerResult[];
      const guild = (await sql(db.store, 'SELECT guild_id FROM games WHERE id = $1', [id])).rows[0].guild_id as
        string | null;
      const game: GameForRating = {
        gameId: id,
        guildId: guild,
        end: 'finished',
        seats: results.map((r) => ({ userId: r.userId, score: r.score, completeRows: r.completeRows })),
      };
      ledger.apply(game);
    }
    return ledger;
  }

  async function ratingsTable() {
    return (
      await sql(
        db.store,
        'SELECT scope, user_id, mu, sigma, conservative, games, wins FROM ratings ORDER BY scope, user_id',
      )
    ).rows;
  }

  it('rates finished games once each, as the pure ratings do from the stored results', async () => {
    const first = await playedGame(['ana', 'bo'], 'stats-1');
    expect(await rate(first)).toBe('rated');
    expect(await rate(first)).toBe('already-rated'); // a retry, another process: no change
    const second = await playedGame(['ana', 'bo', 'cy'], 'stats-2');
    expect(await rate(second)).toBe('rated');
    // A tie (equal score, equal rows), a tie-break on rows, and a game on another server.
    expect(
      await rate(
        await finishedRows([
          { user: 'bo', score: 40, rows: 1 },
          { user: 'cy', score: 40, rows: 1 },
        ]),
      ),
    ).toBe('rated');
    expect(
      await rate(
        await finishedRows([
          { user: 'cy', score: 30, rows: 2 },
          { user: 'ana', score: 30, rows: 1 },
        ]),
      ),
    ).toBe('rated');
    expect(
      await rate(
        await finishedRows(
          [
            { user: 'ana', score: 55 },
            { user: 'bot:hard', score: 70 },
          ],
          OTHER_GUILD,
        ),
      ),
    ).toBe('rated');
    // One seat: finished, but moves no rating.
    expect(await rate(await finishedRows([{ user: 'dee', score: 12 }]))).toBe('not-counted');

    const ledger = await replayed();
    const table = await ratingsTable();
    expect(table.length).toBe(
      ledger.players(GLOBAL_SCOPE).size + ledger.players(GUILD).size + ledger.players(OTHER_GUILD).size,
    );
    for (const row of table) {
      const expected = ledger.get(row.scope, row.user_id)!;
      expect(row.mu).toBe(expected.skill.mu);
      expect(row.sigma).toBe(expected.skill.sigma);
      expect(row.conservative).toBe(conservative(expected.skill));
      expect({ games: row.games, wins: row.wins }).toEqual({ games: expected.games, wins: expected.wins });
    }
    expect(ledger.get(GLOBAL_SCOPE, 'ana')!.games).toBe(4);
    expect(ledger.get(GUILD, 'ana')!.games).toBe(3);
    expect(ledger.get(OTHER_GUILD, 'bot:hard')).toMatchObject({ games: 1, wins: 1 });
    expect(ledger.get(GLOBAL_SCOPE, 'dee')).toBeUndefined();
  });

  it('refuses to rate a game that is not finished, and changes nothing', async () => {
    const before = await ratingsTable();
    const ch = channel();
    const lobby = must(
      await db.store.createLobby({
        guildId: GUILD,
        channelId: ch,
        hostId: 'ana',
        hostName: 'Ana',
        variant: 'standard',
        maxPlayers: 2,
      }),
    ).game;
    must(await db.store.join(lobby.id, { userId: 'bo', displayName: 'Bo' }));
    must(await db.store.cancel(lobby.id, { reason: 'test' }));
    expect(await db.store.stats.rateGame(lobby.id)).toMatchObject({ ok: false, error: 'NOT_ACTIVE' });
    expect(await db.store.stats.rateGame(randomUUID())).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(await ratingsTable()).toEqual(before);
  });

  it('leaderboard, standing, stats, trend, head-to-head and history answer from the stored results', async () => {
    const board = must(await db.store.stats.leaderboard(GUILD));
    expect(board.rows.map((r) => r.userId).sort()).toEqual(['ana', 'bo', 'cy']);
    for (let i = 1; i < board.rows.length; i++)
      expect(board.rows[i - 1]!.conservative).toBeGreaterThanOrEqual(board.rows[i]!.conservative);
    expect(board.players).toBe(3);
    const top = board.rows[0]!;
    expect(must(await db.store.stats.standing(GUILD, top.userId)).standing).toMatchObject({
      rank: 1,
      players: 3,
      rating: { userId: top.userId },
    });
    expect(must(await db.store.stats.standing(GUILD, 'nobody')).standing).toEqual({
      rating: null,
      rank: null,
      players: 3,
    });
    const global = must(await db.store.stats.leaderboard(GLOBAL_SCOPE));
    expect(global.rows.map((r) => r.userId).sort()).toEqual(['ana', 'bo', 'bot:hard', 'cy']);

    // Stats of ana in this server, against her stored results.
    const mine = (
      await sql(
        db.store,
        `SELECT r.*, g.player_count FROM results r JOIN games g ON g.id = r.game_id WHERE r.user_id = 'ana' AND g.guild_id = $1`,
        [GUILD],
      )
    ).rows;
    const stats = must(await db.store.stats.playerStats('ana', GUILD)).stats;
    expect(stats.games).toBe(mine.length);
    expect(stats.wins).toBe(mine.filter((r) => r.winner).length);
    expect(stats.bestScore).toBe(Math.max(...mine.map((r) => r.score)));
    expect(stats.meanScore).toBeCloseTo(mine.reduce((n, r) => n + r.score, 0) / mine.length, 9);
    expect(stats.meanBonus!.points).toBeCloseTo(mine.reduce((n, r) => n + r.bonus_points, 0) / mine.length, 9);
    expect(stats.byPlayerCount).toEqual(
      [2, 3].map((n) => ({
        playerCount: n,
        games: mine.filter((r) => r.player_count === n).length,
        wins: mine.filter((r) => r.player_count === n && r.winner).length,
      })),
    );
    expect(must(await db.store.stats.playerStats('ana', null)).stats.games).toBe(mine.length + 1);
    expect(must(await db.store.stats.playerStats('nobody', GUILD)).stats).toMatchObject({
      games: 0,
      meanScore: null,
      bestScore: null,
    });

    const trend = must(await db.store.stats.ratingTrend(GLOBAL_SCOPE, 'ana')).points;
    expect(trend).toHaveLength(4);
    const ledger = await replayed();
    expect(trend.at(-1)!.conservative).toBe(conservative(ledger.get(GLOBAL_SCOPE, 'ana')!.skill));
    expect(must(await db.store.stats.ratingTrend(GLOBAL_SCOPE, 'ana', 2)).points.map((p) => p.seq)).toEqual(
      trend.slice(-2).map((p) => p.seq),
    );

    const h2h = must(await db.store.stats.headToHead('bo', GUILD)).opponents;
    const vs = (
      await sql(
        db.store,
        `SELECT me.rank AS mine, o.rank AS theirs, o.user_id FROM results me JOIN results o ON o.game_id = me.game_id AND o.user_id <> me.user_id
      JOIN games g ON g.id = me.game_id WHERE me.user_id = 'bo' AND g.guild_id = $1`,
        [GUILD],
      )
    ).rows;
    for (const opp of h2h) {
      const rows = vs.filter((r) => r.user_id === opp.userId);
      expect(opp).toMatchObject({
        games: rows.length,
        wins: rows.filter((r) => r.mine < r.theirs).length,
        losses: rows.filter((r) => r.mine > r.theirs).length,
        ties: rows.filter((r) => r.mine === r.theirs).length,
      });
    }
    expect(h2h.find((o) => o.userId === 'cy')).toMatchObject({ ties: 1 });

    const history = must(await db.store.stats.history('ana', GUILD)).games;
    expect(history).toHaveLength(3);
    for (let i = 1; i < history.length; i++)
      expect(history[i - 1]!.finishedAt.getTime()).toBeGreaterThanOrEqual(history[i]!.finishedAt.getTime());
    for (const g of history)
      expect(g.seats.map((s) => s.score)).toEqual(must(await db.store.results(g.gameId)).results.map((r) => r.score));
    expect(must(await db.store.stats.history('ana', GUILD, 1)).games).toHaveLength(1);
  });

  it('recompute from the stored results gives the same numbers; unrated finished games are caught up', async () => {
    const before = await ratingsTable();
    const changesBefore = (await sql(db.store, 'SELECT * FROM rating_changes ORDER BY seq, scope, user_id')).rows;
    const out = must(await db.store.stats.recompute());
    expect(out.games).toBe(rated.length);
    expect(await ratingsTable()).toEqual(before);
    expect((await sql(db.store, 'SELECT * FROM rating_changes ORDER BY seq, scope, user_id')).rows).toEqual(
      changesBefore,
    );

    // A finished game nobody rated (a crash between finishing and rating): picked up in order.
    const missed = await finishedRows([
      { user: 'ana', score: 61 },
      { user: 'cy', score: 20 },
    ]);
    expect(must(await db.store.stats.rateUnrated()).rated).toBe(1);
    rated.push(missed);
    expect(must(await db.store.stats.rateUnrated()).rated).toBe(0);
    const incremental = await ratingsTable();
    must(await db.store.stats.recompute());
    expect(await ratingsTable()).toEqual(incremental);
  });

  it('rates a game once when two processes report its end at the same moment', async ({ skip }) => {
    if (db.kind === 'embedded') skip(); // one process owns an embedded database
    const second = await openSecond(db.store);
    try {
      const id = await finishedRows([
        { user: 'bo', score: 33 },
        { user: 'cy', score: 44 },
      ]);
      const outcomes = await Promise.all([db.store.stats.rateGame(id), second.stats.rateGame(id)]);
      expect(outcomes.map((o) => must(o).outcome).sort()).toEqual(['already-rated', 'rated']);
      rated.push(id);
      expect(
        (await sql(db.store, 'SELECT count(*)::int AS n FROM rating_changes WHERE game_id = $1', [id])).rows[0].n,
      ).toBe(4);
    } finally {
      await second.close();
    }
  });

  it('forget-user anonymizes one user and keeps everyone else’s games and ratings', async () => {
    const others = (await ratingsTable()).filter((r) => r.user_id !== 'cy');
    const anaResults = (
      await sql(db.store, `SELECT game_id, seat, score FROM results WHERE user_id = 'ana' ORDER BY game_id, seat`)
    ).rows;
    // Not while they sit in an open game.
    const ch = channel();
    const lobby = must(
      await db.store.createLobby({
        guildId: GUILD,
        channelId: ch,
        hostId: 'cy',
        hostName: 'Cy',
        variant: 'standard',
        maxPlayers: 2,
      }),
    ).game;
    expect(await db.store.stats.forgetUser('cy')).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    must(await db.store.cancel(lobby.id));

    const forgotten = must(await db.store.stats.forgetUser('cy'));
    expect(forgotten.anonymousId).toMatch(/^forgotten:/);
    expect(forgotten.games).toBeGreaterThan(0);
    for (const [table, column] of [
      ['results', 'user_id'],
      ['seats', 'user_id'],
      ['moves', 'actor_id'],
      ['ratings', 'user_id'],
      ['rating_changes', 'user_id'],
      ['games', 'host_id'],
    ]) {
      expect(
        (await sql(db.store, `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = 'cy'`)).rows[0].n,
        table,
      ).toBe(0);
    }
    expect((await sql(db.store, `SELECT count(*)::int AS n FROM results WHERE display_name = 'Cy'`)).rows[0].n).toBe(0);
    expect(
      (await sql(db.store, `SELECT count(*)::int AS n FROM results WHERE user_id = $1`, [forgotten.anonymousId]))
        .rows[0].n,
    ).toBe(forgotten.games);
    // Everyone else: same results, same ratings; the forgotten player is listed nowhere.
    expect(
      (await sql(db.store, `SELECT game_id, seat, score FROM results WHERE user_id = 'ana' ORDER BY game_id, seat`))
        .rows,
    ).toEqual(anaResults);
    expect((await ratingsTable()).filter((r) => !r.user_id.startsWith('forgotten:'))).toEqual(others);
    expect(
      must(await db.store.stats.leaderboard(GUILD))
        .rows.map((r) => r.userId)
        .sort(),
    ).toEqual(['ana', 'bo']);
    // The move log stays append-only afterwards, and a recompute still agrees.
    await expect(sql(db.store, `UPDATE moves SET actor_id = 'x' WHERE seq = 1`)).rejects.toThrow(/append-only/);
    const after = await ratingsTable();
    must(await db.store.stats.recompute());
    expect(await ratingsTable()).toEqual(after);
    // Unknown and already forgotten ids are refused.
    expect(await db.store.stats.forgetUser('cy')).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(await db.store.stats.forgetUser(forgotten.anonymousId)).toMatchObject({ ok: false, error: 'BAD_INPUT' });
  });
});

function name(user: string): string {
  return user.startsWith('bot:') ? `Bot · ${user.slice(4)}` : user[0]!.toUpperCase() + user.slice(1);
}
