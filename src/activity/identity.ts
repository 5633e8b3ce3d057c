// Who is at the table, decided on the server, never taken from the browser: the user the access
// token belongs to (Discord says, `GET /users/@me`), connected to the Activity instance the page
// names (Discord says, with the bot's token), which runs in the channel the page says it was opened
// in. The game's seats then say whether that user plays or watches (src/activity/live.ts).
import type { DiscordApi, DiscordUser } from './discord-api.ts';

export type IdentityError =
  /** Discord no longer takes the access token (expired, revoked, or none). */
  | 'TOKEN_EXPIRED'
  /** Discord knows no such Activity instance of this application. */
  | 'NO_INSTANCE'
  /** The user is not connected to that instance. */
  | 'NOT_IN_INSTANCE'
  /** The instance runs in another channel than the one the page was opened for. */
  | 'WRONG_CHANNEL'
  | 'DISCORD_UNAVAILABLE';

export interface Identity {
  user: DiscordUser;
  instanceId: string;
  /** The channel (or thread) the instance runs in: Discord's word, not the page's. */
  channelId: string;
  guildId: string | null;
}

export type Identified = { ok: true; identity: Identity } | { ok: false; error: IdentityError; detail: string };

export interface IdentityClaim {
  accessToken: string;
  instanceId: string;
  /** The channel the page was opened for (its `channel_id` query parameter). */
  channelId: string;
}

export async function identify(api: DiscordApi, claim: IdentityClaim): Promise<Identified> {
  // Both questions at once: a connection waits for the slower one, not for both in turn.
  const [me, found] = await Promise.all([api.currentUser(claim.accessToken), api.activityInstance(claim.instanceId)]);
  if (!me.ok) return me;
  if (!found.ok) return found;
  const { user } = me;
  const { instance } = found;
  if (!instance.users.includes(user.id))
    return { ok: false, error: 'NOT_IN_INSTANCE', detail: `${user.id} is not in instance ${instance.instanceId}` };
  if (instance.channelId !== claim.channelId)
    return {
      ok: false,
      error: 'WRONG_CHANNEL',
      detail: `instance ${instance.instanceId} runs in ${instance.channelId}, the page says ${claim.channelId}`,
    };
  return {
    ok: true,
    identity: { user, instanceId: instance.instanceId, channelId: instance.channelId, guildId: instance.guildId },
  };
}
