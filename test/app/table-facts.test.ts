// The view model's facts about the table, from engine states and event logs alone (no database): the few-taps
// step and the undo on the turn and board models, the tile counts, a finished game's board, the
// readable game log, which moves may be taken back, and the marks of the moves since a turn.
import { describe, expect, it } from 'vitest';
import { boardModel, moveMarksOf, supplyOf, turnModel } from '../../src/app/index.ts';
import { gameLog } from '../../src/app/game-log.ts';
import { startOutcome, turnOutcome, type TurnOutcome } from '../../src/app/outcome.ts';
import { undoOffer, undoSpan } from '../../src/app/undo.ts';
import { applyAction, legalMoves, newGame, type Action, type GameState } from '../../src/engine/index.ts';
import type { Game, GameEventRow, Seat } from '../../src/store/types.ts';
import { gameOf } from '../discord/game-fixture.ts';

const TILES_PER_COLOR = 20;

/** A whole game played by the first legal move, with the events the app would have written. */
function played(
  playerCount: 2 | 3 | 4,
  variant: 'standard' | 'gray',
  seed: string,
  stopAfter = Infinity,
): { game: Game; events: GameEventRow[]; states: GameState[] } {
  let state = newGame({ playerCount, variant, seed, firstPlayer: 0 });
  const events: GameEventRow[] = [];
  const states = [state];
  let version = 1;
  const push = (kind: string, data: unknown) =>
    events.push({ id: events.length + 1, gameId: 'g', version: version++, kind, data, createdAt: new Date() });
  push('started', startOutcome(state));
  while (state.phase !== 'over' && states.length <= stopAfter) {
    const action = legalMoves(state)[0]! as Action;
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.detail);
    push('turn', turnOutcome(state, action, next.state, 'player'));
    state = next.state;
    states.push(state);
  }
  const game = gameOf(state, {
    status: state.phase === 'over' ? 'finished' : 'active',
    moveCount: states.length - 1,
    version,
  });
  return { game, events, states };
}

describe('the few-taps step and the undo on the turn and board models', () => {
  it('the turn model carries the few-taps step, the picks and the undo on offer', () => {
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'vm-taps', firstPlayer: 0 });
    const game = gameOf(state);
    // Seat 0 acts: it may take back its move (only bots replied); another person's offer is not shown here.
    const offer = { seat: 0, userId: game.seats[0]!.userId, moveCount: 4, replies: 1 };
    const turn = turnModel(game, {}, { undo: offer })!;
    expect(turn.tap).toMatchObject({ kind: 'draft', step: { step: 'pick' } });
    expect(turn.undoable).toEqual(offer);
    expect(
      turnModel(game, {}, { undo: { seat: 1, userId: game.seats[1]!.userId, moveCount: 4, replies: 0 } })!.undoable,
    ).toBeNull();
    expect(turn.picked).toEqual({});
    const pick = turn.tap!.kind === 'draft' && turn.tap!.step.step === 'pick' ? turn.tap!.step.picks[0]! : null;
    const next = turnModel(game, { source: pick!.source.source, color: pick!.color.color })!;
    expect(next.tap).toMatchObject({ kind: 'draft', step: { step: 'line', back: {} } });
    expect(next.picked).toEqual({ source: pick!.source.source, color: pick!.color.color });
    expect(next.undoable).toBeNull();
    // A source alone (the old select) has no few-taps step here: the pairs are offered.
    expect(turnModel(game, { source: pick!.source.source })!.tap).toBeNull();
  });

  it('the board shows the undo to the person who may take their move back, and to nobody else', () => {
    const state = newGame({ playerCount: 2, variant: 'standard', seed: 'vm-undo', firstPlayer: 0 });
    const game = gameOf(state);
    const offer = { seat: 1, userId: game.seats[1]!.userId, moveCount: 1, replies: 0 };
    expect(boardModel(game, game.seats[1]!.userId, [], { undo: offer }).undoable).toEqual(offer);
    expect(boardModel(game, game.seats[0]!.userId, [], { undo: offer }).undoable).toBeNull();
    expect(boardModel(game, 'spectator', [], { undo: offer }).undoable).toBeNull();
    const mine = boardModel(game, game.seats[0]!.userId, []);
    expect(mine.tap).toMatchObject({ kind: 'draft', step: { step: 'pick' } });
  });
});

describe('tile counts', () => {
  it('bag, lid and the tiles still out, by color: with the boards, every color has its 20 tiles', () => {
    const { states } = played(3, 'standard', 'supply', 30);
    for (const state of states) {
      const supply = supplyOf(state);
      for (let color = 0; color < 5; color++) {
        const onBoards = state.players.reduce((n, p) => {
          const lines = p.lineColor.reduce((m, c, line) => m + (c === color ? p.lineCount[line]! : 0), 0);
          return n + lines + p.wall.filter((c) => c === color).length + p.floor.filter((c) => c === color).length;
        }, 0);
        expect(supply.bag[color]! + supply.lid[color]! + supply.out[color]! + onBoards).toBe(TILES_PER_COLOR);
      }
      expect(supply.totals.out).toBe(supply.out.reduce((a, b) => a + b, 0));
    }
    // At the start: 7 displays of 4 out, the rest in the bag, the lid empty.
    expect(supplyOf(states[0]!)).toMatchObject({ totals: { out: 28, bag: 72, lid: 0 } });
  });

  it('is on the board model, for anyone', () => {
    const { game } = played(2, 'standard', 'supply-board', 3);
    expect(boardModel(game, 'spectator', []).supply).toEqual(supplyOf(game.state!));
  });
});

describe('a finished game on /azul board', () => {
  it('its final standings, and no controls for anyone', () => {
    const { game } = played(2, 'standard', 'finished');
    expect(game.status).toBe('finished');
    const board = boardModel({ ...game, clockEndsAt: null }, game.seats[0]!.userId, [], {
      undo: { seat: 0, userId: game.seats[0]!.userId, moveCount: 3, replies: 0 },
    });
    expect(board).toMatchObject({
      status: 'finished',
      acting: null,
      step: null,
      tap: null,
      undoable: null,
      viewer: { mayAct: false },
    });
    expect(board.final?.standings.map((s) => s.score).sort((a, b) => b - a)).toEqual(
      [...game.state!.result!.scores].sort((a, b) => b - a),
    );
    expect(boardModel(game, 'spectator', []).final).not.toBeNull();
  });
});

describe('the readable game log', () => {
  it.each([
    [2, 'standard'],
    [4, 'gray'],
  ] as const)(
    '%i players, %s: every move once, numbered, by round; each round with its scores; the result',
    (players, variant) => {
      const { game, events, states } = played(players, variant, `log-${players}`);
      const log = gameLog(game, events);
      const moves = log.rounds.flatMap((r) => r.entries).filter((e) => e.kind === 'move');
      expect(moves.map((m) => (m.kind === 'move' ? m.number : 0))).toEqual(
        Array.from({ length: game.moveCount }, (_, i) => i + 1),
      );
      expect(log.moves).toBe(game.moveCount);
      expect(log.rounds.map((r) => r.round)).toEqual(Array.from({ length: game.state!.round + 1 }, (_, i) => i + 1));
      // The scores after each round are the engine's score history.
      expect(log.rounds.map((r) => r.scores)).toEqual(game.state!.scoreHistory);
      expect(log.rounds.every((r) => r.gained!.every((g, seat) => r.scores![seat]! - g >= 0))).toBe(true);
      expect(log.start).toEqual({ firstPlayer: 0, by: 'fixed' });
      expect(log.end).toMatchObject({
        kind: 'finished',
        by: 'rules',
        result: { winners: game.state!.result!.winners },
      });
      expect(states.length - 1).toBe(game.moveCount);
    },
  );

  it('a game in progress has no end; its round in play is listed without scores; seat changes are in their round', () => {
    const { game, events } = played(2, 'standard', 'log-running', 4);
    events.push({
      id: 99,
      gameId: 'g',
      version: 99,
      kind: 'seat',
      data: { kind: 'seat', seat: 1, change: 'left' },
      createdAt: new Date(),
    });
    const log = gameLog(game, events);
    expect(log.end).toBeNull();
    expect(log.rounds).toHaveLength(1);
    expect(log.rounds[0]).toMatchObject({ round: 1, report: null, scores: null });
    expect(log.rounds[0]!.entries.at(-1)).toEqual({ kind: 'seat', seat: 1, change: 'left' });
  });
});

describe('which moves may be taken back (pure rules over the event log)', () => {
  const bots = (game: Game, seats: number[]): Game => ({
    ...game,
    seats: game.seats.map((s): Seat =>
      seats.includes(s.seat) ? { ...s, userId: `bot:easy#${s.seat}`, botLevel: 'easy' } : s,
    ),
  });
  const as = (events: GameEventRow[], playedBy: (t: TurnOutcome) => TurnOutcome['playedBy']) =>
    events.map((e) =>
      e.kind === 'turn' ? { ...e, data: { ...(e.data as TurnOutcome), playedBy: playedBy(e.data as TurnOutcome) } } : e,
    );

  it("the latest person's move, with the bots' replies since; not past another person, an undo, a seat change or a round end", () => {
    const { game, events } = played(3, 'standard', 'undo-rules', 5);
    const withBots = bots(game, [1, 2]);
    const mixed = as(events, (t) => (t.move.player === 0 ? 'player' : 'bot'));
    // Moves 1..5 by seats 0,1,2,0,1: seat 0's move 4 is the latest person's, with one bot reply since.
    const seat0 = withBots.seats[0]!.userId;
    expect(undoOffer(withBots, mixed)).toEqual({ seat: 0, userId: seat0, moveCount: 4, replies: 1 });
    expect(undoSpan(withBots, mixed, 4, seat0)).toMatchObject({
      ok: true,
      span: { seat: 0, fromVersion: mixed[4]!.version },
    });
    expect(undoSpan(withBots, mixed, 1, seat0)).toEqual({ ok: false, error: 'UNDO_TOO_LATE' }); // seat 0 moved again since
    expect(undoSpan(withBots, mixed, 5, seat0)).toEqual({ ok: false, error: 'UNDO_NOT_YOURS' }); // a bot's move
    expect(undoSpan(withBots, mixed, 6, seat0)).toEqual({ ok: false, error: 'UNDO_GONE' });
    // Another person's move since: too late.
    const people = as(events, () => 'player');
    expect(undoSpan(game, people, 4, game.seats[0]!.userId)).toEqual({ ok: false, error: 'UNDO_TOO_LATE' });
    expect(undoOffer(game, people)).toMatchObject({ seat: 1, moveCount: 5, replies: 0 });
    // An undo or a seat change since stops it.
    for (const kind of ['undone', 'seat']) {
      const after = [...mixed, { id: 50, gameId: 'g', version: 50, kind, data: {}, createdAt: new Date() }];
      expect(undoSpan(withBots, after, 4, seat0)).toEqual({ ok: false, error: 'UNDO_TOO_LATE' });
      expect(undoOffer(withBots, after)).toBeNull();
    }
    // The autopilot for a person whose clock ran out is time acting; for a person who left, a bot.
    const timedOut = as(events, (t) => (t.move.player === 0 ? 'player' : 'autopilot'));
    expect(undoSpan(game, timedOut, 4, game.seats[0]!.userId)).toEqual({ ok: false, error: 'UNDO_TOO_LATE' });
    const left: Game = {
      ...game,
      seats: game.seats.map((s) => (s.seat === 0 ? s : { ...s, control: 'left' as const })),
    };
    expect(undoSpan(left, timedOut, 4, game.seats[0]!.userId)).toMatchObject({ ok: true });
  });

  it('never past a round end', () => {
    const { game, events } = played(2, 'standard', 'undo-round', 40);
    const people = as(events, () => 'player');
    const turns = people.filter((e) => e.kind === 'turn');
    const ender = turns.findIndex((e) => (e.data as TurnOutcome).round !== null);
    expect(ender).toBeGreaterThan(0);
    const tail = people.slice(0, people.indexOf(turns[ender]!) + 1);
    const atEnd = { ...game, moveCount: ender + 1 };
    const seat = (turns[ender]!.data as TurnOutcome).move.player;
    expect(undoSpan(atEnd, tail, ender + 1, game.seats[seat]!.userId)).toEqual({ ok: false, error: 'UNDO_ROUND_OVER' });
    expect(undoOffer(atEnd, tail)).toBeNull();
  });
});

describe('the marks of the moves since a turn', () => {
  it('every draft, in order, with its round; a gray placement marks nothing', () => {
    const { events } = played(2, 'gray', 'marks', 60);
    const turns = events.filter((e) => e.kind === 'turn').map((e) => e.data as TurnOutcome);
    const marks = moveMarksOf(turns);
    const drafts = turns.filter((t) => t.move.type === 'drafted');
    expect(turns.some((t) => t.move.type === 'placed')).toBe(true);
    expect(marks).toHaveLength(drafts.length);
    marks.forEach((m, i) => {
      const d = drafts[i]!;
      expect(m).toMatchObject({ player: d.move.player, round: d.inRound });
      if (d.move.type === 'drafted')
        expect(m).toMatchObject({
          source: d.move.source,
          color: d.move.color,
          count: d.move.count,
          line: d.move.target,
          floorCount: d.move.toFloor,
        });
    });
  });
});

describe('the images with the moves since a turn', () => {
  it('the table and my board mark every move since (named in their alt text), my board with the picks lit', async () => {
    const { renderGameImage, renderMyBoard } = await import('../../src/app/index.ts');
    const { game, events } = played(3, 'standard', 'images', 4);
    const since = events
      .filter((e) => e.kind === 'turn')
      .map((e) => e.data as TurnOutcome)
      .slice(-2);
    const table = await renderGameImage(game, 'table', 'en', { since });
    expect(table.description).toContain('The 2 moves since the last turn:');
    const mine = await renderMyBoard(game, 0, 'en', { since, picked: { source: 0 } });
    expect(mine.fileName).toContain('my-board');
    expect(mine.description).toContain('The 2 moves since the last turn:');
    await expect(renderMyBoard(game, 5, 'en')).rejects.toThrow();
  });
});
