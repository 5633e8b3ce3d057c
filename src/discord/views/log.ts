// `/azul log`: the moves round by round, in pages that fit one message.
import { nameOf, type GameLog, type Named, type TurnOutcome, type Words } from '../../app/index.ts';
import { seatName, turnSentence } from '../outcome-text.ts';
import { CONTENT_MAX } from './common.ts';

export function gameLogPages(w: Words, names: readonly Named[], turns: TurnOutcome[]): string[] {
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
    [
      pages.length > 1
        ? w.t('log-title-paged', { moves: turns.length, page: i + 1, pages: pages.length })
        : w.t('log-title', { moves: turns.length }),
      ...page,
    ].join('\n'),
  );
}

/**
 * The whole game as a readable text file (attached to the final results next to the record): the
 * start, every move numbered as the record numbers it, each round's scores, and how it ended.
 */
export function gameLogText(w: Words, log: GameLog): string {
  const names = log.players.map((p) => p.named);
  const lines: string[] = [
    w.t('log-file-title', { players: names.map((who) => nameOf(w, who)).join(', '), variant: log.variant }),
  ];
  if (log.start)
    lines.push(
      w
        .t(log.start.by === 'random' ? 'game-started-random' : 'game-started', {
          who: seatName(w, names, log.start.firstPlayer),
        })
        .replaceAll('**', ''),
    );
  for (const round of log.rounds) {
    lines.push('', w.t('log-round', { round: round.round }).replaceAll('__', ''));
    for (const entry of round.entries) {
      if (entry.kind === 'move') {
        const said = turnSentence(w, names, {
          kind: 'turn',
          inRound: round.round - 1,
          move: entry.move,
          playedBy: entry.playedBy,
          round: null,
          end: null,
          next: null,
        });
        lines.push(`${entry.number}. ${said}`);
      } else {
        const who = seatName(w, names, entry.seat);
        lines.push(
          `   ${w.t(entry.change === 'back' ? 'seat-back' : entry.change === 'left-server' ? 'seat-left-server' : 'seat-left', { who })}`,
        );
      }
    }
    if (round.scores)
      lines.push(
        `   ${w.t('log-file-scores', { scores: round.scores.map((s, seat) => `${seatName(w, names, seat)} ${s}`).join(', ') })}`,
      );
  }
  if (log.end?.kind === 'finished') {
    const result = log.end.result;
    lines.push(
      '',
      w.t(log.end.by === 'agreement' ? 'log-file-end-agreement' : 'log-file-end', {
        scores: result.standings.map((s) => `${seatName(w, names, s.seat)} ${s.score}`).join(', '),
        winners: result.winners.map((s) => seatName(w, names, s)).join(', '),
      }),
    );
  } else if (log.end?.kind === 'cancelled') {
    lines.push('', w.t('log-file-cancelled'));
  }
  return `${lines.join('\n')}\n`;
}
