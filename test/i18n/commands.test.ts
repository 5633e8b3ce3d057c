// The slash commands as registered, in every language: valid by Discord's rules (names lowercase,
// 1–32 characters, Discord's name pattern; descriptions and choice names 1–100; localization keys
// Discord's locales), as the local Discord checks them at registration (command-rules.ts), and
// localized for every Discord locale of every shipped language.
import { describe, expect, it } from 'vitest';
import { commandDefinitions, entryPointDefinition, loadCommands } from '../../commands/index.ts';
import { DISCORD_LOCALES, LOCALES } from '../../src/i18n/index.ts';
import { commandErrors, validCommandName } from '../../src/local-discord/command-rules.ts';

const [azul] = commandDefinitions(await loadCommands()) as any[];

/** The command, each subcommand and each option, with where it is. */
function named(): Array<{ path: string; item: any }> {
  const out = [{ path: 'azul', item: azul }];
  const walk = (options: any[] | undefined, at: string) => {
    for (const o of options ?? []) {
      out.push({ path: `${at} ${o.name}`, item: o });
      walk(o.options, `${at} ${o.name}`);
    }
  };
  walk(azul.options, 'azul');
  return out;
}

describe('the registered /azul command', () => {
  it('is valid as Discord checks it, in every language', () => {
    expect(commandErrors(azul)).toBeUndefined();
  });

  it.each(LOCALES.filter((l) => DISCORD_LOCALES[l].length > 0))(
    '%s: every name, description and choice is localized and fits',
    (locale) => {
      const problems: string[] = [];
      for (const discord of DISCORD_LOCALES[locale]) {
        for (const { path, item } of named()) {
          const name = item.name_localizations?.[discord];
          const description = item.description_localizations?.[discord];
          if (!validCommandName(name)) problems.push(`${discord} ${path}: name ${JSON.stringify(name)}`);
          if (typeof description !== 'string' || description.length < 1 || description.length > 100)
            problems.push(`${discord} ${path}: description ${JSON.stringify(description)}`);
          for (const c of item.choices ?? []) {
            const choice = c.name_localizations?.[discord] ?? c.name;
            if (typeof choice !== 'string' || choice.length < 1 || choice.length > 100)
              problems.push(`${discord} ${path} choice ${c.value}: ${JSON.stringify(choice)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('has no two options of one subcommand with the same name in a language (Discord refuses duplicates)', () => {
    const problems: string[] = [];
    for (const sub of azul.options) {
      for (const discord of Object.values(DISCORD_LOCALES).flat()) {
        const names = (sub.options ?? []).map((o: any) => o.name_localizations?.[discord] ?? o.name);
        const twice = names.filter((n: string, i: number) => names.indexOf(n) !== i);
        if (twice.length > 0) problems.push(`${discord} ${sub.name}: ${twice.join(', ')}`);
      }
      const subs = azul.options.map((s: any) => s.name_localizations?.['de'] ?? s.name);
      if (new Set(subs).size !== subs.length) problems.push('two subcommands share a German name');
    }
    expect(problems).toEqual([]);
  });
});

describe("Discord's command rules", () => {
  const base = {
    name: 'azul',
    description: 'Play Azul',
    options: [
      {
        type: 1,
        name: 'new',
        description: 'New game',
        options: [{ type: 3, name: 'variant', description: 'v', choices: [{ name: 'Colored', value: 'standard' }] }],
      },
    ],
  };

  it('accept a valid command, in any script Discord allows', () => {
    expect(commandErrors(base)).toBeUndefined();
    expect(
      commandErrors({
        ...base,
        name_localizations: { de: 'azul', 'pt-BR': 'azul', ru: 'азул', hi: 'अज़ुल', th: 'อาซูล', ja: 'アズール' },
      }),
    ).toBeUndefined();
  });

  it('refuse uppercase, spaces, long names, long descriptions and choice names, and unknown locales, each at its path', () => {
    expect(commandErrors({ ...base, name_localizations: { de: 'Azul' } })).toMatchObject({
      name_localizations: { de: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME' }] } },
    });
    expect(commandErrors({ ...base, name_localizations: { fr: 'nouvelle partie' } })).toMatchObject({
      name_localizations: { fr: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME' }] } },
    });
    expect(commandErrors({ ...base, name_localizations: { pl: 'a'.repeat(33) } })).toBeDefined();
    expect(commandErrors({ ...base, name_localizations: { 'pt-PT': 'azul' } })).toMatchObject({
      name_localizations: { 'pt-PT': { _errors: [{ code: 'BASE_TYPE_CHOICES' }] } },
    });
    expect(commandErrors({ ...base, description_localizations: { de: 'x'.repeat(101) } })).toMatchObject({
      description_localizations: { de: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } },
    });
    const deep = structuredClone(base) as any;
    deep.options[0].options[0].name_localizations = { 'es-ES': 'Variante' };
    deep.options[0].options[0].choices[0].name_localizations = { 'es-ES': 'c'.repeat(101) };
    expect(commandErrors(deep)).toMatchObject({
      options: {
        0: {
          options: {
            0: {
              name_localizations: { 'es-ES': { _errors: [{}] } },
              choices: { 0: { name_localizations: { 'es-ES': { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } } } },
            },
          },
        },
      },
    });
  });
});

describe("the Activity's Entry Point command", () => {
  const entry = entryPointDefinition();

  it('is valid as Discord checks it: type 4, answered by the app, named and described in every language', () => {
    expect(commandErrors(entry)).toBeUndefined();
    expect(entry).toMatchObject({ type: 4, handler: 1, name: 'table' });
    for (const locale of LOCALES)
      for (const discord of DISCORD_LOCALES[locale]) {
        expect(validCommandName(entry.name_localizations[discord]), `${discord} name`).toBe(true);
        expect(entry.description_localizations[discord]?.length ?? 0, `${discord} description`).toBeGreaterThan(0);
        expect(entry.description_localizations[discord]!.length).toBeLessThanOrEqual(100);
      }
  });
});
