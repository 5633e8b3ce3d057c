// `azul bench --activity`: the Activity as people use it, with the bot and the page on this machine:
// the real bot serving the Activity (ACTIVITY_PORT) against the local Discord, the playground's page
// playing Discord's side of the SDK, and the Activity in its iframe in Chromium (playwright-core,
// /usr/bin/chromium or CHROMIUM_PATH). Two players and a watcher, each in a page of their own, play by
// taps; measured:
//   - tap -> own screen updated: from the tap on a line in the mover's frame to the next animation frame
//     after the table is drawn with the move on it (goal p95 < 50 ms): the page draws the viewer's own
//     move at once, where the server's words for the choice put its tiles, and the server's table
//     replaces it when it comes (after the tiles land);
//   - tap -> the other participants' screens updated: to the same in the other two frames (p95 < 150 ms);
//   - first paint in the frame, with Chromium's 4x CPU throttling: the frame's first paint (its page, before
//     the SDK joins Discord) and the table first drawn (the game, after joining and the live channel's
//     first table), from the frame's navigation, each time the Activity is opened (< 1.5 s);
//   - the baseline, on the machine as it is: the live channel's round trip for a message refused at once;
//   - the client's size, gzipped: the page, its script (the SDK within) and its style sheet (<= 250 KB),
//     and the fonts apart.
//
//   npm run --silent azul -- bench --activity [--moves 60] [--opens 5] [--embedded]
//
// Postgres: a fresh database on DATABASE_URL's server (as bench --discord), or the embedded database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../config.ts';
import { startFakeDiscord } from '../local-discord/index.ts';
import { startWebServer } from '../playground/web-server.ts';
import { createLogger, startBot } from '../runtime/bot.ts';
import { deployCommands } from '../runtime/deploy.ts';
import { createScratchDatabase, percentile } from './bench-kit.ts';
import { randomPicker } from './bench-play.ts';

/** What the benchmark touches in the page (node's types have no DOM). */
interface PageDom {
  document: { body: { dataset: Record<string, string | undefined>; classList: { contains(name: string): boolean } } };
  requestAnimationFrame(callback: (time: number) => void): void;
  MutationObserver: new (callback: (records: unknown, observer: { disconnect(): void }) => void) => {
    observe(target: unknown, options: object): void;
  };
  MouseEvent: new (type: string, init: object) => unknown;
  __drawn: [number, number][];
}

interface Options {
  moves: number;
  opens: number;
  embedded: boolean;
}

function parseArgs(argv: string[]): Options | string {
  const options: Options = { moves: 60, opens: 5, embedded: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--embedded') {
      options.embedded = true;
      continue;
    }
    const value = Number(argv[i + 1]);
    if (flag === '--moves' && Number.isInteger(value) && value >= 5) options.moves = value;
    else if (flag === '--opens' && Number.isInteger(value) && value >= 1) options.opens = value;
    else return `bench --activity: unknown or bad option ${flag} ${argv[i + 1] ?? ''}`.trim();
    i++;
  }
  return options;
}

/** The client as a browser gets it (gzipped): built by `npm run build` into dist/, else bundled now. */
async function clientSize(): Promise<{ script: number; page: number; style: number; fonts: number }> {
  const dist = path.resolve('dist/src/activity/web');
  let files: Map<string, string>;
  if (existsSync(path.join(dist, 'app.js'))) {
    files = new Map();
    for (const name of ['app.js', 'index.html', 'style.css'])
      files.set(name, await readFile(path.join(dist, name), 'utf8'));
  } else {
    const script = '../../scripts/activity-client.mjs';
    files = await (
      (await import(script)) as { bundleActivityClient(): Promise<Map<string, string>> }
    ).bundleActivityClient();
  }
  const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
  let fonts = 0;
  for (const font of ['Inter_500Medium.ttf', 'Inter_800ExtraBold.ttf'])
    fonts += gz(await readFile(path.resolve('assets/fonts', font)));
  return {
    script: gz(files.get('app.js')!),
    page: gz(files.get('index.html')!),
    style: gz(files.get('style.css')!),
    fonts,
  };
}

export async function run(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.error(`bench --activity: no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`);
    return 2;
  }
  const { chromium } = await import('playwright-core');
  const fake = await startFakeDiscord({ botName: 'Azul', guildName: 'Local playground' });
  const dataDir = options.embedded ? mkdtempSync(path.join(tmpdir(), 'azul-bench-activity-')) : null;
  const db = options.embedded ? null : await createScratchDatabase('bench_activity');
  const env = {
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    ...(db ? { DATABASE_URL: db.url } : { DATABASE_URL: '', AZUL_DATA_DIR: dataDir! }),
    ACTIVITY_PORT: '0',
    DISCORD_CLIENT_SECRET: fake.activities.clientSecret,
    AZUL_AI_MOVE_MS: '15',
    LOG_LEVEL: process.env.AZUL_BENCH_LOG_LEVEL ?? 'silent',
  };
  const config = loadConfig(env, ['token', 'clientId']);
  await deployCommands(config);
  const bot = await startBot(config, createLogger(config.logLevel));
  const web = await startWebServer(0, fake.baseUrl, bot.activityUrl);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  const own: number[] = [];
  const others: number[] = [];
  const paints: number[] = [];
  const roundTrips: number[] = [];
  const tables: number[] = [];
  let games = 0;
  try {
    await fake.waitForBotReady();
    const names = ['ana', 'rui', 'eva'];
    const users = names.map((n) => fake.addUser(n));
    const pages = await Promise.all(
      names.map(async (name, i) => {
        const context = await browser.newContext({
          viewport: i === 0 ? { width: 1280, height: 900 } : { width: 400, height: 850 },
        });
        return context.newPage();
      }),
    );
    const frameOf = (i: number) => pages[i]!.frames().find((f) => f.url().includes('/activity/'))!;
    const version = (i: number) =>
      frameOf(i).evaluate(() => Number((globalThis as unknown as PageDom).document.body.dataset.version ?? -1));

    let thread = '';
    /** A new game in a channel of its own, and each page opens the Activity from its turn message. */
    const newGame = async () => {
      games++;
      const channel = fake.createChannel(`bench-${games}`);
      const opened = await fake.slash(users[0]!, channel, 'azul', { subcommand: 'new', options: { players: 2 } });
      const lobby = opened.response!;
      const button = (kind: string) => JSON.stringify(lobby.components).match(new RegExp(`"(az1:${kind}:[^"]+)"`))![1]!;
      await fake.click(users[1]!, lobby.id, button('j'));
      await fake.click(users[0]!, lobby.id, button('s'));
      thread = await fake.waitFor(() => fake.threads(channel)[0]?.id, 10_000);
      for (const [i, page] of pages.entries()) {
        await page.goto(`${web.url}?user=${names[i]}&channel=${thread}`);
        const open = page.locator('article button.btn:not([disabled])', { hasText: 'Open the table' }).last();
        await open.waitFor({ timeout: 30_000 });
        await open.click();
        await page.waitForSelector('#activity-panel iframe');
        await page.waitForFunction(() => true);
        for (let t = 0; t < 300 && !(frameOf(i) && (await version(i).catch(() => -1)) > 0); t++)
          await new Promise((r) => setTimeout(r, 50));
        // Each frame notes when it drew a version (the same clock for every page of this machine).
        await frameOf(i).evaluate(() => {
          const g = globalThis as unknown as PageDom;
          g.__drawn = [];
          new g.MutationObserver(() =>
            g.requestAnimationFrame(() => g.__drawn.push([Number(g.document.body.dataset.version), Date.now()])),
          ).observe(g.document.body, { attributes: true, attributeFilter: ['data-version'] });
        });
      }
    };

    await newGame();
    const pick = randomPicker(0x2545f491);
    while (own.length < options.moves) {
      // People look at a move before the next: no tiles still flying anywhere (a table that comes during a
      // flight waits for it to land).
      for (const i of [0, 1, 2])
        await frameOf(i).waitForFunction(
          () => !(globalThis as unknown as PageDom).document.body.classList.contains('flying'),
          undefined,
          {
            polling: 20,
            timeout: 10_000,
          },
        );
      for (const i of [0, 1, 2]) {
        const close = frameOf(i).locator('#summary:not([hidden]) .close, #final:not([hidden]) .close');
        if ((await close.count()) > 0) await close.first().click();
      }
      const state = await frameOf(2).evaluate(() => ({
        ...(globalThis as unknown as PageDom).document.body.dataset,
      }));
      if (state.status === 'finished') {
        await newGame();
        continue;
      }
      const mover = Number(state.acting);
      const frame = frameOf(mover);
      const before = Number(state.version);
      const columns = frame.locator('#stage .legal[data-column]');
      let target = columns;
      if ((await columns.count()) === 0) {
        const tiles = frame.locator('#stage .tile.can');
        await tiles.nth(pick(await tiles.count())).click();
        target = frame.locator('#stage .line-row.legal, #stage .floor-row.legal');
      }
      const index = pick(await target.count());
      // The tap and its own screen, timed in the frame: to the next animation frame after the table is
      // drawn with the move on it (the client draws its own move at once, the server's table replaces it).
      const element = await target.nth(index).elementHandle();
      const tapped = await frame.evaluate(async (el: { dispatchEvent(event: unknown): void }) => {
        const g = globalThis as unknown as PageDom;
        const body = g.document.body;
        const from = body.dataset.draws;
        const start = performance.now();
        const at = Date.now();
        el.dispatchEvent(new g.MouseEvent('click', { bubbles: true }));
        await new Promise<void>((resolve) => {
          // (No named function in here: tsx would wrap it in a helper the page does not have.)
          if (body.dataset.draws !== from) return resolve();
          new g.MutationObserver((_, observer) => {
            if (body.dataset.draws !== from) {
              observer.disconnect();
              resolve();
            }
          }).observe(body, { attributes: true, attributeFilter: ['data-draws'] });
        });
        await new Promise((resolve) => g.requestAnimationFrame(resolve));
        return { ms: performance.now() - start, at };
      }, element);
      own.push(tapped.ms);
      // Confirmed: the server's table with the move, drawn on the mover's screen (after its tiles landed).
      let confirmed: [number, number] | undefined;
      for (let t = 0; t < 400 && !confirmed; t++) {
        confirmed = (await frame.evaluate(() => (globalThis as unknown as PageDom).__drawn as [number, number][])).find(
          ([v]) => v > before,
        );
        if (!confirmed) await new Promise((r) => setTimeout(r, 10));
      }
      for (const i of [0, 1, 2].filter((x) => x !== mover)) {
        let drawn: [number, number] | undefined;
        for (let t = 0; t < 400 && !drawn; t++) {
          drawn = (
            await frameOf(i).evaluate(() => (globalThis as unknown as PageDom).__drawn as [number, number][])
          ).find(([v]) => v > before);
          if (!drawn) await new Promise((r) => setTimeout(r, 10));
        }
        if (drawn) others.push(drawn[1] - tapped.at);
      }
    }

    // The baseline, on this machine now: the live channel's round trip for a message the server refuses at
    // once (no database), from a program connected as the watcher.
    const instance = fake.activities.instanceIn(thread)!;
    const code = fake.activities.authorize(users[2]!.id, fake.applicationId, ['identify']);
    const token = (await (
      await fetch(`${bot.activityUrl}/api/token`, { method: 'POST', body: JSON.stringify({ code }) })
    ).json()) as { access_token: string };
    const { WebSocket } = await import('ws');
    const socket = new WebSocket(`${bot.activityUrl!.replace(/^http/, 'ws')}/api/live`);
    const inbox: string[] = [];
    let wake: () => void = () => undefined;
    socket.on('message', (data) => {
      inbox.push(String(data));
      wake();
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const next = async (type: string) => {
      for (;;) {
        const at = inbox.findIndex((m) => (JSON.parse(m) as { t: string }).t === type);
        if (at >= 0) return inbox.splice(at, 1)[0]!;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    };
    socket.send(
      JSON.stringify({ t: 'hello', token: token.access_token, instance: instance.instanceId, channel: thread }),
    );
    await next('view');
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      socket.send(JSON.stringify({ t: 'draft', n: i + 1, v: 0, source: 0, color: 0, line: 0, forged: true }));
      await next('refused');
      roundTrips.push(performance.now() - start);
    }
    socket.close();

    // Opening the Activity with the CPU 4x slower (a phone), again and again: its first paint, its table.
    const page = pages[2]!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < options.opens; i++) {
      await page.locator('#activity-panel .activity-bar button').click();
      await page.waitForSelector('#activity-panel', { state: 'detached' });
      const open = page.locator('article button.btn:not([disabled])', { hasText: 'Open the table' }).last();
      await open.click();
      await page.waitForSelector('#activity-panel iframe');
      let frame = page.frames().find((f) => f.url().includes('/activity/'));
      for (let t = 0; t < 200 && !frame; t++) {
        await new Promise((r) => setTimeout(r, 25));
        frame = page.frames().find((f) => f.url().includes('/activity/'));
      }
      await frame!.waitForFunction(
        () => Number((globalThis as unknown as PageDom).document.body.dataset.version ?? -1) > 0,
        undefined,
        {
          timeout: 60_000,
          polling: 10,
        },
      );
      const timing = await frame!.evaluate(() => {
        // Node's types know no paint entries: the page's performance as far as it is read here.
        const entries = performance as unknown as {
          getEntriesByType(type: string): { name: string; startTime: number }[];
        };
        const paints = entries.getEntriesByType('paint');
        const first = paints.find((e) => e.name === 'first-paint');
        return { paint: first?.startTime ?? NaN, now: performance.now() };
      });
      paints.push(timing.paint);
      tables.push(timing.now);
    }
  } finally {
    await browser.close();
    await web.close();
    await bot.stop();
    await fake.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  const size = await clientSize();
  const result = {
    bench: 'activity',
    database: options.embedded ? 'embedded' : 'postgres',
    games,
    moves: own.length,
    ownP50: round(percentile(sorted(own), 0.5)),
    ownP95: round(percentile(sorted(own), 0.95)),
    othersP50: round(percentile(sorted(others), 0.5)),
    othersP95: round(percentile(sorted(others), 0.95)),
    opens: paints.length,
    channelRoundTripP50: round(percentile(sorted(roundTrips), 0.5)),
    channelRoundTripP95: round(percentile(sorted(roundTrips), 0.95)),
    firstPaintThrottledP50: round(percentile(sorted(paints), 0.5)),
    firstPaintThrottledMax: round(sorted(paints).at(-1) ?? NaN),
    tableThrottledP50: round(percentile(sorted(tables), 0.5)),
    tableThrottledMax: round(sorted(tables).at(-1) ?? NaN),
    clientGzipKB: round((size.script + size.page + size.style) / 1024),
    scriptGzipKB: round(size.script / 1024),
    fontsGzipKB: round(size.fonts / 1024),
    goals: { ownP95: 50, othersP95: 150, firstPaintThrottled: 1500, clientGzipKB: 250 },
    errors: fake.errors.length,
  };
  console.log(
    `tap -> own screen updated:           p50 ${result.ownP50} ms, p95 ${result.ownP95} ms (${own.length} taps)`,
  );
  console.log(
    `tap -> other participants' screens:  p50 ${result.othersP50} ms, p95 ${result.othersP95} ms (${others.length})`,
  );
  console.log(
    `baseline, the live channel's round trip (a message refused at once, no database): p50 ${result.channelRoundTripP50} ms, p95 ${result.channelRoundTripP95} ms`,
  );
  console.log(
    `first paint in the frame, CPU 4x slower: p50 ${result.firstPaintThrottledP50} ms (max ${result.firstPaintThrottledMax}); table drawn p50 ${result.tableThrottledP50} ms (max ${result.tableThrottledMax}) (${paints.length} opens)`,
  );
  console.log(
    `client gzipped: ${result.clientGzipKB} KB (script with the SDK ${result.scriptGzipKB} KB); fonts ${result.fontsGzipKB} KB apart`,
  );
  console.log(JSON.stringify(result));
  return fake.errors.length === 0 ? 0 : 1;
}
