// The thread a game is played in is named after its players, within Discord's 100 characters.
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/i18n/index.ts';

const en = wordsFor('en');
import { THREAD_NAME_MAX, startNoticeView, threadName } from '../../src/discord/views/thread.ts';
import type { TableModel } from '../../src/app/index.ts';
import type { Named } from '../../src/actor.ts';

const gameWith = (names: string[]): Named[] =>
  names.map((name) => (name === 'Bot · hard' ? { kind: 'bot', level: 'hard', nth: 1 } : { kind: 'person', name }));

describe('threadName', () => {
  it('names the players: "Azul · Ana, Rui, Bot · hard"', () => {
    expect(threadName(en, gameWith(['Ana', 'Rui', 'Bot · hard']))).toBe('Azul · Ana, Rui, Bot · hard');
    // A bot in the game's language.
    expect(threadName(wordsFor('pt-BR'), gameWith(['Ana', 'Bot · hard']))).toBe('Azul · Ana, Bot · difícil');
  });

  it('shortens long names to 100 characters with "…", never splitting an emoji', () => {
    const long = [
      'Ana'.padEnd(32, 'a'),
      'Rui'.padEnd(32, 'r'),
      'Eva'.padEnd(32, 'e'),
      `${'J'.repeat(5)}😀😀😀`.padEnd(32, 'j'),
    ];
    const name = threadName(en, gameWith(long));
    expect(name).toHaveLength(THREAD_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(name.startsWith('Azul · Anaaa')).toBe(true);
    // Emoji count two UTF-16 units each: the name stays within 100 units and ends on a whole emoji.
    const emoji = threadName(en, gameWith(['x'.repeat(86), '😀😀😀😀😀😀😀']));
    expect(emoji.length).toBeLessThanOrEqual(THREAD_NAME_MAX);
    expect(emoji).toMatch(/x, 😀+…$/u);
    expect(emoji.length).toBeGreaterThanOrEqual(THREAD_NAME_MAX - 1);
  });
});

describe('startNoticeView', () => {
  it('names the players, a bot in the game’s language', () => {
    const table = { names: gameWith(['Ana', 'Bot · hard']) } as unknown as TableModel;
    expect(startNoticeView(wordsFor('pt-BR'), table, '123').content).toContain('**Ana**, **Bot · difícil**');
  });
});
