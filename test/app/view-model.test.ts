// The view model decides what each viewer sees and may do, from engine states and seats alone (no
// database): the lobby, whose turn and who plays it, the viewer's controls, the clock, the end
// vote, the final results and `/azul mygames`.
import { describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/i18n/index.ts';

const en = wordsFor('en');
import {
  boardModel,
  finalModel,
  lobbyModel,
  myGamesModel,
  nameOf,
  roundSummaryModel,
  turnModel,
} from '../../src/app/index.ts';
import { newGame, type GameState } from '../../src/engine/index.ts';
import type { Game, Seat } from '../../src/store/types.ts';
import { gameOf } from '../discord/game-fixture.ts';
import { commandDefinitions, loadCommands } from '../../commands/index.ts';
import { finalText } from '../../src/discord/views/final.ts';
import { rematchLobbyView } from '../../src/discord/views/lobby.ts';
import { myGamesView } from '../../src/discord/views/my-games.ts';

const bot = (seat: number, level: string, nth = 1): Partial<Seat> => ({
  seat,
  userId: `bot:${level}${nth > 1 ? `#${nth}` : ''}`,
  displayName: `Bot · ${level}${nth > 1 ? ` ${nth}` : ''}`,
  botLevel: level,
});

function withSeats(game: Game, patches: Array<Partial<Seat>>): Game {
  return { ...game, seats: game.seats.map((s, i) => ({ ...s, ...patches[i] })) };
}

function threePlayers(): { state: GameState; game: Game } {
  const state = newGame({ playerCount: 3, variant: 'standard', seed: 'vm', firstPlayer: 0 });
  const game = withSeats(gameOf(state, { turnSeconds: 3600 }), [
    { userId: 'eva', displayName: 'eva' },
    bot(1, 'hard'),
    bot(2, 'hard', 2),
  ]);
  return { state, game };
}

describe('lobby', () => {
  it('who may start, whether it is full, which bots may be added or removed', () => {
    const lobby = gameOf(null, { status: 'lobby', playerCount: 3 });
    const one = lobbyModel({ ...lobby, seats: lobby.seats.slice(0, 1) });
    expect(one).toMatchObject({
      canStart: false,
      full: false,
      addLevels: ['easy', 'medium', 'hard'],
      removableBots: [],
    });
    const full = lobbyModel(
      withSeats({ ...lobby, seats: [...lobby.seats, { ...lobby.seats[0]!, seat: 2 }] }, [{}, {}, bot(2, 'easy')]),
    );
    expect(full).toMatchObject({ canStart: true, full: true, addLevels: [] });
    expect(full.removableBots.map((b) => [b.seat, nameOf(en, b.named), b.userId])).toEqual([[2, 'Bot · easy', null]]);
  });
});

describe('turns', () => {
  it('the turn of a person, with their clock from the stored turn clock; none for a bot or the autopilot', () => {
    const { game } = threePlayers();
    const ends = new Date('2026-11-25T12:00:00Z');
    const turn = turnModel({ ...game, clockEndsAt: ends })!;
    expect(turn.acting).toMatchObject({
      seat: 0,
      named: { kind: 'person', name: 'eva' },
      userId: 'eva',
      playedBy: 'person',
    });
    expect(turn.clockEndsAt).toEqual(ends);
    expect(turn.step.kind).toBe('draft');
    // A bot to act: no turn message at all.
    expect(turnModel({ ...game, state: { ...game.state!, current: 1 } })).toBeNull();
    // A person on autopilot: the AI plays it, no turn message.
    expect(turnModel(withSeats(game, [{ control: 'autopilot', autoTurns: 2 }]))).toBeNull();
  });

  it('what one viewer of /azul board may do: act, take the seat back, or only look', () => {
    const { game } = threePlayers();
    const mine = boardModel(game, 'eva', []);
    expect(mine.viewer).toMatchObject({ mayAct: true, onAutopilot: false, player: { seat: 0 } });
    expect(mine.step?.kind).toBe('draft');
    const away = boardModel(withSeats(game, [{ autoTurns: 1 }]), 'eva', []);
    expect(away.viewer).toMatchObject({ mayAct: false, onAutopilot: true });
    expect(away.step).toBeNull();
    const left = boardModel(withSeats(game, [{ control: 'left', autoTurns: 1 }]), 'eva', []);
    expect(left.viewer).toMatchObject({ mayAct: false, onAutopilot: false });
    const spectator = boardModel(game, 'someone-else', []);
    expect(spectator.viewer).toEqual({ player: null, mayAct: false, onAutopilot: false });
    expect(spectator.acting?.named).toEqual({ kind: 'person', name: 'eva' });
  });
});

describe('/azul mygames', () => {
  it('the clock is the stored turn clock (not the last update), and an automated seat has none', () => {
    const { game } = threePlayers();
    const ends = new Date(Date.now() + 1_800_000);
    // Message bookkeeping moves updatedAt; the clock does not move with it.
    const bookkept = { ...game, clockEndsAt: ends, updatedAt: new Date(Date.now() + 5_000_000) };
    const [entry] = myGamesModel('eva', [bookkept]);
    expect(entry).toMatchObject({ yourTurn: true, clockEndsAt: ends, status: 'active' });
    expect(myGamesView(en, [entry!], [{ guild: 'G', channel: 'c' }]).content).toContain(
      `clock runs out <t:${Math.floor(ends.getTime() / 1000)}:R>`,
    );
    const botTurn = { ...bookkept, state: { ...game.state!, current: 1 } };
    expect(myGamesModel('eva', [botTurn])[0]).toMatchObject({
      yourTurn: false,
      clockEndsAt: null,
      acting: { named: { kind: 'bot', level: 'hard', nth: 1 } },
    });
    const autopilot = withSeats(bookkept, [{ control: 'autopilot', autoTurns: 2 }]);
    expect(myGamesModel('eva', [autopilot])[0]!.clockEndsAt).toBeNull();
    expect(myGamesView(en, myGamesModel('eva', [autopilot]), [{ guild: 'G', channel: 'c' }]).content).not.toContain(
      'clock runs out',
    );
  });
});

describe('final results', () => {
  it('thank and ping people only: bots are named, never mentioned', () => {
    const { state, game } = threePlayers();
    const over: GameState = {
      ...state,
      phase: 'over',
      result: {
        scores: [50, 40, 40],
        bonuses: [0, 1, 2].map(() => ({ rows: 1, columns: 0, colors: 0, points: 2 })),
        completeRows: [1, 1, 0],
        winners: [0],
        decidedBy: 'score',
      },
    };
    const final = finalModel({ ...game, state: over, status: 'finished' })!;
    expect(final.people).toEqual(['eva']);
    expect(final.standings.map((s) => [nameOf(en, s.player.named), s.rank])).toEqual([
      ['eva', 1],
      ['Bot · hard', 2],
      ['Bot · hard 2', 3],
    ]);
    // Named in the reader's language, from the bot's level and number (the stored name is not read).
    const pt = wordsFor('pt-BR');
    expect(final.standings.map((s) => nameOf(pt, s.player.named))).toEqual(['eva', 'Bot · difícil', 'Bot · difícil 2']);
    expect(finalText(pt, final)).toContain('Bot · difícil 2');
    expect(finalText(wordsFor('de'), final)).toContain('Bot · schwer 2');
    // One person at the table is thanked as one ("por jogar", not "por jogarem").
    expect(finalText(pt, final)).toContain('Obrigado por jogar, <@eva>!');
    expect(finalText(wordsFor('pt-PT'), final)).toContain('Obrigado por teres jogado, <@eva>!');
    const text = finalText(en, final);
    expect(text).toContain('Thanks for playing, <@eva>!');
    expect(text).not.toContain('<@bot:');
  });

  it('ranks from the engine: players equal on score and rows share a place', () => {
    const { state, game } = threePlayers();
    const over: GameState = {
      ...state,
      phase: 'over',
      result: {
        scores: [40, 40, 12],
        bonuses: [0, 1, 2].map(() => ({ rows: 1, columns: 0, colors: 0, points: 2 })),
        completeRows: [1, 1, 0],
        winners: [0, 1],
        decidedBy: 'shared',
      },
    };
    expect(finalModel({ ...game, state: over, status: 'finished' })!.standings.map((s) => s.rank)).toEqual([1, 1, 3]);
  });
});

describe('the end vote on a round summary', () => {
  it('is offered after a stalled round of a running game, with the tally; not after a round that tiled', () => {
    const { game } = threePlayers();
    const stalled = {
      round: 3,
      players: [0, 1, 2].map((player) => ({
        player,
        scoreBefore: 5,
        placed: [],
        dumpedLines: [],
        floor: [],
        floorPenalty: 0,
        scoreAfter: 5,
      })),
    };
    const summary = roundSummaryModel({ ...game, stallRound: 3 }, stalled, { version: 9 });
    expect(summary.vote).toEqual({ version: 9, round: 3, tally: { agreed: [], needed: 1 }, ended: false });
    const tiled = {
      ...stalled,
      players: stalled.players.map((p) => ({
        ...p,
        placed: [{ player: p.player, line: 0, column: 0, color: 0 as const, horizontal: 0, vertical: 0, points: 1 }],
      })),
    };
    expect(roundSummaryModel(game, tiled, { version: 9 }).vote).toBeNull();
    expect(roundSummaryModel({ ...game, status: 'finished' }, stalled, { version: 9 }).vote).toBeNull();
  });
});

describe('rematch and the commands people read', () => {
  it('a rematch lobby pings the invited players (with the Join button) without seating them', () => {
    const lobby = gameOf(null, { status: 'lobby', playerCount: 2 });
    const view = rematchLobbyView(en, lobbyModel({ ...lobby, seats: lobby.seats.slice(0, 1) }), ['200000000000000001']);
    expect(view.content).toMatch(/^Rematch! <@200000000000000001>: press Join/);
    expect(view.allowedMentions.users).toEqual(['200000000000000001']);
    expect(view.content).toContain('Seated (1/2)');
  });

  it('/azul leave says what leaving does now (the autopilot plays on), not that it ends the game for everyone', async () => {
    const [root] = commandDefinitions(await loadCommands()) as Array<{
      options: Array<{ name: string; description: string }>;
    }>;
    const leave = root!.options.find((o) => o.name === 'leave')!;
    expect(leave.description).toMatch(/autopilot/);
    expect(leave.description).not.toMatch(/ends it for everyone/);
    const level = (
      root!.options.find((o) => o.name === 'new') as unknown as {
        options: Array<{ name: string; choices?: Array<{ value: string }> }>;
      }
    ).options.find((o) => o.name === 'level')!;
    expect(level.choices!.map((c) => c.value)).toEqual(['easy', 'medium', 'hard']);
  });
});
