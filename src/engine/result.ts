// The one result shape of the whole project (engine, store, app): a value for every outcome a
// caller must handle, never an exception. `error` is always a code from a closed list, so each
// layer can decide what it means (the chat layer words it for people, in their language);
// `detail` explains it in English for logs and the command line, and is never shown to players.

export type Failure<E extends string> = { readonly ok: false; readonly error: E; readonly detail: string };
export type Result<T extends object, E extends string> = ({ readonly ok: true } & T) | Failure<E>;

export function failure<E extends string>(error: E, detail: string): Failure<E> {
  return { ok: false, error, detail };
}
