// Which move lines lose their Undo when the next turn message is posted (src/app/undo.ts): a button
// that can no longer work is not left in the thread. Pure: from the event log and the undo on offer.
import { describe, expect, it } from 'vitest';
import { voidUndoLines } from '../../src/app/undo.ts';
import type { TurnOutcome, UndoneOutcome } from '../../src/app/outcome.ts';
import type { GameEventRow } from '../../src/store/types.ts';

let version = 0;
function turn(player: number, playedBy: TurnOutcome['playedBy'], onMessage?: string): GameEventRow {
  const data = {
    kind: 'turn',
    move: { player },
    playedBy,
    round: null,
    end: null,
    ...(onMessage ? { onMessage } : {}),
  };
  return { id: ++version, gameId: 'g', version, kind: 'turn', data, createdAt: new Date(0) };
}
function undone(moves: GameEventRow[]): GameEventRow {
  const data: Partial<UndoneOutcome> = { kind: 'undone', moves: moves.map((m) => m.data as TurnOutcome) };
  return { id: ++version, gameId: 'g', version, kind: 'undone', data, createdAt: new Date(0) };
}
const offer = (moveCount: number) => ({ seat: 0, userId: 'ana', moveCount, replies: 0 });

describe('move lines whose Undo no longer works', () => {
  it('the latest two people’s lines, but the one on offer', () => {
    const log = [turn(0, 'player', 'm1'), turn(1, 'player', 'm2'), turn(0, 'player', 'm3')];
    // m3's undo is on offer (nobody acted since): m2 goes; m1 lost its Undo at an earlier message.
    expect(voidUndoLines(log, offer(3))).toEqual(['m2']);
    // Nothing on offer (the round ended, the game ended): both go.
    expect(voidUndoLines(log, null)).toEqual(['m2', 'm3']);
  });

  it('bots’ moves and moves made on a private board have no line', () => {
    const log = [turn(0, 'player', 'm1'), turn(1, 'bot'), turn(0, 'player'), turn(1, 'bot')];
    expect(voidUndoLines(log, null)).toEqual(['m1']);
  });

  it('a move taken back from My board: its line goes too (its Undo would say the move is gone)', () => {
    const moved = turn(0, 'player', 'm1');
    const log = [turn(1, 'player', 'm0'), undone([moved, turn(1, 'bot')])];
    expect(voidUndoLines(log, null)).toEqual(['m0', 'm1']);
  });
});
