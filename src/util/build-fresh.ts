// Whether dist/ (made by `npm run build`) holds this checkout's code: no source or catalog file
// changed after it was built. The playground runs the compiled bot when it does (it starts in about
// a second; through tsx it takes several, and clicks in the meantime would fail), the sources otherwise.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// scripts/: the build itself and the Activity client's bundler.
const SOURCES = ['src', 'commands', 'assets', 'prisma', 'scripts'];

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'generated') latest = Math.max(latest, newest(full));
    } else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/** True when `root`/dist was built after the last change to the files it is built from. */
export function compiledIsFresh(root: string): boolean {
  let built: number;
  try {
    built = statSync(path.join(root, 'dist', 'package.json')).mtimeMs; // written last by the build
  } catch {
    return false;
  }
  return SOURCES.every((dir) => {
    try {
      return newest(path.join(root, dir)) <= built;
    } catch {
      return true; // a folder this checkout does not have
    }
  });
}
