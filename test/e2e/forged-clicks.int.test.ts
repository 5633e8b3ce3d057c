// Forged buttons: every kind of custom_id, sent as another user, from another
// message, naming another game, or drawn for an old version, gets a private answer and changes
// nothing: not a game, not a message. (A custom_id can be sent on any message by a modified client,
// or by a Discord-compatible server; Discord itself refuses ids a message does not carry.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCustomId, type Click } from '../../src/discord/custom-id.ts';
import type { FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import {
  gameChannels,
  gameMessages,
  liveTurnMessages,
  mentioned,
  openLobby,
  startGame,
  startInProcessWorld,
  type InProcessWorld,
  textOf,
} from './harness.ts';

let world: InProcessWorld;
let ana: FakeUser;
let rui: FakeUser;
let eva: FakeUser;

beforeAll(async () => {
  world = await startInProcessWorld('forged');
  ana = world.fake.addUser('ana');
  rui = world.fake.addUser('rui');
  eva = world.fake.addUser('eva');
});

afterAll(async () => {
  await world?.close();
});

/** Every click kind, with arguments that would be legal for a fresh 2-player game. */
function everyKind(gameId: string, version: number): Array<{ kind: Click['kind']; id: string; values?: string[] }> {
  const base = { gameId, version };
  const clicks: Click[] = [
    { kind: 'join', ...base },
    { kind: 'leave', ...base },
    { kind: 'start', ...base },
    { kind: 'cancel', ...base },
    { kind: 'cancelBroken', ...base },
    { kind: 'quit', ...base },
    { kind: 'stay', ...base },
    { kind: 'source', ...base },
    { kind: 'color', ...base, source: 0, color: 0 },
    { kind: 'line', ...base, source: 0, color: 0, line: 0 },
    { kind: 'back', ...base, source: null },
    { kind: 'place', ...base, line: 0, column: 0 },
    { kind: 'addBot', ...base },
    { kind: 'removeBot', ...base, seat: 1 },
    { kind: 'hint', ...base },
    { kind: 'takeBack', ...base },
    { kind: 'result', ...base },
    { kind: 'review', ...base },
    { kind: 'rematch', ...base },
    { kind: 'vote', ...base, round: 0, agree: true },
    // The puzzle's: a game's id names no puzzle of the day (Solve gives today's, privately).
    { kind: 'puzzleOpen', ...base },
    { kind: 'puzzleSource', ...base, source: 0 },
    { kind: 'puzzleColor', ...base, source: 0, color: 0 },
    { kind: 'puzzleLine', ...base, source: 0, color: 0, line: 0 },
    { kind: 'puzzleBack', ...base, source: null },
    { kind: 'puzzlePlace', ...base, line: 0, column: 0 },
    { kind: 'puzzleShare', ...base },
  ];
  return clicks.map((click) => ({
    kind: click.kind,
    id: encodeCustomId(click),
    values: click.kind === 'source' ? ['0'] : click.kind === 'addBot' ? ['easy'] : undefined,
  }));
}

describe('forged buttons', () => {
  it('every custom_id kind, forged four ways, is refused privately and changes nothing', async () => {
    const { fake, store } = world;
    const home = fake.createChannel('forged-home');
    const { lobby: oldLobby, gameId } = await startGame(fake, home, [ana, rui]);
    const turn = await fake.waitFor(() => liveTurnMessages(fake, home)[0]);
    const acting = mentioned(turn) === ana.id ? ana : rui;
    const other = fake.createChannel('forged-other');
    const lobby = await openLobby(fake, other, eva);
    const lobbyGameId = /az1:j:([^:]+):/.exec(JSON.stringify(lobby.components))![1]!;
    const notice = gameMessages(fake, home).find((m) => textOf(m)!.includes('An Azul game has started'))!;
    expect(notice).toBeDefined();

    const channels = [...gameChannels(fake, home), other];
    const snapshot = async () => ({
      games: await Promise.all(
        [gameId, lobbyGameId].map(async (id) => {
          const g = await store.get(id);
          return g.ok
            ? {
                status: g.game.status,
                version: g.game.version,
                seats: g.game.seats.map((s) => [s.userId, s.control]),
                votes: g.game.endVotes,
                moves: g.game.moveCount,
              }
            : g.error;
        }),
      ),
      messages: channels
        .flatMap((c) => fake.messages(c))
        .filter((m) => !m.ephemeralTo && !m.deleted)
        .map((m: FakeMessage) => JSON.stringify([m.id, textOf(m)!, m.components])),
    });
    const before = await snapshot();
    const version = (await store.get(gameId)).ok
      ? ((await store.get(gameId)) as { game: { version: number } }).game.version
      : 0;

    const attempts: Array<{ who: FakeUser; message: FakeMessage; id: string; values?: string[]; label: string }> = [];
    for (const forged of everyKind(gameId, version)) {
      // Another user: someone not at the table, on the game's own turn message.
      attempts.push({ who: eva, message: turn, ...forged, label: `${forged.kind} by an outsider` });
      // Another message: the right people, on a message of another channel and on the start notice.
      for (const who of [acting, ana]) {
        attempts.push({ who, message: lobby, ...forged, label: `${forged.kind} on another channel's lobby` });
        attempts.push({ who, message: notice, ...forged, label: `${forged.kind} on the start notice` });
        attempts.push({ who, message: oldLobby, ...forged, label: `${forged.kind} on the old lobby` });
      }
    }
    // Another game: the lobby's id on the running game's turn message; an old version of the game.
    for (const forged of everyKind(lobbyGameId, 0))
      attempts.push({ who: eva, message: turn, ...forged, label: `${forged.kind} of another game` });
    for (const forged of everyKind(gameId, version - 1))
      attempts.push({ who: acting, message: turn, ...forged, label: `${forged.kind} of an old version` });

    for (const a of attempts) {
      const out = a.values
        ? await fake.select(a.who, a.message.id, a.id, a.values)
        : await fake.click(a.who, a.message.id, a.id);
      // A private answer, never an update of the clicked message (on a busy machine the watchdog may
      // acknowledge first, 6, and the private answer follows).
      expect(out.type, a.label).not.toBe(7);
      if (out.type === 4) expect(out.ephemeral, a.label).toBe(true);
    }
    // Whatever the bot did in the background (none should be due) has had its time.
    await new Promise((r) => setTimeout(r, 500));
    expect(await snapshot()).toEqual(before);
  });
});
