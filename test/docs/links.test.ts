// Every relative link and #anchor in README.md and docs/**/*.md resolves: the file or folder exists
// in the repository (not only on this machine: nothing under an ignored folder such as dist/), and
// an anchor names a heading of the Markdown file it points to, as GitHub makes its slugs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenLink, documentationFiles, parseMarkdown, readMarkdown, type MarkdownFile } from './markdown.ts';

function brokenLinksOf(files: string[]): string[] {
  const cache = new Map<string, MarkdownFile>();
  const read = (file: string): MarkdownFile => {
    if (!cache.has(file)) cache.set(file, readMarkdown(file));
    return cache.get(file)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    for (const link of read(file).links) {
      const why = brokenLink(file, link.target, read);
      if (why) broken.push(`${file}:${link.line}: (${link.target}) ${why}`);
    }
  }
  return broken;
}

describe('links in the documentation', () => {
  const files = documentationFiles();

  it('covers the README and every file under docs/', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/README.md');
    expect(files).toContain('docs/configuration.md');
    expect(files.length).toBeGreaterThan(10);
  });

  it('every test file the documentation names in code exists (a renamed test leaves no stale command)', () => {
    const named = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/test\/[\w./-]+\.test\.ts/g)].map((m) => ({ file: f, test: m[0] })),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({ test }) => !existsSync(test))).toEqual([]);
  });

  it('every relative link and #anchor resolves', () => {
    const links = files.reduce((n, f) => n + readMarkdown(f).links.length, 0);
    expect(links).toBeGreaterThan(50);
    expect(brokenLinksOf(files)).toEqual([]);
  });
});

describe('the link checker', () => {
  const pages: Record<string, string> = {
    'README.md': '# Azul for Discord\n\n## Try it: `npm run play`\n\n## Try it: `npm run play`\n',
    'docs/cli.md': '# The `azul` command line\n\n<a id="bench"></a>\n\n## Ratings — and stats\n',
  };
  const read = (file: string): MarkdownFile => parseMarkdown(pages[file] ?? '');
  // A repository of its own, so these cases do not depend on the real documentation.
  let root = '';
  const check = (from: string, target: string): string | null => brokenLink(from, target, read, root);
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'azul-links-'));
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'src/engine'), { recursive: true });
    for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(root, file), text);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes GitHub’s slugs, repeats numbered', () => {
    expect([...read('README.md').anchors]).toEqual([
      'azul-for-discord',
      'try-it-npm-run-play',
      'try-it-npm-run-play-1',
    ]);
    expect([...read('docs/cli.md').anchors]).toEqual(['the-azul-command-line', 'bench', 'ratings--and-stats']);
  });

  it('accepts links that resolve', () => {
    expect(check('README.md', 'docs/cli.md#the-azul-command-line')).toBeNull();
    expect(check('docs/cli.md', '../README.md#try-it-npm-run-play-1')).toBeNull();
    expect(check('docs/cli.md', '#bench')).toBeNull();
    expect(check('README.md', 'src/engine/')).toBeNull();
    expect(check('README.md', 'https://discord.com/developers/applications')).toBeNull();
  });

  it('names what is wrong with a broken one', () => {
    expect(check('README.md', 'docs/nowhere.md')).toBe('docs/nowhere.md does not exist');
    expect(check('README.md', 'docs/cli.md#commands')).toMatch(/^docs\/cli.md has no heading for #commands/);
    expect(check('README.md', '#try-it')).toMatch(/^README.md has no heading for #try-it/);
    expect(check('docs/cli.md', '../../elsewhere.md')).toBe('../elsewhere.md is outside the repository');
    expect(check('README.md', 'dist/src/main.js')).toMatch(/not in the repository/);
  });

  it('finds links in text, tables, lists and HTML, but not in code', () => {
    const page = parseMarkdown(
      [
        'See [a](a.md) and <img src="docs/x.png" width="260">.',
        '',
        '| what | where |',
        '| --- | --- |',
        '| b | [b](b.md#top) |',
        '',
        '- [c](c.md)',
        '',
        'Not `[d](d.md)`:',
        '',
        '```',
        '[e](e.md)',
        '```',
      ].join('\n'),
    );
    expect(page.links.map((l) => l.target)).toEqual(['a.md', 'docs/x.png', 'b.md#top', 'c.md']);
    expect(page.links.map((l) => l.line)).toEqual([1, 1, 3, 7]);
  });
});
