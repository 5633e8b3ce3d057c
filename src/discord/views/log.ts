// `/azul log`: the moves round by round, in pages that fit one message.
import type { TurnOutcome, Words } from '../../app/index.ts';
import { turnSentence } from '../outcome-text.ts';
import { CONTENT_MAX } from './common.ts';

export function gameLogPages(w: Words, names: string[], turns: TurnOutcome[]): string[] {
  if (turns.length === 0) return [w.t('log-empty')];
  const lines: string[] = [];
  let round = -1;
  for (const turn of turns) {
    if (turn.inRound !== round) {
      round = turn.inRound;
      lines.push(w.t('log-round', { round: round + 1 }));
    }
    lines.push(`• ${turnSentence(w, names, turn)}`);
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
  return pages.map((page, i) =>
    [pages.length > 1 ? w.t('log-title-paged', { moves: turns.length, page: i + 1, pages: pages.length }) : w.t('log-title', { moves: turns.length }), ...page].join('\n'),
  );
}
