// The images' words in one language, from the message catalog (src/i18n/ftl/<locale>/images.ftl):
// the renderer draws whatever words it is given (src/render/words.ts says their shape); here each
// is a catalog message, so a language is added by translating files, not code. Numbers go through
// Fluent, which formats them with Intl for the language. Built once per language.
import { COLORS } from '../engine/types.ts';
import { wordsFor, type Locale, type WordArgs, type Words } from '../i18n/index.ts';
import type {
  CommonWords,
  FinalWords,
  MoveFacts,
  MyBoardWords,
  NamePart,
  Phrase,
  ReviewWords,
  ScoringWords,
  SummaryWords,
  TableAltWords,
  TableWords,
} from '../render/index.ts';

export interface ImageWords {
  locale: Locale;
  table: TableWords;
  myBoard: MyBoardWords;
  summary: SummaryWords;
  final: FinalWords;
  scoring: ScoringWords;
  review: ReviewWords;
}

/** Stands for a name while a sentence is formatted, then the sentence is cut around it (a name may sit anywhere). */
const SLOT = '\u0001';

/** The message `id` with the name part (or phrase) `who` where `$who` is. */
function phrase(w: Words, id: string, who: NamePart | Phrase, args: WordArgs = {}): Phrase {
  const parts = w.t(id, { ...args, who: SLOT }).split(SLOT);
  const inner: Phrase = Array.isArray(who) ? (who as Phrase) : [who as NamePart];
  return parts.flatMap((text, i) => [...(i > 0 ? inner : []), ...(text ? [text] : [])]);
}

type Colors = readonly [string, string, string, string, string];

function colorsOf(w: Words): Colors {
  return COLORS.map((color) => w.t('image-color', { color })) as unknown as Colors;
}

/** A source for Fluent's selectors: the center, or display n (counted from 1). */
const sourceArgs = (source: number): WordArgs =>
  source < 0 ? { source: 'center', number: 0 } : { source: 'display', number: source + 1 };
const onFloor = (m: MoveFacts) => m.line === 5 || m.toLine <= 0;

function common(w: Words, colors: Colors): CommonWords {
  const color = (m: MoveFacts) => COLORS[m.color];
  const target = (m: MoveFacts) =>
    w.t('image-move-target', onFloor(m) ? { line: 'floor', number: 0 } : { line: 'line', number: m.line + 1 });
  /** "line 2 + 3 floor + 1 lid", "floor", "floor + 2 lid" (the marker counts among the floor's). */
  const where = (m: MoveFacts) => {
    const lid = m.toLid > 0 ? w.t('image-move-lid-count', { count: m.toLid }) : '';
    if (onFloor(m)) return [w.t('image-move-to-floor'), lid].filter(Boolean).join(' + ');
    const floor = m.toFloor + (m.tookMarker ? 1 : 0);
    return [
      w.t('image-move-to-line', { line: m.line + 1 }),
      floor > 0 ? w.t('image-move-floor-count', { count: floor }) : '',
      lid,
    ]
      .filter(Boolean)
      .join(' + ');
  };
  return {
    colors,
    round: (round) => w.t('image-round', { round }),
    toPlay: (who) => phrase(w, 'image-to-play', who),
    placesLine: (who, line) => phrase(w, 'image-places-line', who, { line }),
    placesTiles: (who) => phrase(w, 'image-places-tiles', who),
    placesLineShort: (who, line) => phrase(w, 'image-places-line-short', who, { line }),
    placesTilesShort: (who) => phrase(w, 'image-places-tiles-short', who),
    gameOver: w.t('image-game-over'),
    toPlayPill: w.t('image-pill-to-play'),
    placingPill: w.t('image-pill-placing'),
    floor: w.t('image-floor'),
    center: (tiles) => w.t('image-center', { tiles }),
    centerShort: (tiles) => w.t('image-center-short', { tiles }),
    centerEmpty: w.t('image-center-empty'),
    variant: {
      standard: w.t('image-variant', { variant: 'standard' }),
      gray: w.t('image-variant', { variant: 'gray' }),
    },
    supplyTable: w.t('image-supply-table'),
    supplyBag: w.t('image-supply-bag'),
    supplyLid: w.t('image-supply-lid'),
    totals: (bag, lid, table) => w.t('image-totals', { bag, lid, table }),
    moveWhat: (who, m) =>
      phrase(w, m.tookMarker ? 'image-move-what-marker' : 'image-move-what', who, { count: m.count, color: color(m) }),
    moveWhere: (m) => `${w.t('image-move-source', sourceArgs(m.source))} → ${where(m)}`,
    moveLine: (who, m) =>
      phrase(w, 'image-move-line', who, {
        count: m.count,
        source: w.t('image-move-source-short', sourceArgs(m.source)),
        target: target(m),
      }),
    moveToken: (m) => `${w.number(m.count)} → ${target(m)}`,
    seat: (number) => w.t('image-seat', { number }),
  };
}

function tableAlt(w: Words): TableAltWords {
  const list = (items: string[]) => new Intl.ListFormat(w.locale, { type: 'unit' }).format(items);
  const counts = (c: readonly number[]) =>
    list(c.flatMap((count, i) => (count > 0 ? [w.t('image-alt-count', { count, color: COLORS[i] })] : [])));
  const variant = (v: string) => v;
  return {
    intro: (round, players, v) => w.t('image-alt-table-intro', { round, players, variant: variant(v) }),
    movesIntro: (count) => w.t('image-alt-moves-intro', { count }),
    move: (index, who, m) => {
      const parts = [
        m.toLine > 0 ? w.t('image-alt-to-line', { count: m.toLine, line: m.line + 1 }) : '',
        m.toFloor > 0 ? w.t('image-alt-to-floor', { count: m.toFloor }) : '',
        m.toLid > 0 ? w.t('image-alt-to-lid', { count: m.toLid }) : '',
      ].filter(Boolean);
      const args = {
        index,
        who,
        count: m.count,
        color: COLORS[m.color],
        marker: m.tookMarker ? 'yes' : 'no',
        from: w.t('image-alt-source', sourceArgs(m.source)),
      };
      return parts.length > 0
        ? w.t('image-alt-move-parts', { ...args, parts: list(parts) })
        : w.t('image-alt-move', args);
    },
    over: w.t('image-alt-over'),
    toPlace: (who, line) =>
      w.t('image-alt-to-place', { who, line: line === null ? 'none' : 'line', number: line ?? 0 }),
    toPlay: (who) => w.t('image-alt-to-play', { who }),
    scores: (list) => w.t('image-alt-scores', { list }),
    score: (who, score) => w.t('image-alt-score', { who, score }),
    marker: (who) => w.t('image-alt-marker', { who }),
    displays: (list) => w.t('image-alt-displays', { list }),
    display: (number, tiles) => w.t('image-alt-display', { number, tiles }),
    allDisplaysEmpty: w.t('image-alt-all-displays-empty'),
    center: (tiles, marker) =>
      !marker
        ? w.t('image-alt-center', { tiles })
        : tiles
          ? w.t('image-alt-center-marker', { tiles })
          : w.t('image-alt-center-only-marker'),
    centerEmpty: w.t('image-alt-center-empty'),
    supply: (table, bag, lid) => {
      const none = w.t('image-alt-none');
      return w.t('image-alt-supply', { table: table || none, bag: bag || none, lid: lid || none });
    },
    counts,
  };
}

function myBoard(w: Words, base: CommonWords, alt: TableAltWords): MyBoardWords {
  const sourceName = (source: number) => w.t('image-alt-source', sourceArgs(source));
  return {
    ...base,
    yourTurn: w.t('image-your-turn'),
    youPlaceLine: (line) => w.t('image-you-place-line', { line }),
    alt: {
      ...alt,
      intro: (round, players, variant, viewer) => w.t('image-alt-my-board-intro', { round, players, variant, viewer }),
      picked: (source, color) =>
        source === null
          ? ''
          : color === null
            ? w.t('image-alt-picked-source', { source })
            : w.t('image-alt-picked', { source, color }),
      sourceName,
      board: (who, score, lines, floor) => w.t('image-alt-board', { who, score, lines, floor }),
      line: (line, count, color) =>
        count === 0 || color === null
          ? w.t('image-alt-line-empty', { line })
          : w.t('image-alt-line', { line, count, color }),
    },
  };
}

const kindOf = (h: number, v: number) => (h > 0 && v > 0 ? 'both' : h > 0 ? 'row' : v > 0 ? 'column' : 'none');

function summary(w: Words, base: CommonWords, colors: Colors): SummaryWords {
  return {
    seat: base.seat,
    scored: (round) => w.t('image-round-scored', { round }),
    startsRound: (who, round) => phrase(w, 'image-starts-round', who, { round }),
    gameOver: base.gameOver,
    line: (line) => w.t('image-line', { line }),
    reason: (across, down) => w.t('image-reason', { kind: kindOf(across, down), across, down }),
    reasonShort: (across, down) => w.t('image-reason-short', { kind: kindOf(across, down), across, down }),
    noFreeColumn: w.t('image-no-free-column'),
    noFreeColumnLong: w.t('image-no-free-column-long'),
    noFullLine: w.t('image-no-full-line'),
    was: (score) => w.t('image-was', { score }),
    thisRound: (change) => w.t('image-this-round', { change }),
    floor: base.floor,
    floorEmpty: w.t('image-floor-empty'),
    alt: {
      intro: (round) => w.t('image-alt-summary-intro', { round }),
      noRound: w.t('image-alt-no-round'),
      placed: (color, line, points) => w.t('image-alt-placed', { color, line, points }),
      dumped: (line) => w.t('image-alt-dumped', { line }),
      floor: (penalty) => w.t('image-alt-floor', { penalty }),
      player: (who, before, after, details) =>
        details
          ? w.t('image-alt-player-details', { who, before, after, details })
          : w.t('image-alt-player', { who, before, after }),
      startsNext: (who) => w.t('image-alt-starts-next', { who }),
      colors,
    },
  };
}

function final(w: Words, base: CommonWords): FinalWords {
  return {
    seat: base.seat,
    gameOver: base.gameOver,
    notFinished: w.t('image-not-finished'),
    wins: (who) => phrase(w, 'image-wins', who),
    sharedWin: (who) => phrase(w, 'image-shared-win', who),
    and: w.t('image-names-and'),
    withPoints: (score) => w.t('image-with-points', { score }),
    sharedReason: (score, rows) => w.t('image-shared-reason', { score, rows }),
    tieReason: (score, rows, best) => w.t('image-tie-reason', { score, rows, best }),
    winsWith: (who, score) => phrase(w, 'image-wins-with', who, { score }),
    winsTie: (who, score, rows, best) => phrase(w, 'image-wins-tie', who, { score, rows, best }),
    sharedWinSentence: (who, score, rows) => phrase(w, 'image-shared-win-sentence', who, { score, rows }),
    points: w.t('image-points'),
    beforeBonuses: w.t('image-before-bonuses'),
    rowsBonus: (count) => w.t('image-rows-bonus', { count }),
    columnsBonus: (count) => w.t('image-columns-bonus', { count }),
    colorsBonus: (count) => w.t('image-colors-bonus', { count }),
    finalScore: w.t('image-final-score'),
    chartTitle: w.t('image-chart-title'),
    chartStart: w.t('image-chart-start'),
    chartRound: (round) => w.t('image-chart-round', { round }),
    chartFinal: w.t('image-chart-final'),
    alt: {
      notOver: w.t('image-alt-not-over'),
      intro: (rounds) => w.t('image-alt-final-intro', { rounds }),
      shared: (who) => w.t('image-alt-shared', { who }),
      byRows: (who) => w.t('image-alt-by-rows', { who }),
      wins: (who) => w.t('image-alt-wins', { who }),
      player: (who, score, bonus, rows, columns, colors, complete) =>
        w.t('image-alt-final-player', { who, score, bonus, rows, columns, colors, complete }),
      joinNames: (names) => new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(names),
    },
  };
}

function scoring(w: Words, base: CommonWords): ScoringWords {
  const title = (kind: string) => w.t('image-scoring-title', { kind });
  const explain = (kind: string) => (across: number, down: number, points: number) =>
    w.t('image-scoring-explain', { kind, across, down, points });
  const alt = (kind: string) => w.t('image-alt-scoring', { kind });
  return {
    title: { row: title('row'), column: title('column'), both: title('both'), floor: title('floor') },
    explain: { row: explain('row'), column: explain('column'), both: explain('both') },
    newTile: w.t('image-new-tile'),
    floorExplain: (penalties, total) => w.t('image-floor-explain', { penalties, total }),
    floor: base.floor,
    alt: { row: alt('row'), column: alt('column'), both: alt('both'), floor: alt('floor') },
  };
}

function review(w: Words, base: CommonWords): ReviewWords {
  return {
    chartTitle: w.t('image-review-chart-title'),
    roundShort: (round) => w.t('image-review-round-short', { round: round + 1 }),
    roundChip: (round) => base.round(round + 1),
    played: w.t('image-review-played'),
    better: w.t('image-review-better'),
    loss: (points) => w.t('image-review-loss', { points }),
    center: w.t('image-review-center'),
    floorTitle: base.floor,
    seat: base.seat,
    draft: (count, color, source, line, spill) => {
      const to = line === 5 ? w.t('image-move-to-floor') : w.t('image-move-to-line', { line: line + 1 });
      const target = spill > 0 ? w.t('image-review-spill', { target: to, count: spill }) : to;
      return w.t('image-review-draft', {
        count,
        color: COLORS[color],
        source: w.t('image-review-source', sourceArgs(source)),
        target,
      });
    },
    place: (color, column) =>
      w.t('image-review-place', { color: COLORS[color], column: w.t('image-review-column', { number: column + 1 }) }),
    alt: {
      chart: (ends, moves) => w.t('image-alt-review-chart', { ends, moves }),
      position: (round, name, played, better, points) =>
        w.t('image-alt-review-position', { round, name, played, better, points }),
    },
  };
}

function build(locale: Locale): ImageWords {
  const w = wordsFor(locale);
  const colors = colorsOf(w);
  const base = common(w, colors);
  const alt = tableAlt(w);
  return {
    locale,
    table: { ...base, alt },
    myBoard: myBoard(w, base, alt),
    summary: summary(w, base, colors),
    final: final(w, base),
    scoring: scoring(w, base),
    review: review(w, base),
  };
}

const cache = new Map<Locale, ImageWords>();

/** Every image's words in `locale` (built once per language). */
export function imageWordsFor(locale: Locale): ImageWords {
  let words = cache.get(locale);
  if (!words) cache.set(locale, (words = build(locale)));
  return words;
}
