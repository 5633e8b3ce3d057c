// The Activity's server, in the bot's process when ACTIVITY_PORT is set: what Discord's proxy maps
// the Activity's URL to. It serves the page and its files, exchanges the SDK's OAuth2 code for an
// access token (`POST /api/token`: the client secret stays here), and runs the live channel
// (`/api/live`, a WebSocket per open table).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Logger } from '../app/index.ts';
import { activityAssets, type Asset } from './assets.ts';
import type { DiscordApi } from './discord-api.ts';
import { LiveTables, type LiveDeps } from './live.ts';

export interface ActivityServer {
  /** Where it listens, e.g. http://127.0.0.1:8091 (what a URL mapping points to, behind HTTPS). */
  url: string;
  port: number;
  live: LiveTables;
  close(): Promise<void>;
}

export interface ActivityServerOptions extends LiveDeps {
  port: number;
  host: string;
  clientId: string;
  api: DiscordApi;
  log: Logger;
}

/** A token request's body is a code, nothing more. */
const MAX_BODY = 4096;
/** A live message is a tap: small. */
const MAX_MESSAGE = 4096;

/** The page loads its own files only and talks to its own server only (the live channel too). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data:; connect-src 'self' wss: ws:; frame-ancestors *; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export async function startActivityServer(options: ActivityServerOptions): Promise<ActivityServer> {
  const assets = await activityAssets(options.clientId);
  const live = new LiveTables(options);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE });
  const server = createServer((req, res) => void handle(req, res, assets, options));
  server.on('upgrade', (req, socket, head) => {
    if (pathOf(req) !== '/api/live') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => live.attach(ws));
  });
  await listen(server, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  options.log.info({ url }, 'activity: serving the table');
  return {
    url,
    port,
    live,
    async close() {
      await live.close();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://activity').pathname;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  assets: Map<string, Asset>,
  options: ActivityServerOptions,
): Promise<void> {
  const path = pathOf(req);
  try {
    if (path === '/api/token') return await token(req, res, options);
    const asset = assets.get(path === '/index.html' ? '/' : path);
    if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) {
      req.resume();
      return send(res, 404, { error: 'NOT_FOUND' });
    }
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, { etag: asset.etag }).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? asset.gzipped : asset.body;
    res
      .writeHead(200, {
        ...SECURITY_HEADERS,
        'content-type': asset.type,
        'content-length': body.length,
        'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag: asset.etag,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      })
      .end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    options.log.error({ err: error, path }, 'activity: request failed');
    if (!res.headersSent) send(res, 500, { error: 'INTERNAL' });
    else res.end();
  }
}

/** `POST /api/token {code}`: the SDK's authorization code for an access token, exchanged with the client secret. */
async function token(req: IncomingMessage, res: ServerResponse, options: ActivityServerOptions): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    return send(res, 405, { error: 'METHOD' });
  }
  const body = await readBody(req);
  let code: unknown;
  try {
    code = body === null ? undefined : (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (typeof code !== 'string' || code.length === 0) return send(res, 400, { error: 'BAD_CODE' });
  const exchanged = await options.api.exchangeCode(code);
  if (!exchanged.ok) {
    options.log.info({ error: exchanged.error, detail: exchanged.detail }, 'activity: code exchange refused');
    return send(res, exchanged.error === 'BAD_CODE' ? 400 : 503, { error: exchanged.error });
  }
  send(res, 200, { access_token: exchanged.accessToken, expires_in: exchanged.expiresIn });
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res
    .writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(json));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
