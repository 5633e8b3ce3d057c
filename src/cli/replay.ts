// `azul replay FILE`: checks every record of a JSON or JSON Lines file and
// prints one JSON line per record:
//   finished game:        {"ok":true,"scores":[...],"winners":[...]}
//   legal but unfinished: {"ok":true,"finished":false,"round":R,"moves":M,"scores":[...]}
//                          (R: the round in play, M: drafts made in it so far; scores so far)
//   illegal:              {"ok":false,"round":R,"move":M,"error":"..."}  (0-based; M drafts of round R applied before it)
// Exit 0 when every record is valid, 1 when one is not, 2 when the file
// cannot be read or is not azul-record/1 (message on stderr).
import { readFile } from 'node:fs/promises';
import { parseRecords, replayRecord, type GameRecord } from '../engine/index.ts';

function verdict(record: GameRecord): { line: object; ok: boolean } {
  const r = replayRecord(record);
  if (!r.ok) return { ok: false, line: { ok: false, round: r.round, move: r.move, error: r.error } };
  const scores = r.state.players.map((p) => p.score);
  if (r.finished) return { ok: true, line: { ok: true, scores, winners: r.state.result!.winners } };
  const lastRound = record.rounds[record.rounds.length - 1];
  return { ok: true, line: { ok: true, finished: false, round: record.rounds.length - 1, moves: lastRound.moves.length, scores } };
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
  let text: string;
  try {
    text = await readFile(files[0], 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(`azul replay: cannot read ${files[0]}${code === 'ENOENT' ? ': no such file' : `: ${(error as Error).message}`}`);
    return 2;
  }
  const parsed = parseRecords(text);
  if (!parsed.ok) {
    console.error(`azul replay: ${files[0]}: ${parsed.error}`);
    return 2;
  }
  let allValid = true;
  for (const record of parsed.records) {
    const { line, ok } = verdict(record);
    if (!ok) allValid = false;
    console.log(JSON.stringify(line));
  }
  return allValid ? 0 : 1;
}
