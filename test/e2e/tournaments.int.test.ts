// Tournaments through the local Discord, played by clicks, with two bot processes connected at once
// and one of them killed (SIGKILL) while a round changes: a Swiss tournament of 6 at tables of 2 (3
// rounds) and one of 7 at tables of 4 and 3 (2 rounds), side by side in two channels, to their final
// standings. Then: every round paired once (and as the pure pairing pairs it from the rounds before),
// every game played to its end with its moves whole, one announcement per round, and the final
// standings posted equal to standings recomputed here from the stored results alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import { openStore, type OpenedStore } from '../../src/store/index.ts';
import type { TournamentGameRow } from '../../src/store/tournaments.ts';
import { nextPairing, type Pairing, type PlayedRound, type TournamentSetup } from '../../src/tournaments/index.ts';
import { createServerDatabase, hasServer, serverOnly, type ServerDatabase } from '../setup/databases.ts';
import { deploy, offered, seededChooser, startChild, textOf, until } from './harness.ts';
import { playUntil } from './tournament-driver.ts';

// Job leases, polls and retries 30 times faster (a 30 s lease lasts 1 s).
const FAST_CLOCK = { AZUL_CLOCK_SCALE: '30' };

let fake: FakeDiscord;
let db: ServerDatabase;
let store: OpenedStore;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  if (!hasServer()) return;
  fake = await startFakeDiscord();
  db = await createServerDatabase('e2e_tourney');
  await deploy(fake, db);
  store = await openStore({ databaseUrl: db.url, migrate: true });
});

afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  await store?.close();
  await fake?.close();
  await db?.drop();
});

interface Run {
  name: string;
  channelId: string;
  players: FakeUser[];
  id: string;
}

/** Opens a tournament by the organizer's command and signs everyone up with the sign-up's Join. */
async function openTournament(
  organizer: FakeUser,
  name: string,
  players: FakeUser[],
  options: Record<string, string | number | boolean>,
): Promise<Run> {
  const channelId = fake.createChannel(name.toLowerCase().replace(/\W+/g, '-'));
  const opened = await fake.slash(organizer, channelId, 'azul', {
    subcommand: 'tournament new',
    options: { name, 'turn-time': 'none', ...options },
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
  expect(textOf(signup)).toContain(`Signed up (${players.length})`);
  // A second Join is refused privately, nothing changed.
  const again = await fake.click(players[0]!, signup.id, offered(signup)[0]!.customId);
  expect(again.ephemeral).toBe(true);
  const listed = await store.tournaments.openInChannel(channelId);
  const id = listed.ok ? listed.tournaments[0]!.id : '';
  return { name, channelId, players, id };
}

async function tournament(id: string) {
  const found = await store.tournaments.get(id);
  if (!found.ok) throw new Error(found.detail);
  return found.tournament;
}

/** Points of a place at a table of `seats` (1 for first, 0 for last, evenly spaced), shared places averaged. */
function pointsOf(places: number[], seat: number): number {
  const n = places.length;
  const place = places[seat]!;
  const shared = places.filter((p) => p === place).length;
  let sum = 0;
  for (let q = place; q < place + shared; q++) sum += (n - q) / (n - 1);
  return sum / shared;
}

/** Places by score, then complete rows; a seat that left goes last; equals share. */
function placesFrom(g: TournamentGameRow): number[] {
  const r = g.results!;
  const left = (i: number) => g.seats[i]!.control === 'left';
  const ahead = (a: number, b: number) =>
    left(a) !== left(b)
      ? !left(a)
      : !left(a) &&
        (r[a]!.score > r[b]!.score || (r[a]!.score === r[b]!.score && r[a]!.completeRows > r[b]!.completeRows));
  return r.map((_, i) => 1 + r.filter((__, j) => ahead(j, i)).length);
}

/** The final standings posted in the channel, as people read them: name, points, Buchholz, total score. */
function postedStandings(message: FakeMessage): { name: string; points: number; buchholz: number; score: number }[] {
  return [
    ...textOf(message)!.matchAll(/^=?\d+\. \*\*(.+?)\*\* — ([\d.]+) points? · Buchholz ([\d.]+) · score (\d+)/gm),
  ].map((m) => ({ name: m[1]!, points: Number(m[2]), buchholz: Number(m[3]), score: Number(m[4]) }));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Checks a finished tournament against what the database holds. */
async function verify(run: Run, expected: { rounds: number; tablesPerRound: number[] }): Promise<void> {
  const t = await tournament(run.id);
  expect(t.status).toBe('finished');
  const rounds = await store.tournaments.rounds(run.id);
  const games = await store.tournaments.games(run.id);
  if (!rounds.ok || !games.ok) throw new Error('reading the tournament failed');
  // Every round once, in order; as many games as its pairing has tables, each played to its end.
  expect(rounds.rounds.map((r) => r.round)).toEqual(Array.from({ length: expected.rounds }, (_, i) => i + 1));
  for (const r of rounds.rounds) {
    const pairing = r.pairing as Pairing;
    const mine = games.games.filter((g) => g.round === r.round);
    expect(mine.map((g) => g.table)).toEqual(pairing.tables.map((_, i) => i + 1));
    expect(pairing.tables.length).toBe(expected.tablesPerRound[r.round - 1]);
    for (const [i, g] of mine.entries()) {
      expect(g.status).toBe('finished');
      expect(g.seats.filter((s) => s.botLevel === null).map((s) => s.userId)).toEqual(pairing.tables[i]!.players);
      const moves = await store.moves(g.gameId);
      expect(moves.ok && moves.moves.map((m) => m.seq)).toEqual(moves.ok ? moves.moves.map((_, k) => k + 1) : []);
    }
  }
  // The pairing is the pure one: each round as the rounds before it (as stored) pair it.
  const setup: TournamentSetup = {
    format: 'swiss',
    tableSize: t.tableSize as 2 | 3 | 4,
    rounds: t.rounds,
    seed: t.seed,
    entrants: t.entrants.map((e) => ({ id: e.userId, rating: e.rating })),
    botsFill: false,
  };
  const played: PlayedRound[] = [];
  for (const r of rounds.rounds) {
    expect(nextPairing({ setup, rounds: played, withdrawn: [] })).toEqual(r.pairing);
    const mine = games.games.filter((g) => g.round === r.round);
    played.push({
      ...(r.pairing as Pairing),
      results: mine.map((g) => {
        const places = placesFrom(g);
        return { seats: g.seats.map((s, i) => ({ id: s.userId, score: g.results![i]!.score, place: places[i]! })) };
      }),
    });
  }
  // One announcement per round in the channel (a round change run twice posts nothing twice).
  const posts = fake.messages(run.channelId).map((m) => textOf(m) ?? '');
  for (let r = 1; r <= expected.rounds; r++)
    expect(posts.filter((p) => p.startsWith(`**${run.name}** · Round ${r} of ${expected.rounds}\n`))).toHaveLength(1);
  // The final standings, recomputed here from the stored results alone.
  const names = new Map(t.entrants.map((e) => [e.userId, e.displayName]));
  const points = new Map<string, number>();
  const total = new Map<string, number>();
  const opponents = new Map<string, string[][]>();
  for (const g of games.games) {
    const places = placesFrom(g);
    g.seats.forEach((s, i) => {
      points.set(s.userId, (points.get(s.userId) ?? 0) + pointsOf(places, i));
      total.set(s.userId, (total.get(s.userId) ?? 0) + g.results![i]!.score);
      opponents.set(s.userId, [
        ...(opponents.get(s.userId) ?? []),
        g.seats.filter((o) => o !== s).map((o) => o.userId),
      ]);
    });
  }
  for (const r of played) for (const id of r.byes) points.set(id, (points.get(id) ?? 0) + 0.5);
  const buchholz = (id: string) =>
    (opponents.get(id) ?? []).reduce(
      (sum, table) => sum + table.reduce((n, o) => n + points.get(o)!, 0) / table.length,
      0,
    ) +
    played.filter((r) => r.byes.includes(id)).length * points.get(id)!;
  const final = fake
    .messages(run.channelId)
    .find((m) => textOf(m)?.includes(`wins **${run.name}**`) || textOf(m)?.includes('share first place'));
  expect(final, 'the final standings are posted').toBeDefined();
  const posted = postedStandings(final!);
  expect(posted).toHaveLength(t.entrants.length);
  for (const row of posted) {
    const id = [...names].find(([, n]) => n === row.name)![0];
    expect(row.points).toBe(round2(points.get(id)!));
    expect(row.score).toBe(total.get(id));
    expect(row.buchholz).toBe(round2(buchholz(id)));
  }
  // Best first: by points, then Buchholz, then the total score.
  for (let i = 1; i < posted.length; i++) {
    const a = posted[i - 1]!;
    const b = posted[i]!;
    const key = (x: typeof a) => [x.points, x.buchholz, x.score];
    const [ka, kb] = [key(a), key(b)];
    const cmp = ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
    expect(cmp).toBeGreaterThanOrEqual(0);
  }
}

describe.skipIf(!hasServer())(serverOnly('tournaments played by clicks'), () => {
  it('a Swiss tournament of 6 at tables of 2 and one of 7 at tables of 4 and 3, with a bot process killed during a round change and a second one connected', async () => {
    let a = await startChild(fake, db, FAST_CLOCK);
    const b = await startChild(fake, db, FAST_CLOCK);
    cleanups.push(() => b.stop());
    let aAlive = true;
    cleanups.push(async () => {
      if (aAlive) await a.stop();
    });
    const organizer = fake.addUser('organizer', { manageServer: true });
    const six = ['ana', 'rui', 'eva', 'joao', 'lia', 'tom'].map((n) => fake.addUser(n));
    const seven = ['kai', 'mia', 'noa', 'oto', 'pia', 'rio', 'sol'].map((n) => fake.addUser(n));
    const swiss2 = await openTournament(organizer, 'Friday Swiss', six, { rounds: 3, 'table-size': 2 });
    const swiss4 = await openTournament(organizer, 'Big Tables', seven, { rounds: 2, 'table-size': 4 });
    for (const run of [swiss2, swiss4]) {
      const started = await fake.slash(organizer, run.channelId, 'azul', { subcommand: 'tournament start' });
      expect(started.ephemeral).toBe(true);
      // On a busy machine the answer may be deferred ("thinking…") while round 1 is written.
      await until('the tournament running', async () => (await tournament(run.id)).status === 'running');
      // Started once: a second start is refused.
      const again = await fake.slash(organizer, run.channelId, 'azul', { subcommand: 'tournament start' });
      // Its answer, or (deferred on a busy machine) the answer that replaces the "thinking…".
      const refusal = await fake.waitFor(() => {
        const said = textOf(again.response ?? again.original()) ?? '';
        return said.includes('started') ? said : undefined;
      }, 30_000);
      expect(refusal).toContain('has started');
    }
    // Kill A the moment a round's last game has ended, while the round changes (once per tournament).
    const killedAt = new Set<string>();
    const killDuringRoundChange = async () => {
      for (const run of [swiss2, swiss4]) {
        if (killedAt.has(run.id)) continue;
        const t = await tournament(run.id);
        if (t.status !== 'running') continue;
        const games = await store.tournaments.games(run.id);
        const current = games.ok ? games.games.filter((g) => g.round === t.round) : [];
        if (current.length === 0 || current.some((g) => g.status === 'active')) continue;
        killedAt.add(run.id);
        a.child.kill('SIGKILL');
        await a.exit;
        aAlive = false;
        a = await startChild(fake, db, FAST_CLOCK);
        aAlive = true;
      }
    };
    const moves = await playUntil(
      fake,
      swiss2.channelId,
      [...six, ...seven],
      seededChooser(37),
      async () =>
        (await tournament(swiss2.id)).status === 'finished' && (await tournament(swiss4.id)).status === 'finished',
      1_500_000,
      killDuringRoundChange,
      [swiss4.channelId],
    );
    expect(moves).toBeGreaterThan(100);
    expect(killedAt.size).toBe(2);
    // The final standings come once the last round's post runs.
    for (const run of [swiss2, swiss4])
      await fake.waitFor(
        () => fake.messages(run.channelId).find((m) => /wins \*\*|share first place/.test(textOf(m) ?? '')),
        60_000,
      );
    await verify(swiss2, { rounds: 3, tablesPerRound: [3, 3, 3] });
    await verify(swiss4, { rounds: 2, tablesPerRound: [2, 2] });
    // Nothing was set aside: every job that follows a change ran to its end in one process or the other.
    const setAside = await store.jobs.setAsideJobs();
    expect(setAside.ok && setAside.jobs).toEqual([]);
  }, 1_800_000);
});
