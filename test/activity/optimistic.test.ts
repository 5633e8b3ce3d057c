// The viewer's own move drawn at once (before the server answers) puts every tile where the server's
// table will have it: for every legal draft of many positions, the page's quick table (built from the
// server's own words for the choice: tiles to the line, to the floor, to the lid) equals the table the
// server sends after the engine played it (round ends aside: there the tiling and the next deal follow).
import { describe, expect, it } from 'vitest';
import { withOwnMove } from '../../src/activity/web/optimistic.ts';
import { tableView, viewWords } from '../../src/activity/table-view.ts';
import { liveTableModel } from '../../src/app/view-model/live-table.ts';
import { applyAction, legalMoves, newGame } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/types.ts';
import { gameOf } from '../discord/game-fixture.ts';

const words = viewWords('en');

function viewer(state: GameState): string {
  return `20000000000000000${state.current}`;
}

describe("the page's own move, drawn before the server's table comes", () => {
  it('puts every tile where the server will (drafts of every player count, gray-wall placements)', () => {
    let checked = 0;
    let placed = 0;
    for (const [players, variant] of [
      [2, 'standard'],
      [3, 'standard'],
      [4, 'gray'],
    ] as const) {
      let state = newGame({ playerCount: players, variant, seed: `optimistic-${players}`, firstPlayer: 0 });
      for (let step = 0; step < 80 && state.phase !== 'over'; step++) {
        const game = gameOf(state, { playerCount: players });
        const view = tableView(liveTableModel(game, viewer(state), []), words);
        const controls = view.controls!;
        const moves = legalMoves(state);
        // At most ~20 of a position's moves (their tiles go to every line and the floor), to stay quick.
        const every = Math.ceil(moves.length / 20);
        for (const action of moves.filter((_, i) => i % every === 0 || moves[i]!.type === 'place')) {
          const after = applyAction(state, action);
          if (!after.ok) throw new Error(after.detail);
          // A move that ends the round goes on to the tiling and the next deal, and a player's last gray-wall
          // placement to their floor's count: not drawn ahead (the server's table shows them).
          if (after.state.round !== state.round || after.state.phase !== state.phase) continue;
          if (action.type === 'place' && after.state.current !== state.current) continue;
          let own;
          if (action.type === 'draft') {
            const pick =
              controls.kind === 'draft'
                ? controls.picks.find((p) => p.source === action.source && p.color === action.color)!
                : null;
            const line = pick!.lines.find((l) => l.line === action.line)!;
            own = {
              kind: 'draft' as const,
              source: action.source,
              color: action.color,
              line: action.line,
              toLine: line.toLine,
              toFloor: line.toFloor,
              column: -1,
            };
          } else {
            own = {
              points: controls.kind === 'place' ? controls.places.find((p) => p.column === action.column)!.points : 0,
              kind: 'place' as const,
              source: -1,
              color: controls.kind === 'place' ? controls.color : 0,
              line: action.line,
              column: action.column,
              toLine: 0,
              toFloor: 0,
            };
          }
          const quick = withOwnMove(view, own).table!;
          const server = tableView(
            liveTableModel(gameOf(after.state, { playerCount: players }), viewer(state), []),
            words,
          ).table!;
          expect(quick.factories, `${players}p ${JSON.stringify(action)}`).toEqual(server.factories);
          expect(quick.center).toEqual(server.center);
          expect(quick.markerInCenter).toBe(server.markerInCenter);
          expect(quick.boards[state.current]).toEqual(server.boards[state.current]);
          checked++;
          if (action.type === 'place') placed++;
        }
        const next = applyAction(state, moves[step % moves.length]!);
        if (!next.ok) throw new Error(next.detail);
        state = next.state;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(placed, 'gray-wall placements checked').toBeGreaterThan(5);
  });
});
