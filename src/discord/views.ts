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
import type { CancelOutcome, Outcome, SeatOutcome, TurnOutcome } from '../app/outcome.ts';
import { columnPoints, type DraftStep } from '../app/turn-options.ts';
import { FLOOR, type Place, type RoundReport } from '../engine/types.ts';
import { clockEndsAt } from '../app/follow-up.ts';
import type { VoteTally } from '../app/end-vote.ts';
import { cancelSentence, startSentence, turnSentence } from './outcome-text.ts';
import type { Game, Seat } from '../store/types.ts';
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

/** A seat as people read it: a mention for a person, the name for a bot. */
export function seatLabel(seat: Seat): string {
  return seat.botLevel !== null ? `**${seat.displayName}**` : mention(seat.userId);
}

/** "1 day per turn", "no turn limit". */
export function turnTimeText(seconds: number | null): string {
  if (!seconds) return 'no turn limit';
  const units: Array<[number, string]> = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute']];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? '' : 's'} per turn`;
    }
  }
  return `${seconds} seconds per turn`;
}

const BOT_LEVELS = [
  { level: 'easy', description: 'makes mistakes: good for learning' },
  { level: 'medium', description: 'plans the round ahead' },
  { level: 'hard', description: 'looks past the round: the strongest' },
] as const;

export function lobbyView(game: Game): View {
  const seats = game.seats.map(seatLabel).join(', ') || 'nobody';
  const canStart = game.seats.length >= 2;
  const ids = { gameId: game.id, version: game.version };
  const full = game.seats.length >= game.playerCount;
  const content = [
    `**Azul** — new game, ${variantName(game)}, up to ${game.playerCount} players, ${turnTimeText(game.turnSeconds)}`,
    `Host: ${mention(game.hostId)}`,
    `Seated (${game.seats.length}/${game.playerCount}): ${seats}`,
    canStart ? 'The host can start now.' : 'Waiting for at least one more player to join (or the host adds a bot).',
  ].join('\n');
  const rows = [
    row(
      button(encodeCustomId({ kind: 'join', ...ids }), 'Join', ButtonStyle.Primary, { disabled: full }),
      button(encodeCustomId({ kind: 'leave', ...ids }), 'Leave', ButtonStyle.Secondary),
      button(encodeCustomId({ kind: 'start', ...ids }), 'Start', ButtonStyle.Success, { disabled: !canStart }),
      button(encodeCustomId({ kind: 'cancel', ...ids }), 'Cancel', ButtonStyle.Danger),
    ),
  ];
  if (!full) {
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'addBot', ...ids }),
        placeholder: 'Host: add a bot…',
        min_values: 1,
        max_values: 1,
        options: BOT_LEVELS.map((b) => ({ label: `Bot · ${b.level}`, value: b.level, description: b.description })),
      }),
    );
  }
  const bots = game.seats.filter((s) => s.botLevel !== null);
  if (bots.length > 0) {
    rows.push(row(...bots.map((b) => button(encodeCustomId({ kind: 'removeBot', ...ids, seat: b.seat }), `Remove ${b.displayName}`, ButtonStyle.Secondary))));
  }
  return view(content, rows);
}

/** The lobby message once the lobby is over (started, cancelled): no buttons. */
export function lobbyClosedView(game: Game, note: string): View {
  const seats = game.seats.map(seatLabel).join(', ') || 'nobody';
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
          button(encodeCustomId({ kind: 'place', ...ids, line: p.line, column: p.column }), columnLabel(p.column, game.state ? columnPoints(game.state, p) : undefined), ButtonStyle.Primary, {
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

/** At most this many of the moves since a player's last turn are listed, newest last. */
export const SINCE_MAX = 8;

/** What happened since the player to act last played: the start, then the moves (up to 8). */
export function sinceLines(game: Game, since: TurnOutcome[], outcome?: Outcome): string[] {
  const lines: string[] = [];
  if (outcome?.kind === 'started') lines.push(startSentence(game, outcome));
  const shown = since.slice(-SINCE_MAX);
  if (since.length > shown.length) lines.push(`…and ${since.length - shown.length} more moves before these:`);
  for (const turn of shown) lines.push(`• ${turnSentence(game, turn)}`);
  return lines;
}

export interface TurnContext {
  /** Lines on what happened since this player's last turn. */
  lead?: string[];
  /** When the turn clock runs out, if the game has one. */
  clockEndsAt?: Date | null;
}

/** The turn message: pings the player to act and carries the only live controls. */
export function turnView(game: Game, step: TurnStep, context: TurnContext = {}): View {
  const acting = game.state ? game.seats[game.state.current] : undefined;
  const clock = context.clockEndsAt ? `⏳ The clock runs out <t:${Math.floor(context.clockEndsAt.getTime() / 1000)}:R>; then the autopilot plays this turn.` : null;
  const content = [...(context.lead ?? []), turnHeader(game), ...(clock ? [clock] : []), stepInstruction(step)].join('\n');
  const ids = { gameId: game.id, version: game.version };
  const rows = stepComponents(game, step);
  if (rows.length < 5) rows.push(row(button(encodeCustomId({ kind: 'hint', ...ids }), 'Hint', ButtonStyle.Secondary, { emoji: { name: '💡' } })));
  return view(content, rows, acting ? [acting.userId] : []);
}

/** A half-time reminder: a new message, since only new messages ping. */
export function reminderView(game: Game, userId: string, clockEndsAt: Date | null, link: string | null): View {
  const when = clockEndsAt ? ` The clock runs out <t:${Math.floor(clockEndsAt.getTime() / 1000)}:R>; then the autopilot plays for you.` : '';
  return view(`⏰ ${mention(userId)}, your Azul turn is waiting (round ${(game.state?.round ?? 0) + 1}).${when}${link ? ` ${link}` : ''}`, [], [userId]);
}

/** A seat changed hands during the game. */
export function seatNoticeView(game: Game, outcome: SeatOutcome): View {
  const seat = game.seats[outcome.seat];
  const who = seat ? mention(seat.userId) : `Player ${outcome.seat + 1}`;
  return view(
    outcome.change === 'back'
      ? `${who} took their seat back from the autopilot.`
      : `${who} left ${outcome.change === 'left-server' ? 'the server' : 'the game'}: the autopilot plays their seat to the end, and the game is scored as usual.`,
  );
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

/** The end vote offered on a stalled round's summary: where it stands, and the two buttons. */
export interface VoteOffer {
  /** The game's version when offered (the round is what the vote checks). */
  version: number;
  tally: VoteTally;
  /** Set once the vote ended the game: the buttons go. */
  ended?: boolean;
}

/** "🗳️ 2 of 3 agree: Ana, Rui" */
export function voteLine(tally: VoteTally, ended = false): string {
  if (ended) return `🗳️ Everyone agreed (${tally.agreed.join(', ') || 'no person had to'}): the game ended here.`;
  const who = tally.agreed.length ? `: ${tally.agreed.join(', ')}` : '';
  return `🗳️ End the game here? ${tally.agreed.length} of ${tally.needed} agree${who}.`;
}

const VOTE_LEAD =
  'No tile reached a wall this round. If the game is stuck, the players at the table may end it here: scored as it stands, with the usual bonuses and tie-break (bots and seats on autopilot agree).';

/**
 * The round summary; after a round in which no tile reached a wall, with the end vote
 * ("End the game here" / "Keep playing"), open while no tile reaches a wall.
 */
export function roundSummaryView(game: Game, report: RoundReport, vote?: VoteOffer): View {
  const text = roundSummaryText(game, report);
  if (!vote) return view(text);
  const lines = [text, VOTE_LEAD, voteLine(vote.tally, vote.ended)].join('\n');
  if (vote.ended) return view(lines);
  const ids = { gameId: game.id, version: vote.version, round: report.round };
  return view(lines, [
    row(
      button(encodeCustomId({ kind: 'vote', ...ids, agree: true }), 'End the game here', ButtonStyle.Danger, { emoji: { name: '🏁' } }),
      button(encodeCustomId({ kind: 'vote', ...ids, agree: false }), 'Keep playing', ButtonStyle.Secondary),
    ),
  ]);
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
  // Ended by agreement: after the last round completed (the one in progress, if any, is not scored).
  const opening =
    game.endedBy === 'agreement' && game.state
      ? `**Game over**. Ended by agreement after round ${game.state.round}: the game was stuck (no tile reached a wall), and the players agreed to stop. Bonuses and tie-break as usual.`
      : `**Game over** after ${rounds} round${rounds === 1 ? '' : 's'}.`;
  return clip([opening, headline, ...rows, thanks].join('\n'), CONTENT_MAX);
}

export function finalView(game: Game): View {
  const players = game.seats.filter((s) => s.botLevel === null).map((s) => s.userId);
  const rematch = button(encodeCustomId({ kind: 'rematch', gameId: game.id, version: game.version }), 'Rematch', ButtonStyle.Primary, { emoji: { name: '🔁' } });
  return view(finalText(game), [row(rematch)], players);
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
    '**Leave this game?** If you leave, the autopilot plays your seat to the end: the game goes on and is scored, and the results mark your seat “left”. (If nobody else is left, the game ends here, unscored.)',
    [
      row(
        button(encodeCustomId({ kind: 'quit', ...ids }), 'Leave the game', ButtonStyle.Danger),
        button(encodeCustomId({ kind: 'stay', ...ids }), 'Keep playing', ButtonStyle.Secondary),
      ),
    ],
  );
}

/** `/azul log`: the moves round by round, in pages that fit one message. */
export function gameLogPages(game: Game, turns: TurnOutcome[]): string[] {
  if (turns.length === 0) return ['**Game log** — no moves yet.'];
  const lines: string[] = [];
  let round = -1;
  for (const turn of turns) {
    if (turn.inRound !== round) {
      round = turn.inRound;
      lines.push(`__Round ${round + 1}__`);
    }
    lines.push(`• ${turnSentence(game, turn)}`);
  }
  const pages: string[][] = [[]];
  const budget = CONTENT_MAX - 120;
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > budget && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      size = 0;
    }
    pages[pages.length - 1]!.push(line);
    size += line.length + 1;
  }
  return pages.map((page, i) => [`**Game log** — ${turns.length} moves${pages.length > 1 ? ` · page ${i + 1}/${pages.length} (\`/azul log page:N\`)` : ''}`, ...page].join('\n'));
}

/** `/azul mygames`: one line per game, those where it is the user's turn first. */
export function myGamesView(userId: string, games: Game[], places: Array<{ guild: string | null; channel: string | null }>): View {
  if (games.length === 0) return view('You are not seated in any Azul game right now. Start one with `/azul new`.');
  const lines = games.map((game, i) => {
    const place = places[i]!;
    const where = `${place.guild ? `**${place.guild}**` : 'a server'} · ${place.channel ? `#${place.channel}` : `<#${game.channelId}>`}`;
    const players = game.seats.map((s) => s.displayName).join(', ');
    const newest = game.messages.turn ?? game.messages.lobby;
    // The turn message is in the game's thread when it has one; the lobby in the channel.
    const newestIn = game.messages.turn ? (game.threadId ?? game.channelId) : game.channelId;
    const link = newest ? ` · ${messageLink(game.guildId, newestIn, newest)}` : '';
    if (game.status === 'lobby') return `• ${where} — lobby (${game.seats.length}/${game.playerCount}): ${players}${link}`;
    const acting = game.state ? game.seats[game.state.current] : undefined;
    const whose = acting?.userId === userId ? '**your turn**' : `waiting for ${acting?.displayName ?? '?'}`;
    const ends = game.turnSeconds && acting?.botLevel === null ? clockEnd(game) : null;
    const clock = ends ? `, clock runs out <t:${Math.floor(ends.getTime() / 1000)}:R>` : '';
    return `• ${where} — round ${(game.state?.round ?? 0) + 1}, ${whose}${clock} — ${players}${link}`;
  });
  return view([`**Your Azul games** (${games.length})`, ...lines].join('\n'));
}

/** The clock of the turn in progress: it started with the game's last change. */
function clockEnd(game: Game): Date | null {
  return clockEndsAt(game, game.updatedAt);
}

/** The "Take my seat back" button for a person whose seat is on autopilot (on `/azul board`). */
export function takeBackRow(game: Game): Row {
  return row(button(encodeCustomId({ kind: 'takeBack', gameId: game.id, version: game.version }), 'Take my seat back', ButtonStyle.Success));
}

export const RULES_TEXT = [
  '**Azul in short**',
  '• On your turn take **all tiles of one color** from one display (the rest slides to the center) or from the center. The first to take from the center also takes the first-player marker (it counts as a floor tile).',
  '• Put them on **one pattern line** (line N holds N tiles, one color, and not a color already on that wall row) or on the floor. Tiles that do not fit fall to the floor: −1, −1, −2, −2, −2, −3, −3.',
  '• When all displays and the center are empty, every **full line** moves one tile to the wall: it scores 1, or the length of the row and column runs it joins; the other tiles of that line go to the lid. **Unfinished lines stay** as they are for the next round. Floor tiles and leftovers go to the lid, and a score **never goes below 0**.',
  '• The holder of the **first-player marker starts the next round** (the first round’s starter is drawn at random).',
  '• The game ends after the round in which someone completes a **horizontal row**. Bonuses: +2 per full row, +7 per full column, +10 per color placed 5 times. Ties go to more full rows.',
  '• A game can get stuck (tiles that can never finish a line). After a round in which no tile reached any wall, the round summary offers **End the game here**: when every player who plays their own seat agrees, the game ends as it stands, with the usual bonuses and tie-break.',
  '• **Gray wall** variant: the wall has no printed colors; you choose the column for each tile (no color twice in a row or column).',
  '',
  '**Commands**: `/azul new [players] [variant] [bots] [level] [turn-time]` opens a lobby (bots: AI opponents) · `/azul board` the table, only to you · `/azul log` the whole game’s moves · `/azul mygames` your games everywhere · `/azul notify on|off` DMs on your turn · `/azul leave` leave (the autopilot takes your seat) · `/azul cancel` (host or Manage Messages) · `/azul leaderboard`, `/azul stats`, `/azul history` · `/azul rules` this text.',
].join('\n');
