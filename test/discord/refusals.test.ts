// Every code the app refuses with has words of its own: no person ever reads a message id.
// The table below names every AppError (the type checker fails on one left out), with the facts
// the app gives it.
import { describe, expect, it } from 'vitest';
import type { AppError, FailFacts } from '../../src/app/index.ts';
import { refuse } from '../../src/app/errors.ts';
import { refusalText } from '../../src/discord/refusals.ts';
import { wordsFor } from '../../src/i18n/index.ts';

const FACTS: Record<AppError, FailFacts> = {
  NOT_FOUND: {},
  CONFLICT: {},
  CHANNEL_BUSY: {},
  NOT_LOBBY: {},
  NOT_ACTIVE: {},
  BROKEN: {},
  ALREADY_SEATED: {},
  NOT_SEATED: {},
  LOBBY_FULL: {},
  NOT_INVITED: {},
  BAD_INPUT: {},
  DB_UNAVAILABLE: {},
  BAD_PLAYER_COUNT: {},
  BOTS_DO_NOT_FIT: { bots: 4, seats: 4 },
  BAD_TURN_TIME: { asked: '2 weeks' },
  BAD_LEVEL: { asked: 'grandmaster' },
  BAD_VARIANT: { asked: 'hexagons' },
  BAD_LANGUAGE: { asked: 'tlh' },
  INVITED_HOST: {},
  INVITED_TWICE: {},
  TOO_MANY_INVITED: { invited: 4 },
  INVITED_DO_NOT_FIT: { invited: 2, bots: 1, seats: 3 },
  THREAD_OF_A_GAME: {},
  LOBBY_STARTED: {},
  LOBBY_CHANGED: {},
  NOT_HOST: { action: 'start' },
  TOO_FEW_PLAYERS: { seated: 1 },
  GAME_STARTED: {},
  NOT_FINISHED: {},
  REVIEW_NOT_FINISHED: {},
  NOT_REVIEWABLE: {},
  NO_GAME_TO_REVIEW: {},
  NOT_A_PLAYER: {},
  NOT_A_VOTER: {},
  CANCEL_STALE: {},
  NOT_ALLOWED: {},
  ALREADY_OVER: {},
  WRONG_CHANNEL: {},
  NOT_RUNNING: {},
  NOT_IN_GAME: {},
  LEFT_GAME: {},
  ALREADY_LEFT: {},
  SEAT_ALREADY_YOURS: {},
  GAME_MOVED_ON: {},
  TURN_STALE: {},
  NOT_YOUR_TURN: {},
  CHOICE_GONE: {},
  ILLEGAL: { rule: 'ILLEGAL_MOVE' as FailFacts['rule'] },
  UNDO_NOT_YOURS: {},
  UNDO_GONE: {},
  UNDO_ROUND_OVER: {},
  UNDO_TOO_LATE: {},
  STALE: {},
  NOT_BOT_TURN: {},
  VOTE_OVER: {},
  VOTE_ON_AUTOPILOT: {},
  VOTE_NEVER_OFFERED: {},
  VOTE_CLOSED: {},
  VOTE_ALREADY_AGREED: {},
  VOTE_NOTHING_TO_WITHDRAW: {},
  BUSY: {},
  NO_GAME: {},
  NO_SERVER: {},
  OTHER_SERVER: {},
  IN_THREADS: {},
  TOURNAMENT_NO_SERVER: {},
  NOT_ORGANIZER: {},
  NO_TOURNAMENT: {},
  TOURNAMENT_HERE: {},
  BAD_TOURNAMENT_NAME: {},
  BAD_FORMAT: {},
  BAD_TABLE_SIZE: {},
  BAD_ROUNDS: {},
  BAD_START: {},
  TOURNAMENT_STARTED: {},
  TOURNAMENT_NOT_STARTED: {},
  TOURNAMENT_OVER: {},
  TOURNAMENT_FULL: {},
  ALREADY_ENTERED: {},
  NOT_ENTERED: {},
  NO_CHECK_IN: {},
  ALREADY_CHECKED_IN: {},
  ALREADY_DROPPED: {},
  TOO_FEW_ENTRANTS: { seated: 1 },
  NO_SEASONS: {},
  NO_PREVIOUS_SEASON: {},
  SEASONS_NOT_MANUAL: {},
  PUZZLE_STALE: {},
  PUZZLE_ANSWERED: {},
  PUZZLE_NOT_ANSWERED: {},
  NO_PUZZLE: {},
  BAD_HOUR: {},
  OUTCOME_UNKNOWN: {},
};

describe('refusal words', () => {
  const en = wordsFor('en');
  for (const [code, facts] of Object.entries(FACTS) as Array<[AppError, FailFacts]>) {
    it(`${code} is said in words`, () => {
      const text = refusalText(en, refuse(code, 'detail for the logs', null, facts));
      expect(text).not.toMatch(/^refusal-/);
      // A missing argument shows as {$name}; the log-only detail never reaches people.
      expect(text).not.toContain('{$');
      expect(text).not.toContain('detail for the logs');
      expect(text.length).toBeGreaterThan(10);
    });
  }

  it('the facts reach the words (counts and plurals)', () => {
    expect(refusalText(en, refuse('INVITED_DO_NOT_FIT', '', null, { invited: 2, bots: 1, seats: 3 }))).toBe(
      '2 invited people and 1 bot do not fit a 3-seat table with you at it. Nothing was opened.',
    );
    expect(refusalText(en, refuse('INVITED_DO_NOT_FIT', '', null, { invited: 1, bots: 3, seats: 4 }))).toMatch(
      /^1 invited person and 3 bots do not fit a 4-seat/,
    );
  });
});
