// The puzzle of the day's clicks: Solve on the daily post (the puzzle privately; an older day's post
// gives today's), the answer's steps (a source, a color, Back: the private message redrawn with the
// picks lit), the line that answers (right or wrong, once per person) or, in the gray wall's placement
// phase, the column that answers (one tap, the same checks), and Share (the spoiler-free
// line, posted in the channel). Every answer's button names the puzzle and its day: another day's
// button, or a puzzle this server did not get that day, is refused (PUZZLE_STALE) and changes nothing.
import { MessageFlags } from 'discord.js';
import { renderPuzzleImage, type ServedPuzzle } from '../../app/index.ts';
import { channelWords } from '../common.ts';
import { mention } from '../views/common.ts';
import { puzzleView, shareLine } from '../views/puzzle.ts';
import type { Click } from '../custom-id.ts';
import type { ClickHandler, ClickOf, ClickRun } from './handler.ts';
import { refuse } from './refuse.ts';

/**
 * Shows a puzzle privately: a new private message (`reply`), or the clicked private message
 * redrawn (`update`); the picture lights the picks so far.
 */
export async function showPuzzle(
  run: Pick<ClickRun, 'respond' | 'w'>,
  served: ServedPuzzle,
  how: 'reply' | 'update',
  picked: { source?: number; color?: number } = {},
): Promise<void> {
  const image = await renderPuzzleImage(served.state, served.player, served.day, run.w.locale, picked);
  const view = puzzleView(run.w, served, { name: image.fileName, description: image.description });
  const files = [{ attachment: image.data, name: image.fileName, description: image.description?.slice(0, 1000) }];
  if (how === 'update') await run.respond.update({ ...view, files, attachments: [] });
  else await run.respond.reply({ ...view, files, flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2 });
}

type Puzzles = NonNullable<ClickRun['puzzles']>;

/** A puzzle click's handler: the bot may run without the puzzles' use cases (it says so then). */
function onPuzzle<K extends Click['kind']>(
  kind: K,
  body: (click: ClickOf<K>, run: ClickRun, puzzles: Puzzles) => Promise<void>,
): ClickHandler<K> {
  return {
    kind,
    async run(click, run) {
      if (!run.puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
      await body(click, run, run.puzzles);
    },
  };
}

/** An answer's step (a source, a color, Back): the private message redrawn with `picked` lit. */
async function step(
  click: Parameters<Puzzles['atStep']>[0],
  run: ClickRun,
  puzzles: Puzzles,
  picked: { source?: number; color?: number },
): Promise<void> {
  const found = await puzzles.atStep(click, run.interaction.guildId, run.user.id, picked);
  if (!found.ok) return refuse(run, found);
  await showPuzzle(run, found.served, 'update', picked);
}

/** The tap that answers (a line, or a gray wall's column): right or wrong, once per person. */
async function answer(
  click: Parameters<Puzzles['answer']>[0],
  run: ClickRun,
  puzzles: Puzzles,
  move: Parameters<Puzzles['answer']>[3],
): Promise<void> {
  const answered = await puzzles.answer(click, run.interaction.guildId, run.user.id, move);
  if (!answered.ok) return refuse(run, answered);
  await showPuzzle(run, answered.served, 'update');
}

export const puzzleOpen = onPuzzle('puzzleOpen', async (click, run, puzzles) => {
  let found = await puzzles.atStep(click, run.interaction.guildId, run.user.id, {});
  // An older day's post: today's puzzle instead.
  if (!found.ok && found.error === 'PUZZLE_STALE') found = await puzzles.todays(run.interaction.guildId, run.user.id);
  if (!found.ok) return refuse(run, found);
  // Drawing takes a moment: a private "thinking…" first.
  await run.respond.deferPrivately();
  await showPuzzle(run, found.served, 'reply');
});

export const puzzleSource = onPuzzle('puzzleSource', (click, run, puzzles) =>
  step(click, run, puzzles, { source: click.source }),
);

export const puzzleColor = onPuzzle('puzzleColor', (click, run, puzzles) =>
  step(click, run, puzzles, { source: click.source, color: click.color }),
);

export const puzzleBack = onPuzzle('puzzleBack', (click, run, puzzles) =>
  step(click, run, puzzles, click.source === null ? {} : { source: click.source }),
);

export const puzzleLine = onPuzzle('puzzleLine', (click, run, puzzles) =>
  answer(click, run, puzzles, { source: click.source, color: click.color, line: click.line }),
);

export const puzzlePlace = onPuzzle('puzzlePlace', (click, run, puzzles) =>
  answer(click, run, puzzles, { line: click.line, column: click.column }),
);

export const puzzleShare = onPuzzle('puzzleShare', async (click, run, puzzles) => {
  const shared = await puzzles.share(click, run.user.id);
  if (!shared.ok) return refuse(run, shared);
  // In the channel, in the server's language; the mention names without pinging.
  const w = await channelWords(run.app, run.interaction);
  await run.respond.reply({
    content: w.t('puzzle-shared', { who: mention(run.user.id), line: shareLine(w, shared.share) }),
    allowedMentions: { parse: [] },
  });
});
