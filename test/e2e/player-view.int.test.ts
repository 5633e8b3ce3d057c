// The person at the table, by clicks against the fake Discord: Undo (alone, refused to
// others, racing the next player's click, with the bots' replies), a hint's "Play it", My board,
// a challenge only the invited may join, a spectator's /azul board, and a finished game's board
// and log still there in its thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnOutcome } from '../../src/app/index.ts';
import type { Store } from '../../src/store/types.ts';
import type { FakeDiscord, FakeMessage, FakeUser, InteractionOutcome } from '../../src/local-discord/index.ts';
import {
  clickThroughTurn,
  expectEphemeral,
  expectImage,
  liveTurnMessages,
  lobbyButton,
  newStats,
  offered,
  openLobby,
  playOneMove,
  playToEnd,
  seededChooser,
  startGame,
  startInProcessWorld,
  textOf,
  TURN_CONTROLS,
  until,
  type InProcessWorld,
} from './harness.ts';

let world: InProcessWorld;
let fake: FakeDiscord;
let store: Store;

beforeAll(async () => {
  world = await startInProcessWorld('e2e_player_view');
  ({ fake, store } = world);
});

afterAll(async () => {
  await world?.close();
});

async function gameOf(gameId: string) {
  const found = await store.get(gameId);
  if (!found.ok) throw new Error(found.detail);
  return found.game;
}

/** The top-level fields in which two game states differ (a deep diff of whole states is far too slow to print). */
function differingFields(a: unknown, b: unknown): string[] {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].filter(
    (k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]),
  );
}

async function turnCount(gameId: string): Promise<number> {
  const events = await store.events(gameId);
  if (!events.ok) throw new Error(events.detail);
  return events.events.filter((e) => e.kind === 'turn').length;
}

/** The live turn message pinging `user` (not `other than` an earlier one). */
function turnFor(channelId: string, user: FakeUser, otherThan?: string): Promise<FakeMessage> {
  return until(`${user.username}'s turn message`, () =>
    liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(user.id) && m.id !== otherThan),
  );
}

function undoOn(message: FakeMessage) {
  return offered(message).find((o) => o.click.kind === 'undo');
}

/** Clicks through the steps of a turn up to (not including) the step that plays it; returns that step's controls. */
async function upToLastStep(message: FakeMessage, user: FakeUser) {
  for (let step = 0; step < 4; step++) {
    const controls = offered(message).filter((c) => TURN_CONTROLS.has(c.click.kind) && c.click.kind !== 'back');
    const last = controls.filter((c) => c.click.kind === 'line' || c.click.kind === 'place');
    if (last.length > 0) return last;
    expect((await fake.click(user, message.id, controls[0]!.customId)).type).toBe(7);
  }
  throw new Error('no last step within 4 clicks');
}

/** The private answer to a click: its reply, or its first follow-up after a deferral. */
async function privateAnswer(outcome: InteractionOutcome): Promise<FakeMessage> {
  // A click answered late is deferred as an update (6) first; its private answer then follows.
  expect(
    outcome.ephemeral || outcome.type === 6,
    `answered privately (type ${outcome.type}: ${textOf(outcome.response)})`,
  ).toBe(true);
  return until('the private answer', () => {
    if (outcome.type === 4) return outcome.response;
    const followup = outcome.followups().find((m) => m.ephemeralTo);
    if (followup) return followup;
    const original = outcome.type === 5 ? outcome.original() : undefined;
    return original && textOf(original) ? original : undefined;
  });
}

describe('undo', () => {
  it('the mover takes a move back: the table is as before, it is their turn again; others and second clicks are refused', async () => {
    const [ana, rui] = [fake.addUser('ana-undo'), fake.addUser('rui-undo')];
    const channelId = fake.createChannel('undo-alone');
    const { gameId } = await startGame(fake, channelId, [ana, rui]);
    const first = await until('a turn message', () => liveTurnMessages(fake, channelId)[0]);
    const mover = first.mentions.includes(ana.id) ? ana : rui;
    const other = mover === ana ? rui : ana;
    const before = await gameOf(gameId);

    await clickThroughTurn(fake, first, mover);
    const undo = undoOn(first);
    expect(undo, 'the played message offers Undo').toBeDefined();
    expect(await turnCount(gameId)).toBe(1);
    await turnFor(channelId, other);

    // Only the mover may take it back.
    expect(expectEphemeral(await fake.click(other, first.id, undo!.customId))).toMatch(
      /Only the person who made that move/,
    );
    expect(await turnCount(gameId)).toBe(1);

    // A double click: both presses carry the button; exactly one takes the move back.
    const presses = await Promise.all([
      fake.click(mover, first.id, undo!.customId),
      fake.click(mover, first.id, undo!.customId),
    ]);
    const undone = presses.find((p) => p.type === 7)!;
    expect(undone, 'one press took the move back').toBeDefined();
    const second = presses.find((p) => p !== undone)!;
    expect(expectEphemeral(second)).toMatch(/already taken back|Nothing changed/);
    expect(textOf(first)).toMatch(new RegExp(`${mover.username} took back their move\\.`));
    expect(undoOn(first)).toBeUndefined();
    const after = await gameOf(gameId);
    expect(after.moveCount).toBe(before.moveCount);
    expect(differingFields(after.state, before.state)).toEqual([]);
    expect(after.version).toBeGreaterThan(before.version);
    // The turn is the mover's again, on a new message; the other player's turn message is gone.
    const again = await turnFor(channelId, mover, first.id);
    // The other player's turn message goes (off the turn's path, so a moment later). Ids, not
    // messages, are compared: a failing diff of messages with their pictures takes minutes.
    await until(
      'only the mover’s turn message live',
      () =>
        liveTurnMessages(fake, channelId)
          .map((m) => m.id)
          .join() === again.id,
    );

    // The same Undo again later (an old copy of the button): refused, nothing changes.
    expect(expectEphemeral(await fake.click(mover, first.id, undo!.customId))).toMatch(
      /already taken back|not one of this message’s/,
    );
    expect((await gameOf(gameId)).version).toBe(after.version);
  }, 60_000);

  it('no dead Undo: a move line loses its Undo once someone else acts; an old copy of the button is refused', async () => {
    // Seen in a game between people: every past move kept its "↩️ Undo", a column of buttons that
    // could only answer "Someone else has acted since that move".
    const [ana, rui] = [fake.addUser('ana-lines'), fake.addUser('rui-lines')];
    const channelId = fake.createChannel('undo-lines');
    const { gameId } = await startGame(fake, channelId, [ana, rui]);
    const first = await until('a turn message', () => liveTurnMessages(fake, channelId)[0]);
    const mover = first.mentions.includes(ana.id) ? ana : rui;
    const other = mover === ana ? rui : ana;
    await clickThroughTurn(fake, first, mover);
    const undo = undoOn(first);
    // Its line offers Undo while the mover may still take it back (nobody else has acted).
    if (!undo) return; // that move ended the round: nothing to take back, no button
    const second = await turnFor(channelId, other);
    expect(undoOn(first), 'still offered while nobody else acted').toBeDefined();
    await clickThroughTurn(fake, second, other);
    // The other player acted: the first line's Undo goes with the next turn message.
    await until('the first move line without Undo', () => (undoOn(first) ? undefined : true));
    expect(textOf(first)).toContain(mover.username);
    // An old copy of the button (a client that did not refresh) is still refused, and changes nothing.
    const version = (await gameOf(gameId)).version;
    expect(expectEphemeral(await fake.click(mover, first.id, undo.customId))).toMatch(
      /Someone else has acted since|not one of this message’s/,
    );
    expect((await gameOf(gameId)).version).toBe(version);
    // The latest line keeps its Undo while it can still work.
    if (undoOn(second)) expect(undoOn(second)!.click).toMatchObject({ kind: 'undo' });
  }, 60_000);

  it('an undo racing the next player’s click: exactly one of the two is applied', async () => {
    const [ana, rui] = [fake.addUser('ana-race'), fake.addUser('rui-race')];
    const channelId = fake.createChannel('undo-race');
    const { gameId } = await startGame(fake, channelId, [ana, rui]);
    for (let attempt = 0; attempt < 3; attempt++) {
      // The turn message of the game as it is now (not the one an undo is about to remove).
      const first = await until('the current turn message', async () => {
        const live = liveTurnMessages(fake, channelId);
        const version = (await gameOf(gameId)).version;
        return live.length === 1 &&
          offered(live[0]!).some(
            (o) => TURN_CONTROLS.has(o.click.kind) && (o.click as { version?: number }).version === version,
          )
          ? live[0]
          : undefined;
      });
      const mover = first.mentions.includes(ana.id) ? ana : rui;
      const other = mover === ana ? rui : ana;
      const movesBefore = await turnCount(gameId);
      await clickThroughTurn(fake, first, mover);
      const undo = undoOn(first);
      if (!undo) continue; // that move ended the round: nothing to take back
      const next = await turnFor(channelId, other);
      const last = await upToLastStep(next, other);

      const [undone, played] = await Promise.all([
        fake.click(mover, first.id, undo.customId),
        fake.click(other, next.id, last[0]!.customId),
      ]);
      const moves = await turnCount(gameId);
      const game = await gameOf(gameId);
      const undoWon = undone.type === 7;
      const playWon = played.type === 7;
      expect(undoWon !== playWon, `exactly one applied (undo ${undone.type}, play ${played.type})`).toBe(true);
      if (undoWon) {
        // The other player's click came too late: their turn was taken away.
        expect(textOf(played.response ?? played.followups()[0])).toMatch(
          /out of date|not your turn|moved on|already played/i,
        );
        expect(game.moveCount).toBe(movesBefore);
      } else {
        expect(textOf(undone.response ?? undone.followups()[0])).toMatch(/Someone else has acted since/);
        expect(game.moveCount).toBe(movesBefore + 2);
      }
      // The event log holds what the store holds; one live turn message goes on.
      // An undone move leaves the record (and the event log's turns).
      expect(moves - movesBefore).toBe(undoWon ? 0 : 2);
      await until('one live turn message', () => liveTurnMessages(fake, channelId).length === 1);
      if (game.moveCount > 4) break;
    }
  }, 90_000);

  it('never past a refill: a move whose round the bot’s reply ended cannot be taken back', async () => {
    const ana = fake.addUser('ana-refill');
    const users = new Map([[ana.id, ana]]);
    const choose = seededChooser(34);
    // Who ends a round is up to the easy bot's random picks: now and then every round of a game ends on
    // ana's own move (about one game in twenty), so a game that ends without the case gives way to another.
    for (let game = 0; game < 4; game++) {
      const channelId = fake.createChannel(`undo-refill-${game}`);
      const lobby = await openLobby(fake, channelId, ana, { players: 2, bots: 1, level: 'easy' });
      const gameId = offered(lobby)[0]!.click.gameId;
      expect((await fake.click(ana, lobby.id, lobbyButton(lobby, 'start'))).type).toBe(7);
      let turn = await turnFor(channelId, ana);
      for (;;) {
        const round = (await gameOf(gameId)).state!.round;
        // Mostly lines the tiles fill (as people play): walls fill, rounds end, no stall.
        const next = await playOneMove(fake, channelId, users, choose, newStats(), { backChance: 0 });
        if (next === null) break; // the game ended: no round of it ended on the bot's reply
        const undo = undoOn(turn);
        const state = await gameOf(gameId);
        if (state.state!.round > round && undo) {
          // Ana's move did not end the round, the bot's reply did, and the new round is dealt: it stays.
          // A click still finds the button while the bot takes it off the message, or finds it gone:
          // either way it is refused and changes nothing.
          const before = state.version;
          expect(expectEphemeral(await fake.click(ana, turn.id, undo.customId))).toMatch(
            /next round is dealt|not one of this message/,
          );
          expect((await gameOf(gameId)).version).toBe(before);
          await until('the Undo that can no longer work leaves the message', () => {
            const now = fake.message(turn.id);
            return now !== undefined && (now.deleted === true || undoOn(now) === undefined);
          });
          // The new round's turn message offers no Undo either.
          expect(undoOn(next)).toBeUndefined();
          return;
        }
        turn = next;
      }
    }
    throw new Error('in four games, no round ended on the bot’s reply');
  }, 240_000);

  it('against a bot: the bot’s reply goes back with the move; a hint’s “Play it” plays; My board is private and follows', async () => {
    const ana = fake.addUser('ana-bot-undo');
    const channelId = fake.createChannel('undo-bot');
    const lobby = await openLobby(fake, channelId, ana, { players: 2, bots: 1, level: 'easy' });
    const gameId = offered(lobby)[0]!.click.gameId;
    expect((await fake.click(ana, lobby.id, lobbyButton(lobby, 'start'))).type).toBe(7);
    const first = await turnFor(channelId, ana);
    const before = await gameOf(gameId);

    await clickThroughTurn(fake, first, ana);
    // The bot replies; ana's next turn message offers Undo for her move and its reply.
    const second = await turnFor(channelId, ana, first.id);
    const undo = undoOn(second);
    expect(undo, 'the next turn message offers Undo when only a bot replied').toBeDefined();
    expect((await gameOf(gameId)).moveCount).toBe(before.moveCount + 2);
    expect((await fake.click(ana, second.id, undo!.customId)).type).toBe(7);
    expect(textOf(second)).toMatch(/ana-bot-undo took back their move and the bot’s reply\./);
    const after = await gameOf(gameId);
    expect(after.moveCount).toBe(before.moveCount);
    expect(differingFields(after.state, before.state)).toEqual([]);
    const third = await turnFor(channelId, ana, second.id);
    // The bot does not move again: it is ana's turn.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await gameOf(gameId)).moveCount).toBe(before.moveCount);

    // My board: privately, ana's board as a picture, with her controls; a pick lights on it.
    const mine = await privateAnswer(
      await fake.click(ana, third.id, offered(third).find((o) => o.click.kind === 'myBoard')!.customId),
    );
    await expectImage(mine);
    expect(mine.attachments[0]!.filename).toMatch(/my-board/);
    const pick = offered(mine).find((o) => o.click.kind === 'source' || o.click.kind === 'color')!;
    expect(pick).toBeDefined();
    const picked = await fake.click(ana, mine.id, pick.customId);
    expect(picked.type).toBe(7);
    expect(offered(mine).some((o) => o.click.kind === 'line' || o.click.kind === 'color')).toBe(true);
    expect((await gameOf(gameId)).moveCount).toBe(before.moveCount);

    // Hint, then Play it: the hinted move is made, once.
    const hinted = await privateAnswer(
      await fake.click(ana, third.id, offered(third).find((o) => o.click.kind === 'hint')!.customId),
    );
    expect(textOf(hinted)).toMatch(/The hard AI would play/);
    const play = offered(hinted).find((o) => o.click.kind === 'line' || o.click.kind === 'place')!;
    expect(play.label).toBe('Play it');
    expect((await fake.click(ana, hinted.id, play.customId)).type).toBe(7);
    const turns = await store.events(gameId);
    expect(turns.ok).toBe(true);
    const latest = turns.ok ? turns.events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome) : [];
    expect(latest[before.moveCount]?.playedBy).toBe('player');
    expect(latest[before.moveCount]?.move.player).toBe(after.seats.find((s) => s.userId === ana.id)!.seat);
    // A second press of the same Play it is refused: that turn was played.
    const again = await fake.click(ana, hinted.id, play.customId);
    expect(again.type).not.toBe(7);
  }, 90_000);
});

describe('a challenge', () => {
  it('only the invited may join; the lobby names and pings them', async () => {
    const [ana, rui, eva] = [fake.addUser('ana-duel'), fake.addUser('rui-duel'), fake.addUser('eva-duel')];
    const channelId = fake.createChannel('duel');
    const lobby = await openLobby(fake, channelId, ana, { invite: rui.id });
    expect(textOf(lobby)).toContain(`Invited: <@${rui.id}>`);
    expect(lobby.mentions).toContain(rui.id);
    expect(expectEphemeral(await fake.click(eva, lobby.id, lobbyButton(lobby, 'join')))).toMatch(
      /for the players its host invited/,
    );
    expect(textOf(lobby)).not.toContain(`<@${eva.id}>`);
    expect((await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    expect(textOf(lobby)).toContain(`<@${rui.id}>`);
    // Inviting oneself opens nothing.
    const other = fake.createChannel('duel-self');
    expect(
      expectEphemeral(await fake.slash(ana, other, 'azul', { subcommand: 'new', options: { invite: ana.id } })),
    ).toMatch(/You host this game/);
    const none = await store.findByChannel(other);
    expect(none.ok && none.game).toBeFalsy();
  }, 60_000);
});

describe('after the end', () => {
  it('a spectator sees the table; the finished game’s thread still shows its results and its log', async () => {
    const [ana, eva] = [fake.addUser('ana-end'), fake.addUser('eva-watch')];
    const channelId = fake.createChannel('to-the-end');
    const lobby = await openLobby(fake, channelId, ana, { players: 2, bots: 1, level: 'easy' });
    expect((await fake.click(ana, lobby.id, lobbyButton(lobby, 'start'))).type).toBe(7);
    await turnFor(channelId, ana);
    const thread = fake.threads(channelId)[0]!.id;

    // Someone not at the table: the table, no controls.
    const watched = await fake.slash(eva, thread, 'azul', { subcommand: 'board' });
    const view = await privateAnswer(watched);
    await expectImage(view);
    expect(offered(view).filter((o) => TURN_CONTROLS.has(o.click.kind))).toEqual([]);

    const final = await playToEnd(fake, channelId, [ana], seededChooser(21), newStats(), {
      imageEvery: 1000,
      backChance: 0,
    });
    expect(textOf(final)).toContain('Game over');
    const files = final!.attachments.map((a) => a.filename);
    expect(files.some((f) => f.endsWith('.json'))).toBe(true);
    expect(files.some((f) => f.endsWith('.txt'))).toBe(true);

    // In the finished game's thread: its results as a picture, and its whole log.
    const board = await privateAnswer(await fake.slash(eva, thread, 'azul', { subcommand: 'board' }));
    expect(textOf(board)).toMatch(/Game over|final/i);
    await expectImage(board);
    expect(offered(board).filter((o) => TURN_CONTROLS.has(o.click.kind))).toEqual([]);
    const log = expectEphemeral(await fake.slash(ana, thread, 'azul', { subcommand: 'log', options: { page: 1 } }));
    expect(log).toMatch(/\*\*Game log\*\* — \d+ moves/);
    expect(log).toContain('__Round 1__');
  }, 180_000);
});
