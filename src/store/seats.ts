// Who plays a seat during the game, and the settings people and servers keep across games.
import { TX_OPTIONS, type StoreContext } from './context.ts';
import { writeEffects } from './effects.ts';
import { Abort, fail } from './errors.ts';
import type { GuildSettings, Store, UserSettings } from './types.ts';

const DEFAULT_SETTINGS: UserSettings = { notify: false, dmClosed: false };

export function seatOps(
  ctx: StoreContext,
): Pick<Store, 'setControl' | 'userSettings' | 'setUserSettings' | 'guildSettings' | 'setGuildSettings'> {
  const { prisma } = ctx;
  return {
    setControl: (gameId, expectedVersion, update, effects) =>
      ctx.guard('setControl', () =>
        prisma.$transaction(async (tx) => {
          const version = await ctx.lock(tx, gameId, ['active'], expectedVersion);
          const { count } = await tx.seat.updateMany({
            where: { gameId, seat: update.seat, botLevel: null },
            data: { control: update.control, autoTurns: update.autoTurns },
          });
          if (count === 0) throw new Abort(fail('NOT_SEATED', `Seat ${update.seat + 1} is not a person's seat.`));
          await writeEffects(tx, gameId, version, effects);
          return ctx.reload(tx, gameId);
        }, TX_OPTIONS),
      ),

    userSettings: (userId) =>
      ctx.guard('userSettings', async () => {
        const row = await prisma.userSetting.findUnique({ where: { userId } });
        return { ok: true, settings: row ? { notify: row.notify, dmClosed: row.dmClosed } : { ...DEFAULT_SETTINGS } };
      }),

    setUserSettings: (userId, patch) =>
      ctx.guard('setUserSettings', async () => {
        const row = await prisma.userSetting.upsert({
          where: { userId },
          create: { userId, ...DEFAULT_SETTINGS, ...patch },
          update: patch,
        });
        return { ok: true, settings: { notify: row.notify, dmClosed: row.dmClosed } };
      }),

    guildSettings: (guildId) =>
      ctx.guard('guildSettings', async () => {
        const row = await prisma.guildSetting.findUnique({ where: { guildId } });
        return { ok: true, settings: guildSettingsOf(row) };
      }),

    setGuildSettings: (guildId, patch) =>
      ctx.guard('setGuildSettings', async () => {
        const row = await prisma.guildSetting.upsert({
          where: { guildId },
          create: { guildId, ...patch },
          update: patch,
        });
        return { ok: true, settings: guildSettingsOf(row) };
      }),
  };
}

function guildSettingsOf(
  row: {
    locale: string | null;
    tournamentRole: string | null;
    seasonMode: string | null;
    seasonChannelId: string | null;
  } | null,
): GuildSettings {
  return {
    locale: row?.locale ?? null,
    tournamentRole: row?.tournamentRole ?? null,
    seasonMode: row?.seasonMode ?? null,
    seasonChannelId: row?.seasonChannelId ?? null,
  };
}
