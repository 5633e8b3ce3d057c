// Who acts at a table, as one named type with one make/parse pair. The string form is what the
// database stores (seats' user ids, the move log's actor, ratings): a person is their Discord
// user id; an AI opponent is `bot:<level>` (`bot:<level>#<n>` for the n-th bot of that level in
// one game); the autopilot playing for a person is `autopilot:<user id>`. Nothing else builds or
// takes these strings apart.

export type ActorId =
  | { kind: 'person'; userId: string }
  /** `nth`: 1 for the first bot of this level in the game, 2 for the second... */
  | { kind: 'bot'; level: string; nth: number }
  | { kind: 'autopilot'; userId: string };

const BOT_PREFIX = 'bot:';
const AUTOPILOT_PREFIX = 'autopilot:';
const NTH = /#(\d+)$/;

export function makeActorId(actor: ActorId): string {
  switch (actor.kind) {
    case 'person':
      return actor.userId;
    case 'bot':
      return `${BOT_PREFIX}${actor.level}${actor.nth > 1 ? `#${actor.nth}` : ''}`;
    case 'autopilot':
      return `${AUTOPILOT_PREFIX}${actor.userId}`;
  }
}

export function parseActorId(id: string): ActorId {
  if (id.startsWith(BOT_PREFIX)) {
    const rest = id.slice(BOT_PREFIX.length);
    const nth = NTH.exec(rest);
    return { kind: 'bot', level: nth ? rest.slice(0, nth.index) : rest, nth: nth ? Number(nth[1]) : 1 };
  }
  if (id.startsWith(AUTOPILOT_PREFIX)) return { kind: 'autopilot', userId: id.slice(AUTOPILOT_PREFIX.length) };
  return { kind: 'person', userId: id };
}

export function isBotId(id: string): boolean {
  return id.startsWith(BOT_PREFIX);
}

/** A person's Discord user id (pinged, mentioned), or null for bots and the autopilot. */
export function personOf(id: string): string | null {
  const actor = parseActorId(id);
  return actor.kind === 'person' ? actor.userId : null;
}

/** The id a player is rated under: every bot of one level is one rated player, the level. */
export function ratedIdOf(id: string): string {
  const actor = parseActorId(id);
  return actor.kind === 'bot' ? makeActorId({ ...actor, nth: 1 }) : id;
}

/**
 * The words a name is made with: a language's catalog (src/i18n: `Words`), so a bot is named in the
 * reader's language.
 */
export interface NameWords {
  t(id: string, args?: Record<string, string | number>): string;
}

/**
 * Whom a name is for: a person by the name they play under, or a bot by its level and which bot
 * of that level at its table it is (1 for the first). Views hold this, not the name: a bot's name
 * is made in the language of the message that shows it.
 */
export type Named = { kind: 'person'; name: string } | { kind: 'bot'; level: string; nth: number };

/** Who a seat, a result or a rated player is, from its stored id and the name stored with it. */
export function namedActor(id: string, displayName: string): Named {
  const actor = parseActorId(id);
  return actor.kind === 'bot'
    ? { kind: 'bot', level: actor.level, nth: actor.nth }
    : { kind: 'person', name: displayName };
}

/**
 * The one function that names a player: a person by their name, a bot from the catalog's
 * `bot-name` ("Bot · hard", "Bot · difícil 2" for the second hard bot at a table, in Portuguese).
 * Where bots of a level are one player (ratings, head-to-head), `nth` is 1.
 */
export function nameOf(words: NameWords, who: Named): string {
  return who.kind === 'bot' ? words.t('bot-name', { level: who.level, nth: who.nth }) : who.name;
}

/** A bot's name: `nameOf` for a bot of `level`. */
export function botName(words: NameWords, level: string, nth = 1): string {
  return nameOf(words, { kind: 'bot', level, nth });
}
