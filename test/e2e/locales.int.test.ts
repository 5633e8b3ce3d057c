// A game through the local Discord with players in different languages: ana's Discord speaks German,
// rui's Polish, and the host chose Portuguese (Portugal) for the game at `/azul new`. Every public
// message (lobby, turn messages and their buttons, the table image and its alt text, the final results
// and their image) is in the game's language; every private answer (a refused click, my board and its
// image, /azul rules) in the language of whoever clicked or typed. The expected words come from the
// catalog, so the test holds for whatever the translators wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWordsFor } from '../../src/app/image-words.ts';
import { wordsFor, type Locale } from '../../src/i18n/index.ts';
import { messageText, type FakeMessage, type FakeUser } from '../../src/local-discord/index.ts';
import {
  expectEphemeral,
  finalMessage,
  gameMessages,
  liveTurnMessages,
  mentioned,
  newStats,
  offered,
  playToEnd,
  seededChooser,
  startGame,
  startInProcessWorld,
  type InProcessWorld,
} from './harness.ts';

const GAME: Locale = 'pt-PT';
const LOCALE_OF = { ana: 'de', rui: 'pl' } as const;

let world: InProcessWorld;
let ana: FakeUser;
let rui: FakeUser;
let channelId: string;

beforeAll(async () => {
  world = await startInProcessWorld('e2e_locales');
  ana = world.fake.addUser('ana', { locale: LOCALE_OF.ana });
  rui = world.fake.addUser('rui', { locale: LOCALE_OF.rui });
  channelId = world.fake.createChannel('azul-idiomas');
}, 120_000);

afterAll(async () => {
  await world?.close();
});

/** The longest start two texts share (a message with and without its details). */
function sharedStart(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i).trim();
}

const nameOf = (u: FakeUser) => u.username;
const wordsOfUser = (u: FakeUser) => wordsFor(u === ana ? 'de' : 'pl');
const imagesOfUser = (u: FakeUser) => imageWordsFor(u === ana ? 'de' : 'pl');

describe('two players in two languages, a game in a third', () => {
  let turn: FakeMessage;

  it("the lobby, the turn message, its buttons and the table image speak the game's language", async () => {
    const { lobby } = await startGame(world.fake, channelId, [ana, rui], { players: 2, language: GAME });
    const game = wordsFor(GAME);
    // The lobby (now closed) names the variant in the game's language.
    expect(messageText(lobby)).toContain(game.t('variant-name', { variant: 'standard' }));
    turn = await world.fake.waitFor(() => {
      const live = liveTurnMessages(world.fake, channelId);
      return live.length === 1 ? live[0] : undefined;
    });
    const labels = offered(turn).map((o) => o.label);
    expect(labels, "the public buttons are in the game's language").toContain(game.t('button-my-board'));
    // The turn picture, made for a phone: the acting player's board up close, in the game's language.
    const image = turn.attachments[0]!;
    expect(image.filename).toMatch(/^azul-round-1-turn\./);
    expect(image.description).toBeDefined();
    const acting = mentioned(turn) === ana.id ? ana : rui;
    expect(image.description!.startsWith(imageWordsFor(GAME).myBoard.alt.intro(1, 2, 'standard', nameOf(acting)))).toBe(
      true,
    );
  });

  it("a click out of turn is refused in the clicker's language", async () => {
    const acting = mentioned(turn) === ana.id ? ana : rui;
    const other = acting === ana ? rui : ana;
    const source = offered(turn).find((o) => o.click.kind !== 'myBoard' && o.click.kind !== 'hint')!;
    const answer = expectEphemeral(await world.fake.click(other, turn.id, source.customId));
    const w = wordsOfUser(other);
    expect(answer).toContain(
      sharedStart(w.t('refusal-not-your-turn'), w.t('refusal-not-your-turn-waiting', { who: nameOf(acting) })),
    );
    expect(answer).toBe(w.t('refusal-not-your-turn-waiting', { who: nameOf(acting) }));
  });

  it("my board comes privately in each player's language, its image too", async () => {
    for (const user of [ana, rui]) {
      const myBoard = offered(turn).find((o) => o.click.kind === 'myBoard')!;
      expect(myBoard, 'the turn message offers My board').toBeDefined();
      const out = await world.fake.click(user, turn.id, myBoard.customId);
      const reply = await world.fake.waitFor(
        () => out.followups()[0] ?? (out.response?.attachments.length ? out.response : undefined),
      );
      expect(reply.ephemeralTo).toBe(user.id);
      const image = reply.attachments.find((a) => a.filename.includes('my-board'))!;
      expect(image, 'a my-board image').toBeDefined();
      const seat = user === ana ? 'ana' : 'rui';
      expect(image.description!.startsWith(imagesOfUser(user).myBoard.alt.intro(1, 2, 'standard', seat))).toBe(true);
    }
  });

  it('/azul rules answers each in their own language', async () => {
    for (const user of [ana, rui]) {
      const out = await world.fake.slash(user, channelId, 'azul', { subcommand: 'rules' });
      const reply = await world.fake.waitFor(() => out.response ?? out.followups()[0]);
      expect(reply.ephemeralTo).toBe(user.id);
      const first = wordsOfUser(user).t('rules', { row: 2, column: 7, color: 10 }).split('\n')[0]!;
      expect(messageText(reply)).toContain(first);
    }
  });

  it("the game plays to its end; the final results and their image are in the game's language", async () => {
    const final = await playToEnd(world.fake, channelId, [ana, rui], seededChooser(24), newStats(), {
      imageEvery: 50,
      backChance: 0,
    });
    expect(final, 'the game ends').toBeTruthy();
    const text = messageText(finalMessage(world.fake, channelId)!);
    const image = final!.attachments.find((a) => a.filename.startsWith('azul-final'))!;
    expect(image, 'the final results carry their image').toBeDefined();
    // "Azul final results after N rounds." in the game's language: the sentence up to the number.
    const intro = imageWordsFor(GAME).final.alt.intro(5);
    expect(image.description!.startsWith(intro.slice(0, intro.search(/\d/)))).toBe(true);
    const over = wordsFor(GAME).t('final-over', { rounds: 5 });
    expect(text.startsWith(over.slice(0, over.search(/\d/)))).toBe(true);
  }, 600_000);
});

describe('bots in a game in Portuguese', () => {
  // Seen in a Brazilian Portuguese game: "Bot · hard" and "Bot · hard 2" in the lobby, the thread's
  // name, the turn texts, the pictures, the results and the leaderboard, while the lobby's menu said
  // "Bot · difícil". A bot is named from the catalog, in the language of the message that shows it.
  it('are named in the game’s language everywhere, and the level is rated as one player', async () => {
    const eva = world.fake.addUser('eva-pt', { locale: 'pt-BR' });
    const channel = world.fake.createChannel('azul-bots-pt');
    const pt = wordsFor('pt-BR');
    const first = pt.t('bot-name', { level: 'hard', nth: 1 });
    const second = pt.t('bot-name', { level: 'hard', nth: 2 });
    expect([first, second]).toEqual(['Bot · difícil', 'Bot · difícil 2']);
    const { lobby } = await startGame(world.fake, channel, [eva], {
      players: 3,
      bots: 2,
      level: 'hard',
      language: 'pt-BR',
    });
    expect(messageText(lobby)).toContain(second);
    const thread = await world.fake.waitFor(() => world.fake.threads(channel)[0]);
    expect(thread.name).toBe(pt.t('thread-name', { players: `eva-pt, ${first}, ${second}` }));
    const final = await playToEnd(world.fake, channel, [eva], seededChooser(7), newStats(), {
      imageEvery: 1000,
      backChance: 0,
    });
    expect(final, 'the game ends').toBeTruthy();
    const shown = gameMessages(world.fake, channel).map(messageText).join('\n');
    // The start notice and the round summaries name the bots; the results rank them.
    expect(shown).toContain(`**${first}**, **${second}**`);
    expect(shown).toContain(`**${second}**: `);
    expect(messageText(finalMessage(world.fake, channel)!)).toContain(second);
    const alts = gameMessages(world.fake, channel)
      .flatMap((m) => m.attachments.map((a) => a.description ?? ''))
      .join('\n');
    expect(alts).toContain(second);
    expect(`${shown}\n${alts}`).not.toMatch(/Bot · hard/);
    // The level is one rated player, listed once, named in the reader's language.
    const board = expectEphemeral(await world.fake.slash(eva, channel, 'azul', { subcommand: 'leaderboard' }));
    expect(board.match(/Bot · difícil/g)).toHaveLength(1);
    expect(board).not.toMatch(/Bot · hard/);
  }, 600_000);
});
