// Discord's 3 s to acknowledge run from when an interaction arrived, not from when the router got to
// it: one held while the bot was starting (the router not yet made) is deferred by the watchdog that
// much sooner, and one held longer than the watchdog is acknowledged while it waits (HeldInteractions).
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/discord/command.ts';
import type { Context } from '../../src/discord/context.ts';
import { HeldInteractions } from '../../src/discord/held-interactions.ts';
import { Router, responderFor } from '../../src/discord/router.ts';
import { WATCHDOG_MS } from '../../src/discord/respond.ts';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** A `/azul slow` whose handler waits for `release`, and what Discord was told meanwhile. */
function slowCommand() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  const command: Command = {
    name: 'slow',
    define: (sub) => sub,
    deferAs: 'reply-ephemeral',
    async execute(_interaction, respond) {
      await released;
      await respond.ephemeral('done');
    },
  };
  const interaction = {
    id: '1',
    locale: 'en-US',
    user: { id: 'u', username: 'u' },
    commandName: 'azul',
    options: { getSubcommand: () => 'slow', getSubcommandGroup: () => null },
    isChatInputCommand: () => true,
    isButton: () => false,
    isStringSelectMenu: () => false,
    isMessageComponent: () => false,
    deferReply: async () => void calls.push('deferReply'),
    reply: async () => void calls.push('reply'),
    editReply: async () => void calls.push('editReply'),
    followUp: async () => void calls.push('followUp'),
  };
  const commands = new Map([['slow', command]]);
  const router = new Router(commands, {} as Context, quiet, { claim: async () => 'mine' });
  return { router, commands, interaction: interaction as never, calls, release };
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return condition();
}

describe('the router counts from when an interaction arrived', () => {
  it('defers one that waited for the router almost 2 s at once, before its handler is done', async () => {
    const { router, interaction, calls, release } = slowCommand();
    router.onInteraction(interaction, Date.now() - (WATCHDOG_MS - 50));
    // The handler is still waiting: only the watchdog can have answered.
    expect(await until(() => calls.includes('deferReply'), WATCHDOG_MS / 2)).toBe(true);
    release();
    await router.drain();
    expect(calls).toEqual(['deferReply', 'editReply']);
  });

  it('answers one that just arrived directly, without a "thinking…" first', async () => {
    const { router, interaction, calls, release } = slowCommand();
    router.onInteraction(interaction);
    release();
    await router.drain();
    expect(calls).toEqual(['reply']);
  });
});

describe('interactions that arrive while the bot starts (no router yet)', () => {
  /** Held with a watchdog of `ms`; the Responders made as the router makes them. */
  function holding(ms: number) {
    const slow = slowCommand();
    const held = new HeldInteractions(
      Promise.resolve((i) => responderFor(i, slow.commands, quiet)),
      quiet,
      ms,
    );
    return { ...slow, held };
  }

  it('acknowledges one held past the watchdog as its command declares, then the router answers through that acknowledgement', async () => {
    const { held, router, interaction, calls, release } = holding(50);
    held.onInteraction(interaction);
    expect(await until(() => calls.includes('deferReply'), 2_000)).toBe(true);
    expect(held.waiting).toBe(1);
    held.release(router);
    expect(held.waiting).toBe(0);
    release();
    await until(() => calls.length === 2, 2_000);
    await router.drain();
    // One acknowledgement only: the router's own watchdog and answer go through the held one's.
    expect(calls).toEqual(['deferReply', 'editReply']);
  });

  it('hands one released before the watchdog to the router untouched, and later ones straight to it', async () => {
    const { held, router, interaction, calls, release } = holding(5_000);
    held.onInteraction(interaction);
    held.release(router);
    release();
    await router.drain();
    expect(calls).toEqual(['reply']);
    held.onInteraction(interaction);
    await router.drain();
    expect(calls).toEqual(['reply', 'reply']);
  });

  it('tells each held interaction the start failed: the acknowledged one in its reply, the other with a reply', async () => {
    const late = holding(50);
    late.held.onInteraction(late.interaction);
    expect(await until(() => late.calls.includes('deferReply'), 2_000)).toBe(true);
    await late.held.fail(() => 'restarting');
    expect(late.calls).toEqual(['deferReply', 'editReply']);

    const early = holding(5_000);
    early.held.onInteraction(early.interaction);
    await early.held.fail(() => 'restarting');
    expect(early.calls).toEqual(['reply']);
    expect(early.held.waiting).toBe(0);
  });
});
