// Which environment variables a source file reads, found in its text:
//   process.env.NAME, process.env?.NAME, process.env['NAME'], process.env[CONST] (CONST a string
//   constant of the same file), const { NAME, OTHER: alias } = process.env;
//   the same through a variable named env (`env.NAME`, `env['NAME']`, `env[CONST]`): the way a
//   function takes the environment as a parameter (loadConfig(env), childAssignment(env));
//   the upper-case keys of a zod `z.object({ ... })` (the schema that loadConfig checks the
//   environment with).
// A name computed at run time (process.env[name] over a list) is not seen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface EnvRead {
  name: string;
  /** Where it is read: `src/x.ts:12`. */
  at: string;
}

/** A name an environment variable may have: NAME_LIKE_THIS, or npm's npm_lifecycle_event. */
const ENV_NAME = /^(?:[A-Z][A-Z0-9_]*|npm_[a-z0-9_]+)$/;

/**
 * A variable named `env` (`process.env` included), then `.NAME`, `?.NAME`, `['NAME']` or `[CONST]`.
 * Groups: 1 the dotted name, 3 the quoted one, 4 the constant.
 */
const ACCESS =
  /(?<![\w$])env\s*(?:(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|(?:\?\.)?\s*\[\s*(?:(['"`])([^'"`\n]+)\2|([A-Za-z_$][\w$]*))\s*\])/g;

/** `const { A, B: b, C = 'x', ...rest } = process.env` */
const DESTRUCTURE = /\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*process\.env\b/g;

/** `const NAME = 'VALUE'`: what a constant used as a key stands for. */
const STRING_CONSTANT = /\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]| ]+)?=\s*(['"`])([^'"`\n]+)\2/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Where the string literal starting at `start` ends (the index after its closing quote). */
function endOfString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Where the regular expression literal starting at `start` ends (after its flags). */
function endOfRegex(text: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < text.length && text[i] !== '\n') {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
    i++;
  }
  i++;
  while (i < text.length && /[a-z]/.test(text[i]!)) i++;
  return i;
}

/** The top-level keys of every `z.object({ ... })` in the text, with where each is. */
function zodObjectKeys(text: string): { key: string; index: number }[] {
  const keys: { key: string; index: number }[] = [];
  for (const start of text.matchAll(/\bz\s*\.\s*object\s*\(\s*\{/g)) {
    let depth = 1;
    let atKey = true; // after the opening brace or a comma of the object itself
    let i = start.index + start[0].length;
    while (i < text.length && depth > 0) {
      const c = text[i]!;
      const key = depth === 1 && atKey ? /^(?:([A-Za-z_$][\w$]*)|(['"])([^'"\n]+)\2)\s*:/.exec(text.slice(i)) : null;
      if (key) {
        keys.push({ key: key[1] ?? key[3]!, index: i });
        atKey = false;
        i += key[0].length;
      } else if (c === '"' || c === "'" || c === '`') {
        atKey = false;
        i = endOfString(text, i);
      } else if (text.startsWith('//', i)) {
        const end = text.indexOf('\n', i);
        i = end === -1 ? text.length : end;
      } else if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i);
        i = end === -1 ? text.length : end + 2;
      } else if (c === '/' && /[(,=:[!&|?{};>]$/.test(text.slice(0, i).trimEnd())) {
        i = endOfRegex(text, i); // a regular expression, not a division: where an operand is expected
      } else {
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) depth--;
        if (depth === 1 && c === ',') atKey = true;
        else if (!/\s/.test(c) && !(depth === 1 && ')]}'.includes(c))) atKey = false;
        i++;
      }
    }
  }
  return keys;
}

/** The environment variables one file's text reads; `file` names it in `at`. */
export function envReadsOf(text: string, file: string): EnvRead[] {
  const constants = new Map<string, string>();
  for (const m of text.matchAll(STRING_CONSTANT)) constants.set(m[1]!, m[3]!);
  const reads: EnvRead[] = [];
  const add = (name: string | undefined, index: number): void => {
    if (name && ENV_NAME.test(name)) reads.push({ name, at: `${file}:${lineOf(text, index)}` });
  };
  for (const m of text.matchAll(ACCESS)) {
    const [, dotted, , quoted, constant] = m;
    add(dotted ?? quoted ?? (constant ? constants.get(constant) : undefined), m.index);
  }
  for (const m of text.matchAll(DESTRUCTURE)) {
    for (const part of m[1]!.split(',')) add(/^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1], m.index);
  }
  for (const { key, index } of zodObjectKeys(text)) add(key, index);
  return reads;
}

/** Every .ts/.js file under the given folders (relative to root), but generated code. */
export function sourceFiles(root: string, dirs: string[], skip: string[] = ['src/generated']): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (skip.includes(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(?:[cm]?ts|[cm]?js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

/** Every environment variable read under the given folders, each with the places that read it. */
export function envReadsUnder(root: string, dirs: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of sourceFiles(root, dirs)) {
    for (const read of envReadsOf(readFileSync(path.join(root, file), 'utf8'), file)) {
      const places = byName.get(read.name) ?? [];
      if (!places.includes(read.at)) byName.set(read.name, [...places, read.at]);
    }
  }
  return byName;
}
