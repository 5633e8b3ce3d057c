// The commands and buttons around a tournament, through the local Discord with the bot in this process:
// who may organize (Manage Server, or the role named in /azul settings), the sign-up's Join, Leave and
// Check in (a forged one refused), the start pinging each table from its card and thread, a player
// dropping out, the standings privately with their picture, a thread deleted by a moderator (its game
// plays on in the channel), the organizer's cancel; and the leaderboard's seasons from /azul settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCustomId } from '../../src/discord/custom-id.ts';
import { shownAttachments, type FakeMessage } from '../../src/local-discord/index.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import {
  expectEphemeral,
  offered,
  seededChooser,
  startInProcessWorld,
  textOf,
  type InProcessWorld,
} from './harness.ts';
import { liveTurnIn, playMove } from './tournament-driver.ts';

let world: InProcessWorld;

beforeAll(async () => {
  // Job leases, polls and retries 30 times faster.
  world = await startInProcessWorld('e2e_tourney_cmds', { AZUL_CLOCK_SCALE: '30' });
});

afterAll(async () => {
  await world?.close();
});

function button(message: FakeMessage, kind: string): string {
  const found = offered(message).find((o) => o.click.kind === kind);
  expect(found, `offers ${kind}`).toBeDefined();
  return found!.customId;
}

describe('tournament commands and buttons', () => {
  it('from the sign-up to a cancel, with a check-in, a drop, the standings and a deleted thread', async () => {
    const { fake } = world;
    const store = world.store as OpenedStore;
    const channelId = fake.createChannel('cup');
    const admin = fake.addUser('admin', { manageServer: true });
    // The moderators' role (Manage Messages, not Manage Server) becomes the tournament role.
    const roleId = fake.moderatorRoleId;
    const organizer = fake.addUser('organizer', { manageMessages: true });
    const players = ['ana', 'rui', 'eva', 'joao', 'lia'].map((n) => fake.addUser(n));

    // Without Manage Server nor the tournament role: refused privately, nothing opened.
    const refused = await fake.slash(organizer, channelId, 'azul', {
      subcommand: 'tournament new',
      options: { name: 'Cup' },
    });
    expect(expectEphemeral(refused)).toContain('Only its organizer');
    // An admin names the role in the settings; then its members may organize.
    const set = await fake.slash(admin, channelId, 'azul', {
      subcommand: 'settings',
      options: { 'tournament-role': roleId },
    });
    expect(expectEphemeral(set)).toContain(`<@&${roleId}>`);
    const opened = await fake.slash(organizer, channelId, 'azul', {
      subcommand: 'tournament new',
      options: { name: 'Cup', 'check-in': true, rounds: 1, 'turn-time': 'none' },
    });
    const signup = await fake.waitFor(() => {
      const m = opened.original();
      return m && offered(m).length > 0 ? m : undefined;
    });
    expect(textOf(signup)).toContain('**Cup**: an Azul tournament');
    expect(offered(signup).map((o) => o.click.kind)).toEqual([
      'tournamentJoin',
      'tournamentLeave',
      'tournamentCheckIn',
    ]);
    for (const p of players) expect((await fake.click(p, signup.id, button(signup, 'tournamentJoin'))).type).toBe(7);
    // Lia leaves again; Joao never checks in; the others do.
    expect((await fake.click(players[4]!, signup.id, button(signup, 'tournamentLeave'))).type).toBe(7);
    for (const p of players.slice(0, 3)) {
      const out = await fake.click(p, signup.id, button(signup, 'tournamentCheckIn'));
      expect(out.type, textOf(out.response ?? out.followups()[0])).toBe(7);
    }
    expect(textOf(signup)).toContain('Signed up (4)');
    expect(textOf(signup)!.match(/✅/g)).toHaveLength(3);
    // A Check in by someone who did not sign up, and a Join forged onto another message: refused privately.
    expect(expectEphemeral(await fake.click(players[4]!, signup.id, button(signup, 'tournamentCheckIn')))).toContain(
      'has not signed up',
    );
    // A person's own message in the channel: a modified client could send the sign-up's ids from it.
    const other = fake.postAsUser(admin, channelId, 'hello');
    const tournaments = await store.tournaments.openInChannel(channelId);
    const id = tournaments.ok ? tournaments.tournaments[0]!.id : '';
    const forged = encodeCustomId({ kind: 'tournamentJoin', gameId: id, version: 0 });
    expect((await fake.click(players[4]!, other.id, forged)).type).not.toBe(7);

    // The organizer starts it: only those who checked in are paired (3 at tables of 2: one bye).
    const started = await fake.slash(organizer, channelId, 'azul', { subcommand: 'tournament start' });
    expect(expectEphemeral(started)).toContain('has started');
    const round = await fake.waitFor(() =>
      fake.messages(channelId).find((m) => textOf(m)?.startsWith('**Cup** · Round 1 of 1\n')),
    );
    expect(textOf(round)).toContain('Bye this round');
    // The table card pings its two people; the thread hangs from it and its first message pings them too.
    const card = await fake.waitFor(() => fake.messages(channelId).find((m) => textOf(m)?.includes('· Table 1:')));
    expect(card.mentions).toHaveLength(2);
    const thread = await fake.waitFor(() => fake.thread(card.id));
    const welcome = await fake.waitFor(() =>
      fake.messages(thread.id).find((m) => textOf(m)?.startsWith('Table 1 of round 1')),
    );
    expect([...welcome.mentions].sort()).toEqual([...card.mentions].sort());
    await fake.waitFor(() => liveTurnIn(fake, thread.id), 30_000);
    expect(textOf(signup)).toContain('round 1 of 1 is being played');

    // A player drops out: no more rounds for them (there are none left here); said privately.
    const seated = card.mentions[0]!;
    const dropper = players.find((p) => p.id === seated)!;
    const dropped = await fake.slash(dropper, channelId, 'azul', { subcommand: 'tournament drop' });
    expect(expectEphemeral(dropped)).toContain('will not be paired in the next rounds');

    // The standings, privately, with their picture.
    const standings = await fake.slash(players[0]!, channelId, 'azul', { subcommand: 'tournament standings' });
    const answer = (await fake.waitFor(() => standings.original() ?? standings.followups()[0]))!;
    expect(textOf(answer)).toContain('No round has been played yet');
    expect(shownAttachments(answer).map((a) => a.filename)).toEqual(['azul-tournament-standings.png']);

    // A moderator deletes the game's thread: the game plays on in the tournament's channel, its turn
    // shown again there; a move made there goes on there.
    fake.deleteChannel(thread.id);
    const moved = await fake.waitFor(() => liveTurnIn(fake, channelId), 30_000);
    const after = await store.tournaments.games(id);
    expect(after.ok && after.games[0]).toMatchObject({ status: 'active', threadId: null });
    const toAct = players.find((p) => p.id === moved.mentions[0])!;
    expect(await playMove(fake, moved, toAct, seededChooser(5))).toBe(true);
    await fake.waitFor(() => {
      const next = liveTurnIn(fake, channelId);
      return next && next.id !== moved.id ? next : undefined;
    }, 30_000);

    // The organizer cancels: the game ends, the channel is told, the sign-up says so.
    const cancelled = await fake.slash(organizer, channelId, 'azul', { subcommand: 'tournament cancel' });
    expect(expectEphemeral(cancelled)).toContain('is cancelled');
    await fake.waitFor(() =>
      fake.messages(channelId).find((m) => textOf(m)?.includes('was cancelled: no more rounds')),
    );
    await fake.waitFor(() => (textOf(signup)!.includes('This tournament was cancelled') ? true : undefined));
    const ended = await store.tournaments.games(id);
    expect(ended.ok && ended.games.map((g) => g.status)).toEqual(['cancelled']);
    expect(offered(signup)).toEqual([]);
  }, 240_000);

  it('runs the leaderboard in seasons from /azul settings, each season’s table counting its own games', async () => {
    const { fake } = world;
    const channelId = fake.createChannel('seasons');
    const admin = fake.addUser('admin2', { manageServer: true });
    const member = fake.addUser('member');
    const none = await fake.slash(member, channelId, 'azul', {
      subcommand: 'leaderboard',
      options: { season: 'current' },
    });
    expect(expectEphemeral(none)).toContain('has no seasons');
    expect(
      expectEphemeral(
        await fake.slash(member, channelId, 'azul', { subcommand: 'settings', options: { seasons: 'monthly' } }),
      ),
    ).toContain('Manage Server');
    const set = await fake.slash(admin, channelId, 'azul', { subcommand: 'settings', options: { seasons: 'manual' } });
    const said = expectEphemeral(set);
    expect(said).toContain('seasons ended by hand');
    expect(said).toContain('Season 1 has begun.');
    const table = await fake.slash(member, channelId, 'azul', {
      subcommand: 'leaderboard',
      options: { season: 'current' },
    });
    const shown = (await fake.waitFor(() => table.original() ?? table.response))!;
    expect(textOf(shown)).toContain('season 1');
    expect(textOf(shown)).toContain('No rated game was played this season.');
    // Ended by hand: its final table is posted in the channel the seasons were set in, once.
    const ended = await fake.slash(admin, channelId, 'azul', {
      subcommand: 'settings',
      options: { 'end-season': true },
    });
    expect(expectEphemeral(ended)).toContain('Season 1 is over');
    await fake.waitFor(() => fake.messages(channelId).find((m) => textOf(m)?.includes('Season 1 is over')), 30_000);
    const previous = await fake.slash(member, channelId, 'azul', {
      subcommand: 'leaderboard',
      options: { season: 'previous' },
    });
    expect(textOf((await fake.waitFor(() => previous.original() ?? previous.response))!)).toContain('season 1');
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.messages(channelId).filter((m) => textOf(m)?.includes('Season 1 is over'))).toHaveLength(1);
  }, 120_000);
});
