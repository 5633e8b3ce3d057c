// Discord's side of the page, through the official Embedded App SDK: the handshake with the Discord
// client hosting the frame, the OAuth2 code (AUTHORIZE), its exchange by our server (the client secret
// stays there), AUTHENTICATE with the token, the user's language, and who is in the Activity.
import { DiscordSDK, Events } from '@discord/embedded-app-sdk';

export interface Joined {
  sdk: DiscordSDK;
  accessToken: string;
  /** The Discord client's language (e.g. en-US, pt-BR), when it tells. */
  locale: string | undefined;
  instanceId: string;
  channelId: string;
  frameId: string;
}

/** Why joining failed, for the words the page shows (the server's refusals come later, in the viewer's words). */
export class JoinError extends Error {}

export function clientId(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="azul-client-id"]')?.content ?? '';
}

export async function joinDiscord(): Promise<Joined> {
  const id = clientId();
  const sdk = new DiscordSDK(id);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: id,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const exchanged = await fetch(new URL('api/token', location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!exchanged.ok) throw new JoinError(`token ${exchanged.status}`);
  const { access_token: accessToken } = (await exchanged.json()) as { access_token: string };
  await sdk.commands.authenticate({ access_token: accessToken });
  const locale = await sdk.commands
    .userSettingsGetLocale()
    .then((r) => r.locale)
    .catch(() => undefined);
  const frameId = new URLSearchParams(location.search).get('frame_id') ?? '';
  return { sdk, accessToken, locale, instanceId: sdk.instanceId, channelId: sdk.channelId ?? '', frameId };
}

/** Who is in the Activity now, and each time it changes. */
export async function followParticipants(sdk: DiscordSDK, show: (names: string[]) => void): Promise<void> {
  const names = (list: { username: string; global_name?: string | null; nickname?: string }[]) =>
    list.map((p) => p.nickname || p.global_name || p.username);
  const first = await sdk.commands.getInstanceConnectedParticipants();
  show(names(first.participants));
  await sdk.subscribe(Events.ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE, (update) => show(names(update.participants)));
}
