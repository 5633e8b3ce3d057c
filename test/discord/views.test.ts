// Views respect Discord's limits on every step of whole games, and say what a
// choice will do in words people read.
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { LOCALES, wordsFor } from '../../src/i18n/index.ts';

const en = wordsFor('en');
import { applyAction, legalMoves, newGame } from '../../src/engine/index.ts';
import type { GameState, PlayerCount, Variant } from '../../src/engine/types.ts';
import { finalModel, lobbyModel, namesOf, turnModel, type Picked } from '../../src/app/index.ts';
import { gameOf } from './game-fixture.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import { lineLabel, sourceLabel } from '../../src/discord/labels.ts';
import type { Row, View } from '../../src/discord/views/common.ts';
import type { V2View } from '../../src/discord/views/v2.ts';
import { countV2Components, messageText, textDisplays } from '../../src/local-discord/index.ts';
import { finalText } from '../../src/discord/views/final.ts';
import { lobbyView } from '../../src/discord/views/lobby.ts';
import { roundSummaryText } from '../../src/discord/views/round.ts';
import { RULES_MAX, rulesText } from '../../src/discord/views/rules.ts';
import { turnView } from '../../src/discord/views/turn.ts';

/** A message's rows of controls: the top-level ones, or those inside a Components V2 container. */
function rowsOf(view: View | V2View): Row[] {
  return (view.components as Array<{ type: number; components?: unknown[] }>).flatMap((c) =>
    c.type === ComponentType.Container
      ? ((c.components ?? []) as Array<{ type: number }>).filter((x) => x.type === ComponentType.ActionRow)
      : c.type === ComponentType.ActionRow
        ? [c]
        : [],
  ) as Row[];
}

/**
 * What in a view breaks Discord's limits, in words (empty: nothing). Plain comparisons gathered into
 * one assertion: the whole-game tests check thousands of views, and an `expect` each costs seconds.
 */
function limitProblems(view: View | V2View): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => void (ok || problems.push(problem));
  if ('content' in view) check(view.content.length <= 2000, `content of ${view.content.length} characters`);
  else {
    // Components V2: no content, at most 40 components in all and 4000 characters of text.
    const count = countV2Components(view.components);
    check(count <= 40, `${count} components`);
    const text = textDisplays(view.components).join('').length;
    check(text <= 4000, `${text} characters of text`);
  }
  const rows = rowsOf(view);
  check(rows.length <= 5, `${rows.length} rows of controls`);
  const ids = new Set<string>();
  for (const row of rows) {
    check(row.type === ComponentType.ActionRow, `a row of type ${row.type}`);
    const selects = row.components.filter((c) => c.type === ComponentType.StringSelect);
    check(selects.length === 0 || row.components.length === 1, 'a select menu sharing its row');
    check(row.components.length >= 1 && row.components.length <= 5, `a row of ${row.components.length} controls`);
    for (const c of row.components) {
      const id = (c as { custom_id: string }).custom_id;
      check(id.length <= 100, `custom_id ${id} over 100 characters`);
      check(decodeCustomId(id) !== null, `custom_id ${id} does not decode`);
      check(!ids.has(id), `custom_id ${id} twice`);
      ids.add(id);
      const label = (c as { label?: string }).label ?? '';
      if (c.type === ComponentType.Button) check(label.length <= 80, `button label "${label}" over 80 characters`);
      if (c.type === ComponentType.StringSelect) {
        check(c.options.length >= 1 && c.options.length <= 25, `a select menu of ${c.options.length} options`);
        for (const o of c.options) check(o.label.length <= 100, `option label "${o.label}" over 100 characters`);
      }
    }
  }
  return problems;
}

function checkLimits(view: View | V2View): void {
  const problems = limitProblems(view);
  if (problems.length) expect(problems).toEqual([]);
}

/** Every step a turn can show: the first, and after each legal source and color pick. */
function everyPick(state: GameState): Picked[] {
  const picks: Picked[] = [{}];
  for (const a of legalMoves(state)) {
    if (a.type !== 'draft') continue;
    picks.push({ source: a.source }, { source: a.source, color: a.color });
  }
  return picks;
}

describe('views', () => {
  it.each([
    [4, 'standard'],
    [3, 'gray'],
  ] as const)('every turn view of a whole game fits Discord (%i players, %s)', (players, variant) => {
    let state = newGame({ playerCount: players as PlayerCount, variant: variant as Variant, seed: 'views' });
    let turns = 0;
    while (state.phase !== 'over') {
      if (turns % 6 === 0)
        for (const picked of everyPick(state)) checkLimits(turnView(en, turnModel(gameOf(state), picked)!));
      const legal = legalMoves(state);
      const applied = applyAction(state, legal[(turns * 7) % legal.length]!);
      if (!applied.ok) throw new Error(applied.detail);
      state = applied.state;
      turns++;
      if (state.lastReport && state.phase !== 'over') {
        const text = roundSummaryText(en, namesOf(gameOf(state)), state.lastReport);
        expect(text).toContain(`Round ${state.lastReport.round + 1} scored`);
        expect(text.length).toBeLessThanOrEqual(2000);
      }
    }
    const final = finalText(en, finalModel(gameOf(state, { status: 'finished' }))!);
    expect(final).toContain('Game over');
    for (const w of state.result!.winners) expect(final).toContain(`Player with a rather long display name ${w}`);
    expect(final).toContain(`${state.result!.scores[state.result!.winners[0]!]} points`);
  });

  it.each(LOCALES)('every view of a whole game fits Discord in %s too (longer words, same limits)', (locale) => {
    const w = wordsFor(locale);
    for (const [players, variant] of [
      [4, 'standard'],
      [2, 'gray'],
    ] as const) {
      let state = newGame({ playerCount: players, variant, seed: `views-${locale}` });
      let turns = 0;
      let sampledRound = -1;
      while (state.phase !== 'over') {
        // The words, not the structure, differ by language (the English test above walks every 6th
        // turn): every round's first turn (the most sources, the longest labels) and every 9th.
        const roundStarts = state.round !== sampledRound;
        sampledRound = state.round;
        if (turns % 9 === 0 || roundStarts)
          for (const picked of everyPick(state)) checkLimits(turnView(w, turnModel(gameOf(state), picked)!));
        const legal = legalMoves(state);
        const applied = applyAction(state, legal[(turns * 7) % legal.length]!);
        if (!applied.ok) throw new Error(applied.detail);
        state = applied.state;
        turns++;
        if (state.lastReport && state.phase !== 'over')
          expect(roundSummaryText(w, namesOf(gameOf(state)), state.lastReport).length).toBeLessThanOrEqual(2000);
      }
      expect(finalText(w, finalModel(gameOf(state, { status: 'finished' }))!).length).toBeLessThanOrEqual(2000);
    }
  });

  it('pings only the player to act', () => {
    const state = newGame({ playerCount: 3, variant: 'standard', seed: 'ping' });
    const game = gameOf(state);
    const view = turnView(en, turnModel(game)!);
    expect(view.allowedMentions).toEqual({ users: [game.seats[state.current]!.userId], parse: [] });
    expect(messageText({ content: '', components: view.components })).toContain(
      `<@${game.seats[state.current]!.userId}>`,
    );
  });

  it('labels sources and destinations with their consequence', () => {
    expect(sourceLabel(en, { source: 2, counts: [1, 0, 2, 0, 1], marker: false })).toBe(
      'Display 3: 2🟥 red, 1🟦 blue, 1⬜ white',
    );
    expect(sourceLabel(en, { source: -1, counts: [0, 3, 0, 1, 0], marker: true })).toBe(
      'Center: 3🟨 yellow, 1⬛ black + first player marker',
    );
    expect(lineLabel(en, { line: 3, toLine: 3, toFloor: 1, toLid: 0, fills: true, tilingPoints: 4 })).toBe(
      'Line 4 — 3 tiles, fills it, +4 at tiling, 1 to floor',
    );
    expect(lineLabel(en, { line: 3, toLine: 3, toFloor: 0, toLid: 0, fills: true, tilingPoints: null })).toBe(
      'Line 4 — 3 tiles, fills it',
    );
    expect(lineLabel(en, { line: 3, toLine: 2, toFloor: 0, toLid: 0, fills: false, tilingPoints: null })).toBe(
      'Line 4 — 2 tiles',
    );
    expect(lineLabel(en, { line: 5, toLine: 0, toFloor: 1, toLid: 2, fills: false, tilingPoints: null })).toBe(
      'Floor — 1 tile, 2 to the lid',
    );
  });

  it('lobby: Start is disabled until two are seated; Join until full', () => {
    const lobby = gameOf(null, { status: 'lobby', playerCount: 2 });
    const one = lobbyView(en, lobbyModel({ ...lobby, seats: lobby.seats.slice(0, 1) }));
    checkLimits(one);
    const buttons = (v: View) => v.components[0]!.components as { label: string; disabled?: boolean }[];
    expect(buttons(one).find((b) => b.label === 'Start')!.disabled).toBe(true);
    expect(buttons(one).find((b) => b.label === 'Join')!.disabled).toBe(false);
    const full = lobbyView(en, lobbyModel(lobby));
    expect(buttons(full).find((b) => b.label === 'Start')!.disabled).toBe(false);
    expect(buttons(full).find((b) => b.label === 'Join')!.disabled).toBe(true);
    expect(full.allowedMentions.users).toEqual([]);
  });

  it.each([
    [
      'rows',
      [40, 40, 12],
      [0],
      [2, 1, 0],
      'Player with a rather long display name 0 wins: tied on 40 points, decided by complete rows',
    ],
    [
      'shared',
      [40, 40, 12],
      [0, 1],
      [1, 1, 0],
      'Shared win: Player with a rather long display name 0 and Player with a rather long display name 1 with 40 points',
    ],
    ['score', [12, 40, 39], [1], [0, 1, 1], 'Player with a rather long display name 1 wins with 40 points'],
  ] as const)('final text explains a win decided by %s', (decidedBy, scores, winners, completeRows, headline) => {
    const state = newGame({ playerCount: 3, variant: 'standard', seed: 'final' });
    const bonuses = scores.map((_, i) => ({
      rows: completeRows[i]!,
      columns: i === 0 ? 1 : 0,
      colors: 0,
      points: completeRows[i]! * 2 + (i === 0 ? 7 : 0),
    }));
    const over = {
      ...state,
      phase: 'over' as const,
      result: { scores: [...scores], bonuses, completeRows: [...completeRows], winners: [...winners], decidedBy },
    };
    const text = finalText(en, finalModel(gameOf(over, { status: 'finished' }))!);
    expect(text).toContain(headline);
    expect(text).toContain('1 column +7');
    expect(text.split('\n').filter((l) => /^\d\. /.test(l))).toHaveLength(3);
    expect(text).toContain('Thanks for playing, <@200000000000000000> <@200000000000000001> <@200000000000000002>!');
  });
});

describe('/azul rules', () => {
  it('fits one Discord message (a text display) in every language, and states the first player marker, the lines that stay, the lid, the floor at 0 and the end vote', () => {
    for (const locale of LOCALES) expect(rulesText(wordsFor(locale)).length, locale).toBeLessThanOrEqual(RULES_MAX);
    for (const fact of [
      /first.player marker starts the next round/i,
      /Unfinished lines stay/i,
      /lid/,
      /never goes below 0/,
      /End the game here/,
    ]) {
      expect(rulesText(en)).toMatch(fact);
    }
  });
});
