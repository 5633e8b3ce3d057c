// A destination for the bot's logger that keeps the lines it was given, as they would be written.
import type { DestinationStream } from 'pino';

export function captureLines(): DestinationStream & { lines: string[]; text(): string } {
  const lines: string[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(line);
    },
    text: () => lines.join(''),
  };
}
