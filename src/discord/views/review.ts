// The game review (Components V2): the evaluation chart, each player's accuracy and counts, and
// their costliest moves in words, each with the position (played and better move marked). Posted
// once in the game's thread, short (the lines and the chart); read privately page by page, the
// reader's own part first (`/azul review`, its Your review button, History's Review buttons).
import { ButtonStyle, escapeMarkdown } from 'discord.js';
import {
  nameOf,
  type ReviewModel,
  type ReviewMove,
  type ReviewPageModel,
  type ReviewedMove,
  type ReviewedPlayer,
  type Words,
} from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button, row } from './common.ts';
import { CENTER } from '../../engine/types.ts';
import { columnLabel, lineName, sourceName } from '../labels.ts';
import { container, gallery, text, textOf, v2, type ContainerChild, type MediaGallery, type V2View } from './v2.ts';

/** "2 blue from Display 5 to Line 2 (1 to the floor)", "the red of Line 3 to Column 4". */
export function reviewMoveText(w: Words, m: ReviewMove): string {
  if (m.kind === 'place')
    return w.t('review-move-place', { color: m.color, line: lineName(w, m.line), column: columnLabel(w, m.column) });
  const source = sourceName(w, m.source === 'center' ? CENTER : m.source);
  const target = m.line === 'floor' ? w.t('review-move-floor') : lineName(w, m.line);
  let move = w.t('review-move-draft', { tiles: m.tiles, color: m.color, source, target });
  if (m.line !== 'floor' && m.toFloor > 0) move = w.t('review-move-spill', { move, count: m.toFloor });
  if (m.marker) move = w.t('review-move-marker', { move });
  return move;
}

export function costlyMoveText(w: Words, c: ReviewedMove): string {
  return w.t('review-costly', {
    round: c.round + 1,
    move: c.index + 1,
    played: reviewMoveText(w, c.played),
    better: reviewMoveText(w, c.better),
    // A number: the catalog shows it with one decimal and picks the words that agree with it.
    loss: c.loss,
    judgement: c.judgement,
  });
}

/** A player's line: score, accuracy and counts (and, when they gave nothing away, that). */
function playerLine(w: Words, p: ReviewedPlayer): string {
  const line = w.t('review-player', {
    name: escapeMarkdown(nameOf(w, p.player.named)),
    score: p.score,
    accuracy: w.number(p.accuracy, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    inaccuracies: p.inaccuracies,
    mistakes: p.mistakes,
    blunders: p.blunders,
  });
  return p.costliest.length ? line : `${line}\n${w.t('review-player-clean')}`;
}

/** The title (and, for a game ended by agreement, that), and what the numbers mean. */
function heading(w: Words, model: ReviewModel): string[] {
  const t = model.thresholds;
  return [
    w.t('review-title', { moves: model.moves }),
    model.finished ? '' : w.t('review-agreement'),
    w.t('review-key', { accurate: t.accurate, inaccuracy: t.inaccuracy, mistake: t.mistake, blunder: t.blunder }),
  ];
}

/** The model's picture `name` as a gallery, if it was drawn. */
function picture(model: ReviewModel, name: string | null): MediaGallery | null {
  const image = name ? model.images.find((i) => i.fileName === name) : undefined;
  return image ? gallery({ name: image.fileName, description: image.description }) : null;
}

/**
 * The review posted in the game's thread: short on a phone (a screen): every player's line and the
 * chart, and "Your review", which shows each reader privately their own part first, then the
 * costly moves page by page. `images` (the model's) are its attachments.
 */
export function reviewView(w: Words, model: ReviewModel): V2View {
  const open = button(
    encodeCustomId({ kind: 'review', gameId: model.gameId, version: 0 }),
    w.t('review-button-mine'),
    ButtonStyle.Primary,
    { emoji: { name: '🔍' } },
  );
  return v2([
    container(null, [
      textOf(heading(w, model)),
      picture(model, model.chart),
      text(model.players.map((p) => playerLine(w, p)).join('\n')),
      row(open),
    ]),
  ]);
}

/**
 * A page of the review, privately (`/azul review`, Your review, History's Review): the lead (the
 * reader's line, their costliest move with its picture, the chart, the others' lines), or one costly
 * move with its picture; Previous and Next turn the pages.
 */
export function reviewPageView(w: Words, shown: ReviewPageModel): V2View {
  const { model, page, index, count } = shown;
  const children: Array<ContainerChild | null> = [];
  if (page.kind === 'lead') {
    const mine = model.players.find((p) => p.player.seat === page.seat);
    const others = model.players.filter((p) => p !== mine);
    children.push(textOf([w.t('review-title', { moves: model.moves }), model.finished ? '' : w.t('review-agreement')]));
    if (mine) {
      children.push(text(playerLine(w, mine)));
      const costliest = mine.costliest[0];
      if (costliest)
        children.push(
          text(`${w.t('review-your-costliest')} ${costlyMoveText(w, costliest)}`),
          picture(model, costliest.image),
        );
    }
    children.push(picture(model, model.chart), text(others.map((p) => playerLine(w, p)).join('\n')));
    children.push(textOf([heading(w, model).at(-1)!]));
  } else {
    const p = model.players.find((x) => x.player.seat === page.seat)!;
    const move = p.costliest[page.rank]!;
    children.push(
      text(
        `${w.t('review-costly-of', { name: escapeMarkdown(nameOf(w, p.player.named)), rank: page.rank + 1, count: p.costliest.length })}\n${costlyMoveText(w, move)}`,
      ),
      picture(model, move.image),
    );
  }
  const turn = (to: number, label: string, emoji: string) =>
    // Pages counted from 1 in the button (its version 0 opens the first page as a new answer).
    button(
      encodeCustomId({ kind: 'review', gameId: model.gameId, version: to + 1 }),
      w.t(label),
      ButtonStyle.Secondary,
      {
        emoji: { name: emoji },
        disabled: to < 0 || to >= count,
      },
    );
  if (count > 1)
    children.push(
      text(w.t('review-page', { page: index + 1, pages: count })),
      row(turn(index - 1, 'review-button-previous', '◀️'), turn(index + 1, 'review-button-next', '▶️')),
    );
  return v2([container(null, children)]);
}
