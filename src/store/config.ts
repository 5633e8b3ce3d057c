import path from 'node:path';

/** Embedded database directory: the given one, else AZUL_DATA_DIR, else ./data (empty counts as unset, as in .env). */
export function resolveDataDir(dataDir?: string): string {
  const dir = dataDir || process.env.AZUL_DATA_DIR || 'data';
  return dir.startsWith('memory://') ? dir : path.resolve(dir);
}
