// The "End the game here" vote through the fake Discord:
// two people throw every tile of round 1 on the floor, so no tile reaches a wall; the round
// summary offers the vote; a doubled click is refused; both agree and the final results say the
// game ended by agreement, with the picture and a record that replays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR, parseRecords, replayRecord } from '../../src/engine/index.ts';
import { RECORD_FILE } from '../../src/discord/presenter/index.ts';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import type { Store } from '../../src/store/types.ts';
import {
  expectEphemeral,
  expectImage,
  finalMessage,
  gameMessages,
  liveTurnMessages,
  mentioned,
  offered,
  startGame,
  startInProcessWorld,
  type InProcessWorld,
  textOf,
} from './harness.ts';

let world: InProcessWorld;
let fake: FakeDiscord;
let store: Store;
let ana: FakeUser, rui: FakeUser;

beforeAll(async () => {
  world = await startInProcessWorld('e2e_vote');
  ({ fake, store } = world);
  [ana, rui] = ['ana', 'rui'].map((n) => fake.addUser(n)) as [FakeUser, FakeUser];
});

afterAll(async () => {
  await world?.close();
});

/** One draft by clicks, every tile to the floor: the first source, its first color, the floor. */
async function floorMove(turn: FakeMessage, user: FakeUser): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const forward = offered(turn).filter((c) => c.click.kind !== 'back' && c.click.kind !== 'hint');
    const first = forward[0]!;
    if (first.type === 3) {
      expect((await fake.select(user, turn.id, first.customId, [first.values[0]!])).type).toBe(7);
      continue;
    }
    const floor = forward.find((c) => c.click.kind === 'line' && c.click.line === FLOOR);
    if (floor) {
      expect((await fake.click(user, turn.id, floor.customId)).type).toBe(7);
      return;
    }
    expect((await fake.click(user, turn.id, first.customId)).type).toBe(7);
  }
  throw new Error('no floor button offered');
}

function voteButton(message: FakeMessage, agree: boolean): string {
  const found = offered(message).find((o) => o.click.kind === 'vote' && o.click.agree === agree);
  expect(found, `the summary offers ${agree ? 'End the game here' : 'Keep playing'}`).toBeDefined();
  return found!.customId;
}

describe('ending a stuck game by agreement', () => {
  it('after a round with nothing tiled both people click "End the game here": final results, ended by agreement', async () => {
    const channelId = fake.createChannel('stuck');
    const { gameId } = await startGame(fake, channelId, [ana, rui], { players: 2 });
    const byId = new Map([ana, rui].map((u) => [u.id, u]));
    const summary = () =>
      gameMessages(fake, channelId).find((m) => !m.ephemeralTo && textOf(m)!.startsWith('**Round 1 scored**'));
    // Round 1: every tile to the floor, so nothing reaches a wall.
    for (let move = 0; move < 40 && !summary(); move++) {
      const turn = await fake.waitFor(() => {
        const live = liveTurnMessages(fake, channelId);
        return live.length === 1 ? live[0] : summary();
      }, 10_000);
      if (turn === summary()) break;
      await floorMove(turn, byId.get(mentioned(turn)!)!);
      // The played message stays as the move's line; the next turn comes on a new message.
      await fake.waitFor(() => liveTurnMessages(fake, channelId).some((m) => m.id !== turn.id) || summary(), 10_000);
    }
    const offer = await fake.waitFor(() => {
      const m = summary();
      return m && offered(m).some((o) => o.click.kind === 'vote') ? m : undefined;
    }, 10_000);
    expect(textOf(offer)!).toContain('No tile reached a wall this round');
    expect(textOf(offer)!).toContain('0 of 2 agree');
    await expectImage(offer);
    // The game goes on meanwhile: round 2's turn message is live.
    await fake.waitFor(() => liveTurnMessages(fake, channelId)[0], 10_000);
    const before = await store.get(gameId);
    expect(before.ok && before.game).toMatchObject({ status: 'active', stallRound: 0, endVotes: [] });

    // Ana agrees, thinks again ("Keep playing"), agrees again: the summary follows each vote.
    expect((await fake.click(ana, offer.id, voteButton(offer, true))).type).toBe(7);
    expect(textOf(offer)!).toMatch(/1 of 2 agree: ana/);
    expect((await fake.click(ana, offer.id, voteButton(offer, false))).type).toBe(7);
    expect(textOf(offer)!).toMatch(/0 of 2 agree\./);
    expect(expectEphemeral(await fake.click(ana, offer.id, voteButton(offer, false)))).toMatch(/nothing to withdraw/);
    expect((await fake.click(ana, offer.id, voteButton(offer, true))).type).toBe(7);
    expect(textOf(offer)!).toMatch(/1 of 2 agree: ana/);
    // The game (and its version: the turn controls) is unchanged by votes.
    // Her doubled click is refused privately, nothing changed; an outsider has no vote.
    expect(expectEphemeral(await fake.click(ana, offer.id, voteButton(offer, true)))).toMatch(/already agreed/);
    const eve = fake.addUser('eve');
    expect(expectEphemeral(await fake.click(eve, offer.id, voteButton(offer, true)))).toMatch(/Only the players/);
    // A forged vote (a round that was never offered) is refused too.
    const forged = voteButton(offer, true).replace(/:0:y$/, ':7:y');
    expect(expectEphemeral(await fake.click(rui, offer.id, forged))).toMatch(/never offered/);
    const during = await store.get(gameId);
    expect(during.ok && during.game).toMatchObject({
      status: 'active',
      endVotes: [0],
      version: before.ok ? before.game.version : -1,
    });

    // Rui agrees: the game ends at once.
    expect((await fake.click(rui, offer.id, voteButton(offer, true))).type).toBe(7);
    expect(offered(offer)).toEqual([]);
    const final = await fake.waitFor(() => finalMessage(fake, channelId), 10_000);
    expect(textOf(final)!).toContain('Ended by agreement after round 1');
    await expectImage(final);
    // No live controls are left; the channel is free for a new game.
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 0 || undefined, 10_000);
    const after = await store.get(gameId);
    expect(after.ok && after.game).toMatchObject({ status: 'finished', endedBy: 'agreement' });
    const results = await store.results(gameId);
    expect(results.ok && results.results).toHaveLength(2);
    // The record holds the moves played and no result (its moves do not end the game by the rules): it replays.
    const file = final.attachments.find((a) => a.filename === RECORD_FILE);
    expect(file, 'the final results carry the record').toBeDefined();
    const parsed = parseRecords(file!.data.toString());
    if (!parsed.ok) throw new Error(parsed.error);
    const record = parsed.records[0]!;
    expect(record.result).toBeUndefined();
    expect(record.rounds[0]!.moves.every((m) => m.line === 'floor')).toBe(true);
    expect(replayRecord(record).ok).toBe(true);
  }, 120_000);
});
