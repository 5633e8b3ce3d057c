// How the page draws a message (pure functions, no browser): Discord markdown, mentions, timestamps,
// buttons and selects with their styles and disabled states, images with alt text, ephemeral notes.
import type { APIMessage } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { formatTimestamp, renderMarkdown } from '../../src/playground/web/markdown.ts';
import { renderMessage, type ViewContext } from '../../src/playground/web/message-view.ts';

const names = {
  me: '10',
  user: (id: string) => ({ '10': 'ana', '11': 'rui' })[id],
  channel: (id: string) => (id === '20' ? 'azul' : undefined),
};

describe('markdown', () => {
  it('escapes HTML before anything else', () => {
    expect(renderMarkdown('<img src=x onerror=alert(1)> & "q"', names).html).toBe(
      '<div class="line">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;</div>',
    );
  });

  it('renders bold, italic, underline, strike, code, quotes, lists, headings and subtext', () => {
    const { html } = renderMarkdown(
      '**Game over** after *5* __rounds__ ~~x~~ `a*b*`\n> quoted\n- one\n- two\n## Head\n-# small',
      names,
    );
    expect(html).toBe(
      '<div class="line"><strong>Game over</strong> after <em>5</em> <u>rounds</u> <s>x</s> <code>a*b*</code></div>' +
        '<blockquote>quoted</blockquote><ul><li>one</li><li>two</li></ul><h4 class="md-h">Head</h4><div class="subtext">small</div>',
    );
  });

  it('names mentioned users and channels, and tells when the viewer is mentioned', () => {
    const mine = renderMarkdown('<@10>, your turn in <#20>', names);
    expect(mine.mentionsMe).toBe(true);
    expect(mine.html).toBe(
      '<div class="line"><span class="mention me" data-user="10">@ana</span>, your turn in <span class="mention channel-mention" data-channel="20">#azul</span></div>',
    );
    const other = renderMarkdown('<@!11> and <@99>', names);
    expect(other.mentionsMe).toBe(false);
    expect(other.html).toContain('@rui</span> and <span class="mention" data-user="99">@unknown-user</span>');
  });

  it('renders <t:unix:style> timestamps, relative ones ticking', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(formatTimestamp(now + 5 * 60_000, 'R', now)).toBe('in 5 minutes');
    expect(formatTimestamp(now - 2 * 3600_000, 'R', now)).toBe('2 hours ago');
    expect(formatTimestamp(now - 1000, 'R', now)).toBe('1 second ago');
    const { html } = renderMarkdown(`deadline <t:${now / 1000}:R>`, names);
    expect(html).toMatch(
      new RegExp(`<time class="timestamp" data-ts="${now}" data-style="R" title="[^"]+">[^<]+</time>`),
    );
  });
});

/** Draws a message made of the fields a test sets: the page draws whatever fields are there. */
const draw = (m: object, ctx: ViewContext = names) => renderMessage(m as APIMessage, ctx);

describe('as the viewer’s Discord writes it', () => {
  // Seen before: "in 24 hours" and "11/28/2026" for everyone, and "\* vorläufig" with its backslash.
  const at = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('timestamps in the viewer’s language', () => {
    expect(formatTimestamp(at + 24 * 3600_000, 'R', at, 'de')).toBe('morgen');
    expect(formatTimestamp(at + 5 * 60_000, 'R', at, 'pt-BR')).toBe('em 5 minutos');
    expect(formatTimestamp(at, 'd', at, 'pt-BR')).toBe('28/11/2026');
    expect(formatTimestamp(at, 'd', at, 'en-US')).toBe('11/28/2026');
    const { html } = renderMarkdown(`<t:${at / 1000}:d>`, { ...names, locale: 'de' });
    expect(html).toContain('>28.11.2026</time>');
  });

  it('a backslash before a markdown character shows the character, and marks nothing', () => {
    expect(renderMarkdown('\\* vorläufig: weniger als 5 Spiele.', names).html).toBe(
      '<div class="line">* vorläufig: weniger als 5 Spiele.</div>',
    );
    expect(renderMarkdown('**a\\_b\\_c** and \\*not italic\\*', names).html).toBe(
      '<div class="line"><strong>a_b_c</strong> and *not italic*</div>',
    );
    // Inside code a backslash stays.
    expect(renderMarkdown('`a\\*b`', names).html).toBe('<div class="line"><code>a\\*b</code></div>');
  });
});

describe('message view', () => {
  const base = {
    id: '500',
    author: { id: '1', username: 'Azul', bot: true },
    timestamp: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    edited_timestamp: null,
    flags: 0,
    mentions: [],
    embeds: [],
    attachments: [],
    components: [],
  };

  it('draws buttons with their styles and disabled states, and select menus with their options', () => {
    const { html } = draw(
      {
        ...base,
        content: 'Lobby',
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'Join', custom_id: 'j' },
              { type: 2, style: 3, label: 'Start', custom_id: 's', disabled: true },
              { type: 2, style: 4, label: 'Cancel', custom_id: 'c', emoji: { name: '✖' } },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 'src',
                placeholder: 'Take tiles from…',
                options: [{ label: 'Display 1', value: 'd1' }],
              },
            ],
          },
        ],
      },
      names,
    );
    expect(html).toContain(
      '<button type="button" class="btn primary" data-message="500" data-custom-id="j">Join</button>',
    );
    expect(html).toContain(
      '<button type="button" class="btn success" data-message="500" data-custom-id="s" disabled>Start</button>',
    );
    expect(html).toContain(
      'class="btn danger" data-message="500" data-custom-id="c"><span class="emoji">✖</span>Cancel</button>',
    );
    expect(html).toContain(
      '<option value="" disabled selected hidden>Take tiles from…</option><option value="d1" title="">Display 1</option>',
    );
  });

  it('shows images with their alt text, files as downloads, and who used which command', () => {
    const { html } = draw(
      {
        ...base,
        content: 'Round 1',
        interaction_metadata: { type: 2, user: { id: '10', username: 'ana' } },
        interaction: { name: 'azul board' },
        attachments: [
          {
            url: '/attachments/1/2/table.png',
            filename: 'table.png',
            content_type: 'image/png',
            description: 'The table: ana to play',
            size: 1000,
          },
          {
            url: '/attachments/1/3/azul-game.json',
            filename: 'azul-game.json',
            content_type: 'application/json',
            size: 4200,
          },
        ],
      },
      names,
    );
    expect(html).toContain(
      '<div class="context"><span class="context-user">@ana</span> used <span class="context-command">/azul board</span></div>',
    );
    expect(html).toContain('<img src="/attachments/1/2/table.png" alt="The table: ana to play"');
    expect(html).toContain('<a class="file" href="/attachments/1/3/azul-game.json" download="azul-game.json">');
  });

  it('marks ephemeral replies, deferred ones thinking, and failures; highlights only real pings', () => {
    const ephemeral = draw(
      { ...base, content: 'Not your turn', flags: 64 },
      { ...names, failure: 'This interaction failed' },
    );
    expect(ephemeral.html).toContain('Only you can see this');
    expect(ephemeral.html).toContain('<div class="failure" role="alert">This interaction failed</div>');
    expect(draw({ ...base, content: '', flags: 128 }, names).html).toContain('Azul is thinking');
    // Mentioned in the text but not pinged (allowed_mentions): no highlight, as on Discord.
    expect(draw({ ...base, content: 'Host: <@10>', mentions: [] }, names).mentionsMe).toBe(false);
    expect(draw({ ...base, content: '<@10>, your turn', mentions: [{ id: '10' }] }, names).mentionsMe).toBe(true);
  });

  it("draws a components V2 message from its components: the container's color, markdown, the image it names, a section, a separator, buttons inside", () => {
    const { html, mentionsMe } = draw(
      {
        ...base,
        content: '',
        flags: 1 << 15,
        mentions: [{ id: '10' }],
        attachments: [
          {
            url: '/attachments/1/2/table.png',
            filename: 'table.png',
            content_type: 'image/png',
            description: 'The table: ana to play',
            size: 1000,
          },
          { url: '/attachments/1/3/unused.png', filename: 'unused.png', content_type: 'image/png', size: 10 },
          {
            url: '/attachments/1/4/azul-game.json',
            filename: 'azul-game.json',
            content_type: 'application/json',
            size: 4200,
          },
        ],
        components: [
          {
            type: 17,
            accent_color: 0x009e73,
            components: [
              { type: 10, content: '## <@10>, your turn\n-# since your turn: rui took 2 red' },
              { type: 12, items: [{ media: { url: 'attachment://table.png' } }] },
              { type: 14, divider: true, spacing: 2 },
              {
                type: 9,
                components: [{ type: 10, content: 'Your board, up close' }],
                accessory: { type: 2, style: 2, label: 'My board', custom_id: 'mine' },
              },
              { type: 1, components: [{ type: 2, style: 1, label: 'Display 1', custom_id: 'd1' }] },
              { type: 13, file: { url: 'attachment://azul-game.json' } },
            ],
          },
        ],
      },
      names,
    );
    expect(html).toContain('<div class="v2-container accented" style="--accent:#009e73">');
    expect(html).toContain('<h4 class="md-h"><span class="mention me" data-user="10">@ana</span>, your turn</h4>');
    expect(html).toContain('<div class="subtext">since your turn: rui took 2 red</div>');
    expect(html).toContain('<img src="/attachments/1/2/table.png" alt="The table: ana to play"');
    expect(html).toContain('<div class="separator spacing-2 divider" role="separator"></div>');
    expect(html).toContain(
      '<div class="section-accessory"><button type="button" class="btn secondary" data-message="500" data-custom-id="mine">My board</button></div>',
    );
    expect(html).toContain('data-custom-id="d1">Display 1</button>');
    expect(html).toContain('<a class="file" href="/attachments/1/4/azul-game.json" download="azul-game.json">');
    // As on Discord, an attachment no component names does not show.
    expect(html).not.toContain('unused.png');
    expect(mentionsMe).toBe(true);
  });

  it('a media item naming a missing attachment says so instead of a broken image', () => {
    const { html } = draw(
      {
        ...base,
        content: '',
        flags: 1 << 15,
        components: [{ type: 12, items: [{ media: { url: 'attachment://gone.png' } }] }],
      },
      names,
    );
    expect(html).toContain('(missing image)');
  });

  it('links to Discord channels and messages open inside the page, other links in a new tab', () => {
    const { html } = draw(
      {
        ...base,
        content:
          '• **Local playground** · #azul — your turn · https://discord.com/channels/1/20/555 and [rules](https://example.com/rules)',
        components: [
          {
            type: 1,
            components: [{ type: 2, style: 5, label: 'Go to the game', url: 'https://discord.com/channels/1/20/556' }],
          },
        ],
      },
      names,
    );
    expect(html).toContain(
      '<a class="discord-link mention" href="#" data-channel="20" data-message="555">#azul › 💬</a>',
    );
    expect(html).toContain('<a href="https://example.com/rules" target="_blank" rel="noreferrer">rules</a>');
    expect(html).toContain(
      '<a class="btn link discord-link" href="#" data-channel="20" data-message="556">Go to the game</a>',
    );
    expect(html).not.toContain('discord.com/channels');
  });
});
