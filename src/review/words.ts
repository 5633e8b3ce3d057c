// The review in English words: moves, judgements, costly moves, the text summary.
// Every word the command line prints about a review is here, in one place, so that it can move
// to a message catalog as a whole.
import type { CostlyMove, GameReview, Judgement, PlayerReview, ReviewMove } from './types.ts';

/** "Display 5" for display index 4: people count displays from 1. */
function sourceWords(source: number | 'center'): string {
  return source === 'center' ? 'the center' : `display ${source + 1}`;
}

/** "2 blue from the center to line 2 (and the first player marker)", "the white of line 5 to column 1". */
export function moveWords(m: ReviewMove): string {
  if (m.kind === 'place') return `the ${m.color} of line ${m.line + 1} to column ${m.column + 1}`;
  const where = m.line === 'floor' ? 'the floor' : `line ${m.line + 1}`;
  const extras: string[] = [];
  if (m.line !== 'floor' && m.toFloor > 0) extras.push(`${m.toFloor} to the floor`);
  if (m.marker) extras.push('the first player marker');
  return `${m.tiles} ${m.color} from ${sourceWords(m.source)} to ${where}${extras.length ? ` (${extras.join(', ')})` : ''}`;
}

export const JUDGEMENT_WORDS: Record<Judgement, string> = {
  forced: 'forced',
  best: 'best',
  good: 'good',
  inaccuracy: 'inaccuracy',
  mistake: 'mistake',
  blunder: 'blunder',
};

/** "−6.1 expected points" (a loss: shown negative, one decimal). */
export function lossWords(loss: number): string {
  return `−${loss.toFixed(1)} expected points`;
}

/**
 * "Round 2, move 14: 2 blue from the center to line 2 instead of 4
 * red from display 5 to line 4: −6.1 expected points (mistake)".
 */
export function costlyMoveWords(c: CostlyMove): string {
  return `Round ${c.round + 1}, move ${c.index + 1}: ${moveWords(c.played)} instead of ${moveWords(c.better)}: ${lossWords(c.loss)} (${JUDGEMENT_WORDS[c.judgement]})`;
}

export function seatName(review: GameReview, seat: number): string {
  const name = review.names?.[seat];
  return name ? `${name} (seat ${seat + 1})` : `Seat ${seat + 1}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function playerWords(review: GameReview, p: PlayerReview): string[] {
  const accurate = Math.round((p.accuracy * p.moves) / 100);
  const lines = [
    `${seatName(review, p.seat)}: ${review.scores[p.seat]} points; accuracy ${p.accuracy.toFixed(1)}% (${accurate} of ${plural(p.moves, 'move', 'moves')} within ${review.thresholds.accurate} expected point of the best), ` +
      `mean loss ${p.meanLoss.toFixed(2)} points a move; ${plural(p.inaccuracies, 'inaccuracy', 'inaccuracies')}, ${plural(p.mistakes, 'mistake', 'mistakes')}, ${plural(p.blunders, 'blunder', 'blunders')}`,
  ];
  if (p.costliest.length === 0) lines.push('  no move gave away points');
  for (const c of p.costliest) lines.push(`  ${costlyMoveWords(c)}`);
  return lines;
}

/** The text summary of a review: the game, then each player's accuracy, counts and costliest moves. */
export function reviewWords(review: GameReview, title: string): string {
  const t = review.thresholds;
  const head = `${title}: ${review.playerCount} players, ${review.variant === 'gray' ? 'gray' : 'colored'} wall, ${review.moves.length} moves, ${
    review.finished ? 'final scores' : 'not finished, scores so far'
  } ${review.scores.join(' / ')}`;
  const key = `(expected points given away: inaccuracy from ${t.inaccuracy}, mistake from ${t.mistake}, blunder from ${t.blunder})`;
  return [head, key, ...review.players.flatMap((p) => playerWords(review, p))].join('\n');
}
