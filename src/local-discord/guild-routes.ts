// Who the bot is and where: the gateway's address (and how many shards to run), the bot's user and
// application, the users it can see and the DM channels it opens, its guilds with their channels,
// roles and members.
import { jsonObject } from './json.ts';
import { memberJson, userJson } from './model.ts';
import { Errors, type Router } from './rest-router.ts';
import type { ApiViews } from './views.ts';
import type { FakeWorld } from './world.ts';

export interface GuildRoutesDeps {
  world: FakeWorld;
  views: ApiViews;
  /** The gateway's URL (known once the server listens). */
  gatewayUrl(): string;
  /** The shard count GET /gateway/bot recommends. */
  recommendedShards(): number;
  /** session_start_limit.max_concurrency: how many shards may IDENTIFY at once. */
  maxConcurrency: number;
}

export function registerGuildRoutes(r: Router, d: GuildRoutesDeps): void {
  const { world, views } = d;
  r.add('GET', '/gateway', () => ({ status: 200, json: { url: d.gatewayUrl() } }), false);
  r.add('GET', '/gateway/bot', () => ({
    status: 200,
    json: {
      url: d.gatewayUrl(),
      shards: d.recommendedShards(),
      session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: d.maxConcurrency },
    },
  }));
  r.add('GET', '/users/@me', () => ({ status: 200, json: views.botUserJson() }));
  r.add('GET', '/users/:u', ({ params }) => {
    const member = world.members.get(params[0]);
    if (!member) throw Errors.unknownUser();
    return { status: 200, json: userJson(member.user, member.bot) };
  });
  r.add('POST', '/users/@me/channels', ({ body }) => {
    const userId = String(jsonObject(body).recipient_id ?? '');
    const member = world.members.get(userId);
    if (!member) throw Errors.notFound();
    return { status: 200, json: world.dmChannelJson(world.dmChannelOf(userId), member) };
  });
  r.add('GET', '/applications/@me', () => ({ status: 200, json: views.applicationJson() }));
  r.add('GET', '/oauth2/applications/@me', () => ({ status: 200, json: views.applicationJson() }));

  r.add('GET', '/guilds/:g', ({ params }) => ({ status: 200, json: views.guildJson(params[0]) }));
  r.add('GET', '/guilds/:g/channels', ({ params }) => {
    world.requireGuild(params[0]);
    return {
      status: 200,
      json: [...world.channels.values()].filter((c) => c.guildId === params[0]).map((c) => views.channelJson(c)),
    };
  });
  r.add('GET', '/guilds/:g/roles', ({ params }) => {
    world.requireGuild(params[0]);
    return { status: 200, json: views.rolesJson(params[0]) };
  });
  r.add('GET', '/guilds/:g/members', ({ params, query }) => {
    world.requireGuild(params[0]);
    const limit = Number(query.get('limit') ?? 1);
    return { status: 200, json: [...world.members.values()].slice(0, limit).map((m) => memberJson(m)) };
  });
  r.add('GET', '/guilds/:g/members/:u', ({ params }) => {
    world.requireGuild(params[0]);
    const member = world.members.get(params[1]);
    if (!member || world.departed.has(`${params[0]}:${params[1]}`)) throw Errors.unknownMember();
    return { status: 200, json: memberJson(member) };
  });
}
