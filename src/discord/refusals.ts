// A refusal in people's words: one catalog message per app error code (`refusal-<code>`), with
// the facts the app gave. The app names what went wrong; this is the only place that says it.
import { nameOf, namedSeat, type AppFail, type Game, type Words } from '../app/index.ts';

function actingName(w: Words, game: Game | null | undefined): string | null {
  const seat = game?.state ? game.seats[game.state.current] : undefined;
  return seat ? nameOf(w, namedSeat(seat)) : null;
}

export function refusalText(w: Words, fail: AppFail): string {
  const facts = fail.facts ?? {};
  switch (fail.error) {
    case 'NOT_YOUR_TURN': {
      const who = actingName(w, fail.game);
      return who ? w.t('refusal-not-your-turn-waiting', { who }) : w.t('refusal-not-your-turn');
    }
    case 'BOTS_DO_NOT_FIT':
      return w.t('refusal-bots-do-not-fit', { bots: facts.bots ?? 0, seats: facts.seats ?? 4 });
    case 'BAD_VARIANT':
      return w.t('refusal-bad-variant', { asked: (facts.asked ?? '').slice(0, 40) });
    case 'BAD_LANGUAGE':
      return w.t('refusal-bad-language', { asked: (facts.asked ?? '').slice(0, 40) });
    case 'NOT_HOST':
      return w.t('refusal-not-host', { action: facts.action ?? 'add-bot' });
    case 'INVITED_DO_NOT_FIT':
      return w.t('refusal-invited-do-not-fit', {
        invited: facts.invited ?? 0,
        bots: facts.bots ?? 0,
        seats: facts.seats ?? 4,
      });
    case 'TOO_FEW_PLAYERS':
      return w.t('refusal-too-few-players', { seated: facts.seated ?? 0 });
    case 'TOO_FEW_ENTRANTS':
      return w.t('refusal-too-few-entrants', { entrants: facts.seated ?? 0 });
    case 'CANCEL_STALE':
      return w.t('refusal-cancel-stale', { status: fail.game?.status ?? 'other' });
    default:
      return w.t(`refusal-${fail.error.toLowerCase().replaceAll('_', '-')}`);
  }
}
