// One message as a Discord client draws it: author line (with the "used /command" context of an
// interaction reply), content, embeds, images at their real size with their alt text, files, buttons and
// selects with their styles and disabled states, the "only you can see this" note of ephemeral replies,
// and the "thinking…" state of a deferred reply. A components V2 message (flag 1 << 15) is drawn from its
// components alone: containers with their accent color, text displays in markdown, media galleries,
// sections with their thumbnail or button, separators, files, and buttons and selects inside them; its
// attachments show only where a component names them (attachment://name), as on Discord. Returns HTML;
// clicks are wired by the page (data-*).
import type { APIAttachment, APIEmbed, APIMessage, APIMessageComponent } from 'discord-api-types/v10';
import { discordLink, escapeHtml, formatTimestamp, renderMarkdown, type Names } from './markdown.ts';

const EPHEMERAL = 1 << 6;
const LOADING = 1 << 7;
const COMPONENTS_V2 = 1 << 15;
const BUTTON_STYLES: Record<number, string> = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
  5: 'link',
  6: 'premium',
};

export interface ViewContext extends Names {
  /** The failure a click or command of the viewer got on this message ("This interaction failed"). */
  failure?: string;
  pending?: string;
}

/** `m` as the people API sends it (Discord's message JSON); drawn defensively, missing fields and all. */
export function renderMessage(m: APIMessage, ctx: ViewContext): { html: string; mentionsMe: boolean } {
  const flags = m.flags ?? 0;
  const v2 = (flags & COMPONENTS_V2) !== 0;
  const content = renderMarkdown(m.content ?? '', ctx);
  const pinged = (m.mentions ?? []).some((u) => u.id === ctx.me);
  const v2Body = v2
    ? renderV2(m.components ?? [], { ...ctx, messageId: m.id, attachments: m.attachments ?? [] })
    : null;
  const mentionsMe = pinged && (content.mentionsMe || (v2Body?.mentionsMe ?? false));
  const author: Partial<APIMessage['author']> = m.author ?? {};
  const name = escapeHtml(author.global_name ?? author.username ?? 'unknown');
  const ephemeral = (flags & EPHEMERAL) !== 0;
  const time = Date.parse(m.timestamp);
  const parts: string[] = [];
  const used = m.interaction_metadata;
  if (used?.type === 2 && used.user) {
    const command = m.interaction?.name
      ? `<span class="context-command">/${escapeHtml(m.interaction.name)}</span>`
      : 'a command';
    parts.push(
      `<div class="context"><span class="context-user">@${escapeHtml(used.user.username)}</span> used ${command}</div>`,
    );
  } else if (used?.user && m.message_reference === undefined && used.type === 3) {
    parts.push(
      `<div class="context"><span class="context-user">@${escapeHtml(used.user.username)}</span> clicked a button</div>`,
    );
  }
  parts.push(
    `<div class="avatar" style="background:${avatarColor(author.id ?? '')}">${escapeHtml((name[0] ?? '?').toUpperCase())}</div>`,
  );
  parts.push('<div class="body">');
  parts.push(
    `<div class="head"><span class="author">${name}</span>${author.bot ? '<span class="app-tag">APP</span>' : ''}` +
      `<time class="sent" title="${escapeHtml(formatTimestamp(time, 'F', undefined, ctx.locale))}">${escapeHtml(formatTimestamp(time, 't', undefined, ctx.locale))}</time>` +
      `${m.edited_timestamp ? '<span class="edited">(edited)</span>' : ''}</div>`,
  );
  if (m.content) parts.push(`<div class="content">${content.html}</div>`);
  if (flags & LOADING) parts.push(`<div class="thinking">${name} is thinking<span class="dots">…</span></div>`);
  if (v2Body) {
    parts.push(`<div class="components v2">${v2Body.html}</div>`);
  } else {
    for (const embed of m.embeds ?? []) parts.push(renderEmbed(embed, ctx));
    if ((m.attachments ?? []).length > 0)
      parts.push(`<div class="attachments">${m.attachments.map((a) => renderAttachment(a)).join('')}</div>`);
    if ((m.components ?? []).length > 0)
      parts.push(
        `<div class="components">${(m.components ?? []).map((c) => renderComponent(c, m.id, ctx)).join('')}</div>`,
      );
  }
  if (ctx.pending) parts.push(`<div class="pending-note">Sending…</div>`);
  if (ctx.failure) parts.push(`<div class="failure" role="alert">${escapeHtml(ctx.failure)}</div>`);
  if (ephemeral) parts.push('<div class="ephemeral-note"><span class="eye">👁</span> Only you can see this</div>');
  parts.push('</div>');
  return { html: parts.join(''), mentionsMe };
}

interface V2Context extends Names {
  messageId: string;
  attachments: APIAttachment[];
}

/** The URL a media item stands for: `attachment://name` is the message's attachment of that name. */
function mediaUrl(url: unknown, ctx: V2Context): { url: string; attachment?: APIAttachment } | null {
  if (typeof url !== 'string') return null;
  const m = /^attachment:\/\/(.+)$/.exec(url);
  if (!m) return { url };
  const attachment = ctx.attachments.find((a) => a.filename === m[1]);
  return attachment ? { url: attachment.url, attachment } : null;
}

/** A components V2 tree as HTML; tells whether its text mentions the viewer. */
export function renderV2(
  components: readonly APIMessageComponent[],
  ctx: V2Context,
): { html: string; mentionsMe: boolean } {
  let mentionsMe = false;
  const markdown = (text: string) => {
    const r = renderMarkdown(text, ctx);
    if (r.mentionsMe) mentionsMe = true;
    return r.html;
  };
  const one = (c: APIMessageComponent): string => {
    switch (c?.type) {
      case 17: {
        const color = typeof c.accent_color === 'number' ? `#${c.accent_color.toString(16).padStart(6, '0')}` : null;
        return `<div class="v2-container${c.spoiler ? ' spoiler-box' : ''}${color ? ' accented' : ''}"${color ? ` style="--accent:${color}"` : ''}>${(c.components ?? []).map(one).join('')}</div>`;
      }
      case 10:
        return `<div class="content text-display">${markdown(String(c.content ?? ''))}</div>`;
      case 9: {
        const texts = (c.components ?? []).map(one).join('');
        const accessory = c.accessory ? one(c.accessory) : '';
        return `<div class="v2-section"><div class="section-texts">${texts}</div><div class="section-accessory">${accessory}</div></div>`;
      }
      case 11: {
        const media = mediaUrl(c.media?.url, ctx);
        if (!media) return '<div class="missing-media">(missing image)</div>';
        const alt = escapeHtml(c.description ?? media.attachment?.description ?? media.attachment?.filename ?? '');
        return `<img class="thumbnail" src="${escapeHtml(media.url)}" alt="${alt}" title="${alt}">`;
      }
      case 12: {
        const items = c.items ?? [];
        const figures = items
          .map((item) => {
            const media = mediaUrl(item?.media?.url, ctx);
            if (!media) return '<div class="missing-media">(missing image)</div>';
            const alt = escapeHtml(
              item.description ?? media.attachment?.description ?? media.attachment?.filename ?? '',
            );
            return `<figure class="image${item.spoiler ? ' spoiler-box' : ''}"><img src="${escapeHtml(media.url)}" alt="${alt}" title="${alt}" loading="eager"></figure>`;
          })
          .join('');
        return `<div class="media-gallery items-${Math.min(items.length, 4)}">${figures}</div>`;
      }
      case 13: {
        const media = mediaUrl(c.file?.url, ctx);
        return media?.attachment
          ? `<div class="attachments">${renderAttachment(media.attachment, true)}</div>`
          : '<div class="missing-media">(missing file)</div>';
      }
      case 14:
        return `<div class="separator spacing-${c.spacing === 2 ? 2 : 1}${c.divider === false ? '' : ' divider'}" role="separator"></div>`;
      default:
        return renderComponent(c, ctx.messageId, ctx);
    }
  };
  const html = components.map(one).join('');
  return { html, mentionsMe };
}
/** An attachment: an image inline (unless `asFile`: a V2 file component shows any file as a download). */
function renderAttachment(a: APIAttachment, asFile = false): string {
  const url = escapeHtml(a.url);
  if (!asFile && (String(a.content_type ?? '').startsWith('image/') || /\.(png|webp|jpe?g|gif)$/i.test(a.filename))) {
    const alt = escapeHtml(a.description ?? a.filename);
    return `<figure class="image"><img src="${url}" alt="${alt}" title="${alt}" loading="eager"></figure>`;
  }
  return `<a class="file" href="${url}" download="${escapeHtml(a.filename)}"><span class="file-icon">📄</span><span>${escapeHtml(a.filename)}</span><span class="size">${formatSize(a.size)}</span></a>`;
}

function renderComponent(c: APIMessageComponent, messageId: string, ctx: Names): string {
  switch (c.type) {
    case 1:
      return `<div class="action-row">${(c.components ?? []).map((x) => renderComponent(x, messageId, ctx)).join('')}</div>`;
    case 2: {
      const style = BUTTON_STYLES[c.style] ?? 'secondary';
      const emojiName = 'emoji' in c ? c.emoji?.name : undefined;
      const emoji = emojiName ? `<span class="emoji">${escapeHtml(emojiName)}</span>` : '';
      const label = `${emoji}${escapeHtml(('label' in c ? c.label : undefined) ?? '')}`;
      if (c.style === 5) {
        // A link to a Discord channel or message opens it here, as Discord's own client does.
        const inside = discordLink(String(c.url ?? ''));
        if (inside)
          return `<a class="btn link discord-link${c.disabled ? ' disabled' : ''}" href="#" data-channel="${inside.channel}"${inside.message ? ` data-message="${inside.message}"` : ''}>${label}</a>`;
        return `<a class="btn link${c.disabled ? ' disabled' : ''}" href="${escapeHtml(c.url ?? '#')}" target="_blank" rel="noreferrer">${label} ↗</a>`;
      }
      const customId = 'custom_id' in c ? c.custom_id : '';
      return `<button type="button" class="btn ${style}" data-message="${messageId}" data-custom-id="${escapeHtml(customId)}"${c.disabled ? ' disabled' : ''}>${label}</button>`;
    }
    case 3: {
      const multiple = (c.max_values ?? 1) > 1;
      const options = (c.options ?? [])
        .map(
          (o) =>
            `<option value="${escapeHtml(o.value)}"${o.default ? ' selected' : ''} title="${escapeHtml(o.description ?? '')}">${o.emoji?.name ? `${escapeHtml(o.emoji.name)} ` : ''}${escapeHtml(o.label)}</option>`,
        )
        .join('');
      const placeholder = multiple
        ? ''
        : `<option value="" disabled selected hidden>${escapeHtml(c.placeholder ?? 'Make a selection')}</option>`;
      return (
        `<div class="select-wrap"><select class="select" data-message="${messageId}" data-custom-id="${escapeHtml(c.custom_id)}"` +
        `${multiple ? ` multiple data-min="${c.min_values ?? 1}" data-max="${c.max_values}"` : ''}${c.disabled ? ' disabled' : ''}>${placeholder}${options}</select>` +
        `${multiple ? `<button type="button" class="btn primary select-submit" data-message="${messageId}" data-custom-id="${escapeHtml(c.custom_id)}"${c.disabled ? ' disabled' : ''}>Choose</button>` : ''}</div>`
      );
    }
    default:
      return `<div class="unknown-component">(component type ${Number(c.type)} is not drawn by the playground)</div>`;
  }
}

function renderEmbed(e: APIEmbed, ctx: Names): string {
  const color = typeof e.color === 'number' ? `#${e.color.toString(16).padStart(6, '0')}` : '#1e1f22';
  const md = (t: string) => renderMarkdown(t, ctx).html;
  const fields = (e.fields ?? [])
    .map(
      (f) =>
        `<div class="field${f.inline ? ' inline' : ''}"><div class="field-name">${md(f.name)}</div><div class="field-value">${md(f.value)}</div></div>`,
    )
    .join('');
  return (
    `<div class="embed" style="border-left-color:${color}">` +
    (e.author?.name ? `<div class="embed-author">${escapeHtml(e.author.name)}</div>` : '') +
    (e.title ? `<div class="embed-title">${md(e.title)}</div>` : '') +
    (e.description ? `<div class="embed-description">${md(e.description)}</div>` : '') +
    (fields ? `<div class="embed-fields">${fields}</div>` : '') +
    (e.image?.url ? `<img class="embed-image" src="${escapeHtml(e.image.url)}" alt="">` : '') +
    (e.thumbnail?.url ? `<img class="embed-thumbnail" src="${escapeHtml(e.thumbnail.url)}" alt="">` : '') +
    (e.footer?.text || e.timestamp
      ? `<div class="embed-footer">${escapeHtml(e.footer?.text ?? '')}${e.timestamp ? ` • ${escapeHtml(formatTimestamp(Date.parse(e.timestamp), 'f', undefined, ctx.locale))}` : ''}</div>`
      : '') +
    '</div>'
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

const AVATAR_COLORS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#747f8d'];

function avatarColor(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[h % AVATAR_COLORS.length]!;
}
