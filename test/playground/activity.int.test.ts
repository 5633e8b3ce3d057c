// The Activity in the playground, in real Chromium, as Discord opens it: "Open the table" on the turn
// message answered with LAUNCH_ACTIVITY, the Activity in an iframe beside the chat (over it on a phone)
// with Discord's query parameters, the page playing Discord's side of the SDK's postMessage protocol,
// the real SDK in the frame. Three people (two seated, one watching), at 400 × 850 and 1280 × 900:
//   - a whole 2-player game played by taps alone to its final results, the chat's turn message following
//     every move (it pings the player the Activity says is to act);
//   - a gray-wall game mixing chat clicks and Activity taps (placements too): each surface sees the
//     other's moves at once;
//   - a tap by the wrong person, a stale tap, a forged and a replayed live-channel message (sent through
//     the page's own WebSocket, intercepted), and a second window: each refused in words, nothing changed.
// UPDATE_SCREENSHOTS=1 writes docs/activity-phone-*.png (a turn, a move flying, a round summary, the results).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Frame, type Page, type WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordsFor } from '../../src/i18n/index.ts';
import { seededChooser } from '../e2e/harness.ts';
import { startPlayground, type RunningPlayground } from './playground-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const haveChromium = existsSync(CHROMIUM);
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs') : undefined;
const PHONE = { width: 400, height: 850 };
const DESKTOP = { width: 1280, height: 900 };
const en = wordsFor('en');
const de = wordsFor('de');

let play: RunningPlayground;
let browser: Browser;
let dataDir: string;
const pageErrors: string[] = [];
let users: Record<string, string> = {};

/** A person's page, and the live channel of their Activity as it passes (a hook to add messages of our own). */
interface Person {
  name: string;
  page: Page;
  live: Live;
}

/** The page's live-channel WebSocket, passed through; `inject` sends a message of ours as if from the page. */
class Live {
  route: WebSocketRoute | null = null;
  private server: WebSocketRoute | null = null;
  private offset = 0;
  private highest = 0;
  /** Our numbers to the page's (the page's own requests are renumbered above ours). */
  private readonly back = new Map<number, number>();
  readonly answers: Array<{ t: string; n?: number | null; code?: string; text?: string }> = [];

  attach(ws: WebSocketRoute): void {
    this.route = ws;
    this.offset = 0;
    this.highest = 0;
    const server = ws.connectToServer();
    this.server = server;
    ws.onMessage((raw) => {
      const message = JSON.parse(String(raw));
      if (typeof message.n === 'number') {
        const n = message.n + this.offset;
        this.back.set(n, message.n);
        this.highest = Math.max(this.highest, n);
        message.n = n;
      }
      server.send(JSON.stringify(message));
    });
    server.onMessage((raw) => {
      const message = JSON.parse(String(raw));
      if (message.t !== 'view') this.answers.push(message);
      if (typeof message.n === 'number' && this.back.has(message.n)) message.n = this.back.get(message.n);
      ws.send(JSON.stringify(message));
    });
  }

  /** Sends `message` numbered after everything sent so far (or with `n`); returns its number. */
  inject(message: Record<string, unknown>, n?: number): number {
    const number = n ?? ++this.highest;
    if (n === undefined) this.offset++;
    this.server!.send(JSON.stringify({ ...message, n: number }));
    return number;
  }

  async answer(n: number | null, code?: string): Promise<{ code?: string; text?: string }> {
    await expect
      .poll(() => this.answers.find((a) => a.t === 'refused' && a.n === n && (!code || a.code === code)), {
        timeout: 10_000,
      })
      .toBeTruthy();
    return this.answers.find((a) => a.t === 'refused' && a.n === n && (!code || a.code === code))!;
  }
}

/** Types a slash command in the page, as a person does; the page refuses nothing of it. */
async function command(person: Person, text: string): Promise<void> {
  await person.page.fill('#input', text);
  await person.page.press('#input', 'Enter');
  await expect
    .poll(
      async () =>
        (await person.page.locator('#composer-error').isVisible())
          ? await person.page.locator('#composer-error').textContent()
          : person.page.inputValue('#input'),
      { timeout: 10_000 },
    )
    .toBe('');
}

async function openAs(name: string, viewport: { width: number; height: number }, channel = 'azul'): Promise<Person> {
  const context = await browser.newContext({ viewport });
  const live = new Live();
  await context.routeWebSocket(/\/activity\/api\/live$/, (ws) => live.attach(ws));
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(`${name}: ${e.message}`));
  await page.goto(`${play.url}?user=${name}&channel=${channel}`);
  await page.waitForSelector('body[data-bot="online"][data-connected="yes"]', { timeout: 120_000 });
  return { name, page, live };
}

function frameOf(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/activity/'));
  if (!frame) throw new Error('no Activity frame');
  return frame;
}

interface Shown {
  version: number;
  acting: number | null;
  me: number | null;
  status: string;
}

async function shown(person: Person): Promise<Shown> {
  return frameOf(person.page).evaluate(() => {
    // Runs in the page (this file is type-checked without the DOM library).
    const d = (globalThis as any).document.body.dataset;
    return {
      version: Number(d.version ?? -1),
      acting: d.acting ? Number(d.acting) : null,
      me: d.me ? Number(d.me) : null,
      status: d.status ?? '',
    };
  });
}

async function shoot(person: Person, name: string): Promise<void> {
  if (SCREENSHOTS) await person.page.screenshot({ path: path.join(SCREENSHOTS, `activity-phone-${name}.png`) });
}

/** The people API, as the page reads it (through the playground's server). */
async function local(pathname: string): Promise<any> {
  const res = await fetch(new URL(pathname, play.url));
  return res.json();
}

/** The chat's live turn message in `channelId`: the bot's message with enabled turn controls (who it pings). */
async function chatTurn(channelId: string, as: string): Promise<{ id: string; pings: string | null } | null> {
  const messages = (await local(`/local/channels/${channelId}/messages?as=${users[as]}`)) as any[];
  const live = messages.filter(
    (m) =>
      !(m.flags & 64) &&
      JSON.stringify(m.components ?? []).match(/"custom_id":"az1:[SCLP]:/) &&
      !JSON.stringify(m.components ?? []).includes('"disabled":true'),
  );
  const last = live.at(-1);
  return last ? { id: last.id, pings: /<@(\d+)>/.exec(JSON.stringify(last.components))?.[1] ?? null } : null;
}

/** Opens the channel's game thread in the chat and the Activity from its turn message. */
async function openTable(person: Person): Promise<void> {
  const { page } = person;
  const button = page.locator('article button.btn:not([disabled])', { hasText: 'Open the table' }).last();
  await button.waitFor({ timeout: 30_000 });
  await button.click();
  await page.waitForSelector('#activity-panel iframe', { timeout: 10_000 });
  await expect
    .poll(
      () =>
        shown(person)
          .then((s) => s.version)
          .catch(() => -1),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

async function followToThread(person: Person, channelName: string): Promise<string> {
  const { page } = person;
  const notice = page.locator('article.from-bot', { hasText: 'An Azul game has started' }).last();
  await notice.waitFor({ timeout: 30_000 });
  await notice.locator('.channel-mention').first().click();
  await expect.poll(() => page.locator('#channel-header').textContent(), { timeout: 30_000 }).toContain(channelName);
  await page.waitForSelector('body[data-connected="yes"]');
  return new URL(page.url()).searchParams.get('channel')!;
}

/** Closes a round summary shown over the table, if any. */
async function dismissSummaries(people: Person[]): Promise<void> {
  for (const p of people) {
    const close = frameOf(p.page).locator('#summary:not([hidden]) .close');
    if ((await close.count()) > 0) await close.click();
  }
}

/** One move by taps in `person`'s Activity: a tile, then a highlighted line (mostly one it fills), or a wall column. */
async function tapMove(person: Person, choose: (n: number) => number): Promise<void> {
  const frame = frameOf(person.page);
  const columns = frame.locator('#stage .legal[data-column]');
  if ((await columns.count()) > 0) {
    await columns.nth(choose(await columns.count())).click();
    return;
  }
  const tiles = frame.locator('#stage .tile.can');
  await tiles.nth(choose(await tiles.count())).click();
  const filling = frame.locator('#lines button.go');
  const lines = frame.locator('#stage .line-row.legal, #stage .floor-row.legal');
  await lines.first().waitFor({ timeout: 5_000 });
  if ((await filling.count()) > 0 && choose(4) > 0) await filling.first().click();
  else await lines.nth(choose(await lines.count())).click();
}

async function waitAllPast(people: Person[], version: number): Promise<Shown[]> {
  const states: Shown[] = [];
  for (const p of people) {
    await expect.poll(() => shown(p).then((s) => s.version), { timeout: 30_000 }).toBeGreaterThan(version);
    states.push(await shown(p));
  }
  return states;
}

describe.skipIf(!haveChromium)('the Activity in the playground, in Chromium', () => {
  let ana: Person, rui: Person, eva: Person;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'azul-play-activity-'));
    play = await startPlayground(['--port', '0', '--players', '4', '--data-dir', dataDir]);
    await play.waitForOutput('bot ready');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    const state = await local('/local/state');
    users = Object.fromEntries((state.users as { id: string; username: string }[]).map((u) => [u.username, u.id]));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    const code = await play?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });

  it('plays a whole 2-player game by taps to its final results; the chat follows every move', async () => {
    ana = await openAs('ana', DESKTOP);
    rui = await openAs('rui', PHONE);
    eva = await openAs('eva', PHONE);
    await command(ana, '/azul new players:2');
    const join = rui.page.locator('article button.btn', { hasText: 'Join' }).last();
    await join.waitFor({ timeout: 30_000 });
    await join.click();
    const start = ana.page.locator('article button.btn.success:not([disabled])', { hasText: 'Start' }).last();
    await start.waitFor({ timeout: 30_000 });
    await start.click();
    let thread = '';
    for (const p of [ana, rui, eva]) thread = await followToThread(p, 'Azul · ana, rui');
    thread = (await local('/local/state')).channels.find((c: any) => c.parentId && c.name === 'Azul · ana, rui').id;
    // The watcher from the App Launcher (the Entry Point command); the players from the turn message.
    await eva.page.locator('#app-launcher').click();
    await eva.page.waitForSelector('#activity-panel iframe', { timeout: 10_000 });
    await expect
      .poll(
        () =>
          shown(eva)
            .then((s) => s.version)
            .catch(() => -1),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    for (const p of [ana, rui]) await openTable(p);
    const people = [ana, rui, eva];
    const seats = await Promise.all(people.map((p) => shown(p)));
    expect(seats.map((s) => s.me)).toEqual([0, 1, null]);
    const shape = (p: Person) => frameOf(p.page).evaluate(() => (globalThis as any).document.body.dataset.shape);
    expect(await shape(ana)).toBe('wide');
    expect(await shape(rui)).toBe('tall');
    // Who is at the table, from the SDK's participants.
    await expect
      .poll(() => frameOf(eva.page).locator('#people').textContent(), { timeout: 10_000 })
      .toMatch(/ana.*rui.*eva|eva.*ana.*rui/);

    const choose = seededChooser(36);
    let moves = 0;
    let shotSummary = false;
    let undid = false;
    for (;;) {
      await dismissSummaries(people);
      const now = await shown(eva);
      if (now.status === 'finished') break;
      const mover = [ana, rui][now.acting!]!;
      if (moves === 3 && SCREENSHOTS) {
        await frameOf(rui.page).waitForSelector('body:not(.flying)');
        await shoot(rui, 'turn');
      }
      // The move flying, on the watcher's phone: its animations slowed down ten times for the picture.
      const slow = moves === 6 && SCREENSHOTS ? await eva.page.context().newCDPSession(eva.page) : null;
      if (slow) {
        await slow.send('Animation.enable');
        await slow.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
      }
      if (moves === 2) {
        // Hint, then play it.
        const frame = frameOf(mover.page);
        await frame.locator('#hint').click();
        await frame.locator('#hintbox:not([hidden])').waitFor({ timeout: 20_000 });
        expect(await frame.locator('#hint-text').textContent()).toMatch(
          /^Hint: .+\([+−][\d.]+ points? expected at tiling\)\.$/,
        );
        await frame.locator('#play-hint').click();
      } else await tapMove(mover, choose);
      if (slow) {
        await frameOf(eva.page).waitForSelector('body.flying', { timeout: 10_000 });
        await new Promise((r) => setTimeout(r, 1_200));
        await shoot(eva, 'move');
        await slow.send('Animation.setPlaybackRate', { playbackRate: 1 });
        await slow.detach();
      }
      const after = await waitAllPast(people, now.version);
      moves++;
      expect(new Set(after.map((s) => s.version)).size, 'every open table shows the same version').toBe(1);
      // The chat's turn message follows: it pings whom the Activity says is to act.
      if (after[0]!.status === 'active') {
        const acting = [users.ana, users.rui][after[0]!.acting!];
        await expect.poll(() => chatTurn(thread, 'eva').then((t) => t?.pings), { timeout: 20_000 }).toBe(acting);
      }
      // Undo, once: the move is taken back (the other player has not acted yet), and the chat follows that too.
      const undo = frameOf(mover.page).locator('#undo:not([hidden])');
      if (moves === 5 && after[0]!.status === 'active' && (await undo.count()) > 0) {
        await undo.click();
        const undone = await waitAllPast(people, after[0]!.version);
        expect(undone.map((s) => s.acting)).toEqual([now.acting, now.acting, now.acting]);
        await expect
          .poll(() => chatTurn(thread, 'eva').then((t) => t?.pings), { timeout: 20_000 })
          .toBe([users.ana, users.rui][now.acting!]);
        undid = true;
      }
      if (!shotSummary && (await frameOf(rui.page).locator('#summary:not([hidden])').count()) > 0) {
        shotSummary = true;
        await shoot(rui, 'round');
      }
      expect(moves, 'the game ends').toBeLessThan(200);
    }
    expect(moves).toBeGreaterThanOrEqual(20);
    expect(undid, 'a move was taken back from the Activity').toBe(true);
    // The results, on every open table; the chat has them too, in the channel.
    for (const p of people) {
      const final = frameOf(p.page).locator('#final:not([hidden])');
      await final.waitFor({ timeout: 20_000 });
      expect(await final.locator('.standings li').count()).toBe(2);
      expect(await final.locator('h2').textContent()).toMatch(/ana|rui/);
    }
    const channel = (await local('/local/state')).channels.find((c: any) => c.name === 'azul' && !c.parentId).id;
    await expect
      .poll(() => local(`/local/channels/${channel}/messages?as=${users.eva}`).then((m) => JSON.stringify(m)), {
        timeout: 30_000,
      })
      .toMatch(/Game over\*\* after \d+ rounds.*azul-game\.json/);
    // The review comes once it is ready (the playground's reviews are quick on a small budget, or not:
    // either the words saying it is coming or the players' accuracy are shown).
    const review = await frameOf(rui.page).locator('#final .review h3').textContent();
    expect([en.t('activity-review'), en.t('activity-review-pending')]).toContain(review);
    await shoot(rui, 'results');
    expect(pageErrors).toEqual([]);
    expect((await local('/local/state')).warnings, 'no Discord rule was broken').toEqual([]);
  }, 900_000);

  it('refuses a tap by the wrong person, a stale tap, a forged and a replayed message, and a second window', async () => {
    // A new game in the second channel, gray wall: ana at the Activity (phone), rui in the chat (desktop).
    const anaPhone = await openAs('ana', PHONE, 'azul-2');
    const ruiDesk = await openAs('rui', DESKTOP, 'azul-2');
    const evaDesk = await openAs('eva', DESKTOP, 'azul-2');
    await command(anaPhone, '/azul new players:2 variant:gray');
    const join = ruiDesk.page.locator('article button.btn', { hasText: 'Join' }).last();
    await join.waitFor({ timeout: 30_000 });
    await join.click();
    const start = anaPhone.page.locator('article button.btn.success:not([disabled])', { hasText: 'Start' }).last();
    await start.waitFor({ timeout: 30_000 });
    await start.click();
    for (const p of [anaPhone, ruiDesk, evaDesk]) await followToThread(p, 'Azul · ana, rui');
    // Eva's Discord speaks German: the Activity takes the SDK's locale, and words everything in it.
    await evaDesk.page.locator('#locale').selectOption('de');
    await evaDesk.page.waitForSelector('body[data-locale="de"]');
    await openTable(anaPhone);
    await openTable(evaDesk);
    expect(await frameOf(evaDesk.page).locator('#role').textContent()).toBe(de.t('activity-watching'));
    const thread = (await local('/local/state')).channels.filter((c: any) => c.parentId).at(-1).id;

    // The mixed game: rui plays in the chat, ana in the Activity; each surface sees the other's moves at once.
    const choose = seededChooser(7);
    let chatMoves = 0;
    let tapMoves = 0;
    let placements = 0;
    while (chatMoves < 4 || tapMoves < 4 || placements < 2) {
      await dismissSummaries([anaPhone, evaDesk]);
      const now = await shown(evaDesk);
      if (now.status !== 'active') break;
      if (now.acting === 0) {
        const placing = (await frameOf(anaPhone.page).locator('#stage .legal[data-column]').count()) > 0;
        await tapMove(anaPhone, choose);
        tapMoves++;
        if (placing) placements++;
      } else {
        // The chat's turn message follows the taps (from the outbox): the one that pings rui.
        await expect.poll(() => chatTurn(thread, 'rui').then((t) => t?.pings), { timeout: 20_000 }).toBe(users.rui);
        const turn = await chatTurn(thread, 'rui');
        const article = ruiDesk.page.locator(`article[data-id="${turn!.id}"]`);
        // The first choice at each step (a column, or a pair then a line), until the move is made.
        for (let step = 0; step < 4; step++) {
          const buttons = article.locator('button.btn:not([disabled])');
          const labels = await buttons.allTextContents();
          const i = labels.findIndex((l) => !/(Back|Hint|My board|Undo|Open the table)$/u.test(l));
          if (i < 0) break;
          const label = labels[i]!;
          await buttons.nth(i).click();
          if (/^(Line|Floor|Column)/.test(label.replace(/^\W+/, ''))) break;
          await expect.poll(() => article.locator('button.btn:not([disabled])').allTextContents()).not.toEqual(labels);
        }
        chatMoves++;
      }
      // Both tables (the player's and the watcher's) show the move, whichever surface made it.
      await waitAllPast([anaPhone, evaDesk], now.version);
      expect(chatMoves + tapMoves).toBeLessThan(120);
    }
    expect(chatMoves).toBeGreaterThanOrEqual(4);
    expect(tapMoves).toBeGreaterThanOrEqual(4);
    expect(placements, 'gray-wall placements tapped in the Activity').toBeGreaterThanOrEqual(2);

    // The bad messages, sent through the pages' own live channels.
    await dismissSummaries([anaPhone, evaDesk]);
    const before = await shown(evaDesk);
    // The chat has caught up with the table: its turn message pings the one to act.
    await expect
      .poll(() => chatTurn(thread, 'eva').then((t) => t?.pings), { timeout: 20_000 })
      .toBe([users.ana, users.rui][before.acting!]);
    const turnBefore = await chatTurn(thread, 'eva');
    const draft = { t: 'draft', v: before.version, source: 0, color: 0, line: 5 };
    // The watcher taps: they do not play in this game.
    const wrong = evaDesk.live.inject(draft);
    expect((await evaDesk.live.answer(wrong)).text).toBe(de.t('refusal-not-in-game'));
    await expect.poll(() => frameOf(evaDesk.page).locator('#toast').textContent()).toBe(de.t('refusal-not-in-game'));
    // Ana taps on the table before the last move: stale.
    const stale = anaPhone.live.inject({ ...draft, v: before.version - 1 });
    expect((await anaPhone.live.answer(stale)).code).toBe('TURN_STALE');
    // A message naming another player: forged. The same number again: a replay.
    anaPhone.live.inject({ ...draft, user: users.rui });
    expect((await anaPhone.live.answer(null, 'FORGED')).text).toBe(en.t('activity-refused-forged'));
    anaPhone.live.inject(draft, stale);
    expect((await anaPhone.live.answer(stale, 'REPLAYED')).text).toBe(en.t('activity-refused-replayed'));
    // Nothing changed: the same version everywhere, the same turn message in the chat.
    await new Promise((r) => setTimeout(r, 500));
    expect((await shown(evaDesk)).version).toBe(before.version);
    expect((await shown(anaPhone)).version).toBe(before.version);
    expect(await chatTurn(thread, 'eva')).toEqual(turnBefore);

    // A second window of ana's at this table is refused in words; her first window still plays.
    const second = await openAs('ana', DESKTOP, thread);
    const button = second.page.locator('article button.btn:not([disabled])', { hasText: 'Open the table' }).last();
    await button.waitFor({ timeout: 30_000 });
    await button.click();
    await second.page.waitForSelector('#activity-panel iframe');
    await expect
      .poll(() => frameOf(second.page).locator('#notice-text').textContent(), { timeout: 30_000 })
      .toBe(en.t('activity-bye-second-window'));
    expect((await shown(anaPhone)).status).toBe('active');
    expect(pageErrors).toEqual([]);
  }, 600_000);
});
