// What the benchmarks share: a scratch database on a Postgres server, percentiles, and reading
// the live turn message and its controls when a benchmark plays by clicks.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { interactiveComponents, messageText, type FakeDiscord, type FakeMessage } from '../local-discord/index.ts';
import { decodeCustomId } from '../discord/custom-id.ts';

/** The Postgres server benchmarks make their databases on (as the tests do), else the local one. */
export function benchServerUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

/** A fresh database `azul_<prefix>_<random>` on the bench server; drop() removes it. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const server = benchServerUrl();
  const name = `azul_${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The value at fraction `p` (0..1) of an ascending list; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

export interface Control {
  custom_id?: string;
  type: number;
  disabled?: boolean;
  options?: { value: string }[];
}

/** The enabled controls of a message, wherever they sit (rows, Components V2 containers and sections). */
export function controlsOf(message: FakeMessage): Control[] {
  return (interactiveComponents(message.components ?? []) as Control[]).filter((c) => c.custom_id && !c.disabled);
}

/** The kinds of a turn's controls: a message offering one is a live turn message. */
const TURN_KINDS = new Set(['source', 'color', 'line', 'place', 'back']);

/** The final results: what a person reads on them starts with "Game over". */
export const isFinalResults = (m: FakeMessage) => messageText(m).includes('**Game over**');

/** The messages of a channel and of its threads: a game started there is played in its thread. */
export function gameMessages(fake: FakeDiscord, channelId: string): FakeMessage[] {
  return [channelId, ...fake.threads(channelId).map((t) => t.id)].flatMap((id) => fake.messages(id));
}

/** The turn message with live controls of the channel's game (in its thread or the channel), if any. */
export function liveTurn(fake: FakeDiscord, channelId: string): FakeMessage | undefined {
  return gameMessages(fake, channelId).find(
    (m) => !m.ephemeralTo && controlsOf(m).some((c) => TURN_KINDS.has(decodeCustomId(c.custom_id!)?.kind ?? '')),
  );
}

/** After a move played on message `oldId`: the next turn message, or the final results when the game ended. */
export function nextTurnAfter(
  fake: FakeDiscord,
  channelId: string,
  oldId: string,
  timeoutMs: number,
): Promise<{ message: FakeMessage | undefined; final?: FakeMessage }> {
  return fake.waitFor(() => {
    const live = liveTurn(fake, channelId);
    if (live && live.id !== oldId) return { message: live as FakeMessage | undefined };
    const final = gameMessages(fake, channelId).find(isFinalResults);
    return final ? { message: undefined, final } : undefined;
  }, timeoutMs);
}
