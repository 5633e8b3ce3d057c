// The catalog of every shipped language against English: no message missing, none left in
// English (names and symbols aside), no Fluent syntax error (a broken entry is dropped by the
// parser as junk: caught here), no variable English does not pass, no reference to a message or
// term the language lacks, and every message formats without error with the arguments English
// uses. A language added to LOCALES is checked the moment it is listed.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { LOCALES, catalogFiles, type Locale } from '../../src/i18n/index.ts';

/**
 * Ids whose text is a name, the same in every language (a text without
 * words, only symbols, numbers and single letters, is never flagged).
 * A tie-break named after its inventor (Buchholz) is a name in every language.
 */
const NAMES = new Set(['cmd-azul', 'thread-name', 'log-file-title', 'tournament-col-buchholz']);
/** Words a language writes as English does (checked by a speaker: a loanword, an abbreviation). */
const SAME_WORD_IN: Partial<Record<Locale, string[]>> = {
  'pt-PT': ['cmd-new-bots', 'cmd-notify-dm', 'mygames-lobby', 'cmd-tournament-bots', 'cmd-tournament-check-in'],
  'pt-BR': ['cmd-new-bots', 'cmd-notify-dm', 'mygames-lobby', 'cmd-tournament-bots', 'cmd-tournament-check-in'],
  es: ['cmd-new-bots', 'cmd-tournament-bots'],
  fr: [
    'cmd-new-bots',
    'cmd-log-page',
    'cmd-stats',
    'cmd-table',
    'cmd-tournament-format',
    'cmd-tournament-bots',
    'tournament-col-points',
    'tournament-col-score',
  ],
  de: [
    'cmd-new-bots',
    'cmd-notify-dm',
    'cmd-tournament-name',
    'cmd-tournament-format',
    'cmd-tournament-bots',
    'cmd-tournament-check-in',
  ],
  pl: ['cmd-tournament-format', 'cmd-tournament-start'],
};

type Node = unknown;

interface Entry {
  id: string;
  file: string;
  /** The entry's value and attributes, by `id` and `id.attr`. */
  patterns: Map<string, Node>;
}

/** Every message and term of a language, with junk (unparsable text) reported. */
function parse(locale: Locale): { entries: Map<string, Entry>; junk: string[] } {
  const entries = new Map<string, Entry>();
  const junk: string[] = [];
  for (const [file, text] of catalogFiles(locale)) {
    const body = new FluentResource(text).body;
    const parsed = new Set(body.map((e) => e.id));
    // An entry starts at column 0 with its id; a line there that is not one the parser kept is junk.
    text.split('\n').forEach((line, i) => {
      if (line === '' || line.startsWith('#') || /^\s/.test(line)) return;
      const id = /^(-?[a-zA-Z][\w-]*)\s*=/.exec(line)?.[1];
      if (!id || !parsed.has(id)) junk.push(`${locale}/${file}:${i + 1}: ${line}`);
    });
    for (const e of body) {
      const patterns = new Map<string, Node>();
      if (e.value !== null) patterns.set(e.id, e.value);
      for (const [attr, p] of Object.entries(e.attributes)) patterns.set(`${e.id}.${attr}`, p);
      if (entries.has(e.id)) junk.push(`${locale}/${file}: ${e.id} defined twice`);
      entries.set(e.id, { id: e.id, file, patterns });
    }
  }
  return { entries, junk };
}

/** The variables, messages and terms a pattern refers to. */
function refs(node: Node, out = { vars: new Set<string>(), messages: new Set<string>(), terms: new Set<string>() }) {
  if (Array.isArray(node)) for (const n of node) refs(n, out);
  else if (node && typeof node === 'object') {
    const n = node as Record<string, any>;
    if (n.type === 'var') out.vars.add(n.name);
    if (n.type === 'mesg') out.messages.add(n.name);
    if (n.type === 'term') out.terms.add(n.name);
    for (const key of ['selector', 'variants', 'value', 'args']) if (key in n) refs(n[key], out);
  }
  return out;
}

/** Variables a message uses, through the messages it refers to (they share its arguments). */
function varsOf(entries: Map<string, Entry>, key: string, seen = new Set<string>()): Set<string> {
  const id = key.split('.')[0];
  const pattern = entries.get(id)?.patterns.get(key);
  if (pattern === undefined || seen.has(key)) return new Set();
  seen.add(key);
  const r = refs(pattern);
  const vars = new Set(r.vars);
  for (const m of r.messages) for (const v of varsOf(entries, m, seen)) vars.add(v);
  return vars;
}

/** Words of two letters or more, outside placeables: what a reader would see as language. */
function hasWords(pattern: Node): boolean {
  const text = (Array.isArray(pattern) ? pattern : [pattern]).filter((p) => typeof p === 'string').join(' ');
  return /\p{L}{2,}/u.test(text);
}

/** Values for a message's variables that make every selector pick some variant. */
function sampleArgs(vars: Set<string>): Record<string, string | number> {
  return Object.fromEntries([...vars].map((v) => [v, 2]));
}

const english = parse('en');
const others = LOCALES.filter((l) => l !== 'en');

describe('the English catalog', () => {
  it('parses without junk, and every message formats with its own variables', () => {
    expect(english.junk).toEqual([]);
    const bundle = new FluentBundle('en', { useIsolating: false });
    for (const text of catalogFiles('en').values()) bundle.addResource(new FluentResource(text));
    const problems: string[] = [];
    for (const e of english.entries.values()) {
      if (e.id.startsWith('-')) continue;
      for (const [key, pattern] of e.patterns) {
        const errors: Error[] = [];
        bundle.formatPattern(pattern as never, sampleArgs(varsOf(english.entries, key)), errors);
        problems.push(...errors.map((err) => `${key}: ${err.message}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(others)('the %s catalog', (locale) => {
  const { entries, junk } = parse(locale);
  const bundle = new FluentBundle(locale, { useIsolating: false });
  for (const text of catalogFiles(locale).values()) bundle.addResource(new FluentResource(text));

  it('exists and parses without junk (a syntax error drops an entry)', () => {
    expect(catalogFiles(locale).size, `no src/i18n/ftl/${locale}/*.ftl`).toBeGreaterThan(0);
    expect(junk).toEqual([]);
  });

  it('has every message and attribute English has, and none English lacks', () => {
    const want = [...english.entries.values()]
      .filter((e) => !e.id.startsWith('-'))
      .flatMap((e) => [...e.patterns.keys()]);
    const have = new Set([...entries.values()].flatMap((e) => [...e.patterns.keys()]));
    expect(
      want.filter((k) => !have.has(k)),
      'missing',
    ).toEqual([]);
    const extra = [...have].filter((k) => !k.startsWith('-') && !english.entries.get(k.split('.')[0])?.patterns.has(k));
    expect(extra, 'not in English (a typo in an id?)').toEqual([]);
  });

  it('leaves nothing in English (ids of names and symbols aside)', () => {
    const same: string[] = [];
    for (const e of english.entries.values()) {
      if (e.id.startsWith('-')) continue;
      for (const [key, pattern] of e.patterns) {
        const theirs = entries.get(e.id)?.patterns.get(key);
        if (theirs === undefined || NAMES.has(key) || SAME_WORD_IN[locale]?.includes(key) || !hasWords(pattern))
          continue;
        if (JSON.stringify(theirs) === JSON.stringify(pattern)) same.push(key);
      }
    }
    expect(same, `messages of ${locale} identical to English`).toEqual([]);
  });

  it('uses no variable English does not pass, refers only to what it defines, and formats without error', () => {
    const problems: string[] = [];
    for (const e of entries.values()) {
      for (const [key, pattern] of e.patterns) {
        const r = refs(pattern);
        for (const m of r.messages) if (!entries.has(m)) problems.push(`${key}: no message ${m}`);
        for (const t of r.terms) if (!entries.has(`-${t}`) && !entries.has(t)) problems.push(`${key}: no term -${t}`);
        if (e.id.startsWith('-') || !english.entries.has(e.id)) continue;
        const allowed = varsOf(english.entries, key);
        for (const v of varsOf(entries, key))
          if (!allowed.has(v)) problems.push(`${key}: $${v} is not an argument of the English message`);
        const errors: Error[] = [];
        bundle.formatPattern(pattern as never, sampleArgs(allowed), errors);
        problems.push(...errors.map((err) => `${key}: ${err.message}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
