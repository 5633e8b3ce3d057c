// Colors of the images. The panel is opaque and light so that the image reads the
// same on Discord's dark (#313338) and light (#ffffff) themes.
import type { Color } from '../engine/types.ts';

export const PANEL = '#f3ead8';
export const PANEL_EDGE = '#b9a57e';
export const BOARD = '#fffaf0';
export const BOARD_EDGE = '#d5c39f';
export const SLOT = '#e9dfcb';
export const SLOT_EDGE = '#cdbd9c';
export const INK = '#2a2119';
export const INK_SOFT = '#6f6252';
export const PENALTY = '#b2352b';
export const GAIN = '#217a3c';
/** Whose turn it is: a warm orange that stands out from all five tile colors. */
export const TURN = '#e8710a';
export const TURN_INK = '#ffffff';
export const PLATE = '#e4d6ba';
export const PLATE_EDGE = '#bfa983';

/** Tile faces, in engine color order: blue, yellow, red, black, white. */
export const TILE_FILL: Record<Color, string> = {
  0: '#1f63c6',
  1: '#f2bd1f',
  2: '#d3382f',
  3: '#25272d',
  4: '#f6f3ec',
};
export const TILE_EDGE: Record<Color, string> = {
  0: '#12428a',
  1: '#b08600',
  2: '#8f1f19',
  3: '#000000',
  4: '#9e937d',
};
/** The glyph on each tile, contrasting with its face. */
export const TILE_GLYPH: Record<Color, string> = {
  0: '#e6f0ff',
  1: '#8c4a00',
  2: '#ffe0dc',
  3: '#dfe1e6',
  4: '#2b77b6',
};

/** The tint of each color's empty wall space: its face mixed with the board's cream. */
export const HINT_FILL: Record<Color, string> = {
  0: '#cbdaf0',
  1: '#f8e6ae',
  2: '#f1c6c0',
  3: '#c9c7c4',
  4: '#fbf9f4',
};

export const MARKER_FILL = '#fdf7ea';
export const MARKER_EDGE = '#6a3fb5';

/**
 * One color and one point shape per seat (blue, green, pink from Okabe-Ito, and
 * charcoal; none close to the orange turn highlight), safe for color blindness,
 * used for the seat dots and the score chart.
 */
export const SEAT_COLORS = ['#0072b2', '#009e73', '#cc79a7', '#3d3a36'] as const;
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];
