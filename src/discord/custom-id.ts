// The custom_id codec: every button and select menu names the game, the state
// version it was drawn for and the partial choice so far. Handlers keep no
// memory between clicks, so any process, after any restart, can serve a click;
// a click drawn for another version is stale and changes nothing.
//
// Wire form: `az1:<kind>:<gameId>:<version>[:<arg>...]`, at most 100 chars (the end vote:
// `az1:v:<gameId>:<version>:<round>:y|n`).
// Sources are a display index (0..8) or `c` for the center; lines 0..4 or `f`
// for the floor. The `az1` prefix lets a later format coexist with old buttons.

import { CENTER, FLOOR, isColor, type Color, type LineIndex, type Source, type Target } from '../engine/types.ts';

export const CUSTOM_ID_PREFIX = 'az1';
export const CUSTOM_ID_MAX = 100;

interface Base {
  gameId: string;
  version: number;
}

/**
 * Lobby buttons (each refused once the lobby changed: its version is checked); `cancel` also
 * serves an active game. `cancelBroken` is the broken-game notice's own cancel (any version).
 * `quit` / `stay` answer the private "leave this game?" question of `/azul leave`.
 */
export type LobbyClick = Base & { kind: 'join' | 'leave' | 'start' | 'cancel' | 'cancelBroken' | 'quit' | 'stay' };
/** Step 1: a source button (`source`), or the older source select menu (the source arrives as the menu's value). */
export type SourceClick = Base & { kind: 'source'; source?: Source };
/** Step 2: a color button, after the source was chosen; shows the destinations. */
export type ColorClick = Base & { kind: 'color'; source: Source; color: Color };
/** Step 3: a destination button; this click drafts. */
export type LineClick = Base & { kind: 'line'; source: Source; color: Color; line: Target };
/** Go back one step: to the sources (no source) or to the colors of `source`. */
export type BackClick = Base & { kind: 'back'; source: Source | null };
/** Gray wall: put the tile of `line` in `column`. */
export type PlaceClick = Base & { kind: 'place'; line: number; column: number };

/** Lobby: the host's "Add a bot" select (the level arrives as the menu's value). */
export type AddBotClick = Base & { kind: 'addBot' };
/** Lobby: the host frees a bot's seat. */
export type RemoveBotClick = Base & { kind: 'removeBot'; seat: number };
/**
 * During the game: "Hint" (the player to act), "Take my seat back" (a
 * seat on autopilot), "My board" (anyone at the table, privately).
 */
export type TurnHelpClick = Base & { kind: 'hint' | 'takeBack' | 'myBoard' };

/** The final results' Rematch: a new lobby with the same players seated. */
export type RematchClick = Base & { kind: 'rematch' };
/** A finished game in /azul history: post its final results and record again, privately. */
export type ResultClick = Base & { kind: 'result' };
/**
 * A finished game's review (the AI's analysis), privately: History's Review and the posted review's
 * Your review (`version` 0: the first page, a new answer), or a page turned (`version` n: page n from 1).
 */
export type ReviewClick = Base & { kind: 'review' };

/**
 * The round summary's end vote of a stalled game: "End the game here" (`agree`) or "Keep playing"
 * (withdraw). `version` is the game's when offered; `round` (0-based) the stalled round it was
 * offered after, which is what is checked: the vote stays open while no tile reached a wall since.
 */
export type VoteClick = Base & { kind: 'vote'; round: number; agree: boolean };

/** "Undo": take back my move number `move` (of the move log) and the bots' replies since. */
export type UndoClick = Base & { kind: 'undo'; move: number };
/** `/azul help`'s pages (`version`: the page; no game: `gameId` is 'help'). */
export type HelpClick = Base & { kind: 'help' };
/** "Open the table": the Activity, launched in the channel the button was pressed in (any version). */
export type TableClick = Base & { kind: 'table' };

/**
 * A tournament's sign-up message: Join, Leave, Check in (`gameId`: the tournament's id; `version`: the
 * tournament's when drawn, for the record: the sign-up accepts them while it is open, whatever changed).
 */
export type TournamentClick = Base & { kind: 'tournamentJoin' | 'tournamentLeave' | 'tournamentCheckIn' };

/**
 * The puzzle of the day (`gameId`: the puzzle's id; `version`: the day it is the puzzle of, in days
 * since 1970, so a button of another day is stale): the post's Solve (`puzzleOpen`), the answer's
 * steps as a turn's (a source, a color, the line that answers, Back), and sharing the result.
 */
export type PuzzleClick = Base & { kind: 'puzzleOpen' | 'puzzleShare' };
export type PuzzleSourceClick = Base & { kind: 'puzzleSource'; source: Source };
export type PuzzleColorClick = Base & { kind: 'puzzleColor'; source: Source; color: Color };
export type PuzzleLineClick = Base & { kind: 'puzzleLine'; source: Source; color: Color; line: Target };
export type PuzzleBackClick = Base & { kind: 'puzzleBack'; source: Source | null };
/** A gray-wall placement puzzle's answer: the pending line's tile to that column. */
export type PuzzlePlaceClick = Base & { kind: 'puzzlePlace'; line: number; column: number };

export type Click =
  | PuzzleClick
  | PuzzleSourceClick
  | PuzzleColorClick
  | PuzzleLineClick
  | PuzzleBackClick
  | PuzzlePlaceClick
  | TableClick
  | UndoClick
  | HelpClick
  | LobbyClick
  | SourceClick
  | ColorClick
  | LineClick
  | BackClick
  | PlaceClick
  | AddBotClick
  | RemoveBotClick
  | TurnHelpClick
  | ResultClick
  | ReviewClick
  | RematchClick
  | VoteClick
  | TournamentClick;

const KIND_CODES = {
  join: 'j',
  leave: 'l',
  start: 's',
  cancel: 'x',
  cancelBroken: 'X',
  quit: 'q',
  stay: 'k',
  source: 'S',
  color: 'C',
  line: 'L',
  back: 'B',
  place: 'P',
  addBot: 'a',
  removeBot: 'r',
  hint: 'h',
  takeBack: 't',
  result: 'R',
  review: 'V',
  rematch: 'm',
  vote: 'v',
  myBoard: 'b',
  undo: 'u',
  help: 'H',
  table: 'T',
  tournamentJoin: 'E',
  tournamentLeave: 'W',
  tournamentCheckIn: 'I',
  puzzleOpen: 'z',
  puzzleShare: 'g',
  puzzleSource: 'Z',
  puzzleColor: 'y',
  puzzleLine: 'w',
  puzzleBack: 'o',
  puzzlePlace: 'p',
} as const satisfies Record<Click['kind'], string>;

const KIND_BY_CODE = new Map<string, Click['kind']>(
  Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as Click['kind']]),
);

const GAME_ID = /^[A-Za-z0-9_-]{1,48}$/;
const MAX_VERSION = 2 ** 31 - 1;
/** Rounds of an endless game keep counting; far more than any game plays. */
const MAX_ROUND = 99_999;

function encodeSource(source: Source): string {
  return source === CENTER ? 'c' : String(source);
}

function encodeLine(line: Target): string {
  return line === FLOOR ? 'f' : String(line);
}

export function encodeCustomId(click: Click): string {
  if (!GAME_ID.test(click.gameId)) throw new Error(`custom_id: game id not encodable: ${click.gameId}`);
  const parts: string[] = [CUSTOM_ID_PREFIX, KIND_CODES[click.kind], click.gameId, String(click.version)];
  switch (click.kind) {
    case 'color':
    case 'puzzleColor':
      parts.push(encodeSource(click.source), String(click.color));
      break;
    case 'line':
    case 'puzzleLine':
      parts.push(encodeSource(click.source), String(click.color), encodeLine(click.line));
      break;
    case 'back':
    case 'puzzleBack':
      if (click.source !== null) parts.push(encodeSource(click.source));
      break;
    case 'puzzleSource':
      parts.push(encodeSource(click.source));
      break;
    case 'place':
    case 'puzzlePlace':
      parts.push(String(click.line), String(click.column));
      break;
    case 'removeBot':
      parts.push(String(click.seat));
      break;
    case 'source':
      if (click.source !== undefined) parts.push(encodeSource(click.source));
      break;
    case 'undo':
      parts.push(String(click.move));
      break;
    case 'vote':
      parts.push(String(click.round), click.agree ? 'y' : 'n');
      break;
    default:
      break;
  }
  const id = parts.join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`custom_id longer than ${CUSTOM_ID_MAX}: ${id}`);
  return id;
}

/** Parses a digit string into an integer within [min, max], else null. */
function parseInt(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A source as written in a custom_id or a select menu value. */
export function parseSource(text: string | undefined): Source | null {
  if (text === 'c') return CENTER;
  return parseInt(text, 0, 8);
}

export function formatSource(source: Source): string {
  return encodeSource(source);
}

function parseColor(text: string | undefined): Color | null {
  const value = parseInt(text, 0, 4);
  return isColor(value) ? value : null;
}

function parseLineIndex(text: string | undefined): LineIndex | null {
  return parseInt(text, 0, 4) as LineIndex | null;
}

function parseLine(text: string | undefined): Target | null {
  if (text === 'f') return FLOOR;
  return parseLineIndex(text);
}

/** Decodes a custom_id; null for anything this bot did not write (forged, foreign, or malformed). */
export function decodeCustomId(id: string): Click | null {
  if (id.length > CUSTOM_ID_MAX) return null;
  const [prefix, code, gameId, versionText, ...args] = id.split(':');
  if (prefix !== CUSTOM_ID_PREFIX || code === undefined || gameId === undefined) return null;
  const kind = KIND_BY_CODE.get(code);
  if (!kind || !GAME_ID.test(gameId)) return null;
  const version = parseInt(versionText, 0, MAX_VERSION);
  if (version === null) return null;
  const base = { gameId, version };
  switch (kind) {
    case 'join':
    case 'leave':
    case 'start':
    case 'cancel':
    case 'cancelBroken':
    case 'quit':
    case 'stay':
    case 'addBot':
    case 'hint':
    case 'takeBack':
    case 'myBoard':
    case 'help':
    case 'result':
    case 'review':
    case 'rematch':
    case 'table':
    case 'tournamentJoin':
    case 'tournamentLeave':
    case 'tournamentCheckIn':
    case 'puzzleOpen':
    case 'puzzleShare':
      return args.length === 0 ? { kind, ...base } : null;
    case 'puzzleSource': {
      const source = parseSource(args[0]);
      return args.length === 1 && source !== null ? { kind, ...base, source } : null;
    }
    case 'source': {
      if (args.length === 0) return { kind, ...base };
      const source = parseSource(args[0]);
      return args.length === 1 && source !== null ? { kind, ...base, source } : null;
    }
    case 'undo': {
      const move = parseInt(args[0], 1, MAX_VERSION);
      return args.length === 1 && move !== null ? { kind, ...base, move } : null;
    }
    case 'color':
    case 'puzzleColor': {
      const source = parseSource(args[0]);
      const color = parseColor(args[1]);
      if (args.length !== 2 || source === null || color === null) return null;
      return { kind, ...base, source, color };
    }
    case 'line':
    case 'puzzleLine': {
      const source = parseSource(args[0]);
      const color = parseColor(args[1]);
      const line = parseLine(args[2]);
      if (args.length !== 3 || source === null || color === null || line === null) return null;
      return { kind, ...base, source, color, line };
    }
    case 'back':
    case 'puzzleBack': {
      if (args.length === 0) return { kind, ...base, source: null };
      const source = parseSource(args[0]);
      return args.length === 1 && source !== null ? { kind, ...base, source } : null;
    }
    case 'removeBot': {
      const seat = parseInt(args[0], 0, 3);
      return args.length === 1 && seat !== null ? { kind, ...base, seat } : null;
    }
    case 'vote': {
      const round = parseInt(args[0], 0, MAX_ROUND);
      const agree = args[1] === 'y' ? true : args[1] === 'n' ? false : null;
      if (args.length !== 2 || round === null || agree === null) return null;
      return { kind, ...base, round, agree };
    }
    case 'place':
    case 'puzzlePlace': {
      const line = parseLineIndex(args[0]);
      const column = parseInt(args[1], 0, 4);
      if (args.length !== 2 || line === null || column === null) return null;
      return { kind, ...base, line, column };
    }
  }
}
