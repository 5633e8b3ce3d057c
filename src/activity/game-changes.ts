// How the live channel hears that a game changed, whoever changed it: a tap here, a click or a job
// in this process or in another one on the same database. Nothing about a game is kept in memory:
// the channel reads the game again when it hears of it.
//
// On a Postgres server, the database announces it: a trigger (prisma/migrations/*_activity_live)
// sends NOTIFY azul_game_changed with the game's id when a change people see is committed, and one
// connection of this process LISTENs (its own, not the store's pool: a listening connection stays
// open). After that connection is lost and made again, every game is read again (what was announced
// meanwhile was missed). The embedded database lives in one process and its socket passes no
// notifications on: there, the store's writes are watched in this process instead.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { scaled } from '../clock.ts';

/** `null`: possibly any game changed (news were missed): read every table again. */
export type ChangeListener = (gameId: string | null) => void;

export interface GameChanges {
  on(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export const CHANGE_CHANNEL = 'azul_game_changed';

interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

class Listeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  on(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  emit(gameId: string | null): void {
    this.emitter.emit('change', gameId);
  }
}

/** LISTEN on its own connection to the Postgres server at `url`, made again whenever it is lost. */
export async function listenOnPostgres(url: string, log: Log): Promise<GameChanges> {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL && n.payload) listeners.emit(n.payload);
    });
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'activity: the connection listening for game changes was lost; connecting again');
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = c;
    attempt = 0;
  };
  const schedule = () => {
    attempt++;
    retry = setTimeout(
      () => {
        connect().then(
          // Whatever changed while nobody listened: every table reads its game again.
          () => listeners.emit(null),
          () => schedule(),
        );
      },
      Math.min(scaled(5_000), scaled(250) * attempt),
    );
    retry.unref();
  };
  await connect();
  return {
    on: (listener) => listeners.on(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** Changes told by this process's own writes (the embedded database: one process writes). */
export class InProcessChanges implements GameChanges {
  private readonly listeners = new Listeners();

  on(listener: ChangeListener): () => void {
    return this.listeners.on(listener);
  }

  /** A game changed (told after its write succeeded). */
  changed(gameId: string): void {
    this.listeners.emit(gameId);
  }

  async close(): Promise<void> {}
}

/**
 * The same store, telling `changes` of every write that succeeded with a game in its answer (a move,
 * an undo, a vote, a seat, a start, an end...): every use case's write comes back with the game.
 * Reads come back with one too; a read tells nothing new, so only the methods that write are watched.
 */
export function watchedStore<S extends object>(store: S, changes: InProcessChanges, writes: readonly string[]): S {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !writes.includes(key) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as {
          ok?: boolean;
          game?: { id?: string };
        };
        if (result?.ok && typeof result.game?.id === 'string') changes.changed(result.game.id);
        return result;
      };
    },
  });
}

/** The store's methods that change what a table shows (src/store/types.ts). */
export const GAME_WRITES = [
  'createLobby',
  'join',
  'leave',
  'addBot',
  'removeBot',
  'setControl',
  'start',
  'applyAction',
  'undo',
  'cancel',
  'setThread',
  'setEndVotes',
  'endByAgreement',
] as const;
