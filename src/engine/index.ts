// The engine's public API: the rules (core.ts, pure) and reading records and stored states from
// text, checked with zod.
export * from './core.ts';
export { parseState } from './validate.ts';
export { parseRecords, parseRecordItems, type RecordItem, type RecordTextError } from './record-parse.ts';
