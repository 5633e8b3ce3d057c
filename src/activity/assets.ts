// The files the Activity's page is made of, all served by the bot itself (Discord's proxy and its
// content security policy let the page load nothing from another host): the page, its script (the
// client bundled by `npm run build`, or bundled in memory when the bot runs from its sources), its
// style sheet and the fonts the pictures use. Each is kept gzipped too, with a tag for revalidation.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface Asset {
  type: string;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
  /** Fonts never change under their name; the page and its script are asked again each visit. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};

const FONTS = ['Inter_500Medium.ttf', 'Inter_800ExtraBold.ttf'];

function asset(type: string, body: Buffer, immutable = false): Asset {
  return {
    type,
    body,
    gzipped: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    immutable,
  };
}

/** The client's three files: built next to the compiled server, or bundled now from the sources. */
async function clientFiles(): Promise<Map<string, string>> {
  const built = new URL('./web/', import.meta.url);
  const compiled = !import.meta.url.endsWith('.ts');
  if (compiled) {
    const files = new Map<string, string>();
    for (const name of Object.keys(TYPES)) files.set(name, await readFile(new URL(name, built), 'utf8'));
    return files;
  }
  try {
    const script = '../../scripts/activity-client.mjs';
    const { bundleActivityClient } = (await import(script)) as {
      bundleActivityClient(): Promise<Map<string, string>>;
    };
    return await bundleActivityClient();
  } catch (error) {
    // Run from the sources without the client's build tools (a production image): its built copy.
    const dist = new URL('../../dist/src/activity/web/', import.meta.url);
    if (!existsSync(new URL('app.js', dist))) throw error;
    const files = new Map<string, string>();
    for (const name of Object.keys(TYPES)) files.set(name, await readFile(new URL(name, dist), 'utf8'));
    return files;
  }
}

/**
 * Every file by its path. `clientId`: the application's id, written into the page (the SDK needs it
 * before anything else; it is public).
 */
export async function activityAssets(clientId: string): Promise<Map<string, Asset>> {
  const files = await clientFiles();
  const page = files.get('index.html')!.replace('%CLIENT_ID%', clientId.replace(/[^0-9]/g, ''));
  const out = new Map<string, Asset>([
    ['/', asset(TYPES['index.html']!, Buffer.from(page))],
    ['/app.js', asset(TYPES['app.js']!, Buffer.from(files.get('app.js')!))],
    ['/style.css', asset(TYPES['style.css']!, Buffer.from(files.get('style.css')!))],
  ]);
  const fonts = new URL('../../assets/fonts/', import.meta.url);
  for (const name of FONTS) out.set(`/fonts/${name}`, asset('font/ttf', await readFile(new URL(name, fonts)), true));
  return out;
}
