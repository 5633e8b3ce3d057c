// What the chat layer records about a game without changing it (no version bump): where it is
// played (its thread, or why it has none), the ids of its live messages, a person's settings.
import type { Game, LiveMessages, Store, UserSettings } from '../store/types.ts';
import { isLocale, type Locale } from '../i18n/index.ts';
import { fromStore, refuse, type AppResult } from './errors.ts';
import { job } from './jobs.ts';

/** A turn message that a new one replaces, to take away `afterMs` from now if it still offers controls. */
export interface OldTurnMessage {
  messageId: string;
  /** Where it is (the game's thread or channel). */
  channelId: string;
  afterMs: number;
}

export class Bookkeeping {
  constructor(private readonly store: Store) {}

  /** Records once where the game is played: its thread, or why Discord gave it none. */
  async setThread(
    gameId: string,
    where: { threadId: string } | { refusal: string },
  ): Promise<AppResult<{ game: Game }>> {
    const set = await this.store.setThread(gameId, where);
    return set.ok ? set : fromStore(set);
  }

  /**
   * Remembers the ids of the game's live messages by role (null forgets one); a game gone meanwhile
   * is fine. `expect`: only while those roles still hold those ids (a newer one set meanwhile stays).
   * `retire`: an old turn message to take away, by an outbox job written with the new ids. Answers
   * with the ids as they now are (null: the game is gone, or `expect` no longer held).
   */
  async setMessages(
    gameId: string,
    patch: Record<string, string | null>,
    expect?: Record<string, string>,
    retire?: OldTurnMessage,
  ): Promise<AppResult<{ messages: LiveMessages | null }>> {
    // Written with the new ids: a process stopped right after still has the old message taken away.
    const jobs = retire
      ? [
          job(
            'retire-turn',
            { messageId: retire.messageId, channelId: retire.channelId },
            { runAt: new Date(Date.now() + retire.afterMs), unordered: true },
          ),
        ]
      : [];
    const set = await this.store.setMessages(gameId, patch, expect, jobs);
    if (set.ok) return set;
    if (set.error === 'CONFLICT' && expect) return { ok: true, messages: null };
    return set.error === 'NOT_FOUND' ? { ok: true, messages: null } : fromStore(set);
  }

  /** A server's language for its games (`/azul settings language`); null goes back to the server's Discord language. */
  async setGuildLanguage(guildId: string, locale: string | null): Promise<AppResult<{ locale: Locale | null }>> {
    if (locale !== null && !isLocale(locale))
      return refuse('BAD_LANGUAGE', `language ${locale}`, null, { asked: locale });
    const set = await this.store.setGuildSettings(guildId, { locale });
    return set.ok ? { ok: true, locale: set.settings.locale as Locale | null } : fromStore(set);
  }

  /** A role whose members may run tournaments in the server (besides Manage Server). */
  async setTournamentRole(guildId: string, roleId: string): Promise<AppResult<{ roleId: string }>> {
    if (!/^\d{1,25}$/.test(roleId)) return refuse('BAD_INPUT', `role ${roleId}`);
    const set = await this.store.setGuildSettings(guildId, { tournamentRole: roleId });
    return set.ok ? { ok: true, roleId } : fromStore(set);
  }

  async setUserSettings(userId: string, patch: Partial<UserSettings>): Promise<AppResult<{ settings: UserSettings }>> {
    const set = await this.store.setUserSettings(userId, patch);
    return set.ok ? set : fromStore(set);
  }
}
