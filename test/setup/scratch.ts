// Where tests put scratch files (databases' data directories, the Dockerfile check's install): memory
// (tmpfs) where Linux has it. On this machine's disk (ext4) creating files costs CPU: a new PGlite data
// directory (~1,000 files) took ~0.9 CPU-s of file creation of its ~1.6 CPU-s open, and the tests open
// dozens; the Dockerfile check installs ~20,000 files.
import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

export const SCRATCH_ROOT = (() => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
})();
