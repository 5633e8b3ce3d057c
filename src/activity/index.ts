// The Activity: Azul's table as a Discord Activity, a second surface of the same game (the chat stays
// its heart). The bot starts it when ACTIVITY_PORT is set, where interactions are answered (src/runtime/bot.ts).
import type { App, Hints, Logger, Reviews } from '../app/index.ts';
import type { ActivityStore } from '../store/activity.ts';
import { httpDiscordApi } from './discord-api.ts';
import { storeChanges } from './game-changes.ts';
import { startActivityServer, type ActivityServer } from './server.ts';

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
  reviews?: Reviews;
  /** Who holds which seat's controls, and the games' changes as the database announces them. */
  holds: ActivityStore;
  log: Logger;
}

export type Activity = ActivityServer;

export function startActivity(options: ActivityOptions): Promise<Activity> {
  return startActivityServer({
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
    reviews: options.reviews,
    holds: options.holds,
    changes: storeChanges(options.holds),
    log: options.log,
  });
}
