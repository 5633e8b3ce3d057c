// The bot's answers to interactions, as Discord takes them: the callback (a reply, a deferred reply, an
// update, a deferred update, a modal) within the deadline and only once, then follow-ups and edits of
// the @original message with the interaction's token while it lives. No bot token on these routes:
// the interaction's token authorizes them.
import {
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import type { LocalEvents, Warnings } from './events.ts';
import type { FormErrors } from './form-errors.ts';
import type { InteractionRecord, Interactions } from './interactions.ts';
import { jsonObject, type JsonObject } from './json.ts';
import { flagsOf, SENDABLE_FLAGS, type MessageBody } from './message-body.ts';
import type { MessageDispatch } from './message-dispatch.ts';
import type { MessageStore } from './messages.ts';
import type { FakeMessage } from './model.ts';
import { ApiError, Errors, type RouteContext, type RouteResult, type Router } from './rest-router.ts';
import type { ApiViews } from './views.ts';
import type { FakeWorld } from './world.ts';

export interface InteractionRoutesDeps {
  world: FakeWorld;
  store: MessageStore;
  views: ApiViews;
  interactions: Interactions;
  dispatch: MessageDispatch;
  warnings: Warnings;
  events: LocalEvents;
  /** How long the bot has to acknowledge (Discord: 3000 ms). */
  callbackDeadlineMs: number;
}

export class InteractionRoutes {
  constructor(private readonly d: InteractionRoutesDeps) {}

  register(r: Router): void {
    r.add('POST', '/interactions/:id/:token/callback', (ctx) => this.callback(ctx), false);
    r.add('POST', '/webhooks/:a/:token', (ctx) => this.followup(ctx), false);
    r.add(
      'GET',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => ({ status: 200, json: this.d.views.messageJson(this.webhookMessage(ctx)) }),
      false,
    );
    r.add(
      'PATCH',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => {
        const message = this.webhookMessage(ctx);
        this.d.store.edit(message, jsonObject(ctx.body), ctx.files);
        return { status: 200, json: this.d.views.messageJson(message) };
      },
      false,
    );
    r.add(
      'DELETE',
      '/webhooks/:a/:token/messages/:m',
      (ctx) => {
        this.d.store.delete(this.webhookMessage(ctx));
        return { status: 204 };
      },
      false,
    );
  }

  private callback(ctx: RouteContext): RouteResult {
    try {
      return this.acknowledge(ctx);
    } catch (err) {
      // The callback's message sits under `data`, so Discord reports its form errors there.
      const errors = err instanceof ApiError && err.code === 50035 ? err.errors : undefined;
      if (errors && !('type' in errors)) {
        throw Errors.invalidFormBody({ data: errors });
      }
      throw err;
    }
  }

  private acknowledge({ params, body, files, query }: RouteContext): RouteResult {
    const { store, views } = this.d;
    const record = this.d.interactions.get(params[0]);
    if (!record || record.token !== params[1]) throw Errors.unknownInteraction();
    if (Date.now() - record.createdAt > this.d.callbackDeadlineMs) throw Errors.unknownInteraction();
    if (record.ackType !== undefined) throw Errors.alreadyAcknowledged();
    const callback = jsonObject(body);
    const data = jsonObject(callback.data);
    const type = allowedCallbacks(record).find((t) => t === callback.type);
    if (type === undefined) {
      throw Errors.invalidFormBody({
        type: {
          _errors: [
            {
              code: 'INTERACTION_RESPONSE_TYPE_INVALID',
              message: 'Interaction response type is not valid for this interaction',
            },
          ],
        },
      });
    }
    const channel = this.d.world.interactionChannel(record.channelId);
    const ephemeral = (flagsOf(data) & MessageFlags.Ephemeral) !== 0;
    let response: FakeMessage | undefined;
    let modal: APIModalInteractionResponseCallbackData | undefined;
    const reply = type === InteractionResponseType.ChannelMessageWithSource;
    const deferred = type === InteractionResponseType.DeferredChannelMessageWithSource;
    if (reply || deferred) {
      let content: MessageBody = {};
      if (reply) {
        this.d.store.check(data, files, true);
        content = data;
      }
      const asked = flagsOf(data);
      // A deferred reply keeps only EPHEMERAL: Discord drops IS_COMPONENTS_V2 there (the edit of the original
      // response sets it), so a bot that counts on it finds out here rather than on Discord.
      if (deferred && asked & MessageFlags.IsComponentsV2) {
        this.d.warnings.warn(
          'IS_COMPONENTS_V2 on a deferred reply is ignored by Discord: set the flag when editing the original response',
          `interaction ${record.id}`,
        );
      }
      const flags = deferred
        ? (asked & MessageFlags.Ephemeral) | MessageFlags.Loading
        : asked & (MessageFlags.Ephemeral | SENDABLE_FLAGS);
      response = store.create(channel, this.d.world.botUserId, content, reply ? files : [], flags, {
        interactionId: record.id,
        ephemeralTo: ephemeral ? record.userId : undefined,
      });
      record.originalId = response.id;
      record.ephemeral = ephemeral;
      if (!ephemeral) this.d.dispatch.created(response, channel);
    } else if (
      type === InteractionResponseType.DeferredMessageUpdate ||
      type === InteractionResponseType.UpdateMessage
    ) {
      const target = record.messageId === undefined ? undefined : store.get(record.messageId);
      if (!target || target.deleted) throw Errors.unknownMessage();
      if (type === InteractionResponseType.UpdateMessage) {
        store.edit(target, data, files);
        response = target;
      }
      record.originalId = target.id;
      record.ephemeral = target.ephemeralTo !== undefined;
    } else if (type === InteractionResponseType.Modal) {
      if (!isModal(data)) throw Errors.invalidFormBody(modalErrors(data) ?? {});
      modal = data;
      this.d.interactions.modalShown({ userId: record.userId, modal, openedBy: record.id });
    }
    record.ackType = type;
    this.d.events.emit({
      type: 'interaction-acknowledged',
      userId: record.userId,
      channelId: record.channelId,
      messageId: record.messageId,
      callbackType: type,
    });
    record.settle?.(this.d.interactions.outcome(record, response, modal));
    if (query.get('with_response') !== 'true') return { status: 204 };
    return {
      status: 200,
      json: {
        interaction: {
          id: record.id,
          type: record.kind,
          response_message_id: response?.id,
          response_message_loading: deferred,
          response_message_ephemeral: ephemeral,
        },
        resource: response ? { type, message: views.messageJson(response) } : { type },
      },
    };
  }

  private followup({ params, body, files, query }: RouteContext): RouteResult {
    const { store, views } = this.d;
    // Without ?wait=true Discord answers 204 and no message body.
    const answer = (message: FakeMessage): RouteResult =>
      query.get('wait') === 'true' ? { status: 200, json: views.messageJson(message) } : { status: 204 };
    const record = this.d.interactions.forToken(params[0], params[1]);
    const json: unknown = body ?? {};
    this.d.store.check(json, files, true);
    const original = record.originalId ? store.get(record.originalId) : undefined;
    // After a deferred reply, Discord turns the first follow-up into the deferred message itself.
    if (original && original.flags & MessageFlags.Loading && !original.deleted) {
      store.edit(original, json, files);
      return answer(original);
    }
    const channel = this.d.world.interactionChannel(record.channelId);
    const ephemeral = (flagsOf(json) & MessageFlags.Ephemeral) !== 0;
    const flags = flagsOf(json) & (MessageFlags.Ephemeral | SENDABLE_FLAGS);
    const message = store.create(channel, this.d.world.botUserId, json, files, flags, {
      interactionId: record.id,
      ephemeralTo: ephemeral ? record.userId : undefined,
    });
    record.followupIds.push(message.id);
    if (!ephemeral) this.d.dispatch.created(message, channel);
    return answer(message);
  }

  /** The interaction's own message a webhook route names: @original or one of its follow-ups. */
  private webhookMessage({ params }: RouteContext): FakeMessage {
    const record = this.d.interactions.forToken(params[0], params[1]);
    const id = params[2] === '@original' ? record.originalId : params[2];
    const mine = id === record.originalId || record.followupIds.includes(id ?? '');
    const message = id && mine ? this.d.store.get(id) : undefined;
    if (!message || message.deleted) throw Errors.unknownMessage();
    return message;
  }
}

/** The answers an interaction accepts: a command no update (it has no message), a modal's submit no modal. */
function allowedCallbacks(record: InteractionRecord): readonly InteractionResponseType[] {
  const T = InteractionResponseType;
  const replies = [T.ChannelMessageWithSource, T.DeferredChannelMessageWithSource];
  const updates = [T.DeferredMessageUpdate, T.UpdateMessage];
  if (record.kind === InteractionType.ApplicationCommand) return [...replies, T.Modal];
  if (record.kind === InteractionType.MessageComponent) return [...replies, ...updates, T.Modal];
  return record.messageId ? [...replies, ...updates] : replies;
}

/** What Discord refuses of a modal before it shows one: its custom_id, its title, 1 to 5 components. */
function modalErrors(data: JsonObject): FormErrors | undefined {
  const errors: FormErrors = {};
  const lengthError = (min: number, max: number) => ({
    _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` }],
  });
  if (typeof data.custom_id !== 'string' || data.custom_id.length < 1 || data.custom_id.length > 100)
    errors.custom_id = lengthError(1, 100);
  if (typeof data.title !== 'string' || data.title.length < 1 || data.title.length > 45)
    errors.title = lengthError(1, 45);
  if (!Array.isArray(data.components) || data.components.length < 1 || data.components.length > 5)
    errors.components = lengthError(1, 5);
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A modal Discord shows (modalErrors finds nothing); its components as the bot sent them. */
function isModal(data: JsonObject): data is JsonObject & APIModalInteractionResponseCallbackData {
  return modalErrors(data) === undefined;
}
