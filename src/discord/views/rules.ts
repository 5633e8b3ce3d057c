// `/azul rules`: the rules in short, with the bonus values from the table's rules. Sent as a
// Components V2 text display: up to 4,000 characters (a plain message holds 2,000, and the rules
// run longer than that in most languages).
import { BONUS_POINTS, type Words } from '../../app/index.ts';
import { container, text, v2, type V2View } from './v2.ts';

/** What a text display of one message may hold in all. */
export const RULES_MAX = 4000;

export function rulesText(w: Words): string {
  return w.t('rules', { row: BONUS_POINTS.row, column: BONUS_POINTS.column, color: BONUS_POINTS.color });
}

export function rulesView(w: Words): V2View {
  return v2([container(null, [text(rulesText(w))])]);
}
