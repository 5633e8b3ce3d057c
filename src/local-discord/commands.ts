// Application commands as Discord stores them: global and per guild, PUT replaces the list, POST upserts.
// A body Discord would refuse (names, localizations, lengths: command-rules.ts) gets its 400 (50035).
import {
  ApplicationCommandType,
  type APIApplicationCommand,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { commandErrors, isValidCommand } from './command-rules.ts';
import type { FormErrors } from './form-errors.ts';
import { snowflake } from './model.ts';
import { ApiError, Errors, type RouteContext, type RouteResult, type Router } from './rest-router.ts';

export class CommandRegistry {
  private readonly globalCommands: APIApplicationCommand[] = [];
  private readonly guildCommands = new Map<string, APIApplicationCommand[]>();

  constructor(
    private readonly applicationId: string,
    /** Whether a guild exists (guild routes answer 10004 Unknown guild otherwise). */
    private readonly isGuild: (id: string) => boolean,
  ) {}

  list(guildId?: string): APIApplicationCommand[] {
    return guildId ? [...(this.guildCommands.get(guildId) ?? [])] : [...this.globalCommands];
  }

  registerRoutes(r: Router): void {
    r.add('GET', '/applications/:a/commands', (ctx) => ({ status: 200, json: this.commandList(ctx, undefined) }));
    r.add('PUT', '/applications/:a/commands', (ctx) => this.putCommands(ctx, undefined));
    r.add('POST', '/applications/:a/commands', (ctx) => this.postCommand(ctx, undefined));
    r.add('DELETE', '/applications/:a/commands/:id', (ctx) => this.deleteCommand(ctx, undefined));
    r.add('GET', '/applications/:a/guilds/:g/commands', (ctx) => ({
      status: 200,
      json: this.commandList(ctx, ctx.params[1]),
    }));
    r.add('PUT', '/applications/:a/guilds/:g/commands', (ctx) => this.putCommands(ctx, ctx.params[1]));
    r.add('POST', '/applications/:a/guilds/:g/commands', (ctx) => this.postCommand(ctx, ctx.params[1]));
    r.add('DELETE', '/applications/:a/guilds/:g/commands/:id', (ctx) => this.deleteCommand(ctx, ctx.params[1]));
  }

  private commandList(ctx: RouteContext, guildId: string | undefined): APIApplicationCommand[] {
    this.requireApplication(ctx.params[0]);
    if (guildId) this.requireGuild(guildId);
    return this.list(guildId);
  }

  private putCommands(ctx: RouteContext, guildId: string | undefined): RouteResult {
    this.requireApplication(ctx.params[0]);
    if (guildId) this.requireGuild(guildId);
    if (!Array.isArray(ctx.body))
      throw Errors.invalidFormBody({ _errors: [{ code: 'BASE_TYPE_LIST', message: 'Must be a list.' }] });
    if (ctx.body.length > 100) {
      throw Errors.invalidFormBody({
        _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }],
      });
    }
    const errors: FormErrors = {};
    const bodies: RESTPostAPIApplicationCommandsJSONBody[] = [];
    ctx.body.forEach((c: unknown, i: number) => {
      if (isValidCommand(c)) bodies.push(c);
      else errors[i] = commandErrors(c);
    });
    if (Object.keys(errors).length > 0) throw Errors.invalidFormBody(errors);
    const stored = bodies.map((c) => this.storeCommand(c, guildId));
    if (guildId) this.guildCommands.set(guildId, stored);
    else this.globalCommands.splice(0, this.globalCommands.length, ...stored);
    return { status: 200, json: stored };
  }

  private postCommand(ctx: RouteContext, guildId: string | undefined): RouteResult {
    this.requireApplication(ctx.params[0]);
    if (guildId) this.requireGuild(guildId);
    if (!isValidCommand(ctx.body)) throw Errors.invalidFormBody(commandErrors(ctx.body) ?? {});
    const list = guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands;
    const stored = this.storeCommand(ctx.body, guildId);
    const existing = list.findIndex((c) => c.name === stored.name);
    if (existing >= 0) list[existing] = stored;
    else list.push(stored);
    if (guildId) this.guildCommands.set(guildId, list);
    return { status: existing >= 0 ? 200 : 201, json: stored };
  }

  private deleteCommand(ctx: RouteContext, guildId: string | undefined): RouteResult {
    this.requireApplication(ctx.params[0]);
    const list = guildId ? (this.guildCommands.get(guildId) ?? []) : this.globalCommands;
    const id = ctx.params[guildId ? 2 : 1];
    const index = list.findIndex((c) => c.id === id);
    if (index < 0) throw Errors.unknownCommand();
    list.splice(index, 1);
    return { status: 204 };
  }

  private storeCommand(c: RESTPostAPIApplicationCommandsJSONBody, guildId: string | undefined): APIApplicationCommand {
    return {
      ...c,
      id: snowflake(),
      application_id: this.applicationId,
      guild_id: guildId,
      version: snowflake(),
      type: c.type ?? ApplicationCommandType.ChatInput,
      // Discord answers "" for the commands that have none (context menu commands).
      description: 'description' in c && typeof c.description === 'string' ? c.description : '',
      default_member_permissions: c.default_member_permissions ?? null,
      nsfw: c.nsfw ?? false,
    };
  }

  /** A command by name: the guild's own first, then global. */
  find(name: string, guildId: string): APIApplicationCommand | undefined {
    return (
      (this.guildCommands.get(guildId) ?? []).find((c) => c.name === name) ??
      this.globalCommands.find((c) => c.name === name)
    );
  }

  private requireApplication(id: string): void {
    if (id !== this.applicationId) throw new ApiError(403, 50001, 'Missing Access');
  }

  private requireGuild(id: string): void {
    if (!this.isGuild(id)) throw Errors.unknownGuild();
  }
}
