// The app's use cases against the real store: on the Postgres server and on the embedded database
// (embedded only when no server answers). Two "processes" (two stores on one database) racing for
// the same move need a server.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app/index.ts';
import { seatToAct } from '../../src/app/seats.ts';
import { draftStep } from '../../src/app/turn-options.ts';
import type { Draft, GameState } from '../../src/engine/types.ts';
import { describeStores, openSecond, freshStore } from '../setup/stores.ts';
import { must } from '../store/helpers.ts';
import { hasServer, serverOnly } from '../setup/databases.ts';

const ana = { id: '100000000000000001', name: 'Ana' };
const rui = { id: '100000000000000002', name: 'Rui' };
const eva = { id: '100000000000000003', name: 'Eva' };
let channel = 0;

function firstDraft(state: GameState, player: number): Draft {
  let step = draftStep(state, {})!;
  if (step.step === 'source') step = draftStep(state, { source: step.sources[0]!.source })!;
  if (step.step === 'color') step = draftStep(state, { source: step.source.source, color: step.colors[0]!.color })!;
  if (step.step !== 'line') throw new Error('expected the line step');
  return { type: 'draft', player, source: step.source.source, color: step.color.color, line: step.lines[0]!.line };
}

async function started(a: App): Promise<string> {
  const opened = await a.lobby.open({ guildId: null, channelId: `c${++channel}`, host: ana, seats: 2 });
  if (!opened.ok) throw new Error(opened.detail);
  const joined = await a.lobby.join(opened.game.id, rui);
  if (!joined.ok) throw new Error(joined.detail);
  const go = await a.lobby.start(opened.game.id, joined.game.version, ana);
  if (!go.ok) throw new Error(go.detail);
  return opened.game.id;
}

describeStores('app use cases', (db) => {
  let a: App;

  beforeAll(() => {
    a = createApp(db.store);
  });

  it('refuses bad sizes, a busy channel, non-hosts, too few players and stale starts', async () => {
    expect(await a.lobby.open({ guildId: null, channelId: 'x', host: ana, seats: 5 })).toMatchObject({
      ok: false,
      error: 'BAD_PLAYER_COUNT',
    });
    expect(await a.lobby.open({ guildId: null, channelId: 'x', host: ana, seats: 2, bots: 2 })).toMatchObject({
      ok: false,
      error: 'BOTS_DO_NOT_FIT',
      facts: { bots: 2, seats: 2 },
    });
    expect(await a.lobby.open({ guildId: null, channelId: 'x', host: ana, level: 'random' })).toMatchObject({
      ok: false,
      error: 'BAD_LEVEL',
    });
    expect(await a.lobby.open({ guildId: null, channelId: 'x', host: ana, turnTime: '2d' })).toMatchObject({
      ok: false,
      error: 'BAD_TURN_TIME',
    });
    const opened = await a.lobby.open({ guildId: null, channelId: `c${++channel}`, host: ana, seats: 3 });
    if (!opened.ok) throw new Error(opened.detail);
    const busy = await a.lobby.open({ guildId: null, channelId: opened.game.channelId, host: rui });
    expect(busy.ok === false && busy.error).toBe('CHANNEL_BUSY');
    expect(busy.ok === false && busy.game?.id).toBe(opened.game.id);
    const alone = await a.lobby.start(opened.game.id, opened.game.version, ana);
    expect(alone).toMatchObject({ ok: false, error: 'TOO_FEW_PLAYERS', facts: { seated: 1 } });
    const joined = await a.lobby.join(opened.game.id, rui);
    if (!joined.ok) throw new Error(joined.detail);
    expect(await a.lobby.start(opened.game.id, joined.game.version, rui)).toMatchObject({
      ok: false,
      error: 'NOT_HOST',
      facts: { action: 'start' },
    });
    expect(await a.lobby.start(opened.game.id, opened.game.version, ana)).toMatchObject({
      ok: false,
      error: 'LOBBY_CHANGED',
    });
    expect(await a.lobby.leave(opened.game.id, eva)).toMatchObject({ ok: false, error: 'NOT_SEATED' });
    // The host leaving hands the lobby to the next seated player; the last one out closes it.
    const handed = await a.lobby.leave(opened.game.id, ana);
    expect(handed).toMatchObject({ ok: true, closed: false, game: { status: 'lobby', hostId: rui.id } });
    expect(handed.ok && handed.game.seats.map((s) => s.userId)).toEqual([rui.id]);
    const left = await a.lobby.leave(opened.game.id, rui);
    expect(left).toMatchObject({ ok: true, closed: true, game: { status: 'cancelled' } });
  });

  it('a level without a number of bots seats one bot at that level (not a silently dropped level)', async () => {
    const opened = await a.lobby.open({ guildId: null, channelId: `c${++channel}`, host: ana, level: 'hard' });
    expect(opened.ok && opened.game.seats.map((s) => [s.userId, s.displayName, s.botLevel])).toEqual([
      [ana.id, 'Ana', null],
      ['bot:hard', 'Bot · hard', 'hard'],
    ]);
    const two = await a.lobby.open({ guildId: null, channelId: `c${++channel}`, host: ana, level: 'easy', bots: 2 });
    expect(two.ok && two.game.seats.map((s) => s.displayName)).toEqual(['Ana', 'Bot · easy', 'Bot · easy 2']);
    const none = await a.lobby.open({ guildId: null, channelId: `c${++channel}`, host: ana, level: 'easy', bots: 0 });
    expect(none.ok && none.game.seats).toHaveLength(1);
  });

  it('refuses out-of-turn, outsiders, stale versions and illegal moves without saving', async () => {
    const gameId = await started(a);
    const loaded = await a.reads.get(gameId);
    if (!loaded.ok) throw new Error(loaded.detail);
    const game = loaded.game;
    const actor = seatToAct(game)!.userId;
    const other = actor === ana.id ? rui.id : ana.id;
    const build = (state: GameState, player: number) => firstDraft(state, player);
    expect(await a.play.play(gameId, game.version, other, build)).toMatchObject({ ok: false, error: 'NOT_YOUR_TURN' });
    expect(await a.play.play(gameId, game.version, eva.id, build)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    expect(await a.play.play(gameId, game.version - 1, actor, build)).toMatchObject({ ok: false, error: 'TURN_STALE' });
    const illegal = await a.play.play(gameId, game.version, actor, (_s, player) => ({
      type: 'draft',
      player,
      source: 8,
      color: 0,
      line: 0,
    }));
    expect(illegal).toMatchObject({ ok: false, error: 'ILLEGAL', facts: { rule: 'ERR_BAD_SOURCE' } });
    const after = await a.reads.get(gameId);
    expect(after.ok && after.game.moveCount).toBe(0);
    expect(after.ok && after.game.version).toBe(game.version);
  });

  it('a move played on the game as a click read it is refused when the game moved on since that read', async () => {
    const gameId = await started(a);
    const actor = seatToAct(must(await a.reads.get(gameId)).game)!.userId;
    const checked = must(await a.play.forTurn(gameId, must(await a.reads.get(gameId)).game.version, actor));
    // Another move lands between the click's check and its save (the same seat's other click).
    must(await a.play.playOn(checked.game, firstDraft));
    const late = await a.play.playOn(checked.game, firstDraft);
    expect(late.ok === false && ['CONFLICT', 'TURN_STALE'].includes(late.error)).toBe(true);
    const after = must(await a.reads.get(gameId)).game;
    expect([after.moveCount, after.version]).toEqual([1, checked.game.version + 1]);
  });

  it('leaving hands the seat to the autopilot; the last person leaving ends the game and frees the channel', async () => {
    const gameId = await started(a);
    const game = await a.reads.get(gameId);
    if (!game.ok) throw new Error(game.detail);
    expect(await a.seats.leaveFromChannel(game.game.channelId, eva)).toMatchObject({ ok: false, error: 'NOT_SEATED' });
    const asked = await a.seats.leaveFromChannel(game.game.channelId, rui);
    expect(asked).toMatchObject({ ok: true, outcome: 'confirm' });
    expect(await a.reads.inChannel(game.game.channelId)).toMatchObject({ ok: true }); // asking changes nothing
    expect(await a.seats.leave(gameId, game.game.version - 1, rui)).toMatchObject({
      ok: false,
      error: 'GAME_MOVED_ON',
    });
    expect(await a.seats.leave(gameId, game.game.version, eva)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    const left = await a.seats.leave(gameId, game.game.version, rui);
    expect(left).toMatchObject({ ok: true, outcome: { kind: 'seat', change: 'left' } });
    // The game goes on with the autopilot in rui's seat; when the last person leaves, it ends unscored.
    const still = await a.reads.inChannel(game.game.channelId);
    if (!still.ok) throw new Error(still.detail);
    expect(still.game.seats.find((s) => s.userId === rui.id)?.control).toBe('left');
    expect(await a.seats.leave(gameId, still.game.version, rui)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    const ended = await a.seats.leave(gameId, still.game.version, ana);
    expect(ended).toMatchObject({ ok: true, outcome: { kind: 'cancelled', how: 'abandoned', byUserId: ana.id } });
    expect(await a.reads.inChannel(game.game.channelId)).toMatchObject({ ok: false, error: 'NO_GAME' });
  });

  it('the broken-game Cancel cancels only a broken game: on a healthy one it is refused and nothing changes', async () => {
    const gameId = await started(a);
    const before = await a.reads.get(gameId);
    if (!before.ok) throw new Error(before.detail);
    expect(await a.endings.cancel(gameId, ana, false, undefined, { onlyBroken: true })).toMatchObject({
      ok: false,
      error: 'CANCEL_STALE',
    });
    const after = await a.reads.get(gameId);
    expect(after.ok && [after.game.status, after.game.version]).toEqual(['active', before.game.version]);
  });
});

describe.skipIf(!hasServer())(serverOnly('two processes'), () => {
  it('racing for the same move: exactly one is saved', async () => {
    const fresh = await freshStore('postgres');
    const storeA = fresh.store;
    const storeB = await openSecond(storeA);
    try {
      const a = createApp(storeA);
      const b = createApp(storeB);
      const gameId = await started(a);
      const loaded = await a.reads.get(gameId);
      if (!loaded.ok) throw new Error(loaded.detail);
      const game = loaded.game;
      const actor = seatToAct(game)!.userId;
      const build = (state: GameState, player: number) => firstDraft(state, player);
      const results = await Promise.all([
        a.play.play(gameId, game.version, actor, build),
        b.play.play(gameId, game.version, actor, build),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const loser = results.find((r) => !r.ok)!;
      expect(loser.ok === false && ['CONFLICT', 'TURN_STALE'].includes(loser.error)).toBe(true);
      const after = await b.reads.get(gameId);
      expect(after.ok && after.game.moveCount).toBe(1);
      expect(after.ok && after.game.version).toBe(game.version + 1);
    } finally {
      await storeB.close();
      await fresh.close();
    }
  });
});
