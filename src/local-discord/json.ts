// JSON as a client sent it (the bot's request bodies, its gateway frames, the playground page's
// requests): nothing about it is known until a check has looked, so its fields are `unknown`.

/** A JSON object whose fields are still to be checked. */
export type JsonObject = { readonly [key: string]: unknown };

export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The object, or an empty one for anything else (a field a check found missing or of the wrong kind). */
export function jsonObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
