// The people side of an Activity (/local/activity/...): what the Discord client does for a person
// when the Activity's SDK asks it (the playground page plays the Discord client):
//   POST /local/activity/authorize    {as, clientId, scopes}   AUTHORIZE: {code}
//   POST /local/activity/authenticate {token}                  AUTHENTICATE: the SDK's answer; 401 {error}: a bad token
//   GET  /local/activity/instances/:i                          {instance, participants}
//   POST /local/activity/instances/:i/join  {as}               a person joins a running Activity
//   POST /local/activity/instances/:i/leave {as}               a person closes it
//   POST /local/activity/launch {as, channel}                  the App Launcher: the Entry Point command, to the bot
import type { LocalActivities } from './activities.ts';
import type { JsonObject } from './json.ts';
import type { FakeUser } from './model.ts';
import { PeopleError } from './people-error.ts';
import { ApiError } from './rest-router.ts';

export function activityRoute(
  activities: LocalActivities,
  method: string,
  parts: string[],
  body: JsonObject,
  as: () => FakeUser,
  /** Sends the Entry Point command's interaction for a person in a channel (the bot answers it). */
  launch: (user: FakeUser, channelId: string) => Promise<unknown>,
): unknown {
  try {
    const route = `${method} ${parts
      .slice(1)
      .map((p, i) => (i === 1 ? ':id' : p))
      .join('/')}`;
    switch (route) {
      case 'POST authorize': {
        const scopes = Array.isArray(body.scopes) ? body.scopes.map(String) : [];
        return { code: activities.authorize(as().id, String(body.clientId ?? ''), scopes) };
      }
      case 'POST authenticate': {
        const answer = activities.authenticate(String(body.token ?? ''));
        if (!answer) throw new PeopleError(401, 'That access token is not valid (expired or unknown).');
        return answer;
      }
      case 'GET instances/:id': {
        const instance = activities.instance(parts[2]!);
        if (!instance) throw new PeopleError(404, 'No such Activity instance (it ended).');
        return { instance, participants: activities.participants(instance.instanceId) };
      }
      case 'POST instances/:id/join':
        return { instance: activities.join(parts[2]!, as().id) };
      case 'POST launch':
        // Delivered: what the bot answers arrives as events (launched, or failed).
        launch(as(), String(body.channel ?? '')).catch(() => undefined);
        return { delivered: true };
      case 'POST instances/:id/leave':
        activities.leave(parts[2]!, as().id);
        return { left: true };
      default:
        throw new PeopleError(404, `No such local route: ${method} /local/${parts.join('/')}`);
    }
  } catch (error) {
    if (error instanceof ApiError) throw new PeopleError(error.status, error.message);
    throw error;
  }
}
