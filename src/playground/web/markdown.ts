// Discord's flavour of markdown, as far as a bot's messages use it: bold, italic, underline, strike,
// code, headings, subtext, quotes, lists, links, backslash escapes ("\*" is a star), and the <@user>,
// <#channel> and <t:unix:style> tags (in the viewer's language). Everything is HTML-escaped first;
// only the tags made here reach the page.

export interface Names {
  user(id: string): string | undefined;
  channel(id: string): string | undefined;
  me: string;
  /** The viewer's Discord language: timestamps are written in it, as their client writes them (default en-US). */
  locale?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A link to a Discord channel or message (discord.com/channels/GUILD/CHANNEL[/MESSAGE]): its channel and message. */
export function discordLink(url: string): { channel: string; message?: string } | null {
  const m = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/channels\/(?:\d+|@me)\/(\d+)(?:\/(\d+))?\/?$/.exec(
    url,
  );
  return m ? { channel: m[1]!, message: m[2] } : null;
}

/** A link as the page draws it: a Discord channel or message link opens inside the page; others in a new tab. */
function link(url: string, label: string | null, names: Names): string {
  const inside = discordLink(url.replace(/&amp;/g, '&'));
  if (inside) {
    // Discord shows a bare message link as a pill naming its channel: "#azul › 💬".
    const shown = label ?? `#${escapeHtml(names.channel(inside.channel) ?? 'unknown')}${inside.message ? ' › 💬' : ''}`;
    return `<a class="discord-link${label ? '' : ' mention'}" href="#" data-channel="${inside.channel}"${inside.message ? ` data-message="${inside.message}"` : ''}>${shown}</a>`;
  }
  return `<a href="${url}" target="_blank" rel="noreferrer">${label ?? url}</a>`;
}

/** Renders content to HTML; `mentionsMe` tells whether the viewer is mentioned (Discord highlights those). */
export function renderMarkdown(content: string, names: Names): { html: string; mentionsMe: boolean } {
  const stash: string[] = [];
  const keep = (html: string) => `\u0000${stash.push(html) - 1}\u0000`;
  let mentionsMe = false;
  let text = escapeHtml(content);
  text = text.replace(/```(?:[a-z]+\n)?([\s\S]*?)```/g, (_, code: string) =>
    keep(`<pre><code>${code.replace(/^\n|\n$/g, '')}</code></pre>`),
  );
  text = text.replace(/`([^`\n]+)`/g, (_, code: string) => keep(`<code>${code}</code>`));
  // A backslash before a markdown character shows the character, not the backslash, and keeps it from
  // marking anything ("\* provisional" is a star, not a bullet; "a\_b" is not italic).
  text = text.replace(/\\(&gt;|&lt;|&amp;|[\\*_~|`#\-[\]()@:.!>])/g, (_, char: string) => keep(char));
  text = text.replace(/&lt;@!?(\d+)&gt;/g, (_, id: string) => {
    if (id === names.me) mentionsMe = true;
    const name = names.user(id);
    return keep(
      `<span class="mention${id === names.me ? ' me' : ''}" data-user="${id}">@${escapeHtml(name ?? 'unknown-user')}</span>`,
    );
  });
  text = text.replace(/&lt;#(\d+)&gt;/g, (_, id: string) =>
    keep(
      `<span class="mention channel-mention" data-channel="${id}">#${escapeHtml(names.channel(id) ?? 'unknown')}</span>`,
    ),
  );
  text = text.replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, unix: string, style: string | undefined) => {
    const ms = Number(unix) * 1000;
    const locale = names.locale;
    return keep(
      `<time class="timestamp" data-ts="${ms}" data-style="${style ?? 'f'}" title="${escapeHtml(formatTimestamp(ms, 'F', undefined, locale))}">${escapeHtml(formatTimestamp(ms, style ?? 'f', undefined, locale))}</time>`,
    );
  });
  text = text.replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label: string, url: string) =>
    keep(link(url, label, names)),
  );
  text = text.replace(
    /(^|\s)(https?:\/\/[^\s<]+)/g,
    (_, pre: string, url: string) => `${pre}${keep(link(url, null, names))}`,
  );
  text = inline(text);
  // NUL brackets the index of a stashed fragment (keep, above): chat text carries no NUL.
  // eslint-disable-next-line no-control-regex -- the NUL is meant
  const html = blocks(text).replace(/\u0000(\d+)\u0000/g, (_, i: string) => stash[Number(i)]!);
  return { html, mentionsMe };
}

function inline(text: string): string {
  return text
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?!\s)(.+?)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler">$1</span>');
}

/** Line-level markdown: headings, subtext, quotes, bullet lists; other lines joined with <br>. */
function blocks(text: string): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length > 0) out.push(`<ul>${list.map((i) => `<li>${i}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of text.split('\n')) {
    const bullet = /^\s*[-*] (.*)$/.exec(line);
    if (bullet && !line.startsWith('-# ')) {
      list.push(bullet[1]!);
      continue;
    }
    flush();
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (heading) out.push(`<h${heading[1]!.length + 2} class="md-h">${heading[2]}</h${heading[1]!.length + 2}>`);
    else if (line.startsWith('-# ')) out.push(`<div class="subtext">${line.slice(3)}</div>`);
    else if (line.startsWith('&gt; ')) out.push(`<blockquote>${line.slice(5)}</blockquote>`);
    else out.push(`<div class="line">${line === '' ? '<br>' : line}</div>`);
  }
  flush();
  return out.join('');
}

/** Discord's timestamp styles: t, T, d, D, f, F and R (relative), as a client set to `locale` writes them. */
export function formatTimestamp(ms: number, style: string, now = Date.now(), locale = 'en-US'): string {
  const date = new Date(ms);
  switch (style) {
    case 't':
      return date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
    case 'T':
      return date.toLocaleTimeString(locale);
    case 'd':
      return date.toLocaleDateString(locale);
    case 'D':
      return date.toLocaleDateString(locale, { dateStyle: 'long' });
    case 'F':
      return date.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' });
    case 'R':
      return relative(ms, now, locale);
    default:
      return date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

function relative(ms: number, now: number, locale: string): string {
  const diff = ms - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}
