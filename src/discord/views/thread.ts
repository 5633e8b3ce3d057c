// What a game played in its own thread adds to the chat: the thread's name, the channel's start
// notice that points to it, the thread's pointer to the final results, and why a game plays in the
// channel when Discord gives it no thread.
import { nameOf, type Named, type TableModel, type Words } from '../../app/index.ts';
import { messageLink, view, type View } from './common.ts';

/** Discord's limit on a thread name. */
export const THREAD_NAME_MAX = 100;

/**
 * "Azul · Ana, Rui, Bot · hard", shortened with "…" to Discord's 100 characters (counted as
 * UTF-16 units, the stricter count, and cut between code points: never half an emoji).
 */
export function threadName(w: Words, names: readonly Named[]): string {
  const name = w.t('thread-name', { players: names.map((who) => nameOf(w, who)).join(', ') });
  if (name.length <= THREAD_NAME_MAX) return name;
  let kept = '';
  for (const char of name) {
    if (kept.length + char.length + 1 > THREAD_NAME_MAX) break;
    kept += char;
  }
  return `${kept}…`;
}

/**
 * Discord error codes that mean "no thread here" (the game then plays in the channel), as the
 * language-neutral reason stored with the game (words: `thread-refusal` in the catalog).
 */
export const THREAD_REFUSALS: Record<number, string> = {
  50001: 'no-permission',
  50013: 'no-permission',
  50024: 'no-threads',
  10008: 'no-lobby',
  160006: 'too-many',
  // A name Discord will not take would fail the same way on every retry: play on in the channel.
  50035: 'refused',
};

/** The channel's start notice: who plays, and the thread to follow (the results come back to the channel). */
export function startNoticeView(w: Words, table: TableModel, threadId: string): View {
  return view(
    w.t('thread-start-notice', {
      players: table.names.map((who) => `**${nameOf(w, who)}**`).join(', '),
      thread: `<#${threadId}>`,
    }),
  );
}

/** The thread's last line once the results are posted in the channel. */
export function resultsPointerView(w: Words, table: TableModel, resultsId: string): View {
  return view(
    w.t('thread-results-pointer', {
      channel: `<#${table.ref.channelId}>`,
      link: messageLink(table.ref.guildId, table.ref.channelId, resultsId),
    }),
  );
}
