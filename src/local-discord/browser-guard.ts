// The local Discord and the playground listen on 127.0.0.1 only, but any web page the user has open can
// still send requests there (a `text/plain` POST needs no CORS preflight), and a DNS-rebinding name can
// point at 127.0.0.1 too. So a request is refused unless it names this server by a loopback name and
// port (Host) and, when it comes from a browser page (Origin), that page is one of ours. Programs (the
// bot, tests, curl) send no Origin; browsers send one with every cross-origin request and every POST.

/** The names a browser may use for a server on 127.0.0.1. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export interface GuardRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** The origins of a page served by this server on `port`. */
export function ownOrigins(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
}

function header(req: GuardRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why `req` is refused, or null when it may go on. `port`: the port this server listens on; `origins`:
 * the pages that may call it (none: programs only); `navigable`: a page a person may open from a link
 * elsewhere (the playground's own page), where a cross-site navigation is fine.
 */
export function foreignRequest(
  req: GuardRequest,
  port: number,
  origins: readonly string[],
  navigable = false,
): string | null {
  const host = header(req, 'host');
  if (!host || !LOOPBACK_NAMES.some((name) => host.toLowerCase() === `${name}:${port}`)) {
    return `this server answers only as 127.0.0.1:${port} (Host was ${host ? JSON.stringify(host) : 'missing'})`;
  }
  const origin = header(req, 'origin');
  if (origin !== undefined && !origins.includes(origin.toLowerCase())) {
    return `this server answers only its own page (Origin was ${JSON.stringify(origin)})`;
  }
  // Fetch metadata: a request from another site's page that carries no Origin (an <img>, a <script>, a GET form).
  const site = header(req, 'sec-fetch-site');
  const allowed = origins.length > 0 ? ['same-origin', 'none'] : ['none'];
  if (site !== undefined && !navigable && !allowed.includes(site)) {
    return `this server answers only ${origins.length > 0 ? 'its own page' : 'programs'} (Sec-Fetch-Site was ${JSON.stringify(site)})`;
  }
  return null;
}

/** Headers a browser sets about where a request comes from: dropped when the playground passes a request on. */
export const BROWSER_CONTEXT_HEADERS = [
  'origin',
  'referer',
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
];
