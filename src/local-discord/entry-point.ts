// Discord's rules for an application's Entry Point command (type 4, PRIMARY_ENTRY_POINT: how the App
// Launcher opens its Activity): global only, one per application, with a handler (1: the app answers
// the interaction, e.g. with LAUNCH_ACTIVITY; 2: Discord launches the Activity itself), and a bulk
// overwrite of the global commands must keep it (Discord answers 50240 otherwise).
import { ApplicationCommandType, EntryPointCommandHandlerType } from 'discord-api-types/v10';
import type { FormErrors } from './form-errors.ts';
import { ApiError, Errors } from './rest-router.ts';

/** What the rules look at in a command: its type and, for an Entry Point, its handler. */
export interface CommandKind {
  type?: ApplicationCommandType;
  handler?: EntryPointCommandHandlerType;
}

export function isEntryPoint(command: CommandKind): boolean {
  return command.type === ApplicationCommandType.PrimaryEntryPoint;
}

/** Refuses, as Discord does, a list of commands for `guildId` (undefined: global) that breaks the rules. */
export function checkEntryPoints(
  commands: readonly CommandKind[],
  guildId: string | undefined,
  globalBefore: readonly CommandKind[],
): void {
  const points = commands.map((c, i) => [c, i] as const).filter(([c]) => isEntryPoint(c));
  const errors: FormErrors = {};
  for (const [c, i] of points) {
    if (guildId)
      errors[i] = {
        type: { _errors: [{ code: 'ENTRY_POINT_GUILD', message: 'Entry Point commands can only be global.' }] },
      };
    else if (
      c.handler !== EntryPointCommandHandlerType.AppHandler &&
      c.handler !== EntryPointCommandHandlerType.DiscordLaunchActivity
    )
      errors[i] = { handler: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2}.' }] } };
  }
  const second = points[1];
  if (!guildId && second)
    errors[second[1]] = {
      type: { _errors: [{ code: 'ENTRY_POINT_LIMIT', message: 'An application can have one Entry Point command.' }] },
    };
  if (Object.keys(errors).length > 0) throw Errors.invalidFormBody(errors);
  if (!guildId && points.length === 0 && globalBefore.some(isEntryPoint))
    throw new ApiError(
      400,
      50240,
      "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.",
    );
}
