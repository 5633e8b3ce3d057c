// A thread per game: a game moves into a thread made from its lobby when it starts; the
// channel keeps only the lobby, the start notice and the final results, so several games can run in
// one channel. Where the bot may not create threads, the game plays in the channel and the lobby says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeUser } from '../../src/local-discord/index.ts';
import type { Store } from '../../src/store/types.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import {
  expectEphemeral,
  lobbyButton,
  openLobby,
  finalMessage,
  liveTurnMessages,
  mentioned,
  newStats,
  offered,
  playToEnd,
  seededChooser,
  startGame,
  playFromBoard,
  startInProcessWorld,
  until,
  type InProcessWorld,
  textOf,
} from './harness.ts';

let world: InProcessWorld;
let fake: FakeDiscord;
let store: Store;
let ana: FakeUser, rui: FakeUser, eva: FakeUser, joao: FakeUser;
/** Each message's content as first posted (turn messages are edited to their move sentence once played). */
const firstSeen = new Map<string, string>();

beforeAll(async () => {
  world = await startInProcessWorld('e2e_threads');
  ({ fake, store } = world);
  [ana, rui, eva, joao] = ['ana', 'rui', 'eva', 'joao'].map((n) => fake.addUser(n)) as [
    FakeUser,
    FakeUser,
    FakeUser,
    FakeUser,
  ];
  fake.events.on((event) => {
    if (event.type === 'message' && !firstSeen.has(event.message.id))
      firstSeen.set(event.message.id, textOf(event.message)!);
  });
});

afterAll(async () => {
  await world?.close();
});

const GAME_MS = 240_000;

describe('a thread per game', () => {
  it(
    'plays a 3-player game in its thread: every turn says what happened since; the channel holds lobby, start notice, results',
    async () => {
      const channelId = fake.createChannel('azul-threads');
      const players = [ana, rui, eva];
      const { lobby, gameId } = await startGame(fake, channelId, players, { players: 3 });
      const thread = await fake.waitFor(() => fake.thread(lobby.id));
      expect(thread).toEqual({ id: lobby.id, name: 'Azul · ana, rui, eva', parentId: channelId });
      // The bot notes the thread once Discord made it: a moment after it exists.
      await until(
        'the thread noted with its game',
        async () => {
          const stored = await store.get(gameId);
          return stored.ok && stored.game.threadId === thread.id;
        },
        10_000,
      );

      // Meanwhile the channel is free for another game: a second lobby opens, starts, gets its own thread.
      const second = await startGame(fake, channelId, [joao, ana], { players: 2 });
      const secondThread = await fake.waitFor(() => fake.thread(second.lobby.id));
      expect(secondThread.name).toBe('Azul · joao, ana');
      await fake.waitFor(() => fake.messages(secondThread.id).some((m) => offered(m).length > 0));
      // Commands typed in a thread are about its game; in the channel, about the asker's game if they sit in one.
      const inThread = expectEphemeral(await fake.slash(eva, secondThread.id, 'azul', { subcommand: 'log' }));
      expect(inThread).not.toContain('no Azul game');
      const evaHere = await fake.slash(eva, channelId, 'azul', { subcommand: 'board' });
      expect(evaHere.ephemeral).toBe(true);
      const stranger = fake.addUser('stranger');
      const listed = expectEphemeral(await fake.slash(stranger, channelId, 'azul', { subcommand: 'board' }));
      expect(listed).toContain(`<#${thread.id}>`);
      expect(listed).toContain(`<#${secondThread.id}>`);
      // Ana sits in both: she is pointed to her two threads.
      const both = expectEphemeral(await fake.slash(ana, channelId, 'azul', { subcommand: 'log' }));
      expect(both).toContain(`<#${thread.id}>`);
      expect(both).toContain(`<#${secondThread.id}>`);
      // `/azul mygames` links to the turn message in the thread.
      const mine = expectEphemeral(await fake.slash(eva, channelId, 'azul', { subcommand: 'mygames' }));
      expect(mine).toContain(`/${thread.id}/`);
      await fake.slash(joao, secondThread.id, 'azul', { subcommand: 'cancel' });
      await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 1);

      const final = await playToEnd(fake, channelId, players, seededChooser(12), newStats(), {
        imageEvery: 5,
        backChance: 0,
      });
      expect(final, 'the game reached its final results').not.toBeNull();
      expect(final!.channelId).toBe(channelId);

      // Every turn message in the thread (after the first move) lists the moves since that player's last turn,
      // ending with the move just made (as the clicked turn message says it, in the same words).
      // (A turn message played on stays, saying the move.)
      const turns = fake
        .history(thread.id)
        .filter((m) => m.mentions.length === 1 && firstSeen.get(m.id)?.includes('your turn'));
      expect(turns.length).toBeGreaterThan(20);
      const stillHere = fake.messages(thread.id);
      let bothOthers = 0;
      for (let k = 1; k < turns.length; k++) {
        const posted = firstSeen.get(turns[k]!.id)!;
        const previousMove = textOf(turns[k - 1]!)!;
        const bullets = posted.split('\n').filter((l) => l.startsWith('• '));
        // The same player again (they ended a round holding the first player marker): nothing happened since.
        if (turns[k]!.mentions[0] === turns[k - 1]!.mentions[0]) {
          expect(bullets).toEqual([]);
          continue;
        }
        expect(bullets.at(-1), `turn ${k + 1} ends its list with the move before`).toBe(`• ${previousMove}`);
        // Three players: mostly both others played since (fewer when a new round's order skips one).
        if (bullets.length === 2) bothOthers++;
      }
      expect(bothOthers).toBeGreaterThan(turns.length / 2);
      expect(
        stillHere.every(
          (m) => liveTurnMessages(fake, channelId).length === 0 && !offered(m).some((o) => o.click.kind === 'line'),
        ),
      ).toBe(true);

      // The channel itself: the lobbies, the start notices (linking their threads), the cancel-free results.
      const channel = fake.messages(channelId).filter((m) => !m.ephemeralTo);
      const notices = channel.filter((m) => textOf(m)!.includes('An Azul game has started'));
      expect(
        notices.map((m) => textOf(m)!.includes(`<#${thread.id}>`) || textOf(m)!.includes(`<#${secondThread.id}>`)),
      ).toEqual([true, true]);
      expect(channel.map((m) => m.id).sort()).toEqual(
        [lobby.id, second.lobby.id, ...notices.map((m) => m.id), final!.id].sort(),
      );
      expect(channel.filter((m) => m.attachments.length > 0 && m.id !== final!.id)).toEqual([]);
    },
    GAME_MS,
  );

  it(
    'plays in the channel where the bot may not create threads, and the lobby says why',
    async () => {
      const channelId = fake.createChannel('no-threads', { botCanCreateThreads: false });
      const players = [rui, eva];
      const { lobby } = await startGame(fake, channelId, players, { players: 2 });
      await fake.waitFor(() => textOf(lobby)!.includes('Playing here: I may not create threads in this channel.'));
      expect(fake.threads(channelId)).toEqual([]);
      // One game per channel then, as before.
      const busy = expectEphemeral(await fake.slash(joao, channelId, 'azul', { subcommand: 'new' }));
      expect(busy).toContain('already has a game in progress');
      const final = await playToEnd(fake, channelId, players, seededChooser(7), newStats(), {
        imageEvery: 10,
        backChance: 0,
      });
      expect(final?.channelId).toBe(channelId);
      expect(finalMessage(fake, channelId)?.id).toBe(final!.id);
      expect(fake.messages(channelId).some((m) => textOf(m)!.includes(' scored**'))).toBe(true);
    },
    GAME_MS,
  );

  it('plays in a channel type without threads (a voice channel’s chat) too', async () => {
    const channelId = fake.createChannel('voice-chat', { type: 'voice' });
    const { lobby, gameId } = await startGame(fake, channelId, [joao, rui], { players: 2 });
    await fake.waitFor(() => textOf(lobby)!.includes('Playing here: this channel cannot have threads.'));
    const turn = await fake.waitFor(() => liveTurnMessages(fake, channelId)[0]);
    expect(turn.channelId).toBe(channelId);
    const stored = await store.get(gameId);
    // Stored in no language (the lobby above says it in the game's).
    expect(stored.ok && stored.game).toMatchObject({ threadId: null, threadRefusal: 'no-threads' });
  });

  it('uses the thread an earlier attempt already started (160004 on a retry), once', async () => {
    const channelId = fake.createChannel('retried');
    const lobby = await openLobby(fake, channelId, eva, { players: 2 });
    await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'));
    // As if a job crashed after Discord created the thread but before the game recorded it.
    const made = await fetch(`${fake.apiUrl}/v10/channels/${channelId}/messages/${lobby.id}/threads`, {
      method: 'POST',
      headers: { authorization: `Bot ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Azul · eva, rui' }),
    });
    expect(made.status).toBe(201);
    const gameId = decodeCustomId(lobbyButton(lobby, 'start'))!.gameId;
    await fake.click(eva, lobby.id, lobbyButton(lobby, 'start'));
    const turn = await fake.waitFor(() => liveTurnMessages(fake, channelId)[0]);
    expect(turn.channelId).toBe(lobby.id);
    expect(fake.threads(channelId)).toHaveLength(1);
    const stored = await store.get(gameId);
    expect(stored.ok && stored.game.threadId).toBe(lobby.id);
    expect(fake.errors.filter((e) => e.code === 160004)).toHaveLength(1);
    // A game's thread holds that game only: new games start in the channel.
    const refused = expectEphemeral(await fake.slash(rui, lobby.id, 'azul', { subcommand: 'new' }));
    expect(refused).toContain(`start a new game in <#${channelId}>`);
  });

  it('retries a thread Discord failed to make (an outage): one thread, one start notice, play goes on', async () => {
    const channelId = fake.createChannel('outage');
    fake.failNext('POST', /^\/channels\/\d+\/messages\/\d+\/threads$/, 1, 500);
    const { lobby } = await startGame(fake, channelId, [rui, joao], { players: 2 });
    const turn = await fake.waitFor(() => liveTurnMessages(fake, channelId)[0], 15_000);
    expect(turn.channelId).toBe(lobby.id);
    expect(fake.threads(channelId)).toHaveLength(1);
    expect(fake.messages(channelId).filter((m) => textOf(m)!.includes('An Azul game has started'))).toHaveLength(1);
    expect(fake.errors.filter((e) => e.status === 500)).toHaveLength(1);
  });

  it('closes a game whose thread was deleted, at its next event', async () => {
    const channelId = fake.createChannel('thread-deleted');
    const { lobby, gameId } = await startGame(fake, channelId, [joao, eva], { players: 2 });
    const turn = await fake.waitFor(() => liveTurnMessages(fake, channelId)[0]);
    expect(turn.channelId).toBe(lobby.id);
    fake.deleteChannel(lobby.id);
    // The player to act moves from `/azul board` typed in the channel (its controls work there too):
    // the move is saved, its next turn cannot be shown in the deleted thread, so the game is closed.
    const acting = [joao, eva].find((u) => u.id === mentioned(turn))!;
    await playFromBoard(fake, acting, channelId);
    const closed = await until(
      'the game closed',
      async () => {
        const stored = await store.get(gameId);
        return stored.ok && stored.game.status === 'cancelled' ? stored.game : undefined;
      },
      5_000,
    );
    expect(closed).toMatchObject({ status: 'cancelled', moveCount: 1 });
    // The channel is free again.
    await openLobby(fake, channelId, eva);
  });

  it('plays on when a moderator locks the thread: posts there are dropped (50083), not retried ahead of the bot’s moves', async () => {
    const channelId = fake.createChannel('thread-locked');
    const { lobby, gameId } = await startGame(fake, channelId, [joao], { players: 2, bots: 1, level: 'easy' });
    await fake.waitFor(() => fake.thread(lobby.id));
    fake.lockThread(lobby.id);
    const movesOf = async () => {
      const stored = await store.get(gameId);
      return stored.ok ? stored.game.moveCount : -1;
    };
    // joao plays twice from `/azul board` typed in the channel; the bot answers each time, although
    // the turn messages meant for the locked thread cannot be posted.
    for (let turn = 0; turn < 2; turn++) {
      const before = await until(
        'joao to play',
        async () => {
          const stored = await store.get(gameId);
          return stored.ok && stored.game.state?.current === 0 ? { moves: stored.game.moveCount } : undefined;
        },
        20_000,
      );
      await playFromBoard(fake, joao, channelId);
      // joao's move and the bot's answer (in round 1 the bot always has a move).
      await until('the bot’s answer', async () => (await movesOf()) >= before.moves + 2, 20_000);
    }
    // The turn message after the bot's answer is posted by a job of its own, a moment after the move.
    await until(
      'a post refused in the locked thread',
      async () => fake.errors.some((e) => e.code === 50083) || undefined,
      20_000,
    );
    expect(fake.messages(lobby.id).filter((m) => !m.ephemeralTo && offered(m).length > 0)).toEqual([]);
  });

  it('answered only the refusals asked for', () => {
    // 10003: the deleted thread, as the bot found it gone.
    expect([...new Set(fake.errors.map((e) => e.code))].sort()).toEqual([0, 10003, 160004, 50013, 50024, 50083].sort());
    expect(fake.unmatchedClicks).toEqual([]);
  });
});
