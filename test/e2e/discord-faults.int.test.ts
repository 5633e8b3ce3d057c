// Faults of Discord and of the database a game must live through (and the edges of long names),
// injected into the local Discord (`failNext`) and into a TCP relay in front of
// Postgres: uploads refused as too large (the turn goes on with a smaller picture, then with none),
// a `/azul board` whose answer is refused as too large, a rate-limited delete of an old turn message
// (the next turn does not wait for it), a database that hangs on the move's write (the player is
// told the outcome is unknown, never "Nothing changed", and the move counts once), and slash
// commands with a missing or mistyped option.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger, startBot, type Bot } from '../../src/runtime/bot.ts';
import {
  messageText,
  shownAttachments,
  startFakeDiscord,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionOutcome,
} from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import { startRelay, type Relay } from '../store/proxy.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import {
  botEnv,
  clickThroughTurn,
  deploy,
  liveTurnMessages,
  offered,
  startGame,
  TURN_CONTROLS,
  until,
  expectInPlace,
} from './harness.ts';

let fake: FakeDiscord;
let db: ServerDatabase;
let relay: Relay;
let bot: Bot;
let store: OpenedStore;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

// The bot reaches its database through the relay (to hang it on cue); the test reads it directly.
beforeAll(async () => {
  if (!hasServer()) return;
  process.on('unhandledRejection', onRejection);
  fake = await startFakeDiscord();
  db = await createServerDatabase('e2e_faults');
  await deploy(fake, db);
  store = await openStore({ databaseUrl: db.url, migrate: true });
  relay = await startRelay(db.url);
  const config = loadConfig({ ...botEnv(fake, db), DATABASE_URL: relay.url }, ['token']);
  bot = await startBot(config, createLogger(config.logLevel), { queryTimeoutMs: 2_000, migrate: false });
  await fake.waitForBotReady();
});

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await bot?.stop();
  await relay?.close();
  await store?.close();
  await fake?.close();
  await db?.drop();
});

const IMAGE = /\.(png|webp|jpe?g)$/i;
// Compare names, never messages or attachments: a failing diff of picture buffers takes minutes.
const images = (m: FakeMessage) => shownAttachments(m).filter((a) => IMAGE.test(a.filename));
const POST_MESSAGE = /^\/channels\/\d+\/messages$/;

async function gameOf(gameId: string) {
  const found = await store.get(gameId);
  if (!found.ok) throw new Error(found.detail);
  return found.game;
}

/** A 2-player game of two people, started; its first turn message and who is to play. */
async function twoPlayerGame(
  name: string,
): Promise<{ gameId: string; channelId: string; thread: string; players: FakeUser[]; turn: FakeMessage }> {
  const players = [fake.addUser(`ana-${name}`), fake.addUser(`rui-${name}`)];
  const channelId = fake.createChannel(name);
  const { gameId } = await startGame(fake, channelId, players);
  const turn = await until('the first turn message', () => liveTurnMessages(fake, channelId)[0]);
  const thread = fake.threads(channelId)[0]?.id ?? channelId;
  return { gameId, channelId, thread, players, turn };
}

const actor = (turn: FakeMessage, players: FakeUser[]) => players.find((p) => turn.mentions.includes(p.id))!;

/** The next turn message after `previous` (a live one on another message). */
function nextTurn(channelId: string, previous: FakeMessage, timeoutMs = 15_000): Promise<FakeMessage> {
  return until(
    'the next turn message',
    () => liveTurnMessages(fake, channelId).find((m) => m.id !== previous.id),
    timeoutMs,
  );
}

/**
 * The private answer, once it is there: the reply, the deferred
 * answer, or an ephemeral follow-up (after a public deferral).
 */
function privateAnswer(outcome: InteractionOutcome): Promise<FakeMessage> {
  return until('the answer', () => {
    const followup = outcome.followups().find((m) => m.ephemeralTo);
    if (followup) return followup;
    const m =
      outcome.ephemeral && (outcome.type === 4 || outcome.type === 5)
        ? (outcome.response ?? outcome.original())
        : undefined;
    return m && messageText(m) ? m : undefined;
  });
}

/** What the private answer says. */
async function answerText(outcome: InteractionOutcome): Promise<string> {
  return messageText(await privateAnswer(outcome));
}

describe.skipIf(!hasServer())(serverOnly('uploads Discord refuses as too large'), () => {
  it('the next turn goes on with a smaller picture, then without one, its controls intact', async () => {
    const { channelId, players, turn } = await twoPlayerGame('too-large');
    const full = images(turn)[0]!;
    expect(full.filename).toMatch(/\.png$/);

    // Refused once: posted again with a smaller (lossy) picture.
    fake.failNext('POST', POST_MESSAGE, 1, 413);
    await clickThroughTurn(fake, turn, actor(turn, players));
    const second = await nextTurn(channelId, turn);
    const smaller = images(second);
    expect(smaller).toHaveLength(1);
    expect(smaller[0]!.filename).toMatch(/\.jpe?g$/);
    expect(smaller[0]!.data.length).toBeLessThan(full.data.length);
    expect(fake.errors.filter((e) => e.status === 413)).toHaveLength(1);

    // Refused twice: posted without a picture; the words and the controls carry the turn.
    fake.failNext('POST', POST_MESSAGE, 2, 413);
    await clickThroughTurn(fake, second, actor(second, players));
    const third = await nextTurn(channelId, second);
    expect(images(third).map((a) => a.filename)).toEqual([]);
    expect(messageText(third)).toContain(`<@${actor(third, players).id}>`);
    expect(offered(third).some((o) => TURN_CONTROLS.has(o.click.kind))).toBe(true);
    expect(fake.errors.filter((e) => e.status === 413)).toHaveLength(3);

    // And the game goes on from it, with pictures again.
    await clickThroughTurn(fake, third, actor(third, players));
    const fourth = await nextTurn(channelId, third);
    expect(images(fourth)).toHaveLength(1);
  }, 60_000);

  it('/azul board is still answered when its picture is refused twice', async () => {
    const { thread, players, turn } = await twoPlayerGame('board-too-large');
    const before = fake.errors.length;
    // The edit of the deferred answer ('@original', URL-encoded by the client).
    fake.failNext('PATCH', /^\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original$/, 2, 413);
    const out = await fake.slash(actor(turn, players), thread, 'azul', { subcommand: 'board' });
    expect(out.type).toBe(5);
    const board = await until('the board', () => {
      const m = out.original();
      return m && offered(m).length > 0 ? m : undefined;
    });
    expect(
      fake.errors.slice(before).filter((e) => e.status === 413),
      JSON.stringify(fake.errors.slice(before).map((e) => e.route)),
    ).toHaveLength(2);
    expect(images(board).map((a) => a.filename)).toEqual([]);
    expect(offered(board).some((o) => TURN_CONTROLS.has(o.click.kind))).toBe(true);
  }, 60_000);
});

describe.skipIf(!hasServer())(serverOnly('a rate-limited clean-up'), () => {
  it('a move made from /azul board: the next turn is posted while the old turn message’s delete waits out a 429', async () => {
    const { channelId, thread, players, turn } = await twoPlayerGame('slow-delete');
    const mover = actor(turn, players);
    // Discord asks the bot to wait 5 s before deleting again.
    fake.failNext('DELETE', /^\/channels\/\d+\/messages\/\d+$/, 1, 429, { retryAfterMs: 5_000 });
    const board = await fake.slash(mover, thread, 'azul', { subcommand: 'board' });
    const controls = await until('the board’s controls', () => {
      const m = board.original();
      return m && offered(m).some((o) => TURN_CONTROLS.has(o.click.kind)) ? m : undefined;
    });
    await clickThroughTurn(fake, controls, mover);
    const next = await until('the next turn', () =>
      liveTurnMessages(fake, channelId).find((m) => m.id !== turn.id && !m.mentions.includes(mover.id)),
    );
    // The old turn message's delete was answered 429 and waits; the game goes on meanwhile: the next
    // player moves, and the turn after is posted while the old message is still there.
    await until('the delete rate-limited', () =>
      fake.errors.some((e) => e.status === 429 && e.route.startsWith('DELETE')),
    );
    await clickThroughTurn(fake, next, actor(next, players));
    const third = await until('the turn after', () =>
      liveTurnMessages(fake, channelId).find((m) => m.id !== turn.id && m.id !== next.id),
    );
    expect(fake.message(turn.id)?.deleted, 'the old turn message is still waiting for its delete').toBeFalsy();
    expect(third.mentions).toEqual([mover.id]);
    // Then the clean-up happens.
    await until('the old turn message deleted', () => fake.message(turn.id)?.deleted, 20_000);
    expect(liveTurnMessages(fake, channelId).map((m) => m.id)).toEqual([third.id]);
  }, 60_000);
});

describe.skipIf(!hasServer())(serverOnly('a database that hangs on the move'), () => {
  it('the player is told the outcome is unknown; once the database answers the move is there, once', async () => {
    const { gameId, channelId, players, turn } = await twoPlayerGame('hung-move');
    const mover = actor(turn, players);
    const before = await gameOf(gameId);
    // Up to the last step (the line), then the move's one statement hangs on its way to the server.
    const lastStep = await until('the last step', async () => {
      const last = offered(turn).filter((o) => o.click.kind === 'line' || o.click.kind === 'place');
      if (last.length > 0) return last;
      const step = offered(turn).find((o) => o.click.kind === 'color' || o.click.kind === 'source')!;
      expectInPlace(await fake.click(mover, turn.id, step.customId));
      return undefined;
    });
    // The move's one statement, prepared: its text when a connection first sends it, then its name.
    const hold = relay.holdWhen(/UPDATE "games" SET\s+"state"|\bapply-action\b/);
    const out = await fake.click(mover, turn.id, lastStep[0]!.customId);
    await hold.held;
    const said = await answerText(out);
    expect(said).toMatch(/cannot tell whether that was saved/);
    expect(said).not.toMatch(/Nothing changed/);
    expect((await gameOf(gameId)).moveCount, 'not saved while held').toBe(before.moveCount);

    // The database answers again: the statement it was sent runs, and the move is saved.
    hold.release();
    await until('the move saved', async () => (await gameOf(gameId)).moveCount === before.moveCount + 1, 15_000);
    // Clicking again is refused: that turn was played.
    const again = await fake.click(mover, turn.id, lastStep[0]!.customId);
    expect(again.type).not.toBe(7);
    expect(await answerText(again)).not.toMatch(/cannot tell/);
    const after = await gameOf(gameId);
    expect(after.moveCount).toBe(before.moveCount + 1);
    expect(after.version).toBe(before.version + 1);
    // The game goes on: the next player gets a turn message.
    await until(
      'the next turn',
      () => liveTurnMessages(fake, channelId).find((m) => m.id !== turn.id && !m.mentions.includes(mover.id)),
      30_000,
    );
  }, 90_000);
});

describe.skipIf(!hasServer())(serverOnly('slash commands with bad options'), () => {
  it('a missing required option or a value of the wrong type gets a clear answer, and nothing unhandled', async () => {
    const user = fake.addUser('oda-bad-input');
    const channelId = fake.createChannel('bad-options');
    const cases: Array<[string, Record<string, string | number | boolean>]> = [
      ['notify', {}],
      ['notify', { dm: 3 }],
      ['notify', { dm: {} as unknown as string }],
      ['new', { players: 'three' }],
      ['new', { players: 99 }],
      ['new', { bots: {} as unknown as number }],
      ['new', { invite: 'not-a-user' }],
      ['log', { page: 'last' }],
      ['leaderboard', { share: 'yes' }],
    ];
    const answers: string[] = [];
    for (const [subcommand, options] of cases) {
      const out = await fake.slash(user, channelId, 'azul', { subcommand, options });
      // Answered (privately, or for `share`'s truthy string, publicly), never with the apology for a bug.
      const answer = until('the answer', () =>
        [...out.followups(), out.response, out.original()].find((m) => m && messageText(m) && !m.deleted),
      );
      const text = await answer.then(messageText).catch((error: Error) => {
        const seen = [out.response, ...out.followups()].map(
          (m) => m && { ephemeralTo: m.ephemeralTo, text: messageText(m) },
        );
        throw new Error(
          `/azul ${subcommand} ${JSON.stringify(options)}: ${error.message} (type ${out.type}, ephemeral ${out.ephemeral}, ${JSON.stringify(seen)})`,
        );
      });
      expect(text, `/azul ${subcommand} ${JSON.stringify(options)}`).not.toMatch(/something went wrong/i);
      answers.push(text);
    }
    expect(answers[0]).toMatch(/on.*off|off.*on/);
    // None opened a lobby here.
    const found = await store.findByChannel(channelId);
    expect(found.ok && found.game).toBeFalsy();
    expect(rejections).toEqual([]);
  }, 60_000);
});
