// The pieces every message view is made of: a message (content, components, who is pinged),
// rows, buttons, mentions and links, within Discord's limits.
import {
  type ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
} from 'discord.js';
import { nameOf, type PlayerRef, type Words } from '../../app/index.ts';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface View {
  content: string;
  components: Row[];
  /** Only these users are pinged; everybody else mentioned is just named. */
  allowedMentions: { users: string[]; parse: [] };
}

export const CONTENT_MAX = 2000;

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function view(content: string, components: Row[] = [], ping: string[] = []): View {
  return { content: clip(content, CONTENT_MAX), components, allowedMentions: { users: ping, parse: [] } };
}

export function row(...components: APIComponentInMessageActionRow[]): Row {
  return { type: ComponentType.ActionRow, components };
}

export function button(
  customId: string,
  label: string,
  style: ButtonStyle,
  extra: Partial<APIButtonComponent> = {},
): APIButtonComponent {
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: clip(label, 80),
    style,
    ...extra,
  } as APIButtonComponent;
}

export function mention(userId: string): string {
  return `<@${userId}>`;
}

/** A player as people read them: a mention for a person, the name in bold for a bot. */
export function playerLabel(w: Words, player: PlayerRef): string {
  return player.userId ? mention(player.userId) : `**${nameOf(w, player.named)}**`;
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

/** Discord's relative timestamp ("in 3 hours"). */
export function relativeTime(at: Date): string {
  return `<t:${Math.floor(at.getTime() / 1000)}:R>`;
}

export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
