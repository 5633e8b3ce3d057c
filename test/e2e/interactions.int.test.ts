// Every refused interaction gets a short ephemeral answer and changes nothing:
// lobby rules, clicks out of turn, stale, double and forged clicks, a broken game,
// the database going away; plus /azul board, rules, leave (abandon) and cancel.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { deployCommands } from '../../src/runtime/deploy.ts';
import type { Store } from '../../src/store/types.ts';
import { messageText, type FakeDiscord, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import {
  ADMIN_URL,
  botEnv,
  expectEphemeral,
  expectImage,
  gameIdIn,
  gameMessages,
  liveTurnMessages,
  lobbyButton,
  mentioned,
  offered,
  newStats,
  openLobby,
  playOneMove,
  seededChooser,
  startGame,
  startInProcessWorld,
  TURN_CONTROLS,
  type InProcessWorld,
  type TestDatabase,
  textOf,
} from './harness.ts';
import { hasServer, serverOnly, serverUrl } from '../setup/databases.ts';

/** Tests that open their own sessions on the bot's database (locks, raw writes) need a server. */
const onServer = it.skipIf(!hasServer());

let world: InProcessWorld;
let fake: FakeDiscord;
let db: TestDatabase;
let store: Store;
let ana: FakeUser, rui: FakeUser, eva: FakeUser, mod: FakeUser;

beforeAll(async () => {
  world = await startInProcessWorld('e2e_clicks');
  ({ fake, db, store } = world);
  ana = fake.addUser('ana');
  rui = fake.addUser('rui');
  eva = fake.addUser('eva');
  mod = fake.addUser('mod', { manageMessages: true });
});

afterAll(async () => {
  await world?.close();
});

async function version(gameId: string): Promise<{ version: number; moves: number; status: string }> {
  const g = await store.get(gameId);
  if (!g.ok) throw new Error(g.detail);
  return { version: g.game.version, moves: g.game.moveCount, status: g.game.status };
}

function snapshot(message: FakeMessage): string {
  return JSON.stringify({ content: textOf(message)!, components: message.components, deleted: message.deleted });
}

function liveTurn(channelId: string): FakeMessage {
  const live = liveTurnMessages(fake, channelId);
  expect(live).toHaveLength(1);
  return live[0]!;
}

describe('commands', () => {
  it('registers /azul with its subcommands in the guild', () => {
    const commands = fake.registeredCommands(fake.guildId) as { name: string; options: { name: string }[] }[];
    expect(commands.map((c) => c.name)).toEqual(['azul']);
    expect(commands[0]!.options.map((o) => o.name).sort()).toEqual([
      'board',
      'cancel',
      'help',
      'history',
      'leaderboard',
      'leave',
      'log',
      'mygames',
      'new',
      'notify',
      'puzzle',
      'review',
      'rules',
      'settings',
      'stats',
      'tournament',
    ]);
  });

  it('deploy-commands registers globally when no guild is configured', async () => {
    await deployCommands(loadConfig({ ...botEnv(fake, db), DISCORD_GUILD_ID: '' }, ['token', 'clientId']));
    const global = fake.registeredCommands() as { name: string }[];
    expect(global.map((c) => c.name)).toEqual(['azul']);
  });

  it('/azul rules explains the rules, ephemerally', async () => {
    const out = await fake.slash(eva, fake.createChannel('rules'), 'azul', { subcommand: 'rules' });
    expect(expectEphemeral(out)).toContain('pattern line');
  });

  it('/azul board with no game says how to start one', async () => {
    const out = await fake.slash(eva, fake.createChannel('empty'), 'azul', { subcommand: 'board' });
    expect(expectEphemeral(out)).toContain('/azul new');
  });
});

describe('lobby', () => {
  it('refuses a variant it does not know (an old client or a hand-made request), opening nothing', async () => {
    const channelId = fake.createChannel('bad-variant');
    const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'new', options: { variant: 'hexagonal' } });
    expect(expectEphemeral(out)).toMatch(/There is no "hexagonal" variant/);
    expect(await store.findByChannel(channelId)).toMatchObject({ ok: true, game: null });
    const lobby = await openLobby(fake, channelId, ana, { variant: 'gray' });
    expect(textOf(lobby)!).toContain('gray wall');
  });

  it('seats, refuses, and points a second /azul new at the open lobby', async () => {
    const channelId = fake.createChannel('lobby');
    const lobby = await openLobby(fake, channelId, ana, { players: 2 });
    expect(textOf(lobby)!).toContain('up to 2 players');
    const gameId = decodeLobbyGame(lobby);

    const second = await fake.slash(rui, channelId, 'azul', { subcommand: 'new' });
    expect(expectEphemeral(second)).toContain(lobby.id);

    // Start is offered disabled with one seat; a forced click is refused.
    const early = await fake.click(ana, lobby.id, lobbyButton(lobbyWithDisabled(lobby), 'start'));
    expect(expectEphemeral(early)).toMatch(/2 to 4 players/);

    expect((await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    const before = snapshot(lobby);
    expect(expectEphemeral(await fake.click(rui, lobby.id, lobbyButton(lobbyWithDisabled(lobby), 'join')))).toMatch(
      /already seated/,
    );
    expect(expectEphemeral(await fake.click(eva, lobby.id, lobbyButton(lobbyWithDisabled(lobby), 'join')))).toMatch(
      /full/,
    );
    expect(expectEphemeral(await fake.click(rui, lobby.id, lobbyButton(lobby, 'start')))).toMatch(/Only the host/);
    expect(expectEphemeral(await fake.click(eva, lobby.id, lobbyButton(lobby, 'cancel')))).toMatch(
      /host or a moderator can cancel this game\. Moderators are members with the Manage Messages permission/,
    );
    expect(snapshot(lobby)).toBe(before);

    // Leave frees the seat; joining again takes it back.
    expect((await fake.click(rui, lobby.id, lobbyButton(lobby, 'leave'))).type).toBe(7);
    expect(textOf(lobby)!).not.toContain(`<@${rui.id}>`);
    expect((await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    expect((await version(gameId)).status).toBe('lobby');

    // A moderator may cancel someone else's lobby.
    const cancelled = await fake.click(mod, lobby.id, lobbyButton(lobby, 'cancel'));
    expect(cancelled.type).toBe(7);
    expect(textOf(lobby)!).toContain('Cancelled by mod');
    expect(offered(lobby)).toEqual([]);
    expect((await version(gameId)).status).toBe('cancelled');
  });

  onServer(serverOnly('a slow /azul new is deferred within 3 s; a refusal then stays private'), async () => {
    const channelId = fake.createChannel('slow-new');
    // Another session is inserting a lobby in the same channel: our insert waits on the
    // one-game-per-channel index, then fails when that session commits.
    const other = new pg.Client({ connectionString: serverUrl(db) });
    await other.connect();
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO games (id, channel_id, host_id, variant, player_count, seed) VALUES (gen_random_uuid(), $1, $2, 'standard', 4, 's')`,
      [channelId, rui.id],
    );
    const commit = setTimeout(() => void other.query('COMMIT'), 2_600);
    try {
      const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'new' });
      expect(out.type).toBe(5);
      expect(out.ackMs).toBeLessThan(3_000);
      const answer = await fake.waitFor(() => out.followups()[0], 5_000);
      expect(answer.ephemeralTo).toBe(ana.id);
      expect(textOf(answer)!).toMatch(/already has an open lobby/);
      await fake.waitFor(() => out.original()?.deleted, 5_000);
      expect(fake.messages(channelId).filter((m) => !m.ephemeralTo)).toEqual([]);
    } finally {
      clearTimeout(commit);
      await other.query('COMMIT').catch(() => undefined);
      await other.end();
    }
  });

  it('the host leaving hands the lobby to the next player; the last one out closes it', async () => {
    const channelId = fake.createChannel('host-leaves');
    const lobby = await openLobby(fake, channelId, ana);
    await fake.click(rui, lobby.id, lobbyButton(lobby, 'join'));
    const handed = await fake.slash(ana, channelId, 'azul', { subcommand: 'leave' });
    expect(handed.ephemeral).toBe(false);
    expect(textOf(handed.response)).toContain(`<@${rui.id}> is the host now`);
    expect(handed.response?.mentions).toEqual([rui.id]);
    await fake.waitFor(() => textOf(lobby)!.includes(`Host: <@${rui.id}>`));
    expect(textOf(lobby)!).not.toContain(`<@${ana.id}>`);
    // The new host runs the lobby: a guest joins, the host's Start is accepted by the bot.
    expect((await fake.click(eva, lobby.id, lobbyButton(lobby, 'join'))).type).toBe(7);
    expect(expectEphemeral(await fake.click(eva, lobby.id, lobbyButton(lobby, 'start')))).toMatch(/Only the host/);
    // The last two leave: the lobby closes and the channel is free again.
    expect((await fake.click(eva, lobby.id, lobbyButton(lobby, 'leave'))).type).toBe(7);
    const closed = await fake.slash(rui, channelId, 'azul', { subcommand: 'leave' });
    expect(textOf(closed.response)).toContain('lobby is closed');
    await fake.waitFor(() => offered(lobby).length === 0);
    await openLobby(fake, channelId, eva);
  });
});

function decodeLobbyGame(lobby: FakeMessage): string {
  return offered(lobby)[0]!.click.gameId;
}

/** The lobby's components including disabled ones (a forged click on a disabled button). */
function lobbyWithDisabled(lobby: FakeMessage): FakeMessage {
  return {
    ...lobby,
    components: lobby.components.map((row: any) => ({
      ...row,
      components: row.components.map((c: { disabled?: boolean }) => ({ ...c, disabled: false })),
    })),
  };
}

describe('a running game', () => {
  let channelId: string;
  let gameId: string;
  let lobby: FakeMessage;
  const byId = () => new Map([ana, rui].map((u) => [u.id, u]));

  beforeAll(async () => {
    channelId = fake.createChannel('clicks');
    ({ lobby, gameId } = await startGame(fake, channelId, [ana, rui], { players: 2 }));
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 1);
  });

  it('the turn message pings the player to act and shows the table', async () => {
    const turn = liveTurn(channelId);
    await expectImage(turn);
    expect(turn.mentions).toEqual([mentioned(turn)]);
    expect(textOf(lobby)!).toContain('has started');
    expect(gameIdIn(turn)).toBe(gameId);
  });

  it('/azul board shows the table to anyone, only to them', async () => {
    const out = await fake.slash(eva, channelId, 'azul', { subcommand: 'board' });
    expect(out.ephemeral).toBe(true);
    const shown = await fake.waitFor(() => (out.original()?.attachments.length ? out.original() : undefined));
    await expectImage(shown);
    expect(offered(shown)).toEqual([]);
    expect(fake.messages(channelId, { viewer: ana }).some((m) => m.id === shown.id)).toBe(false);
  });

  it('out-of-turn, outsider and forged clicks get an ephemeral answer and change nothing', async () => {
    const turn = liveTurn(channelId);
    const acting = byId().get(mentioned(turn)!)!;
    const waiting = acting === ana ? rui : ana;
    // The first step's buttons: a (source, color) pair each (no select menu: fewer taps).
    const pick = offered(turn)[0]!;
    expect(pick.click.kind).toBe('color');
    const before = snapshot(turn);
    const v = await version(gameId);

    expect(expectEphemeral(await fake.click(waiting, turn.id, pick.customId))).toMatch(/not your turn/);
    expect(expectEphemeral(await fake.click(eva, turn.id, pick.customId))).toMatch(/not playing/);
    expect(expectEphemeral(await fake.click(acting, turn.id, 'hello-world'))).toMatch(/not one of mine/);
    // A pick of a display the table does not have (8, with 2 players).
    expect(expectEphemeral(await fake.click(acting, turn.id, `az1:C:${gameId}:${v.version}:7:0`))).toMatch(
      /not available/,
    );
    // Well-formed but illegal: display 9 does not exist with 2 players.
    const illegal = `az1:L:${gameId}:${v.version}:8:0:f`;
    expect(expectEphemeral(await fake.click(acting, turn.id, illegal))).toMatch(/not allowed/);
    // Another game's id.
    const foreign = `az1:L:00000000-0000-4000-8000-000000000000:${v.version}:0:0:f`;
    expect(expectEphemeral(await fake.click(acting, turn.id, foreign))).toMatch(/no longer exists/);

    // The right game and version, clicked from a message in another channel.
    const elsewhere = await openLobby(fake, fake.createChannel('elsewhere'), eva);
    const crossChannel = `az1:L:${gameId}:${v.version}:0:0:f`;
    expect(expectEphemeral(await fake.click(acting, elsewhere.id, crossChannel))).toMatch(/another channel/);
    const elsewhereBefore = snapshot(elsewhere);
    expect(expectEphemeral(await fake.click(ana, elsewhere.id, `az1:j:${gameId}:${v.version}`))).toMatch(
      /another channel/,
    );
    expect(snapshot(elsewhere)).toBe(elsewhereBefore);

    expect(snapshot(turn)).toBe(before);
    expect(await version(gameId)).toEqual(v);
  });

  it('a double click on the last step plays once; the other click is told so', async () => {
    const turn = liveTurn(channelId);
    const acting = byId().get(mentioned(turn)!)!;
    const v = await version(gameId);
    // Walk to the destination step, then click one destination twice at once.
    for (let i = 0; i < 3 && !offered(turn).some((o) => o.click.kind === 'line'); i++) {
      const first = offered(turn).find((o) => o.click.kind !== 'back')!;
      const out =
        first.type === 3
          ? await fake.select(acting, turn.id, first.customId, [first.values[0]!])
          : await fake.click(acting, turn.id, first.customId);
      expect(out.type).toBe(7);
    }
    const line = offered(turn).find((o) => o.click.kind === 'line')!;
    const [a, b] = await Promise.all([
      fake.click(acting, turn.id, line.customId),
      fake.click(acting, turn.id, line.customId),
    ]);
    const answers = [a, b].sort((x, y) => Number(x.ephemeral) - Number(y.ephemeral));
    expect(answers[0]!.type).toBe(7);
    expect(answers[0]!.ephemeral).toBe(false);
    expect(expectEphemeral(answers[1]!)).toMatch(/already|out of date/);
    const after = await version(gameId);
    expect(after.moves).toBe(v.moves + 1);
    expect(after.version).toBe(v.version + 1);

    // A stale click: the old button's custom_id on the new turn message.
    const next = await fake.waitFor(() => {
      const live = liveTurnMessages(fake, channelId);
      return live.length === 1 && live[0]!.id !== turn.id ? live[0] : undefined;
    });
    const nextActing = byId().get(mentioned(next)!)!;
    const before = snapshot(next);
    expect(expectEphemeral(await fake.click(nextActing, next.id, line.customId))).toMatch(/out of date|not your turn/);
    expect(snapshot(next)).toBe(before);
    expect(await version(gameId)).toEqual(after);
    // The lobby's old Start button does nothing either.
    const start = `az1:s:${gameId}:1`;
    expect(expectEphemeral(await fake.click(ana, lobby.id, start))).toMatch(/already started|changed/);
  });

  it('the acting player can go back a step', async () => {
    const turn = liveTurn(channelId);
    const acting = byId().get(mentioned(turn)!)!;
    const initial = snapshot(turn);
    // A pair of tiles: the line step follows, with Back to the pairs.
    const pick = offered(turn).find((o) => o.click.kind === 'color')!;
    expect((await fake.click(acting, turn.id, pick.customId)).type).toBe(7);
    let back = offered(turn).find((o) => o.click.kind === 'back');
    expect(back).toBeDefined();
    while (back) {
      expect((await fake.click(acting, turn.id, back.customId)).type).toBe(7);
      back = offered(turn).find((o) => o.click.kind === 'back');
    }
    expect(JSON.parse(snapshot(turn)).components).toEqual(JSON.parse(initial).components);
  });

  it('/azul board gives the player to act their controls too; a move made there replaces the turn message', async () => {
    const turn = liveTurn(channelId);
    const acting = byId().get(mentioned(turn)!)!;
    const v = await version(gameId);
    const out = await fake.slash(acting, channelId, 'azul', { subcommand: 'board' });
    const board = await fake.waitFor(() => (out.original()?.attachments.length ? out.original() : undefined));
    expect(board.ephemeralTo).toBe(acting.id);
    for (let i = 0; i < 4; i++) {
      const controls = offered(board).filter((o) => TURN_CONTROLS.has(o.click.kind) && o.click.kind !== 'back');
      expect(controls.length).toBeGreaterThan(0);
      const c = controls[0]!;
      const answer =
        c.type === 3
          ? await fake.select(acting, board.id, c.customId, [c.values[0]!])
          : await fake.click(acting, board.id, c.customId);
      expect(answer.type).toBe(7);
      if (c.click.kind === 'line') break;
    }
    expect(offered(board).filter((o) => TURN_CONTROLS.has(o.click.kind))).toEqual([]);
    await fake.waitFor(() => fake.message(turn.id)?.deleted);
    const next = await fake.waitFor(() => liveTurnMessages(fake, channelId)[0]);
    expect(next.id).not.toBe(turn.id);
    expect((await version(gameId)).moves).toBe(v.moves + 1);
  });

  onServer(
    serverOnly('a slow database still gets the click acknowledged within 3 s (deferred), then the move shows'),
    async () => {
      const turn = liveTurn(channelId);
      const acting = byId().get(mentioned(turn)!)!;
      for (let i = 0; i < 3 && !offered(turn).some((o) => o.click.kind === 'line'); i++) {
        const c = offered(turn).find((o) => o.click.kind !== 'back')!;
        if (c.type === 3) await fake.select(acting, turn.id, c.customId, [c.values[0]!]);
        else await fake.click(acting, turn.id, c.customId);
      }
      const line = offered(turn).find((o) => o.click.kind === 'line')!;
      const v = await version(gameId);
      // Another session holds the game row: saving the move waits for it.
      const locker = new pg.Client({ connectionString: serverUrl(db) });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [gameId]);
      const release = setTimeout(() => void locker.query('COMMIT').then(() => locker.end()), 2_600);
      try {
        const out = await fake.click(acting, turn.id, line.customId);
        expect(out.type).toBe(6);
        expect(out.ackMs).toBeLessThan(3_000);
        expect(out.ackMs).toBeGreaterThanOrEqual(1_900);
        await fake.waitFor(
          () => !offered(turn).some((o) => TURN_CONTROLS.has(o.click.kind)) && messageText(turn).includes(' took '),
          5_000,
        );
        // The message says what was played and stays; the next turn message follows it.
        await fake.waitFor(() => liveTurnMessages(fake, channelId).some((m) => m.id !== turn.id), 5_000);
        expect((await version(gameId)).moves).toBe(v.moves + 1);
      } finally {
        clearTimeout(release);
        await locker.query('COMMIT').catch(() => undefined);
        await locker.end().catch(() => undefined);
      }
    },
  );

  onServer(serverOnly('a broken game says so and offers cancel'), async () => {
    const turn = liveTurn(channelId);
    const pick = offered(turn)[0]!;
    const admin = new pg.Client({ connectionString: serverUrl(db) });
    await admin.connect();
    await admin.query(`UPDATE games SET state = '{"broken": true}'::jsonb WHERE id = $1`, [gameId]);
    try {
      // Whoever clicks learns it is broken; the host (ana) may cancel from that notice.
      const out = await fake.click(ana, turn.id, pick.customId);
      const text = expectEphemeral(out);
      expect(text).toMatch(/broken/);
      const notice = out.response!;
      const cancel = offered(notice).find((o) => o.click.kind === 'cancelBroken')!;
      expect(cancel).toBeDefined();
      const refused = await fake.click(rui, turn.id, pick.customId);
      expect(expectEphemeral(refused)).toMatch(/broken/);
      expect(expectEphemeral(await fake.click(rui, refused.response!.id, cancel.customId))).toMatch(/Only the host/);
      const closed = await fake.click(ana, notice.id, cancel.customId);
      expect(closed.type).toBe(7);
      await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 0);
      await fake.waitFor(() =>
        gameMessages(fake, channelId).some((m) => textOf(m)!.includes('cancelled this Azul game')),
      );
      // Cancelled: the channel is free again (a broken game already freed it; now it is closed for good).
      expect((await version(gameId)).status).toBe('cancelled');
    } finally {
      await admin.end();
    }
  });
});

describe('ending a game early', () => {
  it('/azul leave asks first (privately); the autopilot plays a seat that left; the last person leaving ends the game unscored', async () => {
    const channelId = fake.createChannel('abandon');
    const { gameId } = await startGame(fake, channelId, [ana, rui]);
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 1);
    const outsider = await fake.slash(eva, channelId, 'azul', { subcommand: 'leave' });
    expect(expectEphemeral(outsider)).toMatch(/not seated/);
    // Keep playing: nothing changes.
    const asked = await fake.slash(rui, channelId, 'azul', { subcommand: 'leave' });
    expect(expectEphemeral(asked)).toMatch(/the autopilot plays your seat to the end/);
    const before = await version(gameId);
    const buttons = offered(asked.response!);
    expect(buttons.map((b) => b.click.kind).sort()).toEqual(['quit', 'stay']);
    const stay = await fake.click(rui, asked.response!.id, buttons.find((b) => b.click.kind === 'stay')!.customId);
    expect(textOf(stay.response) ?? '').toMatch(/still in the game/);
    expect(await version(gameId)).toEqual(before);
    // Confirm: the autopilot takes the seat, the game goes on, the channel hears why.
    const again = await fake.slash(rui, channelId, 'azul', { subcommand: 'leave' });
    const quit = offered(again.response!).find((b) => b.click.kind === 'quit')!;
    // A confirmation drawn before the game moved on is refused.
    await playOneMove(fake, channelId, new Map([ana, rui].map((u) => [u.id, u])), seededChooser(3), newStats());
    expect(expectEphemeral(await fake.click(rui, again.response!.id, quit.customId))).toMatch(/moved on/);
    expect((await version(gameId)).status).toBe('active');
    const third = await fake.slash(rui, channelId, 'azul', { subcommand: 'leave' });
    await fake.click(rui, third.response!.id, offered(third.response!).find((b) => b.click.kind === 'quit')!.customId);
    await fake.waitFor(() =>
      gameMessages(fake, channelId).some((m) =>
        /left the game: the autopilot plays their seat to the end/.test(textOf(m)!),
      ),
    );
    const afterLeave = await store.get(gameId);
    expect(afterLeave.ok && afterLeave.game.status).toBe('active');
    expect(afterLeave.ok && afterLeave.game.seats.find((s) => s.userId === rui.id)?.control).toBe('left');
    // Only ana is pinged from now on: the autopilot moves for rui by itself.
    const anaTurn = await fake.waitFor(
      () => liveTurnMessages(fake, channelId).find((m) => m.mentions.includes(ana.id)),
      15_000,
    );
    expect(anaTurn).toBeDefined();
    expect(expectEphemeral(await fake.slash(rui, channelId, 'azul', { subcommand: 'leave' }))).toMatch(
      /not seated|left this game/,
    );
    // The last person leaves: nobody is left to play for, the game ends unscored.
    const last = await fake.slash(ana, channelId, 'azul', { subcommand: 'leave' });
    await fake.click(ana, last.response!.id, offered(last.response!).find((b) => b.click.kind === 'quit')!.customId);
    await fake.waitFor(
      () =>
        gameMessages(fake, channelId).some((m) =>
          /no person is left at the table: the game ends here, unscored/.test(textOf(m)!),
        ),
      10_000,
    );
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 0);
    expect((await version(gameId)).status).toBe('cancelled');
    await openLobby(fake, channelId, eva);
  });

  it('/azul cancel: refused to players who are not host, allowed to the host', async () => {
    const channelId = fake.createChannel('cancel');
    const { gameId } = await startGame(fake, channelId, [ana, rui]);
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 1);
    expect(expectEphemeral(await fake.slash(rui, channelId, 'azul', { subcommand: 'cancel' }))).toMatch(
      /Only the host/,
    );
    const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'cancel' });
    expect(expectEphemeral(out)).toContain('You cancelled the game');
    await fake.waitFor(() => liveTurnMessages(fake, channelId).length === 0);
    await fake.waitFor(() =>
      gameMessages(fake, channelId).some((m) => textOf(m)!.includes('cancelled this Azul game')),
    );
    expect((await version(gameId)).status).toBe('cancelled');
  });
});

describe('database down', () => {
  onServer(serverOnly('answers that the store is unreachable, keeps running, and recovers'), async () => {
    const channelId = fake.createChannel('db-down');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [db.name],
      );
      const out = await fake.slash(ana, channelId, 'azul', { subcommand: 'new' });
      expect(expectEphemeral(out)).toMatch(/unreachable/);
    } finally {
      await admin.query(`ALTER DATABASE ${db.name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const lobby = await openLobby(fake, channelId, ana);
    expect(textOf(lobby)!).toContain('Azul');
  });
});

describe('gateway', () => {
  it('reconnects after the gateway drops the connection and keeps serving', async () => {
    const identified = fake.identifyCount;
    const resumed = fake.resumeCount;
    fake.disconnectAll();
    await fake.waitFor(() => fake.identifyCount > identified || fake.resumeCount > resumed, 15_000);
    await fake.waitForBotReady();
    const rules = await fake.slash(eva, fake.createChannel('after-reconnect'), 'azul', { subcommand: 'rules' });
    expect(expectEphemeral(rules)).toContain('Azul');
  });
});

describe('Discord limits', () => {
  it('no error answers from Discord; only the forged clicks did not match a component', () => {
    expect(fake.errors).toEqual([]);
    for (const u of fake.unmatchedClicks)
      expect(u.reason).toMatch(/no such component|component disabled|value not offered/);
  });
});
