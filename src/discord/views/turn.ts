// The turn message (the only live controls: one step of the turn at a time), what happened
// since the player's last turn, the half-time reminder, and `/azul board`'s private answer.
import { ButtonStyle, ComponentType, type APIButtonComponent, type APISelectMenuOption } from 'discord.js';
import type { BoardModel, GameRef, Outcome, ReminderModel, TurnModel, TurnOutcome, TurnStep } from '../../app/index.ts';
import { FLOOR } from '../../engine/types.ts';
import { encodeCustomId, formatSource } from '../custom-id.ts';
import { COLOR_EMOJI, colorLabel, colorWord, columnLabel, lineLabel, lineName, sourceLabel, sourceName } from '../labels.ts';
import { startSentence, turnSentence } from '../outcome-text.ts';
import { button, clip, mention, relativeTime, row, view, type Row, type View } from './common.ts';

function stepInstruction(step: TurnStep): string {
  if (step.kind === 'place') {
    return `Wall-tiling: put your ${lineName(step.line)} tile (${colorWord(step.color)}) on the wall — pick a column.`;
  }
  const s = step.step;
  if (s.step === 'source') return 'Take tiles: pick a display or the center.';
  if (s.step === 'color') return `${sourceLabel(s.source)} — pick a color.`;
  return `${s.color.count} ${colorWord(s.color.color)} from ${sourceName(s.source.source)} — pick a pattern line or the floor.`;
}

/** Components for one step of the acting player's turn. */
export function stepComponents(ref: GameRef, step: TurnStep): Row[] {
  const ids = { gameId: ref.gameId, version: ref.version };
  if (step.kind === 'place') {
    return [
      row(
        ...step.places.map((p) =>
          button(encodeCustomId({ kind: 'place', ...ids, line: p.place.line, column: p.place.column }), columnLabel(p.place.column, p.points), ButtonStyle.Primary, {
            emoji: { name: COLOR_EMOJI[step.color] },
          }),
        ),
      ),
    ];
  }
  const s = step.step;
  if (s.step === 'source') {
    const options: APISelectMenuOption[] = s.sources.slice(0, 25).map((choice) => ({
      label: clip(sourceLabel(choice), 100),
      value: formatSource(choice.source),
    }));
    return [
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'source', ...ids }),
        placeholder: 'Take tiles from…',
        min_values: 1,
        max_values: 1,
        options,
      }),
    ];
  }
  if (s.step === 'color') {
    const colors = s.colors.map((c) =>
      button(encodeCustomId({ kind: 'color', ...ids, source: s.source.source, color: c.color }), colorLabel(c), ButtonStyle.Primary, { emoji: { name: COLOR_EMOJI[c.color] } }),
    );
    const rows = [row(...colors)];
    if (s.canGoBack) rows.push(row(button(encodeCustomId({ kind: 'back', ...ids, source: null }), 'Back', ButtonStyle.Secondary)));
    return rows;
  }
  const lineButtons = s.lines.map((l) =>
    button(
      encodeCustomId({ kind: 'line', ...ids, source: s.source.source, color: s.color.color, line: l.line }),
      lineLabel(l),
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
    last.push(button(encodeCustomId({ kind: 'back', ...ids, source: backTo }), 'Back', ButtonStyle.Secondary));
  }
  if (last.length > 0) rows.push(row(...last));
  return rows;
}

/** At most this many of the moves since a player's last turn are listed, newest last. */
export const SINCE_MAX = 8;

/** What happened since the player to act last played: the start, then the moves (up to 8). */
export function sinceLines(names: string[], since: TurnOutcome[], outcome?: Outcome): string[] {
  const lines: string[] = [];
  if (outcome?.kind === 'started') lines.push(startSentence(names, outcome));
  const shown = since.slice(-SINCE_MAX);
  if (since.length > shown.length) lines.push(`…and ${since.length - shown.length} more moves before these:`);
  for (const turn of shown) lines.push(`• ${turnSentence(names, turn)}`);
  return lines;
}

/** The turn message: pings the player to act and carries the only live controls. `lead`: what happened since their last turn. */
export function turnView(turn: TurnModel, lead: string[] = []): View {
  const acting = turn.acting;
  const who = acting.userId ? `${mention(acting.userId)}, your turn` : 'Your turn';
  const header = `${who} — round ${turn.round}${turn.ref.variant === 'gray' ? ', gray wall' : ''}.`;
  const clock = turn.clockEndsAt ? `⏳ The clock runs out ${relativeTime(turn.clockEndsAt)}; then the autopilot plays this turn.` : null;
  const content = [...lead, header, ...(clock ? [clock] : []), stepInstruction(turn.step)].join('\n');
  const rows = stepComponents(turn.ref, turn.step);
  if (rows.length < 5) rows.push(row(button(encodeCustomId({ kind: 'hint', gameId: turn.ref.gameId, version: turn.ref.version }), 'Hint', ButtonStyle.Secondary, { emoji: { name: '💡' } })));
  return view(content, rows, acting.userId ? [acting.userId] : []);
}

/** A half-time reminder: a new message, since only new messages ping. */
export function reminderView(reminder: ReminderModel, link: string | null): View {
  const when = reminder.clockEndsAt ? ` The clock runs out ${relativeTime(reminder.clockEndsAt)}; then the autopilot plays for you.` : '';
  return view(`⏰ ${mention(reminder.userId)}, your Azul turn is waiting (round ${reminder.round}).${when}${link ? ` ${link}` : ''}`, [], [reminder.userId]);
}

/** The turn message after its move was made: the controls are gone. */
export function turnDoneView(text: string): View {
  return view(text);
}

/** The "Take my seat back" button for a person whose seat is on autopilot (on `/azul board`). */
export function takeBackRow(ref: GameRef): Row {
  return row(button(encodeCustomId({ kind: 'takeBack', gameId: ref.gameId, version: ref.version }), 'Take my seat back', ButtonStyle.Success));
}

/** `/azul board`: the table for one viewer, with their controls on their turn (or the way back from the autopilot). */
export function boardView(board: BoardModel): View {
  const who = board.acting?.name ?? '?';
  const lines = [
    ...sinceLines(board.names, board.since),
    `Round ${board.round} — ${board.viewer.mayAct ? 'your turn' : `${who} to play`}.`,
    ...(board.viewer.onAutopilot ? ['The autopilot is playing your seat. Take it back to play your turns yourself.'] : []),
  ];
  const components = board.viewer.onAutopilot ? [takeBackRow(board.ref)] : board.step ? stepComponents(board.ref, board.step) : [];
  return view(lines.join('\n'), components);
}
