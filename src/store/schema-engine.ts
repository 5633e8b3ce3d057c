// Prisma's schema engine compiled to WebAssembly: migrations without the native
// binary that the Prisma CLI would download (this project installs offline).
// The package's main entry imports the .wasm as a module (bundler style), so we
// instantiate it ourselves with its JS glue, the way wasm-bindgen output expects.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { wholeScriptAdapter } from './adapter-patch.ts';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import type { PrismaPg } from '@prisma/adapter-pg';

interface WasmApi {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
}

let ready: Promise<void> | undefined;

function instantiateOnce(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    // The .wasm is not in the package's exports; it sits next to the glue module.
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = gluePath.replace(/\.js$/, '.wasm');
    const bytes = await readFile(wasmPath);
    // WebAssembly is a Node global; tsconfig's lib (ES2023, no DOM) does not declare it.
    const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
    const { instance } = await wasm.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return ready;
}

export type EngineLog = (message: string) => void;

export interface BoundSchemaEngine {
  engine: SchemaEngine;
  /** The engine reports a driver failure as "External error id#N"; this names the real one. */
  explain(error: unknown): Error;
}

/** A schema engine bound to one database through a migration-aware driver adapter. */
export async function openSchemaEngine(
  adapter: PrismaPg,
  datamodel: { path: string; content: string } | undefined,
  log: EngineLog = () => {},
): Promise<BoundSchemaEngine> {
  await instantiateOnce();
  const datamodels: [string, string][] | undefined = datamodel ? [[datamodel.path, datamodel.content]] : undefined;
  const bound = bindMigrationAwareSqlAdapterFactory(wholeScriptAdapter(adapter));
  let engine: SchemaEngine;
  const explain = (error: unknown): Error => {
    const message = error instanceof Error ? error.message : String(error);
    const id = /External error id#(\d+)/.exec(message)?.[1];
    const inner = id === undefined ? undefined : bound.errorRegistry.consumeError(Number(id))?.error;
    if (inner === undefined) return error instanceof Error ? error : new Error(message);
    const detail = inner instanceof Error ? inner.message : JSON.stringify(inner);
    return new Error(`${message.split('\n')[0]}: ${detail}`, { cause: inner });
  };
  try {
    engine = (await glue.SchemaEngine.new({ datamodels }, log, bound)) as unknown as SchemaEngine;
  } catch (error) {
    throw explain(error);
  }
  return { engine, explain };
}
