// The people side of the local Discord (what the playground page uses), with the real discord.js client as
// the bot: per-user views with ephemeral replies, typed slash commands, clicks, live events, rule warnings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type Interaction,
} from 'discord.js';
import { startFakeDiscord, type FakeDiscord, type FakeUser } from '../../src/local-discord/index.ts';

type Handler = (interaction: Interaction) => Promise<void>;

let fake: FakeDiscord;
let client: Client;
let channelId: string;
let ana: FakeUser;
let rui: FakeUser;
let handler: Handler = async () => undefined;

interface Stream {
  events: Array<{ event: string; data: any }>;
  waitFor(event: string, test?: (data: any) => boolean): Promise<any>;
  close(): void;
}

/** Reads the server-sent events of /local/events as one user. */
async function listen(user: FakeUser): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${fake.baseUrl}/local/events?as=${user.id}`, { signal: abort.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const events: Stream['events'] = [];
  const reader = res.body!.getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    waitFor: (event, test = () => true) =>
      fake.waitFor(() => events.find((e) => e.event === event && test(e.data))?.data),
    close: () => abort.abort(),
  };
}

async function post(path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${fake.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function get(path: string): Promise<any> {
  const res = await fetch(`${fake.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.json();
}

const buttons = (disabled = false) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('press').setLabel('Press').setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId('off').setLabel('Off').setStyle(ButtonStyle.Secondary).setDisabled(!disabled),
  );

beforeAll(async () => {
  fake = await startFakeDiscord({ callbackDeadlineMs: 500, botName: 'Azul' });
  channelId = fake.createChannel('azul');
  ana = fake.addUser('ana');
  rui = fake.addUser('rui');
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
  client.on(Events.InteractionCreate, (interaction) => void handler(interaction).catch(() => undefined));
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  await ready;
  const command = new SlashCommandBuilder()
    .setName('azul')
    .setDescription('Play Azul')
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Open')
        .addIntegerOption((o) => o.setName('players').setDescription('Seats').setMinValue(2).setMaxValue(4)),
    )
    .addSubcommand((s) => s.setName('board').setDescription('Board'));
  await client.application!.commands.set([command.toJSON()], fake.guildId);
});

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
});

describe('people API', () => {
  it('describes the playground: users, channels, the registered commands, the bot online', async () => {
    const state = await get('/local/state');
    expect(state.users.map((u: FakeUser) => u.username)).toEqual(['ana', 'rui']);
    expect(state.channels).toEqual([{ id: channelId, name: 'azul' }]);
    expect(state.commands.map((c: any) => c.name)).toEqual(['azul']);
    expect(state.bot).toEqual({ id: fake.botUserId, username: 'Azul', online: true });
  });

  it('refuses a malformed command with the client-side message, and an unknown user', async () => {
    expect(await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul new players:9' })).toEqual({
      status: 400,
      json: { error: 'Option players: the value must be at most 4.' },
    });
    expect((await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/chess' })).json.error).toMatch(
      /^Unknown command \/chess/,
    );
    expect((await post(`/local/channels/${channelId}/commands`, { as: 'nobody', text: '/azul board' })).status).toBe(
      403,
    );
    expect((await post(`/local/channels/123/commands`, { as: ana.id, text: '/azul board' })).status).toBe(404);
  });

  it("sets a user's Discord language: their interactions carry it as interaction.locale; a wrong one is refused", async () => {
    const seen: string[] = [];
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push(`${i.user.id} ${i.locale}`);
      await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
    };
    expect(await post(`/local/users/${ana.id}/locale`, { locale: 'pt-BR' })).toEqual({
      status: 200,
      json: { id: ana.id, locale: 'pt-BR' },
    });
    expect((await post(`/local/users/${ana.id}/locale`, { locale: 'pt-PT' })).status).toBe(400);
    expect((await post(`/local/users/nobody/locale`, { locale: 'de' })).status).toBe(404);
    const state = await get('/local/state');
    expect(state.users.map((u: any) => [u.username, u.locale])).toEqual([
      ['ana', 'pt-BR'],
      ['rui', 'en-US'],
    ]);
    expect(state.locales).toContain('de');
    await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul board' });
    await post(`/local/channels/${channelId}/commands`, { as: rui.id, text: '/azul board' });
    await fake.waitFor(() => (seen.length === 2 ? true : undefined));
    expect(seen.sort()).toEqual([`${ana.id} pt-BR`, `${rui.id} en-US`].sort());
    await post(`/local/users/${ana.id}/locale`, { locale: 'en-US' });
  });

  it('sets the server’s Discord language and a user’s Manage Server: interactions carry both', async () => {
    const seen: string[] = [];
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push(`${i.user.id} ${i.guildLocale} ${i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)}`);
      await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
    };
    expect(await post(`/local/guilds/${fake.guildId}/locale`, { locale: 'pt-BR' })).toEqual({
      status: 200,
      json: { id: fake.guildId, locale: 'pt-BR' },
    });
    expect((await post(`/local/guilds/${fake.guildId}/locale`, { locale: 'xx' })).status).toBe(400);
    expect((await post(`/local/guilds/123/locale`, { locale: 'de' })).status).toBe(404);
    expect(await post(`/local/users/${ana.id}/manage-server`, { on: true })).toEqual({
      status: 200,
      json: { id: ana.id, manageServer: true },
    });
    const state = await get('/local/state');
    expect(state.guild.locale).toBe('pt-BR');
    expect(state.users.map((u: any) => [u.username, u.manageServer])).toEqual([
      ['ana', true],
      ['rui', false],
    ]);
    await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul board' });
    await post(`/local/channels/${channelId}/commands`, { as: rui.id, text: '/azul board' });
    await fake.waitFor(() => (seen.length === 2 ? true : undefined));
    expect(seen.sort()).toEqual([`${ana.id} pt-BR true`, `${rui.id} pt-BR false`].sort());
    // The bot's own view of the server follows (GUILD_UPDATE).
    await fake.waitFor(() => (client.guilds.cache.get(fake.guildId)?.preferredLocale === 'pt-BR' ? true : undefined));
    await post(`/local/users/${ana.id}/manage-server`, { on: false });
    await post(`/local/guilds/${fake.guildId}/locale`, { locale: 'en-US' });
  });

  it('delivers a typed command with its options; an ephemeral reply reaches only its user', async () => {
    let seen: { sub: string; players: number | null; user: string } | undefined;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      seen = { sub: i.options.getSubcommand(), players: i.options.getInteger('players'), user: i.user.id };
      await i.reply({ content: `Only for <@${i.user.id}>`, flags: MessageFlags.Ephemeral });
    };
    const anaStream = await listen(ana);
    const ruiStream = await listen(rui);
    expect(await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul new players:3' })).toEqual({
      status: 202,
      json: { delivered: true },
    });
    const reply = await anaStream.waitFor('message', (m) => m.content.startsWith('Only for'));
    expect(seen).toEqual({ sub: 'new', players: 3, user: ana.id });
    expect(reply.flags & MessageFlags.Ephemeral).toBeTruthy();
    expect(reply.interaction).toMatchObject({ name: 'azul new', user: { id: ana.id } });
    const anaView = await get(`/local/channels/${channelId}/messages?as=${ana.id}`);
    const ruiView = await get(`/local/channels/${channelId}/messages?as=${rui.id}`);
    expect(anaView.map((m: any) => m.id)).toContain(reply.id);
    expect(ruiView.map((m: any) => m.id)).not.toContain(reply.id);
    expect(ruiStream.events.filter((e) => e.event === 'message')).toEqual([]);
    anaStream.close();
    ruiStream.close();
  });

  it('clicks a button: the update reaches everyone; a disabled or missing component is refused', async () => {
    handler = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'Board', components: [buttons()] });
      else if (i.isButton()) await i.update({ content: `Pressed by <@${i.user.id}>`, components: [] });
    };
    const ruiStream = await listen(rui);
    await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul board' });
    const board = await ruiStream.waitFor('message', (m) => m.content === 'Board');
    expect(board.components[0].components.map((c: any) => [c.label, c.style, c.disabled ?? false])).toEqual([
      ['Press', 1, false],
      ['Off', 2, true],
    ]);
    expect(await post(`/local/messages/${board.id}/components`, { as: rui.id, customId: 'off' })).toEqual({
      status: 400,
      json: { error: 'This component is disabled.' },
    });
    expect((await post(`/local/messages/${board.id}/components`, { as: rui.id, customId: 'gone' })).status).toBe(400);
    expect((await post(`/local/messages/${board.id}/components`, { as: rui.id, customId: 'press' })).status).toBe(202);
    const pressed = await ruiStream.waitFor('message', (m) => m.id === board.id && m.content.startsWith('Pressed'));
    expect(pressed.content).toBe(`Pressed by <@${rui.id}>`);
    expect(pressed.components).toEqual([]);
    ruiStream.close();
  });

  it('a late acknowledgement fails the interaction for its user and shows as a warning', async () => {
    // The bot answers only once the deadline has passed (no fixed sleep: it waits for the failure itself).
    let deadlinePassed!: () => void;
    const gate = new Promise<void>((resolve) => (deadlinePassed = resolve));
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await gate;
      await i.reply('too late').catch(() => undefined);
    };
    const anaStream = await listen(ana);
    const before = fake.warnings.length;
    await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul board' });
    const failed = await anaStream.waitFor('failed');
    deadlinePassed();
    expect(failed).toMatchObject({ userId: ana.id, channelId, text: 'The application did not respond' });
    const warning = await anaStream.waitFor('warning', (w) => w.code === 10062 && w.where.includes('/callback'));
    expect(warning.text).toBe('Discord would answer 404 Unknown interaction (code 10062)');
    expect(fake.warnings.length).toBeGreaterThan(before);
    expect((await get('/local/state')).warnings.length).toBe(fake.warnings.length);
    anaStream.close();
  });

  it('a message breaking a limit shows as a warning naming the field', async () => {
    handler = async (i) => {
      if (i.isChatInputCommand())
        await i.reply({ content: 'x'.repeat(2001) }).catch(() => i.reply('short').catch(() => undefined));
    };
    const anaStream = await listen(ana);
    await post(`/local/channels/${channelId}/commands`, { as: ana.id, text: '/azul board' });
    const warning = await anaStream.waitFor('warning', (w) => w.code === 50035);
    expect(warning.text).toMatch(/^Discord would answer 400 Invalid Form Body \(code 50035\) — data\.content: /);
    anaStream.close();
  });

  it('posts a plain message, and tells when the bot goes offline', async () => {
    const ruiStream = await listen(rui);
    expect((await post(`/local/channels/${channelId}/messages`, { as: ana.id, content: 'hi all' })).status).toBe(202);
    expect((await ruiStream.waitFor('message', (m) => m.content === 'hi all')).author.username).toBe('ana');
    expect((await post(`/local/channels/${channelId}/messages`, { as: ana.id, content: '  ' })).status).toBe(400);
    await client.destroy();
    expect(await ruiStream.waitFor('bot', (b) => b.online === false)).toEqual({ online: false });
    ruiStream.close();
  });
});
