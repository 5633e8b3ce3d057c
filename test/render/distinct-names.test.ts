// Two bots of one level at a table ("Bot · hard", "Bot · hard 2") must be told apart in every
// picture that shows names. Seen before: the final chart's legend "Bot · h… 46" next to "Bot · hard
// 59", review headers "Bot · h…", the turn banner "Bot · ha… pegou 3 vermelhos". Every text drawn is
// watched (textProbe): a text shortened to fit ("…") must not read as the same text with the other
// bot's name in it.
import { describe, expect, it } from 'vitest';
import { imageWordsFor } from '../../src/app/image-words.ts';
import { legalMoves, type Action } from '../../src/engine/index.ts';
import { wordsFor, type Locale } from '../../src/i18n/index.ts';
import {
  renderFinal,
  renderMyBoard,
  renderReviewChart,
  renderReviewPosition,
  renderRoundSummary,
  renderTable,
  type RenderedImage,
} from '../../src/render/index.ts';
import { sampleGame } from '../../src/render/samples.ts';
import { couldBe, textProbe } from '../../src/render/text.ts';

/** Whether a reader could take `shown` (with "…" where parts were cut) for `text`. */
function couldRead(shown: string, text: string): boolean {
  if (!shown.includes('…')) return shown === text;
  const pattern = shown
    .split('…')
    .map((part) => part.trimEnd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(text);
}

function botNames(locale: Locale, players: number): string[] {
  const w = wordsFor(locale);
  return ['Ana', ...[1, 2, 3].map((nth) => w.t('bot-name', { level: 'hard', nth }))].slice(0, players);
}

/** Every picture that shows names, with the bots' names of `locale`. */
function pictures(locale: Locale, players: 3 | 4): Array<[string, () => Promise<RenderedImage>]> {
  const w = imageWordsFor(locale);
  const names = botNames(locale, players);
  const g = sampleGame(players, `distinct-${players}`);
  // A bot's move marked, a bot to play (the banner), each bot seat viewed.
  const bot = (seat: number) => ({ ...g.midRoundMove, player: seat });
  const moves = legalMoves(g.midRound);
  const played = { ...moves[0]!, player: g.midRound.current } as Action;
  const better = { ...moves[moves.length - 1]!, player: g.midRound.current } as Action;
  const margins = names.map((_, s) => Array.from({ length: 41 }, (_, i) => Math.sin(i / 5 + s) * 10 * (s + 1)));
  const rounds = Array.from({ length: 41 }, (_, i) => Math.floor(i / 8));
  return [
    ['table', () => renderTable(g.midRound, names, { words: w.table, since: g.midRoundSince })],
    ['table, a bot’s move', () => renderTable(g.midRound, names, { words: w.table, lastMove: bot(2) })],
    ['table, the other bot’s move', () => renderTable(g.midRound, names, { words: w.table, lastMove: bot(1) })],
    ['my board', () => renderMyBoard(g.midRound, names, 0, { words: w.myBoard, since: g.midRoundSince })],
    ['summary', () => renderRoundSummary(g.afterTiling, names, { words: w.summary })],
    ['final', () => renderFinal(g.final, names, { words: w.final })],
    ['review chart', () => renderReviewChart({ words: w.review, names, margins, rounds })],
    ...[1, 2].map((seat): [string, () => Promise<RenderedImage>] => [
      `review position of seat ${seat}`,
      () =>
        renderReviewPosition({
          words: w.review,
          state: g.midRound,
          names,
          name: names[seat]!,
          played: { ...played, player: seat } as Action,
          better: { ...better, player: seat } as Action,
          loss: 5.6,
        }),
    ]),
  ];
}

describe.each(['en', 'pt-BR', 'de'] as const)('two bots of one level in %s', (locale) => {
  it.each([3, 4] as const)(
    '%i players: every name shortened in a picture still tells the bots apart',
    async (players) => {
      const [, first, second, third] = botNames(locale, players);
      const bots = [first!, second!, ...(third ? [third] : [])];
      const confused: string[] = [];
      let texts = 0;
      for (const [picture, draw] of pictures(locale, players)) {
        textProbe.drawn = ({ asked, shown }) => {
          const own = bots.filter((b) => asked.includes(b));
          if (own.length === 0) return;
          texts++;
          // The longest bot name the text holds ("Bot · hard 2" holds "Bot · hard" too).
          const name = own.reduce((a, b) => (b.length > a.length ? b : a));
          for (const other of bots.filter((b) => b !== name)) {
            if (couldRead(shown, asked.replace(name, other)))
              confused.push(`${picture}: "${shown}" (for "${asked}") reads as ${other} too`);
          }
        };
        try {
          await draw();
        } finally {
          textProbe.drawn = null;
        }
      }
      expect(texts).toBeGreaterThan(10);
      expect(confused).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it('sees a name cut alike: "Bot · h… 46" reads as either bot', () => {
    expect(couldRead('Bot · h… 46', 'Bot · hard 46')).toBe(true);
    expect(couldRead('Bot · h… 46', 'Bot · hard 2 46')).toBe(true);
    expect(couldRead('Bot · d… 2', 'Bot · difícil')).toBe(false);
    expect(couldBe('Bot · ha…', 'Bot · hard 2')).toBe(true);
    expect(couldBe('Bot · h… 2', 'Bot · hard')).toBe(false);
  });
});
