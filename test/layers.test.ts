// The import rule that keeps the layers apart: the chat layer (src/discord, commands/) formats
// what the app decides, so it imports only discord.js, the app, itself and the engine's types;
// the app never imports discord.js (nor the chat layer); the engine, the AI, the renderer and the
// ratings and the tournaments' pairing import no layer above them. A wrong import fails here, naming the
// file and the import.
// And no file cycles: no file reaches itself through its imports (type-only ones included, as a
// cycle of types is still two files that cannot be read one without the other).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) => e.isFile() && /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') && !e.parentPath.includes('generated'),
    )
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/**
 * Every module a file imports or re-exports, statically or
 * dynamically: repo paths for relative ones, package names otherwise.
 */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]!);
  return specifiers.map((s) =>
    s.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), s)) : s,
  );
}

/** What each layer may import (a repo path prefix, or a package name); the first matching rule applies. */
const RULES: Array<{
  layer: string;
  files: (f: string) => boolean;
  allowed: (imported: string, file: string) => boolean;
}> = [
  {
    layer: 'chat (src/discord, commands/)',
    files: (f) => f.startsWith('src/discord/') || f.startsWith('commands/'),
    allowed: (i, file) =>
      i === 'discord.js' ||
      i.startsWith('src/app/index.ts') ||
      i.startsWith('src/discord/') ||
      i.startsWith('commands/') ||
      i === 'src/engine/types.ts' ||
      // The command loader reads its own folder.
      (file === 'commands/index.ts' && i.startsWith('node:')),
  },
  {
    layer: 'Activity client (src/activity/web)',
    files: (f) => f.startsWith('src/activity/web/'),
    // A browser page: the official SDK, the live channel's message types, and the renderer's pure
    // layouts (the same geometry as the pictures), never the renderer's drawing or anything of node.
    allowed: (i) =>
      i === '@discord/embedded-app-sdk' ||
      i.startsWith('src/activity/web/') ||
      i === 'src/activity/protocol.ts' ||
      /^src\/render\/(layout-[a-z-]+|geometry|palette|glyphs)\.ts$/.test(i) ||
      i === 'src/engine/types.ts' ||
      i === 'src/engine/wall.ts',
  },
  {
    layer: 'Activity (src/activity)',
    files: (f) => f.startsWith('src/activity/'),
    // A second surface of the game beside the chat: the app (as the chat layer uses it), its own
    // table in the store, and the web server's and the live channel's packages.
    allowed: (i) =>
      i.startsWith('src/app/index.ts') ||
      i.startsWith('src/activity/') ||
      i === 'src/engine/types.ts' ||
      i === 'src/store/activity.ts' ||
      i === 'src/clock.ts' ||
      i.startsWith('node:') ||
      ['ws', 'zod'].includes(i),
  },
  {
    layer: 'app (src/app)',
    files: (f) => f.startsWith('src/app/'),
    allowed: (i) =>
      !i.startsWith('discord') &&
      !i.startsWith('@discordjs') &&
      !i.startsWith('src/discord/') &&
      !i.startsWith('commands/') &&
      !i.startsWith('src/runtime/'),
  },
  {
    layer: 'engine (src/engine)',
    files: (f) => f.startsWith('src/engine/'),
    allowed: (i) => i.startsWith('src/engine/') || i === 'zod',
  },
  {
    layer: 'AI (src/ai)',
    files: (f) => f.startsWith('src/ai/'),
    // The players are pure; node: and tsx only in the tools around them: the arena that plays
    // matches, the tuner (and how these find their worker modules, compiled or not:
    // src/util/module-file.ts). The bot's AI host is src/runtime/ai-host.ts.
    allowed: (i, file) =>
      i.startsWith('src/ai/') ||
      i.startsWith('src/engine/') ||
      ((file === 'src/ai/tune.ts' || file.startsWith('src/ai/arena/')) &&
        (i.startsWith('node:') || i.startsWith('tsx/') || i === 'src/util/module-file.ts')),
  },
  {
    layer: 'review (src/review)',
    files: (f) => f.startsWith('src/review/'),
    // Pure, as the AI: where it runs (the AI's process, the command line) is the host's business.
    allowed: (i) => i.startsWith('src/review/') || i.startsWith('src/ai/') || i.startsWith('src/engine/'),
  },
  {
    layer: 'puzzles (src/puzzles)',
    files: (f) => f.startsWith('src/puzzles/'),
    // Pure, as the review they are made from; zod reads a puzzle from JSON, as the engine reads a record.
    allowed: (i) =>
      i.startsWith('src/puzzles/') ||
      i.startsWith('src/review/') ||
      i.startsWith('src/ai/') ||
      i.startsWith('src/engine/') ||
      i === 'zod',
  },
  {
    layer: 'renderer (src/render)',
    files: (f) => f.startsWith('src/render/'),
    // The canvas package only through src/render/canvas.ts, which keeps it from loading the system's fonts.
    allowed: (i, file) =>
      i.startsWith('src/render/') ||
      i.startsWith('src/engine/') ||
      (i.startsWith('@napi-rs/canvas') && file === 'src/render/canvas.ts') ||
      i.startsWith('@fontsource/') ||
      i.startsWith('node:'),
  },
  {
    layer: 'ratings (src/stats)',
    files: (f) => f.startsWith('src/stats/'),
    // node:module: the rating loads openskill on first use (createRequire), not at start.
    allowed: (i, file) =>
      i.startsWith('src/stats/') ||
      i.startsWith('src/engine/') ||
      i === 'src/actor.ts' ||
      i === 'openskill' ||
      (file === 'src/stats/rating.ts' && i === 'node:module'),
  },
  {
    layer: 'tournaments (src/tournaments)',
    files: (f) => f.startsWith('src/tournaments/'),
    // Pure, as the ratings: pairing and standings from the stored rounds; the app drives them.
    allowed: (i) => i.startsWith('src/tournaments/') || i.startsWith('src/engine/') || i.startsWith('src/stats/'),
  },
  {
    layer: 'store (src/store)',
    files: (f) => f.startsWith('src/store/'),
    allowed: (i) =>
      !i.startsWith('src/app/') &&
      !i.startsWith('src/discord/') &&
      !i.startsWith('src/render/') &&
      !i.startsWith('src/ai/') &&
      i !== 'discord.js',
  },
];

/** Each file of src/ and commands/ with the files of src/ and commands/ it imports. */
async function importGraph(): Promise<Map<string, string[]>> {
  const files = [...(await filesUnder('src')), ...(await filesUnder('commands'))];
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = importsOf(file, await readFile(path.join(ROOT, file), 'utf8')).filter((i) => known.has(i));
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/**
 * The import cycles of a graph, one per group of files that reach each other (a strongly connected
 * component, Tarjan's algorithm), each written as a path back to its start: "a.ts → b.ts → a.ts".
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  // One concrete cycle per group: the shortest way from its first file (by name) back to it.
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      const onward = (graph.get(file) ?? []).filter((n) => members.has(n));
      if (onward.includes(start)) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start].join(' → ');
      }
      for (const next of onward) {
        if (next === start || cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
    return group.join(' → ');
  });
}

async function violations(): Promise<string[]> {
  const files = [...(await filesUnder('src')), ...(await filesUnder('commands'))];
  const out: string[] = [];
  for (const file of files) {
    const rule = RULES.find((r) => r.files(file));
    if (!rule) continue;
    for (const imported of importsOf(file, await readFile(path.join(ROOT, file), 'utf8'))) {
      if (!rule.allowed(imported, file)) out.push(`${file} (${rule.layer}) imports ${imported}`);
    }
  }
  return out;
}

describe('the import rule between layers', () => {
  it('holds across src/ and commands/', async () => {
    expect(await violations()).toEqual([]);
  });

  it('has no file cycles in src/ and commands/ (each named as a path back to its start)', async () => {
    expect(importCycles(await importGraph()), 'files that import each other: untie them').toEqual([]);
  });

  it('finds every cycle, named from its first file back to it, and nothing in a graph without one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['g.ts']],
      ['g.ts', ['f.ts', 'd.ts']],
    ]);
    expect(importCycles(graph).sort()).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts', 'f.ts → g.ts → f.ts']);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('loads the canvas package only through src/render/canvas.ts (without the system fonts)', async () => {
    const files = [...(await filesUnder('src')), ...(await filesUnder('commands'))];
    const direct: string[] = [];
    for (const file of files) {
      if (importsOf(file, await readFile(path.join(ROOT, file), 'utf8')).some((i) => i.startsWith('@napi-rs/canvas')))
        direct.push(file);
    }
    expect(direct).toEqual(['src/render/canvas.ts']);
  });

  it("keeps zod out of the AI's thread and process: what they load (type-only imports aside) never reaches it", async () => {
    // The engine's rules are core.ts; its parsers (zod, ~5 MB of a heap) are for the bot's main thread.
    const reached = new Set<string>();
    const walk = async (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      if (!file.endsWith('.ts')) return; // a package or node's own module
      const text = (await readFile(path.join(ROOT, file), 'utf8')).replace(
        /(?:^|\n)\s*(?:import|export)\s+type\b[^;]*;/g,
        '\n',
      );
      for (const imported of importsOf(file, text)) await walk(imported);
    };
    await walk('src/runtime/ai-child.ts');
    await walk('src/runtime/ai-worker.ts');
    expect(
      reached.has('src/ai/index.ts') && reached.has('src/review/index.ts') && reached.has('src/engine/core.ts'),
    ).toBe(true);
    expect(
      [...reached].filter((f) => f === 'zod' || f === 'src/engine/validate.ts' || f === 'src/engine/record-parse.ts'),
    ).toEqual([]);
  });

  it('reads every kind of import (so a wrong one cannot hide)', () => {
    const text = [
      "import { a } from 'discord.js';",
      "import type { B } from '../app/index.ts';",
      "export { c } from './views/common.ts';",
      "const d = await import('../store/index.ts');",
      "import '../render/fonts.ts';",
      'import {\n  e,\n  f,\n} from "../../src/engine/types.ts";',
    ].join('\n');
    const found = importsOf('src/discord/x.ts', text);
    expect(new Set(found)).toEqual(
      new Set([
        'discord.js',
        'src/app/index.ts',
        'src/discord/views/common.ts',
        'src/store/index.ts',
        'src/render/fonts.ts',
        'src/engine/types.ts',
      ]),
    );
    const rule = RULES[0]!;
    expect(found.filter((i) => !rule.allowed(i, 'src/discord/x.ts'))).toEqual([
      'src/store/index.ts',
      'src/render/fonts.ts',
    ]);
  });
});
