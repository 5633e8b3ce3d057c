// The fake's HTTP front: who may call it at all (programs on this machine, not web pages), the
// attachments it serves, the people side under /local/, and the REST API under /api/v10 with its
// token check, the failures a test injects (an outage, a rate limit), rate-limit headers per route,
// and every error answer recorded with Discord's code and told to the people side as a warning.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { foreignRequest } from './browser-guard.ts';
import type { FormErrors } from './form-errors.ts';
import { BodyError, parseBody, readRawBody } from './http-body.ts';
import type { FakeAttachment } from './model.ts';
import { ApiError, Errors, type Router } from './rest-router.ts';

/** An error answer the fake sent (tests expect none, or exactly the ones they provoked). */
export interface FakeError {
  route: string;
  status: number;
  code: number;
  body: unknown;
}

/** The people side's HTTP handler (people-api.ts), served under its prefix. */
export interface PeopleRoutes {
  readonly prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

export interface HttpFrontDeps {
  router: Router;
  token: string;
  /** The port the server listens on (requests naming another host or port are refused). */
  port(): number;
  /** An attachment of a message of the channel. */
  attachment(channelId: string, attachmentId: string): FakeAttachment | undefined;
  people: PeopleRoutes;
  /** A Discord rule the bot broke, for the people side. */
  warn(text: string, where: string, code?: number): void;
}

const ROUTE_PREFIX = '/api/v10';

interface Fault {
  method: string;
  path: RegExp;
  count: number;
  status: number;
  retryAfterMs: number;
}

export class HttpFront {
  readonly errors: FakeError[] = [];
  private readonly faults: Fault[] = [];

  constructor(private readonly deps: HttpFrontDeps) {}

  /**
   * The next `count` requests of `method` on a path matching `path` (as after /api/v10) fail with `status`;
   * 413 with code 40005 (an upload too large), 429 as a per-route rate limit of `retryAfterMs`.
   */
  failNext(method: string, path: RegExp, count: number, status: number, retryAfterMs: number): void {
    this.faults.push({ method, path, count, status, retryAfterMs });
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    let routeLabel = `${method} ${url.pathname}`;
    // Programs only (the bot, tests, the playground's server): no web page the user has open, no rebound name.
    const refused = foreignRequest(req, this.deps.port(), []);
    if (refused) {
      req.resume();
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `Refused: ${refused}.`, code: 0 }));
      return;
    }
    try {
      if (method === 'GET' && url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
      if (url.pathname.startsWith(this.deps.people.prefix)) return await this.deps.people.handle(req, res, url);
      if (!url.pathname.startsWith(ROUTE_PREFIX + '/')) throw Errors.notFound();
      const path = url.pathname.slice(ROUTE_PREFIX.length);
      routeLabel = `${method} ${path}`;
      const match = this.deps.router.match(method, path);
      if (!match) {
        await readRawBody(req);
        throw Errors.notFound();
      }
      if (match.route.auth && req.headers.authorization !== `Bot ${this.deps.token}`) throw Errors.unauthorized();
      const fault = this.faults.find((f) => f.count > 0 && f.method === method && f.path.test(path));
      if (fault) {
        fault.count--;
        await readRawBody(req);
        if (fault.status === 429) {
          const seconds = fault.retryAfterMs / 1000;
          this.errors.push({ route: routeLabel, status: 429, code: 0, body: { retry_after: seconds } });
          res
            .writeHead(429, {
              'content-type': 'application/json',
              'retry-after': String(Math.ceil(seconds)),
              'x-ratelimit-scope': 'user',
              'x-ratelimit-bucket': bucketOf(method, match.route.pattern),
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset-after': seconds.toFixed(3),
            })
            .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: seconds, global: false }));
          return;
        }
        throw new ApiError(
          fault.status,
          fault.status === 413 ? 40005 : 0,
          fault.status === 413 ? 'Request entity too large' : `${fault.status}: injected failure`,
        );
      }
      const raw = await readRawBody(req);
      const { json, files } = await parseBody(req, raw);
      const result = await match.route.handler({
        req,
        params: match.params,
        query: url.searchParams,
        body: json,
        files,
      });
      send(res, result.status, result.json, bucketOf(method, match.route.pattern));
    } catch (err) {
      const apiError =
        err instanceof ApiError
          ? err
          : err instanceof BodyError
            ? new ApiError(err.status, err.code, err.message)
            : new ApiError(500, 0, `fake Discord internal error: ${(err as Error)?.stack ?? String(err)}`);
      this.errors.push({ route: routeLabel, status: apiError.status, code: apiError.code, body: apiError.body });
      const code = apiError.code ? ` (code ${apiError.code})` : '';
      this.deps.warn(
        `Discord would answer ${apiError.status} ${apiError.message}${code}${formErrors(apiError)}`,
        routeLabel,
        apiError.code,
      );
      send(res, apiError.status, apiError.body);
    }
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , channelId, attachmentId] = pathname.split('/');
    const a = this.deps.attachment(channelId ?? '', attachmentId ?? '');
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': a.contentType ?? 'application/octet-stream' }).end(a.data);
  }
}

function send(res: ServerResponse, status: number, json: unknown, bucket = 'fake-bucket'): void {
  const headers: Record<string, string> = {
    'x-ratelimit-limit': '50',
    'x-ratelimit-remaining': '49',
    'x-ratelimit-reset': ((Date.now() + 1000) / 1000).toFixed(3),
    'x-ratelimit-reset-after': '1.000',
    'x-ratelimit-bucket': bucket,
  };
  if (status === 204 || json === undefined) {
    res.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(json));
}

/** The field errors of a 50035 answer, shortened: "content: Must be 2000 or fewer in length." */
function formErrors(error: ApiError): string {
  if (error.code !== 50035 || !error.errors) return '';
  const found: string[] = [];
  const visit = (node: FormErrors, path: string[]) => {
    if (found.length >= 3) return;
    for (const e of node._errors ?? []) found.push(`${path.join('.') || 'body'}: ${e.message}`);
    for (const [key, value] of Object.entries(node))
      if (key !== '_errors' && value && !Array.isArray(value)) visit(value, [...path, key]);
  };
  visit(error.errors, []);
  return found.length > 0 ? ` — ${found.join('; ')}` : '';
}

/** A route's rate-limit bucket, as Discord gives one per route (posting and deleting messages do not share one). */
function bucketOf(method: string, pattern: RegExp): string {
  return createHash('sha1').update(`${method} ${pattern.source}`).digest('hex').slice(0, 16);
}
