// The end vote as people see it: the round summary of a stalled round carries the two
// buttons and where the vote stands; once it ended the game, no buttons; the final results say so.
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/i18n/index.ts';

const en = wordsFor('en');
import { endByAgreement, newGame, type RoundReport } from '../../src/engine/index.ts';
import type { Game } from '../../src/store/types.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import { interactiveComponents, messageText } from '../../src/local-discord/index.ts';
import { gameOf } from './game-fixture.ts';
import { finalModel, roundSummaryModel } from '../../src/app/index.ts';
import { finalText } from '../../src/discord/views/final.ts';
import { roundSummaryView, voteLine } from '../../src/discord/views/round.ts';

/** A 3-player game at round 7, stalled since round 6, seats Ana, Rui and Eva. */
function game(extra: Partial<Game> = {}): Game {
  const state = newGame({ playerCount: 3, variant: 'standard', seed: 'v', firstPlayer: 0 });
  const base = gameOf(state, { id: '123e4567-e89b-12d3-a456-426614174000', version: 41, moveCount: 40, stallRound: 6 });
  return {
    ...base,
    seats: base.seats.map((s, i) => ({ ...s, userId: `u${i}`, displayName: ['Ana', 'Rui', 'Eva'][i]! })),
    ...extra,
  };
}

const stalledReport: RoundReport = {
  round: 6,
  players: [0, 1, 2].map((player) => ({
    player,
    scoreBefore: 10,
    placed: [],
    dumpedLines: [],
    floor: [],
    floorPenalty: 0,
    scoreAfter: 10,
  })),
};

describe('end vote views', () => {
  it('a stalled round summary offers "End the game here" and "Keep playing" for that round, with the tally', () => {
    const view = roundSummaryView(en, roundSummaryModel(game({ endVotes: [0, 1] }), stalledReport, { version: 41 }));
    const shown = messageText({ content: '', components: view.components });
    expect(shown).toContain('No tile reached a wall this round');
    expect(shown).toContain('2 of 3 agree: Ana, Rui.');
    const buttons = interactiveComponents(view.components) as Array<{ custom_id: string; label: string }>;
    expect(buttons.map((b) => b.label)).toEqual(['End the game here', 'Keep playing']);
    expect(buttons.map((b) => decodeCustomId(b.custom_id))).toEqual([
      { kind: 'vote', gameId: game().id, version: 41, round: 6, agree: true },
      { kind: 'vote', gameId: game().id, version: 41, round: 6, agree: false },
    ]);
  });

  it('without a vote, or once it ended the game, the summary has no buttons', () => {
    expect(interactiveComponents(roundSummaryView(en, roundSummaryModel(game(), stalledReport)).components)).toEqual(
      [],
    );
    const ended = roundSummaryView(
      en,
      roundSummaryModel(game({ endVotes: [0, 1, 2] }), stalledReport, { version: 41, ended: true }),
    );
    expect(interactiveComponents(ended.components)).toEqual([]);
    expect(messageText({ content: '', components: ended.components })).toContain('Everyone agreed (Ana, Rui, Eva)');
    expect(voteLine(en, { agreed: [], needed: 2 })).toBe('🗳️ End the game here? 0 of 2 agree.');
  });

  it('the final results of a game ended by agreement say so, after the last round completed', () => {
    const base = game();
    const state = endByAgreement({ ...base.state!, round: 7 });
    const text = finalText(en, finalModel({ ...base, state, status: 'finished', endedBy: 'agreement' })!);
    expect(text.split('\n')[0]).toContain('Ended by agreement after round 7');
    expect(finalText(en, finalModel({ ...base, state, status: 'finished' })!)).not.toContain('agreement');
  });
});
