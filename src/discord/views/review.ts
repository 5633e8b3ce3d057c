// The game review (Components V2): the evaluation chart, each player's accuracy and counts, and
// their costliest moves in words, each with the position (played and better move marked). Posted
// once in the game's thread, and shown privately by `/azul review` and History's Review buttons.
import { escapeMarkdown } from 'discord.js';
import type { ReviewModel, ReviewMove, ReviewedMove, Words } from '../../app/index.ts';
import { CENTER } from '../../engine/types.ts';
import { columnLabel, lineName, sourceName } from '../labels.ts';
import {
  container,
  gallery,
  separator,
  text,
  textOf,
  v2,
  V2_COMPONENTS_MAX,
  V2_TEXT_MAX,
  type ContainerChild,
  type V2View,
} from './v2.ts';

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
    loss: w.number(c.loss, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    judgement: c.judgement,
  });
}

/**
 * The review message; `images` (the model's) are its attachments. Within Discord's 40 components and 4000 characters.
 */
export function reviewView(w: Words, model: ReviewModel): V2View {
  const byName = new Map(model.images.map((i) => [i.fileName, i]));
  const shown = (name: string | null) => {
    const image = name ? byName.get(name) : undefined;
    return image ? gallery({ name: image.fileName, description: image.description }) : null;
  };
  const t = model.thresholds;
  const head = textOf([
    w.t('review-title', { moves: model.moves }),
    model.finished ? '' : w.t('review-agreement'),
    w.t('review-key', { accurate: t.accurate, inaccuracy: t.inaccuracy, mistake: t.mistake, blunder: t.blunder }),
  ]);
  const children: Array<ContainerChild | null> = [head, shown(model.chart)];
  let budget = V2_TEXT_MAX - (head?.content.length ?? 0);
  for (const p of model.players) {
    children.push(separator());
    const line = w.t('review-player', {
      name: escapeMarkdown(p.player.name),
      score: p.score,
      accuracy: w.number(p.accuracy, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      inaccuracies: p.inaccuracies,
      mistakes: p.mistakes,
      blunders: p.blunders,
    });
    const player = text(p.costliest.length ? line : `${line}\n${w.t('review-player-clean')}`);
    children.push(player);
    budget -= player.content.length;
    for (const c of p.costliest) {
      const words = costlyMoveText(w, c);
      if (words.length > budget) break;
      budget -= words.length;
      children.push(text(words), shown(c.image));
    }
  }
  const kept = children.filter((c): c is ContainerChild => !!c).slice(0, V2_COMPONENTS_MAX - 1);
  return v2([container(null, kept)]);
}
