// The live channel's messages, both ways, as JSON over one WebSocket per open table.
//
// The browser says who it is once (`hello`: the access token, the Activity instance, the channel it
// was opened in); the server decides who that is (src/activity/identity.ts) and what they see. After
// that every message is a request in the name of that connection's user only: none carries a user,
// a seat or a game, so none can act for anyone else. Each request is numbered (`n`, rising on its
// connection): a number already seen is a replay and changes nothing; a move names the version of
// the table it was tapped on (`v`), and a move on an older table is refused like a stale click.
//
// The server sends the table as one viewer sees it (`view`), each time it changes, whoever changed
// it (a tap, a chat click, a bot, a clock), with every word already in the viewer's language.
// Types only for the browser: its bundle takes none of the parsing below.
import { z } from 'zod';

const seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const version = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

/** What a browser may send. Strict: a field the protocol does not have makes the message forged. */
export const ClientMessage = z.discriminatedUnion('t', [
  z
    .object({
      t: z.literal('hello'),
      token: z.string().min(1).max(512),
      instance: z.string().min(1).max(200),
      channel: z.string().regex(/^\d{1,22}$/),
      /** The Discord client's language (the SDK's), to word everything in. */
      locale: z.string().max(20).optional(),
      /**
       * The frame Discord opened (its frame_id): the same frame connecting again after a drop takes its
       * seat back at once; another window of the same person is a second window.
       */
      frame: z
        .string()
        .regex(/^[\w-]{1,100}$/)
        .optional(),
    })
    .strict(),
  z
    .object({
      t: z.literal('draft'),
      n: seq,
      v: version,
      source: z.number().int().min(-1).max(8),
      color: z.number().int().min(0).max(4),
      line: z.number().int().min(0).max(5),
    })
    .strict(),
  z
    .object({
      t: z.literal('place'),
      n: seq,
      v: version,
      line: z.number().int().min(0).max(4),
      column: z.number().int().min(0).max(4),
    })
    .strict(),
  z.object({ t: z.literal('undo'), n: seq, move: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ t: z.literal('hint'), n: seq, v: version }).strict(),
  z.object({ t: z.literal('takeBack'), n: seq, v: version }).strict(),
  z.object({ t: z.literal('vote'), n: seq, round: z.number().int().min(0).max(99_999), agree: z.boolean() }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type Request = Exclude<ClientMessage, { t: 'hello' }>;

/** A text, or null when the message is not JSON of the protocol (what it was is for the log). */
export function parseClientMessage(raw: string): { ok: true; message: ClientMessage } | { ok: false; detail: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, detail: 'not JSON' };
  }
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) return { ok: false, detail: parsed.error.issues[0]?.message ?? 'not a message' };
  return { ok: true, message: parsed.data };
}

// ---------------------------------------------------------------- what the server sends

/** One tile-bearing board as the table shows it. */
export interface BoardView {
  score: number;
  /** Pattern line i: its color or -1, and how many tiles it holds. */
  lineColor: number[];
  lineCount: number[];
  /** 25 spaces, row-major: a color or -1. */
  wall: number[];
  /** Left to right: colors, and 5 for the first player marker. */
  floor: number[];
}

export interface SeatView {
  seat: number;
  name: string;
  playedBy: 'person' | 'bot' | 'autopilot' | 'left';
  /** The viewer's own seat. */
  mine: boolean;
}

/** A move in the facts the table's marks and animations need, and in the viewer's words. */
export interface MoveView {
  seat: number;
  /** The game's version once it was saved (the browser animates what it has not shown yet). */
  version: number;
  kind: 'draft' | 'place';
  source: number;
  color: number;
  count: number;
  /** A pattern line 0..4, or 5: the floor. Gray wall: the line placed. */
  line: number;
  toLine: number;
  toFloor: number;
  toLid: number;
  tookMarker: boolean;
  /** Gray wall: the column it went to. */
  column: number;
  /** "Ana: 3 red from display 2 → line 4" */
  text: string;
}

export interface LineOption {
  line: number;
  toLine: number;
  toFloor: number;
  toLid: number;
  fills: boolean;
  /** "Line 4 — fills it, +3 at tiling" */
  text: string;
}

export interface PickOption {
  source: number;
  color: number;
  count: number;
  lines: LineOption[];
  /** "3 red from Display 2 — pick a pattern line or the floor." */
  text: string;
}

export type ControlsView =
  | { kind: 'draft'; picks: PickOption[] }
  | { kind: 'place'; line: number; color: number; places: { column: number; points: number; text: string }[] };

export interface SummaryView {
  /** Counted from 1. */
  round: number;
  title: string;
  rows: {
    seat: number;
    name: string;
    before: number;
    after: number;
    /** "+7" */
    change: string;
    /** One line per placed tile or penalty: "Line 3 → 2 (row 2)" ... */
    lines: string[];
  }[];
}

export interface FinalView {
  headline: string;
  standings: {
    seat: number;
    name: string;
    rank: number;
    score: number;
    /** "Rows +2 · Columns +7 · Colors +10" */
    bonuses: string;
  }[];
  /** The review, once it is ready; the words saying it is being made otherwise. */
  review: { ready: boolean; text: string; players: { seat: number; name: string; text: string }[] };
}

export interface VoteView {
  round: number;
  text: string;
  mayVote: boolean;
  agreed: boolean;
}

export interface TableView {
  /** null: no game nor lobby in this channel (yet). */
  gameId: string | null;
  version: number;
  status: 'none' | 'lobby' | 'active' | 'finished' | 'cancelled' | 'broken';
  variant: 'standard' | 'gray';
  playerCount: number;
  /** Counted from 1. */
  round: number;
  phase: 'draft' | 'wall' | 'over' | null;
  seats: SeatView[];
  /** The viewer's seat, or null: they watch. */
  me: number | null;
  acting: number | null;
  /** Every tile where it lies (null before the game starts). */
  table: {
    factories: number[][];
    center: number[];
    markerInCenter: boolean;
    boards: BoardView[];
    /** Gray wall phase: the line whose tile is placed now (-1 otherwise). */
    pendingLine: number;
  } | null;
  supply: { bag: number[]; lid: number[]; out: number[] } | null;
  /** When the acting person's clock runs out (ms since the epoch, server time); null without one. */
  clockEndsAt: number | null;
  /** The moves since the viewer's last turn (a watcher: since the acting player's), oldest first. */
  since: MoveView[];
  controls: ControlsView | null;
  /** The viewer may take back their move number `move`. */
  undo: { move: number; text: string } | null;
  /** The viewer may ask for a hint (their turn). */
  hint: boolean;
  /** The autopilot plays the viewer's seat for now: they may take it back. */
  takeBack: boolean;
  vote: VoteView | null;
  summary: SummaryView | null;
  final: FinalView | null;
  text: {
    /** "Your turn", "Ana to play", "Ana places line 3", "Game over", "Waiting for players (2 of 4)" */
    headline: string;
    round: string;
    center: string;
    /** What the viewer is: "You play Ana's seat" / "You are watching". */
    role: string;
  };
}

/** Words that never change during a visit (buttons, labels), in the viewer's language. */
export type Labels = Record<
  | 'undo'
  | 'hint'
  | 'playHint'
  | 'takeBack'
  | 'voteEnd'
  | 'voteKeep'
  | 'watching'
  | 'yourTurn'
  | 'floor'
  | 'bag'
  | 'lid'
  | 'onTable'
  | 'close'
  | 'retry'
  | 'connecting'
  | 'reconnecting'
  | 'summaryClose'
  | 'results'
  | 'review'
  | 'clockLeft'
  | 'cancelPick'
  | 'toPlayPill'
  | 'placingPill'
  | 'since'
  | 'latest'
  | 'atTable',
  string
> & { colors: string[] };

export type ServerMessage =
  | { t: 'welcome'; user: { id: string; name: string }; locale: string; labels: Labels; now: number }
  | { t: 'view'; view: TableView; now: number }
  /** Request `n` was carried out (the new table follows as a view). */
  | { t: 'done'; n: number }
  /** Request `n` (null: a message that was not one) changed nothing, and why, in words. */
  | { t: 'refused'; n: number | null; code: string; text: string }
  | {
      t: 'hint';
      n: number;
      version: number;
      move:
        | { kind: 'draft'; source: number; color: number; line: number }
        | { kind: 'place'; line: number; column: number };
      text: string;
    }
  /** The connection is refused or ends (why, in words): nothing was changed. */
  | { t: 'bye'; code: string; text: string };
