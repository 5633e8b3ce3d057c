// The code runs as TypeScript under tsx (development, tests) or compiled to JavaScript in dist/
// (`npm start`, scripts/build.mjs). Files it names at run time (worker entry points, the command
// folder's modules) take the running module's own extension.

/** '.ts' under tsx, '.js' when compiled: the extension of the module at `moduleUrl` (its import.meta.url). */
export function ownExtension(moduleUrl: string): '.ts' | '.js' {
  return new URL(moduleUrl).pathname.endsWith('.ts') ? '.ts' : '.js';
}

/** The sibling module `base` (no extension) of the module at `moduleUrl`, with the same extension. */
export function siblingModule(base: string, moduleUrl: string): URL {
  return new URL(`${base}${ownExtension(moduleUrl)}`, moduleUrl);
}

/**
 * Source for `new Worker(code, { eval: true })` that loads the module at `url`: a TypeScript module
 * needs tsx registered inside the worker first; a compiled one is imported as it is.
 */
export function workerSource(url: URL): string {
  const href = JSON.stringify(url.href);
  return url.pathname.endsWith('.ts')
    ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${href}); })`
    : `import(${href})`;
}
