// What the local Discord does for an Activity, as Discord does it:
//   - OAuth2 for the embedded app: an authorization code for a person (what the SDK's AUTHORIZE gets
//     from the Discord client), `POST /oauth2/token` exchanging it (client id and secret, once, within
//     10 minutes) for a bearer token that expires, `GET /users/@me` with that token;
//   - Activity instances: LAUNCH_ACTIVITY (interaction callback type 12) or the Entry Point command
//     starts one in the interaction's channel (or joins the one running there), people join and leave
//     it, `GET /applications/{app}/activity-instances/{id}` (bot token) says where it runs and who is in;
//   - the people side (the playground page stands where the Discord client stands): the page's
//     /local/activity/... routes authorize and authenticate for a person, list an instance's
//     participants, join and leave, and `activity` events tell it of launches and of who is in.
import { randomBytes } from 'node:crypto';
import { jsonObject } from './json.ts';
import { snowflake, userJson, type FakeUser } from './model.ts';
import { ApiError, Errors, type RouteContext, type RouteResult, type Router } from './rest-router.ts';

/** Discord's authorization codes last 10 minutes and are good once. */
const CODE_LIFETIME_MS = 10 * 60_000;
/** Discord's access tokens last 7 days. */
const TOKEN_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface ActivityInstanceRecord {
  instanceId: string;
  launchId: string;
  channelId: string;
  guildId: string | null;
  /** The users connected, in the order they came. */
  users: string[];
}

/** What the people side hears: a person launched (or was put in) an instance, or who is in one changed. */
export type ActivityEvent =
  | { kind: 'launched'; userId: string; instance: ActivityInstanceRecord }
  | { kind: 'participants'; instance: ActivityInstanceRecord };

interface Grant {
  userId: string;
  scopes: string[];
  expiresAt: number;
}

/** What the activities need of the rest of the local Discord. */
export interface ActivityWorld {
  applicationId: string;
  /** A person of the guild (not the bot), by id. */
  person(userId: string): FakeUser | undefined;
  /** The bot's own user, for `GET /users/@me` with the bot token. */
  botUserJson(): unknown;
  botToken: string;
  guildOfChannel(channelId: string): string | null;
  emit(event: ActivityEvent): void;
}

export class LocalActivities {
  /** The application's OAuth2 client secret (the Developer Portal's). */
  readonly clientSecret = `secret.${randomBytes(16).toString('hex')}`;
  private readonly codes = new Map<string, Grant & { used: boolean }>();
  private readonly tokens = new Map<string, Grant>();
  private readonly instances = new Map<string, ActivityInstanceRecord>();
  /** How long an access token lasts (tests shorten it). */
  tokenLifetimeMs = TOKEN_LIFETIME_MS;

  constructor(private readonly world: ActivityWorld) {}

  registerRoutes(r: Router): void {
    r.add('POST', '/oauth2/token', (ctx) => this.exchange(ctx), false);
    // The bot's own user with its token; a person's with a bearer token the exchange gave.
    r.add('GET', '/users/@me', (ctx) => this.me(ctx), false);
    r.add('GET', '/applications/:a/activity-instances/:i', ({ params }) => {
      if (params[0] !== this.world.applicationId) throw Errors.unknownApplication();
      const instance = this.instances.get(params[1]!);
      if (!instance) throw Errors.unknownActivityInstance();
      return { status: 200, json: this.instanceJson(instance) };
    });
  }

  // ---------------------------------------------------------------- Discord's side of a launch

  /**
   * LAUNCH_ACTIVITY for `userId` in `channelId` (a callback of type 12, or the Entry Point command
   * Discord handles): joins the instance running there, or starts one.
   */
  launch(userId: string, channelId: string): ActivityInstanceRecord {
    let instance = [...this.instances.values()].find((i) => i.channelId === channelId);
    if (!instance) {
      instance = {
        instanceId: `i-${snowflake()}-gc-${channelId}`,
        launchId: snowflake(),
        channelId,
        guildId: this.world.guildOfChannel(channelId),
        users: [],
      };
      this.instances.set(instance.instanceId, instance);
    }
    this.join(instance.instanceId, userId);
    this.world.emit({ kind: 'launched', userId, instance: { ...instance, users: [...instance.users] } });
    return instance;
  }

  join(instanceId: string, userId: string): ActivityInstanceRecord {
    const instance = this.requireInstance(instanceId);
    // A person is in one instance at a time: joining one leaves any other.
    for (const other of this.instances.values()) if (other !== instance) this.leave(other.instanceId, userId);
    if (!instance.users.includes(userId)) {
      instance.users.push(userId);
      this.world.emit({ kind: 'participants', instance: { ...instance, users: [...instance.users] } });
    }
    return instance;
  }

  leave(instanceId: string, userId: string): void {
    const instance = this.instances.get(instanceId);
    if (!instance || !instance.users.includes(userId)) return;
    instance.users = instance.users.filter((u) => u !== userId);
    // The last one out ends the instance.
    if (instance.users.length === 0) this.instances.delete(instanceId);
    this.world.emit({ kind: 'participants', instance: { ...instance, users: [...instance.users] } });
  }

  instance(instanceId: string): ActivityInstanceRecord | undefined {
    const i = this.instances.get(instanceId);
    return i && { ...i, users: [...i.users] };
  }

  /** The instance running in a channel, if any. */
  instanceIn(channelId: string): ActivityInstanceRecord | undefined {
    const i = [...this.instances.values()].find((x) => x.channelId === channelId);
    return i && { ...i, users: [...i.users] };
  }

  // ---------------------------------------------------------------- the Discord client's side (the SDK's commands)

  /** AUTHORIZE: a code for this person and these scopes (the client asked them, or had their consent). */
  authorize(userId: string, clientId: string, scopes: string[]): string {
    if (clientId !== this.world.applicationId) throw new ApiError(400, 0, 'Unknown client id');
    if (!this.world.person(userId)) throw Errors.unknownUser();
    const code = randomBytes(15).toString('hex');
    this.codes.set(code, { userId, scopes, expiresAt: Date.now() + CODE_LIFETIME_MS, used: false });
    return code;
  }

  /** AUTHENTICATE: whose token this is, as the SDK's answer has it; null for one Discord does not take. */
  authenticate(token: string): unknown {
    const grant = this.grant(token);
    if (!grant) return null;
    const user = this.world.person(grant.userId)!;
    return {
      access_token: token,
      user: { ...userJson(user), avatar: null, public_flags: 0 },
      scopes: grant.scopes,
      expires: new Date(grant.expiresAt).toISOString(),
      application: { id: this.world.applicationId, name: 'Azul', description: '', icon: null },
    };
  }

  /** Ends an access token now (tests: a token that expired). */
  expireToken(token: string): void {
    const grant = this.tokens.get(token);
    if (grant) grant.expiresAt = Date.now() - 1;
  }

  /** The instance as the people side shows it: who is in, by name. */
  participants(instanceId: string): unknown[] {
    const instance = this.requireInstance(instanceId);
    return instance.users.flatMap((id) => {
      const user = this.world.person(id);
      return user ? [{ ...userJson(user), avatar: null, flags: 0, bot: false }] : [];
    });
  }

  // ---------------------------------------------------------------- REST

  private exchange({ body }: RouteContext): RouteResult {
    const form = jsonObject(body);
    if (form.client_id !== this.world.applicationId || form.client_secret !== this.clientSecret)
      return { status: 401, json: { error: 'invalid_client' } };
    if (form.grant_type !== 'authorization_code') return { status: 400, json: { error: 'unsupported_grant_type' } };
    const code = typeof form.code === 'string' ? this.codes.get(form.code) : undefined;
    if (!code || code.used || code.expiresAt < Date.now())
      return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' } };
    code.used = true;
    const token = randomBytes(15).toString('hex');
    this.tokens.set(token, { userId: code.userId, scopes: code.scopes, expiresAt: Date.now() + this.tokenLifetimeMs });
    return {
      status: 200,
      json: {
        token_type: 'Bearer',
        access_token: token,
        expires_in: Math.floor(this.tokenLifetimeMs / 1000),
        refresh_token: randomBytes(15).toString('hex'),
        scope: code.scopes.join(' '),
      },
    };
  }

  private me({ req }: RouteContext): RouteResult {
    const auth = req.headers.authorization ?? '';
    if (auth === `Bot ${this.world.botToken}`) return { status: 200, json: this.world.botUserJson() };
    const grant = auth.startsWith('Bearer ') ? this.grant(auth.slice('Bearer '.length)) : null;
    if (!grant) throw Errors.unauthorized();
    return { status: 200, json: userJson(this.world.person(grant.userId)!) };
  }

  private grant(token: string): Grant | null {
    const grant = this.tokens.get(token);
    return grant && grant.expiresAt > Date.now() && this.world.person(grant.userId) ? grant : null;
  }

  private requireInstance(instanceId: string): ActivityInstanceRecord {
    const instance = this.instances.get(instanceId);
    if (!instance) throw Errors.unknownActivityInstance();
    return instance;
  }

  private instanceJson(i: ActivityInstanceRecord): unknown {
    return {
      application_id: this.world.applicationId,
      instance_id: i.instanceId,
      launch_id: i.launchId,
      location: {
        id: `gc-${i.guildId ?? '0'}-${i.channelId}`,
        kind: i.guildId ? 'gc' : 'pc',
        channel_id: i.channelId,
        guild_id: i.guildId,
      },
      users: [...i.users],
    };
  }
}
