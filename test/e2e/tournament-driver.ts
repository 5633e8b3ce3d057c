// Playing a tournament through the local Discord by clicks: the organizer's commands, the sign-up's
// buttons, and every game of every round played in its own thread by whoever each turn message pings.
import { expect } from 'vitest';
import type { FakeDiscord, FakeMessage, FakeUser } from '../../src/local-discord/index.ts';
import { HELPERS, TURN_CONTROLS, mentioned, offered, type Chooser } from './harness.ts';

/** The one message with live turn controls in a thread (a game's turn message), if any. */
export function liveTurnIn(fake: FakeDiscord, threadId: string): FakeMessage | undefined {
  const live = fake
    .messages(threadId)
    .filter((m) => !m.ephemeralTo && offered(m).some((o) => TURN_CONTROLS.has(o.click.kind)));
  return live.at(-1);
}

/** Clicks through one move on a turn message as the person it pings; false when the message changed under us. */
export async function playMove(
  fake: FakeDiscord,
  message: FakeMessage,
  user: FakeUser,
  choose: Chooser,
): Promise<boolean> {
  for (let step = 0; step < 6; step++) {
    const controls = offered(message).filter((c) => !HELPERS.has(c.click.kind) && TURN_CONTROLS.has(c.click.kind));
    if (controls.length === 0) return step > 0;
    const final = controls.filter((c) => c.click.kind === 'line' || c.click.kind === 'place');
    const filling = final.filter((c) => c.label.includes('fills it'));
    // Mostly fill lines (as people do): games end in fewer rounds than with uniform picks.
    const pool = final.length > 0 ? (filling.length > 0 && choose(100) < 75 ? filling : final) : controls;
    const pick = pool[choose(pool.length)]!;
    const out =
      pick.type === 3
        ? await fake.select(user, message.id, pick.customId, [pick.values[choose(pick.values.length)]!])
        : await fake.click(user, message.id, pick.customId);
    if (out.type !== 7) return false;
    if (pick.click.kind === 'line' || pick.click.kind === 'place') return true;
  }
  return true;
}

/**
 * Plays every live turn in the threads of the channel (and of `more` channels), one move each per sweep,
 * until `done()` says so; `onSweep` runs after each sweep. Returns the number of moves played by clicks.
 */
export async function playUntil(
  fake: FakeDiscord,
  channelId: string,
  users: FakeUser[],
  choose: Chooser,
  done: () => Promise<boolean>,
  timeoutMs: number,
  onSweep: () => Promise<void> = async () => {},
  more: string[] = [],
): Promise<number> {
  const byId = new Map(users.map((u) => [u.id, u]));
  const deadline = Date.now() + timeoutMs;
  let moves = 0;
  for (;;) {
    if (await done()) return moves;
    if (Date.now() > deadline) throw new Error(`the tournament did not end in time (${moves} moves played)`);
    let played = 0;
    const threads = [channelId, ...more].flatMap((c) => [c, ...fake.threads(c).map((t) => t.id)]);
    for (const threadId of threads) {
      const turn = liveTurnIn(fake, threadId);
      if (!turn) continue;
      const who = mentioned(turn);
      const user = who ? byId.get(who) : undefined;
      expect(user, `the turn message in ${threadId} pings an entrant`).toBeDefined();
      if (await playMove(fake, turn, user!, choose)) played++;
    }
    moves += played;
    await onSweep();
    if (played === 0) await new Promise((r) => setTimeout(r, 50));
  }
}
