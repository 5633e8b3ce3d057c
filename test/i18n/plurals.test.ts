// Numbers and the words that agree with them, in every language: a count followed by a word that
// takes its number ("1 point", "2 points"; "1 punkt", "2 punkty", "5 punktów") must be inside a
// selector on that count, with a variant for each plural form the language uses for whole numbers
// (Intl.PluralRules, as Fluent picks them). Seen before this check: "+1 pontos", "+1 Punkte",
// "with 1 points", and Brazilian Portuguese "0 coluna" (CLDR puts 0 with 1 there; people say
// "0 colunas").
import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { LOCALES, catalogFiles, type Locale } from '../../src/i18n/index.ts';

/**
 * The variables that count something (the code passes them as numbers): a word after one of them
 * agrees with it. Others that hold numbers are labels or positions ("Round 3", "2 of 3"): no word
 * after them agrees with them.
 */
const COUNTS = new Set([
  'accurate',
  'across',
  'blunders',
  'bots',
  'colors',
  'columns',
  'complete',
  'count',
  'down',
  'floor',
  'games',
  'inaccuracies',
  'invited',
  'loss',
  'mistakes',
  'moves',
  'pages',
  'players',
  'points',
  'replies',
  'rounds',
  'rows',
  'score',
  'seated',
  'seats',
  'ties',
  'tiles',
  'wins',
]);

/**
 * Words that may follow a count without agreeing with it: prepositions ("2 to the floor"), adverbs
 * ("3 across"), and places named as labels ("+2 floor": two tiles to the floor).
 */
const NOT_AGREEING: Record<Locale, string[]> = {
  en: ['to', 'in', 'at', 'of', 'vs', 'more', 'across', 'down', 'floor', 'lid', 'seated'],
  'pt-PT': ['na', 'no', 'a', 'à', 'de', 'em', 'para', 'chão', 'tampa', 'horiz', 'vert'],
  'pt-BR': ['na', 'no', 'a', 'à', 'de', 'em', 'para', 'chão', 'tampa', 'horiz', 'vert'],
  es: ['en', 'a', 'al', 'de', 'más', 'suelo', 'tapa', 'horiz', 'vert'],
  fr: ['au', 'en', 'dans', 'sur', 'à', 'de', 'contre', 'plancher', 'couvercle', 'horiz', 'vert'],
  // "Pkt." (Punkt, Punkte) is written the same for every number.
  de: [
    'in',
    'auf',
    'am',
    'beim',
    'zu',
    'von',
    'waagerecht',
    'senkrecht',
    'waagr',
    'senkr',
    'Boden',
    'Deckel',
    'weitere',
    'einvernehmlich',
    'Pkt',
  ],
  // "pkt" (punkt, punkty, punktów) is written the same for every number.
  pl: ['w', 'do', 'na', 'przy', 'oraz', 'z', 'poziomo', 'pionowo', 'podłoga', 'wieczko', 'pkt', 'os'],
};

/** Languages whose speakers put 0 with the plural where Intl's rules put it with 1: a `[0]` variant says it. */
const ZERO_IS_PLURAL = new Set<Locale>(['pt-BR']);

type Node = any;

/** The variable a placeable shows: `{ $x }` or `{ NUMBER($x, ...) }`. */
function varOf(node: Node): string | null {
  if (!node || typeof node !== 'object') return null;
  if (node.type === 'var') return node.name;
  if (node.type === 'func' && node.name === 'NUMBER') return varOf(node.args[0]);
  return null;
}

/**
 * The word right after a placeable, or null: a word after a space, or a term. A letter written
 * against the number ("3p": three players) is a unit symbol, the same for every number.
 */
function wordAfter(next: Node): string | null {
  if (typeof next === 'string') return /^\s+(\p{L}[\p{L}-]*)/u.exec(next)?.[1] ?? null;
  if (next && typeof next === 'object' && next.type === 'term') return `-${next.name}`;
  return null;
}

/** The plural forms `locale` uses for numbers shown with `fractionDigits` decimals (0 to 1,000). */
function numberForms(locale: Locale, fractionDigits = 0): string[] {
  const rules = new Intl.PluralRules(locale, { minimumFractionDigits: fractionDigits });
  const forms = new Set<string>();
  for (let n = 0; n <= 1000; n++) forms.add(rules.select(n));
  return [...forms];
}

/**
 * The decimals a placeable shows: `NUMBER($x, minimumFractionDigits: 1)` shows one (Polish: "1,5
 * punktu", one form).
 */
function fractionDigitsOf(node: Node): number {
  if (node?.type !== 'func' || node.name !== 'NUMBER') return 0;
  const option = node.args.find((a: Node) => a?.type === 'narg' && a.name === 'minimumFractionDigits');
  return Number(option?.value?.value ?? 0);
}

interface Problem {
  where: string;
  problem: string;
}

/** Every count followed by a word that agrees with it, checked against the selectors around it. */
function problemsOf(locale: Locale): Problem[] {
  const problems: Problem[] = [];
  const skip = new Set(NOT_AGREEING[locale]);
  const walk = (node: Node, where: string, around: Map<string, Node>) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        const count = varOf(n);
        const word = count && COUNTS.has(count) ? wordAfter(node[i + 1]) : null;
        const forms = numberForms(locale, fractionDigitsOf(n));
        // One form for every number shown (Polish decimals): nothing to select.
        if (count && word && !skip.has(word) && forms.length > 1) {
          const select = around.get(count);
          if (!select) problems.push({ where, problem: `{ $${count} } ${word}: no selector on $${count}` });
          else {
            const keys = select.variants.map((v: Node) => v.key.value);
            const missing = forms.filter((f) => !keys.includes(f));
            // The default variant may stand for one form; more would share one wording.
            if (missing.length > 1)
              problems.push({ where, problem: `$${count} has no variant for ${missing.join(', ')}` });
            if (ZERO_IS_PLURAL.has(locale) && keys.includes('one') && !keys.includes(0))
              problems.push({ where, problem: `$${count}: 0 takes the plural here, and [one] has it (add [0])` });
          }
        }
        walk(n, where, around);
      });
    } else if (node && typeof node === 'object') {
      if (node.type === 'select') {
        const on = varOf(node.selector);
        for (const variant of node.variants) walk(variant.value, where, on ? new Map([...around, [on, node]]) : around);
      } else if (node.type === 'func') walk(node.args, where, around);
    }
  };
  for (const [file, text] of catalogFiles(locale)) {
    for (const entry of new FluentResource(text).body) {
      if (entry.value !== null) walk(entry.value, `${locale}/${file} ${entry.id}`, new Map());
      for (const [attr, pattern] of Object.entries(entry.attributes))
        walk(pattern, `${locale}/${file} ${entry.id}.${attr}`, new Map());
    }
  }
  return problems;
}

describe.each(LOCALES)('plurals in %s', (locale) => {
  it('every count followed by a word that agrees with it is selected on, one variant per plural form', () => {
    expect(problemsOf(locale).map((p) => `${p.where}: ${p.problem}`)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('knows each language’s plural forms (Polish has three for whole numbers)', () => {
    expect(numberForms('en').sort()).toEqual(['one', 'other']);
    expect(numberForms('pl').sort()).toEqual(['few', 'many', 'one']);
    // With a decimal shown, Polish has one form ("1,0 punktu", "2,5 punktu"); French still two.
    expect(numberForms('pl', 1)).toEqual(['other']);
    expect(numberForms('fr', 1).sort()).toEqual(['one', 'other']);
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one');
  });
});
