// Alt text and names: what a screen reader user hears must match the state.
import { describe, expect, it } from 'vitest';
import { describeCounts, describeFinal, describeSummary, describeTable } from '../../src/render/describe.ts';
import { drawableName, seatNames, spokenNames } from '../../src/render/names.ts';
import { winnerHeadline } from '../../src/render/final.ts';
import { tileReason } from '../../src/render/summary.ts';
import * as F from './fixtures.ts';
import { EN } from './fixtures.ts';

describe('describeTable', () => {
  it('says whose turn it is, the scores, the displays counted from 1, the center and the marker', () => {
    const text = describeTable(F.fourPlayerMidRound(), seatNames(F.NAMES4, 4, EN.table.seat), [], EN.table.alt);
    expect(text).toContain('round 4, 4 players');
    expect(text).toContain('Dmitri Ivanovich to play.');
    expect(text).toContain('Scores: Ana Beatriz Figueiredo 23, Bo 31, Cy 🎲 12, Dmitri Ivanovich 18.');
    expect(text).toContain('Bo has the first player marker.');
    expect(text).toContain('Displays: 2: 1 blue, 2 yellow, 1 white; 5: 3 red, 1 black; 9: 1 blue, 2 black, 1 white.');
    expect(text).toContain('Center: 3 blue, 1 yellow, 2 red, 4 black, 4 white.');
  });

  it('mentions the marker while it lies in the center', () => {
    expect(describeTable(F.threePlayerMidRound(), F.NAMES3, [], EN.table.alt)).toMatch(
      /Center: .*and the first player marker\./,
    );
  });

  it('names the pending line in the gray wall phase', () => {
    expect(describeTable(F.grayWallPhase(), F.NAMES2, [], EN.table.alt)).toContain('Ana to place line 3 on the wall.');
  });

  it('stays under 1000 characters with very long names', () => {
    const long = Array.from({ length: 4 }, (_, i) => `${'Very long name '.repeat(30)}${i}`);
    expect(describeTable(F.fourPlayerMidRound(), long, [], EN.table.alt).length).toBeLessThan(1000);
  });
});

describe('describeSummary and describeFinal', () => {
  it('gives each player old and new score and what scored', () => {
    const text = describeSummary(F.roundSummary3(), F.NAMES3, EN.summary);
    expect(text).toContain('round 3 scored');
    expect(text).toContain('Ana: 9 to 17 (blue on line 2 +2, black on line 3 +3, red on line 4 +4, floor -1)');
    expect(text).toContain('Cy: 3 to 0 (floor -8)');
  });

  it('explains a tie-break win', () => {
    const text = describeFinal(F.finalTieBreak4(), F.NAMES4, EN.final);
    expect(text).toContain('Bo wins the tie-break on complete rows.');
    expect(text).toContain('Cy 🎲 61 points');
    // Counted nouns agree with their number (the text is read aloud).
    expect(text).toContain('Ana Beatriz Figueiredo 48 points (bonuses +9: 1 row, 1 column, 0 colors; 1 complete row)');
    expect(winnerHeadline(F.finalTieBreak4(), F.NAMES4, EN.final)).toBe('Bo wins the tie at 61: 2 complete rows vs 1');
  });

  it('explains a shared win', () => {
    const s = F.finalTieBreak4();
    s.result = { ...s.result!, winners: [1, 2], decidedBy: 'shared', completeRows: [1, 2, 2, 0] };
    expect(winnerHeadline(s, F.NAMES4, EN.final)).toBe('Shared win: Bo & Cy 🎲, 61 points and 2 complete rows each');
    expect(describeFinal(s, ['A', 'B', 'C', 'D'], EN.final)).toContain('B and C share the win');
  });
});

describe('helpers', () => {
  it('describeCounts lists colors in wall order', () => {
    expect(describeCounts([0, 2, 0, 1, 0], EN.table.alt)).toBe('2 yellow, 1 black');
    expect(describeCounts([0, 0, 0, 0, 0], EN.table.alt)).toBe('');
  });

  it('tileReason says which runs scored', () => {
    const t = { player: 0, line: 0, column: 0, color: 0 as const, points: 0 };
    expect(tileReason({ ...t, horizontal: 3, vertical: 2 }, EN.summary)).toBe('row of 3 + column of 2');
    expect(tileReason({ ...t, horizontal: 0, vertical: 4 }, EN.summary)).toBe('column of 4');
    expect(tileReason({ ...t, horizontal: 0, vertical: 0 }, EN.summary)).toBe('no neighbour');
  });

  it('keeps every script and emoji the bundled fonts draw, drops the rest', () => {
    expect(drawableName('Cy 🎲', 2, EN.table.seat)).toBe('Cy 🎲');
    expect(drawableName('Zoë Ñandú Ярослав', 0, EN.table.seat)).toBe('Zoë Ñandú Ярослав');
    expect(drawableName('李小龍', 1, EN.table.seat)).toBe('李小龍');
    expect(drawableName('太郎 Ø', 1, EN.table.seat)).toBe('太郎 Ø');
    for (const name of ['さくら', '김민준', 'محمد', 'דוד', 'राहुल', 'สมชาย', 'Ἀθηνᾶ', '👩‍👩‍👧', '🇯🇵', '👍🏽']) {
      expect(drawableName(name, 0, EN.table.seat)).toBe(name);
    }
    // Private-use and unassigned characters have no glyph anywhere: dropped, never drawn as boxes.
    expect(drawableName('Cy \u{10FFFD}\uE000', 2, EN.table.seat)).toBe('Cy');
    expect(drawableName('\uE000\uE001', 1, EN.table.seat)).toBe('Player 2');
    expect(seatNames(['Ana'], 3, EN.table.seat)).toEqual(['Ana', 'Player 2', 'Player 3']);
    expect(spokenNames(['Cy 🎲', '  '], 2, EN.table.seat)).toEqual(['Cy 🎲', 'Player 2']);
  });
});
