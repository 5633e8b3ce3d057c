// What the runtime image (Dockerfile: `npm prune --omit=dev`, no test/) carries: only what the
// bot needs to run and migrate.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.parentPath.includes('generated'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('packaging', () => {
  it('keeps the Prisma CLI and its tooling out of the runtime dependencies', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies)).not.toContain('prisma');
    expect(pkg.devDependencies.prisma).toBeDefined();
    // Every @prisma package at one release.
    const prismaVersions = new Set(
      Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
        .filter(([name]) => name === 'prisma' || name.startsWith('@prisma/'))
        .map(([, version]) => String(version).split('-')[0]),
    );
    expect([...prismaVersions]).toHaveLength(1);
    const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8'));
    for (const name of ['prisma', '@prisma/studio-core', '@prisma/dev']) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, name).toBeDefined();
      expect(entry.dev || entry.devOptional, `${name} is dev-only`).toBe(true);
    }
  });

  it('never imports from test/ in what ships (src/, commands/)', async () => {
    const files = [...(await sourceFiles('src')), ...(await sourceFiles('commands'))];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, path.relative(ROOT, file)).not.toMatch(/from '(\.\.\/)+test\//);
    }
  });
});
