// One answer per interaction, on time. Discord wants an acknowledgement within
// 3 seconds; a watchdog defers when a handler is slower (a slow database), and
// every later answer goes through the matching follow-up call. The state is
// tracked synchronously so the watchdog and a handler never both acknowledge.
import {
  MessageFlags,
  type ChatInputCommandInteraction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
} from 'discord.js';
import { sendShrinking, type Upload } from './uploads.ts';
import { WATCHDOG_MS } from './watchdog.ts';

type Answerable = ChatInputCommandInteraction | MessageComponentInteraction;
type AckState = 'none' | 'deferred-update' | 'deferred-reply' | 'answered';

export { WATCHDOG_MS };

export class Responder {
  private state: AckState = 'none';
  /** A real answer was given (not only "thinking…"). */
  private delivered = false;
  /** A click answered with a new private message ("thinking…" only its user sees). */
  private privately = false;
  private ack: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** When Discord took the first acknowledgement (Date.now()); null until then. */
  ackedAt: number | null = null;
  /** The refusal code this interaction was answered with (answerFailure sets it); null when none. */
  refusal: string | null = null;

  constructor(
    readonly interaction: Answerable,
    /** How the watchdog defers: keep the clicked message (update) or think publicly/ephemerally (reply). */
    private readonly deferAs: 'update' | 'reply' | 'reply-ephemeral',
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** `ack` with the time Discord took it noted (the first acknowledgement counts). */
  private acked<T>(ack: Promise<T>): Promise<T> {
    return ack.then((value) => {
      this.ackedAt ??= Date.now();
      return value;
    });
  }

  get answered(): boolean {
    return this.state !== 'none';
  }

  /** Whether the user got an answer, not only an acknowledgement. */
  get finished(): boolean {
    return this.delivered;
  }

  /**
   * After a failure: the apology, unless an answer was already given (it stands). A deferred
   * interaction ("thinking…", or a click acknowledged) gets it as its final answer.
   */
  async apologize(text: string): Promise<void> {
    if (this.delivered) return;
    await this.ephemeral(text);
  }

  startWatchdog(ms = WATCHDOG_MS): void {
    this.timer = setTimeout(() => void this.defer().catch(this.onError), ms);
    this.timer.unref();
  }

  stopWatchdog(): void {
    clearTimeout(this.timer);
  }

  /** Acknowledges now without answering yet (no-op when already acknowledged). */
  async defer(): Promise<void> {
    if (this.state !== 'none') return void (await this.ack);
    const i = this.interaction;
    if (this.deferAs === 'update' && i.isMessageComponent()) {
      this.state = 'deferred-update';
      this.ack = this.acked(i.deferUpdate());
    } else {
      this.state = 'deferred-reply';
      this.ack = this.acked(i.deferReply(this.deferAs === 'reply-ephemeral' ? { flags: MessageFlags.Ephemeral } : {}));
    }
    await this.ack;
  }

  /**
   * For a click whose answer is a new private message (not an update of the clicked one): a
   * private "thinking…" now; `reply` then fills it in.
   */
  async deferPrivately(): Promise<void> {
    if (this.state !== 'none') return void (await this.ack);
    this.state = 'deferred-reply';
    this.privately = true;
    this.ack = this.acked(this.interaction.deferReply({ flags: MessageFlags.Ephemeral }));
    await this.ack;
  }

  /** Replaces the clicked message (a component interaction's natural answer). */
  async update(payload: InteractionUpdateOptions): Promise<void> {
    const i = this.interaction;
    if (!i.isMessageComponent()) throw new Error('update() needs a component interaction');
    if (this.state === 'none') {
      this.state = 'answered';
      this.ack = this.acked(i.update(payload));
      await this.ack;
      this.delivered = true;
      return;
    }
    await this.ack;
    if (this.state === 'deferred-update') await i.editReply(payload as InteractionEditReplyOptions);
    else await i.message.edit(payload as Parameters<typeof i.message.edit>[0]);
    this.delivered = true;
  }

  /** A public (or, with flags, ephemeral) reply to a command. */
  async reply(payload: InteractionReplyOptions & { withResponse?: false }): Promise<string | null> {
    const i = this.interaction;
    if (this.state === 'none') {
      this.state = 'answered';
      const sent = this.acked(i.reply({ ...payload, withResponse: true }));
      this.ack = sent;
      const response = await sent;
      this.delivered = true;
      return response.resource?.message?.id ?? null;
    }
    await this.ack;
    // Pictures Discord refuses as too large go again smaller, then not at all (src/discord/uploads.ts).
    const files = (payload.files ?? []) as Upload[];
    if (this.state === 'deferred-reply') {
      this.state = 'answered';
      const message = await sendShrinking(payload, files, (p, f) =>
        i.editReply({ ...(p as InteractionEditReplyOptions), files: f }),
      );
      this.delivered = true;
      return message.id;
    }
    const message = await sendShrinking(payload, files, (p, f) => i.followUp({ ...p, files: f }));
    this.delivered = true;
    return message.id;
  }

  /** Opens the app's Activity for the user, in the interaction's channel (callback type 12: the first answer only). */
  async launchActivity(): Promise<void> {
    if (this.state !== 'none') throw new Error('launchActivity() must be the first answer');
    this.state = 'answered';
    this.ack = this.interaction.launchActivity();
    await this.ack;
    this.delivered = true;
  }

  /** A short answer only the clicking user sees; changes nothing else. */
  async ephemeral(content: string, extra: Omit<InteractionReplyOptions, 'content' | 'flags'> = {}): Promise<void> {
    const i = this.interaction;
    const payload = { ...extra, content, flags: MessageFlags.Ephemeral as const, allowedMentions: { parse: [] } };
    if (this.state === 'none') {
      this.state = 'answered';
      this.ack = this.acked(i.reply(payload));
      await this.ack;
      this.delivered = true;
      return;
    }
    await this.ack;
    if (this.state === 'deferred-reply') {
      this.state = 'answered';
      if (this.deferAs === 'reply-ephemeral' || this.privately) {
        await i.editReply({ content, components: extra.components ?? [], files: [], allowedMentions: { parse: [] } });
        this.delivered = true;
        return;
      }
      // The watchdog deferred publicly ("thinking…" for everyone); a refusal is for one
      // person only: drop the public placeholder and answer privately.
      await i.deleteReply().catch(() => undefined);
    }
    await i.followUp(payload);
    this.delivered = true;
  }
}
