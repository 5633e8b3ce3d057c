// The live table one viewer is sent: what the app decides they see and may do (their picks and the
// lines each leads to, from the engine's legal moves; nothing for a watcher or out of turn), in their
// language, from the catalog's words.
import { describe, expect, it } from 'vitest';
import { liveTableModel } from '../../src/app/view-model/live-table.ts';
import { legalMoves, newGame, applyAction } from '../../src/engine/index.ts';
import type { Draft, GameState } from '../../src/engine/types.ts';
import type { GameEventRow } from '../../src/store/types.ts';
import { turnOutcome } from '../../src/app/outcome.ts';
import { labelsOf, noGameView, tableView, viewWords } from '../../src/activity/table-view.ts';
import { LOCALES } from '../../src/i18n/index.ts';
import { gameOf } from '../discord/game-fixture.ts';

function drafts(state: GameState): Draft[] {
  return legalMoves(state).filter((a): a is Draft => a.type === 'draft');
}

/** A 2-player game after `moves` first legal drafts, with its event log. */
function played(moves: number): { state: GameState; events: GameEventRow[] } {
  let state = newGame({ playerCount: 2, variant: 'standard', seed: 'live-table', firstPlayer: 0 });
  const events: GameEventRow[] = [];
  for (let i = 0; i < moves; i++) {
    const action = drafts(state)[0]!;
    const after = applyAction(state, action);
    if (!after.ok) throw new Error(after.detail);
    events.push({
      id: i + 1,
      gameId: 'g',
      version: i + 2,
      kind: 'turn',
      data: turnOutcome(state, action, after.state),
      createdAt: new Date(),
    });
    state = after.state;
  }
  return { state, events };
}

const ANA = '200000000000000000';
const RUI = '200000000000000001';
const WATCHER = '999999999999999999';

describe('the live table a viewer is sent', () => {
  it('gives the player to act every legal draft as picks and lines, and nobody else any', () => {
    const { state, events } = played(0);
    const game = gameOf(state);
    const mine = tableView(liveTableModel(game, ANA, events), viewWords('en'));
    expect(mine.me).toBe(0);
    expect(mine.acting).toBe(0);
    expect(mine.hint).toBe(true);
    expect(mine.controls?.kind).toBe('draft');
    const offered = mine.controls!.kind === 'draft' ? mine.controls!.picks : [];
    const fromPicks = offered.flatMap((p) => p.lines.map((l) => `${p.source}/${p.color}/${l.line}`)).sort();
    const legal = drafts(state)
      .map((d) => `${d.source}/${d.color}/${d.line}`)
      .sort();
    expect(fromPicks).toEqual(legal);
    // A pick counts the tiles of its color there.
    for (const p of offered) {
      const counts = p.source === -1 ? state.center : state.factories[p.source]!;
      expect(p.count).toBe(counts[p.color]);
    }
    for (const viewer of [RUI, WATCHER]) {
      const theirs = tableView(liveTableModel(game, viewer, events), viewWords('en'));
      expect(theirs.controls).toBeNull();
      expect(theirs.hint).toBe(false);
      expect(theirs.undo).toBeNull();
    }
    expect(tableView(liveTableModel(game, WATCHER, events), viewWords('en')).me).toBeNull();
  });

  it('shows every tile where the engine has it, and the supply', () => {
    const { state, events } = played(3);
    const view = tableView(liveTableModel(gameOf(state), RUI, events), viewWords('en'));
    expect(view.table!.factories).toEqual(state.factories);
    expect(view.table!.center).toEqual(state.center);
    expect(view.table!.boards.map((b) => b.lineCount)).toEqual(state.players.map((p) => p.lineCount));
    const tiles = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    // 100 tiles: bag, lid, out on the table, on the boards' lines, walls and floors.
    const onBoards = state.players.reduce(
      (n, p) => n + tiles(p.lineCount) + p.wall.filter((c) => c >= 0).length + p.floor.filter((c) => c < 5).length,
      0,
    );
    expect(tiles(view.supply!.bag) + tiles(view.supply!.lid) + tiles(view.supply!.out) + onBoards).toBe(100);
  });

  it('lists the moves since the viewer last played, with their versions, in words', () => {
    const { state, events } = played(3);
    // Seats alternate 0, 1, 0: Rui (seat 1) last played the second move: one move since.
    const view = tableView(liveTableModel(gameOf(state), RUI, events), viewWords('en'));
    expect(view.since.map((m) => [m.seat, m.version])).toEqual([[0, 4]]);
    expect(view.since[0]!.text).toMatch(/Player with a rather long display name 0/);
    expect(view.text.headline).toBe('Your turn');
  });

  it('is worded in the viewer’s language from the catalog, in every shipped language', () => {
    const { state, events } = played(1);
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const view = tableView(liveTableModel(gameOf(state), ANA, events), viewWords(locale));
      const labels = labelsOf(viewWords(locale));
      for (const text of [view.text.headline, view.text.round, labels.undo, labels.hint, labels.voteEnd])
        expect(text).not.toMatch(/^activity-|^image-|\{\$/);
      seen.add(`${view.text.round}|${labels.hint}|${labels.watching}`);
    }
    // Each language says it its own way (at least the words that differ between them).
    expect(seen.size).toBeGreaterThanOrEqual(6);
    expect(noGameView(viewWords('de')).text.headline).not.toBe(noGameView(viewWords('en')).text.headline);
  });

  it('shows a finished game’s standings and says its review is on its way', () => {
    let state = newGame({ playerCount: 2, variant: 'standard', seed: 'live-final', firstPlayer: 0 });
    while (state.phase !== 'over') {
      const next = applyAction(state, legalMoves(state)[0]!);
      if (!next.ok) throw new Error(next.detail);
      state = next.state;
    }
    const game = gameOf(state, { status: 'finished' });
    const view = tableView(liveTableModel(game, ANA, []), viewWords('en'));
    expect(view.final!.standings.map((s) => s.score).sort()).toEqual([...state.result!.scores].sort());
    expect(view.final!.review.ready).toBe(false);
    expect(view.controls).toBeNull();
    const reviewed = tableView(liveTableModel(game, ANA, []), viewWords('en'), {
      players: [
        { seat: 0, accuracy: 81.4, moves: 20, inaccuracies: 2, mistakes: 1, blunders: 0 },
        { seat: 1, accuracy: 64, moves: 20, inaccuracies: 3, mistakes: 2, blunders: 1 },
      ],
    });
    expect(reviewed.final!.review.players[0]!.text).toContain('81%');
  });

  it('offers the end vote to the people at the table after a stalled round, and the seat back to one on autopilot', () => {
    // Round 2 under way (0-based 1), round 1 stalled (no tile reached a wall): the vote is open.
    const { state, events } = played(0);
    const stalledState = { ...state, round: 1 };
    const game = gameOf(stalledState, { stallRound: 0, endVotes: [1] });
    const ana = tableView(liveTableModel(game, ANA, events), viewWords('en'));
    expect(ana.vote).toMatchObject({ round: 0, mayVote: true, agreed: false });
    expect(ana.vote!.text).toBe('No tile reached a wall in round 1. End the game here? 1 of 2 agree.');
    expect(tableView(liveTableModel(game, RUI, events), viewWords('en')).vote).toMatchObject({ agreed: true });
    expect(tableView(liveTableModel(game, WATCHER, events), viewWords('en')).vote).toMatchObject({ mayVote: false });
    // No stall: no vote.
    expect(tableView(liveTableModel(gameOf(stalledState), ANA, events), viewWords('en')).vote).toBeNull();
    // Ana's seat on autopilot: she may take it back, and has no controls meanwhile.
    const auto = gameOf(state);
    auto.seats[0] = { ...auto.seats[0]!, control: 'autopilot' };
    const back = tableView(liveTableModel(auto, ANA, events), viewWords('en'));
    expect(back.takeBack).toBe(true);
    expect(back.controls).toBeNull();
    expect(back.text.role).toBe('The autopilot is playing your seat.');
  });
});
