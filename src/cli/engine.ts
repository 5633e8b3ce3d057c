// `azul engine [--level L] [--time-ms T]`: the AI over JSON Lines on stdin and
// stdout (src/ai/protocol.ts; documented with an example in src/ai/README.md).
// One answer line per request line, in order; bad requests get an error line
// and the engine keeps serving until stdin ends.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { isLevel, LEVELS } from '../ai/index.ts';
import { answerLine } from '../ai/protocol.ts';

const USAGE = `usage: azul engine [--level ${LEVELS.join('|')}] [--time-ms T]`;

function fail(message: string): number {
  console.error(`azul engine: ${message}\n${USAGE}`);
  return 2;
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { level: { type: 'string', default: 'hard' }, 'time-ms': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return fail((error as Error).message);
  }
  const level = values.level;
  if (!isLevel(level)) return fail(`--level must be one of ${LEVELS.join(', ')}`);
  const timeMs = values['time-ms'] === undefined ? undefined : Number(values['time-ms']);
  if (timeMs !== undefined && !(Number.isFinite(timeMs) && timeMs > 0))
    return fail('--time-ms must be a positive number');

  const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of input) {
    if (line.trim() === '') continue;
    let answer: string;
    try {
      answer = JSON.stringify(answerLine(line, { level, timeMs, now: () => performance.now() }));
    } catch (error) {
      // answerLine does not throw on input; this is a bug, but the caller still gets its line.
      answer = JSON.stringify({
        id: null,
        error: `internal error: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    if (!process.stdout.write(answer + '\n')) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  return 0;
}
