// The one place that reaches into @prisma/adapter-pg's internals, for the migration engine
// only (the bot's own queries use the adapter untouched). It relies on two things the adapter
// does not promise: `underlyingDriver()` returns the pg Pool whose `query` the adapter calls,
// and a private `onError(error)` turns a pg error into the adapter's error shape.
// test/store/adapter-patch.int.test.ts checks both against the installed release, so a Prisma
// upgrade that changes them fails loudly there, not in a migration.
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { PrismaPg } from '@prisma/adapter-pg';

export const PG_CHAR_OID = 18; // the one-byte "char" of the catalogs (pg_class.relkind...)
export const PG_TEXT_OID = 25;

/**
 * Two gaps between PrismaPg and what the schema engine needs, closed for the engine only:
 * - PrismaPg runs a migration script by splitting it on ';', which breaks a semicolon in a
 *   comment or a PL/pgSQL body. The native engine sends the script whole (simple query
 *   protocol: several statements, one implicit transaction); so do we.
 * - Describing a schema reads catalog columns of type "char", which PrismaPg refuses
 *   ("Column type 'char' could not be deserialized"); pg already returns them as strings,
 *   so they are announced as text.
 */
export function wholeScriptAdapter(factory: PrismaPg): SqlMigrationAwareDriverAdapterFactory {
  const patch = (adapter: Awaited<ReturnType<PrismaPg['connect']>>) => {
    const pool = adapter.underlyingDriver();
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<{ fields?: { dataTypeID: number }[] }>;
    (pool as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
      const result = await query(...args);
      for (const field of result?.fields ?? []) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
      return result;
    };
    adapter.executeScript = async (script: string) => {
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        // Turns a pg error into the adapter's error shape, as its own methods do.
        privateOnError(adapter)(error);
      }
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}

/** The adapter's private error converter; throws when a Prisma release no longer has it. */
export function privateOnError(adapter: unknown): (error: unknown) => never {
  const onError = (adapter as { onError?: unknown }).onError;
  if (typeof onError !== 'function') {
    throw new Error(
      '@prisma/adapter-pg no longer has onError(): update src/store/adapter-patch.ts for this Prisma release',
    );
  }
  return (error: unknown) => onError.call(adapter, error) as never;
}
