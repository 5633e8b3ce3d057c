// The real discord.js client against the fake Discord: login, commands, components, limits, interaction rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { startFakeDiscord, type FakeDiscord } from '../../src/local-discord/index.ts';

type Handler = (interaction: Interaction) => Promise<void>;

let fake: FakeDiscord;
let client: Client;
let channelId: string;
/** Each test installs the bot behaviour it needs. */
let handler: Handler = async () => undefined;
const handlerFailures: unknown[] = [];

const button = (id: string, label = id) =>
  new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(ButtonStyle.Primary);
const row = (...buttons: ButtonBuilder[]) => new ActionRowBuilder<ButtonBuilder>().addComponents(...buttons);

async function textChannel(): Promise<TextChannel> {
  return (await client.channels.fetch(channelId)) as TextChannel;
}

/** What a call threw (undefined if it succeeded), caught at once so no rejection goes unhandled. */
const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

async function expectApiError(promise: Promise<unknown>, status: number, code: number): Promise<DiscordAPIError> {
  const error = await caught(promise);
  expect(error).toBeInstanceOf(DiscordAPIError);
  expect((error as DiscordAPIError).status).toBe(status);
  expect((error as DiscordAPIError).code).toBe(code);
  return error as DiscordAPIError;
}

beforeAll(async () => {
  fake = await startFakeDiscord({ callbackDeadlineMs: 600 });
  channelId = fake.createChannel('azul');
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((e) => handlerFailures.push(e));
  });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  await ready;
  await fake.waitForBotReady();
});

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
});

describe('login and guild state', () => {
  it('logs the real client in and delivers the guild, channel and members', async () => {
    expect(client.user?.id).toBe(fake.botUserId);
    expect(client.application?.id).toBe(fake.applicationId);
    const guild = client.guilds.cache.get(fake.guildId);
    expect(guild?.channels.cache.has(channelId)).toBe(true);
    const me = await guild!.members.fetch(fake.botUserId);
    expect(me.user.bot).toBe(true);
  });

  it('rejects a wrong token with 401', async () => {
    const other = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    await expect(other.login('not-the-token')).rejects.toThrow();
    await other.destroy();
    expect(fake.errors.at(-1)).toMatchObject({ route: 'GET /gateway/bot', status: 401 });
    fake.errors.length = 0;
  });

  it('stores globally and guild-registered commands', async () => {
    const command = new SlashCommandBuilder()
      .setName('azul')
      .setDescription('Play Azul')
      .addSubcommand((s) =>
        s
          .setName('new')
          .setDescription('New game')
          .addIntegerOption((o) => o.setName('players').setDescription('n')),
      );
    await client.application!.commands.set([command.toJSON()]);
    await client.application!.commands.set([command.toJSON()], fake.guildId);
    expect(fake.registeredCommands()).toMatchObject([{ name: 'azul', application_id: fake.applicationId }]);
    expect(fake.registeredCommands(fake.guildId)).toMatchObject([{ name: 'azul', guild_id: fake.guildId }]);
  });

  it("registers the bot's own /azul with its localizations in every language", async () => {
    const { commandDefinitions, loadCommands } = await import('../../commands/index.ts');
    const body = commandDefinitions(await loadCommands());
    await client.application!.commands.set(body as never, fake.guildId);
    const stored = fake.registeredCommands(fake.guildId)[0] as any;
    expect(stored.name_localizations).toEqual(body[0].name_localizations);
    expect(stored.options.find((o: any) => o.name === 'new').options.map((o: any) => o.name)).toContain('language');
  });

  it('refuses localizations Discord refuses (400, 50035) and keeps the commands it had', async () => {
    const before = fake.registeredCommands(fake.guildId);
    const valid = () =>
      new SlashCommandBuilder()
        .setName('azul')
        .setDescription('Play Azul')
        .addSubcommand((s) => s.setName('new').setDescription('New game'))
        .toJSON() as any;
    // The builder checks names itself; Discord's own check is what the raw bodies below meet.
    const uppercase = { ...valid(), name_localizations: { de: 'Azul' } };
    const spaced = valid();
    spaced.options[0].name_localizations = { fr: 'nouvelle partie' };
    const long = { ...valid(), description_localizations: { pl: 'x'.repeat(101) } };
    const unknown = { ...valid(), name_localizations: { 'pt-PT': 'azul' } };
    for (const bad of [uppercase, spaced, long, unknown]) {
      const error = await expectApiError(client.application!.commands.set([bad], fake.guildId), 400, 50035);
      expect(JSON.stringify((error as any).rawError.errors)).toMatch(
        /APPLICATION_COMMAND_INVALID_NAME|BASE_TYPE_BAD_LENGTH|BASE_TYPE_CHOICES/,
      );
    }
    await expectApiError(client.application!.commands.create(uppercase, fake.guildId), 400, 50035);
    expect(fake.registeredCommands(fake.guildId)).toEqual(before);
    fake.errors.length = 0;
  });
});

describe('interactions', () => {
  it('delivers a slash command with sub-command options and records a reply with buttons', async () => {
    let seen: { sub: string; players: number | null; manage: boolean } | undefined;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      seen = {
        sub: i.options.getSubcommand(),
        players: i.options.getInteger('players'),
        manage: i.memberPermissions?.has('ManageMessages') ?? false,
      };
      await i.reply({ content: 'New game', components: [row(button('join'), button('start'))] });
    };
    const alice = fake.addUser('alice');
    const out = await fake.slash(alice, channelId, 'azul', { subcommand: 'new', options: { players: 3 } });
    expect(seen).toEqual({ sub: 'new', players: 3, manage: false });
    expect(out.type).toBe(4);
    expect(out.ephemeral).toBe(false);
    expect(out.response?.content).toBe('New game');
    expect((out.response?.components[0] as any).components.map((c: any) => c.custom_id)).toEqual(['join', 'start']);
    expect(fake.messages(channelId).map((m) => m.id)).toContain(out.response!.id);
  });

  it('lets a click update the clicked message, carrying the message and member permissions', async () => {
    const posted = await (await textChannel()).send({ content: 'Board', components: [row(button('take'))] });
    let clicked: { messageId: string; customId: string; manage: boolean } | undefined;
    handler = async (i) => {
      if (!i.isButton()) return;
      clicked = {
        messageId: i.message.id,
        customId: i.customId,
        manage: i.memberPermissions?.has('ManageMessages') ?? false,
      };
      await i.update({ content: 'Board after move', components: [] });
    };
    const mod = fake.addUser('mod', { manageMessages: true });
    const out = await fake.click(mod, posted.id, 'take');
    expect(clicked).toEqual({ messageId: posted.id, customId: 'take', manage: true });
    expect(out.type).toBe(7);
    expect(fake.message(posted.id)).toMatchObject({ content: 'Board after move', components: [] });
    expect(fake.message(posted.id)?.editedAt).toBeDefined();
    expect(fake.unmatchedClicks).toEqual([]);
  });

  it('delivers select menu values and a forged custom_id (recorded)', async () => {
    const menu = new StringSelectMenuBuilder()
      .setCustomId('pick')
      .addOptions({ label: 'Blue', value: 'blue' }, { label: 'Red', value: 'red' });
    const posted = await (
      await textChannel()
    ).send({ content: 'Pick', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
    const received: string[] = [];
    handler = async (i) => {
      if (i.isStringSelectMenu()) received.push(`${i.customId}:${i.values.join(',')}`);
      else if (i.isButton()) received.push(`button:${i.customId}`);
      if (i.isMessageComponent()) await i.deferUpdate();
    };
    const bob = fake.addUser('bob');
    expect((await fake.select(bob, posted.id, 'pick', ['red'])).type).toBe(6);
    await fake.click(bob, posted.id, 'forged');
    await fake.select(bob, posted.id, 'pick', ['green']);
    expect(received).toEqual(['pick:red', 'button:forged', 'pick:green']);
    expect(fake.unmatchedClicks).toMatchObject([
      { messageId: posted.id, customId: 'forged', userId: bob.id, reason: 'no such component' },
      { customId: 'pick', reason: 'value not offered', values: ['green'] },
    ]);
  });

  it('shows an ephemeral reply only to its user, and not in the channel history', async () => {
    handler = async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'secret hand', flags: MessageFlags.Ephemeral });
    };
    const carol = fake.addUser('carol');
    const dave = fake.addUser('dave');
    const out = await fake.slash(carol, channelId, 'azul', { subcommand: 'new' });
    expect(out.ephemeral).toBe(true);
    expect(out.response?.ephemeralTo).toBe(carol.id);
    expect(fake.messages(channelId, { viewer: carol }).map((m) => m.content)).toContain('secret hand');
    expect(fake.messages(channelId, { viewer: dave }).map((m) => m.content)).not.toContain('secret hand');
    expect(fake.messages(channelId).map((m) => m.content)).not.toContain('secret hand');
    const history = await (await textChannel()).messages.fetch({ limit: 100 });
    expect([...history.values()].map((m) => m.content)).not.toContain('secret hand');
  });

  it('supports defer, editReply, followUp, fetchReply and deleteReply', async () => {
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply({ content: 'thought about it' });
      await i.followUp({ content: 'one more thing <@' + i.user.id + '>' });
      expect((await i.fetchReply()).content).toBe('thought about it');
      await i.followUp({ content: 'private', flags: MessageFlags.Ephemeral });
      await i.deleteReply();
      done();
    };
    const erin = fake.addUser('erin');
    const out = await fake.slash(erin, channelId, 'azul', { subcommand: 'new' });
    expect(out.type).toBe(5);
    await finished;
    expect(out.original()).toMatchObject({ content: 'thought about it', deleted: true });
    expect(out.followups().map((m) => m.content)).toEqual([`one more thing <@${erin.id}>`, 'private']);
    expect(out.followups()[0].mentions).toEqual([erin.id]);
    expect(out.followups()[1].ephemeralTo).toBe(erin.id);
  });

  it('answers a late callback with 10062 and rejects the waiting test promise', async () => {
    let lateError: Promise<unknown> | undefined;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((r) => setTimeout(r, 700));
      lateError = caught(i.reply('too late'));
    };
    const frank = fake.addUser('frank');
    await expect(fake.slash(frank, channelId, 'azul', { subcommand: 'new' })).rejects.toThrow(/not acknowledged/);
    const late = await fake.waitFor(() => lateError && { lateError });
    await expectApiError(Promise.reject(await late.lateError), 404, 10062);
    fake.errors.length = 0;
  });

  it('names the refused callback when an invalid reply left the interaction unacknowledged', async () => {
    handler = async (i) => {
      if (i.isChatInputCommand()) await caught(i.reply({ content: 'x'.repeat(2001) }));
    };
    await expect(fake.slash(fake.addUser('fay'), channelId, 'azul', { subcommand: 'new' })).rejects.toThrow(
      /not acknowledged.*callback refused: 400 .*50035/,
    );
    expect(fake.errors).toMatchObject([
      { status: 400, code: 50035, body: { errors: { data: { content: expect.anything() } } } },
    ]);
    fake.errors.length = 0;
  });

  it('answers a second acknowledgement with 40060', async () => {
    let secondError: Promise<unknown> | undefined;
    handler = async (i) => {
      if (!i.isButton()) return;
      await i.deferUpdate();
      // discord.js refuses a second reply locally; a raw REST call shows what Discord answers.
      secondError = caught(
        client.rest.post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 6 }, auth: false }),
      );
    };
    const posted = await (await textChannel()).send({ content: 'x', components: [row(button('again'))] });
    await fake.click(fake.addUser('gina'), posted.id, 'again');
    const again = await fake.waitFor(() => secondError && { secondError });
    await expectApiError(Promise.reject(await again.secondError), 400, 40060);
    fake.errors.length = 0;
  });
});

describe('Discord limits', () => {
  const rawButton = (id: string, label = id) => ({ type: 2, style: 1, custom_id: id, label });
  const rawRow = (...components: unknown[]) => ({ type: 1, components });
  // Builders validate some limits client-side; raw JSON makes sure the server enforces them.
  it.each([
    ['six action rows', { components: Array.from({ length: 6 }, (_, k) => rawRow(rawButton(`r${k}`))) }, 'components'],
    [
      'six buttons in a row',
      { components: [rawRow(...Array.from({ length: 6 }, (_, k) => rawButton(`b${k}`)))] },
      'components',
    ],
    ['a 101-char custom_id', { components: [rawRow(rawButton('x'.repeat(101), 'ok'))] }, 'components'],
    ['an 81-char button label', { components: [rawRow(rawButton('ok', 'l'.repeat(81)))] }, 'components'],
    ['2001 chars of content', { content: 'c'.repeat(2001) }, 'content'],
  ])('rejects %s with 50035 Invalid Form Body', async (_name, body, field) => {
    const error = await expectApiError(client.rest.post(`/channels/${channelId}/messages`, { body }), 400, 50035);
    expect(error.rawError).toMatchObject({ message: 'Invalid Form Body', errors: { [field]: expect.anything() } });
    fake.errors.length = 0;
  });

  it('rejects a select beside a button, 26 options and a 101-char option label', async () => {
    const select = (options: number, label = 'o') => ({
      type: 3,
      custom_id: 'sel',
      options: Array.from({ length: options }, (_, k) => ({ label, value: `v${k}` })),
    });
    for (const components of [
      [{ type: 1, components: [select(2), { type: 2, style: 1, custom_id: 'b', label: 'b' }] }],
      [{ type: 1, components: [select(26)] }],
      [{ type: 1, components: [select(2, 'L'.repeat(101))] }],
    ]) {
      await expectApiError(client.rest.post(`/channels/${channelId}/messages`, { body: { components } }), 400, 50035);
    }
    fake.errors.length = 0;
  });

  it('rejects an over-long attachment description through discord.js', async () => {
    const file = new AttachmentBuilder(Buffer.from('hi'), { name: 'a.txt', description: 'd'.repeat(1025) });
    const error = await expectApiError((await textChannel()).send({ files: [file] }), 400, 50035);
    expect(error.rawError).toMatchObject({ errors: { attachments: { 0: { description: expect.anything() } } } });
    fake.errors.length = 0;
  });

  it('rejects a file over 10 MiB with 413 / 40005 and an empty message with 50006', async () => {
    const big = new AttachmentBuilder(Buffer.alloc(10 * 1024 * 1024 + 1), { name: 'big.bin' });
    await expectApiError((await textChannel()).send({ files: [big] }), 413, 40005);
    await expectApiError(client.rest.post(`/channels/${channelId}/messages`, { body: {} }), 400, 50006);
    fake.errors.length = 0;
  });

  it('refuses channel.send where the bot may not send (403 / 50013) but lets it answer interactions there', async () => {
    const readOnly = fake.createChannel('read-only', { botCanSend: false });
    const channel = (await client.channels.fetch(readOnly)) as TextChannel;
    expect(channel.permissionsFor(client.user!)?.has('SendMessages')).toBe(false);
    await expectApiError(channel.send('hello'), 403, 50013);
    let appCanSend: boolean | undefined;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      appCanSend = i.appPermissions.has('SendMessages');
      await i.reply('interaction replies still work');
    };
    const out = await fake.slash(fake.addUser('mia'), readOnly, 'azul', { subcommand: 'new' });
    expect(appCanSend).toBe(false);
    expect(out.response?.channelId).toBe(readOnly);
    fake.errors.length = 0;
  });

  it('answers unknown message, unknown channel and unknown routes with 404', async () => {
    await expectApiError(client.rest.get(`/channels/${channelId}/messages/123`), 404, 10008);
    await expectApiError(client.rest.get('/channels/999/messages'), 404, 10003);
    await expectApiError(client.rest.get('/no/such/route'), 404, 0);
    expect(fake.errors.map((e) => e.code)).toEqual([10008, 10003, 0]);
    fake.errors.length = 0;
  });
});

describe('messages', () => {
  it('round-trips a multipart image byte-exact, with its description', async () => {
    const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const bytes = Buffer.from([...pngSignature, ...Array.from({ length: 70_000 }, (_, k) => (k * 31 + 7) & 0xff)]);
    const file = new AttachmentBuilder(bytes, { name: 'board.png', description: 'the board' });
    const sent = await (await textChannel()).send({ content: 'image', files: [file] });
    const stored = fake.message(sent.id)!;
    expect(stored.attachments).toHaveLength(1);
    expect(stored.attachments[0]).toMatchObject({
      filename: 'board.png',
      description: 'the board',
      contentType: 'image/png',
    });
    expect(Buffer.compare(stored.attachments[0].data, bytes)).toBe(0);
    const downloaded = Buffer.from(await (await fetch(sent.attachments.first()!.url)).arrayBuffer());
    expect(Buffer.compare(downloaded, bytes)).toBe(0);
  });

  it('edits, lists, fetches and deletes channel messages', async () => {
    const channel = await textChannel();
    const first = await channel.send('first');
    const second = await channel.send('second <@' + fake.botUserId + '>');
    await second.edit('second edited');
    const listed = await channel.messages.fetch({ limit: 2 });
    expect([...listed.values()].map((m) => m.content)).toEqual(['second edited', 'first']);
    expect((await channel.messages.fetch(first.id)).content).toBe('first');
    await first.delete();
    expect(fake.message(first.id)?.deleted).toBe(true);
    expect(fake.messages(channelId).map((m) => m.id)).not.toContain(first.id);
    await expectApiError(channel.messages.fetch({ message: first.id, force: true }), 404, 10008);
    expect(fake.message(second.id)?.mentions).toEqual([fake.botUserId]);
    expect(fake.oldMessageEdits).toEqual([]);
    fake.ageMessage(second.id, 2 * 60 * 60 * 1000);
    await second.edit('edited when old');
    expect(fake.oldMessageEdits).toMatchObject([{ messageId: second.id, ageMs: expect.any(Number) }]);
    expect(fake.oldMessageEdits[0].ageMs).toBeGreaterThan(60 * 60 * 1000);
    fake.errors.length = 0;
  });

  it('resumes the gateway session after disconnectAll', async () => {
    const before = fake.identifyCount;
    fake.disconnectAll();
    await fake.waitFor(() => fake.resumeCount > 0, 10_000);
    handler = async (i) => {
      if (i.isChatInputCommand()) await i.reply('still here');
    };
    const out = await fake.slash(fake.addUser('henry'), channelId, 'azul', { subcommand: 'new' });
    expect(out.response?.content).toBe('still here');
    expect(fake.identifyCount).toBe(before);
  });

  it('fetches all members over the gateway (op 8 with nonce)', async () => {
    const members = await client.guilds.cache.get(fake.guildId)!.members.fetch();
    expect(members.has(fake.botUserId)).toBe(true);
    expect(members.some((m) => m.user.username === 'alice')).toBe(true);
  });

  it('answers withResponse, updates with a file, and round-trips a modal', async () => {
    const posted = await (await textChannel()).send({ content: 'menu', components: [row(button('rename'))] });
    let withResponseId: string | undefined;
    handler = async (i) => {
      if (i.isChatInputCommand()) {
        const res = await i.reply({ content: 'with response', withResponse: true });
        withResponseId = res.resource?.message?.id;
      } else if (i.isButton()) {
        await i.showModal({
          custom_id: 'rename-modal',
          title: 'Rename',
          components: [{ type: 1, components: [{ type: 4, custom_id: 'name', label: 'Name', style: 1 }] }],
        });
      } else if (i.isModalSubmit() && i.isFromMessage()) {
        const name = i.fields.getTextInputValue('name');
        await i.update({
          content: `renamed to ${name}`,
          files: [new AttachmentBuilder(Buffer.from(name), { name: 'n.txt' })],
        });
      }
    };
    const ivy = fake.addUser('ivy');
    const slash = await fake.slash(ivy, channelId, 'azul', { subcommand: 'new' });
    expect(await fake.waitFor(() => withResponseId)).toBe(slash.response?.id);
    const opened = await fake.click(ivy, posted.id, 'rename');
    expect(opened.type).toBe(9);
    expect(opened.modal).toMatchObject({ custom_id: 'rename-modal', title: 'Rename' });
    const submitted = await fake.submitModal(
      ivy,
      channelId,
      'rename-modal',
      { name: 'Blue' },
      { messageId: posted.id },
    );
    expect(submitted.type).toBe(7);
    expect(fake.message(posted.id)?.content).toBe('renamed to Blue');
    expect(fake.message(posted.id)?.attachments.map((a) => a.data.toString())).toEqual(['Blue']);
  });

  it('serves clicks from a new bot process after the old one shut down', async () => {
    const posted = await (await textChannel()).send({ content: 'old process', components: [row(button('later'))] });
    await client.destroy();
    await expect(fake.slash(fake.addUser('jack'), channelId, 'azul', { subcommand: 'new' })).rejects.toThrow(
      /no bot session/,
    );
    const identified = fake.identifyCount;
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
    client.on(Events.InteractionCreate, (interaction) => {
      if (interaction.isButton()) interaction.update({ content: 'new process' }).catch((e) => handlerFailures.push(e));
    });
    await client.login(fake.token);
    await fake.waitForBotReady();
    expect(fake.identifyCount).toBe(identified + 1);
    const out = await fake.click(fake.addUser('kate'), posted.id, 'later');
    expect(out.response?.content).toBe('new process');
  });

  it('left no handler failures and no unexpected error answers', () => {
    expect(handlerFailures).toEqual([]);
    expect(fake.errors).toEqual([]);
  });
});

describe('interaction token lifetime', () => {
  it('refuses follow-ups and @original edits once the token expired (401 / 50027)', async () => {
    const shortLived = await startFakeDiscord({ tokenLifetimeMs: 300 });
    const bot = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: shortLived.apiUrl } });
    try {
      const results: unknown[] = [];
      bot.on(Events.InteractionCreate, async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply('first');
        results.push(await caught(i.followUp('in time')));
        await new Promise((r) => setTimeout(r, 350));
        results.push(await caught(i.followUp('too late')));
        results.push(await caught(i.editReply('too late')));
      });
      await bot.login(shortLived.token);
      await shortLived.waitForBotReady();
      const channel = shortLived.createChannel();
      const out = await shortLived.slash(shortLived.addUser('lena'), channel, 'azul');
      await shortLived.waitFor(() => results.length === 3, 3000);
      expect(results[0]).toBeUndefined();
      expect(results.slice(1).map((e) => (e as DiscordAPIError).code)).toEqual([50027, 50027]);
      expect(out.followups().map((m) => m.content)).toEqual(['in time']);
      expect(out.original()?.content).toBe('first');
    } finally {
      await bot.destroy();
      await shortLived.close();
    }
  });
});
