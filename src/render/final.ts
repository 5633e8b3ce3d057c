// The final results image: who won and why, each player's final wall, bonuses
// and score, and a chart of the scores round by round.
import { createCanvas, type Canvas, type SKRSContext2D } from './canvas.ts';
import type { GameState } from '../engine/types.ts';
import { rankSeats } from '../engine/standings.ts';
import { drawBannerTitle, drawCardFrame, drawCardName, drawCompleteLines, drawMiniWall } from './cards.ts';
import { drawChart } from './chart.ts';
import { drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { layoutCards, type CardFonts, type CardLayout, type CardsLayout } from './layout-cards.ts';
import { GAIN, INK, INK_SOFT } from './palette.ts';
import { measure, plain, textInBox, type NamePart, type Phrase } from './text.ts';
import { roundRect } from './tiles.ts';
import type { FinalWords } from './words.ts';

const WINNER = '#c98a00';

/** One sentence: who won and how it was decided (names shortened first if it does not fit). */
export function winnerPhrase(state: GameState, names: string[], words: FinalWords): Phrase {
  const r = state.result;
  if (!r) return [words.notFinished];
  const who = r.winners.map((s) => ({ name: names[s] }));
  const score = r.scores[r.winners[0]];
  const rows = r.completeRows[r.winners[0]];
  if (r.decidedBy === 'shared') return words.sharedWinSentence(joinNames(who, words), score, rows);
  if (r.decidedBy === 'rows') return words.winsTie(who[0], score, rows, bestOfTied(r, score));
  return words.winsWith(who[0], score);
}

export function winnerHeadline(state: GameState, names: string[], words: FinalWords): string {
  return plain(winnerPhrase(state, names, words));
}

/** The most complete rows among the others tied on the winner's score. */
function bestOfTied(r: NonNullable<GameState['result']>, score: number): number {
  const tied = r.scores.map((s, seat) => ({ s, seat })).filter((x) => x.s === score && x.seat !== r.winners[0]);
  return Math.max(...tied.map((t) => r.completeRows[t.seat]));
}

/** The final image's banner: who won (names shortened if need be), and on a line of its own how it was decided. */
export function winnerBanner(state: GameState, names: string[], words: FinalWords): { title: Phrase; reason: string } {
  const r = state.result;
  if (!r) return { title: [words.notFinished], reason: '' };
  const who = r.winners.map((s) => ({ name: names[s] }));
  const score = r.scores[r.winners[0]];
  const rows = r.completeRows[r.winners[0]];
  if (r.decidedBy === 'shared')
    return { title: words.sharedWin(joinNames(who, words)), reason: words.sharedReason(score, rows) };
  if (r.decidedBy === 'rows')
    return { title: words.wins(who[0]), reason: words.tieReason(score, rows, bestOfTied(r, score)) };
  return { title: words.wins(who[0]), reason: words.withPoints(score) };
}

function joinNames(names: NamePart[], words: FinalWords): Phrase {
  const out: (string | NamePart)[] = [];
  names.forEach((n, i) => {
    if (i > 0) out.push(i === names.length - 1 ? words.and : ', ');
    out.push(n);
  });
  return out;
}

export interface Standing {
  seat: number;
  /** 1 for the best; players tied on score and complete rows share a rank. */
  rank: number;
  /** "1", "2", or "=2" for a shared rank. */
  label: string;
}

/** Players best first (the engine's ranking: score, then complete rows); a shared rank reads "=2". */
export function standings(scores: readonly number[], completeRows: readonly number[]): Standing[] {
  const { bySeat, order } = rankSeats(scores, completeRows);
  return order.map((seat) => {
    const { rank, shared } = bySeat[seat]!;
    return { seat, rank, label: `${shared ? '=' : ''}${rank}` };
  });
}

/** Room for a row's value on the right ("+50", "120"). */
const VALUE_W = 64;

/** Rows on each card: the points from the rounds (before bonuses), rows, columns, colors, and the final score. */
const FINAL_ROWS = 5;

export function drawFinal(
  state: GameState,
  names: string[],
  words: FinalWords,
): { canvas: Canvas; layout: CardsLayout } {
  const result = state.result;
  if (!result) throw new Error('renderFinal: the state has no result (the game is not over)');
  ensureFonts();
  const layout = layoutCards(
    state.players.map(() => FINAL_ROWS),
    true,
  );
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  const banner = winnerBanner(state, names, words);
  const FONTS = layout.fonts;
  drawBannerTitle(ctx, FONTS, layout.banner, words.gameOver, banner.title, WINNER);
  textInBox(ctx, banner.reason, layout.subtitle!, { size: FONTS.subtitle, bold: true, color: INK_SOFT });
  // Cards in rank order, each with its rank badge.
  standings(result.scores, result.completeRows).forEach((standing, i) =>
    drawFinalCard(ctx, FONTS, state, layout.cards[i], standing, names[standing.seat], words),
  );
  const rounds = state.scoreHistory.length;
  drawChart(
    ctx,
    FONTS,
    layout.chart!,
    state.players.map((_, seat) => ({
      seat,
      name: names[seat],
      points: [0, ...state.scoreHistory.map((h) => h[seat]), result.scores[seat]],
    })),
    [words.chartStart, ...Array.from({ length: rounds }, (_, i) => words.chartRound(i + 1)), words.chartFinal],
    words.chartTitle,
  );
  return { canvas, layout };
}

function drawFinalCard(
  ctx: SKRSContext2D,
  FONTS: CardFonts,
  state: GameState,
  card: CardLayout,
  standing: Standing,
  name: string,
  words: FinalWords,
): void {
  const r = state.result!;
  const seat = standing.seat;
  const won = r.winners.includes(seat);
  drawCardFrame(ctx, card, won ? WINNER : undefined);
  // The winner's card: a gold frame, a gold rank badge and a gold score (the banner names them too).
  const rankW = drawRank(ctx, FONTS, card, standing.label, won);
  drawCardName(ctx, FONTS, card, seat, name, 0, rankW + 8);
  // The score large beside the wall (compact cards), or right in the header.
  const score = String(r.scores[seat]);
  const scoreColor = won ? WINNER : INK;
  if (card.compact) {
    const sb = card.scoreBox;
    const label = FONTS.finalLabel * 1.4;
    textInBox(
      ctx,
      score,
      { ...sb, h: sb.h - label },
      { size: FONTS.sideScore, bold: true, color: scoreColor, align: 'center' },
    );
    textInBox(
      ctx,
      words.points,
      { ...sb, y: sb.y + sb.h - label - 8, h: label },
      { size: FONTS.finalLabel, bold: true, color: INK_SOFT, align: 'center' },
    );
  } else {
    textInBox(ctx, score, card.scoreBox, { size: FONTS.finalScore, bold: true, color: scoreColor, align: 'right' });
  }
  drawMiniWall(ctx, card.wall, state.players[seat].wall, state.variant);
  drawCompleteLines(ctx, card.wall, state.players[seat].wall);

  const b = r.bonuses[seat];
  const before = r.scores[seat] - b.points;
  const rows: [string, string, boolean][] = [
    [words.beforeBonuses, String(before), false],
    [words.rowsBonus(b.rows), `+${b.rows * 2}`, b.rows > 0],
    [words.columnsBonus(b.columns), `+${b.columns * 7}`, b.columns > 0],
    [words.colorsBonus(b.colors), `+${b.colors * 10}`, b.colors > 0],
    [words.finalScore, String(r.scores[seat]), false],
  ];
  rows.forEach(([label, value, gain], i) => {
    const box = card.rows[i];
    const last = i === rows.length - 1;
    if (last) {
      ctx.fillStyle = '#e6dac3';
      ctx.fillRect(box.x, box.y - 2, box.w, 1.5);
    }
    textInBox(
      ctx,
      label,
      { ...box, w: box.w - VALUE_W },
      {
        size: last ? FONTS.finalLastLabel : FONTS.finalLabel,
        bold: last || i === 0,
        color: i === 0 || last ? INK : INK_SOFT,
      },
    );
    textInBox(
      ctx,
      value,
      { x: box.x + box.w - VALUE_W, y: box.y, w: VALUE_W, h: box.h },
      {
        size: last ? FONTS.finalLastValue : FONTS.finalValue,
        bold: true,
        color: gain ? GAIN : i === 0 || last ? INK : INK_SOFT,
        align: 'right',
      },
    );
  });
}

/** The rank ("1", "=2") in a round badge at the left of the card's header; returns its width. */
function drawRank(ctx: SKRSContext2D, FONTS: CardFonts, card: CardLayout, label: string, won: boolean): number {
  const nb = card.nameBox;
  const w = Math.max(40, measure(ctx, label, FONTS.rank, true) + 18);
  const badge: Rect = { x: nb.x, y: nb.y + nb.h / 2 - 20, w, h: 40 };
  ctx.fillStyle = won ? WINNER : INK;
  roundRect(ctx, badge, 20);
  ctx.fill();
  textInBox(ctx, label, badge, { size: FONTS.rank, bold: true, color: '#ffffff', align: 'center' });
  return w;
}
