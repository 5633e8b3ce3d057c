// `azul bench --render`: how long drawing and encoding each image takes, and how
// big it is, for 2, 3 and 4 players on states from greedy self-play games (the
// table with the moves since the last turn, my board with a pick; the round
// summary and final results for 2 and 4). The last
// line printed is one JSON object. Keys without a suffix are the format the bot
// sends (PNG via zlib, see render/encode.ts); `...Webp` keys measure Skia's
// lossless WebP for comparison (`--no-webp` skips them). `--locales de,pl` (or
// `all`) draws every scene in those languages too (keys `table2@de`...), the
// languages taking turns image by image, and compares each with English: the slowest ratio (median CPU time) and the
// largest image per language (`locales` in the JSON line).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Canvas } from '../render/canvas.ts';
import type { Color, GameState } from '../engine/types.ts';
import { encodeCanvas, type ImageFormat } from '../render/encode.ts';
import { drawFinal } from '../render/final.ts';
import { seatNames } from '../render/names.ts';
import { sampleGame } from '../render/samples.ts';
import { drawSummary } from '../render/summary.ts';
import { drawTable } from '../render/table.ts';
import { drawMyBoard } from '../render/my-board.ts';
import { ensureFonts } from '../render/fonts.ts';
import { imageWordsFor, type ImageWords } from '../app/image-words.ts';
import { LOCALES, isLocale, type Locale } from '../i18n/index.ts';

type Draw = (state: GameState, names: string[]) => { canvas: Canvas };

/** Names in many scripts with emoji: the fallback fonts at work. */
const MIXED_NAMES = ['太郎 Ø', 'محمد 🎲 Ana', '김민준 👩‍👩‍👧', 'Александра Константинопольская 🇯🇵'];
interface Stat {
  p50Ms: number;
  p95Ms: number;
  /** Median CPU time (all threads) per image: less sensitive to other load than wall time. */
  cpuMs: number;
  /**
   * Median wall time of the drawing calls alone. Skia rasterizes lazily, when the
   * pixels are first read, so rasterizing is part of the rest (encode) not of this.
   */
  drawMs: number;
  bytes: number;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Timed {
  draw: Draw;
  state: GameState;
  names: string[];
}

/**
 * Each of `scenes` drawn and encoded `iterations` times, taking turns (one of each, then again), so
 * a change of load on the machine weighs on all of them alike: languages compare fairly.
 */
async function measureTogether(scenes: Timed[], iterations: number, format: ImageFormat): Promise<Stat[]> {
  const runs = scenes.map(() => ({ times: [] as number[], cpu: [] as number[], drawing: [] as number[], bytes: 0 }));
  for (let i = 0; i < iterations + 2; i++) {
    for (const [k, scene] of scenes.entries()) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const { canvas } = scene.draw(scene.state, scene.names);
      const drawn = performance.now() - start;
      const data = await encodeCanvas(canvas, format);
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      const run = runs[k]!;
      if (i >= 2) {
        // the first runs warm up fonts, sprites and caches
        run.times.push(ms);
        run.cpu.push((used.user + used.system) / 1000);
        run.drawing.push(drawn);
      }
      run.bytes = data.length;
    }
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return runs.map((r) => {
    for (const list of [r.times, r.cpu, r.drawing]) list.sort((a, b) => a - b);
    return {
      p50Ms: round(percentile(r.times, 50)),
      p95Ms: round(percentile(r.times, 95)),
      cpuMs: round(percentile(r.cpu, 50)),
      drawMs: round(percentile(r.drawing, 50)),
      bytes: r.bytes,
    };
  });
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: { iterations: { type: 'string' }, 'no-webp': { type: 'boolean' }, locales: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`azul bench --render: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const iterations = values.iterations === undefined ? 30 : Number(values.iterations);
  if (!Number.isInteger(iterations) || iterations < 1) {
    console.error(`azul bench --render: --iterations must be a whole number >= 1`);
    return 2;
  }
  const asked =
    values.locales === undefined
      ? []
      : values.locales === 'all'
        ? [...LOCALES]
        : values.locales.split(',').map((l) => l.trim());
  const bad = asked.find((l) => !isLocale(l));
  if (bad !== undefined) {
    console.error(`azul bench --render: --locales takes all or a list of ${LOCALES.join(', ')}; not "${bad}"`);
    return 2;
  }
  const locales: Locale[] = ['en', ...(asked as Locale[]).filter((l) => l !== 'en')];
  const formats: ImageFormat[] = values['no-webp'] ? ['png'] : ['png', 'webp'];
  // Wall-clock times suffer when other work shares the cores: say how busy they were.
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (1/5/15 min)`,
  );
  // Startup cost of the fonts: Inter at the first image, each fallback chunk the first time a text needs it.
  let t = performance.now();
  ensureFonts();
  const interMs = performance.now() - t;
  const four = sampleGame(4, 'bench-4');
  t = performance.now();
  const en = imageWordsFor('en');
  drawTable(four.midRound, seatNames(MIXED_NAMES, 4, en.table.seat), [four.midRoundMove], undefined, en.table);
  const firstMixedMs = performance.now() - t;
  t = performance.now();
  drawTable(four.midRound, seatNames(MIXED_NAMES, 4, en.table.seat), [four.midRoundMove], undefined, en.table);
  const againMixedMs = performance.now() - t;
  const fonts = {
    interMs: round1(interMs),
    firstMixedNamesDrawMs: round1(firstMixedMs),
    againMixedNamesDrawMs: round1(againMixedMs),
  };
  console.log(
    `fonts: Inter ${fonts.interMs} ms at the first image; a 4-player table with mixed-script names draws in ${fonts.firstMixedNamesDrawMs} ms the first time (loading its fallback chunks), ${fonts.againMixedNamesDrawMs} ms after`,
  );
  const out: Record<string, unknown> = { fonts };
  await benchScenes(locales, iterations, formats, out);
  if (locales.length > 1) out.locales = compareLocales(locales, out);
  console.log(JSON.stringify(out));
  return 0;
}

/** The scenes a player gets, in one language: name, how to draw it, the state drawn. */
function scenesOf(players: 2 | 3 | 4, words: ImageWords): Array<[string, Draw, GameState]> {
  const game = sampleGame(players, `bench-${players}`);
  // The images a player gets on their turn: the moves since their last turn marked, and my board
  // for them with a source and color picked.
  const since = game.midRoundSince;
  const viewer = game.midRound.current;
  const pickSource = game.midRound.factories.findIndex((d) => d.some((n) => n > 0));
  const pickColor = game.midRound.factories[pickSource]?.findIndex((n) => n > 0);
  const picked = pickSource >= 0 ? { source: pickSource, color: pickColor as Color } : {};
  const scenes: Array<[string, Draw, GameState]> = [
    ['table', (state, n) => drawTable(state, n, since, undefined, words.table), game.midRound],
    ['myBoard', (state, n) => drawMyBoard(state, n, viewer, since, picked, words.myBoard), game.midRound],
    ['summary', (state, n) => drawSummary(state, n, words.summary), game.afterTiling],
    ['final', (state, n) => drawFinal(state, n, words.final), game.final],
  ];
  if (players === 3) scenes.splice(2);
  if (players === 4) {
    // Names in several scripts: the fallback fonts at work.
    const marked: Draw = (state, _names) =>
      drawTable(state, seatNames(MIXED_NAMES, 4, words.table.seat), since, undefined, words.table);
    scenes.splice(1, 0, ['tableMarkedMixed', marked, game.midRound]);
  }
  return scenes;
}

/** Every scene in every language asked (English keys bare, others suffixed `@de`), the languages taking turns. */
async function benchScenes(
  locales: Locale[],
  iterations: number,
  formats: ImageFormat[],
  out: Record<string, unknown>,
): Promise<void> {
  for (const players of [2, 3, 4] as const) {
    const perLocale = locales.map((locale) => ({
      locale,
      words: imageWordsFor(locale),
      scenes: scenesOf(players, imageWordsFor(locale)),
    }));
    const names = (words: ImageWords) =>
      seatNames(sampleGame(players, `bench-${players}`).record.names ?? [], players, words.table.seat);
    for (const [index, [scene]] of perLocale[0]!.scenes.entries()) {
      for (const format of formats) {
        const timed = perLocale.map(({ words, scenes }) => ({
          draw: scenes[index]![1],
          state: scenes[index]![2],
          names: names(words),
        }));
        const stats = await measureTogether(timed, iterations, format);
        for (const [k, { locale }] of perLocale.entries()) {
          const key = `${scene}${players}${format === 'webp' ? 'Webp' : ''}${locale === 'en' ? '' : `@${locale}`}`;
          const s = stats[k]!;
          out[key] = s;
          console.log(
            `${key.padEnd(24)} p50 ${s.p50Ms.toFixed(1).padStart(6)} ms  p95 ${s.p95Ms.toFixed(1).padStart(6)} ms  cpu ${s.cpuMs.toFixed(1).padStart(6)} ms  draw ${s.drawMs.toFixed(1).padStart(5)} ms  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB`,
          );
        }
      }
    }
  }
}

/**
 * Per language: its slowest image against English's, by drawing time (the part a language changes:
 * its words; the same image in the same run, languages taking turns) and by CPU time (drawing and
 * encoding; noisier on a busy machine), and its largest image, so "no image more than 10% slower
 * nor over 500 KB in any language" reads off one line.
 */
interface LocaleComparison {
  slowestDraw: string;
  drawRatio: number;
  slowestCpu: string;
  cpuRatio: number;
  largest: string;
  largestBytes: number;
}

function compareLocales(locales: Locale[], out: Record<string, unknown>): Record<string, LocaleComparison> {
  const result: Record<string, LocaleComparison> = {};
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 1);
  for (const locale of locales) {
    const suffix = locale === 'en' ? '' : `@${locale}`;
    const c: LocaleComparison = {
      slowestDraw: '',
      drawRatio: 0,
      slowestCpu: '',
      cpuRatio: 0,
      largest: '',
      largestBytes: 0,
    };
    for (const [key, value] of Object.entries(out)) {
      if (key === 'fonts' || key === 'locales' || !key.endsWith(suffix) || (suffix === '' && key.includes('@')))
        continue;
      const stat = value as Stat;
      const english = out[key.slice(0, key.length - suffix.length)] as Stat;
      if (ratio(stat.drawMs, english.drawMs) > c.drawRatio)
        [c.slowestDraw, c.drawRatio] = [key, ratio(stat.drawMs, english.drawMs)];
      if (ratio(stat.cpuMs, english.cpuMs) > c.cpuRatio)
        [c.slowestCpu, c.cpuRatio] = [key, ratio(stat.cpuMs, english.cpuMs)];
      if (stat.bytes > c.largestBytes) [c.largest, c.largestBytes] = [key, stat.bytes];
    }
    result[locale] = c;
    console.log(
      `${locale.padEnd(6)} slowest drawing ${c.slowestDraw} ×${c.drawRatio.toFixed(2)} of English; slowest cpu ${c.slowestCpu} ×${c.cpuRatio.toFixed(2)}; largest ${c.largest} ${(c.largestBytes / 1024).toFixed(1)} KB`,
    );
  }
  return result;
}
