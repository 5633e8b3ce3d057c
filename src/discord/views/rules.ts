// `/azul rules`: the rules in short, with the bonus values from the table's rules.
import { BONUS_POINTS, type Words } from '../../app/index.ts';

export function rulesText(w: Words): string {
  return w.t('rules', { row: BONUS_POINTS.row, column: BONUS_POINTS.column, color: BONUS_POINTS.color });
}
