// The Activity's server through the local Discord, with the real bot: "Open the table" and the Entry
// Point answered with LAUNCH_ACTIVITY (callback type 12), the code exchange, who is who decided on
// the server, taps carried out as clicks are (the chat's turn message follows), chat moves seen at
// once, and every bad message refused with nothing changed. On both databases: a Postgres server and
// the embedded one (changes announced by NOTIFY on both: the embedded one hears it on its pool's connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { hasServer, NEEDS_SERVER } from '../setup/databases.ts';
import { databaseKinds, sql } from '../setup/stores.ts';
import { LISTEN_APPLICATION } from '../../src/store/notifications.ts';
import { finalMessage, liveTurnMessages, mentioned, offered, seededChooser } from '../e2e/harness.ts';
import { LiveSocket, accessToken, exchange, someDraft, startActivityWorld, type ActivityWorld } from './world.ts';
import { openStore } from '../../src/store/index.ts';
import { createApp, draftAction } from '../../src/app/index.ts';
import type { TableView } from '../../src/activity/protocol.ts';

/** A legal draft of the seat to act, from any viewer's table (a watcher's too: the picks are the app's). */
function someDraftOf(view: TableView): {
  source: 0 | -1 | number;
  color: 0 | 1 | 2 | 3 | 4;
  line: 0 | 1 | 2 | 3 | 4 | 5;
} {
  const state = view.table!;
  for (const [source, counts] of [...state.factories.entries(), [-1, state.center] as const])
    for (const [color, n] of counts.entries()) if (n > 0) return { source, color: color as 0 | 1 | 2 | 3 | 4, line: 5 };
  throw new Error('no tile left');
}

for (const kind of databaseKinds()) {
  describe(`the live table (${kind} database)`, () => {
    let world: ActivityWorld;
    let ana: FakeUser, rui: FakeUser, cy: FakeUser, dan: FakeUser;
    let channel: string;
    let thread: string;
    let instance: string;
    const tokens = new Map<string, string>();

    async function turnMessage(): Promise<FakeMessage> {
      return world.fake.waitFor(() => {
        const live = liveTurnMessages(world.fake, channel);
        return live.length === 1 ? live[0] : undefined;
      }, 20_000);
    }

    async function open(
      user: FakeUser,
      extra: Partial<{ channel: string; instance: string; token: string; frame: string }> = {},
    ) {
      return LiveSocket.hello(world, {
        token: extra.token ?? tokens.get(user.id)!,
        instance: extra.instance ?? instance,
        channel: extra.channel ?? thread,
        ...(extra.frame ? { frame: extra.frame } : {}),
      });
    }

    beforeAll(async () => {
      world = await startActivityWorld(`activity_${kind}`, kind);
      const { fake } = world;
      channel = fake.createChannel('azul');
      [ana, rui, cy, dan] = ['ana', 'rui', 'cy', 'dan'].map((n) => fake.addUser(n));
      const lobby = await fake.slash(ana!, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
      const join = offered(lobby.response!).find((o) => o.click.kind === 'join')!;
      await fake.click(rui!, lobby.response!.id, join.customId);
      const start = offered(lobby.response!).find((o) => o.click.kind === 'start')!;
      await fake.click(ana!, lobby.response!.id, start.customId);
      const turn = await turnMessage();
      thread = turn.channelId;
      for (const u of [ana!, rui!, cy!, dan!]) tokens.set(u.id, await accessToken(world, u));
    }, 120_000);

    afterAll(async () => {
      await world?.close();
    });

    it('"Open the table" on the lobby and the turn message is answered with LAUNCH_ACTIVITY (type 12), in that channel', async () => {
      const turn = await turnMessage();
      const button = offered(turn).find((o) => o.click.kind === 'table');
      expect(button?.label).toBe('Open the table');
      const launched = await world.fake.click(ana, turn.id, button!.customId);
      expect(launched.type).toBe(12);
      const running = world.fake.activities.instanceIn(thread)!;
      expect(running.users).toEqual([ana.id]);
      instance = running.instanceId;
      // A watcher opens it from the same message; a player from the App Launcher's Entry Point command.
      expect((await world.fake.click(cy, turn.id, button!.customId)).type).toBe(12);
      expect((await world.fake.launchEntryPoint(rui, thread)).type).toBe(12);
      expect(world.fake.activities.instance(instance)!.users).toEqual([ana.id, cy.id, rui.id]);
      expect(world.fake.errors).toEqual([]);
    });

    it('exchanges a code once, and refuses a bad or used one', async () => {
      const code = world.fake.activities.authorize(ana.id, world.fake.applicationId, ['identify']);
      const first = await exchange(world, code);
      expect(first.status).toBe(200);
      expect(typeof first.json.access_token).toBe('string');
      expect(JSON.stringify(first.json)).not.toContain(world.fake.activities.clientSecret);
      expect(await exchange(world, code)).toEqual({ status: 400, json: { error: 'BAD_CODE' } });
      expect(await exchange(world, 'not-a-code')).toEqual({ status: 400, json: { error: 'BAD_CODE' } });
    });

    it('a tap is a move like a click: the same checks, the same write, the chat follows it', async () => {
      const sockets = [await open(ana), await open(rui), await open(cy)];
      try {
        const views = await Promise.all(sockets.map((s) => s.viewWhere((v) => v.status === 'active')));
        const version = views[0]!.version;
        expect(views.map((v) => v.me)).toEqual([0, 1, null]);
        const acting = views[0]!.acting!;
        const mover = sockets[acting]!;
        const other = sockets[1 - acting]!;
        const before = await turnMessage();
        expect(mentioned(before)).toBe([ana, rui][acting]!.id);

        // The wrong person, a stale version, a forged message, a replay: each refused, nothing changed.
        const wrong = other.send({ t: 'draft', v: version, ...someDraft(mover.view!) });
        expect(await other.answer(wrong)).toMatchObject({ t: 'refused', code: 'NOT_YOUR_TURN' });
        const stale = mover.send({ t: 'draft', v: version - 1, ...someDraft(mover.view!) });
        expect(await mover.answer(stale)).toMatchObject({ t: 'refused', code: 'TURN_STALE' });
        const watcher = sockets[2]!.send({ t: 'draft', v: version, ...someDraft(mover.view!) });
        expect(await sockets[2]!.answer(watcher)).toMatchObject({ t: 'refused', code: 'NOT_IN_GAME' });
        const at = mover.messages.length;
        mover.sendRaw({ t: 'draft', n: 99, v: version, ...someDraft(mover.view!), user: [ana, rui][1 - acting]!.id });
        expect(await mover.next((m): m is never => m.t === 'refused', at)).toMatchObject({ code: 'FORGED', n: null });
        expect(world.fake.message(before.id)!.deleted).toBeFalsy();
        expect(liveTurnMessages(world.fake, channel).map((m) => m.id)).toEqual([before.id]);

        const tap = mover.send({ t: 'draft', v: version, ...someDraft(mover.view!) });
        expect(await mover.answer(tap)).toEqual({ t: 'done', n: tap });
        for (const s of sockets) await s.viewWhere((v) => v.version === version + 1);
        expect(sockets[2]!.view!.since.at(-1)).toMatchObject({ seat: acting, version: version + 1 });
        // The replayed tap (its number again): refused, nothing changed.
        mover.sendRaw({ t: 'draft', n: tap, v: version + 1, ...someDraft(other.view!) });
        expect(await mover.next((m): m is never => m.t === 'refused' && m.n === tap)).toMatchObject({
          code: 'REPLAYED',
        });
        // The chat's turn message follows: the next one pings the other player, the old one offers no move.
        const next = await world.fake.waitFor(() => {
          const live = liveTurnMessages(world.fake, channel);
          return live.length === 1 && live[0]!.id !== before.id ? live[0] : undefined;
        }, 20_000);
        expect(mentioned(next)).toBe([ana, rui][1 - acting]!.id);
        expect(other.view!.version).toBe(version + 1);

        // A move clicked in the chat reaches every open table at once.
        const seen = sockets.map((s) => s.viewWhere((v) => v.version === version + 2));
        await clickSomeMove(world.fake, next, [ana, rui][1 - acting]!);
        await Promise.all(seen);
      } finally {
        for (const s of sockets) s.close();
      }
    });

    it('refuses a second window of the same person, and lets them in once the first is closed', async () => {
      const first = await open(ana);
      await first.viewWhere((v) => v.me === 0);
      const second = await open(ana);
      expect(await second.bye()).toMatchObject({ code: 'SECOND_WINDOW' });
      // The first one still plays.
      const n = first.send({ t: 'hint', v: first.view!.version });
      expect((await first.answer(n)).t).toMatch(/hint|refused/);
      first.close();
      await new Promise((r) => setTimeout(r, 200));
      const third = await open(ana, { frame: 'frame-1' });
      expect((await third.viewWhere((v) => v.me === 0)).me).toBe(0);
      // The same window connecting again (its connection dropped, the server has not noticed yet) takes
      // its seat back; another window of hers is still refused.
      const again = await open(ana, { frame: 'frame-1' });
      expect((await again.viewWhere((v) => v.me === 0)).me).toBe(0);
      expect(await (await open(ana, { frame: 'frame-2' })).bye()).toMatchObject({ code: 'SECOND_WINDOW' });
      third.close();
      again.close();
    });

    it('"Open the table" on /azul board is answered with LAUNCH_ACTIVITY too', async () => {
      const board = await world.fake.slash(cy, thread, 'azul', { subcommand: 'board' });
      const answer = board.response ?? board.followups()[0]!;
      const button = await world.fake.waitFor(() => offered(answer).find((o) => o.click.kind === 'table'), 10_000);
      expect((await world.fake.click(cy, answer.id, button.customId)).type).toBe(12);
    });

    it.skipIf(kind !== 'postgres')('a move made by another process reaches the table at once (NOTIFY)', async () => {
      const table = await open(cy);
      const view = await table.viewWhere((v) => v.status === 'active');
      // Another process on the same database: its own store and app, not the bot's.
      const other = await openStore({ databaseUrl: (world.db as { url: string }).url, migrate: false });
      try {
        // The bot's process listens for its outbox and its tables on one connection (the other store, with
        // nobody subscribed, on none).
        const listening = await sql(
          other,
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
          [new URL(other.databaseUrl).pathname.slice(1), LISTEN_APPLICATION],
        );
        expect(listening.rows[0].n).toBe(1);
        const app = createApp(other);
        const acting = view.acting!;
        const played = await app.play.play(
          view.gameId!,
          view.version,
          [ana, rui][acting]!.id,
          draftAction(someDraftOf(view).source, someDraftOf(view).color, someDraftOf(view).line),
        );
        expect(played.ok).toBe(true);
        expect((await table.viewWhere((v) => v.version === view.version + 1)).since.at(-1)?.seat).toBe(acting);
      } finally {
        await other.close();
        table.close();
      }
    });

    it('refuses a user not in the instance, an expired token, a mismatched channel, an unknown instance, and no hello', async () => {
      expect(await (await open(dan)).bye()).toMatchObject({ code: 'NOT_IN_INSTANCE' });
      expect(await (await open(cy, { channel })).bye()).toMatchObject({ code: 'WRONG_CHANNEL' });
      expect(await (await open(cy, { instance: 'i-404' })).bye()).toMatchObject({ code: 'NO_INSTANCE' });
      const expiring = await accessToken(world, cy);
      world.fake.activities.expireToken(expiring);
      expect(await (await open(cy, { token: expiring })).bye()).toMatchObject({ code: 'TOKEN_EXPIRED' });
      const silent = await LiveSocket.open(world);
      silent.sendRaw({ t: 'draft', n: 1, v: 1, source: 0, color: 0, line: 0 });
      expect(await silent.bye()).toMatchObject({ code: 'NO_HELLO' });
      // Each said in words, in English here.
      expect((await (await open(dan)).bye()).text).toMatch(/not in this Activity/);
    });
  });
}

if (!hasServer()) describe.skip(`the live table on a Postgres server [skipped: ${NEEDS_SERVER}]`, () => {});

/** Clicks through the chat's turn controls to a move (the first choice at each step). */
async function clickSomeMove(fake: FakeDiscord, turn: FakeMessage, user: FakeUser): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const choice = offered(turn).find((o) => ['color', 'source', 'line', 'place'].includes(o.click.kind))!;
    await fake.click(user, turn.id, choice.customId);
    if (choice.click.kind === 'line' || choice.click.kind === 'place') return;
  }
  throw new Error('no move after four steps');
}

describe('a monkey game through the local Discord, with the Activity served', () => {
  let world: ActivityWorld;
  afterAll(async () => {
    await world?.close();
  });

  it('plays to the end by random clicks; every "Open the table" is answered with LAUNCH_ACTIVITY (type 12)', async () => {
    world = await startActivityWorld('activity_monkey');
    const { fake } = world;
    const channel = fake.createChannel('monkey');
    const people = ['ana', 'rui', 'cy'].map((n) => fake.addUser(n));
    const [ana, rui] = people as [FakeUser, FakeUser];
    const byId = new Map(people.map((u) => [u.id, u]));
    const lobby = await fake.slash(ana, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
    const open = offered(lobby.response!).find((o) => o.click.kind === 'table');
    expect((await fake.click(rui, lobby.response!.id, open!.customId)).type).toBe(12);
    await fake.click(rui, lobby.response!.id, offered(lobby.response!).find((o) => o.click.kind === 'join')!.customId);
    await fake.click(ana, lobby.response!.id, offered(lobby.response!).find((o) => o.click.kind === 'start')!.customId);
    // Rui keeps the table open from the channel (where the lobby was) all game long.
    const table = await LiveSocket.hello(world, {
      token: await accessToken(world, rui),
      instance: fake.activities.instanceIn(channel)!.instanceId,
      channel,
    });
    const first = await table.viewWhere((v) => v.status === 'active');
    const random = seededChooser(1234567);
    let launches = 0;
    let clicks = 0;
    for (;;) {
      const turn = await fake
        .waitFor(() => {
          const live = liveTurnMessages(fake, channel);
          if (live.length === 1) return live[0];
          return gameMessagesHaveResults(fake, channel) ? ({ over: true } as unknown as FakeMessage) : undefined;
        }, 30_000)
        .catch(() => null);
      if (!turn || (turn as unknown as { over?: boolean }).over) break;
      const controls = offered(turn);
      // Anyone may press anything now and then (refused privately, or opening the table); the player to act moves.
      const someone = people[random(people.length)]!;
      if (random(4) === 0) {
        const any = controls[random(controls.length)]!;
        const outcome = await fake.click(someone, turn.id, any.customId);
        clicks++;
        if (any.click.kind === 'table') {
          expect(outcome.type).toBe(12);
          launches++;
        }
        continue;
      }
      const user = byId.get(mentioned(turn)!)!;
      const forward = controls.filter((c) => ['color', 'source', 'line', 'place'].includes(c.click.kind));
      await fake.click(user, turn.id, forward[random(forward.length)]!.customId);
      clicks++;
      expect(clicks, 'the game ends').toBeLessThan(2000);
    }
    // At least one launch by a random click (and the lobby's); every one answered with type 12.
    const tableClicks = launches + 1;
    expect(tableClicks).toBeGreaterThanOrEqual(2);
    expect(fake.activities.instanceIn(fake.threads(channel)[0]!.id)?.users.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(gameMessagesHaveResults(fake, channel)).toBe(true);
    await table.viewWhere((v) => v.gameId === first.gameId && v.status === 'finished' && v.final !== null);
    // A rematch opens a new lobby in the channel: the open table goes over to it.
    const results = finalMessage(fake, channel)!;
    const rematch = offered(results).find((o) => o.click.kind === 'rematch')!;
    await fake.click(rui, results.id, rematch.customId);
    const next = await table.viewWhere((v) => v.status === 'lobby', 15_000);
    expect(next.gameId).not.toBe(first.gameId);
    table.close();
    expect(fake.errors).toEqual([]);
  }, 300_000);
});

function gameMessagesHaveResults(fake: FakeDiscord, channel: string): boolean {
  return finalMessage(fake, channel) !== undefined;
}
