// The store reports a database that cannot be reached as a value (DB_UNAVAILABLE),
// but a failure it did not foresee still arrives as an exception. For the people
// clicking, both mean the same: nothing was saved, try again. This wrapper turns
// every exception of a store call into that value and logs it, so a database
// outage never reaches Discord as a generic error and never stops the bot.
import type { Fail, Store } from '../store/types.ts';

export interface ErrorLog {
  error(obj: object, msg?: string): void;
}

function failed(method: string, error: unknown): Fail {
  const detail = error instanceof Error ? error.message.split('\n').filter(Boolean).pop() ?? error.message : String(error);
  return { ok: false, error: 'DB_UNAVAILABLE', message: `store.${method} failed: ${detail.slice(0, 300)}` };
}

export function safeStore(store: Store, log: ErrorLog): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'close') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          log.error({ err: error, method: String(property) }, 'store call threw; answered as unavailable');
          return failed(String(property), error);
        }
      };
    },
  });
}
