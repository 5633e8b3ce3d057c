import path from 'node:path';

/** Embedded database directory: the given one (AZUL_DATA_DIR), else ./data (empty counts as unset, as in .env). */
export function resolveDataDir(dataDir?: string): string {
  const dir = dataDir || 'data';
  return dir.startsWith('memory://') ? dir : path.resolve(dir);
}
