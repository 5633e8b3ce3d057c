// Challenges: `/azul new` with people to invite; only they (and bots) take a seat.
// Through the app and the real store, on Postgres and on the embedded database.
import { beforeAll, expect, it } from 'vitest';
import { createApp, lobbyModel, type App } from '../../src/app/index.ts';
import { describeStores, sql } from '../setup/stores.ts';
import { channel, must } from '../store/helpers.ts';

const ana = { id: '600000000000000001', name: 'Ana' };
const rui = { id: '600000000000000002', name: 'Rui' };
const eva = { id: '600000000000000003', name: 'Eva' };
const max = { id: '600000000000000004', name: 'Max' };
const zoe = { id: '600000000000000005', name: 'Zoe' };

describeStores('challenges', (db) => {
  let a: App;

  beforeAll(() => {
    a = createApp(db.store);
  });

  it('refuses inviting oneself, someone twice, more than three, or more than the seats left; nothing is opened', async () => {
    const where = channel();
    const open = (invited: string[], more: { seats?: number; bots?: number } = {}) =>
      a.lobby.open({ guildId: 'g', channelId: where, host: ana, invited, ...more });
    expect(await open([rui.id, ana.id])).toMatchObject({ ok: false, error: 'INVITED_HOST' });
    expect(await open([rui.id, rui.id])).toMatchObject({ ok: false, error: 'INVITED_TWICE' });
    expect(await open([rui.id, eva.id, max.id, zoe.id])).toMatchObject({
      ok: false,
      error: 'TOO_MANY_INVITED',
      facts: { invited: 4 },
    });
    expect(await open([rui.id, eva.id], { seats: 2 })).toMatchObject({
      ok: false,
      error: 'INVITED_DO_NOT_FIT',
      facts: { invited: 2, seats: 2, bots: 0 },
    });
    expect(await open([rui.id, eva.id], { seats: 3, bots: 1 })).toMatchObject({
      ok: false,
      error: 'INVITED_DO_NOT_FIT',
      facts: { invited: 2, seats: 3, bots: 1 },
    });
    expect(await a.reads.inChannel(where)).toMatchObject({ ok: false, error: 'NO_GAME' });
    // Three fit a 4-seat table; one fits next to a bot at three seats.
    expect(must(await open([rui.id, eva.id, max.id])).game.invited).toEqual([rui.id, eva.id, max.id]);
    expect(
      must(await a.lobby.open({ guildId: 'g', channelId: channel(), host: ana, seats: 3, bots: 1, invited: [rui.id] }))
        .game.invited,
    ).toEqual([rui.id]);
  });

  it('only the invited take a seat; the lobby lists who is still awaited', async () => {
    const opened = must(
      await a.lobby.open({ guildId: 'g', channelId: channel(), host: ana, seats: 3, invited: [rui.id, eva.id] }),
    );
    expect(lobbyModel(opened.game).invited).toEqual([rui.id, eva.id]);
    expect(await a.lobby.join(opened.game.id, max)).toMatchObject({ ok: false, error: 'NOT_INVITED' });
    const joined = must(await a.lobby.join(opened.game.id, rui));
    expect(lobbyModel(joined.game).invited).toEqual([eva.id]);
    expect(joined.game.seats.map((s) => s.userId)).toEqual([ana.id, rui.id]);
    // The host may still seat a bot (a challenge among people and bots).
    const bot = must(await a.lobby.addBot(opened.game.id, joined.game.version, ana, 'easy'));
    expect(bot.game.seats).toHaveLength(3);
  });

  it('without invitations anyone may join', async () => {
    const opened = must(await a.lobby.open({ guildId: 'g', channelId: channel(), host: ana, seats: 2 }));
    expect(opened.game.invited).toEqual([]);
    expect(lobbyModel(opened.game).invited).toEqual([]);
    must(await a.lobby.join(opened.game.id, max));
  });

  it('a rematch invites the old players: only they may take the seats', async () => {
    const opened = must(await a.lobby.open({ guildId: 'g', channelId: channel(), host: ana, seats: 3 }));
    must(await a.lobby.join(opened.game.id, rui));
    const full = must(await a.lobby.join(opened.game.id, eva));
    must(await a.lobby.start(opened.game.id, full.game.version, ana));
    // Finished as if played out (the rematch only needs a finished game).
    await sql(db.store, `UPDATE "games" SET "status" = 'finished', "finished_at" = now() WHERE "id" = $1::uuid`, [
      opened.game.id,
    ]);
    const again = must(await a.lobby.rematch(opened.game.id, rui));
    expect(again.invited).toEqual([ana.id, eva.id]);
    expect(again.game).toMatchObject({ hostId: rui.id, invited: [ana.id, eva.id], playerCount: 3 });
    expect(await a.lobby.join(again.game.id, max)).toMatchObject({ ok: false, error: 'NOT_INVITED' });
    must(await a.lobby.join(again.game.id, eva));
  });
});
