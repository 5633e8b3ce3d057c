// A rating's trend in one line of text: eight block heights from the lowest to the highest value.
const BLOCKS = '▁▂▃▄▅▆▇█';

export function sparkline(values: readonly number[]): string {
  if (values.length === 0) return '';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo;
  return values.map((v) => BLOCKS[span === 0 ? 3 : Math.round(((v - lo) / span) * (BLOCKS.length - 1))]).join('');
}
