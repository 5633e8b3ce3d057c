// An engine's answer, as written in records, back to an engine action. Only
// the shape is checked here; the referee (applyAction) judges legality.
import { CENTER, COLORS, FLOOR, type Action, type Color } from '../../engine/core.ts';

export type AnyRecordMove = Record<string, unknown>;

/** The action a record move or gray placement names, or why it names none. */
export function recordMoveToAnyAction(move: AnyRecordMove): Action | string {
  if (typeof move !== 'object' || move === null) return 'the move is not an object';
  const { player } = move;
  if (!Number.isInteger(player)) return 'the move has no player seat';
  if ('column' in move) {
    const { line, column } = move;
    if (!Number.isInteger(line) || !Number.isInteger(column)) return 'a placement needs integer "line" and "column"';
    return { type: 'place', player: player as number, line: line as number, column: column as number };
  }
  const color = COLORS.indexOf(move.color as (typeof COLORS)[number]);
  if (color < 0) return `unknown color ${JSON.stringify(move.color)}`;
  const source = move.source === 'center' ? CENTER : move.source;
  if (!Number.isInteger(source)) return 'the move needs a "source": a display index or "center"';
  const line = move.line === 'floor' ? FLOOR : move.line;
  if (!Number.isInteger(line)) return 'the move needs a "line": 0..4 or "floor"';
  return {
    type: 'draft',
    player: player as number,
    source: source as number,
    color: color as Color,
    line: line as number,
  };
}
