// `azul bench --render`: how long drawing and encoding each image takes, and how
// big it is, for 2, 3 and 4 players on states from greedy self-play games (the
// table with the moves since the last turn, my board with a pick; the round
// summary and final results for 2 and 4). The last
// line printed is one JSON object. Keys without a suffix are the format the bot
// sends (PNG via zlib, see render/encode.ts); `...Webp` keys measure Skia's
// lossless WebP for comparison (`--no-webp` skips them).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Canvas } from '@napi-rs/canvas';
import type { Color, GameState } from '../engine/types.ts';
import { encodeCanvas, type ImageFormat } from '../render/encode.ts';
import { drawFinal } from '../render/final.ts';
import { seatNames } from '../render/names.ts';
import { sampleGame } from '../render/samples.ts';
import { drawSummary } from '../render/summary.ts';
import { drawTable } from '../render/table.ts';
import { drawMyBoard } from '../render/my-board.ts';
import { ensureFonts } from '../render/fonts.ts';

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

async function measure(draw: Draw, state: GameState, names: string[], iterations: number, format: ImageFormat): Promise<Stat> {
  const times: number[] = [];
  const cpu: number[] = [];
  const drawing: number[] = [];
  let bytes = 0;
  for (let i = 0; i < iterations + 2; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const { canvas } = draw(state, names);
    const drawn = performance.now() - start;
    const data = await encodeCanvas(canvas, format);
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (i >= 2) {
      // the first runs warm up fonts, sprites and caches
      times.push(ms);
      cpu.push((used.user + used.system) / 1000);
      drawing.push(drawn);
    }
    bytes = data.length;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  drawing.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), cpuMs: round(percentile(cpu, 50)), drawMs: round(percentile(drawing, 50)), bytes };
}

export async function run(argv: string[]): Promise<number> {
  let values;
  try {
    values = parseArgs({ args: argv, options: { iterations: { type: 'string' }, 'no-webp': { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`azul bench --render: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const iterations = values.iterations === undefined ? 30 : Number(values.iterations);
  if (!Number.isInteger(iterations) || iterations < 1) {
    console.error(`azul bench --render: --iterations must be a whole number >= 1`);
    return 2;
  }
  const formats: ImageFormat[] = values['no-webp'] ? ['png'] : ['png', 'webp'];
  // Wall-clock times suffer when other work shares the cores: say how busy they were.
  console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} (1/5/15 min)`);
  // Startup cost of the fonts: Inter at the first image, each fallback chunk the first time a text needs it.
  let t = performance.now();
  ensureFonts();
  const interMs = performance.now() - t;
  const four = sampleGame(4, 'bench-4');
  t = performance.now();
  drawTable(four.midRound, seatNames(MIXED_NAMES, 4), [four.midRoundMove]);
  const firstMixedMs = performance.now() - t;
  t = performance.now();
  drawTable(four.midRound, seatNames(MIXED_NAMES, 4), [four.midRoundMove]);
  const againMixedMs = performance.now() - t;
  const fonts = { interMs: round1(interMs), firstMixedNamesDrawMs: round1(firstMixedMs), againMixedNamesDrawMs: round1(againMixedMs) };
  console.log(
    `fonts: Inter ${fonts.interMs} ms at the first image; a 4-player table with mixed-script names draws in ${fonts.firstMixedNamesDrawMs} ms the first time (loading its fallback chunks), ${fonts.againMixedNamesDrawMs} ms after`,
  );
  const out: Record<string, Stat | typeof fonts> = { fonts };
  for (const players of [2, 3, 4] as const) {
    const game = sampleGame(players, `bench-${players}`);
    const names = seatNames(game.record.names ?? [], players);
    // The images a player gets on their turn: the moves since their last turn marked, and my board
    // for them with a source and color picked.
    const since = game.midRoundSince;
    const viewer = game.midRound.current;
    const pickSource = game.midRound.factories.findIndex((d) => d.some((n) => n > 0));
    const pickColor = game.midRound.factories[pickSource]?.findIndex((n) => n > 0);
    const picked = pickSource >= 0 ? { source: pickSource, color: pickColor as Color } : {};
    const scenes: [string, Draw, GameState][] = [
      ['table', (state, n) => drawTable(state, n, since), game.midRound],
      ['myBoard', (state, n) => drawMyBoard(state, n, viewer, since, picked), game.midRound],
      ['summary', drawSummary, game.afterTiling],
      ['final', drawFinal, game.final],
    ];
    if (players === 3) scenes.splice(2);
    if (players === 4) {
      // Names in several scripts: the fallback fonts at work.
      const marked: Draw = (state, _names) => drawTable(state, seatNames(MIXED_NAMES, 4), since);
      scenes.splice(1, 0, ['tableMarkedMixed', marked, game.midRound]);
    }
    for (const [scene, draw, state] of scenes) {
      for (const format of formats) {
        const key = `${scene}${players}${format === 'webp' ? 'Webp' : ''}`;
        const s = await measure(draw, state, names, iterations, format);
        out[key] = s;
        console.log(
          `${key.padEnd(14)} p50 ${s.p50Ms.toFixed(1).padStart(6)} ms  p95 ${s.p95Ms.toFixed(1).padStart(6)} ms  cpu ${s.cpuMs.toFixed(1).padStart(6)} ms  draw ${s.drawMs.toFixed(1).padStart(5)} ms  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB`,
        );
      }
    }
  }
  console.log(JSON.stringify(out));
  return 0;
}
