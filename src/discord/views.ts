// Message views: pure functions from a stored game (and the step to show) to the
// content and components of a Discord message. No I/O here, so every view can be
// tested without Discord; images are attached by the router.
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
} from 'discord.js';
import type { CancelOutcome, Outcome } from '../app/outcome.ts';
import type { DraftStep } from '../app/turn-options.ts';
import { FLOOR, type Place, type RoundReport } from '../engine/types.ts';
import { cancelSentence, moveSentence, startSentence } from './outcome-text.ts';
import type { Game } from '../store/types.ts';
import { encodeCustomId, formatSource } from './custom-id.ts';
import {
  COLOR_EMOJI,
  colorLabel,
  colorWord,
  columnLabel,
  lineLabel,
  lineName,
  sourceLabel,
  sourceName,
} from './labels.ts';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface View {
  content: string;
  components: Row[];
  /** Only these users are pinged; everybody else mentioned is just named. */
  allowedMentions: { users: string[]; parse: [] };
}

export const CONTENT_MAX = 2000;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function view(content: string, components: Row[] = [], ping: string[] = []): View {
  return { content: clip(content, CONTENT_MAX), components, allowedMentions: { users: ping, parse: [] } };
}

function row(...components: APIComponentInMessageActionRow[]): Row {
  return { type: ComponentType.ActionRow, components };
}

function button(customId: string, label: string, style: ButtonStyle, extra: Partial<APIButtonComponent> = {}): APIButtonComponent {
  return { type: ComponentType.Button, custom_id: customId, label: clip(label, 80), style, ...extra } as APIButtonComponent;
}

export function mention(userId: string): string {
  return `<@${userId}>`;
}

export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}`;
}

function variantName(game: Game): string {
  return game.variant === 'gray' ? 'gray wall (free placement)' : 'colored wall';
}

// ---------------------------------------------------------------- lobby

export function lobbyView(game: Game): View {
  const seats = game.seats.map((s) => mention(s.userId)).join(', ') || 'nobody';
  const canStart = game.seats.length >= 2;
  const ids = { gameId: game.id, version: game.version };
  const content = [
    `**Azul** — new game, ${variantName(game)}, up to ${game.playerCount} players`,
    `Host: ${mention(game.hostId)}`,
    `Seated (${game.seats.length}/${game.playerCount}): ${seats}`,
    canStart ? 'The host can start now.' : 'Waiting for at least one more player to join.',
  ].join('\n');
  return view(content, [
    row(
      button(encodeCustomId({ kind: 'join', ...ids }), 'Join', ButtonStyle.Primary, {
        disabled: game.seats.length >= game.playerCount,
      }),
      button(encodeCustomId({ kind: 'leave', ...ids }), 'Leave', ButtonStyle.Secondary),
      button(encodeCustomId({ kind: 'start', ...ids }), 'Start', ButtonStyle.Success, { disabled: !canStart }),
      button(encodeCustomId({ kind: 'cancel', ...ids }), 'Cancel', ButtonStyle.Danger),
    ),
  ]);
}

/** The lobby message once the lobby is over (started, cancelled): no buttons. */
export function lobbyClosedView(game: Game, note: string): View {
  const seats = game.seats.map((s) => mention(s.userId)).join(', ') || 'nobody';
  return view(`**Azul** — ${variantName(game)}\nPlayers: ${seats}\n${note}`);
}

// ---------------------------------------------------------------- turns

export type TurnStep = { kind: 'draft'; step: DraftStep } | { kind: 'place'; line: number; color: number; places: Place[] };

function turnHeader(game: Game): string {
  const state = game.state;
  const seat = state ? game.seats[state.current] : undefined;
  const round = state ? state.round + 1 : 0;
  const who = seat ? `${mention(seat.userId)}, your turn` : 'Your turn';
  return `${who} — round ${round}${game.variant === 'gray' ? ', gray wall' : ''}.`;
}

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
export function stepComponents(game: Game, step: TurnStep): Row[] {
  const ids = { gameId: game.id, version: game.version };
  if (step.kind === 'place') {
    return [
      row(
        ...step.places.map((p) =>
          button(encodeCustomId({ kind: 'place', ...ids, line: p.line, column: p.column }), columnLabel(p.column), ButtonStyle.Primary, {
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
      button(
        encodeCustomId({ kind: 'color', ...ids, source: s.source.source, color: c.color }),
        colorLabel(c),
        ButtonStyle.Primary,
        { emoji: { name: COLOR_EMOJI[c.color] } },
      ),
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

/** What led to this turn: the game's start, or the move just made. */
function lead(game: Game, outcome: Outcome | undefined): string[] {
  if (outcome?.kind === 'started') return [startSentence(game, outcome)];
  if (outcome?.kind === 'turn') return [moveSentence(game, outcome.move)];
  return [];
}

/** The turn message: pings the player to act and carries the only live controls. */
export function turnView(game: Game, step: TurnStep, outcome?: Outcome): View {
  const acting = game.state ? game.seats[game.state.current] : undefined;
  const content = [...lead(game, outcome), turnHeader(game), stepInstruction(step)].join('\n');
  return view(content, stepComponents(game, step), acting ? [acting.userId] : []);
}

/** The turn message after its move was made: the controls are gone. */
export function turnDoneView(text: string): View {
  return view(text);
}

// ---------------------------------------------------------------- round and game end

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** The text breakdown of a wall-tiling phase. */
export function roundSummaryText(game: Game, report: RoundReport): string {
  const lines = [`**Round ${report.round + 1} scored**`];
  for (const p of report.players) {
    const name = game.seats[p.player]?.displayName ?? `Player ${p.player + 1}`;
    const parts = p.placed.map((t) => {
      const how =
        t.horizontal > 0 && t.vertical > 0
          ? ` (${t.horizontal} across + ${t.vertical} down)`
          : t.horizontal > 0
            ? ` (${t.horizontal} across)`
            : t.vertical > 0
              ? ` (${t.vertical} down)`
              : '';
      return `${lineName(t.line)} ${colorWord(t.color)} ${signed(t.points)}${how}`;
    });
    for (const line of p.dumpedLines) parts.push(`${lineName(line)} had no free column: to the floor`);
    if (p.floorPenalty !== 0) parts.push(`floor ${signed(p.floorPenalty)}`);
    const delta = p.scoreAfter - p.scoreBefore;
    lines.push(`**${name}**: ${p.scoreBefore} → ${p.scoreAfter} (${signed(delta)})${parts.length ? ' · ' + parts.join(' · ') : ''}`);
  }
  return clip(lines.join('\n'), CONTENT_MAX);
}

export function roundSummaryView(game: Game, report: RoundReport): View {
  return view(roundSummaryText(game, report));
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Final scores with bonuses, the winner(s) and how the win was decided. */
export function finalText(game: Game): string {
  const result = game.state?.result;
  if (!result) return '**Game over.**';
  const name = (seat: number) => game.seats[seat]?.displayName ?? `Player ${seat + 1}`;
  const winners = result.winners.map(name);
  const best = result.scores[result.winners[0] ?? 0] ?? 0;
  let headline: string;
  if (result.decidedBy === 'shared') {
    headline = `🏆 Shared win: ${joinNames(winners)} with ${best} points (tied on points and on complete rows).`;
  } else if (result.decidedBy === 'rows') {
    const tied = result.scores.map((s, i) => ({ s, i })).filter((x) => x.s === best);
    const rows = tied.map((x) => `${name(x.i)} ${result.completeRows[x.i]}`).join(', ');
    headline = `🏆 ${winners[0]} wins: tied on ${best} points, decided by complete rows (${rows}).`;
  } else {
    headline = `🏆 ${winners[0]} wins with ${best} points.`;
  }
  const order = result.scores.map((s, i) => i).sort((a, b) => result.scores[b]! - result.scores[a]! || result.completeRows[b]! - result.completeRows[a]!);
  const rows = order.map((seat, rank) => {
    const b = result.bonuses[seat]!;
    const wall = result.scores[seat]! - b.points;
    return (
      `${rank + 1}. **${name(seat)}** — ${result.scores[seat]} points ` +
      `(${wall} before bonuses; ${b.rows} row${b.rows === 1 ? '' : 's'} +${b.rows * 2}, ` +
      `${b.columns} column${b.columns === 1 ? '' : 's'} +${b.columns * 7}, ${b.colors} color${b.colors === 1 ? '' : 's'} +${b.colors * 10})`
    );
  });
  const rounds = game.state ? game.state.round + 1 : 0;
  const thanks = `Thanks for playing, ${game.seats.map((s) => mention(s.userId)).join(' ')}!`;
  return clip([`**Game over** after ${rounds} round${rounds === 1 ? '' : 's'}.`, headline, ...rows, thanks].join('\n'), CONTENT_MAX);
}

export function finalView(game: Game): View {
  const players = game.seats.map((s) => s.userId);
  return view(finalText(game), [], players);
}

// ---------------------------------------------------------------- endings and trouble

/** The broken-game notice; its cancel works whatever the game's version (the game cannot change any more). */
export function brokenView(gameId: string): View {
  return view(
    '⚠️ This game’s saved state is broken, so it cannot go on. The host or anyone with Manage Messages can cancel it to free the channel.',
    [row(button(encodeCustomId({ kind: 'cancelBroken', gameId, version: 0 }), 'Cancel game', ButtonStyle.Danger))],
  );
}

/** The channel's notice that a game ended without being played out. */
export function cancelNoticeView(game: Game, outcome: CancelOutcome): View {
  return view(cancelSentence(game, outcome));
}

/** `/azul leave` during a game: says plainly what leaving does and asks first (private). */
export function leaveConfirmView(game: Game): View {
  const ids = { gameId: game.id, version: game.version };
  return view(
    '**Leave this game?** Azul cannot go on with a seat missing: if you leave, the game ends now for everyone and is not scored.',
    [
      row(
        button(encodeCustomId({ kind: 'quit', ...ids }), 'Leave and end the game', ButtonStyle.Danger),
        button(encodeCustomId({ kind: 'stay', ...ids }), 'Keep playing', ButtonStyle.Secondary),
      ),
    ],
  );
}

export const RULES_TEXT = [
  '**Azul in short**',
  '• On your turn take **all tiles of one color** from one display (the rest slides to the center) or from the center. The first to take from the center also takes the first-player marker (it counts as a floor tile).',
  '• Put them on **one pattern line** (line N holds N tiles, one color, and not a color already on that wall row) or on the floor. Tiles that do not fit fall to the floor: −1, −1, −2, −2, −2, −3, −3.',
  '• When all displays and the center are empty, every **full line** moves one tile to the wall: it scores 1, or the length of the row and column runs it joins. Then a new round.',
  '• The game ends after the round in which someone completes a **horizontal row**. Bonuses: +2 per full row, +7 per full column, +10 per color placed 5 times. Ties go to more full rows.',
  '• **Gray wall** variant: the wall has no printed colors; you choose the column for each tile (no color twice in a row or column).',
  '',
  '**Commands**: `/azul new [players] [variant]` opens a lobby · `/azul board` shows the table (only to you) · `/azul leave` leaves the lobby, or (after you confirm) abandons the game, which ends it for everyone · `/azul cancel` (host or Manage Messages) ends the channel’s game · `/azul rules` this text.',
].join('\n');
