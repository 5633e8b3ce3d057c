// The printed pattern of the colored wall (azul-record/1): row r, column c holds
// color (c - r + 5) % 5. The renderer only uses it to hint empty spaces.
import type { Color } from '../engine/types.ts';

export function wallColor(row: number, col: number): Color {
  return ((col - row + 5) % 5) as Color;
}
