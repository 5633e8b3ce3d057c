// Uploads Discord refuses for good (too large: HTTP 413, code 40005) must not stall a game: the
// message is sent again with smaller pictures (scaled, lossy), then without them (the words and
// the controls carry the turn). A picture is never worth a game that waits.
import { DiscordAPIError, HTTPError, ComponentType } from 'discord.js';
import { shrinkForUpload } from '../app/index.ts';

export type Upload = { attachment: Buffer; name: string; description?: string };

const IMAGE = /\.(png|webp|jpe?g)$/i;

/** Discord refused the upload as too large. */
export function isTooLarge(error: unknown): boolean {
  return (
    (error instanceof DiscordAPIError && (error.code === 40005 || error.status === 413)) ||
    (error instanceof HTTPError && error.status === 413)
  );
}

/** The payload with its pictures' `attachment://` names renamed (a smaller picture is a .jpg). */
function renamed<P>(payload: P, names: Map<string, string>): P {
  if (names.size === 0) return payload;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith('attachment://'))
      return `attachment://${names.get(value.slice(13)) ?? value.slice(13)}`;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object' && !Buffer.isBuffer(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { ...payload, components: walk((payload as { components?: unknown }).components) } as P;
}

/** The payload without its picture galleries (a Components V2 message), and the files without the pictures. */
function withoutPictures<P>(payload: P, files: Upload[]): { payload: P; files: Upload[] } {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.filter((c) => (c as { type?: number })?.type !== ComponentType.MediaGallery).map(strip);
    if (value && typeof value === 'object' && 'components' in value)
      return { ...(value as object), components: strip((value as { components: unknown }).components) };
    return value;
  };
  const components = (payload as { components?: unknown }).components;
  return {
    payload: { ...payload, ...(components ? { components: strip(components) } : {}) } as P,
    files: files.filter((f) => !IMAGE.test(f.name)),
  };
}

/**
 * Sends with `send`; when Discord refuses the upload as too large, again with smaller pictures, then
 * without pictures. Other failures are thrown as they are.
 */
export async function sendShrinking<P, T>(
  payload: P,
  files: Upload[],
  send: (payload: P, files: Upload[]) => Promise<T>,
): Promise<T> {
  try {
    return await send(payload, files);
  } catch (error) {
    if (!isTooLarge(error) || !files.some((f) => IMAGE.test(f.name))) throw error;
  }
  const names = new Map<string, string>();
  const smaller: Upload[] = [];
  for (const f of files) {
    if (!IMAGE.test(f.name)) {
      smaller.push(f);
      continue;
    }
    const shrunk = await shrinkForUpload(f.attachment, f.name);
    names.set(f.name, shrunk.fileName);
    smaller.push({ ...f, attachment: shrunk.data, name: shrunk.fileName });
  }
  try {
    return await send(renamed(payload, names), smaller);
  } catch (error) {
    if (!isTooLarge(error)) throw error;
  }
  const bare = withoutPictures(payload, files);
  return send(bare.payload, bare.files);
}
