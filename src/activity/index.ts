// The Activity: Azul's table as a Discord Activity, a second surface of the same game (the chat stays
// its heart). The bot starts it when ACTIVITY_PORT is set (src/runtime/bot.ts).
import type { App, Hints, Logger, Reviews } from '../app/index.ts';
import type { ActivityStore } from '../store/activity.ts';
import { httpDiscordApi } from './discord-api.ts';
import { InProcessChanges, listenOnPostgres, type GameChanges } from './game-changes.ts';
import { startActivityServer, type ActivityServer } from './server.ts';

export { GAME_WRITES, InProcessChanges, watchedStore } from './game-changes.ts';
export type { ActivityServer } from './server.ts';

export interface ActivityOptions {
  port: number;
  host: string;
  /** The application's id and OAuth2 secret, the bot's token, and where Discord's REST API is. */
  clientId: string;
  clientSecret: string;
  botToken: string;
  apiUrl: string;
  app: App;
  hints: Hints;
  jobs: { kick(): void };
  reviews?: Reviews;
  holds: ActivityStore;
  /** How changes are heard of: this process's own writes (embedded database), or the database's announcements at this URL. */
  changes: InProcessChanges | { postgresUrl: string };
  log: Logger;
}

export type Activity = ActivityServer;

export async function startActivity(options: ActivityOptions): Promise<Activity> {
  const log = options.log;
  const changes: GameChanges =
    options.changes instanceof InProcessChanges
      ? options.changes
      : await listenOnPostgres(options.changes.postgresUrl, log);
  try {
    const server = await startActivityServer({
      port: options.port,
      host: options.host,
      clientId: options.clientId,
      api: httpDiscordApi({
        apiUrl: options.apiUrl,
        botToken: options.botToken,
        clientId: options.clientId,
        clientSecret: options.clientSecret,
      }),
      app: options.app,
      hints: options.hints,
      jobs: options.jobs,
      reviews: options.reviews,
      holds: options.holds,
      changes,
      log,
    });
    return {
      ...server,
      async close() {
        await server.close();
        await changes.close();
      },
    };
  } catch (error) {
    await changes.close();
    throw error;
  }
}
