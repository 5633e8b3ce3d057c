// The app's use cases against the real store (Postgres), including two "processes"
// (two stores on one database) racing for the same move: needs a Postgres server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Games, actingUserId } from '../../src/app/games.ts';
import { draftStep } from '../../src/app/turn-options.ts';
import type { Draft, GameState } from '../../src/engine/types.ts';
import { openStore } from '../../src/store/index.ts';
import type { Store } from '../../src/store/types.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';

let db: ServerDatabase;
let storeA: Store;
let storeB: Store;
let a: Games;
let b: Games;
const ana = { id: '100000000000000001', name: 'Ana' };
const rui = { id: '100000000000000002', name: 'Rui' };
const eva = { id: '100000000000000003', name: 'Eva' };
let channel = 0;

// Two stores on one database, as two bot processes: only a server allows that.

beforeAll(async () => {
  if (!hasServer()) return;
  db = await createServerDatabase('app');
  storeA = await openStore({ databaseUrl: db.url });
  storeB = await openStore({ databaseUrl: db.url, migrate: false });
  a = new Games(storeA);
  b = new Games(storeB);
});

afterAll(async () => {
  await storeA?.close();
  await storeB?.close();
  await db?.drop();
});

async function started(): Promise<string> {
  const opened = await a.openLobby({ guildId: null, channelId: `c${++channel}`, host: ana, maxPlayers: 2 });
  if (!opened.ok) throw new Error(opened.message);
  const joined = await a.join(opened.game.id, rui);
  if (!joined.ok) throw new Error(joined.message);
  const go = await a.start(opened.game.id, joined.game.version, ana);
  if (!go.ok) throw new Error(go.message);
  return opened.game.id;
}

function firstDraft(state: GameState, player: number): Draft {
  let step = draftStep(state, {})!;
  if (step.step === 'source') step = draftStep(state, { source: step.sources[0]!.source })!;
  if (step.step === 'color') step = draftStep(state, { source: step.source.source, color: step.colors[0]!.color })!;
  if (step.step !== 'line') throw new Error('expected the line step');
  return { type: 'draft', player, source: step.source.source, color: step.color.color, line: step.lines[0]!.line };
}

describe.skipIf(!hasServer())(serverOnly('lobby use cases'), () => {
  it('refuses bad sizes, a busy channel, non-hosts, too few players and stale starts', async () => {
    expect((await a.openLobby({ guildId: null, channelId: 'x', host: ana, maxPlayers: 5 })).ok).toBe(false);
    const opened = await a.openLobby({ guildId: null, channelId: `c${++channel}`, host: ana, maxPlayers: 3 });
    if (!opened.ok) throw new Error(opened.message);
    const busy = await b.openLobby({ guildId: null, channelId: opened.game.channelId, host: rui });
    expect(busy.ok === false && busy.error).toBe('CHANNEL_BUSY');
    expect(busy.ok === false && busy.game?.id).toBe(opened.game.id);
    const alone = await a.start(opened.game.id, opened.game.version, ana);
    expect(alone.ok === false && alone.error).toBe('TOO_FEW_PLAYERS');
    const joined = await a.join(opened.game.id, rui);
    if (!joined.ok) throw new Error(joined.message);
    expect(await a.start(opened.game.id, joined.game.version, rui)).toMatchObject({ ok: false, error: 'NOT_HOST' });
    expect(await a.start(opened.game.id, opened.game.version, ana)).toMatchObject({ ok: false, error: 'STALE' });
    expect(await a.leaveLobby(opened.game.id, eva)).toMatchObject({ ok: false, error: 'NOT_SEATED' });
    // The host leaving hands the lobby to the next seated player; the last one out closes it.
    const handed = await a.leaveLobby(opened.game.id, ana);
    expect(handed).toMatchObject({ ok: true, closed: false, game: { status: 'lobby', hostId: rui.id } });
    expect(handed.ok && handed.game.seats.map((s) => s.userId)).toEqual([rui.id]);
    const left = await a.leaveLobby(opened.game.id, rui);
    expect(left).toMatchObject({ ok: true, closed: true, game: { status: 'cancelled' } });
  });
});

describe.skipIf(!hasServer())(serverOnly('moves'), () => {
  it('two processes racing for the same move: exactly one is saved', async () => {
    const gameId = await started();
    const loaded = await a.get(gameId);
    if (!loaded.ok) throw new Error(loaded.message);
    const game = loaded.game;
    const actor = actingUserId(game) === ana.id ? ana : rui;
    const build = (state: GameState, player: number) => firstDraft(state, player);
    const results = await Promise.all([a.play(gameId, game.version, actor, build), b.play(gameId, game.version, actor, build)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok)!;
    expect(loser.ok === false && ['CONFLICT', 'STALE'].includes(loser.error)).toBe(true);
    const after = await b.get(gameId);
    expect(after.ok && after.game.moveCount).toBe(1);
    expect(after.ok && after.game.version).toBe(game.version + 1);
  });

  it('refuses out-of-turn, outsiders, stale versions and illegal moves without saving', async () => {
    const gameId = await started();
    const loaded = await a.get(gameId);
    if (!loaded.ok) throw new Error(loaded.message);
    const game = loaded.game;
    const actor = actingUserId(game) === ana.id ? ana : rui;
    const other = actor === ana ? rui : ana;
    const build = (state: GameState, player: number) => firstDraft(state, player);
    expect(await a.play(gameId, game.version, other, build)).toMatchObject({ ok: false, error: 'NOT_YOUR_TURN' });
    expect(await a.play(gameId, game.version, eva, build)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    expect(await a.play(gameId, game.version - 1, actor, build)).toMatchObject({ ok: false, error: 'STALE' });
    const illegal = await a.play(gameId, game.version, actor, (_s, player) => ({ type: 'draft', player, source: 8, color: 0, line: 0 }));
    expect(illegal).toMatchObject({ ok: false, error: 'ILLEGAL' });
    const after = await a.get(gameId);
    expect(after.ok && after.game.moveCount).toBe(0);
    expect(after.ok && after.game.version).toBe(game.version);
  });

  it('leaving hands the seat to the autopilot; the last person leaving ends the game and frees the channel', async () => {
    const gameId = await started();
    const game = await a.get(gameId);
    if (!game.ok) throw new Error(game.message);
    expect(await a.leaveChannelGame(game.game.channelId, eva)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    const asked = await a.leaveChannelGame(game.game.channelId, rui);
    expect(asked).toMatchObject({ ok: true, outcome: 'confirm' });
    expect(await a.inChannel(game.game.channelId)).toMatchObject({ ok: true }); // asking changes nothing
    expect(await a.abandon(gameId, game.game.version - 1, rui)).toMatchObject({ ok: false, error: 'STALE' });
    expect(await a.abandon(gameId, game.game.version, eva)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    const left = await a.abandon(gameId, game.game.version, rui);
    expect(left).toMatchObject({ ok: true, outcome: { kind: 'seat', change: 'left' } });
    // The game goes on with the autopilot in rui's seat; when the last person leaves, it ends unscored.
    const still = await a.inChannel(game.game.channelId);
    if (!still.ok) throw new Error(still.message);
    expect(still.game.seats.find((s) => s.userId === rui.id)?.control).toBe('left');
    expect(await a.abandon(gameId, still.game.version, rui)).toMatchObject({ ok: false, error: 'NOT_IN_GAME' });
    const ended = await a.abandon(gameId, still.game.version, ana);
    expect(ended).toMatchObject({ ok: true, outcome: { kind: 'cancelled', how: 'abandoned', byUserId: ana.id } });
    expect(await a.inChannel(game.game.channelId)).toMatchObject({ ok: false, error: 'NO_GAME' });
  });
});
