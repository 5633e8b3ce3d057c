// Components V2 as the local Discord checks them: the IS_COMPONENTS_V2 flag's rules, where each
// component may stand, the 40 components and 4000 characters, the attachments a message shows; first
// on bodies alone, then with the real discord.js client (builders, defer and edit, clicks in containers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  ContainerBuilder,
  DiscordAPIError,
  Events,
  FileBuilder,
  GatewayIntentBits,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  MessageFlags,
  SectionBuilder,
  SeparatorBuilder,
  SeparatorSpacingSize,
  SlashCommandBuilder,
  TextDisplayBuilder,
  ThumbnailBuilder,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import {
  countV2Components,
  interactiveComponents,
  IS_COMPONENTS_V2,
  messageText,
  shownAttachments,
  startFakeDiscord,
  type FakeDiscord,
} from '../../src/local-discord/index.ts';
import { validateMessageBody } from '../../src/local-discord/message-body.ts';

const V2 = IS_COMPONENTS_V2;
const text = (content: string) => ({ type: 10, content });
const button = (custom_id: string) => ({ type: 2, style: 1, label: custom_id, custom_id });
const row = (...components: any[]) => ({ type: 1, components });
const gallery = (...urls: string[]) => ({
  type: 12,
  items: urls.map((url) => ({ media: { url }, description: `alt of ${url}` })),
});

/** The error codes a body gets, with where: "components.0.type UNION_TYPE_CHOICES". */
function problems(body: any): string[] {
  const errors = validateMessageBody(body, { creating: true, fileCount: 0 });
  const out: string[] = [];
  const walk = (node: any, path: string[]) => {
    for (const [key, value] of Object.entries(node ?? {})) {
      if (key === '_errors') for (const e of value as { code: string }[]) out.push(`${path.join('.')} ${e.code}`);
      else walk(value, [...path, key]);
    }
  };
  walk(errors, []);
  return out;
}

describe('a components V2 body, checked as Discord checks it', () => {
  it('accepts a container with an accent color holding text, a gallery, a section with a button, a separator, a file and a row', () => {
    const body = {
      flags: V2,
      components: [
        {
          type: 17,
          accent_color: 0x0072b2,
          components: [
            text('## Ana to play'),
            gallery('attachment://table.png'),
            { type: 9, components: [text('Since your turn'), text('-# 2 moves')], accessory: button('my-board') },
            { type: 14, divider: true, spacing: 2 },
            { type: 13, file: { url: 'attachment://azul-game.json' } },
            row(button('a'), button('b')),
          ],
        },
        {
          type: 9,
          components: [text('beside a picture')],
          accessory: { type: 11, media: { url: 'https://example.com/x.png' }, description: 'x' },
        },
      ],
    };
    expect(problems(body)).toEqual([]);
    // 1 container + 6 children + 2 texts and 1 accessory in the
    // section + 2 buttons, then 1 section + 1 text + 1 thumbnail.
    expect(countV2Components(body.components)).toBe(15);
  });

  it.each([
    [
      'content with the flag',
      { flags: V2, content: 'hello', components: [text('x')] },
      ['content MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2'],
    ],
    [
      'embeds with the flag',
      { flags: V2, embeds: [{ title: 'x' }], components: [text('x')] },
      ['embeds MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2'],
    ],
    ['a text display without the flag', { components: [text('x')] }, ['components.0.type UNION_TYPE_CHOICES']],
    [
      'a container inside an action row without the flag',
      { components: [row({ type: 17, components: [text('x')] })] },
      ['components.0.components.0.type UNION_TYPE_CHOICES'],
    ],
    ['a button at the top level', { flags: V2, components: [button('x')] }, ['components.0.type UNION_TYPE_CHOICES']],
    [
      'a thumbnail at the top level',
      { flags: V2, components: [{ type: 11, media: { url: 'https://x' } }] },
      ['components.0.type UNION_TYPE_CHOICES'],
    ],
    [
      'a container in a container',
      { flags: V2, components: [{ type: 17, components: [{ type: 17, components: [text('x')] }] }] },
      ['components.0.components.0.type UNION_TYPE_CHOICES'],
    ],
    [
      'an empty container',
      { flags: V2, components: [{ type: 17, components: [] }] },
      ['components.0.components BASE_TYPE_BAD_LENGTH'],
    ],
    [
      'an accent color past 0xFFFFFF',
      { flags: V2, components: [{ type: 17, accent_color: 0x1000000, components: [text('x')] }] },
      ['components.0.accent_color NUMBER_TYPE_MAX'],
    ],
    [
      'a section of four texts',
      {
        flags: V2,
        components: [{ type: 9, components: [text('1'), text('2'), text('3'), text('4')], accessory: button('b') }],
      },
      ['components.0.components BASE_TYPE_BAD_LENGTH'],
    ],
    [
      'a section without its accessory',
      { flags: V2, components: [{ type: 9, components: [text('1')] }] },
      ['components.0.accessory BASE_TYPE_REQUIRED'],
    ],
    [
      'a section with a gallery as accessory',
      { flags: V2, components: [{ type: 9, components: [text('1')], accessory: gallery('https://x') }] },
      ['components.0.accessory.type UNION_TYPE_CHOICES'],
    ],
    [
      'a section holding a button instead of texts',
      { flags: V2, components: [{ type: 9, components: [button('x')], accessory: button('y') }] },
      ['components.0.components.0.type UNION_TYPE_CHOICES'],
    ],
    [
      'an empty gallery',
      { flags: V2, components: [{ type: 12, items: [] }] },
      ['components.0.items BASE_TYPE_BAD_LENGTH'],
    ],
    [
      'a gallery of 11',
      { flags: V2, components: [gallery(...Array.from({ length: 11 }, (_, i) => `https://x/${i}`))] },
      ['components.0.items BASE_TYPE_BAD_LENGTH'],
    ],
    [
      'a gallery item without a URL',
      { flags: V2, components: [{ type: 12, items: [{ media: {} }] }] },
      ['components.0.items.0.media.url BASE_TYPE_REQUIRED'],
    ],
    [
      'a file from a web URL',
      { flags: V2, components: [{ type: 13, file: { url: 'https://x/a.json' } }] },
      ['components.0.file.url UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY'],
    ],
    [
      'a separator with spacing 3',
      { flags: V2, components: [{ type: 14, spacing: 3 }] },
      ['components.0.spacing BASE_TYPE_CHOICES'],
    ],
    ['an empty text display', { flags: V2, components: [text('')] }, ['components.0.content BASE_TYPE_BAD_LENGTH']],
    [
      '4001 characters over two text displays',
      { flags: V2, components: [text('x'.repeat(2000)), text('y'.repeat(2001))] },
      ['components COMPONENT_LAYOUT_TEXT_LIMIT_EXCEEDED'],
    ],
    [
      'a component id used twice',
      {
        flags: V2,
        components: [
          { ...text('a'), id: 7 },
          { ...text('b'), id: 7 },
        ],
      },
      ['components COMPONENT_ID_DUPLICATED'],
    ],
    [
      'a custom id used twice, one in a container',
      { flags: V2, components: [row(button('same')), { type: 17, components: [row(button('same'))] }] },
      ['components.1.components.0.components.0.custom_id COMPONENT_CUSTOM_ID_DUPLICATED'],
    ],
    [
      'a select beside a button inside a container',
      {
        flags: V2,
        components: [
          {
            type: 17,
            components: [row(button('a'), { type: 3, custom_id: 's', options: [{ label: 'x', value: 'x' }] })],
          },
        ],
      },
      ['components.0.components.0.components COMPONENT_LAYOUT_WIDTH_EXCEEDED'],
    ],
  ])('refuses %s', (_what, body, expected) => {
    expect(problems(body)).toEqual(expected);
  });

  it('counts nested components and accessories toward the 40: 40 pass, 41 do not', () => {
    // A container (1) with 13 sections of 1 text and a button accessory (3 each): 40.
    const sections = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ type: 9, components: [text(`t${i}`)], accessory: button(`b${i}`) }));
    const forty = { flags: V2, components: [{ type: 17, components: sections(13) }] };
    expect(countV2Components(forty.components)).toBe(40);
    expect(problems(forty)).toEqual([]);
    const fortyOne = { flags: V2, components: [{ type: 17, components: sections(13) }, text('one more')] };
    expect(problems(fortyOne)).toEqual(['components BASE_TYPE_MAX_LENGTH']);
    // Without the flag, the old rule: at most 5 action rows.
    expect(problems({ components: Array.from({ length: 6 }, (_, i) => row(button(`r${i}`))) })).toEqual([
      'components BASE_TYPE_BAD_LENGTH',
    ]);
  });
});

type Handler = (interaction: Interaction) => Promise<void>;
let fake: FakeDiscord;
let client: Client;
let channelId: string;
let handler: Handler = async () => undefined;
const handlerFailures: unknown[] = [];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e1b2f40000000049454e44ae426082',
  'hex',
);

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );
async function apiError(promise: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await caught(promise);
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}
/** The form error codes of a 50035 answer, flattened. */
function codes(error: DiscordAPIError): string[] {
  const out: string[] = [];
  const walk = (node: any) => {
    for (const [key, value] of Object.entries(node ?? {})) {
      if (key === '_errors') for (const e of value as { code: string }[]) out.push(e.code);
      else if (typeof value === 'object') walk(value);
    }
  };
  walk((error.rawError as { errors?: unknown }).errors);
  return out;
}
async function textChannel(): Promise<TextChannel> {
  return (await client.channels.fetch(channelId)) as TextChannel;
}

/** The turn message the lead will build: a container in the acting seat's color, the table image inside it. */
function turnContainer(image = 'table.png') {
  return new ContainerBuilder()
    .setAccentColor(0x009e73)
    .addTextDisplayComponents(new TextDisplayBuilder().setContent('## Bo to play\n-# since your turn: Ana took 2 red'))
    .addMediaGalleryComponents(
      new MediaGalleryBuilder().addItems(
        new MediaGalleryItemBuilder().setURL(`attachment://${image}`).setDescription('the table'),
      ),
    )
    .addSeparatorComponents(new SeparatorBuilder().setSpacing(SeparatorSpacingSize.Small))
    .addSectionComponents(
      new SectionBuilder()
        .addTextDisplayComponents(new TextDisplayBuilder().setContent('Your board, up close'))
        .setButtonAccessory(
          new ButtonBuilder().setCustomId('my-board').setLabel('My board').setStyle(ButtonStyle.Secondary),
        ),
    )
    .addActionRowComponents(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('pick-1').setLabel('Display 1').setStyle(ButtonStyle.Primary),
      ),
    );
}

beforeAll(async () => {
  fake = await startFakeDiscord({ callbackDeadlineMs: 2000 });
  channelId = fake.createChannel('azul-v2');
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((e) => handlerFailures.push(e));
  });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(fake.token);
  await ready;
  await fake.waitForBotReady();
  await client.application!.commands.set(
    [new SlashCommandBuilder().setName('azul').setDescription('Azul').toJSON()],
    fake.guildId,
  );
});

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
});

describe('components V2 through discord.js', () => {
  it('sends a container with the image it names; people read its text, see the image, and click a button inside it', async () => {
    const channel = await textChannel();
    const sent = await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [turnContainer()],
      files: [new AttachmentBuilder(PNG, { name: 'table.png' })],
    });
    const stored = fake.message(sent.id)!;
    expect(stored.flags & V2).toBe(V2);
    expect(stored.content).toBe('');
    expect(messageText(stored)).toBe('## Bo to play\n-# since your turn: Ana took 2 red\nYour board, up close');
    expect(shownAttachments(stored).map((a) => a.filename)).toEqual(['table.png']);
    expect(interactiveComponents(stored.components).map((c: any) => c.custom_id)).toEqual(['my-board', 'pick-1']);
    // discord.js reads it back as a V2 message.
    expect(sent.flags.has(MessageFlags.IsComponentsV2)).toBe(true);
    let clicked = '';
    handler = async (i) => {
      if (!i.isButton()) return;
      clicked = i.customId;
      await i.deferUpdate();
    };
    const out = await fake.click(fake.addUser('ana'), sent.id, 'my-board');
    expect(out.type).toBe(6);
    expect(clicked).toBe('my-board');
    expect(fake.unmatchedClicks).toEqual([]);
  });

  it('refuses content or embeds beside the flag', async () => {
    const channel = await textChannel();
    const withContent = await apiError(
      channel.send({
        flags: MessageFlags.IsComponentsV2,
        content: 'hi',
        components: [new TextDisplayBuilder().setContent('x')],
      }),
    );
    expect(withContent.code).toBe(50035);
    expect(codes(withContent)).toEqual(['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
    const withEmbed = await apiError(
      channel.send({
        flags: MessageFlags.IsComponentsV2,
        embeds: [{ title: 'x' }],
        components: [new TextDisplayBuilder().setContent('x')],
      }),
    );
    expect(codes(withEmbed)).toEqual(['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
  });

  it('an image no component names is kept but not shown (a warning); a name with no such file is refused', async () => {
    const channel = await textChannel();
    const before = fake.warnings.length;
    const sent = await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [turnContainer()],
      files: [new AttachmentBuilder(PNG, { name: 'table.png' }), new AttachmentBuilder(PNG, { name: 'forgotten.png' })],
    });
    const stored = fake.message(sent.id)!;
    expect(stored.attachments.map((a) => a.filename)).toEqual(['table.png', 'forgotten.png']);
    expect(shownAttachments(stored).map((a) => a.filename)).toEqual(['table.png']);
    const warned = fake.warnings.slice(before).map((w) => w.text);
    expect(warned).toEqual([expect.stringContaining('forgotten.png is not shown')]);
    const missing = await apiError(
      channel.send({
        flags: MessageFlags.IsComponentsV2,
        components: [turnContainer('nowhere.png')],
        files: [new AttachmentBuilder(PNG, { name: 'table.png' })],
      }),
    );
    expect(codes(missing)).toEqual(['UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND']);
  });

  it('the flag cannot be removed by an edit; a plain message becomes V2 only if the edit clears its content', async () => {
    const channel = await textChannel();
    const v2 = await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [new TextDisplayBuilder().setContent('v2')],
    });
    const removing = await apiError(v2.edit({ flags: 0 as never, content: 'back to plain', components: [] }));
    expect(codes(removing)).toEqual(['MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG']);
    expect(fake.message(v2.id)!.flags & V2).toBe(V2);
    // An edit naming no flags keeps it, and is checked as V2: content is still refused.
    expect(codes(await apiError(v2.edit({ content: 'sneaky' })))).toEqual([
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    ]);
    await v2.edit({ components: [new TextDisplayBuilder().setContent('v2 edited')] });
    expect(messageText(fake.message(v2.id)!)).toBe('v2 edited');

    const plain = await channel.send({ content: 'plain first' });
    const keepingContent = await apiError(
      plain.edit({ flags: MessageFlags.IsComponentsV2, components: [new TextDisplayBuilder().setContent('now v2')] }),
    );
    expect(codes(keepingContent)).toEqual(['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
    await plain.edit({
      flags: MessageFlags.IsComponentsV2,
      content: null,
      components: [new TextDisplayBuilder().setContent('now v2')],
    });
    const upgraded = fake.message(plain.id)!;
    expect(upgraded.flags & V2).toBe(V2);
    expect(messageText(upgraded)).toBe('now v2');
  });

  it('a deferred reply cannot carry the flag: Discord drops it (a warning); the edit of the original response sets it', async () => {
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    const failures: unknown[] = [];
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply({ flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral } as never);
      // Components V2 without the flag on the edit: refused, as the deferred message is not V2.
      failures.push(await caught(i.editReply({ components: [new TextDisplayBuilder().setContent('no flag')] })));
      await i.editReply({
        flags: MessageFlags.IsComponentsV2,
        components: [turnContainer()],
        files: [new AttachmentBuilder(PNG, { name: 'table.png' })],
      });
      done();
    };
    const before = fake.warnings.length;
    const out = await fake.slash(fake.addUser('bo'), channelId, 'azul');
    await finished;
    expect(out.type).toBe(5);
    expect(fake.warnings.slice(before).map((w) => w.text)).toContainEqual(
      expect.stringContaining('IS_COMPONENTS_V2 on a deferred reply is ignored'),
    );
    expect(failures).toHaveLength(1);
    expect(codes(failures[0] as DiscordAPIError)).toEqual(['UNION_TYPE_CHOICES']);
    const reply = out.original()!;
    expect(reply.flags & V2).toBe(V2);
    expect(reply.ephemeralTo).toBeDefined();
    expect(shownAttachments(reply).map((a) => a.filename)).toEqual(['table.png']);
  });

  it('a click can update a V2 message in place (callback type 7) keeping the flag', async () => {
    const channel = await textChannel();
    const sent = await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [turnContainer()],
      files: [new AttachmentBuilder(PNG, { name: 'table.png' })],
    });
    handler = async (i) => {
      if (!i.isButton()) return;
      await i.update({
        components: [
          new ContainerBuilder()
            .setAccentColor(0xcc79a7)
            .addTextDisplayComponents(new TextDisplayBuilder().setContent('Cy to play')),
        ],
        files: [],
      });
    };
    const out = await fake.click(fake.addUser('cy'), sent.id, 'pick-1');
    expect(out.type).toBe(7);
    const updated = fake.message(sent.id)!;
    expect(updated.flags & V2).toBe(V2);
    expect(messageText(updated)).toBe('Cy to play');
    expect((updated.components[0] as any).accent_color).toBe(0xcc79a7);
  });

  it('files in a V2 message show only through a file component; a thumbnail shows an attached image beside a section', async () => {
    const channel = await textChannel();
    const sent = await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [
        new SectionBuilder()
          .addTextDisplayComponents(new TextDisplayBuilder().setContent('Final results'))
          .setThumbnailAccessory(new ThumbnailBuilder().setURL('attachment://final.png')),
        new FileBuilder().setURL('attachment://azul-game.json'),
      ],
      files: [
        new AttachmentBuilder(PNG, { name: 'final.png' }),
        new AttachmentBuilder(Buffer.from('{}'), { name: 'azul-game.json' }),
      ],
    });
    expect(shownAttachments(fake.message(sent.id)!).map((a) => a.filename)).toEqual(['final.png', 'azul-game.json']);
  });

  it('left no handler failures', () => {
    expect(handlerFailures).toEqual([]);
  });
});
