// The final results image: who won and why, each player's final wall, bonuses
// and score, and a chart of the scores round by round.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { GameState } from '../engine/types.ts';
import { drawBannerTitle, drawCardFrame, drawCardName, drawCompleteLines, drawMiniWall } from './cards.ts';
import { drawChart } from './chart.ts';
import { drawPanel } from './chrome.ts';
import { ensureFonts } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { layoutCards, type CardLayout, type CardsLayout } from './layout-cards.ts';
import { GAIN, INK, INK_SOFT } from './palette.ts';
import { measure, plain, textInBox, type NamePart, type Phrase } from './text.ts';
import { roundRect } from './tiles.ts';

const WINNER = '#c98a00';

/** One sentence: who won and how it was decided (names shortened first if it does not fit). */
export function winnerPhrase(state: GameState, names: string[]): Phrase {
  const r = state.result;
  if (!r) return ['Game not finished'];
  const who = r.winners.map((s) => ({ name: names[s] }));
  const score = r.scores[r.winners[0]];
  const rows = r.completeRows[r.winners[0]];
  const rowWord = (n: number) => `${n} complete row${n === 1 ? '' : 's'}`;
  if (r.decidedBy === 'shared') {
    return ['Shared win: ', ...joinNames(who), `, ${score} points and ${rowWord(rows)} each`];
  }
  if (r.decidedBy === 'rows') {
    const tied = r.scores.map((s, seat) => ({ s, seat })).filter((x) => x.s === score && x.seat !== r.winners[0]);
    const best = Math.max(...tied.map((t) => r.completeRows[t.seat]));
    return [who[0], ` wins the tie at ${score}: ${rowWord(rows)} vs ${best}`];
  }
  return [who[0], ` wins with ${score} points`];
}

export function winnerHeadline(state: GameState, names: string[]): string {
  return plain(winnerPhrase(state, names));
}

function joinNames(names: NamePart[]): Phrase {
  const out: (string | NamePart)[] = [];
  names.forEach((n, i) => {
    if (i > 0) out.push(i === names.length - 1 ? ' & ' : ', ');
    out.push(n);
  });
  return out;
}

/** Rows on each card: before bonuses, rows, columns, colors, and the final score. */
const FINAL_ROWS = 5;

export function drawFinal(state: GameState, names: string[]): { canvas: Canvas; layout: CardsLayout } {
  const result = state.result;
  if (!result) throw new Error('renderFinal: the state has no result (the game is not over)');
  ensureFonts();
  const layout = layoutCards(state.players.map(() => FINAL_ROWS), true);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext('2d');
  drawPanel(ctx, layout.width, layout.height);
  drawBannerTitle(ctx, layout.banner, 'Game over', winnerPhrase(state, names), WINNER);
  state.players.forEach((_, seat) => drawFinalCard(ctx, state, layout.cards[seat], seat, names[seat]));
  const rounds = state.scoreHistory.length;
  drawChart(
    ctx,
    layout.chart!,
    state.players.map((_, seat) => ({
      seat,
      name: names[seat],
      points: [0, ...state.scoreHistory.map((h) => h[seat]), result.scores[seat]],
    })),
    ['Start', ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`), 'Final'],
  );
  return { canvas, layout };
}

function drawFinalCard(ctx: SKRSContext2D, state: GameState, card: CardLayout, seat: number, name: string): void {
  const r = state.result!;
  const won = r.winners.includes(seat);
  drawCardFrame(ctx, card, won ? WINNER : undefined);
  const label = r.winners.length > 1 ? 'SHARED WIN' : 'WINNER';
  const labelW = measure(ctx, label, 17, true) + 24;
  const nameW = drawCardName(ctx, card, seat, name, won ? labelW + 10 : 0);
  textInBox(ctx, String(r.scores[seat]), card.scoreBox, { size: 42, bold: true, color: won ? WINNER : INK, align: 'right' });
  if (won) {
    const pill: Rect = { x: card.nameBox.x + 28 + nameW + 10, y: card.nameBox.y + card.nameBox.h / 2 - 15, w: labelW, h: 30 };
    ctx.fillStyle = WINNER;
    roundRect(ctx, pill, 15);
    ctx.fill();
    textInBox(ctx, label, pill, { size: 17, bold: true, color: '#ffffff', align: 'center' });
  }
  drawMiniWall(ctx, card.wall, state.players[seat].wall, state.variant);
  drawCompleteLines(ctx, card.wall, state.players[seat].wall);

  const b = r.bonuses[seat];
  const before = r.scores[seat] - b.points;
  const rows: [string, string, boolean][] = [
    ['Before bonuses', String(before), false],
    [`Rows  ${b.rows} × 2`, `+${b.rows * 2}`, b.rows > 0],
    [`Columns  ${b.columns} × 7`, `+${b.columns * 7}`, b.columns > 0],
    [`Colors  ${b.colors} × 10`, `+${b.colors * 10}`, b.colors > 0],
    ['Final score', String(r.scores[seat]), false],
  ];
  rows.forEach(([label, value, gain], i) => {
    const box = card.rows[i];
    const last = i === rows.length - 1;
    if (last) {
      ctx.fillStyle = '#e6dac3';
      ctx.fillRect(box.x, box.y - 2, box.w, 1.5);
    }
    textInBox(ctx, label, { ...box, w: box.w - 70 }, { size: last ? 20 : 19, bold: last || i === 0, color: i === 0 || last ? INK : INK_SOFT });
    textInBox(ctx, value, { x: box.x + box.w - 70, y: box.y, w: 70, h: box.h }, {
      size: last ? 28 : 24,
      bold: true,
      color: gain ? GAIN : i === 0 || last ? INK : INK_SOFT,
      align: 'right',
    });
  });
}
