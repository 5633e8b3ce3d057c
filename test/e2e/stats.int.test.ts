// Ratings, stats and history through the fake Discord: three games played by clicks, each won by
// someone else (the winner fills pattern lines, the others throw every tile on the floor, so the
// winner is known; the two floor players of the 3-player game tie for second), then
// /azul leaderboard, stats and history checked against the stored results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';
import { RECORD_FILE } from '../../src/discord/presenter/index.ts';
import { ratingText } from '../../src/discord/views/stats.ts';
import type { FakeDiscord, FakeMessage, FakeUser, InteractionOutcome } from '../../src/local-discord/index.ts';
import { conservative, GLOBAL_SCOPE, RatingLedger, sparkline } from '../../src/stats/index.ts';
import type { PlayerResult, Store } from '../../src/store/types.ts';
import {
  finalMessage,
  liveTurnMessages,
  mentioned,
  offered,
  startGame,
  startInProcessWorld,
  TURN_CONTROLS,
  type InProcessWorld,
  textOf,
  expectInPlace,
} from './harness.ts';

let world: InProcessWorld;
let fake: FakeDiscord;
let store: Store;
let ana: FakeUser, bo: FakeUser, cy: FakeUser;
/** Finished games in the order they ended, with their stored results. */
const played: { gameId: string; results: PlayerResult[] }[] = [];

beforeAll(async () => {
  world = await startInProcessWorld('e2e_stats');
  ({ fake, store } = world);
  [ana, bo, cy] = ['ana', 'bo', 'cy'].map((n) => fake.addUser(n)) as [FakeUser, FakeUser, FakeUser];
});

afterAll(async () => {
  await world?.close();
});

/** A deterministic pick among n. */
function picker(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
}

/** Plays a whole game by clicks: `winner` fills pattern lines, everyone else floors every tile. */
async function playWithWinner(channelId: string, players: FakeUser[], winner: FakeUser, seed: number): Promise<string> {
  const { gameId } = await startGame(fake, channelId, players, { players: players.length });
  const pick = picker(seed);
  const byId = new Map(players.map((p) => [p.id, p]));
  for (let move = 0; move < 600; move++) {
    const turn = await fake.waitFor(() => {
      const live = liveTurnMessages(fake, channelId);
      return live.length === 1 ? live[0] : finalMessage(fake, channelId);
    }, 10_000);
    if (textOf(turn)!.startsWith('**Game over**')) break;
    const user = byId.get(mentioned(turn)!)!;
    await oneMove(turn, user, user === winner, pick);
    // The played message stays as the move's line; the next turn is on a new message.
    await fake.waitFor(
      () => liveTurnMessages(fake, channelId).some((m) => m.id !== turn.id) || finalMessage(fake, channelId),
      10_000,
    );
  }
  expect(finalMessage(fake, channelId), 'the game ended').toBeDefined();
  const results = await store.results(gameId);
  if (!results.ok) throw new Error(results.detail);
  played.push({ gameId, results: results.results });
  return gameId;
}

async function oneMove(turn: FakeMessage, user: FakeUser, fills: boolean, pick: (n: number) => number): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const forward = offered(turn).filter((c) => TURN_CONTROLS.has(c.click.kind) && c.click.kind !== 'back');
    if (forward[0]!.type === 3) {
      const select = forward[0]!;
      await fake.select(user, turn.id, select.customId, [select.values[pick(select.values.length)]!]);
      continue;
    }
    const lines = forward.filter((c) => c.click.kind === 'line');
    if (lines.length === 0) {
      // Tiles first: (source, color) pairs when they fit, else a source, then a color.
      const pairs = forward.filter((c) => c.click.kind === 'color');
      const pool = pairs.length ? pairs : forward.filter((c) => c.click.kind === 'source');
      expectInPlace(await fake.click(user, turn.id, pool[pick(pool.length)]!.customId));
      continue;
    }
    const floor = lines.filter((c) => c.click.kind === 'line' && c.click.line === 5);
    const filling = lines.filter((c) => c.label.includes('fills it'));
    const onWall = lines.filter((c) => c.click.kind === 'line' && c.click.line !== 5);
    const pool = !fills ? floor : filling.length ? filling : onWall.length ? onWall : floor;
    expectInPlace(await fake.click(user, turn.id, pool[pick(pool.length)]!.customId));
    return;
  }
  throw new Error('a move took more than 4 clicks');
}

/** The text of a slash command's answer (a direct reply, or the edit of a deferred one). */
async function answer(out: InteractionOutcome): Promise<FakeMessage> {
  return fake.waitFor(() => {
    const m = out.original() ?? out.followups()[0];
    return m && textOf(m)! ? m : undefined;
  }, 10_000);
}

/** The ratings the three games must give, replayed from the stored results. */
function expectedRatings(): RatingLedger {
  const ledger = new RatingLedger();
  for (const g of played) {
    ledger.apply({
      gameId: g.gameId,
      guildId: fake.guildId,
      end: 'finished',
      seats: g.results.map((r) => ({ userId: r.userId, score: r.score, completeRows: r.completeRows })),
    });
  }
  return ledger;
}

const GAME_MS = 300_000;

describe('ratings, stats and history through Discord', () => {
  it(
    'three games by clicks, three different winners, one tie for second',
    async () => {
      await playWithWinner(fake.createChannel('stats-1'), [ana, bo], ana, 1);
      await playWithWinner(fake.createChannel('stats-2'), [bo, cy], bo, 2);
      await playWithWinner(fake.createChannel('stats-3'), [cy, ana, bo], cy, 3);
      const winners = played.map((g) => g.results.filter((r) => r.winner).map((r) => r.userId));
      expect(winners).toEqual([[ana.id], [bo.id], [cy.id]]);
      // The floor players of the last game scored nothing and tie.
      const last = played[2]!.results;
      expect(last.filter((r) => r.userId !== cy.id).map((r) => [r.score, r.rank])).toEqual([
        [0, 2],
        [0, 2],
      ]);
    },
    GAME_MS,
  );

  it('/azul leaderboard: the rated players in order, with ratings, games and wins, and my own place', async () => {
    const ledger = expectedRatings();
    const channelId = fake.createChannel('stats-board');
    for (const scope of ['server', 'global'] as const) {
      const out = await fake.slash(bo, channelId, 'azul', { subcommand: 'leaderboard', options: { scope } });
      expect(out.ephemeral).toBe(true);
      const text = textOf(await answer(out))!;
      const ranked = [ana, bo, cy]
        .map((u) => ({ u, r: ledger.get(scope === 'server' ? fake.guildId : GLOBAL_SCOPE, u.id)! }))
        .sort((a, b) => conservative(b.r.skill) - conservative(a.r.skill));
      const lines = text.split('\n').filter((l) => /^\d+\. /.test(l));
      expect(lines).toHaveLength(3);
      ranked.forEach(({ u, r }, i) => {
        const name = played[0]!.results.concat(played[1]!.results).find((x) => x.userId === u.id)!.displayName;
        expect(lines[i]).toContain(`**${name}**`);
        expect(lines[i]).toContain(`— ${ratingText(conservative(r.skill))}*`); // provisional: under 5 games
        expect(lines[i]).toContain(`${r.games} ${r.games === 1 ? 'game' : 'games'}`);
        expect(lines[i]).toContain(`${r.wins} win`);
      });
      const mine = ranked.findIndex((x) => x.u === bo) + 1;
      expect(text).toContain(
        `You: #${mine} of 3 — ${ratingText(conservative(ledger.get(GLOBAL_SCOPE, bo.id)!.skill))} (provisional)`,
      );
    }
    // Shared on request: a public message.
    const shared = await fake.slash(ana, channelId, 'azul', { subcommand: 'leaderboard', options: { share: true } });
    expect(shared.ephemeral).toBe(false);
    expect(textOf(await answer(shared))!).toContain('Azul leaderboard');
  });

  it('/azul stats: games, wins by player count, scores, bonuses, rating, trend and head-to-head', async () => {
    const ledger = expectedRatings();
    const channelId = fake.createChannel('stats-stats');
    const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'stats', options: { user: bo.id } });
    expect(out.ephemeral).toBe(true);
    const text = textOf(await answer(out))!;
    const mine = played.map((g) => ({ g, r: g.results.find((r) => r.userId === bo.id)! }));
    const wins = mine.filter((x) => x.r.winner).length;
    expect(text).toContain(`Games: 3 · wins: ${wins} (${Math.round((100 * wins) / 3)}%)`);
    const two = mine.filter((x) => x.g.results.length === 2);
    const twoWins = two.filter((x) => x.r.winner).length;
    expect(text).toContain(`2p ${twoWins}/${two.length} (${Math.round((100 * twoWins) / two.length)}%)`);
    expect(text).toContain('3p 0/1 (0%)');
    const scores = mine.map((x) => x.r.score);
    expect(text).toContain(
      `Score: mean ${(scores.reduce((a, b) => a + b, 0) / 3).toFixed(1)} · best ${Math.max(...scores)}`,
    );
    const bonus = mine.reduce((n, x) => n + x.r.bonusPoints, 0) / 3;
    expect(text).toContain(`(${bonus.toFixed(1)} points)`);
    const rating = ledger.get(fake.guildId, bo.id)!;
    expect(text).toContain(`Rating here: ${ratingText(conservative(rating.skill))} (provisional)`);
    // The trend: bo's shown rating after each of the three games, replayed game by game.
    const steps = new RatingLedger();
    const trend = played.map((g) => {
      steps.apply({
        gameId: g.gameId,
        guildId: fake.guildId,
        end: 'finished',
        seats: g.results.map((r) => ({ userId: r.userId, score: r.score, completeRows: r.completeRows })),
      });
      return conservative(steps.get(fake.guildId, bo.id)!.skill);
    });
    expect(text).toContain(
      `Trend over the last 3 rated games: ${sparkline(trend)} ${ratingText(trend[0]!)} → ${ratingText(trend[2]!)}`,
    );
    // bo against ana: behind in game 1, tied in game 3; against cy: ahead in game 2, behind in game 3.
    expect(text).toContain(`vs **${nameOf(ana.id)}**: 0–1–1 in 2 games`);
    expect(text).toContain(`vs **${nameOf(cy.id)}**: 1–1–0 in 2 games`);
  });

  it('/azul history: the last games with scores and winner; a button shows the final results and record again', async () => {
    const channelId = fake.createChannel('stats-history');
    const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'history' });
    expect(out.ephemeral).toBe(true);
    const message = await answer(out);
    const lines = textOf(message)!
      .split('\n')
      .filter((l) => /^\d+\. <t:\d+:d>/.test(l));
    const anas = played.filter((g) => g.results.some((r) => r.userId === ana.id)).reverse(); // newest first
    expect(lines).toHaveLength(anas.length);
    anas.forEach((g, i) => {
      for (const r of g.results) expect(lines[i]).toContain(`**${r.displayName}** ${r.score}`);
      const winner = g.results.find((r) => r.winner)!;
      expect(lines[i]).toContain(`winner **${winner.displayName}**`);
    });
    const buttons = offered(message).filter((o) => o.click.kind === 'result');
    expect(buttons.map((b) => b.click.gameId)).toEqual(anas.map((g) => g.gameId));

    const clicked = await fake.click(ana, message.id, buttons[0]!.customId);
    expect(clicked.ephemeral).toBe(true);
    const reply = await answer(clicked);
    const record = reply.attachments.find((a) => a.filename === RECORD_FILE);
    expect(reply.attachments.filter((a) => a.filename !== RECORD_FILE)).toHaveLength(1);
    const parsed = parseRecords(record!.data.toString());
    expect(parsed.ok).toBe(true);
    const replayed = parsed.ok ? replayRecord(parsed.records[0]!) : null;
    expect(replayed?.ok && replayed.state.result!.scores).toEqual(anas[0]!.results.map((r) => r.score));
    // The channel did not change: the answer is private.
    expect(fake.messages(channelId).filter((m) => !m.ephemeralTo)).toEqual([]);
  });

  it('a history button of a game from another server, or a forged one, is refused privately', async () => {
    const channelId = fake.createChannel('stats-forged');
    const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'history' });
    const message = await answer(out);
    const forged = `az1:R:00000000-0000-4000-8000-000000000000:0`;
    const refused = await fake.click(ana, message.id, forged);
    expect(refused.ephemeral).toBe(true);
    expect(textOf(await answer(refused))!).toMatch(/no longer exists.*Nothing changed/);
  });

  it('no unexpected error answers from Discord', () => {
    expect(fake.errors).toEqual([]);
  });
});

function nameOf(userId: string): string {
  return played.flatMap((g) => g.results).find((r) => r.userId === userId)!.displayName;
}
