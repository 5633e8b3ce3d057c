// Why a tap (or a connection) was refused, in the viewer's words: the app's refusal codes say it as
// the chat does (refusals.ftl), but where the chat's words speak of buttons and messages the table
// says it its own way (activity.ftl); the live channel's own codes (a replay, a forged message, a
// second window...) are the table's.
import type { AppFail, Words } from '../app/index.ts';

/** App codes the table words its own way. */
const OWN_WORDS: Record<string, string> = {
  TURN_STALE: 'activity-refused-turn-stale',
  CONFLICT: 'activity-refused-turn-stale',
  WRONG_CHANNEL: 'activity-refused-wrong-channel',
};

/** The live channel's own refusals of a request. */
export type ChannelRefusal = 'FORGED' | 'REPLAYED' | 'TOO_FAST';

/** Why a connection ends. */
export type ByeCode =
  | 'TOKEN_EXPIRED'
  | 'NO_INSTANCE'
  | 'NOT_IN_INSTANCE'
  | 'WRONG_CHANNEL'
  | 'SECOND_WINDOW'
  | 'DISCORD_UNAVAILABLE'
  | 'UNAVAILABLE'
  | 'NO_HELLO';

export function appRefusalText(w: Words, fail: AppFail): string {
  const own = OWN_WORDS[fail.error];
  if (own) return w.t(own);
  if (fail.error === 'NOT_YOUR_TURN') {
    const game = fail.game;
    const who = game?.state ? game.seats[game.state.current]?.displayName : undefined;
    return who ? w.t('refusal-not-your-turn-waiting', { who }) : w.t('refusal-not-your-turn');
  }
  return w.t(`refusal-${fail.error.toLowerCase().replaceAll('_', '-')}`);
}

export function channelRefusalText(w: Words, code: ChannelRefusal): string {
  return w.t(`activity-refused-${code.toLowerCase().replaceAll('_', '-')}`);
}

export function byeText(w: Words, code: ByeCode): string {
  return w.t(`activity-bye-${code.toLowerCase().replaceAll('_', '-')}`);
}
