// Who has a game's table open in the Activity (the `activity_sessions` table): one live window per
// person and game holds its controls, wherever it is served (any bot process), so a second window of
// the same person is refused while the first is alive. The process serving a window renews it; a
// window whose process stopped without letting go is taken over once it has not been renewed for a while.
// And what the tables show changing: the database announces it (a trigger, prisma/migrations/*_activity_live).
import { fail, isUnavailable, unavailable } from './errors.ts';
import type { PlainQuery } from './context.ts';
import { UUID } from './game-sql.ts';
import type { DatabaseNotifications } from './notifications.ts';
import type { Result, StoreLogger } from './types.ts';

/**
 * The channel the triggers on "games" and "game_reviews" notify with the game's id (named in the
 * migration too) when a change people see at its table is committed: a move, an undo, a vote, a seat
 * changing hands, its end, its review stored.
 */
export const GAME_CHANGED_CHANNEL = 'azul_game_changed';

/** What a watcher of the games is told (ActivityStore.watchGames). */
export interface GameChangeListener {
  /** What the game's table shows changed, by any process (this one too), once committed. */
  changed(gameId: string): void;
  /** Whether changes are heard: false while they cannot be (the connection lost); those made meanwhile are missed. */
  listening(on: boolean): void;
}

export interface ActivityStore {
  /**
   * Takes the controls of `userId`'s seat in `gameId` for `sessionId`, unless another session renewed
   * within `staleMs` holds them: `held` true when it does (nothing changed). A session id is
   * `<frame>|<id>`: one of the same frame (the same window, connecting again after a drop) takes over.
   */
  hold(gameId: string, userId: string, sessionId: string, staleMs: number): Promise<Result<{ held: boolean }>>;
  /** Marks these sessions alive now. */
  renew(sessionIds: string[]): Promise<Result<{ renewed: number }>>;
  /** Lets go of a session's hold (its window closed). */
  release(gameId: string, userId: string, sessionId: string): Promise<Result<{ released: boolean }>>;
  /** Tells `listener` of every game's changes until the returned function is called. */
  watchGames(listener: GameChangeListener): () => void;
}

const HOLD_SQL = `
  INSERT INTO "activity_sessions" ("game_id", "user_id", "session_id", "seen_at") VALUES ($1, $2, $3, now())
  ON CONFLICT ("game_id", "user_id") DO UPDATE SET "session_id" = EXCLUDED."session_id", "seen_at" = now()
  WHERE "activity_sessions"."session_id" = EXCLUDED."session_id"
     OR (split_part(EXCLUDED."session_id", '|', 1) <> '-'
         AND split_part("activity_sessions"."session_id", '|', 1) = split_part(EXCLUDED."session_id", '|', 1))
     OR "activity_sessions"."seen_at" < now() - make_interval(secs => $4::double precision / 1000)
  RETURNING "session_id"`;

export function createActivityStore({
  pool,
  logger,
  notifications,
}: {
  pool: PlainQuery;
  logger: StoreLogger;
  notifications: DatabaseNotifications;
}): ActivityStore {
  const guard = async <T extends object>(what: string, work: () => Promise<Result<T>>): Promise<Result<T>> => {
    try {
      return await work();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      logger.warn({ err: error, op: what }, 'store: database unavailable');
      return unavailable(error);
    }
  };
  return {
    hold: (gameId, userId, sessionId, staleMs) =>
      guard<{ held: boolean }>('activity.hold', async () => {
        if (!UUID.test(gameId)) return fail('NOT_FOUND', `No game ${gameId}.`);
        const { rows } = await pool.query(HOLD_SQL, [gameId, userId, sessionId, staleMs]);
        return { ok: true, held: rows.length === 0 };
      }),
    renew: (sessionIds) =>
      guard<{ renewed: number }>('activity.renew', async () => {
        if (sessionIds.length === 0) return { ok: true, renewed: 0 };
        const { rowCount } = await pool.query(
          'UPDATE "activity_sessions" SET "seen_at" = now() WHERE "session_id" = ANY($1::text[])',
          [sessionIds],
        );
        return { ok: true, renewed: rowCount ?? 0 };
      }),
    release: (gameId, userId, sessionId) =>
      guard<{ released: boolean }>('activity.release', async () => {
        if (!UUID.test(gameId)) return { ok: true, released: false };
        const { rowCount } = await pool.query(
          'DELETE FROM "activity_sessions" WHERE "game_id" = $1 AND "user_id" = $2 AND "session_id" = $3',
          [gameId, userId, sessionId],
        );
        return { ok: true, released: (rowCount ?? 0) > 0 };
      }),
    watchGames: (listener) =>
      notifications.subscribe(GAME_CHANGED_CHANNEL, {
        notify: (gameId) => listener.changed(gameId),
        listening: (on) => listener.listening(on),
      }),
  };
}
