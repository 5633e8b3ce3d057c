// A message body as Discord checks it (create, edit, interaction reply, follow-up), reported the way
// Discord reports it: a nested `errors` object whose leaves are { _errors: [{ code, message }] } (HTTP
// 400, code 50035). The classic components and embeds are checked here; Components V2 (the
// IS_COMPONENTS_V2 flag) in components-v2.ts; the numbers in limits.ts.
import { ComponentType, MessageFlags, type APIEmbed, type APIMessageTopLevelComponent } from 'discord-api-types/v10';
import { isSelectType, validateV2Components } from './components-v2.ts';
import { ErrorCollector, type FormErrors, type FormPath } from './form-errors.ts';
import { isJsonObject, type JsonObject } from './json.ts';
import { IS_COMPONENTS_V2, LIMITS } from './limits.ts';

export type { FormErrors } from './form-errors.ts';

/**
 * A body that passed validateMessageBody: what it checks has the types Discord's API gives it; what it
 * does not check (mentions, references, nonces, the attachments' ids) is still to be read with care.
 */
export interface MessageBody extends JsonObject {
  content?: string | null;
  components?: APIMessageTopLevelComponent[] | null;
  embeds?: APIEmbed[] | null;
  flags?: unknown;
  attachments?: unknown;
  allowed_mentions?: unknown;
}

/**
 * Whom a body lets its mentions ping (allowed_mentions): every user mentioned (`parse` has "users"),
 * or only those listed. Undefined without allowed_mentions: then every mention pings.
 */
export function allowedUserPings(body: MessageBody): { everyUser: boolean; users: string[] } | undefined {
  const allowed = body.allowed_mentions;
  if (!isJsonObject(allowed)) return undefined;
  return {
    everyUser: Array.isArray(allowed.parse) && allowed.parse.includes('users'),
    users: Array.isArray(allowed.users) ? allowed.users.map(String) : [],
  };
}

/** The flags a bot may set on a message it sends (the rest are Discord's to set, or the interaction's). */
export const SENDABLE_FLAGS =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsComponentsV2;

/** A body's flags when it names them as a number (anything else counts as none). */
export function flagsOf(body: JsonObject): number {
  return typeof body.flags === 'number' ? body.flags : 0;
}

export interface MessageBodyCheck {
  /** Creating a message (vs. editing): an empty result is then an error. */
  creating: boolean;
  /** Number of files uploaded with the request. */
  fileCount: number;
}

/** Returns Discord-style form errors, or null when the body is valid. */
export function validateMessageBody(body: unknown, check: MessageBodyCheck): FormErrors | null {
  const c = new ErrorCollector();
  if (!isJsonObject(body)) {
    c.add([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return c.errors;
  }
  if (body.content !== undefined && body.content !== null) {
    if (typeof body.content !== 'string') c.add(['content'], 'BASE_TYPE_STRING', 'Must be a string.');
    else c.length(['content'], body.content, 0, LIMITS.content);
  }
  const flags = flagsOf(body);
  if (flags & IS_COMPONENTS_V2) {
    // A V2 message says everything through its components: no content, embeds, poll or stickers.
    const legacy: [string, boolean][] = [
      ['content', typeof body.content === 'string' && body.content.length > 0],
      ['embeds', Array.isArray(body.embeds) && body.embeds.length > 0],
      ['poll', body.poll !== undefined && body.poll !== null],
      ['sticker_ids', Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0],
    ];
    for (const [field, used] of legacy) {
      if (used)
        c.add(
          [field],
          'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
          `The ${field} field cannot be used with components v2`,
        );
    }
  }
  if (body.components !== undefined && body.components !== null) {
    validateComponents(c, body.components, (flags & IS_COMPONENTS_V2) !== 0);
  }
  if (body.embeds !== undefined && body.embeds !== null) validateEmbeds(c, body.embeds);
  if (Array.isArray(body.attachments)) {
    body.attachments.forEach((a: unknown, i: number) => {
      if (isJsonObject(a) && a.description !== undefined && a.description !== null) {
        c.length(['attachments', i, 'description'], a.description, 0, LIMITS.attachmentDescription);
      }
    });
  }
  if (check.fileCount > LIMITS.files) {
    c.add(['files'], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.files} or fewer in length.`);
  }
  return c.count > 0 ? c.errors : null;
}

/** The body with its type once the checks find nothing, else Discord's form errors. */
export function checkMessageBody(
  body: unknown,
  check: MessageBodyCheck,
): { ok: true; body: MessageBody } | { ok: false; errors: FormErrors } {
  const errors = validateMessageBody(body, check);
  if (errors) return { ok: false, errors };
  // validateMessageBody refuses any body that is not an object, and checks each field MessageBody types.
  return { ok: true, body: body as MessageBody };
}

/** Discord's 50006: a new message needs at least one of content, embeds, components, files. */
export function isEmptyMessage(body: JsonObject, fileCount: number): boolean {
  const has = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.length > 0 : false);
  return (
    !has(body.content) &&
    !has(body.embeds) &&
    !has(body.components) &&
    !has(body.sticker_ids) &&
    fileCount === 0 &&
    !body.poll
  );
}

function validateComponents(c: ErrorCollector, components: unknown, v2: boolean): void {
  if (!Array.isArray(components)) {
    c.add(['components'], 'BASE_TYPE_LIST', 'Must be a list.');
    return;
  }
  const customIds = new Map<string, string>();
  if (v2) {
    // Buttons and selects inside V2 layouts keep the classic rules (and one set of custom ids).
    validateV2Components(c, components, (comp, path) => validateLegacyComponent(c, comp, path, customIds));
    return;
  }
  if (components.length > LIMITS.actionRows) {
    c.add(['components'], 'BASE_TYPE_BAD_LENGTH', `Must be between 0 and ${LIMITS.actionRows} in length.`);
  }
  components.forEach((component: unknown, i: number) => {
    const path = ['components', i];
    if (!isJsonObject(component) || component.type !== ComponentType.ActionRow) {
      // Text displays, containers and the other layout components need the IS_COMPONENTS_V2 flag.
      c.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).');
      return;
    }
    validateLegacyComponent(c, component, path, customIds);
  });
}

/** An action row, button or select (the components messages had before V2); anything else is refused here. */
function validateLegacyComponent(
  c: ErrorCollector,
  comp: unknown,
  path: FormPath,
  customIds: Map<string, string>,
): void {
  if (!isJsonObject(comp)) {
    c.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  if (comp.type === ComponentType.ActionRow) return validateActionRow(c, comp, path, customIds);
  if (comp.type === ComponentType.Button) return validateButton(c, comp, path, customIds);
  if (isSelectType(comp.type)) return validateSelect(c, comp, path, customIds);
  c.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of the component types.');
}

function validateActionRow(c: ErrorCollector, row: JsonObject, path: FormPath, customIds: Map<string, string>): void {
  const children = row.components;
  if (!Array.isArray(children) || children.length < 1 || children.length > LIMITS.buttonsPerRow) {
    c.add([...path, 'components'], 'BASE_TYPE_BAD_LENGTH', `Must be between 1 and ${LIMITS.buttonsPerRow} in length.`);
    if (!Array.isArray(children)) return;
  }
  const hasSelect = children.some((ch: unknown) => isJsonObject(ch) && isSelectType(ch.type));
  if (hasSelect && children.length > 1) {
    c.add(
      [...path, 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    );
  }
  children.forEach((child: unknown, j: number) => {
    const childPath = [...path, 'components', j];
    if (isJsonObject(child) && child.type === ComponentType.ActionRow) {
      c.add([...childPath, 'type'], 'UNION_TYPE_CHOICES', 'Action rows cannot contain action rows.');
      return;
    }
    validateLegacyComponent(c, child, childPath, customIds);
  });
}

function checkCustomId(c: ErrorCollector, comp: JsonObject, path: FormPath, customIds: Map<string, string>): void {
  c.length([...path, 'custom_id'], comp.custom_id, 1, LIMITS.customId);
  if (typeof comp.custom_id !== 'string') return;
  const key = comp.custom_id;
  if (customIds.has(key)) {
    c.add([...path, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
  }
  customIds.set(key, path.join('.'));
}

function validateButton(c: ErrorCollector, b: JsonObject, path: FormPath, customIds: Map<string, string>): void {
  if (typeof b.style !== 'number' || ![1, 2, 3, 4, 5, 6].includes(b.style)) {
    c.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6}.');
    return;
  }
  if (b.style === 5) {
    if (typeof b.url !== 'string') c.add([...path, 'url'], 'BASE_TYPE_REQUIRED', 'This field is required');
    if (b.custom_id !== undefined) {
      c.add(
        [...path, 'custom_id'],
        'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
        'A custom id cannot be specified for link buttons',
      );
    }
  } else if (b.style === 6) {
    if (typeof b.sku_id !== 'string') c.add([...path, 'sku_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
  } else {
    checkCustomId(c, b, path, customIds);
  }
  if (b.label !== undefined && b.label !== null) c.length([...path, 'label'], b.label, 0, LIMITS.buttonLabel);
  if (b.style !== 6 && !b.label && !b.emoji) {
    c.add([...path, 'label'], 'BUTTON_COMPONENT_INVALID_LABEL', 'A label or an emoji is required');
  }
}

function validateSelect(c: ErrorCollector, s: JsonObject, path: FormPath, customIds: Map<string, string>): void {
  checkCustomId(c, s, path, customIds);
  if (s.placeholder !== undefined && s.placeholder !== null) {
    c.length([...path, 'placeholder'], s.placeholder, 0, LIMITS.placeholder);
  }
  const max = s.max_values ?? 1;
  const min = s.min_values ?? 1;
  if (typeof min !== 'number' || min < 0 || min > 25) {
    c.add([...path, 'min_values'], 'NUMBER_TYPE_MAX', 'Must be between 0 and 25.');
  }
  if (typeof max !== 'number' || max < 1 || max > 25) {
    c.add([...path, 'max_values'], 'NUMBER_TYPE_MAX', 'Must be between 1 and 25.');
  }
  if (s.type !== ComponentType.StringSelect) return;
  const options = s.options;
  if (!Array.isArray(options) || options.length < 1 || options.length > LIMITS.selectOptions) {
    c.add([...path, 'options'], 'BASE_TYPE_BAD_LENGTH', `Must be between 1 and ${LIMITS.selectOptions} in length.`);
    if (!Array.isArray(options)) return;
  }
  if (typeof max === 'number' && max > options.length) {
    c.add(
      [...path, 'max_values'],
      'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE',
      'max_values must not exceed the number of options',
    );
  }
  const values = new Set<string>();
  options.forEach((option: unknown, k: number) => {
    const optPath = [...path, 'options', k];
    const o = isJsonObject(option) ? option : {};
    c.length([...optPath, 'label'], o.label, 1, LIMITS.optionText);
    c.length([...optPath, 'value'], o.value, 1, LIMITS.optionText);
    if (o.description !== undefined && o.description !== null) {
      c.length([...optPath, 'description'], o.description, 0, LIMITS.optionText);
    }
    if (typeof o.value === 'string') {
      if (values.has(o.value)) {
        c.add([...optPath, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Option values must be unique');
      }
      values.add(o.value);
    }
  });
}

function validateEmbeds(c: ErrorCollector, embeds: unknown): void {
  if (!Array.isArray(embeds)) {
    c.add(['embeds'], 'BASE_TYPE_LIST', 'Must be a list.');
    return;
  }
  if (embeds.length > LIMITS.embeds) {
    c.add(['embeds'], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.embeds} or fewer in length.`);
  }
  let total = 0;
  const text = (path: FormPath, v: unknown, max: number, min = 0) => {
    if (v === undefined || v === null) {
      if (min > 0) c.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
      return;
    }
    c.length(path, v, min, max);
    if (typeof v === 'string') total += v.length;
  };
  embeds.forEach((e: unknown, i: number) => {
    const p = ['embeds', i];
    if (!isJsonObject(e)) {
      c.add(p, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
      return;
    }
    const inner = (v: unknown) => (isJsonObject(v) ? v : {});
    text([...p, 'title'], e.title, 256);
    text([...p, 'description'], e.description, 4096);
    text([...p, 'footer', 'text'], inner(e.footer).text, 2048);
    text([...p, 'author', 'name'], inner(e.author).name, 256);
    const fields = e.fields ?? [];
    if (Array.isArray(fields)) {
      if (fields.length > 25) c.add([...p, 'fields'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
      fields.forEach((f: unknown, j: number) => {
        text([...p, 'fields', j, 'name'], inner(f).name, 256, 1);
        text([...p, 'fields', j, 'value'], inner(f).value, 1024, 1);
      });
    }
  });
  if (total > LIMITS.embedTotal) {
    c.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${LIMITS.embedTotal}`);
  }
}
