// `azul replay FILE`: checks every record of a JSON or JSON Lines file and
// prints one JSON line per record, in file order:
//   finished game:        {"ok":true,"scores":[...],"winners":[...]}
//   legal but unfinished: {"ok":true,"finished":false,"round":R,"moves":M,"scores":[...]}
//                          (R: the round in play, M: drafts made in it so far; scores so far)
//   illegal:              {"ok":false,"round":R,"move":M,"error":"CODE","detail":"..."}
//                          (0-based; M drafts of round R applied before it)
//   not a record:         {"ok":false,"line":L,"error":"NOT_JSON|NOT_A_RECORD","detail":"..."}
//                          (L is its line in the file)
// Exit 0 when every record is valid; 1 when one is not, or the file holds no record;
// 2 when the file cannot be read (or the arguments are wrong), with a message on stderr.
import { readInputFile } from './read-input.ts';
import { parseRecordItems, replayRecord, type GameRecord, type RecordItem } from '../engine/index.ts';

/** One output line; `ok` says whether the record is valid. */
type Verdict = { ok: boolean } & Record<string, unknown>;

function verdict(record: GameRecord): Verdict {
  const r = replayRecord(record);
  if (!r.ok) return { ok: false, round: r.round, move: r.move, error: r.error, detail: r.detail };
  const scores = r.state.players.map((p) => p.score);
  if (r.finished) return { ok: true, scores, winners: r.state.result!.winners };
  const lastRound = record.rounds[record.rounds.length - 1];
  return { ok: true, finished: false, round: record.rounds.length - 1, moves: lastRound.moves.length, scores };
}

function lineFor(item: RecordItem): Verdict {
  return item.ok ? verdict(item.record) : { ok: false, line: item.line, error: item.error, detail: item.detail };
}

export async function run(argv: string[]): Promise<number> {
  // A closed pipe (`azul replay f | head`) is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const files = argv.filter((a) => !a.startsWith('-'));
  if (files.length !== 1 || argv.length !== 1) {
    console.error('usage: azul replay FILE');
    return 2;
  }
  const text = await readInputFile('replay', files[0]);
  if (text === null) return 2;
  const items = parseRecordItems(text);
  if (items.length === 0) {
    console.log(JSON.stringify({ ok: false, line: 1, error: 'EMPTY', detail: 'no record found: the file is empty' }));
    return 1;
  }
  let allValid = true;
  for (const item of items) {
    const line = lineFor(item);
    if (!line.ok) allValid = false;
    console.log(JSON.stringify(line));
  }
  return allValid ? 0 : 1;
}
