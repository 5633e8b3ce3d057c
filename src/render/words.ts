// Every word the images show or say (alt text included), in one place per image.
// The renderer receives its words from outside: each render function takes the
// words of its image (a later issue fills them from a message catalog in the
// viewer's language); these English ones are the default. A name inside a
// sentence is a NamePart, so a translation may put it anywhere and the drawing
// still shortens the name first when the sentence does not fit.
import type { Color, Variant } from '../engine/types.ts';
import type { NamePart, Phrase } from './text.ts';

/** A move as the words need it (a MoveMark's fields, without the drawing's). */
export interface MoveFacts {
  color: Color;
  count: number;
  /** Display index (0-based), or -1 for the center. */
  source: number;
  /** Pattern line (0-based), or 5 for the floor. */
  line: number;
  /** Tiles on the pattern line, on floor spaces, to the lid. */
  toLine: number;
  toFloor: number;
  toLid: number;
  tookMarker: boolean;
}

/** Words both the table and my board use. */
export interface CommonWords {
  /** "blue", "yellow", "red", "black", "white". */
  colors: readonly [string, string, string, string, string];
  round(n: number): string;
  toPlay(who: NamePart): Phrase;
  placesLine(who: NamePart, line: number): Phrase;
  placesTiles(who: NamePart): Phrase;
  gameOver: string;
  /** Pills on the board of the player to act. */
  toPlayPill: string;
  placingPill: string;
  floor: string;
  center(tiles: number): string;
  /** The center's title when the long one does not fit. */
  centerShort(tiles: number): string;
  centerEmpty: string;
  variant: Record<Variant, string>;
  /** Row labels of the supply grid: tiles on the table (displays and center), in the bag, in the lid. */
  supplyTable: string;
  supplyBag: string;
  supplyLid: string;
  /** With no move to show: "Bag 58 · lid 0 · table 27". */
  totals(bag: number, lid: number, table: number): string;
  /** One move in words, long form (one move shown on two lines): what, then where. */
  moveWhat(who: NamePart, m: MoveFacts): Phrase;
  moveWhere(m: MoveFacts): string;
  /** One move on one line. */
  moveLine(who: NamePart, m: MoveFacts): Phrase;
  /** A move in a few characters, beside its number and tile (several moves on a line). */
  moveToken(m: MoveFacts): string;
  /** "Player 3": a seat whose name has nothing drawable. */
  seat(n: number): string;
}

export interface TableAltWords {
  intro(round: number, players: number, variant: Variant): string;
  /** "Since Ana's turn: 1. Bo took …; 2. …" (moves in order). */
  move(index: number, who: string, m: MoveFacts): string;
  movesIntro(count: number): string;
  over: string;
  toPlace(who: string, line: number | null): string;
  toPlay(who: string): string;
  scores(list: string): string;
  score(who: string, score: number): string;
  marker(who: string): string;
  displays(list: string): string;
  display(n: number, tiles: string): string;
  allDisplaysEmpty: string;
  center(tiles: string, marker: boolean): string;
  centerEmpty: string;
  supply(table: string, bag: string, lid: string): string;
  /** "2 blue, 1 red"; "" for none. */
  counts(counts: readonly number[]): string;
}

export interface TableWords extends CommonWords {
  alt: TableAltWords;
}

export interface MyBoardWords extends CommonWords {
  yourTurn: string;
  /** The viewer places a line in the gray wall phase. */
  youPlaceLine(line: number): string;
  alt: Omit<TableAltWords, 'intro'> & {
    intro(round: number, players: number, variant: Variant, viewer: string): string;
    picked(source: string | null, color: string | null): string;
    sourceName(source: number): string;
    board(who: string, score: number, lines: string, floor: number): string;
    line(n: number, count: number, color: string | null): string;
  };
}

export interface SummaryWords {
  seat(n: number): string;
  /** Banner chip: "Round 3 scored". */
  scored(round: number): string;
  startsRound(who: NamePart, round: number): Phrase;
  gameOver: string;
  line(n: number): string;
  /** Why a tile scored: long form for wide cards, short for compact ones. */
  reason(horizontal: number, vertical: number): string;
  reasonShort(horizontal: number, vertical: number): string;
  noFreeColumn: string;
  noFreeColumnLong: string;
  noFullLine: string;
  was(score: number): string;
  thisRound(change: string): string;
  floor: string;
  floorEmpty: string;
  alt: {
    intro(round: number): string;
    noRound: string;
    placed(color: string, line: number, points: number): string;
    dumped(line: number): string;
    floor(penalty: number): string;
    player(who: string, before: number, after: number, details: string): string;
    startsNext(who: string): string;
    colors: readonly [string, string, string, string, string];
  };
}

export interface FinalWords {
  seat(n: number): string;
  gameOver: string;
  notFinished: string;
  wins(who: NamePart): Phrase;
  sharedWin(who: Phrase): Phrase;
  /** Names joined: "Ana, Bo & Cy". */
  and: string;
  withPoints(score: number): string;
  sharedReason(score: number, rows: number): string;
  tieReason(score: number, rows: number, best: number): string;
  /** The one-sentence form (used outside the image too). */
  winsWith(who: NamePart, score: number): Phrase;
  winsTie(who: NamePart, score: number, rows: number, best: number): Phrase;
  sharedWinSentence(who: Phrase, score: number, rows: number): Phrase;
  points: string;
  roundPoints: string;
  rowsBonus(n: number): string;
  columnsBonus(n: number): string;
  colorsBonus(n: number): string;
  finalScore: string;
  chartTitle: string;
  chartStart: string;
  chartRound(n: number): string;
  chartFinal: string;
  alt: {
    notOver: string;
    intro(rounds: number): string;
    shared(who: string): string;
    byRows(who: string): string;
    wins(who: string): string;
    player(who: string, score: number, bonus: number, rows: number, columns: number, colors: number, completeRows: number): string;
    joinNames(names: string[]): string;
  };
}

export interface ScoringWords {
  title: Record<'row' | 'column' | 'both' | 'floor', string>;
  /** Under the wall: how the new tile scores. */
  explain: Record<'row' | 'column' | 'both', (h: number, v: number, points: number) => string>;
  newTile: string;
  /** `penalties`: each item's, "−1 −1 −2 −2"; `total`: "−6". */
  floorExplain(penalties: string, total: string): string;
  floor: string;
  alt: Record<'row' | 'column' | 'both' | 'floor', string>;
}

const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const COLORS = ['blue', 'yellow', 'red', 'black', 'white'] as const;

function sourceWord(source: number): string {
  return source < 0 ? 'center' : `Display ${source + 1}`;
}

/** "line 2 + 3 floor + 1 lid", "floor", "floor + 2 lid" (the marker counts among the floor's). */
function where(m: MoveFacts): string {
  const lid = m.toLid > 0 ? `${m.toLid} lid` : '';
  if (m.line === 5 || m.toLine <= 0) return ['floor', lid].filter(Boolean).join(' + ');
  const floor = m.toFloor + (m.tookMarker ? 1 : 0);
  return [`line ${m.line + 1}`, floor > 0 ? `${floor} floor` : '', lid].filter(Boolean).join(' + ');
}

const COMMON: CommonWords = {
  colors: COLORS,
  round: (n) => `Round ${n}`,
  toPlay: (who) => [who, ' to play'],
  placesLine: (who, line) => [who, ` places line ${line}`],
  placesTiles: (who) => [who, ' places tiles'],
  gameOver: 'Game over',
  toPlayPill: 'TO PLAY',
  placingPill: 'PLACING',
  floor: 'Floor',
  center: (n) => (n > 0 ? `Center · ${s(n, 'tile', 'tiles')}` : 'Center · empty'),
  centerShort: (n) => `Center · ${n}`,
  centerEmpty: 'Center · empty',
  variant: { standard: 'Colored wall', gray: 'Gray wall' },
  supplyTable: 'Table',
  supplyBag: 'Bag',
  supplyLid: 'Lid',
  totals: (bag, lid, table) => `Bag ${bag} · lid ${lid} · table ${table}`,
  moveWhat: (who, m) => [who, ` took ${m.count} ${COLORS[m.color]}${m.tookMarker ? ' + marker' : ''}`],
  moveWhere: (m) => `${sourceWord(m.source)} → ${where(m)}`,
  moveLine: (who, m) => [who, `: ${m.count}, ${m.source < 0 ? 'center' : `display ${m.source + 1}`} → ${m.line === 5 || m.toLine <= 0 ? 'floor' : `line ${m.line + 1}`}`],
  moveToken: (m) => `${m.count} → ${m.line === 5 || m.toLine <= 0 ? 'floor' : `line ${m.line + 1}`}`,
  seat: (n) => `Player ${n}`,
};

function countsText(counts: readonly number[]): string {
  return counts
    .map((n, color) => (n > 0 ? `${n} ${COLORS[color]}` : ''))
    .filter(Boolean)
    .join(', ');
}

const TABLE_ALT: TableAltWords = {
  intro: (round, players, variant) => `Azul table, round ${round}, ${players} players, ${variant === 'gray' ? 'gray wall' : 'colored wall'}.`,
  movesIntro: (count) => (count === 1 ? 'The move since the last turn:' : `The ${count} moves since the last turn:`),
  move: (index, who, m) => {
    const marker = m.tookMarker ? ' and the first player marker' : '';
    const from = m.source < 0 ? 'the center' : `display ${m.source + 1}`;
    const parts = [m.toLine > 0 ? `${m.toLine} to line ${m.line + 1}` : '', m.toFloor > 0 ? `${m.toFloor} to the floor` : '', m.toLid > 0 ? `${m.toLid} to the lid` : ''].filter(Boolean);
    return `${index}. ${who} took ${m.count} ${COLORS[m.color]}${marker} from ${from}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
  },
  over: 'The game is over.',
  toPlace: (who, line) => `${who} to place${line === null ? ' tiles' : ` line ${line}`} on the wall.`,
  toPlay: (who) => `${who} to play.`,
  scores: (list) => `Scores: ${list}.`,
  score: (who, score) => `${who} ${score}`,
  marker: (who) => `${who} has the first player marker.`,
  displays: (list) => `Displays: ${list}.`,
  display: (n, tiles) => `${n}: ${tiles}`,
  allDisplaysEmpty: 'All displays are empty.',
  center: (tiles, marker) => `Center: ${[tiles, marker ? 'the first player marker' : ''].filter(Boolean).join(', and ')}.`,
  centerEmpty: 'The center is empty.',
  supply: (table, bag, lid) => `On the table: ${table || 'none'}. In the bag: ${bag || 'none'}. In the lid: ${lid || 'none'}.`,
  counts: countsText,
};

export const ENGLISH_TABLE: TableWords = { ...COMMON, alt: TABLE_ALT };

export const ENGLISH_MY_BOARD: MyBoardWords = {
  ...COMMON,
  yourTurn: 'Your turn',
  youPlaceLine: (line) => `You place line ${line}`,
  alt: {
    ...TABLE_ALT,
    intro: (round, players, variant, viewer) =>
      `Azul, ${viewer}'s board up close, round ${round}, ${players} players, ${variant === 'gray' ? 'gray wall' : 'colored wall'}.`,
    picked: (source, color) =>
      source === null ? '' : color === null ? `Picked: ${source}.` : `Picked: ${color} from ${source}.`,
    sourceName: (source) => (source < 0 ? 'the center' : `display ${source + 1}`),
    board: (who, score, lines, floor) => `${who}: ${score} points; ${lines}; floor ${floor === 0 ? 'empty' : `${floor} tiles`}.`,
    line: (n, count, color) => (count === 0 || color === null ? `line ${n} empty` : `line ${n} ${count} ${color}`),
  },
};

export const ENGLISH_SUMMARY: SummaryWords = {
  seat: COMMON.seat,
  scored: (round) => `Round ${round} scored`,
  startsRound: (who, round) => [who, ` starts round ${round}`],
  gameOver: 'Game over',
  line: (n) => `Line ${n}`,
  reason: (h, v) => (h > 0 && v > 0 ? `row of ${h} + column of ${v}` : h > 0 ? `row of ${h}` : v > 0 ? `column of ${v}` : 'no neighbour'),
  reasonShort: (h, v) => (h > 0 && v > 0 ? `${h} across, ${v} down` : h > 0 ? `${h} across` : v > 0 ? `${v} down` : 'alone'),
  noFreeColumn: 'no free column',
  noFreeColumnLong: 'no free column, to the floor',
  noFullLine: 'No full line',
  was: (score) => `was ${score}`,
  thisRound: (change) => `${change} this round`,
  floor: 'Floor',
  floorEmpty: 'Floor: empty',
  alt: {
    intro: (round) => `Azul, round ${round} scored.`,
    noRound: 'Azul round summary: no round has been scored yet.',
    placed: (color, line, points) => `${color} on line ${line} +${points}`,
    dumped: (line) => `line ${line} had no free column`,
    floor: (penalty) => `floor ${penalty}`,
    player: (who, before, after, details) => `${who}: ${before} to ${after}${details ? ` (${details})` : ''}.`,
    startsNext: (who) => `${who} starts the next round.`,
    colors: COLORS,
  },
};

const rowWord = (n: number) => s(n, 'complete row', 'complete rows');

export const ENGLISH_FINAL: FinalWords = {
  seat: COMMON.seat,
  gameOver: 'Game over',
  notFinished: 'Game not finished',
  wins: (who) => [who, ' wins'],
  sharedWin: (who) => ['Shared win: ', ...who],
  and: ' & ',
  withPoints: (score) => `with ${score} points`,
  sharedReason: (score, rows) => `${score} points and ${rowWord(rows)} each`,
  tieReason: (score, rows, best) => `Tie at ${score}, won on complete rows: ${rows} vs ${best}`,
  winsWith: (who, score) => [who, ` wins with ${score} points`],
  winsTie: (who, score, rows, best) => [who, ` wins the tie at ${score}: ${rowWord(rows)} vs ${best}`],
  sharedWinSentence: (who, score, rows) => ['Shared win: ', ...who, `, ${score} points and ${rowWord(rows)} each`],
  points: 'points',
  roundPoints: 'Round points',
  rowsBonus: (n) => `Rows  ${n} × 2`,
  columnsBonus: (n) => `Columns  ${n} × 7`,
  colorsBonus: (n) => `Colors  ${n} × 10`,
  finalScore: 'Final score',
  chartTitle: 'Score by round',
  chartStart: 'Start',
  chartRound: (n) => `R${n}`,
  chartFinal: 'Final',
  alt: {
    notOver: 'Azul final results: the game is not over yet.',
    intro: (rounds) => `Azul final results after ${s(rounds, 'round', 'rounds')}.`,
    shared: (who) => `${who} share the win, tied on score and complete rows.`,
    byRows: (who) => `${who} wins the tie-break on complete rows.`,
    wins: (who) => `${who} wins.`,
    player: (who, score, bonus, rows, columns, colors, complete) =>
      `${who} ${s(score, 'point', 'points')} (bonuses +${bonus}: ${s(rows, 'row', 'rows')}, ${s(columns, 'column', 'columns')}, ${s(colors, 'color', 'colors')}; ${rowWord(complete)}).`,
    joinNames: (names) => names.join(' and '),
  },
};

export const ENGLISH_SCORING: ScoringWords = {
  title: { row: 'Scoring a row', column: 'Scoring a column', both: 'A row and a column', floor: 'The floor' },
  explain: {
    row: (h, _v, points) => `${h} tiles in its row: ${points} points`,
    column: (_h, v, points) => `${v} tiles in its column: ${points} points`,
    both: (h, v, points) => `${h} in its row + ${v} in its column: ${points} points`,
  },
  newTile: 'New tile',
  floorExplain: (penalties, total) => `The marker and each tile lose the points above them: ${penalties} = ${total}`,
  floor: 'Floor',
  alt: {
    row: 'Scoring example: a tile placed next to two tiles in its row scores one point for each tile of the row it joins, 3 points.',
    column: 'Scoring example: a tile placed under three tiles of its column scores one point for each tile of the column, 4 points.',
    both: 'Scoring example: a tile that joins a row of 3 and a column of 2 scores both, 5 points.',
    floor: 'Scoring example: 4 tiles on the floor line lose 1, 1, 2 and 2 points, 6 points in all.',
  },
};
