// The turn message (the only live controls: one step of the turn at a time), what happened
// since the player's last turn, the half-time reminder, and `/azul board`'s private answer.
import { ButtonStyle, ComponentType, type APIButtonComponent, type APISelectMenuOption } from 'discord.js';
import {
  nameOf,
  type BoardModel,
  type GameRef,
  type Named,
  type Outcome,
  type PlaceStep,
  type ReminderModel,
  type SupplyCounts,
  type TurnModel,
  type TurnOutcome,
  type TurnStep,
  type TurnTapStep,
  type UndoOffer,
  type Words,
} from '../../app/index.ts';
import { FLOOR, isCenter, type Color, type Target } from '../../engine/types.ts';
import { encodeCustomId, formatSource } from '../custom-id.ts';
import {
  COLOR_EMOJI,
  colorKey,
  colorLabel,
  columnLabel,
  lineLabel,
  lineName,
  sourceLabel,
  sourceName,
} from '../labels.ts';
import { seatName, startSentence, turnSentence } from '../outcome-text.ts';
import { button, clip, mention, relativeTime, row, view, type Row, type View } from './common.ts';
import { finalText } from './final.ts';
import type { ShownImage } from './types.ts';
import { container, gallery, text, textOf, v2, type V2View } from './v2.ts';
import { tableButton } from './table.ts';

/** What to pick at a few-taps step. */
export function tapInstruction(w: Words, tap: TurnTapStep): string {
  if (tap.kind === 'place') return w.t('step-place', { line: lineName(w, tap.line), color: colorKey(tap.color) });
  const s = tap.step;
  if (s.step === 'pick') return w.t('step-pick');
  if (s.step === 'source') return w.t('step-source');
  if (s.step === 'color') return w.t('step-color', { source: sourceLabel(w, s.source) });
  return w.t('step-line', {
    count: s.color.count,
    color: colorKey(s.color.color),
    source: sourceName(w, s.source.source),
  });
}

/** Buttons, five to a row (Discord's most). */
function rowsOf(buttons: APIButtonComponent[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push(row(...buttons.slice(i, i + 5)));
  return rows;
}

/** The custom ids a few-taps step's buttons carry: a game's turn, or a puzzle's answer (views/puzzle.ts). */
export interface StepIds {
  source(source: number): string;
  color(source: number, color: number): string;
  line(source: number, color: number, line: number): string;
  back(source: number | null): string;
  /** A gray-wall column for the pending line's tile (a puzzle's; a game's turn uses its own `place` ids). */
  place?(line: number, column: number): string;
}

/** A game's turn: the ids name the game and its version. */
export function gameStepIds(ref: { gameId: string; version: number }): StepIds {
  const ids = { gameId: ref.gameId, version: ref.version };
  return {
    source: (source) => encodeCustomId({ kind: 'source', ...ids, source }),
    color: (source, color) => encodeCustomId({ kind: 'color', ...ids, source, color: color as Color }),
    line: (source, color, line) =>
      encodeCustomId({ kind: 'line', ...ids, source, color: color as Color, line: line as Target }),
    back: (source) => encodeCustomId({ kind: 'back', ...ids, source }),
  };
}

/** A Back button to the picks `back` names. */
function backButton(w: Words, ids: StepIds, back: { source?: number }): APIButtonComponent {
  return button(ids.back(back.source ?? null), w.t('button-back'), ButtonStyle.Secondary);
}

/**
 * The controls of one few-taps step, every choice a button (a select menu costs two taps): a
 * (source, color) pair when they all fit, else a source, then a color; then the pattern line or
 * the floor, which plays the move; or a gray-wall column. `ids`: what the buttons carry (a game's
 * turn by default).
 */
export function tapComponents(
  w: Words,
  ref: GameRef | null,
  tap: TurnTapStep,
  ids: StepIds = gameStepIds(ref ?? { gameId: '', version: 0 }),
): Row[] {
  if (tap.kind === 'place') return ids.place ? [placeRow(w, tap, ids.place)] : ref ? stepComponents(w, ref, tap) : [];
  const s = tap.step;
  if (s.step === 'pick') {
    return rowsOf(
      s.picks.map((p) =>
        button(
          ids.color(p.source.source, p.color.color),
          w.t('pick-label', { source: sourceShort(w, p.source.source), count: p.color.count }),
          ButtonStyle.Secondary,
          {
            emoji: { name: COLOR_EMOJI[p.color.color] },
          },
        ),
      ),
    );
  }
  if (s.step === 'source') {
    return rowsOf(
      s.sources.map((choice) =>
        button(ids.source(choice.source), clip(sourceLabel(w, choice), 80), ButtonStyle.Secondary),
      ),
    );
  }
  if (s.step === 'color') {
    const colors = s.colors.map((c) =>
      button(ids.color(s.source.source, c.color), colorLabel(w, c), ButtonStyle.Primary, {
        emoji: { name: COLOR_EMOJI[c.color] },
      }),
    );
    return [row(...colors), ...(s.back ? [row(backButton(w, ids, s.back))] : [])];
  }
  const lines = s.lines.map((l) =>
    button(
      ids.line(s.source.source, s.color.color, l.line),
      lineLabel(w, l),
      l.line === FLOOR ? ButtonStyle.Danger : l.fills && l.toFloor === 0 ? ButtonStyle.Success : ButtonStyle.Primary,
    ),
  );
  const patternLines = lines.filter((_, i) => s.lines[i]!.line !== FLOOR);
  const last = [...lines.filter((_, i) => s.lines[i]!.line === FLOOR), ...(s.back ? [backButton(w, ids, s.back)] : [])];
  return [...rowsOf(patternLines), ...(last.length ? [row(...last)] : [])];
}

function stepInstruction(w: Words, step: TurnStep): string {
  if (step.kind === 'place') return w.t('step-place', { line: lineName(w, step.line), color: colorKey(step.color) });
  const s = step.step;
  if (s.step === 'source') return w.t('step-source');
  if (s.step === 'color') return w.t('step-color', { source: sourceLabel(w, s.source) });
  return w.t('step-line', {
    count: s.color.count,
    color: colorKey(s.color.color),
    source: sourceName(w, s.source.source),
  });
}

/** A gray-wall placement's columns, one button each with what the tile scores there. */
function placeRow(w: Words, step: PlaceStep, id: (line: number, column: number) => string): Row {
  return row(
    ...step.places.map((p) =>
      button(id(p.place.line, p.place.column), columnLabel(w, p.place.column, p.points), ButtonStyle.Primary, {
        emoji: { name: COLOR_EMOJI[step.color] },
      }),
    ),
  );
}

/** Components for one step of the acting player's turn. */
export function stepComponents(w: Words, ref: GameRef, step: TurnStep): Row[] {
  const ids = { gameId: ref.gameId, version: ref.version };
  if (step.kind === 'place')
    return [placeRow(w, step, (line, column) => encodeCustomId({ kind: 'place', ...ids, line, column }))];
  const s = step.step;
  if (s.step === 'source') {
    const options: APISelectMenuOption[] = s.sources
      .slice(0, 25)
      .map((choice) => ({ label: clip(sourceLabel(w, choice), 100), value: formatSource(choice.source) }));
    return [
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'source', ...ids }),
        placeholder: w.t('source-placeholder'),
        min_values: 1,
        max_values: 1,
        options,
      }),
    ];
  }
  if (s.step === 'color') {
    const colors = s.colors.map((c) =>
      button(
        encodeCustomId({ kind: 'color', ...ids, source: s.source.source, color: c.color }),
        colorLabel(w, c),
        ButtonStyle.Primary,
        { emoji: { name: COLOR_EMOJI[c.color] } },
      ),
    );
    const rows = [row(...colors)];
    if (s.canGoBack)
      rows.push(
        row(button(encodeCustomId({ kind: 'back', ...ids, source: null }), w.t('button-back'), ButtonStyle.Secondary)),
      );
    return rows;
  }
  const lineButtons = s.lines.map((l) =>
    button(
      encodeCustomId({ kind: 'line', ...ids, source: s.source.source, color: s.color.color, line: l.line }),
      lineLabel(w, l),
      l.line === FLOOR ? ButtonStyle.Danger : l.fills && l.toFloor === 0 ? ButtonStyle.Success : ButtonStyle.Primary,
    ),
  );
  const patternLines = lineButtons.filter((_, i) => s.lines[i]!.line !== FLOOR);
  const floor = lineButtons.filter((_, i) => s.lines[i]!.line === FLOOR);
  const rows: Row[] = [];
  if (patternLines.length > 0) rows.push(row(...patternLines));
  const last: APIButtonComponent[] = [...floor];
  if (s.back !== null) {
    const backTo = s.back === 'color' ? s.source.source : null;
    last.push(
      button(encodeCustomId({ kind: 'back', ...ids, source: backTo }), w.t('button-back'), ButtonStyle.Secondary),
    );
  }
  if (last.length > 0) rows.push(row(...last));
  return rows;
}

/** The tiles in the bag, in the lid and still out on the table, by color: "Bag 🟦8 🟨6 … · lid … · table …". */
export function supplyLine(w: Words, supply: SupplyCounts): string {
  const byColor = (counts: readonly number[]) => counts.map((n, c) => `${COLOR_EMOJI[c]}${n}`).join(' ');
  return w.t('supply-line', { bag: byColor(supply.bag), lid: byColor(supply.lid), out: byColor(supply.out) });
}

/** A source in a few characters, for a pair button: "D3", "Center". */
function sourceShort(w: Words, source: number): string {
  return isCenter(source)
    ? w.t('source-short', { source: 'center', number: 0 })
    : w.t('source-short', { source: 'display', number: source + 1 });
}

/** At most this many of the moves since a player's last turn are listed, newest last. */
export const SINCE_MAX = 8;

/** What happened since the player to act last played: the start, then the moves (up to 8). */
export function sinceLines(w: Words, names: readonly Named[], since: TurnOutcome[], outcome?: Outcome): string[] {
  const lines: string[] = [];
  if (outcome?.kind === 'started') lines.push(startSentence(w, names, outcome));
  if (outcome?.kind === 'undone')
    lines.push(w.t('undone', { who: seatName(w, names, outcome.seat), replies: outcome.moves.length - 1 }));
  const shown = since.slice(-SINCE_MAX);
  if (since.length > shown.length) lines.push(w.t('since-more', { count: since.length - shown.length }));
  for (const turn of shown) lines.push(`• ${turnSentence(w, names, turn)}`);
  return lines;
}

/** Hint, My board, (when the player may take their last move back) Undo, and Open the table, under the controls. */
function helpRow(w: Words, ref: GameRef, undo: UndoOffer | null, table: boolean): Row {
  const ids = { gameId: ref.gameId, version: ref.version };
  return row(
    button(encodeCustomId({ kind: 'hint', ...ids }), w.t('button-hint'), ButtonStyle.Secondary, {
      emoji: { name: '💡' },
    }),
    button(encodeCustomId({ kind: 'myBoard', ...ids }), w.t('button-my-board'), ButtonStyle.Secondary, {
      emoji: { name: '🔍' },
    }),
    ...(undo ? [undoButton(w, ref, undo)] : []),
    ...(table ? [tableButton(w, ids)] : []),
  );
}

/** "Undo": takes back the move the offer names (and the bots' replies since). */
export function undoButton(w: Words, ref: GameRef, undo: UndoOffer): APIButtonComponent {
  return button(
    encodeCustomId({ kind: 'undo', gameId: ref.gameId, version: ref.version, move: undo.moveCount }),
    w.t('button-undo'),
    ButtonStyle.Secondary,
    { emoji: { name: '↩️' } },
  );
}

/** Whose turn and until when: the first lines of a turn message. */
function turnHeader(w: Words, turn: TurnModel): string[] {
  const acting = turn.acting;
  const who = acting.userId ? mention(acting.userId) : nameOf(w, acting.named);
  const header = w.t(turn.ref.variant === 'gray' ? 'turn-header-gray' : 'turn-header', { who, round: turn.round });
  return [header, ...(turn.clockEndsAt ? [w.t('turn-clock', { when: relativeTime(turn.clockEndsAt) })] : [])];
}

/**
 * The turn message (Components V2): one container in the acting player's color with whose turn it
 * is and the clock, what happened since their last turn, the table, what to pick, and the controls.
 * It pings the player to act and carries the only live controls. `lead`: what happened since their
 * last turn; `image`: the table it shows (none when drawing failed).
 */
export function turnView(
  w: Words,
  turn: TurnModel,
  lead: string[] = [],
  image: ShownImage | null = null,
  /** The bot serves the Activity: "Open the table" beside Hint. */
  table = false,
): V2View {
  const rows = turn.tap ? tapComponents(w, turn.ref, turn.tap) : stepComponents(w, turn.ref, turn.step);
  if (rows.length < 5) rows.push(helpRow(w, turn.ref, turn.undoable, table));
  const instruction = turn.tap ? tapInstruction(w, turn.tap) : stepInstruction(w, turn.step);
  return v2(
    [
      container(turn.acting.accent, [
        textOf(turnHeader(w, turn)),
        textOf(lead),
        image && gallery(image),
        text(instruction),
        ...rows,
      ]),
    ],
    turn.acting.userId ? [turn.acting.userId] : [],
  );
}

/**
 * The turn message once its move is made: what was played, and Undo while the player may take it
 * back (the next turn follows as a new message).
 */
export function turnDoneView(
  said: string,
  accent: number | null,
  undo: { w: Words; ref: GameRef; undo: UndoOffer } | null = null,
): V2View {
  return v2([container(accent, [text(said), undo && row(undoButton(undo.w, undo.ref, undo.undo))])]);
}

/** A half-time reminder: a new message, since only new messages ping. */
export function reminderView(w: Words, reminder: ReminderModel, link: string | null): View {
  const args = { who: mention(reminder.userId), round: reminder.round };
  const text = reminder.clockEndsAt
    ? w.t('reminder-clock', { ...args, when: relativeTime(reminder.clockEndsAt) })
    : w.t('reminder', args);
  return view(`${text}${link ? ` ${link}` : ''}`, [], [reminder.userId]);
}

/** The "Take my seat back" button for a person whose seat is on autopilot (on `/azul board`). */
export function takeBackRow(w: Words, ref: GameRef): Row {
  return row(
    button(
      encodeCustomId({ kind: 'takeBack', gameId: ref.gameId, version: ref.version }),
      w.t('button-take-back'),
      ButtonStyle.Success,
    ),
  );
}

/**
 * `/azul board` and My board: the table (or the viewer's own board) for one viewer, privately, with
 * their controls on their turn, or the way back from the autopilot; a spectator sees it without
 * controls. `image`: the picture it shows.
 */
export function boardView(w: Words, board: BoardModel, image: ShownImage | null = null, table = false): V2View {
  const status = board.viewer.mayAct
    ? w.t('board-turn-yours', { round: board.round })
    : w.t('board-turn-other', { round: board.round, who: board.acting ? nameOf(w, board.acting.named) : '?' });
  const rows = board.viewer.onAutopilot
    ? [takeBackRow(w, board.ref)]
    : board.tap
      ? tapComponents(w, board.ref, board.tap)
      : board.step
        ? stepComponents(w, board.ref, board.step)
        : [];
  if (board.undoable && rows.length < 5) rows.push(row(undoButton(w, board.ref, board.undoable)));
  if (table && rows.length < 5) rows.push(row(tableButton(w, board.ref)));
  // A finished game: its final standings, as its results said them.
  const words = board.final
    ? [finalText(w, board.final)]
    : [
        ...sinceLines(w, board.names, board.since),
        board.status === 'active' ? status : '',
        ...(board.viewer.onAutopilot ? [w.t('board-on-autopilot')] : []),
        ...(board.supply ? [supplyLine(w, board.supply)] : []),
      ];
  return v2([
    container(board.acting?.accent ?? board.final?.winners[0]?.accent ?? null, [
      textOf(words),
      image && gallery(image),
      ...rows,
    ]),
  ]);
}
