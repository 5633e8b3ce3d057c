// Reading game records (`azul-record/1`) from text: one record, an array of them or JSON Lines, each
// checked against the format's schema (zod), which yields the types of record-format.ts.
import { z } from 'zod';
import { COLORS, MAX_DISPLAYS, PATTERN_LINES, TILES_PER_DISPLAY } from './types.ts';
import { failure, type Failure, type Result } from './result.ts';
import { displayCountFor } from './state.ts';
import { RECORD_FORMAT, type GameRecord } from './record-format.ts';

const colorName = z.enum(COLORS);
const seat = z.number().int().min(0).max(3);
const lineIndex = z
  .number()
  .int()
  .min(0)
  .max(PATTERN_LINES - 1);

const moveSchema = z.object({
  player: seat,
  source: z.union([
    z
      .number()
      .int()
      .min(0)
      .max(MAX_DISPLAYS - 1),
    z.literal('center'),
  ]),
  color: colorName,
  line: z.union([lineIndex, z.literal('floor')]),
});

const placementSchema = z.object({ player: seat, line: lineIndex, column: lineIndex });

const roundSchema = z.object({
  startPlayer: seat,
  factories: z.array(z.array(colorName).max(TILES_PER_DISPLAY)).min(displayCountFor(2)).max(MAX_DISPLAYS),
  moves: z.array(moveSchema),
  wallPlacements: z.array(placementSchema).optional(),
  scores: z.array(z.number().int().min(0)).optional(),
});

export const recordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  variant: z.enum(['standard', 'gray']),
  playerCount: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  names: z.array(z.string()).optional(),
  seed: z.string().optional(),
  rounds: z.array(roundSchema),
  result: z
    .object({
      scores: z.array(z.number().int().min(0)),
      bonuses: z.array(
        z.object({ rows: z.number().int().min(0), columns: z.number().int().min(0), colors: z.number().int().min(0) }),
      ),
      winners: z.array(seat).min(1),
    })
    .optional(),
}) satisfies z.ZodType<GameRecord>;

/** Why a text is not a record: empty, not JSON, or JSON that is not an `azul-record/1` record. */
export type RecordTextError = 'EMPTY' | 'NOT_JSON' | 'NOT_A_RECORD';

type Parsed = Result<{ records: GameRecord[] }, RecordTextError>;

/** One item of a records file: a record, or why it is not one. `line`: where it starts (1-based). */
export type RecordItem = ({ ok: true; record: GameRecord } | Failure<RecordTextError>) & { line: number };

/**
 * Reads one record, an array of records, or JSON Lines (one record per line), and judges each
 * item on its own: a malformed one does not hide the records around it. [] for blank input.
 */
export function parseRecordItems(input: string): RecordItem[] {
  // A UTF-8 byte-order mark (Windows editors write one) is not part of the first line.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  // Each item: a parsed JSON value, or the reason its line is not JSON.
  type Raw = { line: number; value: unknown } | { line: number; notJson: string };
  let raws: Raw[] | null = null;
  try {
    const whole: unknown = JSON.parse(text);
    const line = text.slice(0, text.length - text.trimStart().length).split('\n').length;
    raws = Array.isArray(whole) ? whole.map((value) => ({ value, line })) : [{ value: whole, line }];
  } catch {
    // Not one JSON document: JSON Lines.
  }
  if (raws === null) {
    raws = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() === '') continue;
      try {
        raws.push({ value: JSON.parse(lines[i]), line: i + 1 });
      } catch (error) {
        raws.push({ line: i + 1, notJson: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return raws.map((raw, k): RecordItem => {
    const line = raw.line;
    if ('notJson' in raw) return { ...failure('NOT_JSON', `line ${line}: not valid JSON (${raw.notJson})`), line };
    const parsed = recordSchema.safeParse(raw.value);
    if (parsed.success) return { ok: true, line, record: parsed.data };
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? i.path.join('.') : '(record)'}: ${i.message}`)
      .join('; ');
    return {
      ...failure('NOT_A_RECORD', `record ${k + 1} (line ${line}): not an ${RECORD_FORMAT} record: ${issues}`),
      line,
    };
  });
}

/** Reads one record, an array of records, or JSON Lines; fails on the first item that is not a record. */
export function parseRecords(text: string): Parsed {
  if (text.trim() === '') return failure('EMPTY', 'no record found: the input is empty');
  const items = parseRecordItems(text);
  const records: GameRecord[] = [];
  for (const item of items) {
    if (!item.ok) return failure(item.error, item.detail);
    records.push(item.record);
  }
  if (records.length === 0) return failure('EMPTY', 'no record found');
  return { ok: true, records };
}
