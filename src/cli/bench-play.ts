// Playing a game by clicks for the benchmarks that spawn the bot (bench --startup, --ai-load):
// reading the turn message (Components V2 or not), who it names, its live controls, and whether
// the game is over, the way a person reads them.
import { decodeCustomId } from '../discord/custom-id.ts';
import {
  clickableComponents,
  ComponentType,
  messageText,
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
} from '../local-discord/index.ts';
import type { ChildProcess } from 'node:child_process';
import { gameMessages } from './bench-kit.ts';

export interface LiveControl {
  custom_id: string;
  type: number;
  kind: string;
  options?: { value: string }[];
}

const TURN = new Set(['source', 'color', 'line', 'place', 'back']);
/** Helpers a benchmark's player never clicks (they change nothing of the game, or only undo). */
const SKIPPED = new Set(['back', 'hint', 'myBoard', 'undo', 'takeBack']);

/** The enabled controls of a message, wherever they sit (rows, containers). */
export function liveControls(message: FakeMessage): LiveControl[] {
  return clickableComponents(message.components ?? [])
    .filter((c) => !c.disabled)
    .map((c) => ({
      custom_id: c.custom_id,
      type: c.type,
      kind: decodeCustomId(c.custom_id)?.kind ?? '',
      options: c.type === ComponentType.StringSelect ? c.options : undefined,
    }));
}

/** The channel's (or its thread's) public message offering a turn's controls, if any. */
export function turnMessage(fake: FakeDiscord, channelId: string): FakeMessage | undefined {
  return gameMessages(fake, channelId).find((m) => !m.ephemeralTo && liveControls(m).some((c) => TURN.has(c.kind)));
}

/** The user a message names first (the player to move on a turn message). */
export function mentionedUser(message: FakeMessage): string | undefined {
  return /<@(\d+)>/.exec(messageText(message))?.[1];
}

export function gameIsOver(fake: FakeDiscord, channelId: string): boolean {
  return gameMessages(fake, channelId).some((m) => messageText(m).includes('**Game over**'));
}

/** The first public message of the game created at or after `since` that shows an image. */
export function imageSince(fake: FakeDiscord, channelId: string, since: number): FakeMessage | undefined {
  return gameMessages(fake, channelId).find(
    (m) => m.createdAt >= since && !m.ephemeralTo && m.attachments.some((a) => /\.(png|webp|jpe?g)$/.test(a.filename)),
  );
}

export function randomPicker(seed: number): (n: number) => number {
  let random = seed || 1;
  return (n) => {
    random ^= random << 13;
    random ^= random >>> 17;
    random ^= random << 5;
    return (random >>> 0) % n;
  };
}

/**
 * Opens a game in a new channel of `guildId`: `/azul new` by `host` with `bots` bots of `level`, the
 * `others` join, the host starts. Returns the channel, the slash command's acknowledgement, and
 * Start -> the first table image.
 */
export async function openGame(
  fake: FakeDiscord,
  host: FakeUser,
  others: FakeUser[],
  opts: { name: string; bots: number; level?: string; guildId?: string },
): Promise<{ channelId: string; ackMs: number; imageMs: number }> {
  const channelId = fake.createChannel(opts.name, opts.guildId ? { guildId: opts.guildId } : {});
  const players = 1 + others.length + opts.bots;
  const options: Record<string, string | number> = {
    players,
    ...(opts.bots ? { bots: opts.bots, level: opts.level ?? 'hard' } : {}),
  };
  const opened = await fake.slash(host, channelId, 'azul', { subcommand: 'new', options });
  const lobbyWith = (kind: string) =>
    fake.waitFor(() => {
      const m = opened.original();
      const control = m && liveControls(m).find((c) => c.kind === kind);
      return control ? { message: m, id: control.custom_id } : undefined;
    }, 30_000);
  for (const other of others) {
    const join = await lobbyWith('join');
    await fake.click(other, join.message.id, join.id);
  }
  const start = await lobbyWith('start');
  const sent = Date.now();
  await fake.click(host, start.message.id, start.id);
  const image = await fake
    .waitFor(() => imageSince(fake, channelId, sent), 30_000)
    .catch((error: unknown) => {
      const seen = gameMessages(fake, channelId).map(
        (m) => `[${m.attachments.map((a) => a.filename).join(',')}] ${messageText(m).slice(0, 80)}`,
      );
      throw new Error(`${String(error)}; the game shows: ${seen.join(' | ')}`);
    });
  return { channelId, ackMs: opened.ackMs, imageMs: image.createdAt - sent };
}

/**
 * One move of `user` on the game's turn message if it is their turn (random legal controls until the
 * move is made); returns per click its acknowledgement, and for the click that made the move the
 * time to the next image; null when it is not their turn.
 */
export async function playOneMove(
  fake: FakeDiscord,
  channelId: string,
  user: FakeUser,
  pick: (n: number) => number,
): Promise<{ ackMs: number[]; imageMs?: number } | null> {
  const ackMs: number[] = [];
  for (let step = 0; step < 6; step++) {
    const turn = turnMessage(fake, channelId);
    if (!turn || mentionedUser(turn) !== user.id) return step === 0 ? null : { ackMs };
    const controls = liveControls(turn).filter((c) => !SKIPPED.has(c.kind));
    const control = controls[pick(controls.length)];
    if (!control) return step === 0 ? null : { ackMs };
    const sent = Date.now();
    const outcome =
      control.type === 3
        ? await fake.select(user, turn.id, control.custom_id, [control.options![pick(control.options!.length)]!.value])
        : await fake.click(user, turn.id, control.custom_id);
    ackMs.push(outcome.ackMs);
    if (control.kind === 'line' || control.kind === 'place') {
      const image = await fake.waitFor(() => imageSince(fake, channelId, sent), 30_000);
      // The turn passed on: the next one is another message (or the game is over).
      await fake.waitFor(
        () => (turnMessage(fake, channelId)?.id !== turn.id || gameIsOver(fake, channelId) ? true : undefined),
        60_000,
      );
      return { ackMs, imageMs: image.createdAt - sent };
    }
  }
  return { ackMs };
}

/** Stops a spawned bot as a supervisor would: SIGTERM, then SIGKILL if it is still there after 15 s. */
export async function stopBot(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exit = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exit, new Promise((r) => setTimeout(r, 15_000).unref())]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
