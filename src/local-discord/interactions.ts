// Interactions as the fake keeps them: each one a person's client sent (a command, a click, a
// modal's submit), its token, whether and how the bot answered it, the messages it answered with;
// the modals the bot opened; and what a test learns of an interaction once the bot acknowledged it.
import type { APIModalInteractionResponseCallbackData, InteractionResponseType } from 'discord-api-types/v10';
import type { FakeMessage } from './model.ts';
import { Errors } from './rest-router.ts';
import type { InteractionInfo } from './views.ts';

export interface InteractionOutcome {
  interactionId: string;
  token: string;
  /** Milliseconds from sending the interaction to the bot's callback. */
  ackMs: number;
  /** Callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: InteractionResponseType;
  ephemeral: boolean;
  /** The message the callback created (4, 5) or updated (7). Live object: later edits show. */
  response?: FakeMessage;
  /** The modal the bot opened (callback type 9). */
  modal?: APIModalInteractionResponseCallbackData;
  /** Follow-up messages sent with the interaction token (live objects, deleted ones included). */
  followups(): FakeMessage[];
  /** The @original message: the response (4, 5) or the clicked message (6, 7). */
  original(): FakeMessage | undefined;
}

export interface InteractionRecord extends InteractionInfo {
  token: string;
  channelId: string;
  createdAt: number;
  ackType?: InteractionResponseType;
  ephemeral: boolean;
  followupIds: string[];
  /** Settles the test's promise: the outcome once the bot acknowledged, or why it never will. */
  settle?: (outcome: InteractionOutcome | Error) => void;
}

/** A modal the bot opened for a person, and the interaction whose answer opened it. */
export interface ShownModal {
  userId: string;
  modal: APIModalInteractionResponseCallbackData;
  openedBy: string;
}

export class Interactions {
  private readonly byId = new Map<string, InteractionRecord>();
  private readonly modals: ShownModal[] = [];

  constructor(
    private readonly applicationId: string,
    /** How long an interaction token stays usable for follow-ups and @original edits. */
    private readonly tokenLifetimeMs: number,
    /** The stored messages an outcome reads live. */
    private readonly message: (id: string) => FakeMessage | undefined,
  ) {}

  /** Every interaction by id (the message views read who used which). */
  get all(): ReadonlyMap<string, InteractionRecord> {
    return this.byId;
  }

  add(record: InteractionRecord): void {
    this.byId.set(record.id, record);
  }

  get(id: string): InteractionRecord | undefined {
    return this.byId.get(id);
  }

  /** The acknowledged interaction a webhook route names by its token, while the token lives. */
  forToken(appId: string, token: string): InteractionRecord {
    if (appId !== this.applicationId) throw Errors.unknownWebhook();
    const record = [...this.byId.values()].find((i) => i.token === token);
    if (!record || Date.now() - record.createdAt > this.tokenLifetimeMs) throw Errors.invalidWebhookToken();
    if (record.ackType === undefined) throw Errors.unknownWebhook();
    return record;
  }

  modalShown(shown: ShownModal): void {
    this.modals.push(shown);
  }

  /** The latest modal of this custom_id the bot opened for the person. */
  shownModal(userId: string, customId: string): ShownModal | undefined {
    return [...this.modals].reverse().find((m) => m.userId === userId && m.modal.custom_id === customId);
  }

  /** What a test learns once the bot acknowledged: live views of the messages it answered with. */
  outcome(
    record: InteractionRecord,
    response: FakeMessage | undefined,
    modal: APIModalInteractionResponseCallbackData | undefined,
  ): InteractionOutcome {
    return {
      interactionId: record.id,
      token: record.token,
      ackMs: Date.now() - record.createdAt,
      type: record.ackType!,
      ephemeral: record.ephemeral,
      response,
      modal,
      followups: () => record.followupIds.map((id) => this.message(id)!),
      original: () => (record.originalId ? this.message(record.originalId) : undefined),
    };
  }
}
