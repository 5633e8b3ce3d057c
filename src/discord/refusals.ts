// A refusal in people's words: one sentence per app error code (and what to do next where there
// is something to do). The app names what went wrong; this is the only place that says it.
import type { AppError, AppFail, Game } from '../app/index.ts';

type Words = string | ((fail: AppFail) => string);

const MODERATORS = 'Moderators are members with the Manage Messages permission.';

function acting(game: Game | null | undefined): string {
  const seat = game?.state ? game.seats[game.state.current] : undefined;
  return seat ? `: waiting for ${seat.displayName}` : '';
}

const WORDS: Record<AppError, Words> = {
  DB_UNAVAILABLE: 'The game store is unreachable right now. Nothing changed; please try again in a moment.',
  CONFLICT: 'That was already played (or the game changed meanwhile). Nothing changed.',
  NOT_FOUND: 'That game no longer exists. Nothing changed.',
  NOT_LOBBY: 'This game has already started or ended.',
  NOT_ACTIVE: 'This game is over.',
  ALREADY_SEATED: 'You are already seated in this game.',
  NOT_SEATED: 'You are not seated in this game.',
  LOBBY_FULL: 'This game is full.',
  BROKEN: `This game’s saved state is broken and cannot be played on. Its host (or a moderator) can cancel it. ${MODERATORS}`,
  CHANNEL_BUSY: 'This channel already has an Azul game.',
  BAD_INPUT: 'That is not something I can do. Nothing changed.',
  BAD_PLAYER_COUNT: 'A game has 2 to 4 players.',
  BOTS_DO_NOT_FIT: (f) => `${f.facts?.bots ?? 'That many'} bots do not fit a ${f.facts?.seats ?? 4}-seat table with you at it.`,
  BAD_TURN_TIME: 'That turn time is not one of the choices (5 minutes, 1 hour, 12 hours, 1 day, 3 days, no limit). Nothing was opened.',
  BAD_LEVEL: 'That level is not one I offered. Choose easy, medium or hard. Nothing changed.',
  BAD_VARIANT: (f) => `There is no "${(f.facts?.asked ?? '').slice(0, 40)}" variant. Choose \`colored wall\` (standard) or \`gray wall\`. Nothing was opened.`,
  THREAD_OF_A_GAME: 'This thread belongs to an Azul game.',
  LOBBY_STARTED: 'That lobby button is out of date: this game has already started or ended. Nothing changed.',
  LOBBY_CHANGED: 'The lobby changed meanwhile (someone joined or left); look at it again. Nothing changed.',
  NOT_HOST: (f) => `Only the host can ${f.facts?.action === 'start' ? 'start the game' : f.facts?.action === 'remove-bot' ? 'remove bots' : 'add bots'}.`,
  TOO_FEW_PLAYERS: (f) => `A game needs 2 to 4 players; ${f.facts?.seated ?? 0} seated.`,
  GAME_STARTED: 'This game has already started. `/azul leave` leaves it (it asks you first).',
  NOT_FINISHED: 'Only a finished game can be played again.',
  NOT_A_PLAYER: 'Only its players can start a rematch.',
  NOT_A_VOTER: 'Only the players at the table vote on ending this game. Nothing changed.',
  NOT_INVITED: 'This game is for the players its host invited. Nothing changed.',
  CANCEL_STALE: (f) => {
    const status = f.game?.status;
    const what = status === 'lobby' ? 'the lobby changed meanwhile' : status === 'active' ? 'the game has started since' : 'this game is already over';
    return `That Cancel button is out of date (${what}). Nothing changed. \`/azul cancel\` cancels the game as it is now.`;
  },
  NOT_ALLOWED: `Only the host or a moderator can cancel this game. ${MODERATORS}`,
  ALREADY_OVER: 'This game is already over.',
  WRONG_CHANNEL: 'That button belongs to a game in another channel. Nothing changed.',
  NOT_RUNNING: 'This game is not running any more. Nothing changed.',
  NOT_IN_GAME: 'You are not playing in this game.',
  LEFT_GAME: 'You left this game; the autopilot plays your seat.',
  ALREADY_LEFT: 'You already left this game; the autopilot plays your seat.',
  SEAT_ALREADY_YOURS: 'Your seat is already yours. Nothing changed.',
  GAME_MOVED_ON: 'The game moved on since you asked. Nothing changed. `/azul leave` leaves it (it asks you first).',
  TURN_STALE: 'These buttons are out of date (that move was already made). Use the latest turn message.',
  NOT_YOUR_TURN: (f) => `It is not your turn${acting(f.game)}.`,
  CHOICE_GONE: 'That choice is not available now. Nothing changed.',
  ILLEGAL: 'That move is not allowed by the rules. Nothing changed.',
  STALE: 'The game moved on. Nothing changed.',
  NOT_BOT_TURN: 'A person is to play. Nothing changed.',
  VOTE_OVER: 'This game is over: there is nothing to vote on any more. Nothing changed.',
  VOTE_ON_AUTOPILOT: 'The autopilot plays your seat, and it agrees to end the game. Take your seat back (on `/azul board`) to have your say. Nothing changed.',
  VOTE_NEVER_OFFERED: 'That vote was never offered. Nothing changed.',
  VOTE_CLOSED: 'That vote is out of date: tiles have reached a wall since it was offered, so the game goes on. Nothing changed.',
  VOTE_ALREADY_AGREED: 'You already agreed to end the game here. Nothing changed.',
  VOTE_NOTHING_TO_WITHDRAW: 'You had not agreed to end the game, so there is nothing to withdraw. Nothing changed.',
  BUSY: 'The game kept changing while your click was counted; please click again.',
  NO_GAME: 'There is no Azul game in this channel. Start one with `/azul new`.',
  IN_THREADS: 'This channel’s games are played in their threads.',
  NO_SERVER: 'There is no server leaderboard outside a server: use scope global.',
  OTHER_SERVER: 'That game was played in another server. Nothing changed.',
};

export function refusalText(fail: AppFail): string {
  const words = WORDS[fail.error];
  return typeof words === 'function' ? words(fail) : words;
}
