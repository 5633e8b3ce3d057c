// The "End the game here" vote of a stalled game, as use cases: a person's vote (or its
// withdrawal), and ending the game when a seat changing hands completes the agreement. Who has
// a say and whether a vote is open are the pure rules of end-vote.ts.
import { endByAgreement } from '../engine/index.ts';
import type { Game, Store } from '../store/types.ts';
import { everyoneAgrees, voteOpen, withVote } from './end-vote.ts';
import { fromWrite, refuse, type AppResult } from './errors.ts';
import { followUps } from './follow-up.ts';
import type { User } from './lobby.ts';
import { gameEnd, type EndOutcome } from './outcome.ts';
import type { GameReads } from './reads.ts';
import { inGameChannel } from './seats.ts';

export class Voting {
  constructor(
    private readonly store: Store,
    private readonly reads: GameReads,
  ) {}

  /**
   * A person's vote on ending the stalled game, from the button offered after round `round`
   * (0-based): `agree` ("End the game here") or not ("Keep playing", withdrawing their vote).
   * Applied once: a doubled click, a vote from before the last tiling round or a forged one is
   * refused with nothing changed. The vote that completes the agreement ends the game at once,
   * in the state it is in (bonuses and tie-break on the walls as they are).
   */
  async vote(
    gameId: string,
    round: number,
    user: User,
    agree: boolean,
    channelId?: string,
  ): Promise<AppResult<{ game: Game; outcome: EndOutcome | null }>> {
    // Votes do not bump the version (the turn controls stay valid): a vote races only other
    // votes and moves, and a lost race is read again and decided anew.
    for (let attempt = 0; attempt < 5; attempt++) {
      const loaded = await this.reads.get(gameId);
      if (!loaded.ok) return loaded;
      const game = loaded.game;
      if (channelId !== undefined && !inGameChannel(game, channelId))
        return refuse('WRONG_CHANNEL', `clicked in ${channelId}`, game);
      if (game.status !== 'active' || !game.state) return refuse('VOTE_OVER', `game is ${game.status}`, game);
      const seat = game.seats.find((s) => s.userId === user.id);
      if (!seat) return refuse('NOT_A_VOTER', `${user.id} is not seated`, game);
      if (seat.control === 'left') return refuse('LEFT_GAME', `${user.id} left`, game);
      if (seat.control !== 'player') return refuse('VOTE_ON_AUTOPILOT', `seat ${seat.seat} is on autopilot`, game);
      if (!Number.isInteger(round) || round < 0 || round >= game.state.round)
        return refuse('VOTE_NEVER_OFFERED', `round ${round}`, game);
      if (!voteOpen(game, round)) return refuse('VOTE_CLOSED', `no stall since round ${round}`, game);
      const votes = withVote(game.endVotes, seat.seat, agree);
      const ends = agree && everyoneAgrees(game.seats, votes);
      if (!ends && votes.length === game.endVotes.length && votes.every((v, i) => v === game.endVotes[i])) {
        return refuse(agree ? 'VOTE_ALREADY_AGREED' : 'VOTE_NOTHING_TO_WITHDRAW', 'votes unchanged', game);
      }
      if (!ends) {
        const set = await this.store.setEndVotes(gameId, game.version, game.endVotes, votes);
        if (set.ok) return { ok: true, game: set.game, outcome: null };
        if (set.error === 'CONFLICT') continue;
        return fromWrite(set, game);
      }
      const ended = await this.endAgreed(game, votes);
      if (ended.ok || ended.error !== 'CONFLICT') return ended;
    }
    return refuse('BUSY', 'the game kept changing while the vote was counted');
  }

  /** Ends `game` where it stands, agreed by `votes` (the seats that voted); CONFLICT when it changed meanwhile. */
  private async endAgreed(game: Game, votes: number[]): Promise<AppResult<{ game: Game; outcome: EndOutcome }>> {
    const state = endByAgreement(game.state!);
    const end = gameEnd(state)!;
    const outcome: EndOutcome = {
      kind: 'ended',
      how: 'agreement',
      afterRound: game.state!.round,
      voters: votes,
      end: { ...end, by: 'agreement' },
    };
    const version = game.version + 1;
    const after: Game = { ...game, state, status: 'finished', version, endVotes: votes, endedBy: 'agreement' };
    const ended = await this.store.endByAgreement(game.id, game.version, {
      state,
      expectedVotes: game.endVotes,
      votes,
      ...followUps(after, version, game.moveCount, outcome),
    });
    return ended.ok ? { ok: true, game: ended.game, outcome } : fromWrite(ended, game);
  }

  /**
   * After a seat changed hands (its person left, or the autopilot took it for good): if an end vote
   * is open and everyone who still has a say has agreed, the game ends by agreement now, rather
   * than waiting for a vote click or the next stalled round. Null when it goes on.
   */
  async settle(gameId: string): Promise<EndOutcome | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const loaded = await this.reads.get(gameId);
      if (!loaded.ok) return null;
      const game = loaded.game;
      const state = game.state;
      if (game.status !== 'active' || !state || game.endVotes.length === 0) return null;
      if (!voteOpen(game, state.round - 1) || !everyoneAgrees(game.seats, game.endVotes)) return null;
      const ended = await this.endAgreed(game, game.endVotes);
      if (ended.ok) return ended.outcome;
      if (ended.error !== 'CONFLICT') return null;
    }
    return null;
  }
}
