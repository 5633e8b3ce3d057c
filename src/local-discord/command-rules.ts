// Discord's rules for an application command's body, as its API checks them at registration
// (HTTP 400, code 50035, errors nested by path): names and their localizations match the naming
// pattern, lowercase where a letter has a lowercase form, 1–32 characters; descriptions and their
// localizations 1–100; choice names and theirs 1–100; at most 25 options and 25 choices; the
// localization keys are Discord's locales. Shared by the local Discord and the unit tests of the
// bot's own commands.
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type Locale,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { ErrorCollector, type FormErrors, type FormPath } from './form-errors.ts';
import { jsonObject } from './json.ts';

/** Discord's locales (the keys of `name_localizations` and `description_localizations`). */
export const DISCORD_LOCALE_KEYS = [
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
] as const satisfies readonly `${Locale}`[];

/** One of Discord's locales (the languages a person's client can be set to). */
export function isDiscordLocale(value: string): value is Locale {
  return (DISCORD_LOCALE_KEYS as readonly string[]).includes(value);
}

/** Discord's pattern for chat input command and option names. */
export const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** A chat input name Discord accepts: the pattern, and no letter that has a lowercase form left uppercase. */
export function validCommandName(name: unknown): boolean {
  return typeof name === 'string' && COMMAND_NAME.test(name) && name.toLowerCase() === name;
}

function checkName(e: ErrorCollector, path: FormPath, name: unknown, chatInput: boolean): void {
  const ok = chatInput ? validCommandName(name) : typeof name === 'string' && name.length >= 1 && name.length <= 32;
  if (!ok) e.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
}

/** A localizations map: Discord's locale keys only, each value checked by `value`. */
function checkLocalizations(
  e: ErrorCollector,
  path: FormPath,
  map: unknown,
  value: (path: FormPath, v: unknown) => void,
): void {
  if (map === undefined || map === null) return;
  if (typeof map !== 'object' || Array.isArray(map)) {
    e.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  for (const [locale, v] of Object.entries(map)) {
    if (!(DISCORD_LOCALE_KEYS as readonly string[]).includes(locale))
      e.add([...path, locale], 'BASE_TYPE_CHOICES', `Value must be one of ${JSON.stringify(DISCORD_LOCALE_KEYS)}.`);
    else value([...path, locale], v);
  }
}

function checkNamed(
  e: ErrorCollector,
  path: FormPath,
  value: unknown,
  chatInput: boolean,
  needsDescription: boolean,
): void {
  const item = jsonObject(value);
  checkName(e, [...path, 'name'], item.name, chatInput);
  checkLocalizations(e, [...path, 'name_localizations'], item.name_localizations, (p, v) =>
    checkName(e, p, v, chatInput),
  );
  if (needsDescription) {
    e.length([...path, 'description'], item.description, 1, 100);
    checkLocalizations(e, [...path, 'description_localizations'], item.description_localizations, (p, v) =>
      e.length(p, v, 1, 100),
    );
  }
}

function checkOptions(e: ErrorCollector, path: FormPath, options: unknown): void {
  if (options === undefined) return;
  if (!e.list(path, options, 0, 25)) return;
  options.forEach((option, i) => {
    checkNamed(e, [...path, i], option, true, true);
    const o = jsonObject(option);
    if (Array.isArray(o.choices)) {
      if (o.choices.length > 25)
        e.add([...path, i, 'choices'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
      o.choices.forEach((choice: unknown, j: number) => {
        const at = [...path, i, 'choices', j];
        const c = jsonObject(choice);
        e.length([...at, 'name'], c.name, 1, 100);
        checkLocalizations(e, [...at, 'name_localizations'], c.name_localizations, (p, v) => e.length(p, v, 1, 100));
      });
    }
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup)
      checkOptions(e, [...path, i, 'options'], o.options);
  });
}

/** What Discord would refuse in one command's body, as its nested form errors; undefined when valid. */
export function commandErrors(c: unknown): FormErrors | undefined {
  const e = new ErrorCollector();
  const command = jsonObject(c);
  const chatInput = (command.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  checkNamed(e, [], c, chatInput, chatInput);
  checkOptions(e, ['options'], command.options);
  return e.count > 0 ? e.errors : undefined;
}

/**
 * A command body Discord accepts at registration (commandErrors finds nothing): what the rules check
 * has the API's types; the rest is as the bot sent it, and the fake reads it with care.
 */
export function isValidCommand(c: unknown): c is RESTPostAPIApplicationCommandsJSONBody {
  return commandErrors(c) === undefined;
}
