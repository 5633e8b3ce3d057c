// Discord's 3 s to acknowledge run from when an interaction arrived, not from when the router got to
// it: one held while the bot was starting (the router not yet made) is deferred by the watchdog that
// much sooner.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/discord/command.ts';
import type { Context } from '../../src/discord/context.ts';
import { Router } from '../../src/discord/router.ts';
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
  const router = new Router(new Map([['slow', command]]), {} as Context, quiet, { claim: async () => 'mine' });
  return { router, interaction: interaction as never, calls, release };
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
