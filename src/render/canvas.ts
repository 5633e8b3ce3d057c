// @napi-rs/canvas for the renderer, without the machine's fonts. The package scans the system's
// font folders when it loads (5.5 MB of RSS and a few ms here, more on a desktop) unless
// DISABLE_SYSTEM_FONTS_LOAD is set; the images use only the fonts the project ships (fonts.ts),
// so what is drawn is the same on every machine. Every module of the project imports the canvas
// from here (test/layers.test.ts): the variable must be set before the package first loads.
import './without-system-fonts.ts';

export * from '@napi-rs/canvas';
