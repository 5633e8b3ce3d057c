// The playground on a phone, in a real browser (Debian's Chromium through playwright-core): a 3-player
// game in Brazilian Portuguese at 400 × 850, each player in their own tab with their Discord set to
// Portuguese and the server's language too (the sidebar), the server setting tried as a person with
// Manage Server would (`/azul configurações`). The turn message is one Components V2 container (the
// words, its picture made for a phone and the controls together); "Meu tabuleiro" answers privately with
// the player's own board; the game is played by clicks to its end: a round summary, the final results
// (one container too, in the winner's color), then the review, short in the thread and read privately
// page by page. Every image loads, every button shows without scrolling sideways, and the expected words
// come from the catalog. UPDATE_SCREENSHOTS=1 writes docs/playground-phone-*.png from this run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';
import { wordsFor } from '../../src/i18n/index.ts';
import { startPlayground, type RunningPlayground } from './playground-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const haveChromium = existsSync(CHROMIUM);
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs') : undefined;
const PHONE = { width: 400, height: 850 };
const PLAYERS = ['ana', 'rui', 'eva'];
/** Everyone's Discord, and the server, in Brazilian Portuguese. */
const LOCALE = 'pt-BR';
const pt = wordsFor(LOCALE);
/** A message's words as the page shows them (markdown marks gone). */
const shown = (text: string) => text.replace(/\*\*|__/g, '');
/** A catalog sentence up to its first number ("Fim de jogo depois de"), to match whatever the number. */
const upToNumber = (text: string) => shown(text).slice(0, shown(text).search(/\d/)).trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Buttons that are not a step of a move. */
const NOT_A_MOVE = new RegExp(
  `(${[
    'button-back',
    'lobby-cancel',
    'button-cancel-game',
    'lobby-leave',
    'button-hint',
    'button-rematch',
    'button-my-board',
    'button-undo',
  ]
    .map((id) => escape(pt.t(id)))
    .join('|')})$`,
  'u',
);
const HELPERS = new RegExp(
  `^(?!.*(${['button-hint', 'button-my-board', 'button-undo', 'button-rematch'].map((id) => escape(pt.t(id))).join('|')})$)`,
  'u',
);
const GAME_OVER = upToNumber(pt.t('final-over', { rounds: 5 }));
const RESULTS_POINTER = pt.t('thread-results-pointer', { channel: '#', link: '' }).split(':')[0]!;
const THREAD = pt.t('thread-name', { players: 'ana, rui, eva' });

let play: RunningPlayground;
let browser: Browser;
let dataDir: string;
const pages = new Map<string, Page>();
const pageErrors: string[] = [];
/** Clicks dispatched on the button after playwright's click found it moving (said at the end). */
let dispatchedClicks = 0;

async function openAs(user: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE });
  page.on('pageerror', (e) => pageErrors.push(`${user}: ${e.message}`));
  await page.goto(`${play.url}?user=${user}&channel=azul`);
  await page.waitForSelector('body[data-bot="online"][data-connected="yes"]', { timeout: 120_000 });
  return page;
}

/** In the sidebar (behind the menu on a phone): `act` there, then the sidebar folds again. */
async function inSidebar(page: Page, act: () => Promise<void>): Promise<void> {
  await page.locator('#menu').click();
  await act();
  await page.keyboard.press('Escape');
}

/** Types a command as the user's client takes it, and waits for the private answer that contains `expect`. */
async function command(page: Page, text: string, answer: string): Promise<Locator> {
  await page.fill('#input', text);
  await page.press('#input', 'Enter');
  const reply = page.locator('article', { hasText: answer }).last();
  await reply.waitFor({ timeout: 30_000 });
  return reply;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `playground-phone-${name}.png`) });
}

/** Neither the page nor the message list scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, when: string): Promise<void> {
  const sizes = await page.evaluate(() => {
    const doc = (globalThis as any).document;
    const list = doc.getElementById('messages');
    return {
      page: doc.documentElement.scrollWidth,
      window: (globalThis as any).innerWidth,
      list: list.scrollWidth,
      listBox: list.clientWidth,
    };
  });
  expect(sizes.page, `${when}: the page scrolls sideways`).toBeLessThanOrEqual(sizes.window);
  expect(sizes.list, `${when}: the messages scroll sideways`).toBeLessThanOrEqual(sizes.listBox);
}

/**
 * A message as one Components V2 container: an accented container holding the words, one loaded image
 * no wider than the phone, and enabled buttons, each inside the window's width.
 */
async function expectPhoneContainer(page: Page, article: Locator, what: string): Promise<void> {
  const container = article.locator('.v2-container').first();
  expect(await container.count(), `${what}: a container`).toBe(1);
  expect(await container.getAttribute('class'), `${what}: in the acting player's color`).toContain('accented');
  expect((await container.locator('.text-display').allInnerTexts()).join(' ').length, `${what}: words`).toBeGreaterThan(
    10,
  );
  const image = container.locator('.media-gallery img');
  expect(await image.count(), `${what}: one image`).toBe(1);
  await expect
    .poll(() => image.evaluate((img) => (img as any).complete && (img as any).naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  const box = (await image.boundingBox())!;
  expect(box.x, `${what}: the image starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: the image fits the phone's width`).toBeLessThanOrEqual(PHONE.width);
  const buttons = container.locator('button.btn:not([disabled])');
  expect(await buttons.count(), `${what}: buttons`).toBeGreaterThan(0);
  for (const b of await buttons.all()) {
    const r = (await b.boundingBox())!;
    expect(r.x, `${what}: "${await b.innerText()}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width, `${what}: "${await b.innerText()}" ends on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSidewaysScroll(page, what);
}

/** A message with pictures (the review): every one loaded and within the phone's width, every button on screen. */
async function expectPhoneMessage(page: Page, article: Locator, what: string): Promise<void> {
  const images = article.locator('.media-gallery img');
  expect(await images.count(), `${what}: pictures`).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img) => (img as any).complete && (img as any).naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    const box = (await image.boundingBox())!;
    expect(box.x + box.width, `${what}: a picture fits the phone's width`).toBeLessThanOrEqual(PHONE.width);
  }
  for (const b of await article.locator('button.btn:not([disabled])').all()) {
    const r = (await b.boundingBox())!;
    expect(r.x + r.width, `${what}: "${await b.innerText()}" ends on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSidewaysScroll(page, what);
}

/**
 * Clicks a button through the page's own click handler. Playwright's click waits for the button to be
 * still and on screen; under load the message list keeps scrolling as messages arrive ("element is not
 * stable"), so after a few seconds of that the same click event is dispatched on the button itself
 * (bubbling to the list's handler, as a tap would) — unless `done` says the first click went through.
 * Either way the caller then waits for the message to change.
 */
async function press(button: Locator, done: () => Promise<boolean>): Promise<void> {
  try {
    await button.click({ timeout: 5_000 });
  } catch (error) {
    if (await done()) return;
    if (!/Timeout/i.test((error as Error).message)) throw error;
    dispatchedClicks++;
    await button.dispatchEvent('click');
  }
}

/** Brings a message into view for a screenshot (the list may still be scrolling as images load). */
async function bringIntoView(target: Locator): Promise<void> {
  try {
    await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
  } catch {
    await target.evaluate((el) => (el as any).scrollIntoView({ block: 'end' }));
  }
}

/** Clicks a button of a message and waits until the message changed (or went away). */
async function clickAndWait(page: Page, messageId: string, label: string): Promise<void> {
  const article = page.locator(`article[data-id="${messageId}"]`);
  // Read without waiting: the message may have been replaced meanwhile (the next turn's is posted).
  const before: string | null = await page.evaluate(
    (id) => (globalThis as any).document.querySelector(`article[data-id="${id}"] .components`)?.innerHTML ?? null,
    messageId,
  );
  if (before === null) return;
  const changed = ([id, html]: readonly [string, string]) => {
    // Runs in the page (this file is type-checked without the DOM library).
    const el = (globalThis as any).document.querySelector(`article[data-id="${id}"]`);
    return !el || el.querySelector('.failure') !== null || (el.querySelector('.components')?.innerHTML ?? '') !== html;
  };
  // The first click went through if the message says "Sending…" or already changed.
  const clicked = () =>
    page.evaluate(
      (args) => (globalThis as any).document.querySelector(`article[data-id="${args[0]}"] .pending-note`) !== null,
      [messageId] as const,
    );
  await press(
    article.locator('button.btn:not([disabled])', { hasText: label }).first(),
    async () => (await clicked()) || (await page.evaluate(changed, [messageId, before] as const)),
  );
  await page.waitForFunction(changed, [messageId, before] as const, { timeout: 30_000 });
  expect(await article.locator('.failure').count(), `"${label}" failed`).toBe(0);
}

/**
 * The player whose turn it is and their turn message (pinging them, with enabled buttons), or 'over' once
 * the game's thread says the results are in.
 */
async function nextTurn(): Promise<{ user: string; page: Page; id: string } | 'over'> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const [user, page] of pages) {
      if (
        (await page
          .locator('article.from-bot .content', {
            hasText: new RegExp(`^${escape(GAME_OVER)}|^${escape(RESULTS_POINTER)}`),
          })
          .count()) > 0
      )
        return 'over';
      const turn = page.locator('article.mentions-me:not(.ephemeral):has(button.btn:not([disabled]))').last();
      if (
        (await turn.count()) > 0 &&
        (await turn.locator('button.btn:not([disabled])', { hasText: HELPERS }).count()) > 0
      ) {
        // The message may be replaced between the count and the read (the list re-renders): look again.
        const id = await turn.getAttribute('data-id', { timeout: 1_000 }).catch(() => null);
        if (id) return { user, page, id };
      }
    }
    if (Date.now() > deadline) {
      for (const [user, page] of pages)
        await page.screenshot({ path: path.join(tmpdir(), `azul-phone-stuck-${user}.png`) });
      throw new Error(`no turn message and no results within 60 s (screenshots: ${tmpdir()}/azul-phone-stuck-*.png)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The next turn, which must come before the end of the game. */
async function nextTurnBeforeTheEnd(): Promise<{ user: string; page: Page; id: string }> {
  const next = await nextTurn();
  if (next === 'over') throw new Error('the game ended before round 1 was scored');
  return next;
}

/** Plays one move by clicks on the message `id`: tiles (a pair, or a display then a color), then a line. */
async function playMove(page: Page, id: string, n: number): Promise<void> {
  const trail: string[] = [];
  for (let step = 0; step < 5; step++) {
    const article = page.locator(`article[data-id="${id}"]`);
    if ((await article.count()) === 0) return;
    const labels = (await article.locator('button.btn:not([disabled])').allTextContents()).filter(
      (l) => !NOT_A_MOVE.test(l),
    );
    if (labels.length === 0) return;
    // A line (one the tiles fill, if any) once lines are offered; else the tiles.
    const lines = labels.filter((l) => / — /.test(l));
    const filling = lines.filter((l) => l.includes(pt.t('line-part-fills')));
    const pool = lines.length ? lines : labels;
    const pick = filling[0] ?? pool[(n + step) % pool.length]!;
    trail.push(pick);
    await clickAndWait(page, id, pick);
  }
  throw new Error(`a move took more than 5 clicks: ${trail.join(' → ')}`);
}

describe.skipIf(!haveChromium)('playground on a phone', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'azul-play-phone-'));
    play = await startPlayground(['--port', '0', '--players', '3', '--data-dir', dataDir]);
    await play.waitForOutput('bot ready');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    for (const user of PLAYERS) pages.set(user, await openAs(user));
  }, 180_000);

  afterAll(async () => {
    if (dispatchedClicks > 0)
      console.log(`phone test: ${dispatchedClicks} click(s) dispatched on a button that kept moving`);
    await browser?.close();
    const code = await play?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });

  it('a 3-player game in Portuguese at 400 × 850: the turn, My board, a round summary, the final results, the review', async () => {
    const ana = pages.get('ana')!;
    // Everyone's Discord in Portuguese, and the server's language too (the sidebar, as a server's owner
    // sets it in Discord).
    for (const page of pages.values())
      await inSidebar(page, async () => {
        await page.locator('#locale').selectOption(LOCALE);
        await page.waitForSelector(`body[data-locale="${LOCALE}"]`);
      });
    await inSidebar(ana, async () => {
      await ana.locator('#server-locale').selectOption(LOCALE);
      await ana.waitForSelector(`body[data-server-locale="${LOCALE}"]`);
    });
    // The server setting, tried as Discord lets it be: refused without Manage Server, then set.
    const settings = `/azul ${pt.t('cmd-settings')} ${pt.t('cmd-settings-language')}:${LOCALE}`;
    await command(ana, settings, pt.t('settings-not-allowed'));
    await inSidebar(ana, () => ana.locator('#manage-server').check());
    await command(ana, settings, upToNumber(pt.t('settings-language-set', { language: '1' })));

    // The lobby, opened as a Portuguese client types it (`/azul novo jogadores:3`): in Portuguese.
    await ana.fill('#input', `/azul ${pt.t('cmd-new')} ${pt.t('cmd-new-players')}:3`);
    await ana.press('#input', 'Enter');
    for (const user of ['rui', 'eva']) {
      const page = pages.get(user)!;
      const lobby = page.locator('article', { has: page.locator('button', { hasText: pt.t('lobby-join') }) }).last();
      await lobby.waitFor({ timeout: 30_000 });
      await clickAndWait(page, (await lobby.getAttribute('data-id'))!, pt.t('lobby-join'));
    }
    const lobbyId = (await ana
      .locator('article', { has: ana.locator('button', { hasText: pt.t('lobby-start') }) })
      .last()
      .getAttribute('data-id'))!;
    await ana
      .locator(`article[data-id="${lobbyId}"] button.success:not([disabled])`, { hasText: pt.t('lobby-start') })
      .waitFor();
    await clickAndWait(ana, lobbyId, pt.t('lobby-start'));
    // Everyone follows the start notice into the game's thread.
    const started = upToNumber(pt.t('thread-start-notice', { players: '1', thread: '#' })).replace(/:.*$/, '');
    for (const page of pages.values()) {
      const notice = page.locator('article.from-bot', { hasText: started }).last();
      await notice.waitFor({ timeout: 30_000 });
      const inThread = async () =>
        new RegExp(`🧵 ${escape(THREAD)}$`).test((await page.locator('#channel-header').textContent()) ?? '');
      await press(notice.locator('.channel-mention', { hasText: THREAD }).first(), inThread);
      await expect.poll(inThread, { timeout: 30_000 }).toBe(true);
      await page.waitForSelector('body[data-connected="yes"]', { timeout: 30_000 });
    }

    // The turn message: one container with whose turn it is, its picture made for a phone (the displays
    // and center with the acting player's board) and the controls.
    const first = await nextTurnBeforeTheEnd();
    const turn = first.page.locator(`article[data-id="${first.id}"]`);
    expect(await turn.locator('.text-display').first().innerText()).toContain(
      shown(pt.t('turn-header', { who: `@${first.user}`, round: 1 })),
    );
    await expectPhoneContainer(first.page, turn, 'the turn message');
    const picture = turn.locator('.media-gallery img');
    expect(await picture.getAttribute('src')).toMatch(/azul-round-1-turn\.png/);
    // Its alt text in the game's language: the acting player's board up close.
    expect(await picture.getAttribute('alt')).toContain(`${first.user}`);
    await bringIntoView(turn);
    await shoot(first.page, 'turn');

    // My board: privately, the player's own board drawn for a phone, with the same controls.
    const privateBefore = await first.page.locator('article.ephemeral').count();
    await press(
      turn.locator('button.btn:not([disabled])', { hasText: pt.t('button-my-board') }),
      async () => (await first.page.locator('article.ephemeral').count()) > privateBefore,
    );
    await expect
      .poll(() => first.page.locator('article.ephemeral').count(), { timeout: 30_000 })
      .toBeGreaterThan(privateBefore);
    // Deferred ("thinking…") first, then filled in with the picture.
    const mineId = (await first.page.locator('article.ephemeral').last().getAttribute('data-id'))!;
    const mine = first.page.locator(`article[data-id="${mineId}"]`);
    await mine.locator('.v2-container .media-gallery img').waitFor({ timeout: 30_000 });
    await expectPhoneContainer(first.page, mine, 'my board');
    expect(await mine.locator('.media-gallery img').getAttribute('alt')).toBeTruthy();
    // The others never see it.
    for (const [user, page] of pages)
      if (user !== first.user) expect(await page.locator(`article[data-id="${mineId}"]`).count()).toBe(0);
    // A pick lights up on it (its controls move on to the next step), still on the phone's width.
    const pick = (await mine.locator('button.btn:not([disabled])').allTextContents()).find((l) => !NOT_A_MOVE.test(l))!;
    await clickAndWait(first.page, mineId, pick);
    await expectPhoneContainer(first.page, mine, 'my board, a pick made');
    await bringIntoView(mine);
    await shoot(first.page, 'my-board');
    await playMove(first.page, mineId, 0);

    // Round 1 to its summary, by clicks on the turn messages.
    const scored = shown(pt.t('summary-title', { round: 1 }));
    let moves = 1;
    while ((await ana.locator('article.from-bot .text-display', { hasText: scored }).count()) === 0) {
      const next = await nextTurnBeforeTheEnd();
      await playMove(next.page, next.id, moves++);
      expect(moves, 'round 1 ends').toBeLessThan(40);
    }
    const summary = ana.locator('article.from-bot', { has: ana.locator('.text-display', { hasText: scored }) }).last();
    const summaryImage = summary.locator('img').first();
    await expect
      .poll(() => summaryImage.evaluate((img) => (img as any).complete && (img as any).naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    const box = (await summaryImage.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(ana, 'the round summary');
    await bringIntoView(summary);
    await shoot(ana, 'round');

    // The rest of the game, to the final results.
    for (;;) {
      const next = await nextTurn();
      if (next === 'over') break;
      try {
        await playMove(next.page, next.id, moves);
      } catch (error) {
        for (const [user, page] of pages)
          await page.screenshot({ path: path.join(tmpdir(), `azul-phone-move-${moves}-${user}.png`) });
        throw new Error(
          `move ${moves + 1} (screenshots: ${tmpdir()}/azul-phone-move-${moves}-*.png): ${(error as Error).message}`,
          { cause: error },
        );
      }
      moves++;
      if (moves % 10 === 0) await expectNoSidewaysScroll(next.page, `move ${moves}`);
      expect(moves, 'the game ends').toBeLessThan(200);
    }
    expect(moves, 'a whole game, not one round').toBeGreaterThan(20);

    // Everyone follows the thread's pointer back to the channel, where the results are.
    for (const page of pages.values()) {
      const pointer = page.locator('article.from-bot', { hasText: RESULTS_POINTER }).last();
      await pointer.waitFor({ timeout: 30_000 });
      const mention = pointer.locator('.channel-mention', { hasText: 'azul' }).first();
      const inChannel = async () => /^# azul$/.test((await page.locator('#channel-header').textContent()) ?? '');
      await press(mention, inChannel);
      await expect.poll(inChannel, { timeout: 30_000 }).toBe(true);
      await page.waitForSelector('body[data-connected="yes"]', { timeout: 30_000 });
      const results = page.locator('article.from-bot', { hasText: GAME_OVER }).last();
      // innerText is laid-out text only once the message is shown (see browser.int.test.ts).
      await results.waitFor({ state: 'visible', timeout: 30_000 });
      const text = (await results.locator('.content').allInnerTexts()).join('\n').replace(/\u00a0/g, ' ');
      expect(text.startsWith(GAME_OVER)).toBe(true);
      // Each player once in the standings (a tie shares a place), the points in Portuguese.
      // (Not anchored at line starts: under load innerText has been seen to run the lines together.)
      const standings = text.match(/\d\. (ana|rui|eva) — \d+ pontos?/g) ?? [];
      expect(standings.map((line) => line.split(' ')[1]).sort()).toEqual(['ana', 'eva', 'rui']);
      // Three people thanked as three ("por jogarem").
      expect(text).toMatch(/Obrigado por jogarem, @(ana|rui|eva) @(ana|rui|eva) @(ana|rui|eva)!/);
      for (const user of PLAYERS) expect(text).toContain(`@${user}`);
    }

    // The final results on the phone: one container in the winner's color, the picture within the phone's
    // width, and Rematch on screen.
    const final = ana.locator('article.from-bot', { hasText: GAME_OVER }).last();
    await expectPhoneContainer(ana, final, 'the final results');
    expect(
      await final.locator('.media-gallery img').getAttribute('alt'),
      'the results picture has alt text',
    ).toBeTruthy();
    expect(
      await final.locator('button.btn:not([disabled])', { hasText: pt.t('button-rematch') }).count(),
      'Rematch',
    ).toBe(1);
    // The record attached to the results replays to the scores shown.
    const href = (await final.locator('a.file[href$="azul-game.json"]').getAttribute('href'))!;
    const record = parseRecords(await (await fetch(new URL(href, play.url))).text());
    expect(record.ok).toBe(true);
    const replayed = replayRecord(record.ok ? record.records[0]! : (undefined as never));
    expect(replayed.ok && replayed.finished).toBe(true);
    const finalText = (await final.locator('.content').allInnerTexts()).join('\n').replace(/\u00a0/g, ' ');
    const names = record.ok ? record.records[0]!.names! : [];
    expect([...names].sort()).toEqual(['ana', 'eva', 'rui']);
    const scores = replayed.ok ? replayed.state.result!.scores : [];
    for (const [i, name] of names.entries()) expect(finalText).toMatch(new RegExp(`${name} — ${scores[i]} pontos?`));
    await bringIntoView(final);
    await shoot(ana, 'final');

    // The review, in the game's thread: short on a phone (the chart and each player's line, a screen at
    // most), with "Sua análise"; pressed, the reader's own part first, privately.
    const inThread = async () =>
      new RegExp(`🧵 ${escape(THREAD)}$`).test((await ana.locator('#channel-header').textContent()) ?? '');
    await press(ana.locator('article .channel-mention', { hasText: THREAD }).last(), inThread);
    await expect
      .poll(
        async () =>
          new RegExp(`🧵 ${escape(THREAD)}$`).test((await ana.locator('#channel-header').textContent()) ?? ''),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await ana.waitForSelector('body[data-connected="yes"]', { timeout: 30_000 });
    const title = upToNumber(pt.t('review-title', { moves: 2 }));
    const review = ana.locator('article.from-bot', { hasText: title }).last();
    await review.waitFor({ state: 'visible', timeout: 180_000 });
    await expectPhoneMessage(ana, review, 'the review');
    const reviewBox = (await review.boundingBox())!;
    expect(reviewBox.height, 'the review posted: a screen or so on a phone').toBeLessThanOrEqual(PHONE.height * 1.25);
    await bringIntoView(review);
    await shoot(ana, 'review');
    const privateReviews = await ana.locator('article.ephemeral').count();
    await press(
      review.locator('button.btn:not([disabled])', { hasText: pt.t('review-button-mine') }),
      async () => (await ana.locator('article.ephemeral').count()) > privateReviews,
    );
    const lead = ana.locator('article.ephemeral', { hasText: title }).last();
    await lead.locator('.media-gallery img').last().waitFor({ timeout: 60_000 });
    await expectPhoneMessage(ana, lead, 'your review');
    const leadText = (await lead.locator('.text-display').allInnerTexts()).join('\n');
    // ana's line first, then (if she gave any away) her costliest move with its picture; the chart.
    expect(leadText).toMatch(/ana — \d+ pontos? · precisão/);
    const leadBox = (await lead.boundingBox())!;
    expect(leadBox.height, "the first page of one's review: two screens at most").toBeLessThanOrEqual(PHONE.height * 2);
    await bringIntoView(lead);
    await shoot(ana, 'review-mine');

    expect(pageErrors).toEqual([]);
    expect(await ana.locator('#warnings .warning').count(), 'no Discord rule was broken').toBe(0);
  }, 1_200_000);
});
