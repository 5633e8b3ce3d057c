// Components V2, as Discord checks them on a message with the IS_COMPONENTS_V2 flag
// (docs/components/reference in discord-api-docs): which component may sit where,
// the 40 components of a message (nested ones and accessories counted), the 4000
// characters of all its text displays together, sections of 1-3 texts with a
// thumbnail or button beside them, galleries of 1-10 items, files that name an
// uploaded attachment, separators, containers with an accent color. The flag's
// own rules (no content or embeds with it, never removed by an edit, ignored on a
// deferred reply) live with the messages (messages.ts, fake-server.ts).
import {
  ComponentType,
  MessageFlags,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APISelectMenuComponent,
} from 'discord-api-types/v10';
import type { ErrorCollector, FormPath } from './form-errors.ts';
import { isJsonObject, type JsonObject } from './json.ts';
import { LIMITS } from './limits.ts';

const T = ComponentType;
const SELECT_TYPES = new Set<unknown>([
  T.StringSelect,
  T.UserSelect,
  T.RoleSelect,
  T.MentionableSelect,
  T.ChannelSelect,
]);
/** What a V2 message may hold at its top level. */
const TOP_LEVEL = new Set<unknown>([
  T.ActionRow,
  T.Section,
  T.TextDisplay,
  T.MediaGallery,
  T.File,
  T.Separator,
  T.Container,
]);
/** What a container may hold: the same, but no container. */
const IN_CONTAINER = new Set<unknown>([T.ActionRow, T.Section, T.TextDisplay, T.MediaGallery, T.File, T.Separator]);
const ATTACHMENT_URL = /^attachment:\/\/(.+)$/;

/** Checks the action rows, buttons and selects found inside the layout (the classic rules). */
export type InteractiveCheck = (component: JsonObject, path: FormPath) => void;

/** Every component of a V2 message, counted as Discord counts them: each nested one and each accessory. */
export function countV2Components(list: readonly unknown[]): number {
  let n = 0;
  for (const comp of list ?? []) {
    n++;
    if (!isJsonObject(comp)) continue;
    if (Array.isArray(comp.components)) n += countV2Components(comp.components);
    if (comp.accessory) n++;
  }
  return n;
}

/** Every component of a tree, depth first (accessories after their section's texts). */
export function walkComponents(list: readonly unknown[], visit: (component: JsonObject) => void): void {
  for (const comp of list ?? []) {
    if (!isJsonObject(comp)) continue;
    visit(comp);
    if (Array.isArray(comp.components)) walkComponents(comp.components, visit);
    if (comp.accessory) walkComponents([comp.accessory], visit);
  }
}

/** The text displays' contents, in order: what a V2 message says. */
export function textDisplays(list: readonly unknown[]): string[] {
  const out: string[] = [];
  walkComponents(list, (c) => {
    if (c.type === T.TextDisplay && typeof c.content === 'string') out.push(c.content);
  });
  return out;
}

/** The file names a V2 message shows through `attachment://name` (gallery items, thumbnails, files), in order. */
export function attachmentReferences(list: readonly unknown[]): string[] {
  const out: string[] = [];
  const take = (url: unknown) => {
    const m = typeof url === 'string' ? ATTACHMENT_URL.exec(url) : null;
    if (m && !out.includes(m[1])) out.push(m[1]);
  };
  const urlOf = (media: unknown) => (isJsonObject(media) ? media.url : undefined);
  walkComponents(list, (c) => {
    if (c.type === T.MediaGallery && Array.isArray(c.items))
      for (const item of c.items) take(isJsonObject(item) ? urlOf(item.media) : undefined);
    if (c.type === T.Thumbnail) take(urlOf(c.media));
    if (c.type === T.File) take(urlOf(c.file));
  });
  return out;
}

export function validateV2Components(
  c: ErrorCollector,
  components: readonly unknown[],
  interactive: InteractiveCheck,
): void {
  if (countV2Components(components) > LIMITS.componentsV2Total) {
    c.add(['components'], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.componentsV2Total} or fewer in length.`);
  }
  const text = textDisplays(components).reduce((n, s) => n + s.length, 0);
  if (text > LIMITS.componentsV2Text) {
    c.add(
      ['components'],
      'COMPONENT_LAYOUT_TEXT_LIMIT_EXCEEDED',
      `The text of all text displays together must be ${LIMITS.componentsV2Text} or fewer in length.`,
    );
  }
  const ids = new Set<number>();
  walkComponents(components, (comp) => {
    const id = comp.id;
    if (id === undefined || id === null) return;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 0x7fffffff)
      c.add(['components'], 'NUMBER_TYPE_COERCE', `Component id ${String(id)} is not a 32 bit integer.`);
    else if (ids.has(id)) c.add(['components'], 'COMPONENT_ID_DUPLICATED', `Component id ${id} is used twice.`);
    if (typeof id === 'number') ids.add(id);
  });
  components.forEach((comp, i) => validateIn(c, comp, ['components', i], TOP_LEVEL, interactive));
}

/** A component where only the types of `allowed` may stand. */
function validateIn(
  c: ErrorCollector,
  comp: unknown,
  path: FormPath,
  allowed: ReadonlySet<unknown>,
  interactive: InteractiveCheck,
): void {
  if (!isJsonObject(comp)) {
    c.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  if (!allowed.has(comp.type)) {
    c.add(
      [...path, 'type'],
      'UNION_TYPE_CHOICES',
      `Value of field "type" must be one of (${[...allowed].join(', ')}).`,
    );
    return;
  }
  switch (comp.type) {
    case T.ActionRow:
      return interactive(comp, path);
    case T.TextDisplay:
      return textDisplay(c, comp, path);
    case T.Section:
      return section(c, comp, path, interactive);
    case T.MediaGallery:
      return gallery(c, comp, path);
    case T.File:
      return file(c, comp, path);
    case T.Separator:
      return separator(c, comp, path);
    case T.Container:
      return container(c, comp, path, interactive);
  }
}

function textDisplay(c: ErrorCollector, comp: JsonObject, path: FormPath): void {
  c.length([...path, 'content'], comp.content, 1, LIMITS.textDisplay);
}

/** 1-3 text displays, and beside them a thumbnail or a button. */
function section(c: ErrorCollector, comp: JsonObject, path: FormPath, interactive: InteractiveCheck): void {
  const texts = comp.components;
  if (c.list([...path, 'components'], texts, 1, LIMITS.sectionTexts)) {
    texts.forEach((child, j) =>
      validateIn(c, child, [...path, 'components', j], new Set([T.TextDisplay]), interactive),
    );
  }
  const accessory = comp.accessory;
  const at = [...path, 'accessory'];
  if (!isJsonObject(accessory)) {
    c.add(at, 'BASE_TYPE_REQUIRED', 'This field is required');
    return;
  }
  if (accessory.type === T.Thumbnail)
    media(c, accessory.media, [...at, 'media'], accessory.description, [...at, 'description']);
  else if (accessory.type === T.Button) interactive(accessory, at);
  else
    c.add([...at, 'type'], 'UNION_TYPE_CHOICES', `Value of field "type" must be one of (${T.Thumbnail}, ${T.Button}).`);
}

/** An unfurled media item (a URL or `attachment://name`) and its alt text. */
function media(
  c: ErrorCollector,
  item: unknown,
  path: FormPath,
  description: unknown,
  descriptionPath: FormPath,
): void {
  if (!isJsonObject(item) || typeof item.url !== 'string' || item.url.length === 0)
    c.add([...path, 'url'], 'BASE_TYPE_REQUIRED', 'This field is required');
  if (description !== undefined && description !== null)
    c.length(descriptionPath, description, 0, LIMITS.mediaDescription);
}

function gallery(c: ErrorCollector, comp: JsonObject, path: FormPath): void {
  const items = comp.items;
  if (!c.list([...path, 'items'], items, 1, LIMITS.galleryItems)) return;
  items.forEach((item, k) => {
    const at = [...path, 'items', k];
    if (!isJsonObject(item)) {
      c.add(at, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      return;
    }
    media(c, item.media, [...at, 'media'], item.description, [...at, 'description']);
  });
}

/** A file component shows one uploaded file: its URL must be `attachment://name`. */
function file(c: ErrorCollector, comp: JsonObject, path: FormPath): void {
  const url = isJsonObject(comp.file) ? comp.file.url : undefined;
  if (typeof url !== 'string' || !ATTACHMENT_URL.test(url)) {
    c.add(
      [...path, 'file', 'url'],
      'UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY',
      'A file component only takes attachment://<filename>.',
    );
  }
}

function separator(c: ErrorCollector, comp: JsonObject, path: FormPath): void {
  if (comp.divider !== undefined && typeof comp.divider !== 'boolean')
    c.add([...path, 'divider'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
  if (comp.spacing !== undefined && comp.spacing !== 1 && comp.spacing !== 2)
    c.add([...path, 'spacing'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2}.');
}

/** A container: at least one component (no container inside), an optional accent color 0x000000..0xFFFFFF. */
function container(c: ErrorCollector, comp: JsonObject, path: FormPath, interactive: InteractiveCheck): void {
  const color = comp.accent_color;
  if (
    color !== undefined &&
    color !== null &&
    (typeof color !== 'number' || !Number.isInteger(color) || color < 0 || color > 0xffffff)
  ) {
    c.add([...path, 'accent_color'], 'NUMBER_TYPE_MAX', 'Must be a color from 0x000000 to 0xFFFFFF.');
  }
  if (comp.spoiler !== undefined && typeof comp.spoiler !== 'boolean')
    c.add([...path, 'spoiler'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
  const children = comp.components;
  if (!c.list([...path, 'components'], children, 1, LIMITS.componentsV2Total)) return;
  children.forEach((child, j) => validateIn(c, child, [...path, 'components', j], IN_CONTAINER, interactive));
}

/** What a person reads in a message: its content, then every text display of its components, in order. */
export function messageText(message: { content: string; components: readonly unknown[] }): string {
  return [message.content, ...textDisplays(message.components)].filter((s) => s.length > 0).join('\n');
}

/**
 * The attachments a person sees: on a V2 message only those its components name (`attachment://name`),
 * in the order the components name them; on other messages all of them.
 */
export function shownAttachments<A extends { filename: string }>(message: {
  flags: number;
  components: readonly unknown[];
  attachments: readonly A[];
}): A[] {
  if (!(message.flags & MessageFlags.IsComponentsV2)) return [...message.attachments];
  return attachmentReferences(message.components)
    .map((name) => message.attachments.find((a) => a.filename === name))
    .filter((a): a is A => a !== undefined);
}

/** A button or a select: what a person clicks or chooses from. */
export type InteractiveComponent = APIComponentInMessageActionRow;

/** A button or a select by its type (the rest of its fields as sent: checked where the message was stored). */
function isInteractive(c: JsonObject): boolean {
  return c.type === T.Button || SELECT_TYPES.has(c.type);
}

/**
 * Every button and select of a message, wherever it sits (action rows, containers, section accessories).
 * Of a stored message (checked as Discord checks them: message-body.ts) these are what the types say.
 */
export function interactiveComponents(components: readonly unknown[]): InteractiveComponent[] {
  const out: InteractiveComponent[] = [];
  walkComponents(components, (c) => {
    if (isInteractive(c)) out.push(c as unknown as InteractiveComponent);
  });
  return out;
}

/** What a click or a choice names by its custom_id: a button that has one, or a select. */
export type ClickableComponent = APIButtonComponentWithCustomId | APISelectMenuComponent;

/** The buttons (with a custom_id: not links) and selects of a message, wherever they sit. */
export function clickableComponents(components: readonly unknown[]): ClickableComponent[] {
  return interactiveComponents(components).filter((c): c is ClickableComponent => 'custom_id' in c);
}

/** The button or select with this custom_id anywhere in a message (action rows, containers, accessories). */
export function findComponent(components: readonly unknown[], customId: string): ClickableComponent | undefined {
  return clickableComponents(components).find((c) => c.custom_id === customId);
}

/** Whether a component type is a select's (string, user, role, mentionable, channel). */
export function isSelectType(type: unknown): boolean {
  return SELECT_TYPES.has(type);
}
