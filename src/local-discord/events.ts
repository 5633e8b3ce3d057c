// What the local Discord tells the people side (the playground page) as it happens: message changes,
// Discord-rule violations by the bot, interactions that failed for a user, the bot going on or offline.
import type { FakeMessage } from './model.ts';

/** A Discord rule the bot broke: on Discord it would be an error (or a throttle), so the page shows it. */
export interface LocalWarning {
  id: number;
  at: number;
  /** What Discord would do, in a sentence, e.g. "Discord answered 404 Unknown interaction (10062)". */
  text: string;
  /** The route or interaction concerned. */
  where: string;
  code?: number;
}

export type LocalEvent =
  | { type: 'message'; message: FakeMessage }
  | { type: 'warning'; warning: LocalWarning }
  /** An interaction a user sent got no acknowledgement in time: their Discord client shows a failure. */
  | { type: 'interaction-failed'; userId: string; channelId: string; messageId?: string; text: string }
  /**
   * The bot acknowledged an interaction of a user (callbackType: 4
   * reply, 5 deferred reply, 6 deferred update, 7 update, 9 modal).
   */
  | { type: 'interaction-acknowledged'; userId: string; channelId: string; messageId?: string; callbackType: number }
  | { type: 'bot'; online: boolean }
  /** A channel appeared (a thread started from a message); `parentId` for a thread. */
  | { type: 'channel'; channel: { id: string; name: string; parentId?: string } };

export type LocalListener = (event: LocalEvent) => void;

/** A tiny synchronous event bus; a listener that throws does not stop the others. */
export class LocalEvents {
  private readonly listeners = new Set<LocalListener>();

  on(listener: LocalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: LocalEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken page connection must not break the server.
      }
    }
  }
}

/** The Discord rules the bot broke, the latest 500, each also told to the people side as it happens. */
export class Warnings {
  private static readonly KEPT = 500;
  readonly list: LocalWarning[] = [];
  private count = 0;

  constructor(private readonly events: LocalEvents) {}

  warn(text: string, where: string, code?: number): void {
    const warning: LocalWarning = { id: ++this.count, at: Date.now(), text, where, code };
    this.list.push(warning);
    if (this.list.length > Warnings.KEPT) this.list.shift();
    this.events.emit({ type: 'warning', warning });
  }
}
