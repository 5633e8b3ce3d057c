// Runs `npm run play` as a person would (its own process, the same entry point) and reads what it prints.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningPlayground {
  child: ChildProcess;
  url: string;
  output(): string;
  /** The pid of the bot process that last logged "bot ready". */
  botPid(): number;
  /** Waits until `text` has been printed `count` times. */
  waitForOutput(text: string, count?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<number | null>;
}

export function runPlay(args: string[]): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/playground/main.ts', '--no-open', ...args], {
    // Bots and hints search 15 ms (AZUL_AI_MOVE_MS), not a hard bot's 1 s, as in the e2e tests.
    env: { ...process.env, AZUL_PLAY_LOG_LEVEL: 'info', AZUL_AI_MOVE_MS: '15' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

export async function startPlayground(args: string[], timeoutMs = 120_000): Promise<RunningPlayground> {
  const { child, output, exit } = runPlay(args);
  const waitForOutput = async (text: string, count = 1, ms = timeoutMs) => {
    const deadline = Date.now() + ms;
    while (output().split(text).length - 1 < count) {
      if (child.exitCode !== null) throw new Error(`the playground exited (${child.exitCode}):\n${output()}`);
      if (Date.now() > deadline)
        throw new Error(`the playground did not print "${text}" within ${ms} ms:\n${output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await waitForOutput('Azul playground: http');
  const url = /Azul playground: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output())![1]!;
  return {
    child,
    url,
    output,
    waitForOutput,
    botPid: () => Number([...output().matchAll(/bot ready \(process (\d+)\)/g)].pop()?.[1]),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}
