// The store against both databases it supports: the same cases on a real Postgres server
// (a fresh database, dropped afterwards) and on the embedded PGlite (a temp data directory).
import { describe, it, expect } from 'vitest';
import { replayRecord, parseRecords, type GameState } from '../../src/engine/index.ts';
import { migrate, openStore, type Game } from '../../src/store/index.ts';
import pg from 'pg';
import { describeStores, openSecond, sql } from '../setup/stores.ts';
import { channel, newGame, play, must } from './helpers.ts';
import { TEST_DATABASE_URL, hasServer, serverOnly } from '../setup/databases.ts';
import { startRelay } from './proxy.ts';
import { migrationNames } from '../../src/store/migrations.ts';

describeStores('store', (db) => {
  /**
   * A started 2..4 player game: host u0 plus joined u1... Games played to the end use a fixed
   * seed (the rules allow rare endless games; these seeds are known to end under `play`).
   */
  async function startedGame(players: 2 | 3 | 4 = 2, variant: 'standard' | 'gray' = 'standard', seed?: string) {
    const ch = channel();
    let game = must(
      await db.store.createLobby({
        guildId: 'g',
        channelId: ch,
        hostId: 'u0',
        hostName: 'Host',
        variant,
        maxPlayers: players,
        seed: seed ?? ch,
      }),
    ).game;
    for (let i = 1; i < players; i++)
      game = must(await db.store.join(game.id, { userId: `u${i}`, displayName: `P${i}` })).game;
    const state = newGame({ playerCount: players, variant, seed: game.seed });
    game = must(await db.store.start(game.id, game.version, { state })).game;
    return { game, state };
  }

  /** Applies `count` moves one after another; returns the game and the engine state reached. */
  async function advance(game: Game, state: GameState, count: number, on = db.store) {
    for (let i = 0; i < count && state.phase !== 'over'; i++) {
      const { state: next, actions } = play(state, 1, i);
      game = must(
        await on.applyAction(game.id, game.version, { actorId: `u${state.current}`, action: actions[0], state: next }),
      ).game;
      state = next;
    }
    return { game, state };
  }

  it('applies the committed migrations once, recorded like prisma migrate deploy', async () => {
    const rows = (
      await sql(
        db.store,
        'SELECT migration_name, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations',
      )
    ).rows;
    expect(rows.map((r) => r.migration_name).sort()).toEqual(await migrationNames());
    expect(rows[0].finished_at).not.toBeNull();
    expect(rows[0].rolled_back_at).toBeNull();
    // Again from another connection: nothing left to apply (embedded: the restart test reopens instead).
    if (!db.store.embedded) expect(await migrate(db.store.databaseUrl)).toEqual([]);
  });

  it('runs a lobby: join, full table, leave, start checks the version and the seats', async () => {
    const ch = channel();
    const lobby = must(
      await db.store.createLobby({
        guildId: 'g',
        channelId: ch,
        hostId: 'h',
        hostName: 'Hana',
        variant: 'standard',
        maxPlayers: 3,
      }),
    ).game;
    expect(lobby.status).toBe('lobby');
    expect(lobby.seats).toMatchObject([{ seat: 0, userId: 'h', displayName: 'Hana' }]);
    expect(lobby.seed).toMatch(/^[0-9a-f]{16}$/);

    const busy = await db.store.createLobby({
      guildId: 'g',
      channelId: ch,
      hostId: 'x',
      hostName: 'X',
      variant: 'gray',
    });
    expect(busy).toMatchObject({ ok: false, error: 'CHANNEL_BUSY' });

    must(await db.store.join(lobby.id, { userId: 'a', displayName: 'Ana' }));
    expect(await db.store.join(lobby.id, { userId: 'a', displayName: 'Ana' })).toMatchObject({
      ok: false,
      error: 'ALREADY_SEATED',
    });
    let game = must(await db.store.join(lobby.id, { userId: 'b', displayName: 'Bo' })).game;
    expect(game.seats.map((s) => s.userId)).toEqual(['h', 'a', 'b']);
    expect(await db.store.join(lobby.id, { userId: 'c', displayName: 'Cy' })).toMatchObject({
      ok: false,
      error: 'LOBBY_FULL',
    });

    game = must(await db.store.leave(lobby.id, 'a')).game;
    expect(game.seats.map((s) => [s.seat, s.userId])).toEqual([
      [0, 'h'],
      [2, 'b'],
    ]);
    expect(game.hostId).toBe('h'); // a guest leaving changes no host
    expect(await db.store.leave(lobby.id, 'a')).toMatchObject({ ok: false, error: 'NOT_SEATED' });
    game = must(await db.store.join(lobby.id, { userId: 'c', displayName: 'Cy' })).game;
    expect(game.seats.map((s) => [s.seat, s.userId])).toEqual([
      [0, 'h'],
      [1, 'c'],
      [2, 'b'],
    ]);

    const wrongCount = await db.store.start(game.id, game.version, {
      state: newGame({ playerCount: 2, variant: 'standard', seed: game.seed }),
    });
    expect(wrongCount).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    const state = newGame({ playerCount: 3, variant: 'standard', seed: game.seed });
    expect(await db.store.start(game.id, game.version - 1, { state })).toMatchObject({ ok: false, error: 'CONFLICT' });
    expect(must(await db.store.get(game.id)).game).toMatchObject({
      status: 'lobby',
      version: game.version,
      state: null,
    });

    const started = must(await db.store.start(game.id, game.version, { state, order: ['b', 'h', 'c'] })).game;
    expect(started).toMatchObject({ status: 'active', playerCount: 3, version: game.version + 1 });
    expect(started.seats.map((s) => [s.seat, s.userId, s.displayName])).toEqual([
      [0, 'b', 'Bo'],
      [1, 'h', 'Hana'],
      [2, 'c', 'Cy'],
    ]);
    expect(started.state).toEqual(state);
    expect(await db.store.join(game.id, { userId: 'd', displayName: 'D' })).toMatchObject({
      ok: false,
      error: 'NOT_LOBBY',
    });
    expect(must(await db.store.findByChannel(ch)).game?.id).toBe(game.id);
    expect(must(await db.store.listUserGames('c')).games.map((g) => g.id)).toContain(game.id);
  });

  it('enforces one lobby or active game per channel in the database itself', async () => {
    const { game } = await startedGame();
    const insert = () =>
      sql(
        db.store,
        `INSERT INTO games (id, channel_id, host_id, variant, player_count, seed, status, updated_at)
                  VALUES (gen_random_uuid(), $1, 'raw', 'standard', 2, 'raw', $2, now())`,
        [game.channelId, 'lobby'],
      );
    await expect(insert()).rejects.toMatchObject({ code: '23505', constraint: 'games_one_open_game_per_channel' });
    must(await db.store.cancel(game.id, { reason: 'test' }));
    // Cancelled games no longer hold the channel: a raw insert and a new lobby are both fine... one at a time.
    await insert();
    expect(
      await db.store.createLobby({
        guildId: 'g',
        channelId: game.channelId,
        hostId: 'h',
        hostName: 'H',
        variant: 'standard',
      }),
    ).toMatchObject({ ok: false, error: 'CHANNEL_BUSY' });
  });

  it('frees the channel once its game plays in a thread: one thread, recorded once; a refused thread keeps the channel', async () => {
    const { game } = await startedGame();
    const ch = game.channelId;
    const lobby = () =>
      db.store.createLobby({ guildId: 'g', channelId: ch, hostId: 'h', hostName: 'H', variant: 'standard' });
    expect(await lobby()).toMatchObject({ ok: false, error: 'CHANNEL_BUSY' });
    const threadId = `t-${game.id}`;
    const inThread = must(await db.store.setThread(game.id, { threadId })).game;
    expect(inThread).toMatchObject({ threadId, threadRefusal: null, version: game.version });
    // Once: a second answer (a retried job) does not replace the first.
    expect(must(await db.store.setThread(game.id, { threadId: 'other' })).game.threadId).toBe(threadId);
    expect(must(await db.store.setThread(game.id, { refusal: 'late' })).game.threadRefusal).toBeNull();
    const second = must(await lobby()).game;
    expect(await lobby()).toMatchObject({ ok: false, error: 'CHANNEL_BUSY' });
    expect(must(await db.store.findByChannel(threadId)).game?.id).toBe(game.id);
    expect(must(await db.store.findByChannel(ch)).game?.id).toBe(second.id);
    expect(must(await db.store.listChannelGames(ch)).games.map((g) => g.id)).toEqual([game.id, second.id]);
    // A game Discord gave no thread plays in its channel and keeps it, as before.
    const { game: other } = await startedGame();
    expect(must(await db.store.setThread(other.id, { refusal: '50013' })).game).toMatchObject({
      threadId: null,
      threadRefusal: '50013',
    });
    expect(
      await db.store.createLobby({
        guildId: 'g',
        channelId: other.channelId,
        hostId: 'h',
        hostName: 'H',
        variant: 'standard',
      }),
    ).toMatchObject({ ok: false, error: 'CHANNEL_BUSY' });
    expect(must(await db.store.findByChannel(other.channelId)).game?.id).toBe(other.id);
  });

  it('lets exactly one of many simultaneous clicks on the same version win (Postgres: across two processes)', async () => {
    const { game, state } = await startedGame();
    const second = db.store.embedded ? db.store : await openSecond(db.store);
    try {
      const moves = play(state, 1);
      const attempts = Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? second : db.store).applyAction(game.id, game.version, {
          actorId: 'u0',
          action: moves.actions[0],
          state: moves.state,
        }),
      );
      const results = await Promise.all(attempts);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(Array(15).fill('CONFLICT'));
      const log = must(await second.moves(game.id)).moves;
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ seq: 1, actorId: 'u0', action: moves.actions[0] });
      expect(must(await db.store.get(game.id)).game).toMatchObject({ version: game.version + 1, moveCount: 1 });
    } finally {
      if (second !== db.store) await second.close();
    }
  });

  it('plays many games in parallel without cross-talk', async () => {
    const games = await Promise.all([2, 3, 4, 2, 3, 4].map((n) => startedGame(n as 2 | 3 | 4)));
    const played = await Promise.all(games.map(({ game, state }) => advance(game, state, 12)));
    for (const [i, { game, state }] of played.entries()) {
      const expected = play(games[i].state, 12);
      expect(state).toEqual(expected.state);
      expect(must(await db.store.get(game.id)).game.state).toEqual(expected.state);
      expect(must(await db.store.moves(game.id)).moves.map((m) => m.action)).toEqual(expected.actions);
      expect(must(await db.store.moves(game.id)).moves.map((m) => m.seq)).toEqual(
        expected.actions.map((_, k) => k + 1),
      );
    }
  });

  it('continues a game after a restart and replays its move log as a valid azul-record/1', async () => {
    let { game, state } = await startedGame(3, 'standard', 'restart-3p');
    ({ game, state } = await advance(game, state, 10));
    await db.reopen(); // a new process: new client, (embedded) PGlite reopened from disk
    const reloaded = must(await db.store.get(game.id)).game;
    expect((await sql(db.store, 'SELECT count(*)::int AS n FROM _prisma_migrations')).rows[0].n).toBe(
      (await migrationNames()).length,
    );
    expect(reloaded).toMatchObject({ status: 'active', version: game.version, moveCount: 10 });
    expect(reloaded.state).toEqual(state);
    ({ game, state } = await advance(reloaded, state, 1_000));
    expect(game.status).toBe('finished');
    expect(game.finishedAt).toBeInstanceOf(Date);

    const exported = must(await db.store.exportRecord(game.id));
    const parsed = parseRecords(exported.line);
    expect(parsed.ok).toBe(true);
    const replay = replayRecord(exported.record as Parameters<typeof replayRecord>[0]);
    expect(replay).toMatchObject({ ok: true, finished: true });
    if (replay.ok) expect(replay.state.result).toEqual(state.result);
    expect((exported.record as { names: string[] }).names).toEqual(['Host', 'P1', 'P2']);

    const results = must(await db.store.results(game.id)).results;
    expect(results.map((r) => r.score)).toEqual(state.result!.scores);
    expect(results.filter((r) => r.winner).map((r) => r.seat)).toEqual(state.result!.winners);
    expect(results.filter((r) => r.winner).every((r) => r.rank === 1)).toBe(true);
    expect(results.map((r) => r.userId)).toEqual(['u0', 'u1', 'u2']);
    // A finished game frees the channel and takes no more actions.
    expect(must(await db.store.findByChannel(game.channelId)).game).toBeNull();
    const late = await db.store.applyAction(game.id, game.version, {
      actorId: 'u0',
      action: { type: 'draft', player: 0, source: 0, color: 0, line: 0 },
      state,
    });
    expect(late).toMatchObject({ ok: false, error: 'NOT_ACTIVE' });
  });

  it('logs gray-variant placements and replays them', async () => {
    const started = await startedGame(2, 'gray', 'gray-2p');
    const { game } = await advance(started.game, started.state, 1_000);
    expect(game.status).toBe('finished');
    const log = must(await db.store.moves(game.id)).moves;
    expect(log.some((m) => m.action.type === 'place')).toBe(true);
    const exported = must(await db.store.exportRecord(game.id));
    expect(replayRecord(exported.record as Parameters<typeof replayRecord>[0])).toMatchObject({
      ok: true,
      finished: true,
    });
  });

  it('marks a game with a corrupt stored state broken and keeps the others going', async () => {
    const a = await startedGame();
    const b = await startedGame();
    await sql(db.store, `UPDATE games SET state = '{"variant":"standard","players":"nonsense"}'::jsonb WHERE id = $1`, [
      a.game.id,
    ]);
    const first = await db.store.get(a.game.id);
    expect(first).toMatchObject({ ok: false, error: 'BROKEN' });
    const again = must(await db.store.get(a.game.id)).game;
    expect(again.status).toBe('broken');
    expect(again.brokenReason).toMatch(/stored state is unreadable/);
    expect(
      await db.store.applyAction(a.game.id, again.version, {
        actorId: 'u0',
        action: play(a.state, 1).actions[0],
        state: play(a.state, 1).state,
      }),
    ).toMatchObject({ ok: false, error: 'BROKEN' });
    // Its channel is free again; the other game carries on.
    expect(must(await db.store.findByChannel(a.game.channelId)).game).toBeNull();
    const next = await advance(b.game, b.state, 3);
    expect(next.game.moveCount).toBe(3);
  });

  it('refuses bad input and changes nothing', async () => {
    const { game, state } = await startedGame(2);
    const otherShape = play(newGame({ playerCount: 3, variant: 'standard', seed: 'x' }), 1);
    expect(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'u0',
        action: otherShape.actions[0],
        state: otherShape.state,
      }),
    ).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    const garbage = { ...state, factories: 'no' } as unknown as GameState;
    expect(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'u0',
        action: play(state, 1).actions[0],
        state: garbage,
      }),
    ).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    expect(
      await db.store.applyAction(game.id, game.version, {
        actorId: 'u0',
        action: { type: 'jump' } as never,
        state: play(state, 1).state,
      }),
    ).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    expect(
      await db.store.applyAction('00000000-0000-4000-8000-000000000000', 1, {
        actorId: 'u0',
        action: play(state, 1).actions[0],
        state: play(state, 1).state,
      }),
    ).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(must(await db.store.get(game.id)).game).toMatchObject({ version: game.version, moveCount: 0 });
    expect(must(await db.store.moves(game.id)).moves).toEqual([]);
  });

  it('reads a game with its seats as the write that changed it returned it; an unknown or malformed id names no game', async () => {
    const { game, state } = await startedGame(3);
    const next = play(state, 1);
    const applied = must(
      await db.store.applyAction(game.id, game.version, { actorId: 'u0', action: next.actions[0], state: next.state }),
    ).game;
    expect(must(await db.store.get(game.id)).game).toEqual(applied);
    expect(must(await db.store.get(game.id)).game.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-game', `${game.id}x`, '']) {
      expect(await db.store.get(id)).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    }
  });

  it('answers malformed ids and versions as values', async () => {
    const { game, state } = await startedGame();
    expect(await db.store.get('not-a-uuid')).toMatchObject({ ok: false, error: 'NOT_FOUND' });
    expect(await db.store.join('1; DROP TABLE games', { userId: 'x', displayName: 'X' })).toMatchObject({
      ok: false,
      error: 'NOT_FOUND',
    });
    const step = play(state, 1);
    expect(
      await db.store.applyAction(game.id, 1.5, { actorId: 'u0', action: step.actions[0], state: step.state }),
    ).toMatchObject({ ok: false, error: 'BAD_INPUT' });
    expect(must(await db.store.get(game.id)).game.version).toBe(game.version);
  });

  it('keeps the move log append-only', async () => {
    const { game, state } = await startedGame();
    await advance(game, state, 2);
    await expect(sql(db.store, `UPDATE moves SET actor_id = 'forged' WHERE game_id = $1`, [game.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('merges live message ids without bumping the version; cancels', async () => {
    const { game } = await startedGame();
    must(await db.store.setMessages(game.id, { table: '111', controls: '222' }));
    const written = must(await db.store.setMessages(game.id, { controls: null, summary: '333' })).messages;
    expect(written).toEqual({ table: '111', summary: '333' });
    const updated = must(await db.store.get(game.id)).game;
    expect(updated.messages).toEqual(written);
    expect(updated.version).toBe(game.version);
    const cancelled = must(await db.store.cancel(game.id)).game;
    expect(cancelled.status).toBe('cancelled');
    expect(await db.store.cancel(game.id)).toMatchObject({ ok: false, error: 'NOT_ACTIVE' });
    expect(must(await db.store.listUserGames('u1')).games.map((g) => g.id)).not.toContain(game.id);
  });

  it('writes the jobs given with new message ids in the same statement, and none when the ids are not set', async () => {
    const { game } = await startedGame();
    const retire = (messageId: string) => ({
      kind: 'retire-turn',
      data: { messageId },
      timer: true,
      runAt: new Date(Date.now() + 60_000),
    });
    const before = must(await db.store.jobs.pending(game.id)).jobs.length;
    must(await db.store.setMessages(game.id, { turn: '200' }, undefined, [retire('100')]));
    const written = must(await db.store.jobs.pending(game.id)).jobs.filter((j) => j.kind === 'retire-turn');
    expect(written.map((j) => j.data)).toEqual([{ messageId: '100' }]);
    // Not due yet: nobody claims it before its time.
    expect(must(await db.store.jobs.claimable()).counts).not.toHaveProperty('retire-turn');
    // A conflict (the ids changed meanwhile) writes neither the ids nor the job.
    expect(await db.store.setMessages(game.id, { turn: '300' }, { turn: '999' }, [retire('200')])).toMatchObject({
      ok: false,
      error: 'CONFLICT',
    });
    expect(must(await db.store.get(game.id)).game.messages).toMatchObject({ turn: '200' });
    expect(must(await db.store.jobs.pending(game.id)).jobs).toHaveLength(before + 1);
  });

  it('answers DB_UNAVAILABLE while the database is unreachable, then recovers', async () => {
    const { game, state } = await startedGame();
    // Postgres: a second client behind a relay we cut. Embedded: its own socket, stopped and restarted.
    const relay = db.store.embedded ? undefined : await startRelay(db.store.databaseUrl);
    const viaRelay = relay ? await openStore({ databaseUrl: relay.url, migrate: false }) : db.store;
    const cut = () => (relay ? relay.cut() : db.store.embedded!.stopSocket());
    const restore = () => (relay ? relay.restore() : db.store.embedded!.startSocket());
    try {
      must(await viaRelay.get(game.id));
      await cut();
      const step = play(state, 1);
      const down = await viaRelay.applyAction(game.id, game.version, {
        actorId: 'u0',
        action: step.actions[0],
        state: step.state,
      });
      expect(down).toMatchObject({ ok: false, error: 'DB_UNAVAILABLE' });
      expect(await viaRelay.findByChannel(game.channelId)).toMatchObject({ ok: false, error: 'DB_UNAVAILABLE' });
      if (relay) expect(must(await db.store.get(game.id)).game.version).toBe(game.version); // nothing applied
      await restore();
      expect(must(await viaRelay.get(game.id)).game.version).toBe(game.version); // nothing applied
      const up = must(
        await viaRelay.applyAction(game.id, game.version, {
          actorId: 'u0',
          action: step.actions[0],
          state: step.state,
        }),
      );
      expect(up.seq).toBe(1);
    } finally {
      await restore();
      if (relay) {
        await viaRelay.close();
        await relay.close();
      }
    }
  });

  it('hands the lobby to the player seated longest when the host leaves', async () => {
    const lobby = must(
      await db.store.createLobby({
        guildId: 'g',
        channelId: channel(),
        hostId: 'h',
        hostName: 'Hana',
        variant: 'standard',
      }),
    ).game;
    must(await db.store.join(lobby.id, { userId: 'a', displayName: 'Ana' }));
    must(await db.store.join(lobby.id, { userId: 'b', displayName: 'Bo' }));
    const game = must(await db.store.leave(lobby.id, 'h')).game;
    expect(game.hostId).toBe('a');
    expect(game.status).toBe('lobby');
    expect(game.seats.map((s) => s.userId)).toEqual(['a', 'b']);
  });

  it.runIf(db.kind === 'embedded')('refuses a second owner of the same embedded data directory', async () => {
    await expect(db.open()).rejects.toThrow(/already open \(process \d+, this one\).*DATABASE_URL/);
    expect(must(await db.store.findByChannel(channel())).game).toBeNull(); // the first owner is unharmed
  });

  it.runIf(db.kind === 'postgres')('survives its connections being terminated by the server', async () => {
    const { game } = await startedGame();
    must(await db.store.get(game.id));
    const database = new URL(db.store.databaseUrl).pathname.slice(1);
    await sql(
      db.store,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    // A call may meet a pooled connection that is dead (DB_UNAVAILABLE); the pool drops it, so calls soon work again.
    const seen: string[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const r = await db.store.get(game.id);
      if (r.ok) break;
      seen.push(r.error);
    }
    expect(seen.every((e) => e === 'DB_UNAVAILABLE')).toBe(true);
    expect(seen.length).toBeLessThan(12);
    expect(must(await db.store.get(game.id)).game.id).toBe(game.id);
  });
});

describe.skipIf(!hasServer())(serverOnly('store whose database closes its doors'), () => {
  it('answers DB_UNAVAILABLE while the database refuses connections, and works again after', async () => {
    const name = `azul_closed_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const store = await openStore({ databaseUrl: url.toString() });
    try {
      const { game } = must(
        await store.createLobby({
          guildId: null,
          channelId: channel(),
          hostId: 'h',
          hostName: 'H',
          variant: 'standard',
        }),
      );
      // Maintenance: no new connections, and the open ones are cut (Postgres answers 55000 to the next connect).
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      // The first call may meet the dead pooled connection; the next ones meet the refusal itself.
      for (let call = 0; call < 3; call++) {
        expect(await store.get(game.id)).toMatchObject({ ok: false, error: 'DB_UNAVAILABLE' });
      }
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      let back = await store.get(game.id);
      for (let attempt = 0; !back.ok && attempt < 10; attempt++) back = await store.get(game.id);
      expect(must(back).game.id).toBe(game.id);
    } finally {
      await store.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('store with no database listening', () => {
  it('cannot open (migrate) and says why, after retrying for connectRetryMs', async () => {
    const t0 = Date.now();
    await expect(
      openStore({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/nothing', connectRetryMs: 600 }),
    ).rejects.toThrow(/ECONNREFUSED 127\.0\.0\.1:1/);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(500);
  });

  it('returns DB_UNAVAILABLE instead of throwing', async () => {
    const store = await openStore({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/nothing', migrate: false });
    try {
      expect(await store.findByChannel('c')).toMatchObject({ ok: false, error: 'DB_UNAVAILABLE' });
      expect(
        await store.createLobby({ guildId: null, channelId: 'c', hostId: 'h', hostName: 'H', variant: 'standard' }),
      ).toMatchObject({ ok: false, error: 'DB_UNAVAILABLE' });
    } finally {
      await store.close();
    }
  });
});
