// The shape of every word the images show or say (alt text included), one interface per image.
// The renderer receives its words from outside: each render function takes the words of its
// image, which the app builds from the message catalog in the reader's language
// (src/app/image-words.ts, ids in src/i18n/ftl/<locale>/images.ftl). A name inside a sentence is
// a NamePart, so a translation may put it anywhere and the drawing still shortens the name first
// when the sentence does not fit.
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
  /** Shorter forms for a narrow banner: "Ana: line 3", "Ana: wall". */
  placesLineShort(who: NamePart, line: number): Phrase;
  placesTilesShort(who: NamePart): Phrase;
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
  /** The score before the end-of-game bonuses (the points of the rounds). */
  beforeBonuses: string;
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
    player(
      who: string,
      score: number,
      bonus: number,
      rows: number,
      columns: number,
      colors: number,
      completeRows: number,
    ): string;
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
