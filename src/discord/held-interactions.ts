// Interactions that arrive while the bot is starting: a shard is READY (and Discord delivers clicks)
// before the database is open and the router exists, which can take longer than Discord's 3 s (a
// busy machine, the embedded database's first open, a database that is not up yet). Each is held,
// acknowledged as the router would acknowledge a slow answer (`responderFor`) when its watchdog would
// have, and handed to the router once there is one; if the start fails, it is told so.
//
// Acknowledged before it is claimed (the claim needs the database): with two processes up, the other
// may answer it too, as when the database cannot tell whose it is (the router answers 'unknown' too).
import type { Interaction } from 'discord.js';
import type { Logger } from '../app/index.ts';
import type { Responder } from './respond.ts';
import type { Router } from './router.ts';
import { WATCHDOG_MS } from './watchdog.ts';

/** Makes the Responder an interaction is answered through (the router's `responderFor`, once loaded). */
export type ResponderMaker = (interaction: Interaction) => Responder | null;

interface Held {
  interaction: Interaction;
  arrivedAt: number;
  timer: NodeJS.Timeout;
  /** Set when the watchdog fired: the Responder that acknowledged it (null: one the router answers itself). */
  early?: Promise<Responder | null>;
}

export class HeldInteractions {
  private readonly held = new Set<Held>();
  private router: Router | null = null;

  constructor(
    /** Resolves once the code that makes Responders has loaded (shortly after the start). */
    private readonly maker: Promise<ResponderMaker>,
    private readonly log: Logger,
    private readonly watchdogMs = WATCHDOG_MS,
  ) {
    maker.catch(() => undefined); // a failed load fails the start, which says so
  }

  /** The listener for Events.InteractionCreate: to the router, or held until there is one. */
  readonly onInteraction = (interaction: Interaction): void => {
    if (this.router) return this.router.onInteraction(interaction);
    const entry: Held = { interaction, arrivedAt: Date.now(), timer: undefined as never };
    entry.timer = setTimeout(() => {
      entry.early = this.maker.then((make) => {
        const respond = make(interaction);
        void respond?.defer().catch((error: unknown) => this.log.warn({ err: error }, 'deferring failed'));
        return respond;
      });
      entry.early.catch(() => undefined);
    }, this.watchdogMs);
    entry.timer.unref();
    this.held.add(entry);
  };

  /** How many interactions wait for the router. */
  get waiting(): number {
    return this.held.size;
  }

  /** The router exists: it takes every held interaction (with the Responder that acknowledged it) and every new one. */
  release(router: Router): void {
    this.router = router;
    for (const entry of this.take()) {
      if (!entry.early) router.onInteraction(entry.interaction, entry.arrivedAt);
      else
        void entry.early.then(
          (respond) => router.onInteraction(entry.interaction, entry.arrivedAt, respond ?? undefined),
          () => router.onInteraction(entry.interaction, entry.arrivedAt),
        );
    }
  }

  /** The start failed: each held interaction is answered `text(interaction)` (privately), as far as it can be. */
  async fail(text: (interaction: Interaction) => string): Promise<void> {
    const answers = this.take().map(async (entry) => {
      const respond = await (entry.early ?? this.maker.then((make) => make(entry.interaction)));
      await respond?.apologize(text(entry.interaction));
    });
    for (const outcome of await Promise.allSettled(answers))
      if (outcome.status === 'rejected') this.log.warn({ err: outcome.reason }, 'could not answer a held interaction');
  }

  private take(): Held[] {
    const all = [...this.held];
    this.held.clear();
    for (const entry of all) clearTimeout(entry.timer);
    return all;
  }
}
