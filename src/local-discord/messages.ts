// Messages as the fake stores them: creation, edits and deletion under Discord's rules and limits.
import { MessageFlags, type APIMessageTopLevelComponent } from 'discord-api-types/v10';
import type { UploadedFile } from './http-body.ts';
import { attachmentReferences, textDisplays } from './components-v2.ts';
import { isJsonObject, type JsonObject } from './json.ts';
import { LIMITS } from './limits.ts';
import { allowedUserPings, checkMessageBody, isEmptyMessage, type MessageBody } from './message-body.ts';
import { snowflake, type FakeAttachment, type FakeMessage, type FakeUser } from './model.ts';
import { Errors } from './rest-router.ts';
import type { ChannelRecord } from './model.ts';

/** Who hears about public message changes (the gateway, for bots with the GuildMessages intent). */
export interface MessageEvents {
  updated(message: FakeMessage): void;
  deleted(message: FakeMessage): void;
  /** Any change a person could see (ephemeral messages included): creation, edit, deletion. */
  changed?(message: FakeMessage): void;
  /** Something Discord accepts silently but no one would see (an attachment a V2 message does not show). */
  warning?(text: string, where: string): void;
}

/** Discord rate-limits edits of messages older than an hour much harder; the fake records them instead. */
export const OLD_MESSAGE_MS = 60 * 60 * 1000;

export class MessageStore {
  private readonly byId = new Map<string, FakeMessage>();
  /** Each channel's messages in the order they were posted (a channel's read does not walk every channel's). */
  private readonly byChannel = new Map<string, FakeMessage[]>();
  /** Edits of messages that were older than an hour at the time. */
  readonly oldMessageEdits: Array<{ messageId: string; ageMs: number }> = [];

  constructor(
    private readonly isMember: (userId: string) => boolean,
    private readonly events: MessageEvents,
  ) {}

  get(id: string): FakeMessage | undefined {
    return this.byId.get(id);
  }

  all(): IterableIterator<FakeMessage> {
    return this.byId.values();
  }

  /** A channel's messages in order, without deleted ones; ephemeral ones only for their viewer. */
  inChannel(channelId: string, viewer?: FakeUser): FakeMessage[] {
    return (this.byChannel.get(channelId) ?? []).filter(
      (m) => !m.deleted && (m.ephemeralTo === undefined || m.ephemeralTo === viewer?.id),
    );
  }

  /** Throws Discord's answer (50035, 413/40005, 50006) when the body breaks a limit. */
  check(body: unknown, files: UploadedFile[], creating: boolean): asserts body is MessageBody {
    const checked = checkMessageBody(body, { creating, fileCount: files.length });
    if (!checked.ok) throw Errors.invalidFormBody(checked.errors);
    if (files.some((f) => f.data.length > LIMITS.fileBytes)) throw Errors.tooLarge();
    if (creating && isEmptyMessage(checked.body, files.length)) throw Errors.emptyMessage();
  }

  create(
    channel: ChannelRecord,
    authorId: string,
    body: MessageBody,
    files: UploadedFile[] = [],
    flags = 0,
    extra: Partial<FakeMessage> = {},
  ): FakeMessage {
    const content = typeof body.content === 'string' ? body.content : '';
    const components = body.components ?? [];
    const attachments = buildAttachments([], body.attachments, files);
    if (flags & MessageFlags.IsComponentsV2) this.checkShown(components, attachments, 'a new message');
    const message: FakeMessage = {
      id: snowflake(),
      channelId: channel.id,
      authorId,
      content,
      components,
      embeds: body.embeds ?? [],
      attachments,
      flags,
      // Mentions in Components V2 text displays ping like content does (allowed_mentions honoured).
      mentions: this.pings([content, ...textDisplays(components)].join('\n'), body),
      createdAt: Date.now(),
      ...extra,
    };
    this.byId.set(message.id, message);
    const inChannel = this.byChannel.get(message.channelId);
    if (inChannel) inChannel.push(message);
    else this.byChannel.set(message.channelId, [message]);
    if (message.ephemeralTo === undefined) channel.lastMessageId = message.id;
    this.announce(message);
    return message;
  }

  edit(message: FakeMessage, body: JsonObject, files: UploadedFile[]): void {
    const wasV2 = (message.flags & MessageFlags.IsComponentsV2) !== 0;
    // Components V2 stays on once set: an edit that names the flags without it is refused.
    if (wasV2 && typeof body.flags === 'number' && !(body.flags & MessageFlags.IsComponentsV2)) {
      throw Errors.invalidFormBody({
        flags: {
          _errors: [
            {
              code: 'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG',
              message: 'The IS_COMPONENTS_V2 flag cannot be removed from a message',
            },
          ],
        },
      });
    }
    // An edit is validated against the flags the message will have (components v2 stays on once set).
    const flags =
      typeof body.flags === 'number'
        ? (message.flags & (MessageFlags.Ephemeral | MessageFlags.IsComponentsV2)) |
          (body.flags & (MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2))
        : message.flags;
    const v2 = (flags & MessageFlags.IsComponentsV2) !== 0;
    const checked: JsonObject = { ...body, flags };
    this.check(checked, files, false);
    const next = {
      content: checked.content !== undefined ? (checked.content ?? '') : message.content,
      components: checked.components !== undefined ? (checked.components ?? []) : message.components,
      embeds: checked.embeds !== undefined ? (checked.embeds ?? []) : message.embeds,
      attachments:
        checked.attachments !== undefined || files.length > 0
          ? buildAttachments(message.attachments, checked.attachments, files)
          : message.attachments,
    };
    if (v2 && !wasV2) {
      // Turning a message into a V2 one: its content and embeds must go in the same edit (set to null or empty).
      const kept = [
        ['content', next.content.length > 0],
        ['embeds', next.embeds.length > 0],
      ].filter(([, left]) => left);
      if (kept.length > 0) {
        throw Errors.invalidFormBody(
          Object.fromEntries(
            kept.map(([field]) => [
              field,
              {
                _errors: [
                  {
                    code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
                    message: `The ${field} field cannot be used with components v2`,
                  },
                ],
              },
            ]),
          ),
        );
      }
      // The components the message had were checked as classic ones: they must now pass as V2 too.
      if (body.components === undefined) this.check({ components: next.components, flags }, [], false);
    }
    if (v2) this.checkShown(next.components, next.attachments, `message ${message.id}`);
    Object.assign(message, next);
    message.flags = flags & ~MessageFlags.Loading;
    const ageMs = Date.now() - message.createdAt;
    if (ageMs > OLD_MESSAGE_MS) this.oldMessageEdits.push({ messageId: message.id, ageMs });
    message.editedAt = Date.now();
    if (message.ephemeralTo === undefined) {
      this.events.updated(message);
    }
    this.announce(message);
  }

  delete(message: FakeMessage): void {
    message.deleted = true;
    if (message.ephemeralTo === undefined) {
      this.events.deleted(message);
    }
    this.announce(message);
  }

  /**
   * A V2 message shows an attachment only where a component names it (`attachment://name`): a name with no
   * such attachment is refused; an attachment no component names is accepted but never shown (a warning).
   */
  private checkShown(components: APIMessageTopLevelComponent[], attachments: FakeAttachment[], where: string): void {
    const named = attachmentReferences(components);
    const files = attachments.map((a) => a.filename);
    const missing = named.filter((name) => !files.includes(name));
    if (missing.length > 0) {
      throw Errors.invalidFormBody({
        components: {
          _errors: missing.map((name) => ({
            code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND',
            message: `No attachment named ${name} for attachment://${name}`,
          })),
        },
      });
    }
    for (const file of files.filter((name) => !named.includes(name))) {
      this.events.warning?.(
        `The attachment ${file} is not shown: a components V2 message shows only the files its components name (attachment://${file})`,
        where,
      );
    }
  }

  /** After the current step, so callers that finish a message after creating it (reply_to) are seen done. */
  private announce(message: FakeMessage): void {
    if (this.events.changed) queueMicrotask(() => this.events.changed?.(message));
  }

  /** Users pinged by `<@id>` mentions, honouring allowed_mentions (absent = everything pings). */
  private pings(content: string, body: MessageBody): string[] {
    const ids = [...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]).filter((id) => this.isMember(id));
    const unique = [...new Set(ids)];
    const allowed = allowedUserPings(body);
    if (!allowed) return unique;
    return unique.filter((id) => allowed.everyUser || allowed.users.includes(id));
  }
}

/**
 * Attachments after a create or edit: `attachments` in the body lists what to keep (existing ids) and describes new
 * uploads (id = the n of files[n]); without it, existing attachments stay and uploads are appended.
 */
function buildAttachments(existing: FakeAttachment[], described: unknown, files: UploadedFile[]): FakeAttachment[] {
  const entries = Array.isArray(described) ? described.filter(isJsonObject) : [];
  const upload = (f: UploadedFile): FakeAttachment => {
    const meta = entries.find((a) => String(a.id) === f.index);
    return {
      id: snowflake(),
      filename: typeof meta?.filename === 'string' ? meta.filename : f.filename,
      description: typeof meta?.description === 'string' ? meta.description : undefined,
      contentType: f.contentType,
      data: f.data,
    };
  };
  if (!Array.isArray(described)) return [...existing, ...files.map(upload)];
  const kept = existing.filter((a) => entries.some((d) => String(d.id) === a.id));
  return [...kept, ...files.map(upload)];
}
