// `azul render FILE --round R --move M [--since N] [--my-board SEAT] --out table.png
//             [--summary | --final] [--game K] [--locale L]`:
// draws an image of a recorded game at a point, for checking the renderer by eye.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseRecords, recordMoveToAction, replayRecord, type GameRecord, type GameState } from '../engine/index.ts';
import { extname } from 'node:path';
import { imageWordsFor } from '../app/image-words.ts';
import { LOCALES, isLocale } from '../i18n/index.ts';
import {
  lastMoveOf,
  renderFinal,
  renderMyBoard,
  renderRoundSummary,
  renderTable,
  type ImageFormat,
  type LastMove,
  type RenderedImage,
} from '../render/index.ts';

const USAGE = `usage: azul render FILE --round R [--move M] [--since N] [--my-board SEAT] --out IMAGE.png [--game K]
       azul render FILE --round R --summary --out IMAGE.png [--game K]
       azul render FILE --final --out IMAGE.png [--game K]

  FILE       an azul-record/1 file: one JSON record, a JSON array, or JSON Lines
  --game K   which record of the file, counted from 0 (default 0)
  --round R  round as shown on the images, counted from 1
  --move M   drafts already made in that round, 0 = before the first (default 0);
             from 1 on, the table marks the last of them
  --since N  mark the last N drafts of the round, numbered (default 1)
  --my-board SEAT  my board for the player in SEAT (counted from 1) instead of the table
  --summary  round R's summary (after its wall-tiling) instead of the table
  --final    the final results (the game must be over)
  --out      the image to write, in the format its extension names:
             .png, .webp (lossless) or .jpg/.jpeg
  --locale L the language of the image's words: ${LOCALES.join(', ')} (default en)`;

/** The image format an --out file name asks for. */
const FORMATS: Record<string, ImageFormat> = { '.png': 'png', '.webp': 'webp', '.jpg': 'jpeg', '.jpeg': 'jpeg' };

export function formatOf(file: string): ImageFormat {
  const ext = extname(file).toLowerCase();
  const format = FORMATS[ext];
  if (!format) {
    throw new UsageError(
      `--out ${file}: cannot write ${ext ? `"${ext}"` : 'a file without an extension'}; the image must end in .png, .webp, .jpg or .jpeg`,
    );
  }
  return format;
}

class UsageError extends Error {}

function intOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${name} must be a whole number >= ${min}, got "${value}"`);
  }
  return Number(value);
}

/** The state to draw, or a message saying why there is none. */
function stateFor(
  record: GameRecord,
  what: 'table' | 'summary' | 'final',
  round: number | undefined,
  move: number,
): GameState {
  const replayFail = (r: { round: number; move: number; detail: string }) =>
    new UsageError(`the record does not replay: round ${r.round + 1}, after ${r.move} drafts: ${r.detail}`);
  if (what === 'final') {
    const res = replayRecord(record);
    if (!res.ok) throw replayFail(res);
    if (!res.finished || !res.state.result) throw new UsageError("--final: this record's game is not over");
    return res.state;
  }
  if (round === undefined) throw new UsageError('--round is required (or use --final)');
  const r = round - 1;
  if (r >= record.rounds.length)
    throw new UsageError(`--round ${round}: the record has ${record.rounds.length} rounds`);
  if (what === 'summary') {
    // Round r's report is the state's lastReport at the start of round r+1, or at the end of the game.
    const last = r === record.rounds.length - 1;
    const res = last ? replayRecord(record) : replayRecord(record, { stopAt: { round: r + 1, move: 0 } });
    if (!res.ok) throw replayFail(res);
    if (!res.state.lastReport || res.state.lastReport.round !== r) {
      throw new UsageError(`--summary: round ${round} was not scored in this record (it stops before its wall-tiling)`);
    }
    return res.state;
  }
  const moves = record.rounds[r].moves.length;
  if (move > moves) throw new UsageError(`--move ${move}: round ${round} has ${moves} drafts`);
  const res = replayRecord(record, { stopAt: { round: r, move } });
  if (!res.ok) throw replayFail(res);
  return res.state;
}

/**
 * The drafts `from`..`move` (1-based, inclusive) of round R as
 * the table marks them: each replayed up to just before it.
 */
function movesAt(record: GameRecord, round: number, move: number, count: number): LastMove[] {
  const out: LastMove[] = [];
  for (let m = Math.max(1, move - count + 1); m <= move; m++) {
    const before = replayRecord(record, { stopAt: { round, move: m - 1 } });
    if (!before.ok) continue;
    out.push(lastMoveOf(before.state, recordMoveToAction(record.rounds[round].moves[m - 1])));
  }
  return out;
}

export async function run(argv: string[]): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          round: { type: 'string' },
          move: { type: 'string' },
          out: { type: 'string' },
          game: { type: 'string' },
          summary: { type: 'boolean' },
          final: { type: 'boolean' },
          since: { type: 'string' },
          'my-board': { type: 'string' },
          locale: { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const { values, positionals } = parsed;
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError('give exactly one record FILE');
    if (!values.out) throw new UsageError('--out IMAGE.png is required');
    if (values.summary && values.final) throw new UsageError('--summary and --final exclude each other');
    const format = formatOf(values.out);
    const locale = values.locale ?? 'en';
    if (!isLocale(locale)) throw new UsageError(`--locale ${locale}: one of ${LOCALES.join(', ')}`);
    const words = imageWordsFor(locale);
    const game = intOption(values.game, '--game', 0) ?? 0;
    const round = intOption(values.round, '--round', 1);
    const move = intOption(values.move, '--move', 0) ?? 0;
    const since = intOption(values.since, '--since', 0) ?? 1;
    const viewer = intOption(values['my-board'], '--my-board', 1);
    if (viewer !== undefined && (values.summary || values.final))
      throw new UsageError('--my-board draws a table: not with --summary or --final');

    let text: string;
    try {
      text = await readFile(positionals[0], 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${positionals[0]}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const records = parseRecords(text);
    if (!records.ok) throw new UsageError(`${positionals[0]}: ${records.detail}`);
    const record = records.records[game];
    if (!record)
      throw new UsageError(`--game ${game}: the file holds ${records.records.length} record(s), counted from 0`);

    const what = values.final ? 'final' : values.summary ? 'summary' : 'table';
    const state = stateFor(record, what, round, move);
    const names = record.names ?? [];
    const opts = { format };
    if (viewer !== undefined && viewer > state.playerCount)
      throw new UsageError(`--my-board ${viewer}: the game has ${state.playerCount} players`);
    const moves = what === 'table' ? movesAt(record, (round ?? 1) - 1, move, since) : [];
    const image: RenderedImage =
      what === 'final'
        ? await renderFinal(state, names, { ...opts, words: words.final })
        : what === 'summary'
          ? await renderRoundSummary(state, names, { ...opts, words: words.summary })
          : viewer !== undefined
            ? await renderMyBoard(state, names, viewer - 1, { ...opts, since: moves, words: words.myBoard })
            : await renderTable(state, names, { ...opts, since: moves, words: words.table });
    await writeFile(values.out, image.data);
    console.log(`wrote ${values.out}: ${image.width}x${image.height} ${image.contentType}, ${image.data.length} bytes`);
    console.log(image.description);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`azul render: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
