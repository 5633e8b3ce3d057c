// The playground page playing Discord's side of an Activity, as the Discord client does: when a local
// user launches it (LAUNCH_ACTIVITY, or the Entry Point), the Activity opens beside the chat in an
// iframe with Discord's query parameters (frame_id, instance_id, channel_id, guild_id, platform), and
// this page answers the Embedded App SDK's postMessage protocol: the handshake (the READY dispatch),
// AUTHORIZE and AUTHENTICATE (through the local Discord's OAuth2), the user's locale, the instance's
// participants and their updates, log capture, CLOSE. The Activity runs the real SDK, unchanged: the
// SDK takes messages from its own origin, so the Activity is served under this page's origin
// (/activity/, as Discord's proxy serves it under its own domain).

/** The SDK's frames: [opcode, payload]. */
const HANDSHAKE = 0;
const FRAME = 1;
const CLOSE = 2;
/** RPC error codes the SDK knows. */
const INVALID_COMMAND = 4002;
const INVALID_TOKEN = 4009;
const PARTICIPANTS_UPDATE = 'ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE';

export interface Instance {
  instanceId: string;
  channelId: string;
  guildId: string | null;
  users: string[];
}

/** An event of the local Discord's `activity` stream. */
export type ActivityEvent =
  { kind: 'launched'; userId: string; instance: Instance } | { kind: 'participants'; instance: Instance };

export interface HostPerson {
  id: string;
  username: string;
  locale: string;
}

/** A call of the people API; its answer is what that route's documentation says (activities-people.ts). */
type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;

interface Command {
  cmd: string;
  nonce: string;
  args?: Record<string, unknown>;
  evt?: string;
}

export class ActivityHost {
  private frame: HTMLIFrameElement | null = null;
  private instance: Instance | null = null;
  private readonly subscribed = new Set<string>();

  /** Who the panel was opened for (switching user closes it). */
  private owner: string | null = null;
  /**
   * Until when a launch is this window's: Discord opens the Activity on the device whose click launched
   * it, and another tab of the same local user (the playground's other windows) must not open it too.
   */
  private launchingUntil = 0;

  constructor(
    private readonly api: Api,
    /** The local user this page acts as, the application's id, and the channel shown. */
    private readonly context: () => { me: HostPerson | undefined; applicationId: string; channelId: string },
  ) {
    addEventListener('message', (event) => this.onMessage(event));
    // The App Launcher: the application's Entry Point command, in the channel shown.
    const launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.id = 'app-launcher';
    launcher.textContent = '🚀';
    launcher.title = 'App Launcher: open the Activity here (the Entry Point command)';
    launcher.addEventListener('click', () => {
      const { channelId } = this.context();
      void this.api('POST', '/local/activity/launch', { channel: channelId }).catch(() => undefined);
    });
    document.getElementById('channel-bar')?.append(launcher);
    // "Open the table" (custom_id az1:T:…) or the launcher pressed here: the launch it brings is this window's.
    document.addEventListener(
      'click',
      (event) => {
        const target = (event.target as HTMLElement).closest<HTMLElement>('[data-custom-id^="az1:T:"], #app-launcher');
        if (target) this.launchingUntil = Date.now() + 15_000;
      },
      true,
    );
  }

  /** The page now acts as `userId`: a panel opened for someone else closes (their window, not this one). */
  actingAs(userId: string | undefined): void {
    if (this.owner !== null && this.owner !== userId) this.close(false);
  }

  /** What the local Discord says of Activities (the page's event stream). */
  onEvent(event: ActivityEvent): void {
    const me = this.context().me;
    if (!me) return;
    if (event.kind === 'launched' && event.userId === me.id && Date.now() < this.launchingUntil) {
      this.launchingUntil = 0;
      return this.open(event.instance);
    }
    if (event.kind !== 'participants' || event.instance.instanceId !== this.instance?.instanceId) return;
    this.instance = event.instance;
    if (!event.instance.users.includes(me.id)) return this.close(false);
    if (this.subscribed.has(PARTICIPANTS_UPDATE))
      void this.participants().then((participants) => this.dispatch(PARTICIPANTS_UPDATE, { participants }));
  }

  get openInstance(): string | null {
    return this.instance?.instanceId ?? null;
  }

  /** The Activity in its panel beside the chat (a phone: over it), as Discord opens it. */
  open(instance: Instance): void {
    if (this.instance?.instanceId === instance.instanceId && this.frame) return;
    this.close(true);
    this.instance = instance;
    this.owner = this.context().me?.id ?? null;
    this.subscribed.clear();
    const panel = document.createElement('aside');
    panel.id = 'activity-panel';
    const bar = document.createElement('div');
    bar.className = 'activity-bar';
    const title = document.createElement('span');
    title.textContent = 'Activity · Azul';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '✕';
    close.title = 'Leave the Activity';
    close.addEventListener('click', () => this.close(true));
    bar.append(title, close);
    const frame = document.createElement('iframe');
    const params = new URLSearchParams({
      frame_id: crypto.randomUUID(),
      instance_id: instance.instanceId,
      channel_id: instance.channelId,
      ...(instance.guildId ? { guild_id: instance.guildId } : {}),
      platform: innerWidth < 700 ? 'mobile' : 'desktop',
    });
    frame.src = `/activity/?${params}`;
    frame.title = 'Azul Activity';
    frame.allow = 'autoplay; clipboard-write';
    panel.append(bar, frame);
    document.body.append(panel);
    document.body.classList.add('activity-open');
    this.frame = frame;
  }

  /** Closes the panel; `leave`: the person leaves the instance (Discord's "leave Activity"). */
  close(leave: boolean): void {
    const instance = this.instance;
    const me = this.context().me;
    document.getElementById('activity-panel')?.remove();
    document.body.classList.remove('activity-open');
    this.frame = null;
    this.instance = null;
    this.owner = null;
    if (leave && instance && me)
      void this.api('POST', `/local/activity/instances/${instance.instanceId}/leave`, {}).catch(() => undefined);
  }

  private post(message: unknown): void {
    this.frame?.contentWindow?.postMessage(message, location.origin);
  }

  private reply(command: Command, data: unknown): void {
    this.post([FRAME, { cmd: command.cmd, evt: null, nonce: command.nonce, data }]);
  }

  private error(command: Command, code: number, message: string): void {
    this.post([FRAME, { cmd: command.cmd, evt: 'ERROR', nonce: command.nonce, data: { code, message } }]);
  }

  private dispatch(evt: string, data: unknown): void {
    this.post([FRAME, { cmd: 'DISPATCH', evt, nonce: null, data }]);
  }

  private async participants(): Promise<unknown[]> {
    if (!this.instance) return [];
    const answer = (await this.api('GET', `/local/activity/instances/${this.instance.instanceId}`)) as {
      participants: unknown[];
    };
    return answer.participants;
  }

  private onMessage(event: MessageEvent): void {
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== location.origin) return;
    if (!Array.isArray(event.data)) return;
    const [opcode, payload] = event.data as [number, { client_id?: string } | Command];
    const { me, applicationId } = this.context();
    if (!me) return;
    if (opcode === HANDSHAKE) {
      if ((payload as { client_id?: string })?.client_id !== applicationId)
        return this.post([CLOSE, { code: 4000, message: 'Invalid client id' }]);
      return this.dispatch('READY', {
        v: 1,
        config: { cdn_host: 'cdn.discordapp.com', api_endpoint: '//discord.com/api', environment: 'production' },
        user: { id: me.id, username: me.username, discriminator: '0' },
      });
    }
    if (opcode === CLOSE) return this.close(true);
    if (opcode === FRAME) void this.command(payload as Command, me, applicationId);
  }

  private async command(command: Command, me: HostPerson, applicationId: string): Promise<void> {
    const args = command.args ?? {};
    try {
      switch (command.cmd) {
        case 'AUTHORIZE': {
          const scopes = Array.isArray(args.scope) ? args.scope : [];
          const { code } = (await this.api('POST', '/local/activity/authorize', {
            clientId: String(args.client_id ?? applicationId),
            scopes,
          })) as { code: string };
          return this.reply(command, { code });
        }
        case 'AUTHENTICATE': {
          const answer = await this.api('POST', '/local/activity/authenticate', { token: args.access_token });
          return this.reply(command, answer);
        }
        case 'USER_SETTINGS_GET_LOCALE':
          return this.reply(command, { locale: me.locale });
        case 'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS':
          return this.reply(command, { participants: await this.participants() });
        case 'SUBSCRIBE':
        case 'UNSUBSCRIBE':
          if (command.cmd === 'SUBSCRIBE') this.subscribed.add(String(command.evt));
          else this.subscribed.delete(String(command.evt));
          return this.reply(command, { evt: command.evt });
        case 'CAPTURE_LOG':
          return this.reply(command, null);
        default:
          return this.error(command, INVALID_COMMAND, `The playground does not play ${command.cmd}`);
      }
    } catch (error) {
      this.error(command, command.cmd === 'AUTHENTICATE' ? INVALID_TOKEN : INVALID_COMMAND, (error as Error).message);
    }
  }
}
