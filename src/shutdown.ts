// How the bot's processes end: on SIGTERM/SIGINT, or when whatever started them is gone (see
// launcher-watch.ts), a graceful stop bounded by a deadline that holds whatever stdout, stderr, the
// database and the gateway do (hard-deadline.ts); a second signal exits at once.
import type { Logger } from 'pino';
import { hardDeadline } from './hard-deadline.ts';
import { whenLauncherGone } from './launcher-watch.ts';

/** Kept between the graceful deadline and the hard one, for the exit's last log lines. */
const EXIT_MARGIN_MS = 750;

export interface SignalGate {
  /** The exit code, once the process should end. */
  done: Promise<number>;
  /** Gives the graceful stop; carried out at once if a stop was asked for earlier (e.g. while starting). */
  arm(stop: () => Promise<void>): Promise<number>;
  /** Asks for the graceful stop as a signal would, but never counts as the "second signal". */
  request(reason: string): void;
}

/**
 * Signals from the moment it is made: the first asks for a graceful stop, a second exits at once with
 * 130, and a stop that hangs ends the process after `deadlineMs` anyway: by the main thread's timer if
 * it can still run, else by the watchdog thread (hard-deadline.ts).
 */
export function signalGate(log: Logger, deadlineMs: number): SignalGate {
  let resolve!: (code: number) => void;
  const done = new Promise<number>((r) => (resolve = r));
  let stopFn: (() => Promise<void>) | null = null;
  let requested: string | null = null;
  let signalled = false;
  const runStop = () =>
    stopFn!().then(
      () => resolve(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        resolve(1);
      },
    );
  const ask = (reason: string, isSignal: boolean) => {
    // Only a second signal exits at once: the manager's SIGTERM after this process noticed by itself
    // that its launcher is gone is still the first one.
    const second = isSignal && signalled;
    if (isSignal) signalled = true;
    if (second) {
      log.warn({ signal: reason }, 'second signal: exiting now');
      resolve(130);
      return;
    }
    if (requested) return;
    requested = reason;
    log.info({ signal: reason }, 'shutdown requested');
    // The deadline counts from the request, even one that comes while the bot is still starting (a
    // database that is not there yet can hold the start for half a minute). Whatever hangs (a database
    // gone, a gateway that never closes, a pipe nobody reads), the process ends in time.
    hardDeadline(deadlineMs);
    setTimeout(
      () => {
        log.error({ ms: deadlineMs }, 'shutdown took too long: exiting anyway');
        resolve(1);
      },
      Math.max(0, deadlineMs - EXIT_MARGIN_MS),
    ).unref();
    if (stopFn) void runStop();
  };
  process.on('SIGTERM', () => ask('SIGTERM', true));
  process.on('SIGINT', () => ask('SIGINT', true));
  whenLauncherGone((why) => {
    log.warn({ why }, 'the process that started the bot is gone: stopping');
    ask('launcher gone', false);
  });
  return {
    done,
    arm(stop) {
      stopFn = stop;
      if (requested) void runStop();
      return done;
    },
    request: (reason) => ask(reason, false),
  };
}
