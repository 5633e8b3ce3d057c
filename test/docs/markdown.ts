// What the documentation tests read in a Markdown file: its links, the anchors it offers (GitHub's
// heading slugs, and explicit `<a id>` / `<a name>`), and its tables. Markdown is parsed by `marked`
// (so nothing in a code span or a code block counts), slugs are made by `github-slugger`, the same
// rules GitHub applies to headings (lower case, punctuation dropped, spaces to hyphens, `-1`, `-2`...
// for repeats).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { marked, type Token, type Tokens } from 'marked';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** README.md and every Markdown file under docs/, relative to the repository's root. */
export function documentationFiles(root: string = ROOT): string[] {
  const found = ['README.md'];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  return found.sort();
}

export interface Link {
  /** As written: `docs/cli.md#bench`, `#commands`, `https://...`. */
  target: string;
  /** 1-based line of the file it is on (the line its block starts on). */
  line: number;
}

export interface MarkdownFile {
  links: Link[];
  anchors: Set<string>;
  tables: Tokens.Table[];
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => HTML_ENTITIES[name]!);
}

/** A heading's text as GitHub renders it: code spans keep their text, HTML tags and images drop. */
export function plainText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      if (t.type === 'html' || t.type === 'image') return '';
      if ('tokens' in t && Array.isArray(t.tokens) && t.tokens.length > 0) return plainText(t.tokens);
      return 'text' in t && typeof t.text === 'string' ? unescapeHtml(t.text) : '';
    })
    .join('');
}

/** `href="..."` / `src="..."` targets, and `id` / `name` anchors, of a piece of HTML. */
function htmlAttributes(html: string, names: string[]): string[] {
  const pattern = new RegExp(`\\b(?:${names.join('|')})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'gi');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? '');
}

export function parseMarkdown(text: string): MarkdownFile {
  const slugger = new GithubSlugger();
  const links: Link[] = [];
  const anchors = new Set<string>();
  const tables: Tokens.Table[] = [];
  const tokens = marked.lexer(text);
  // The line each top-level block starts on; links inside a block are reported at that line.
  let line = 1;
  for (const block of tokens) {
    const startsAt = line;
    line += block.raw.split('\n').length - 1;
    marked.walkTokens([block], (t) => {
      if (t.type === 'heading') anchors.add(slugger.slug(plainText(t.tokens ?? [])));
      else if (t.type === 'link' || t.type === 'image') links.push({ target: t.href, line: startsAt });
      else if (t.type === 'html') {
        for (const target of htmlAttributes(t.raw, ['href', 'src'])) links.push({ target, line: startsAt });
        for (const id of htmlAttributes(t.raw, ['id', 'name'])) anchors.add(id);
      } else if (t.type === 'table') tables.push(t as Tokens.Table);
    });
  }
  return { links, anchors, tables };
}

export function readMarkdown(file: string, root: string = ROOT): MarkdownFile {
  return parseMarkdown(readFileSync(path.join(root, file), 'utf8'));
}

/** Folders git ignores (.gitignore): a link into one works here and nowhere else. */
const NOT_IN_THE_REPOSITORY = ['node_modules', 'data', 'dist', 'coverage', 'tmp', 'src/generated'];

/** A link that leaves the repository for the web (or mail): not checked here, there is no network. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** Why `target`, written in `from`, does not resolve; null when it does. */
export function brokenLink(
  from: string,
  target: string,
  read: (file: string) => MarkdownFile,
  root: string = ROOT,
): string | null {
  if (isExternal(target)) return null;
  const hash = target.indexOf('#');
  const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const file = pathPart === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), pathPart));
  if (file.startsWith('../') || path.posix.isAbsolute(file)) return `${file} is outside the repository`;
  const ignored = NOT_IN_THE_REPOSITORY.find((dir) => file === dir || file.startsWith(`${dir}/`));
  if (ignored) return `${file} is under ${ignored}/, which is not in the repository`;
  const onDisk = path.join(root, file);
  if (!existsSync(onDisk)) return `${file} does not exist`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md') || statSync(onDisk).isDirectory()) return null; // a line anchor of a source file
  const anchors = read(file).anchors;
  if (anchors.has(anchor)) return null;
  return `${file} has no heading for #${anchor} (its anchors: ${[...anchors].map((a) => `#${a}`).join(' ')})`;
}
