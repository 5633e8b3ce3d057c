// What a game played in its own thread adds to the chat: the thread's name, the channel's start
// notice that points to it, the thread's pointer to the final results, and why a game plays in the
// channel when Discord gives it no thread.
import type { TableModel } from '../../app/index.ts';
import { messageLink, view, type View } from './common.ts';

/** Discord's limit on a thread name. */
export const THREAD_NAME_MAX = 100;

/**
 * "Azul · Ana, Rui, Bot · hard", shortened with "…" to Discord's 100 characters (counted as
 * UTF-16 units, the stricter count, and cut between code points: never half an emoji).
 */
export function threadName(names: string[]): string {
  const name = `Azul · ${names.join(', ')}`;
  if (name.length <= THREAD_NAME_MAX) return name;
  let kept = '';
  for (const char of name) {
    if (kept.length + char.length + 1 > THREAD_NAME_MAX) break;
    kept += char;
  }
  return `${kept}…`;
}

/** Discord error codes that mean "no thread here" (the game then plays in the channel), in people's words. */
export const THREAD_REFUSALS: Record<number, string> = {
  50001: 'I may not create threads in this channel',
  50013: 'I may not create threads in this channel',
  50024: 'this channel cannot have threads',
  10008: 'the lobby message is gone, so there is nothing to start a thread from',
  160006: 'this channel has as many active threads as Discord allows',
  // A name Discord will not take would fail the same way on every retry: play on in the channel.
  50035: 'Discord refused the thread I asked for',
};

/** The channel's start notice: who plays, and the thread to follow (the results come back to the channel). */
export function startNoticeView(table: TableModel, threadId: string): View {
  const players = table.names.map((n) => `**${n}**`).join(', ');
  return view(`🎲 An Azul game has started: ${players}. Moves are played in the thread <#${threadId}>; the final results will be posted here.`);
}

/** The thread's last line once the results are posted in the channel. */
export function resultsPointerView(table: TableModel, resultsId: string): View {
  return view(`🏁 The game is over: the final results are in <#${table.ref.channelId}> — ${messageLink(table.ref.guildId, table.ref.channelId, resultsId)}`);
}
