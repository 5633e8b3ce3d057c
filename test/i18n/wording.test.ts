// Wordings players read badly in a Portuguese and a German game: each checked in the catalog (every
// language where the fault was one of wording) or in the view that says it.
import { describe, expect, it } from 'vitest';
import { imageWordsFor } from '../../src/app/image-words.ts';
import { LOCALES, catalogFiles, wordsFor } from '../../src/i18n/index.ts';
import { cancelSentence } from '../../src/discord/outcome-text.ts';
import { resultFilesText } from '../../src/discord/views/stats.ts';

describe('wordings', () => {
  it('no message tells a player to run a developer’s command (npm, the replay command line)', () => {
    const found: string[] = [];
    for (const locale of LOCALES)
      for (const [file, text] of catalogFiles(locale))
        text.split('\n').forEach((line, i) => {
          if (!line.startsWith('#') && /npm run|azul -- /.test(line)) found.push(`${locale}/${file}:${i + 1}`);
        });
    expect(found).toEqual([]);
    const text = resultFilesText(wordsFor('pt-BR'), [{ kind: 'person', name: 'Ana' }], null);
    expect(text).toContain('azul-game.json');
  });

  it('Portuguese names the host without an article (gender-free, as its glossary says)', () => {
    const found: string[] = [];
    for (const locale of ['pt-PT', 'pt-BR'] as const)
      for (const [file, text] of catalogFiles(locale))
        text.split('\n').forEach((line, i) => {
          if (!line.startsWith('#') && /\b[oOaA]s? host\b|\b[dn]os? host\b|\bao host\b/.test(line))
            found.push(`${locale}/${file}:${i + 1}: ${line.trim()}`);
        });
    expect(found).toEqual([]);
    const lobby = wordsFor('pt-BR');
    expect(lobby.t('lobby-can-start')).toMatch(/^Quem organiza/);
  });

  it('the score before the bonuses is named as the final standings name it, not "the round’s points"', () => {
    for (const locale of LOCALES) {
      const label = imageWordsFor(locale).final.beforeBonuses;
      const standing = wordsFor(locale).t('final-standing', {
        rank: 1,
        name: 'Ana',
        score: 50,
        wall: 40,
        rows: 1,
        rowPoints: 2,
        columns: 0,
        columnPoints: 0,
        colors: 0,
        colorPoints: 0,
      });
      expect(standing.toLowerCase(), locale).toContain(label.toLowerCase());
    }
  });

  it('German: the hint says what the AI would take in German word order (no verb after the move)', () => {
    const de = wordsFor('de');
    const phrase = '3 blaue (Manufaktur 3): 3 in Reihe 3 (voll)';
    const hint = de.t('hint-draft', { phrase, points: de.signed(3) });
    expect(hint).toContain(`${phrase}.`);
    expect(hint).not.toMatch(/\(voll\) nehmen/);
  });

  it('a sign does not keep the points in the plural: "+1 ponto", "+1 Punkt"', () => {
    for (const [locale, one, two] of [
      ['pt-BR', '+1 ponto ', '+2 pontos'],
      ['de', '+1 Punkt ', '+2 Punkte'],
      ['en', '+1 point ', '+2 points'],
    ] as const) {
      const w = wordsFor(locale);
      expect(w.t('hint-place', { column: 2, points: w.signed(1) }), locale).toContain(one);
      expect(w.t('hint-place', { column: 2, points: w.signed(2) }), locale).toContain(two);
      expect(w.t('hint-place', { column: 2, points: w.signed(-2) }), locale).toContain('−2');
    }
  });

  it('a cancel notice says what was cancelled, never "the game in this channel" (its game may run in a thread)', () => {
    for (const locale of LOCALES) {
      const w = wordsFor(locale);
      const lobby = cancelSentence(w, {
        kind: 'cancelled',
        how: 'cancelled',
        stage: 'lobby',
        byUserId: '1',
        byName: 'Eva',
      });
      const game = cancelSentence(w, {
        kind: 'cancelled',
        how: 'cancelled',
        stage: 'game',
        byUserId: '1',
        byName: 'Eva',
      });
      expect(lobby, locale).not.toBe(game);
    }
    const en = wordsFor('en');
    const said = cancelSentence(en, {
      kind: 'cancelled',
      how: 'cancelled',
      stage: 'lobby',
      byUserId: '1',
      byName: 'Eva',
    });
    expect(said).toBe('<@1> cancelled this Azul lobby before its game started.');
    expect(said).not.toMatch(/in this channel/);
  });
});
