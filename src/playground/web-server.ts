// The playground's web server on 127.0.0.1: the page (HTML, CSS, and app.ts bundled for the browser by
// esbuild at start, in memory), and a pass-through to the local Discord's people API and attachments.
// It knows nothing of the bot: the page only ever talks to the local Discord, as a Discord client would.
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BROWSER_CONTEXT_HEADERS, foreignRequest, ownOrigins } from '../local-discord/browser-guard.ts';

const WEB = fileURLToPath(new URL('./web/', import.meta.url));

export class PortInUse extends Error {}

export interface WebServer {
  url: string;
  close(): Promise<void>;
}

interface Asset {
  type: string;
  body: Buffer | string;
}

async function assets(): Promise<Map<string, Asset>> {
  const bundle = await build({
    entryPoints: [`${WEB}app.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    sourcemap: 'inline',
    logLevel: 'silent',
  });
  return new Map<string, Asset>([
    ['/', { type: 'text/html; charset=utf-8', body: await readFile(`${WEB}index.html`) }],
    ['/style.css', { type: 'text/css; charset=utf-8', body: await readFile(`${WEB}style.css`) }],
    ['/app.js', { type: 'text/javascript; charset=utf-8', body: bundle.outputFiles[0]!.text }],
  ]);
}

/** Serves the page on 127.0.0.1:port (0: a free port); `discordUrl` is the local Discord's base URL. */
export async function startWebServer(port: number, discordUrl: string): Promise<WebServer> {
  const files = await assets();
  const target = new URL(discordUrl);
  let boundPort = port;
  let origins: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const passThrough = path.startsWith('/local/') || path.startsWith('/attachments/');
    // Only this page may drive the playground: not another site open in the browser, nor a rebound name.
    const refused = foreignRequest(req, boundPort, origins, !passThrough);
    if (refused) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `Refused: ${refused}.` }));
      req.resume();
      return;
    }
    if (passThrough) return forward(req, res, target);
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const asset = files.get(path);
    if (!asset || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' }).end(asset.body);
  });
  await listen(server, port);
  const { port: bound } = server.address() as AddressInfo;
  boundPort = bound;
  origins = ownOrigins(bound);
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUse(
            `Port ${port} on 127.0.0.1 is already in use (another playground, or another program).\n` +
              `Pick another one: npm run play -- --port ${port + 1}   (or --port 0 for any free port)`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new PortInUse(
            `Port ${port} needs more rights than this user has; pick one above 1023: npm run play -- --port 8090`,
          ),
        );
      } else reject(error);
    });
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/**
 * The request's headers for the local Discord: its own Host,
 * and nothing of the browser page it came from (checked here).
 */
function passedOn(req: IncomingMessage, target: URL): IncomingMessage['headers'] {
  const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: target.host };
  for (const name of BROWSER_CONTEXT_HEADERS) delete headers[name];
  return headers;
}

/** Passes a request through to the local Discord, streams included (the live events). */
function forward(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const upstream = request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: passedOn(req, target) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent)
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'The local Discord is not answering.' }));
    else res.end();
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}
