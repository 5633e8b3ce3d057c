// Gray wall: a player's whole wall-tiling shares one turn clock. Placing a tile
// keeps the clock where it was; when it runs out the autopilot places the tiles left one after
// another on that same, spent clock, and the tiling counts as one missed turn, not one per tile.
import { beforeAll, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app/index.ts';
import { AUTOPILOT_AFTER } from '../../src/app/seats.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { FLOOR, type Action, type Draft, type GameState } from '../../src/engine/types.ts';
import type { Game } from '../../src/store/types.ts';
import { describeStores } from '../setup/stores.ts';

const ana = { id: '200000000000000001', name: 'Ana' };
const rui = { id: '200000000000000002', name: 'Rui' };
let channel = 0;

/** Drafts that fill pattern lines, so the wall-tiling has several tiles to place. */
function filling(state: GameState): Draft {
  const drafts = legalMoves(state).filter((a): a is Draft => a.type === 'draft');
  const player = state.players[state.current]!;
  const score = (d: Draft) => (d.line === FLOOR ? -100 : player.lineCount[d.line] === 0 ? 10 - d.line : 20 + d.line);
  return drafts.sort((a, b) => score(b) - score(a))[0]!;
}

/** Full pattern lines of the player to act (what the wall-tiling will ask them to place). */
function fullLines(state: GameState): number {
  const player = state.players[state.current]!;
  return player.lineCount.filter((count, line) => count === line + 1).length;
}

const firstPlace = async (state: GameState): Promise<Action> => legalMoves(state).find((a) => a.type === 'place')!;

describeStores('the gray wall clock', (db) => {
  let a: App;

  beforeAll(() => {
    a = createApp(db.store);
  });

  /**
   * A 2-person gray-wall game with a clock, drafted to its first
   * wall-tiling with at least `tiles` lines full for the player to tile.
   */
  async function atTiling(tiles: number): Promise<Game> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const opened = await a.lobby.open({
        guildId: null,
        channelId: `gray${++channel}`,
        host: ana,
        seats: 2,
        variant: 'gray',
        turnTime: '1h',
      });
      if (!opened.ok) throw new Error(opened.detail);
      const joined = await a.lobby.join(opened.game.id, rui);
      if (!joined.ok) throw new Error(joined.detail);
      const go = await a.lobby.start(opened.game.id, joined.game.version, ana);
      if (!go.ok) throw new Error(go.detail);
      let g = go.game;
      for (let moves = 0; g.state!.phase === 'draft' && moves < 200; moves++) {
        const who = g.seats[g.state!.current]!;
        const played = await a.play.play(g.id, g.version, who.userId, filling);
        if (!played.ok) throw new Error(played.detail);
        g = played.after;
      }
      if (g.state!.phase === 'wall' && fullLines(g.state!) >= tiles) return g;
    }
    throw new Error(`no wall-tiling with ${tiles} tiles in 20 games`);
  }

  it('placing a tile keeps the clock of the tiling; the next player gets a fresh one', async () => {
    const tiling = await atTiling(2);
    const person = tiling.seats[tiling.state!.current]!;
    expect(tiling.clockEndsAt).not.toBeNull();
    const placed = await a.play.play(tiling.id, tiling.version, person.userId, (s) =>
      legalMoves(s).find((m) => m.type === 'place')!,
    );
    if (!placed.ok) throw new Error(placed.detail);
    expect(placed.after.state!.current).toBe(person.seat);
    expect(placed.after.clockEndsAt?.getTime()).toBe(tiling.clockEndsAt!.getTime());
    // Tiling on until the turn passes: the next person's clock starts when their turn does.
    let g = placed.after;
    while (g.state!.phase === 'wall' && g.state!.current === person.seat) {
      const more = await a.play.play(g.id, g.version, person.userId, (s) =>
        legalMoves(s).find((m) => m.type === 'place')!,
      );
      if (!more.ok) throw new Error(more.detail);
      g = more.after;
    }
    if (g.status === 'active') expect(g.clockEndsAt!.getTime()).toBeGreaterThan(tiling.clockEndsAt!.getTime());
  });

  it('out of time: the autopilot places every tile left on the spent clock, and it counts as one missed turn', async () => {
    const tiling = await atTiling(3);
    const person = tiling.seats[tiling.state!.current]!;
    const tiles = fullLines(tiling.state!);
    const clock = tiling.clockEndsAt!.getTime();
    let g = tiling;
    let placements = 0;
    while (g.state!.phase === 'wall' && g.state!.current === person.seat) {
      const timedOut = await a.play.playAuto(g.id, g.version, 'timeout', firstPlace);
      if (!timedOut.ok) throw new Error(timedOut.detail);
      placements++;
      g = timedOut.after;
      const seat = g.seats[person.seat]!;
      if (g.state!.phase === 'wall' && g.state!.current === person.seat) {
        // Still their tiling: the same clock (already run out, so the
        // next placement is due at once), no missed turn counted yet.
        expect(g.clockEndsAt?.getTime()).toBe(clock);
        expect(seat.autoTurns).toBe(0);
      }
    }
    expect(placements).toBeGreaterThanOrEqual(Math.min(tiles, 3));
    const seat = g.seats[person.seat]!;
    expect(seat.autoTurns).toBe(1);
    expect(seat.control).toBe(AUTOPILOT_AFTER > 1 ? 'player' : 'autopilot');
  });
});
