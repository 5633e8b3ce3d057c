// Components V2 messages (Discord's IS_COMPONENTS_V2 flag): the words sit with the picture in one
// container colored for the player it is about. Such a message has no `content` and no embeds;
// the flag can never be removed by an edit; an attachment shows only where a component names it
// (`attachment://name`); at most 40 components, nested ones counted. Raw API JSON, like the rows.
import { ComponentType, MessageFlags } from 'discord.js';
import type { Row } from './common.ts';

export interface TextDisplay {
  type: ComponentType.TextDisplay;
  content: string;
}

export interface MediaGallery {
  type: ComponentType.MediaGallery;
  items: Array<{ media: { url: string }; description?: string }>;
}

export interface FileComponent {
  type: ComponentType.File;
  file: { url: string };
}

export interface Separator {
  type: ComponentType.Separator;
  divider?: boolean;
  spacing?: 1 | 2;
}

export type ContainerChild = TextDisplay | MediaGallery | Separator | FileComponent | Row;

export interface Container {
  type: ComponentType.Container;
  accent_color?: number;
  components: ContainerChild[];
}

export type TopLevel = Container | TextDisplay | MediaGallery | Separator | Row;

/** A Components V2 message (sent, or the components of an update). */
export interface V2View {
  flags: MessageFlags.IsComponentsV2;
  components: TopLevel[];
  /** Only these users are pinged (mentions in text displays ping like content does). */
  allowedMentions: { users: string[]; parse: [] };
}

/** Discord's limit on the text of all text displays of one message. */
export const V2_TEXT_MAX = 4000;
/** Discord's limit on components in one message, nested ones included. */
export const V2_COMPONENTS_MAX = 40;

export function text(content: string): TextDisplay {
  return { type: ComponentType.TextDisplay, content };
}

/** The image a file attachment holds, shown in the message. */
export function gallery(image: { name: string; description?: string }): MediaGallery {
  return {
    type: ComponentType.MediaGallery,
    items: [
      {
        media: { url: `attachment://${image.name}` },
        ...(image.description ? { description: image.description.slice(0, 1024) } : {}),
      },
    ],
  };
}

/** A file attachment shown as a download (`attachment://name`). */
export function file(name: string): FileComponent {
  return { type: ComponentType.File, file: { url: `attachment://${name}` } };
}

export function separator(): Separator {
  return { type: ComponentType.Separator, divider: true, spacing: 1 };
}

export function container(accent: number | null, children: Array<ContainerChild | null | false>): Container {
  return {
    type: ComponentType.Container,
    ...(accent !== null ? { accent_color: accent } : {}),
    components: children.filter((c): c is ContainerChild => !!c),
  };
}

export function v2(components: TopLevel[], ping: string[] = []): V2View {
  return { flags: MessageFlags.IsComponentsV2, components, allowedMentions: { users: ping, parse: [] } };
}

/** Text displays for `lines`, none when empty (an empty text display is refused). */
export function textOf(lines: string[]): TextDisplay | null {
  const content = lines.filter((l) => l.length > 0).join('\n');
  return content ? text(content) : null;
}

/** A message's components as they are, less every row of buttons (an old summary's vote taken off). */
export function withoutButtons(components: readonly unknown[]): Pick<V2View, 'flags' | 'components'> {
  const strip = (node: unknown): unknown => {
    const data = (
      node && typeof node === 'object' && 'toJSON' in node && typeof (node as { toJSON: unknown }).toJSON === 'function'
        ? (node as { toJSON(): unknown }).toJSON()
        : node
    ) as { type?: number; components?: unknown[] };
    if (!data.components) return data;
    return {
      ...data,
      components: data.components
        .filter(
          (c) =>
            ((c as { toJSON?: () => { type?: number } }).toJSON?.() ?? (c as { type?: number })).type !==
            ComponentType.ActionRow,
        )
        .map(strip),
    };
  };
  const kept = components
    .filter(
      (c) =>
        ((c as { toJSON?: () => { type?: number } }).toJSON?.() ?? (c as { type?: number })).type !==
        ComponentType.ActionRow,
    )
    .map(strip);
  return { flags: MessageFlags.IsComponentsV2, components: kept as TopLevel[] };
}
