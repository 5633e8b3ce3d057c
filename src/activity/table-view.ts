// The live table in one viewer's words: the app's view model (src/app/view-model/live-table.ts)
// turned into what the live channel sends (src/activity/protocol.ts). The board's words are the
// pictures' own (images.ftl, through the app's image words), the Activity's buttons and sentences
// are activity.ftl's, refusals refusals.ftl's: one catalog, the same words as in the chat.
import {
  imageWordsFor,
  nameOf,
  wordsFor,
  type ImageWords,
  type LiveTableModel,
  type Locale,
  type LoggedTurn,
  type MoveOutcome,
  type ReviewSummary,
  type Words,
} from '../app/index.ts';
import { COLORS, type RoundReport } from '../engine/types.ts';
import type { Labels, MoveView, SummaryView, TableView } from './protocol.ts';

/** How many of the moves since the viewer's last turn the table lists (the chat's turn message shows 8 too). */
const SINCE_SHOWN = 8;

/** One viewer's language: the catalog's words and the pictures' words, built once per language. */
export interface ViewWords {
  locale: Locale;
  w: Words;
  image: ImageWords;
}

const cache = new Map<Locale, ViewWords>();

export function viewWords(locale: Locale): ViewWords {
  let words = cache.get(locale);
  if (!words) {
    words = { locale, w: wordsFor(locale), image: imageWordsFor(locale) };
    cache.set(locale, words);
  }
  return words;
}

/** A phrase of the pictures' words as plain text, names in full. */
function plain(parts: readonly (string | { name: string })[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.name)).join('');
}

export function labelsOf({ w, image }: ViewWords): Labels {
  return {
    undo: w.t('activity-undo'),
    hint: w.t('activity-hint'),
    playHint: w.t('activity-play-hint'),
    takeBack: w.t('activity-take-back'),
    voteEnd: w.t('activity-vote-end'),
    voteKeep: w.t('activity-vote-keep'),
    watching: w.t('activity-watching'),
    yourTurn: w.t('activity-your-turn'),
    floor: image.table.floor,
    bag: image.table.supplyBag,
    lid: image.table.supplyLid,
    onTable: image.table.supplyTable,
    close: w.t('activity-close'),
    retry: w.t('activity-retry'),
    connecting: w.t('activity-connecting'),
    reconnecting: w.t('activity-reconnecting'),
    summaryClose: w.t('activity-summary-close'),
    results: w.t('activity-results'),
    review: w.t('activity-review'),
    clockLeft: w.t('activity-clock', { time: '{time}' }),
    cancelPick: w.t('activity-cancel-pick'),
    toPlayPill: image.table.toPlayPill,
    placingPill: image.table.placingPill,
    since: w.t('activity-since'),
    latest: w.t('activity-latest'),
    atTable: w.t('activity-at-table', { names: '{names}' }),
    colors: [...image.table.colors],
  };
}

/** A draft as the pictures' words tell it (the table's move line, the hint's "→ line 2 + 1 floor"). */
export function draftFacts(m: Extract<MoveOutcome, { type: 'drafted' }>) {
  return {
    color: m.color,
    count: m.count,
    source: m.source,
    line: m.target,
    toLine: m.toLine,
    toFloor: m.toFloor,
    toLid: m.toLid,
    tookMarker: m.tookMarker,
  };
}

/** A seat's player as named in the viewer's words (a bot by the catalog's name), or "Seat 2" for an empty one. */
function seatName(model: LiveTableModel, seat: number, { w, image }: ViewWords): string {
  const player = model.players[seat];
  return (player && nameOf(w, player.named)) || image.table.seat(seat + 1);
}

function moveView(model: LiveTableModel, logged: LoggedTurn, words: ViewWords): MoveView {
  const { image } = words;
  const m = logged.turn.move;
  const name = { name: seatName(model, m.player, words) };
  if (m.type === 'placed') {
    return {
      seat: m.player,
      version: logged.version,
      kind: 'place',
      source: -1,
      color: m.color,
      count: 1,
      line: m.line,
      toLine: 0,
      toFloor: 0,
      toLid: 0,
      tookMarker: false,
      column: m.column,
      text: `${plain(image.table.placesLineShort(name, m.line + 1))} → ${image.summary.line(m.line + 1)}`,
    };
  }
  const facts = draftFacts(m);
  return {
    seat: m.player,
    version: logged.version,
    kind: 'draft',
    ...facts,
    column: -1,
    text: plain(image.table.moveLine(name, facts)),
  };
}

function lineText(
  w: Words,
  l: { line: number; toLine: number; toFloor: number; toLid: number; fills: boolean; tilingPoints: number | null },
): string {
  const parts: string[] = [];
  const floor = l.line === 5;
  if (!floor) parts.push(w.t('activity-part-tiles', { count: l.toLine }));
  if (l.fills) parts.push(w.t('activity-part-fills'));
  if (l.tilingPoints !== null) parts.push(w.t('activity-part-points', { points: l.tilingPoints }));
  if (l.toFloor > 0) parts.push(w.t(floor ? 'activity-part-tiles' : 'activity-part-floor', { count: l.toFloor }));
  if (l.toLid > 0) parts.push(w.t('activity-part-lid', { count: l.toLid }));
  return w.t('activity-line', { line: floor ? 'floor' : 'line', number: l.line + 1, parts: parts.join(', ') });
}

function summaryView(model: LiveTableModel, report: RoundReport, words: ViewWords): SummaryView {
  const { w, image } = words;
  const s = image.summary;
  return {
    round: report.round + 1,
    title: s.scored(report.round + 1),
    rows: report.players.map((p) => {
      const change = p.scoreAfter - p.scoreBefore;
      const lines = [
        ...p.placed.map((t) => `${s.line(t.line + 1)} → +${t.points} (${s.reasonShort(t.horizontal, t.vertical)})`),
        ...p.dumpedLines.map((line) => `${s.line(line + 1)}: ${s.noFreeColumn}`),
        p.floor.length > 0 ? `${s.floor} ${String(p.floorPenalty).replace('-', '−')}` : s.floorEmpty,
      ];
      return {
        seat: p.player,
        name: seatName(model, p.player, words),
        before: p.scoreBefore,
        after: p.scoreAfter,
        change: s.thisRound(change >= 0 ? `+${w.number(change)}` : `−${w.number(-change)}`),
        lines,
      };
    }),
  };
}

function headline(model: LiveTableModel, words: ViewWords): string {
  const { w, image } = words;
  if (model.status === 'lobby')
    return w.t('activity-lobby', { seated: model.players.length, seats: model.playerCount });
  if (model.status === 'cancelled') return w.t('activity-cancelled');
  if (model.status === 'broken') return w.t('activity-broken');
  if (model.status === 'finished' || model.acting === null) return image.table.gameOver;
  const state = model.state!;
  const placing = state.phase === 'wall';
  if (model.viewer.mayAct)
    return placing ? w.t('activity-you-place', { line: state.pendingLine + 1 }) : w.t('activity-your-turn');
  const name = { name: seatName(model, model.acting, words) };
  return plain(placing ? image.table.placesLine(name, state.pendingLine + 1) : image.table.toPlay(name));
}

function roleText(model: LiveTableModel, words: ViewWords): string {
  const { w } = words;
  const seat = model.viewer.seat;
  if (seat === null) return w.t('activity-watching');
  if (model.viewer.left) return w.t('activity-left');
  if (model.viewer.onAutopilot) return w.t('activity-autopilot');
  return w.t('activity-you-play', { name: seatName(model, seat, words) });
}

function finalView(model: LiveTableModel, review: ReviewSummary | null, words: ViewWords): TableView['final'] {
  const { w, image } = words;
  const f = model.final;
  if (!f) return null;
  const fw = image.final;
  const winner = f.winners[0];
  const names = f.winners.map((p) => ({ name: seatName(model, p.seat, words) }));
  const headline =
    f.winners.length > 1
      ? plain(
          fw.sharedWinSentence(
            names.flatMap((n, i) => (i === 0 ? [n] : [fw.and, n])),
            f.best,
            f.standings[0]?.completeRows ?? 0,
          ),
        )
      : winner
        ? plain(fw.winsWith({ name: seatName(model, winner.seat, words) }, f.best))
        : fw.gameOver;
  return {
    headline,
    standings: f.standings.map((s) => ({
      seat: s.player.seat,
      name: seatName(model, s.player.seat, words),
      rank: s.rank,
      score: s.score,
      bonuses: w.t('activity-bonuses', {
        rows: s.bonusPoints.rows,
        columns: s.bonusPoints.columns,
        colors: s.bonusPoints.colors,
      }),
    })),
    review: review
      ? {
          ready: true,
          text: w.t('activity-review'),
          players: review.players.map((p) => ({
            seat: p.seat,
            name: seatName(model, p.seat, words),
            text: w.t('activity-review-player', {
              accuracy: Math.round(p.accuracy),
              inaccuracies: p.inaccuracies,
              mistakes: p.mistakes,
              blunders: p.blunders,
            }),
          })),
        }
      : { ready: false, text: w.t('activity-review-pending'), players: [] },
  };
}

/** Whether a wall-tiling happened in the round before this one and is still fresh news (this round's first moves). */
function freshReport(model: LiveTableModel): RoundReport | null {
  const report = model.lastRound;
  if (!report) return null;
  return report.round === model.round - 2 || model.status === 'finished' ? report : null;
}

export function tableView(model: LiveTableModel, words: ViewWords, review: ReviewSummary | null = null): TableView {
  const { w, image } = words;
  const state = model.state;
  const report = freshReport(model);
  const centerTiles = state ? state.center.reduce((a, b) => a + b, 0) : 0;
  return {
    gameId: model.gameId,
    version: model.version,
    status: model.status,
    variant: model.variant,
    playerCount: model.playerCount,
    round: model.round,
    phase: state ? state.phase : null,
    seats: model.players.map((p) => ({
      seat: p.seat,
      name: seatName(model, p.seat, words),
      playedBy: p.playedBy,
      mine: p.seat === model.viewer.seat,
    })),
    me: model.viewer.seat,
    acting: model.acting,
    table: state
      ? {
          factories: state.factories.map((f) => [...f]),
          center: [...state.center],
          markerInCenter: state.markerInCenter,
          boards: state.players.map((b) => ({
            score: b.score,
            lineColor: [...b.lineColor],
            lineCount: [...b.lineCount],
            wall: [...b.wall],
            floor: [...b.floor],
          })),
          pendingLine: state.pendingLine,
        }
      : null,
    supply: model.supply ? { bag: model.supply.bag, lid: model.supply.lid, out: model.supply.out } : null,
    clockEndsAt: model.clockEndsAt ? model.clockEndsAt.getTime() : null,
    since: model.since.slice(-SINCE_SHOWN).map((t) => moveView(model, t, words)),
    controls:
      model.controls?.kind === 'draft'
        ? {
            kind: 'draft',
            picks: model.controls.picks.map((p) => ({
              source: p.source,
              color: p.color,
              count: p.count,
              text: w.t('step-line', {
                count: p.count,
                color: COLORS[p.color],
                source: w.t(
                  'source-name',
                  p.source < 0 ? { source: 'center', number: 0 } : { source: 'display', number: p.source + 1 },
                ),
              }),
              lines: p.lines.map((l) => ({
                line: l.line,
                toLine: l.toLine,
                toFloor: l.toFloor,
                toLid: l.toLid,
                fills: l.fills,
                text: lineText(w, l),
              })),
            })),
          }
        : model.controls?.kind === 'place'
          ? {
              kind: 'place',
              line: model.controls.line,
              color: model.controls.color,
              places: model.controls.places.map((p) => ({
                column: p.column,
                points: p.points,
                text: w.t('activity-column', { column: p.column + 1, points: p.points }),
              })),
            }
          : null,
    undo: model.undo
      ? { move: model.undo.moveCount, text: w.t('activity-undo-move', { move: model.undo.moveCount }) }
      : null,
    hint: model.viewer.mayAct,
    takeBack: model.viewer.onAutopilot && model.status === 'active',
    vote: model.vote
      ? {
          round: model.vote.round,
          text: w.t('activity-vote', {
            round: model.vote.round + 1,
            agreed: model.vote.tally.agreed.length,
            needed: model.vote.tally.needed,
          }),
          mayVote: model.vote.mayVote,
          agreed: model.vote.agreed,
        }
      : null,
    summary: report ? summaryView(model, report, words) : null,
    final: finalView(model, review, words),
    text: {
      headline: headline(model, words),
      round: image.table.round(model.round),
      center: centerTiles > 0 || state?.markerInCenter ? image.table.centerShort(centerTiles) : image.table.centerEmpty,
      role: roleText(model, words),
    },
  };
}

/** The view of a channel with no game nor lobby. */
export function noGameView({ w }: ViewWords): TableView {
  return {
    gameId: null,
    version: 0,
    status: 'none',
    variant: 'standard',
    playerCount: 0,
    round: 0,
    phase: null,
    seats: [],
    me: null,
    acting: null,
    table: null,
    supply: null,
    clockEndsAt: null,
    since: [],
    controls: null,
    undo: null,
    hint: false,
    takeBack: false,
    vote: null,
    summary: null,
    final: null,
    text: { headline: w.t('activity-no-game'), round: '', center: '', role: '' },
  };
}
