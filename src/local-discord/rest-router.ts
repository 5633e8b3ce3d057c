// A tiny method + path-pattern router for the fake's REST API, with Discord-shaped error answers.
import type { IncomingMessage } from 'node:http';
import type { FormErrors } from './form-errors.ts';
import type { UploadedFile } from './http-body.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: FormErrors,
  ) {
    super(message);
  }

  /** The JSON Discord answers with: `{ message, code }`, and the form errors of a 50035. */
  get body(): { message: string; code: number; errors?: FormErrors } {
    return this.errors === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, errors: this.errors };
  }
}

/** Discord's answers for the situations the fake enforces. */
export const Errors = {
  unauthorized: () => new ApiError(401, 0, '401: Unauthorized'),
  notFound: () => new ApiError(404, 0, '404: Not Found'),
  invalidFormBody: (errors: FormErrors) => new ApiError(400, 50035, 'Invalid Form Body', errors),
  emptyMessage: () => new ApiError(400, 50006, 'Cannot send an empty message'),
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new ApiError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownWebhook: () => new ApiError(404, 10015, 'Unknown Webhook'),
  unknownCommand: () => new ApiError(404, 10063, 'Unknown application command'),
  unknownInteraction: () => new ApiError(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => new ApiError(400, 40060, 'Interaction has already been acknowledged.'),
  invalidWebhookToken: () => new ApiError(401, 50027, 'Invalid Webhook Token'),
  notAuthor: () => new ApiError(403, 50005, 'Cannot edit a message authored by another user'),
  missingPermissions: () => new ApiError(403, 50013, 'Missing Permissions'),
  wrongChannelType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type'),
  threadArchived: () => new ApiError(400, 50083, 'Thread is archived'),
  threadExists: () => new ApiError(400, 160004, 'A thread has already been created for this message'),
  tooLarge: () => new ApiError(413, 40005, 'Request entity too large'),
};

export interface RouteContext {
  req: IncomingMessage;
  params: string[];
  query: URLSearchParams;
  /** The request's JSON as the client sent it (undefined without a body): each route checks what it reads. */
  body: unknown;
  files: UploadedFile[];
}

export interface RouteResult {
  status: number;
  json?: unknown;
}

type Handler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

interface Route {
  method: string;
  pattern: RegExp;
  /** Routes Discord serves without the bot token (interaction callbacks, webhook tokens). */
  auth: boolean;
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  /** `path` uses `:name` for one segment, e.g. '/channels/:c/messages/:m'. */
  add(method: string, path: string, handler: Handler, auth = true): void {
    const source = path.replace(/:[a-z]+/gi, '([^/]+)');
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), auth, handler });
  }

  match(method: string, path: string): { route: Route; params: string[] } | undefined {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(path);
      if (m) return { route, params: m.slice(1).map(decodeURIComponent) };
    }
    return undefined;
  }
}
