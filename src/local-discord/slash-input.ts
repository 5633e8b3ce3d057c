// A typed slash command ("/azul new players:2 variant:gray") read against the registered commands, as a
// Discord client does before it sends anything: unknown commands, unknown or malformed options and missing
// required ones are refused with a message, and what may come next is suggested; in the language the client
// is set to (localizedCommands). Pure: the playground page bundles it for the browser, the people API checks
// with it again.

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
} as const;

/** Names and descriptions by Discord locale, as a command is registered with them. */
export type Localizations = Partial<Record<string, string | null>> | null;

export interface CommandChoice {
  name: string;
  value: string | number;
  name_localizations?: Localizations;
}

export interface CommandOption {
  type: number;
  name: string;
  /** The name the bot receives, where `name` is a localized one (`localizedCommands`). */
  canonical?: string;
  name_localizations?: Localizations;
  description?: string;
  description_localizations?: Localizations;
  required?: boolean;
  choices?: CommandChoice[];
  min_value?: number;
  max_value?: number;
  min_length?: number;
  max_length?: number;
  options?: CommandOption[];
}

export interface RegisteredCommand {
  name: string;
  /** The name the bot receives, where `name` is a localized one (`localizedCommands`). */
  canonical?: string;
  name_localizations?: Localizations;
  description?: string;
  description_localizations?: Localizations;
  type?: number;
  options?: CommandOption[];
}

/**
 * The commands as a Discord client set to `locale` shows them and takes them typed: each name,
 * description and choice name in that language where the command registered one (else as
 * registered), each keeping the name the bot receives (`canonical`): a German client types
 * `/azul neu`, and the bot gets `new`.
 */
export function localizedCommands<C extends RegisteredCommand>(commands: readonly C[], locale: string): C[] {
  const said = <T extends { name: string; name_localizations?: Localizations }>(item: T) =>
    item.name_localizations?.[locale] ?? item.name;
  const described = <T extends { description?: string; description_localizations?: Localizations }>(item: T) =>
    item.description_localizations?.[locale] ?? item.description;
  const option = (o: CommandOption): CommandOption => ({
    ...o,
    name: said(o),
    canonical: o.canonical ?? o.name,
    description: described(o),
    ...(o.choices ? { choices: o.choices.map((c) => ({ ...c, name: said(c) })) } : {}),
    ...(o.options ? { options: o.options.map(option) } : {}),
  });
  return commands.map((c) => ({
    ...c,
    name: said(c),
    canonical: c.canonical ?? c.name,
    description: described(c),
    ...(c.options ? { options: c.options.map(option) } : {}),
  }));
}

export type OptionValue = string | number | boolean;

export type SlashInput =
  | { ok: true; command: string; subcommand?: string; options: Record<string, OptionValue> }
  | { ok: false; error: string };

export interface Suggestion {
  /** The whole input once this suggestion is taken. */
  text: string;
  label: string;
  description: string;
}

/** A user to resolve `user` options written as @name or <@id>. */
export interface NamedUser {
  id: string;
  username: string;
}

const isSub = (o: CommandOption) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup;
const OPTION_START = /(?:^|\s)([\p{Ll}\p{N}_-]+):/gu;

/** Reads a typed command; `users` resolves user options. */
export function parseSlashInput(text: string, commands: RegisteredCommand[], users: NamedUser[] = []): SlashInput {
  const trimmed = text.trim();
  if (!trimmed.startsWith('/')) return { ok: false, error: 'A slash command starts with /.' };
  const [name = '', ...rest] = trimmed.slice(1).split(/\s+/);
  const command = commands.find((c) => c.name === name.toLowerCase() && (c.type ?? 1) === 1);
  if (!command) {
    const known =
      commands
        .filter((c) => (c.type ?? 1) === 1)
        .map((c) => `/${c.name}`)
        .join(', ') || 'none';
    return { ok: false, error: `Unknown command /${name}. Commands in this server: ${known}.` };
  }
  let declared = command.options ?? [];
  let subcommand: string | undefined;
  let remainder = rest.join(' ');
  if (declared.some(isSub)) {
    const subs = declared.filter(isSub);
    const [subName = '', ...after] = rest;
    const sub = subs.find((o) => o.name === subName.toLowerCase());
    if (!sub) {
      const list = subs.map((o) => `/${command.name} ${o.name}`).join(', ');
      return subName === ''
        ? { ok: false, error: `/${command.name} needs a subcommand: ${list}.` }
        : { ok: false, error: `/${command.name} has no subcommand "${subName}". Try one of: ${list}.` };
    }
    subcommand = sub.canonical ?? sub.name;
    declared = sub.options ?? [];
    remainder = after.join(' ');
    if (sub.type === OptionType.SubcommandGroup) {
      // A group's subcommand comes next ("/azul tournament new"): `subcommand` names both.
      const [inner = '', ...rest2] = after;
      const chosen = declared.find((o) => o.type === OptionType.Subcommand && o.name === inner.toLowerCase());
      const list = declared.map((o) => `/${command.name} ${sub.name} ${o.name}`).join(', ');
      if (!chosen)
        return inner === ''
          ? { ok: false, error: `/${command.name} ${sub.name} needs a subcommand: ${list}.` }
          : { ok: false, error: `/${command.name} ${sub.name} has no subcommand "${inner}". Try one of: ${list}.` };
      subcommand = `${sub.canonical ?? sub.name} ${chosen.canonical ?? chosen.name}`;
      declared = chosen.options ?? [];
      remainder = rest2.join(' ');
    }
  }
  const written = splitOptions(remainder);
  const usage = `/${command.name}${subcommand ? ` ${subcommand}` : ''}`;
  if (written.leading) {
    const hint =
      declared.length > 0 ? `options are written name:value, e.g. ${declared[0]!.name}:…` : `${usage} takes no options`;
    return { ok: false, error: `Unexpected "${written.leading}": ${hint}.` };
  }
  const options: Record<string, OptionValue> = {};
  for (const { name: optionName, value } of written.options) {
    const option = declared.find((o) => o.name === optionName);
    if (!option) {
      const names = declared.map((o) => o.name).join(', ');
      return { ok: false, error: `${usage} has no option "${optionName}"${names ? ` (its options: ${names})` : ''}.` };
    }
    const key = option.canonical ?? option.name;
    if (key in options) return { ok: false, error: `Option ${optionName} is given twice.` };
    const converted = convert(option, value, users);
    if (typeof converted === 'object') return converted;
    options[key] = converted;
  }
  const missing = declared.filter((o) => o.required && !((o.canonical ?? o.name) in options)).map((o) => o.name);
  if (missing.length > 0) return { ok: false, error: `${usage}: this option is required: ${missing.join(', ')}.` };
  return { ok: true, command: command.canonical ?? command.name, subcommand, options };
}

/** What could come next after `text`: commands, subcommands, options, or an option's choices. */
export function suggest(text: string, commands: RegisteredCommand[]): Suggestion[] {
  if (!text.startsWith('/')) return [];
  const words = text.slice(1).split(' ');
  const chat = commands.filter((c) => (c.type ?? 1) === 1);
  if (words.length === 1) {
    return chat
      .filter((c) => c.name.startsWith(words[0]!.toLowerCase()))
      .map((c) => ({ text: `/${c.name} `, label: `/${c.name}`, description: c.description ?? '' }));
  }
  const command = chat.find((c) => c.name === words[0]);
  if (!command) return [];
  let declared = command.options ?? [];
  let prefix = `/${command.name} `;
  let remainder = words.slice(1).join(' ');
  if (declared.some(isSub)) {
    if (words.length === 2) {
      return declared
        .filter((o) => isSub(o) && o.name.startsWith(words[1]!.toLowerCase()))
        .map((o) => ({
          text: `${prefix}${o.name} `,
          label: `/${command.name} ${o.name}`,
          description: o.description ?? '',
        }));
    }
    const sub = declared.find((o) => isSub(o) && o.name === words[1]);
    if (!sub) return [];
    declared = sub.options ?? [];
    prefix += `${sub.name} `;
    remainder = words.slice(2).join(' ');
    if (sub.type === OptionType.SubcommandGroup) {
      if (words.length === 3)
        return declared
          .filter((o) => o.name.startsWith(words[2]!.toLowerCase()))
          .map((o) => ({
            text: `${prefix}${o.name} `,
            label: `${prefix}${o.name}`.trim(),
            description: o.description ?? '',
          }));
      const inner = declared.find((o) => o.name === words[2]);
      if (!inner) return [];
      declared = inner.options ?? [];
      prefix += `${inner.name} `;
      remainder = words.slice(3).join(' ');
    }
  }
  // Typing an option's value: its choices. Typing a name (or nothing yet): the options not given.
  const typingValue = /(?:^|\s)([\p{Ll}\p{N}_-]+):([^:]*)$/u.exec(remainder);
  // A value followed by a space is finished: then the next option names are what may come.
  if (typingValue && !(typingValue[2]!.endsWith(' ') && typingValue[2]!.trim() !== '')) {
    const option = declared.find((o) => o.name === typingValue[1]);
    const partial = typingValue[2]!.toLowerCase();
    const head = text.slice(0, text.length - typingValue[2]!.length);
    return (option?.choices ?? [])
      .filter((c) => c.name.toLowerCase().startsWith(partial) || String(c.value).toLowerCase().startsWith(partial))
      .map((c) => ({
        text: `${head}${c.value} `,
        label: `${option!.name}: ${c.name}`,
        description: `value ${c.value}`,
      }));
  }
  const given = new Set(splitOptions(remainder).options.map((o) => o.name));
  const lastWord = remainder.split(' ').pop() ?? '';
  const head = text.slice(0, text.length - lastWord.length);
  return declared
    .filter((o) => !given.has(o.name) && o.name.startsWith(lastWord.toLowerCase()))
    .map((o) => ({
      text: `${head}${o.name}:`,
      label: `${o.name}${o.required ? '' : ' (optional)'}`,
      description: o.description ?? '',
    }));
}

function splitOptions(text: string): { leading: string; options: Array<{ name: string; value: string }> } {
  const starts = [...text.matchAll(OPTION_START)];
  const leading = (starts.length > 0 ? text.slice(0, starts[0]!.index) : text).trim();
  const options = starts.map((m, i) => {
    const from = m.index! + m[0].length;
    const to = i + 1 < starts.length ? starts[i + 1]!.index! : text.length;
    return { name: m[1]!, value: text.slice(from, to).trim() };
  });
  return { leading, options };
}

function convert(option: CommandOption, raw: string, users: NamedUser[]): OptionValue | { ok: false; error: string } {
  const fail = (why: string) => ({ ok: false as const, error: `Option ${option.name}: ${why}.` });
  if (raw === '') return fail('a value is needed after the colon');
  if (option.choices && option.choices.length > 0) {
    const lower = raw.toLowerCase();
    const choice = option.choices.find(
      (c) => String(c.value).toLowerCase() === lower || c.name.toLowerCase() === lower,
    );
    if (!choice) return fail(`choose one of ${option.choices.map((c) => `${c.value} (${c.name})`).join(', ')}`);
    return choice.value;
  }
  switch (option.type) {
    case OptionType.Integer:
    case OptionType.Number: {
      const pattern = option.type === OptionType.Integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      if (!pattern.test(raw))
        return fail(option.type === OptionType.Integer ? 'enter a whole number' : 'enter a number');
      const n = Number(raw);
      if (option.min_value !== undefined && n < option.min_value)
        return fail(`the value must be at least ${option.min_value}`);
      if (option.max_value !== undefined && n > option.max_value)
        return fail(`the value must be at most ${option.max_value}`);
      return n;
    }
    case OptionType.Boolean:
      if (/^(true|yes)$/i.test(raw)) return true;
      if (/^(false|no)$/i.test(raw)) return false;
      return fail('choose true or false');
    case OptionType.User:
    case OptionType.Mentionable: {
      const id = /^<@!?(\d+)>$/.exec(raw)?.[1];
      const user = users.find(
        (u) =>
          u.id === id ||
          `@${u.username}`.toLowerCase() === raw.toLowerCase() ||
          u.username.toLowerCase() === raw.toLowerCase(),
      );
      if (!user) return fail(`no member named ${raw}`);
      return user.id;
    }
    default:
      if (option.min_length !== undefined && raw.length < option.min_length)
        return fail(`at least ${option.min_length} characters`);
      if (option.max_length !== undefined && raw.length > option.max_length)
        return fail(`at most ${option.max_length} characters`);
      return raw;
  }
}
