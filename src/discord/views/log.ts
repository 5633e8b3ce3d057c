// `/azul log`: the moves round by round, in pages that fit one message.
import type { TurnOutcome } from '../../app/index.ts';
import { turnSentence } from '../outcome-text.ts';
import { CONTENT_MAX } from './common.ts';

export function gameLogPages(names: string[], turns: TurnOutcome[]): string[] {
  if (turns.length === 0) return ['**Game log** — no moves yet.'];
  const lines: string[] = [];
  let round = -1;
  for (const turn of turns) {
    if (turn.inRound !== round) {
      round = turn.inRound;
      lines.push(`__Round ${round + 1}__`);
    }
    lines.push(`• ${turnSentence(names, turn)}`);
  }
  const pages: string[][] = [[]];
  const budget = CONTENT_MAX - 120;
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > budget && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      size = 0;
    }
    pages[pages.length - 1]!.push(line);
    size += line.length + 1;
  }
  return pages.map((page, i) => [`**Game log** — ${turns.length} moves${pages.length > 1 ? ` · page ${i + 1}/${pages.length} (\`/azul log page:N\`)` : ''}`, ...page].join('\n'));
}
