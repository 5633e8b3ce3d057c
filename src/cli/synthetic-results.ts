// Synthetic finished games for the stats benchmark: many servers, players whose activity follows a
// Zipf law (a few play a lot), AI levels in some seats, scores that follow a hidden skill. Written
// straight into games, seats and results with a few bulk statements per chunk.
import { randomUUID } from 'node:crypto';
import { nameOf, namedActor } from '../actor.ts';
import { DEFAULT_LOCALE, wordsFor } from '../i18n/index.ts';

export interface SyntheticOptions {
  games: number;
  guilds?: number;
  /** Human players over all servers. */
  users?: number;
  /** Share of games with one AI seat. */
  botShare?: number;
  seed?: number;
}

export interface SyntheticSeat {
  userId: string;
  displayName: string;
  score: number;
  completeRows: number;
  bonusRows: number;
  bonusColumns: number;
  bonusColors: number;
  bonusPoints: number;
  rank: number;
  winner: boolean;
}

export interface SyntheticGame {
  id: string;
  guildId: string;
  channelId: string;
  finishedAt: Date;
  seats: SyntheticSeat[];
}

export const BOT_LEVELS = ['bot:easy', 'bot:medium', 'bot:hard'] as const;
const BOT_SKILL: Record<string, number> = { 'bot:easy': -1, 'bot:medium': 0.5, 'bot:hard': 1.5 };

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function guildIdOf(i: number): string {
  return String(900000000000000000n + BigInt(i));
}

export function userIdOf(i: number): string {
  return String(100000000000000000n + BigInt(i));
}

/** The players of one server, most active first, with cumulative Zipf weights for picking. */
interface GuildPlayers {
  users: number[];
  cumulative: number[];
}

export function* syntheticGames(options: SyntheticOptions): Generator<SyntheticGame> {
  const guilds = options.guilds ?? 20;
  const users = options.users ?? 5_000;
  const botShare = options.botShare ?? 0.15;
  const random = mulberry32(options.seed ?? 1);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const skill = Array.from({ length: users }, () => gauss());
  const byGuild: GuildPlayers[] = Array.from({ length: guilds }, (_, g) => {
    const members = Array.from({ length: Math.ceil((users - g) / guilds) }, (_, k) => g + k * guilds);
    let sum = 0;
    return { users: members, cumulative: members.map((_, k) => (sum += 1 / (k + 1) ** 0.8)) };
  });
  const start = Date.UTC(2025, 0, 1);
  const step = (365 * 24 * 3_600_000) / options.games;
  for (let i = 0; i < options.games; i++) {
    const g = Math.floor(random() * guilds);
    const pool = byGuild[g]!;
    const count = 2 + Math.floor(random() * 3);
    const chosen = new Set<string>();
    if (random() < botShare) chosen.add(BOT_LEVELS[Math.floor(random() * BOT_LEVELS.length)]!);
    while (chosen.size < count) {
      const x = random() * pool.cumulative.at(-1)!;
      let lo = 0;
      let hi = pool.cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (pool.cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      chosen.add(userIdOf(pool.users[lo]!));
    }
    const players = [...chosen].sort(() => random() - 0.5);
    const raw = players.map((userId) => {
      const s = BOT_SKILL[userId] ?? skill[Number(BigInt(userId) - 100000000000000000n)]!;
      const completeRows = Math.floor(random() * 3);
      const bonusColumns = random() < 0.3 ? 1 : 0;
      const bonusColors = random() < 0.2 ? 1 : 0;
      const bonusPoints = 2 * completeRows + 7 * bonusColumns + 10 * bonusColors;
      return {
        userId,
        displayName: nameOf(wordsFor(DEFAULT_LOCALE), namedActor(userId, `Player ${userId.slice(-5)}`)),
        score: Math.max(0, Math.round(45 + 12 * s + 15 * gauss() + bonusPoints)),
        completeRows,
        bonusRows: completeRows,
        bonusColumns,
        bonusColors,
        bonusPoints,
      };
    });
    const seats = raw.map((p) => {
      const better = raw.filter(
        (o) => o.score > p.score || (o.score === p.score && o.completeRows > p.completeRows),
      ).length;
      return { ...p, rank: better + 1, winner: better === 0 };
    });
    yield {
      id: randomUUID(),
      guildId: guildIdOf(g),
      channelId: `${guildIdOf(g)}-c${i % 7}`,
      finishedAt: new Date(start + i * step),
      seats,
    };
  }
}

export type Query = (text: string, values: unknown[]) => Promise<unknown>;

/** Writes games, seats and results of finished games, `chunk` games a statement. */
export async function insertGames(query: Query, games: SyntheticGame[]): Promise<void> {
  if (games.length === 0) return;
  await query(
    `INSERT INTO "games" ("id", "guild_id", "channel_id", "host_id", "status", "variant", "player_count", "seed", "created_at", "updated_at", "started_at", "finished_at")
     SELECT t.id, t.guild, t.channel, t.host, 'finished', 'standard', t.pc, 'synthetic', t.fin::timestamptz, t.fin::timestamptz, t.fin::timestamptz, t.fin::timestamptz
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[]) AS t(id, guild, channel, host, pc, fin)`,
    [
      games.map((g) => g.id),
      games.map((g) => g.guildId),
      games.map((g) => g.channelId),
      games.map((g) => g.seats.find((s) => !s.userId.startsWith('bot:'))!.userId),
      games.map((g) => g.seats.length),
      games.map((g) => g.finishedAt.toISOString()),
    ],
  );
  const seats = games.flatMap((g) => g.seats.map((s, seat) => ({ g, s, seat })));
  await query(
    `INSERT INTO "seats" ("game_id", "seat", "user_id", "display_name")
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[])`,
    [
      seats.map((x) => x.g.id),
      seats.map((x) => x.seat),
      seats.map((x) => x.s.userId),
      seats.map((x) => x.s.displayName),
    ],
  );
  await query(
    `INSERT INTO "results" ("game_id", "seat", "user_id", "display_name", "score", "bonus_rows", "bonus_columns", "bonus_colors", "bonus_points", "complete_rows", "rank", "winner", "finished_at")
     SELECT t.a, t.b, t.c, t.d, t.e, t.f, t.g, t.h, t.i, t.j, t.k, t.l, t.m::timestamptz
     FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::bool[], $13::text[])
       AS t(a, b, c, d, e, f, g, h, i, j, k, l, m)`,
    [
      seats.map((x) => x.g.id),
      seats.map((x) => x.seat),
      seats.map((x) => x.s.userId),
      seats.map((x) => x.s.displayName),
      seats.map((x) => x.s.score),
      seats.map((x) => x.s.bonusRows),
      seats.map((x) => x.s.bonusColumns),
      seats.map((x) => x.s.bonusColors),
      seats.map((x) => x.s.bonusPoints),
      seats.map((x) => x.s.completeRows),
      seats.map((x) => x.s.rank),
      seats.map((x) => x.s.winner),
      seats.map((x) => x.g.finishedAt.toISOString()),
    ],
  );
}
