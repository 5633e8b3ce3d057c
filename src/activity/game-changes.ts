// How the live channel hears that a game changed, whoever changed it: a tap here, a click or a job
// in this process or in another one on the same database. Nothing about a game is kept in memory:
// the channel reads the game again when it hears of it.
//
// The database announces it (ActivityStore.watchGames: a trigger's NOTIFY, heard on the process's one
// listen connection, src/store/notifications.ts). After that connection is lost and made again, every
// game is read again: what was announced meanwhile was missed.
import type { ActivityStore } from '../store/activity.ts';

/** `null`: possibly any game changed (news were missed): read every table again. */
export type ChangeListener = (gameId: string | null) => void;

export interface GameChanges {
  /** Tells `listener` of every change until the returned function is called. */
  on(listener: ChangeListener): () => void;
}

/** The games' changes as the store hears them. */
export function storeChanges(store: Pick<ActivityStore, 'watchGames'>): GameChanges {
  return {
    on(listener) {
      let missed = false;
      return store.watchGames({
        changed: (gameId) => listener(gameId),
        listening(on) {
          if (!on) missed = true;
          else if (missed) {
            missed = false;
            listener(null);
          }
        },
      });
    },
  };
}
