// Discord's rules for an application's Entry Point command (type 4, PRIMARY_ENTRY_POINT: how the App
// Launcher opens its Activity): global only, one per application, with a handler (1: the app answers
// the interaction, e.g. with LAUNCH_ACTIVITY; 2: Discord launches the Activity itself), and a bulk
// overwrite of the global commands must keep it (Discord answers 50240 otherwise).
import { ApiError, Errors } from './rest-router.ts';

export const PRIMARY_ENTRY_POINT = 4;

/** Refuses, as Discord does, a list of commands for `guildId` (undefined: global) that breaks the rules. */
/** A command as a body names it: its type and, for an Entry Point, its handler. */
type CommandBody = { type?: number; handler?: number } | null | undefined;

export function checkEntryPoints(
  commands: CommandBody[],
  guildId: string | undefined,
  globalBefore: CommandBody[],
): void {
  const points = commands.map((c, i) => [c, i] as const).filter(([c]) => c?.type === PRIMARY_ENTRY_POINT);
  const errors: Record<string, unknown> = {};
  for (const [c, i] of points) {
    if (!c) continue;
    if (guildId)
      errors[i] = {
        type: { _errors: [{ code: 'ENTRY_POINT_GUILD', message: 'Entry Point commands can only be global.' }] },
      };
    else if (c.handler !== 1 && c.handler !== 2)
      errors[i] = { handler: { _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2}.' }] } };
  }
  if (!guildId && points.length > 1)
    errors[points[1]![1]] = {
      type: { _errors: [{ code: 'ENTRY_POINT_LIMIT', message: 'An application can have one Entry Point command.' }] },
    };
  if (Object.keys(errors).length > 0) throw Errors.invalidFormBody(errors);
  if (!guildId && points.length === 0 && globalBefore.some((c) => c?.type === PRIMARY_ENTRY_POINT))
    throw new ApiError(
      400,
      50240,
      "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately.",
    );
}
