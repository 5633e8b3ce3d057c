// A tournament's messages from their view models: the sign-up's buttons while it is open and none
// after; a round's tables and byes; the table card and the thread's first message pinging exactly
// the table's people; the check-in reminder pinging those who have not checked in; and the standings
// within Discord's limits (Components V2: 40 components, 4000 characters) for the largest field.
import { describe, expect, it } from 'vitest';
import type { RoundModel, SignupModel, StandingsModel, TableCardModel } from '../../src/app/index.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import { V2_COMPONENTS_MAX, V2_TEXT_MAX } from '../../src/discord/views/v2.ts';
import {
  checkInReminderView,
  roundView,
  signupView,
  standingsView,
  tableCardView,
  tableWelcomeView,
  winnerLine,
} from '../../src/discord/views/tournament.ts';
import { wordsFor } from '../../src/i18n/index.ts';

const w = wordsFor('en');
const ref = {
  id: '5e3c2b8a-1111-4222-8333-944455556666',
  version: 4,
  name: 'Friday Cup',
  format: 'swiss',
  tableSize: 2,
  variant: 'standard',
  turnSeconds: 86_400,
  botsFill: false,
  checkIn: true,
  organizerId: '100',
};

function signup(status: SignupModel['status']): SignupModel {
  return {
    ref,
    status,
    rounds: 3,
    startsAt: new Date('2026-12-01T18:00:00Z'),
    entrants: [
      { userId: '201', name: 'Ana', checkedIn: true },
      { userId: '202', name: 'Rui', checkedIn: false },
    ],
    open: status === 'signup',
    round: status === 'running' ? 2 : 0,
    planned: 3,
  };
}

describe('tournament views', () => {
  it('the sign-up offers Join, Leave and Check in while open, naming the tournament and its settings', () => {
    const v = signupView(w, signup('signup'));
    expect(v.content).toContain('**Friday Cup**: an Azul tournament, organized by <@100>');
    expect(v.content).toContain('Swiss, 3 rounds');
    expect(v.content).toContain('Tables of up to 2 players');
    expect(v.content).toContain('Starts <t:1796148000:R>');
    expect(v.content).toContain('Signed up (2): <@201> ✅, <@202>');
    const clicks = v.components
      .flatMap((r) => r.components)
      .map((c) => decodeCustomId((c as { custom_id: string }).custom_id));
    expect(clicks.map((c) => [c?.kind, c?.gameId, c?.version])).toEqual([
      ['tournamentJoin', ref.id, 4],
      ['tournamentLeave', ref.id, 4],
      ['tournamentCheckIn', ref.id, 4],
    ]);
    // The sign-up pings nobody.
    expect(v.allowedMentions.users).toEqual([]);
  });

  it('the sign-up has no button once the tournament runs, and says where it stands', () => {
    const v = signupView(w, signup('running'));
    expect(v.components).toEqual([]);
    expect(v.content).toContain('round 2 of 3 is being played');
  });

  it('a round lists its tables and byes; a table card and its thread’s first message ping exactly its people', () => {
    const round: RoundModel = {
      ref,
      round: 2,
      of: 3,
      tables: [
        {
          table: 1,
          players: [
            { userId: '201', name: 'Ana' },
            { userId: '203', name: 'Eva' },
          ],
          bots: 0,
          threadId: null,
        },
        { table: 2, players: [{ userId: '204', name: 'Jo' }], bots: 1, threadId: null },
      ],
      byes: [{ userId: '202', name: 'Rui' }],
    };
    const v = roundView(w, round);
    expect(v.content.split('\n')).toEqual([
      '**Friday Cup** · Round 2 of 3',
      'Table 1: <@201>, <@203>',
      'Table 2: <@204>, 1 bot',
      'Bye this round (½ point): <@202>',
      'Each game has its own thread, under its table’s message below. Good luck!',
    ]);
    expect(v.allowedMentions.users).toEqual([]);
    const card: TableCardModel = {
      name: 'Friday Cup',
      round: 2,
      of: 3,
      table: 1,
      people: ['201', '203'],
      bots: [{ kind: 'bot', level: 'medium', nth: 1 }],
    };
    expect(tableCardView(w, card).content).toBe(
      '**Friday Cup** · Round 2 of 3 · Table 1: <@201>, <@203>, **Bot · medium**',
    );
    // The bots are named in the message's language.
    expect(tableCardView(wordsFor('de'), card).content).toContain('<@203>, **Bot · mittel**');
    expect(tableCardView(w, card).allowedMentions.users).toEqual(['201', '203']);
    expect(tableWelcomeView(w, card).allowedMentions.users).toEqual(['201', '203']);
  });

  it('the check-in reminder pings those who have not checked in', () => {
    const v = checkInReminderView(w, signup('signup'), ['202']);
    expect(v.content).toContain('<@202>');
    expect(v.allowedMentions.users).toEqual(['202']);
  });

  it('the standings of the largest field fit one Components V2 message, the winner named at the end', () => {
    const rows = Array.from({ length: 128 }, (_, i) => ({
      rank: i + 1,
      shared: false,
      userId: String(1000 + i),
      name: `A rather long display name ${i}`.slice(0, 32),
      points: 5.8333 - i * 0.04,
      buchholz: 20.25 - i * 0.1,
      totalScore: 500 - i,
      rating: 0,
      games: 6,
      withdrawn: i === 3,
      out: null,
    }));
    const model: StandingsModel = { ref, after: 6, of: 6, final: true, status: 'finished', rows };
    const v = standingsView(
      w,
      model,
      'Final standings, after 6 rounds',
      { name: 'azul-tournament-standings.png' },
      winnerLine(w, model),
    );
    const texts: string[] = [];
    let count = 0;
    const walk = (c: { content?: string; components?: unknown[]; items?: unknown[] }) => {
      count++;
      if (typeof c.content === 'string') texts.push(c.content);
      for (const child of (c.components ?? []) as (typeof c)[]) walk(child);
    };
    for (const c of v.components) walk(c as never);
    expect(count).toBeLessThanOrEqual(V2_COMPONENTS_MAX);
    expect(texts.join('').length).toBeLessThanOrEqual(V2_TEXT_MAX);
    const all = texts.join('\n');
    expect(all).toContain('🏆 **A rather long display name 0** wins **Friday Cup**!');
    expect(all).toContain('1. **A rather long display name 0** — 5.83 points · Buchholz 20.25 · score 500');
    expect(all).toContain('(dropped)');
    expect(all).toContain('…and 108 more (in the picture).');
  });
});
