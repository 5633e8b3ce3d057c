// The playground in a real browser (Debian's Chromium, driven by playwright-core; nothing downloads a
// browser): a whole 2-player game played by clicks alone in two tabs, one per user (rui's a phone-sized
// 400 × 850 window), from typing `/azul new` to the final results, every image loaded; a click the bot
// answers privately (someone else's turn, Hint) stops "Sending…"; `/azul mygames` names the server as the
// page does and its link opens the game here; client-side command errors; ephemeral replies only for their
// user; at phone width the sidebar folds behind a menu button and nothing scrolls sideways; the page living
// through a bot restart. The game is played by a Portuguese (Brazil) and a German player, each picking their
// language in the page: each gets the bot's private answers in their own language (their Discord client's
// locale), while the game's public messages stay in the server's. UPDATE_SCREENSHOTS=1 rewrites
// docs/playground-*.png from this run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecords, replayRecord } from '../../src/engine/index.ts';
import { pickLocale, wordsFor } from '../../src/i18n/index.ts';
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
if (!haveChromium) {
  console.log(
    `playground browser test skipped: no Chromium at ${CHROMIUM}; enable it with \`bash scripts/setup.sh\` as root (installs Debian's chromium) or set CHROMIUM_PATH.`,
  );
}
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs') : undefined;
/** Labels that never advance a turn. */
// Buttons that are not a move (Hint and Rematch may carry an emoji before their label).
const NOT_A_MOVE =
  /(^|\s|\p{Extended_Pictographic}\uFE0F?)(Back|Cancel|Cancel game|Leave|Hint|Rematch|Undo|My board|Open the table)$/u;

let play: RunningPlayground;
let browser: Browser;
let ana: Page;
let rui: Page;
let dataDir: string;
const pageErrors: string[] = [];

/** Each player's Discord language, picked in the page. */
const LOCALE_OF: Record<string, string> = { ana: 'pt-BR', rui: 'de' };
const wordsOf = (user: string) => wordsFor(pickLocale(LOCALE_OF[user]));

/** The user picks their Discord language in the sidebar (behind the menu on a phone). */
async function pickLanguage(page: Page, locale: string): Promise<void> {
  const folded = await page.locator('#menu').isVisible();
  if (folded) await page.locator('#menu').click();
  await page.locator('#locale').selectOption(locale);
  await page.waitForSelector(`body[data-locale="${locale}"]`);
  if (folded) await page.keyboard.press('Escape');
}

/** The longest start two texts share (a message with and without its details), for matching either. */
function sharedStart(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/** A phone held upright (400 × 850 CSS pixels, a small phone). */
const PHONE = { width: 400, height: 850 };

async function openAs(user: string, viewport = { width: 1180, height: 760 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (e) => pageErrors.push(`${user}: ${e.message}`));
  await page.goto(`${play.url}?user=${user}&channel=azul`);
  await page.waitForSelector('body[data-bot="online"][data-connected="yes"]', { timeout: 120_000 });
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `playground-${name}.png`) });
}

/** Nothing on the page is wider than the window: neither the page nor the message list scrolls sideways. */
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
 * A click whose answer is private (an ephemeral reply, or
 * nothing to see): "Sending…" goes once the bot acknowledged it.
 */
async function clickAnsweredPrivately(page: Page, messageId: string, label: string | RegExp): Promise<void> {
  const article = page.locator(`article[data-id="${messageId}"]`);
  const replies = await page.locator('article.ephemeral').count();
  await article.locator('button.btn:not([disabled])', { hasText: label }).first().click();
  await expect.poll(() => page.locator('article.ephemeral').count(), { timeout: 30_000 }).toBeGreaterThan(replies);
  await expect.poll(() => article.locator('.pending-note').count(), { timeout: 10_000 }).toBe(0);
  expect(await article.locator('.failure').count()).toBe(0);
}

/** Clicks a button of a message and waits until the message changed (or went away), as a person would. */
async function clickAndWait(page: Page, messageId: string, label: string | RegExp): Promise<void> {
  const article = page.locator(`article[data-id="${messageId}"]`);
  await actAndWait(page, messageId, `"${label}"`, () =>
    article.locator('button.btn:not([disabled])', { hasText: label }).first().click(),
  );
}

/** Picks an option of a message's select menu and waits for the message to change. */
async function chooseAndWait(page: Page, messageId: string, index: number): Promise<void> {
  const select = page.locator(`article[data-id="${messageId}"] select.select:not([disabled])`).first();
  const values = await select
    .locator('option:not([disabled])')
    .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
  const value = values[index % values.length]!;
  await actAndWait(page, messageId, `option ${value}`, async () => void (await select.selectOption(value)));
}

async function actAndWait(page: Page, messageId: string, what: string, act: () => Promise<void>): Promise<void> {
  const article = page.locator(`article[data-id="${messageId}"]`);
  const before = await article.locator('.components').innerHTML();
  await act();
  await page.waitForFunction(
    ([id, html]) => {
      // Runs in the page (this file is type-checked without the DOM library).
      const el = (globalThis as any).document.querySelector(`article[data-id="${id}"]`);
      return (
        !el || el.querySelector('.failure') !== null || (el.querySelector('.components')?.innerHTML ?? '') !== html
      );
    },
    [messageId, before] as const,
    { timeout: 30_000 },
  );
  expect(await article.locator('.failure').count(), `${what} failed`).toBe(0);
}

/** Clicks the #channel mention in the newest bot message saying `text`, and waits until that channel is shown. */
async function openMention(page: Page, text: string, channelName: string, header: RegExp): Promise<void> {
  const message = page.locator('article.from-bot', { hasText: text }).last();
  await message.waitFor({ timeout: 30_000 });
  const mention = message.locator('.channel-mention', { hasText: channelName }).first();
  await expect.poll(() => mention.count(), { timeout: 30_000 }).toBe(1);
  await mention.click();
  await expect.poll(() => page.locator('#channel-header').textContent(), { timeout: 30_000 }).toMatch(header);
  await page.waitForSelector('body[data-connected="yes"]', { timeout: 30_000 });
}

/**
 * From the channel, `/azul mygames` (typed in the user's language) names the server "Local playground"
 * (as the page does) and links the game's newest message: the link opens the game's thread here, not
 * discord.com, and shows that message.
 */
async function mygamesLeadsBack(page: Page): Promise<void> {
  const thread = (await page.locator('#channel-header').textContent())!;
  await page.locator('#channels a.channel:not(.thread)', { hasText: 'azul' }).first().click();
  await expect.poll(() => page.locator('#channel-header').textContent(), { timeout: 30_000 }).toMatch(/^# azul$/);
  await page.waitForSelector('body[data-connected="yes"]');
  // Typed as ana's client shows the command: in her language (the bot receives `mygames`).
  await page.fill('#input', `/azul ${wordsOf('ana').t('cmd-mygames')}`);
  await page.press('#input', 'Enter');
  const title = wordsOf('ana')
    .t('mygames-title', { count: 1 })
    .replace(/\*\*/g, '')
    .replace(/\s*\(.*$/, '');
  const reply = page.locator('article.ephemeral', { hasText: title }).last();
  await reply.waitFor({ timeout: 30_000 });
  const text = await reply.locator('.content').innerText();
  expect(text).toContain('Local playground');
  expect(text).not.toContain('Fake Azul Guild');
  const link = reply.locator('a.discord-link').first();
  expect(await link.getAttribute('target')).toBeNull();
  const messageId = (await link.getAttribute('data-message'))!;
  await link.click();
  await expect.poll(() => page.locator('#channel-header').textContent(), { timeout: 30_000 }).toBe(thread);
  await page.locator(`article[data-id="${messageId}"].flash`).waitFor({ timeout: 30_000 });
}

/** Who has a turn message (a message pinging them with enabled buttons), or 'over' once the results are in. */
async function nextTurn(pages: Page[]): Promise<{ page: Page; id: string } | 'over'> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const page of pages) {
      // The results go to the channel; the game's thread says so.
      if (
        (await page
          .locator('article.from-bot .content', { hasText: /^Game over after|^🏁 The game is over/ })
          .count()) > 0
      )
        return 'over';
      // A turn message offers a move (a made move's message keeps only Undo until the next turn replaces it).
      const id = await page.evaluate((notAMove) => {
        const re = new RegExp(notAMove, 'u');
        const turns = [...(globalThis as any).document.querySelectorAll('article.mentions-me')].filter(
          (a: any) =>
            a.querySelector('select.select:not([disabled])') ||
            [...a.querySelectorAll('button.btn:not([disabled])')].some((b: any) => !re.test(b.textContent.trim())),
        );
        return (turns.at(-1) as any)?.dataset.id as string | undefined;
      }, NOT_A_MOVE.source);
      if (id) return { page, id };
    }
    if (Date.now() > deadline) {
      for (const [i, page] of pages.entries())
        await page.screenshot({ path: path.join(tmpdir(), `azul-play-stuck-${i}.png`) });
      throw new Error(`no turn message and no results within 60 s (screenshots: ${tmpdir()}/azul-play-stuck-*.png)`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Plays one move by clicks: source, color, line; prefers lines the tiles fill (shorter games, as people play). */
async function playMove(page: Page, id: string, n: number): Promise<void> {
  for (let step = 0; step < 6; step++) {
    const article = page.locator(`article[data-id="${id}"]`);
    if ((await article.count()) === 0) return;
    if ((await article.locator('select.select:not([disabled])').count()) > 0) {
      await chooseAndWait(page, id, n + step);
      continue;
    }
    const labels = (await article.locator('button.btn:not([disabled])').allTextContents()).filter(
      (l) => !NOT_A_MOVE.test(l),
    );
    if (labels.length === 0) return;
    if (n === 4 && labels.some((l) => l.startsWith('Line'))) {
      await article.locator('.components').scrollIntoViewIfNeeded();
      await shoot(page, 'turn');
    }
    const filling = labels.filter((l) => l.includes('fills it'));
    const pick = filling.length > 0 ? filling[0]! : labels[(n + step) % labels.length]!;
    await clickAndWait(page, id, pick);
  }
  throw new Error('a move took more than 6 clicks');
}

describe.skipIf(!haveChromium)('playground in Chromium', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'azul-play-browser-'));
    play = await startPlayground(['--port', '0', '--players', '2', '--data-dir', dataDir]);
    await play.waitForOutput('bot ready');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    ana = await openAs('ana');
    rui = await openAs('rui', PHONE);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    const code = await play?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });

  it('shows the banner, the users, and refuses malformed commands as a Discord client does', async () => {
    await expect.poll(() => ana.locator('#banner').textContent()).toContain('Local playground');
    // The server is called as the page calls it (the bot reads the same name: see /azul mygames below).
    expect(await ana.locator('#guild-name').textContent()).toBe('Local playground');
    expect(await ana.locator('#users .user').allTextContents()).toEqual(['ana↗', 'rui↗']);
    await ana.fill('#input', '/chess');
    await ana.press('#input', 'Enter');
    expect(await ana.locator('#composer-error').textContent()).toBe(
      'Unknown command /chess. Commands in this server: /azul.',
    );
    await ana.fill('#input', '/azul new players:9');
    await ana.press('#input', 'Enter');
    expect(await ana.locator('#composer-error').textContent()).toBe('Option players: the value must be at most 4.');
    await ana.fill('#input', '');
  });

  it('plays a whole 2-player game by clicks alone, in two tabs', async () => {
    // Typed with the autocomplete: "/az" Tab → "/azul ", "n" Tab → "/azul new ", then the option.
    await ana.locator('#input').pressSequentially('/az');
    await expect
      .poll(() => ana.locator('#suggestions .suggestion').allTextContents())
      .toEqual(['/azulPlay Azul in this channel']);
    await ana.press('#input', 'Tab');
    await ana.locator('#input').pressSequentially('n');
    await ana.press('#input', 'Tab');
    expect(await ana.inputValue('#input')).toBe('/azul new ');
    await expect
      .poll(() => ana.locator('#suggestions .suggestion strong').allTextContents())
      .toEqual([
        'players (optional)',
        'variant (optional)',
        'bots (optional)',
        'level (optional)',
        'turn-time (optional)',
        'language (optional)',
        'invite (optional)',
        'invite2 (optional)',
        'invite3 (optional)',
      ]);
    await shoot(ana, 'command');
    await ana.locator('#input').pressSequentially('players:2');
    await ana.press('#input', 'Enter');

    // Each picks their language: the bot will answer each privately in it.
    await pickLanguage(ana, LOCALE_OF.ana!);
    await pickLanguage(rui, LOCALE_OF.rui!);
    // The lobby reaches both tabs live; rui joins, ana starts.
    const lobby = rui.locator('article', { has: rui.locator('button', { hasText: 'Join' }) }).last();
    await lobby.waitFor({ timeout: 30_000 });
    expect(await ana.locator('article .context').last().textContent()).toBe('@ana used /azul new');
    const lobbyId = (await lobby.getAttribute('data-id'))!;
    await clickAndWait(rui, lobbyId, 'Join');
    await ana.locator(`article[data-id="${lobbyId}"] button.success:not([disabled])`, { hasText: 'Start' }).waitFor();
    await clickAndWait(ana, lobbyId, 'Start');
    // The game moves into a thread made from the lobby: both follow the start notice's link to it.
    for (const page of [ana, rui])
      await openMention(page, 'An Azul game has started', 'Azul · ana, rui', /^# azul › 🧵 Azul · ana, rui$/);

    let moves = 0;
    for (;;) {
      const turn = await nextTurn([ana, rui]);
      if (turn === 'over') break;
      if (moves === 0) {
        // The other player clicks the turn message's buttons: the bot says privately it is not their turn,
        // and "Sending…" goes; so does Hint, answered privately to the player to act.
        const other = turn.page === ana ? rui : ana;
        const label = (
          await other.locator(`article[data-id="${turn.id}"] button.btn:not([disabled])`).allTextContents()
        ).find((l) => !NOT_A_MOVE.test(l))!;
        await clickAnsweredPrivately(other, turn.id, label);
        // Refused in the clicker's own language (not the game's).
        const otherUser = other === ana ? 'ana' : 'rui';
        const w = wordsOf(otherUser);
        const notYours = sharedStart(
          w.t('refusal-not-your-turn'),
          w.t('refusal-not-your-turn-waiting', { who: '' }),
        ).trim();
        expect(notYours.length).toBeGreaterThan(4);
        expect(await other.locator('article.ephemeral .content').last().innerText()).toContain(notYours);
        await clickAnsweredPrivately(turn.page, turn.id, /Hint$/);
        const hint = wordsOf(turn.page === ana ? 'ana' : 'rui').t('hint-place', { column: 1, points: 1 });
        expect(await turn.page.locator('article.ephemeral .content').last().innerText()).toContain(hint.slice(0, 6));
      }
      if (moves === 2) await mygamesLeadsBack(ana);
      try {
        await playMove(turn.page, turn.id, moves);
      } catch (error) {
        for (const [i, page] of [ana, rui].entries())
          await page.screenshot({ path: path.join(tmpdir(), `azul-play-move-${moves}-${i}.png`) });
        throw new Error(
          `move ${moves + 1} (screenshots: ${tmpdir()}/azul-play-move-${moves}-*.png): ${(error as Error).message}`,
          { cause: error },
        );
      }
      moves++;
      if (moves % 10 === 0) await expectNoSidewaysScroll(rui, `phone, move ${moves}`);
      expect(moves, 'the game ends').toBeLessThan(300);
    }
    await expectNoSidewaysScroll(rui, 'phone, end of the game');
    expect(moves).toBeGreaterThanOrEqual(10);

    // Every image in both tabs' thread (the round summaries) loaded, at its real size, with its alt text.
    for (const page of [ana, rui]) {
      await page.waitForFunction(() => [...(globalThis as any).document.images].every((img: any) => img.complete));
      const images = await page.$$eval('#messages img', (imgs) =>
        imgs.map((img) => ({ src: img.src, naturalWidth: img.naturalWidth, width: img.width, alt: img.alt })),
      );
      expect(images.length).toBeGreaterThanOrEqual(2);
      for (const image of images) {
        expect(image.naturalWidth, `${image.src} loaded`).toBeGreaterThan(0);
        expect(image.alt.length, `${image.src} has alt text`).toBeGreaterThan(10);
      }
    }
    // Back to the channel, by the thread's pointer to the results.
    for (const page of [ana, rui]) await openMention(page, 'The game is over', 'azul', /^# azul$/);

    // The results, as both players see them.
    for (const page of [ana, rui]) {
      const final = page.locator('article.from-bot', { hasText: /Game over after/ });
      // innerText is laid-out text (one line per line) only once the message is shown: a channel
      // switch renders the list before it is displayed, when innerText falls back to bare textContent.
      await final.last().waitFor({ state: 'visible', timeout: 30_000 });
      const text = (await final.locator('.content').allInnerTexts()).join('\n').replace(/\u00a0/g, ' ');
      expect(text).toMatch(/^Game over after \d+ rounds\./);
      // (Not anchored at line starts: under load innerText has been seen to run the lines together.)
      const standings = [...text.matchAll(/(\d)\. (ana|rui) — (\d+) points?/g)].map(([, rank, name, points]) => ({
        rank: Number(rank),
        name,
        points: Number(points),
      }));
      expect(standings.map((s) => s.name).sort()).toEqual(['ana', 'rui']);
      // Second place, or a shared first when points and complete rows tie (then the points are equal).
      expect(standings[0]!.rank).toBe(1);
      if (standings[1]!.rank === 1) expect(standings[1]!.points).toBe(standings[0]!.points);
      else expect(standings[1]!.rank).toBe(2);
      expect(text).toContain('Thanks for playing, @ana @rui!');
    }
    // The record attached to the results replays to the same scores.
    const final = ana.locator('article.from-bot', { hasText: /Game over after/ });
    const href = (await final.locator('a.file[href$="azul-game.json"]').getAttribute('href'))!;
    expect(href).toMatch(/azul-game\.json$/);
    const record = parseRecords(await (await fetch(new URL(href, play.url))).text());
    expect(record.ok).toBe(true);
    const replayed = replayRecord(record.ok ? record.records[0]! : (undefined as never));
    expect(replayed.ok && replayed.finished).toBe(true);
    const text = (await final.locator('.content').allInnerTexts()).join('\n');
    const names = record.ok ? record.records[0]!.names! : [];
    const scores = replayed.ok ? replayed.state.result!.scores : [];
    for (const [i, name] of names.entries())
      expect(text).toContain(`${name} — ${scores[i]} ${scores[i] === 1 ? 'point' : 'points'}`);

    await final.scrollIntoViewIfNeeded();
    await shoot(ana, 'final');
    // Back to the server's language for the tests below.
    await pickLanguage(ana, 'en-US');
    await pickLanguage(rui, 'en-US');
    expect(pageErrors).toEqual([]);
    expect(await ana.locator('#warnings .warning').count(), 'no Discord rule was broken').toBe(0);
  }, 600_000);

  it('at phone width the sidebar folds behind a menu button, opens over the channel, and closes on a choice', async () => {
    const phone = await openAs('ana', PHONE);
    try {
      const menu = phone.locator('#menu');
      expect(await menu.isVisible()).toBe(true);
      const sidebarRight = async () =>
        (await phone.locator('#sidebar').boundingBox())!.x + (await phone.locator('#sidebar').boundingBox())!.width;
      // Folded: entirely off the left edge; the channel takes the whole width.
      await expect.poll(sidebarRight).toBeLessThanOrEqual(0);
      expect((await phone.locator('#channel').boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      await expectNoSidewaysScroll(phone, 'phone, channel');
      await menu.click();
      await expect.poll(sidebarRight).toBeGreaterThan(200);
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      // Choosing a channel there opens it and folds the sidebar away again.
      await phone.locator('#channels a.channel', { hasText: 'azul' }).first().click();
      await expect.poll(sidebarRight).toBeLessThanOrEqual(0);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      // The backdrop closes it too.
      await menu.click();
      await expect.poll(sidebarRight).toBeGreaterThan(200);
      await phone.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await expect.poll(sidebarRight).toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll(phone, 'phone, after the game');
      await shoot(phone, 'phone');
      // Wide, there is no menu button and the sidebar always shows.
      await phone.setViewportSize({ width: 1000, height: 760 });
      expect(await menu.isVisible()).toBe(false);
      expect((await phone.locator('#sidebar').boundingBox())!.x).toBeGreaterThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });

  it('shows an ephemeral reply only to its user', async () => {
    // In the server's language again (whatever the game above left).
    for (const page of [ana, rui])
      if ((await page.locator('body').getAttribute('data-locale')) !== 'en-US') await pickLanguage(page, 'en-US');
    await ana.fill('#input', '/azul rules');
    await ana.press('#input', 'Enter');
    const reply = ana
      .locator('article.ephemeral', { hasText: 'Only you can see this' })
      .filter({ hasText: 'pattern line' })
      .last();
    await reply.waitFor({ timeout: 30_000 });
    const id = (await reply.getAttribute('data-id'))!;
    expect((await reply.locator('.content').allInnerTexts()).join('\n')).toContain('pattern line');
    // rui's tab is live too: a public message sent after the reply shows there, the reply does not.
    await ana.fill('#input', 'good game!');
    await ana.press('#input', 'Enter');
    await rui.locator('article', { hasText: 'good game!' }).waitFor();
    expect(await rui.locator(`article[data-id="${id}"]`).count()).toBe(0);
  });

  it('shows a late acknowledgement as Discord would: the command failed, and a warning', async () => {
    // A frozen bot process answers only after the 3-second deadline.
    const pid = play.botPid();
    process.kill(pid, 'SIGSTOP');
    try {
      await ana.fill('#input', '/azul rules');
      await ana.press('#input', 'Enter');
      await expect
        .poll(() => ana.locator('#composer-error').textContent(), { timeout: 15_000 })
        .toBe('The application did not respond');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const late = ana.locator('#warnings .warning', { hasText: 'The bot did not acknowledge /azul within 3000 ms' });
    await late.first().waitFor();
    // Once thawed, the bot answers: Discord refuses the late answer, and the page says so.
    const refused = ana.locator('#warnings .warning', {
      hasText: 'Discord would answer 404 Unknown interaction (code 10062)',
    });
    await refused.first().waitFor({ timeout: 30_000 });
    expect(await refused.first().locator('.where').textContent()).toMatch(/^POST \/interactions\/\d+\/.+\/callback$/);
    expect(await rui.locator('#warning-count').textContent()).toMatch(/^⚠ \d+ Discord rule warnings?$/);
  }, 60_000);

  it('lives through a bot restart: offline, back online, the channel as it is, commands work again', async () => {
    const before = await rui.locator('#messages article').count();
    const pid = play.botPid();
    process.kill(pid, 'SIGKILL');
    await rui.waitForSelector('body[data-bot="offline"]', { timeout: 30_000 });
    expect(await rui.locator('#bot-status').textContent()).toContain('bot offline');
    await play.waitForOutput('bot ready', 2);
    await rui.waitForSelector('body[data-bot="online"]', { timeout: 60_000 });
    expect(play.botPid()).not.toBe(pid);
    expect(await rui.locator('#messages article').count()).toBe(before);
    await rui.reload();
    await rui.waitForSelector('body[data-connected="yes"]');
    expect(await rui.locator('#messages article').count()).toBe(before);
    await rui.fill('#input', '/azul new players:2');
    await rui.press('#input', 'Enter');
    await ana.locator('article', { hasText: 'Host: @rui' }).waitFor({ timeout: 30_000 });
  }, 120_000);
});
