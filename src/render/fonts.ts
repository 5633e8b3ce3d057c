// The one font family every image uses: Inter (SIL OFL 1.1, assets/fonts/OFL.txt),
// bundled with the repo so that images look the same on every machine.
import { GlobalFonts } from '@napi-rs/canvas';
import { fileURLToPath } from 'node:url';

export const FONT_FAMILY = 'AzulInter';
const FONT_FILES = ['Inter_500Medium.ttf', 'Inter_800ExtraBold.ttf'];

let registered = false;

/** Registers the bundled font once per process; throws if a file is missing. */
export function ensureFonts(): void {
  if (registered) return;
  for (const file of FONT_FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) {
      throw new Error(`render: could not load the bundled font ${path}`);
    }
  }
  registered = true;
}

/** A CSS font string in the bundled family: weight 500 (regular text) or 800 (bold). */
export function font(sizePx: number, bold = false): string {
  return `${bold ? 800 : 500} ${sizePx}px ${FONT_FAMILY}`;
}
