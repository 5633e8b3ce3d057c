// Whole games by clicks only, from `/azul new` to the final results, against the
// real bot, the fake Discord and a fresh Postgres database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, parseRecords, replayRecord } from '../../src/engine/index.ts';
import { RECORD_FILE } from '../../src/discord/presenter/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import type { Store } from '../../src/store/types.ts';
import type { FakeDiscord, FakeUser } from '../../src/local-discord/index.ts';
import {
  expectImage,
  finalScores,
  newStats,
  playToEnd,
  seededChooser,
  startGame,
  startInProcessWorld,
  offered,
  TURN_CONTROLS,
  type InProcessWorld,
  textOf,
} from './harness.ts';

let world: InProcessWorld;
let fake: FakeDiscord;
let store: Store;
const users: FakeUser[] = [];

beforeAll(async () => {
  world = await startInProcessWorld('e2e_games');
  ({ fake, store } = world);
  for (const name of ['ana', 'rui', 'eva', 'joao']) users.push(fake.addUser(name));
});

afterAll(async () => {
  await world?.close();
});

/** Replays the store's move log with the engine: the state the final message must describe. */
async function replay(gameId: string): Promise<GameState> {
  const game = await store.get(gameId);
  if (!game.ok) throw new Error(game.detail);
  const moves = await store.moves(gameId);
  if (!moves.ok) throw new Error(moves.detail);
  let state = newGame({
    playerCount: game.game.seats.length as 2 | 3 | 4,
    variant: game.game.variant,
    seed: game.game.seed,
  });
  for (const m of moves.moves) {
    const applied = applyAction(state, m.action);
    if (!applied.ok) throw new Error(`move ${m.seq}: ${applied.detail}`);
    state = applied.state;
  }
  return state;
}

async function playWhole(players: FakeUser[], variant: 'standard' | 'gray', seed: number) {
  const channelId = fake.createChannel(`azul-${players.length}-${variant}`);
  const { gameId } = await startGame(fake, channelId, players, { players: players.length, variant });
  const stats = newStats();
  const final = await playToEnd(fake, channelId, players, seededChooser(seed), stats, { imageEvery: 1 });
  expect(final, 'the game reached its final results').not.toBeNull();
  await expectImage(final!);

  // The final message shows the engine's result, replayed from the store's move log.
  const state = await replay(gameId);
  expect(state.phase).toBe('over');
  const shown = finalScores(textOf(final)!);
  players.forEach((p, seat) => expect(shown.get(p.username)).toBe(state.result!.scores[seat]));
  const winners = state.result!.winners.map((w) => players[w]!.username);
  for (const w of winners) expect(textOf(final)!).toContain(w);
  if (state.result!.decidedBy === 'shared') expect(textOf(final)!).toContain('Shared win');
  else expect(textOf(final)!).toContain(`${winners[0]} wins`);
  // The final message carries the game record, and it replays to the same result.
  const recordFile = final!.attachments.find((a) => a.filename === RECORD_FILE);
  expect(recordFile, 'the final message carries the game record').toBeDefined();
  const parsed = parseRecords(recordFile!.data.toString('utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.records).toHaveLength(1);
  expect(parsed.records[0]!.names).toEqual(players.map((p) => p.username));
  const replayed = replayRecord(parsed.records[0]!);
  expect(replayed.ok && replayed.finished).toBe(true);
  expect(replayed.ok && replayed.state.result!.scores).toEqual(state.result!.scores);

  // Everyone is pinged with the results.
  expect(final!.mentions.sort()).toEqual(players.map((p) => p.id).sort());

  // The game was played in a thread made from the lobby, named after the players.
  const threads = fake.threads(channelId);
  expect(threads).toHaveLength(1);
  const thread = threads[0]!;
  expect(thread.name).toBe(`Azul · ${players.map((p) => p.username).join(', ')}`);
  // One round summary (image + breakdown) per wall-tiling phase.
  const summaries = fake.messages(thread.id).filter((m) => textOf(m)!.includes(' scored**'));
  expect(summaries).toHaveLength(state.scoreHistory.length);
  for (const s of summaries) await expectImage(s);
  // Each breakdown ends on the scores the engine recorded for that round.
  summaries.forEach((summary, round) => {
    players.forEach((p, seat) => {
      const line = textOf(summary)!
        .split('\n')
        .find((l) => l.startsWith(`**${p.username}**:`));
      expect(line, `round ${round + 1} names ${p.username}`).toBeDefined();
      expect(Number(/→ (\d+)/.exec(line!)?.[1])).toBe(state.scoreHistory[round]![seat]);
    });
  });

  // The channel stays short: lobby, start notice (pointing to the thread), final results.
  const left = fake.messages(channelId).filter((m) => !m.ephemeralTo);
  expect(left.map((m) => m.id)).toEqual([thread.id, left[1]!.id, final!.id]);
  expect(textOf(left[1]!)!).toContain(`<#${thread.id}>`);
  // The thread: each move as a line (the turn message it was played on stays, its controls gone),
  // the summaries, and a pointer to the results; no live controls left.
  const inThread = fake.messages(thread.id).filter((m) => !m.ephemeralTo);
  expect(textOf(inThread.at(-1)!)!).toContain(final!.id);
  const lines = inThread.slice(0, -1).filter((m) => !summaries.includes(m));
  expect(lines).toHaveLength(stats.moves);
  expect(lines.flatMap((m) => offered(m).filter((o) => TURN_CONTROLS.has(o.click.kind)))).toEqual([]);
  const stored = await store.get(gameId);
  expect(stored.ok && stored.game.status).toBe('finished');
  expect(stats.moves).toBe(stored.ok ? stored.game.moveCount : -1);
  // Every turn message's table image was decoded (one turn message per move).
  expect(stats.images).toBe(stats.moves);
  const sorted = [...stats.ackMs].sort((a, b) => a - b);
  console.log(
    `${players.length}p ${variant}: ${stats.moves} moves, ${stats.clicks} clicks, ${stats.backs} backs, ack p50 ${sorted[sorted.length >> 1]} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]} ms`,
  );
  return stats;
}

// Generous timeouts: a whole game is 60-120 moves of real drawing, and CI machines are slow.
const GAME_MS = 240_000;

describe('whole games by clicks', () => {
  it(
    '2 players, colored wall',
    async () => {
      const stats = await playWhole(users.slice(0, 2), 'standard', 2);
      // The driver sometimes goes back a step before the last click (5% of the steps).
      expect(stats.backs).toBeGreaterThan(0);
    },
    GAME_MS,
  );

  it(
    '3 players, colored wall',
    async () => {
      await playWhole(users.slice(0, 3), 'standard', 3);
    },
    GAME_MS,
  );

  it(
    '4 players, colored wall',
    async () => {
      await playWhole(users.slice(0, 4), 'standard', 4);
    },
    GAME_MS,
  );

  // Three players on the gray wall: covers the 3-player game and the free placements at once.
  it(
    '3 players, gray wall: placements asked with buttons',
    async () => {
      await playWhole(users.slice(0, 3), 'gray', 5);
    },
    GAME_MS,
  );
});

describe('afterwards', () => {
  it('no unexpected error answers from Discord', () => {
    expect(fake.errors).toEqual([]);
    expect(fake.unmatchedClicks).toEqual([]);
  });
});
