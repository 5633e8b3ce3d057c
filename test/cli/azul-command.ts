// The `azul` command line spawned as a person runs it, for the integration tests: compiled (dist/,
// which the integration project's global setup builds from these sources first), as the e2e tests
// start the bot; AZUL_E2E_ENTRY=tsx runs the sources through tsx, as `npm run azul` does. A spawn
// through tsx costs ~0.75 CPU-s more (its transpiling), and these files spawn ~25.
import { execFile } from 'node:child_process';

/** node's arguments before the command's own. */
export const AZUL_CLI: readonly string[] =
  process.env.AZUL_E2E_ENTRY === 'tsx' ? ['--import', 'tsx', 'src/cli/main.ts'] : ['dist/src/cli/main.js'];

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `azul ...args` to its end; `env` replaces the environment when given. */
export function azul(args: string[], options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...AZUL_CLI, ...args],
      { cwd: process.cwd(), timeout: options.timeoutMs ?? 120_000, env: options.env },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}
