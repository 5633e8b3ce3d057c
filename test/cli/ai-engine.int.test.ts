// `azul engine` spawned for real: one answer line per request line, in order,
// an error line for every bad request, and the process keeps serving.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { AZUL_CLI } from './azul-command.ts';
import { applyAction, legalMoves } from '../../src/engine/index.ts';
import { recordMoveToAnyAction } from '../../src/ai/arena/record-moves.ts';
import { recordAfter } from '../ai/records.ts';

function engine(
  args: string[],
  input: string,
): Promise<{ code: number | null; lines: Record<string, unknown>[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...AZUL_CLI, 'engine', ...args], { cwd: process.cwd() });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({
        code,
        lines: out
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as Record<string, unknown>),
        stderr,
      });
    });
    child.stdin.end(input);
  });
}

describe('azul engine', () => {
  it('answers every malformed request with an error line, keeps serving, and answers good ones with a legal move', async () => {
    const midRound = recordAfter({ playerCount: 3, variant: 'standard', seed: 'proto-1' }, 5);
    const grayWall = recordAfter({ playerCount: 2, variant: 'gray', seed: 'proto-2' }, 400, (s) => s.phase === 'wall');
    expect(grayWall.state.phase).toBe('wall');
    const finished = recordAfter({ playerCount: 2, variant: 'standard', seed: 'proto-3' }, 10_000);
    expect(finished.record.result).toBeDefined();
    const { result: _result, ...overButNoResult } = finished.record;
    const tampered = structuredClone(midRound.record);
    tampered.rounds[0].moves[0].line = 'floor';
    tampered.rounds[0].moves[0].source = 8; // 3 players have 7 displays
    const requests: [unknown, RegExp | null][] = [
      ['this is not json', /not JSON/],
      ['[1, 2, 3]', /must be a JSON object/],
      ['{"id": 1}', /no "record"/],
      [JSON.stringify({ id: 2, record: { format: 'azul-record/1' } }), /not a valid record/],
      [JSON.stringify({ id: 3, record: tampered }), /not a valid record/],
      [JSON.stringify({ id: 4, record: finished.record }), /finished/],
      [JSON.stringify({ id: 5, record: overButNoResult }), /finished/],
      [JSON.stringify({ id: 6, record: midRound.record, timeMs: -5 }), /timeMs/],
      [JSON.stringify({ id: 7, record: [midRound.record] }), /one azul-record\/1 object/],
      [JSON.stringify({ id: 8, record: midRound.record, level: 'godlike' }), /level/],
      [JSON.stringify({ id: 'mid', record: midRound.record, iterations: 300 }), null],
      ['{"id": 9, "record": ', /not JSON/],
      [JSON.stringify({ id: 'gray', record: grayWall.record, iterations: 300 }), null],
    ];
    const input = requests.map(([r]) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';
    const { code, lines } = await engine(['--level', 'medium'], input);
    expect(code).toBe(0);
    expect(lines).toHaveLength(requests.length);
    requests.forEach(([request, error], i) => {
      const answer = lines[i];
      if (error) {
        expect(answer.error, `request ${i}: ${String(request).slice(0, 60)}`).toMatch(error);
        expect(answer.move).toBeUndefined();
      } else expect(answer.error).toBeUndefined();
    });
    expect(lines.slice(1, 11).map((l) => l.id)).toEqual([null, 1, 2, 3, 4, 5, 6, 7, 8, 'mid']);

    // The good answers are legal moves for the player the record says is to move.
    const mid = lines[10];
    const midAction = recordMoveToAnyAction(mid.move as Record<string, unknown>);
    expect(typeof midAction).toBe('object');
    expect(applyAction(midRound.state, midAction as never).ok).toBe(true);
    expect((mid.move as { player: number }).player).toBe(midRound.state.current);
    const gray = lines[12];
    expect(Object.keys(gray.move as object).sort()).toEqual(['column', 'line', 'player']);
    const grayAction = recordMoveToAnyAction(gray.move as Record<string, unknown>);
    expect(legalMoves(grayWall.state)).toContainEqual(grayAction);
  });

  it('is reproducible with "iterations" and a "seed", and rejects bad options', async () => {
    const { record } = recordAfter({ playerCount: 2, variant: 'standard', seed: 'proto-4' }, 3);
    const line = JSON.stringify({ id: 1, record, iterations: 200, seed: 's' });
    const { lines } = await engine(['--level', 'hard'], `${line}\n${line}\n`);
    expect(lines[0].move).toEqual(lines[1].move);
    expect((lines[0].stats as { steps: number }).steps).toBe(200);
    const bad = await engine(['--level', 'superb'], '');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--level must be one of/);
  });
});
