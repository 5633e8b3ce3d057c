// The puzzle of the day's clicks: Solve on the daily post (the puzzle privately; an older day's post
// gives today's), the answer's steps (a source, a color, Back: the private message redrawn with the
// picks lit), the line that answers (right or wrong, once per person) or, in the gray wall's placement
// phase, the column that answers (one tap, the same checks), and Share (the spoiler-free
// line, posted in the channel). Every answer's button names the puzzle and its day: another day's
// button, or a puzzle this server did not get that day, is refused (PUZZLE_STALE) and changes nothing.
import { MessageFlags } from 'discord.js';
import { renderPuzzleImage, type AppResult, type ServedPuzzle } from '../../app/index.ts';
import { channelWords } from '../common.ts';
import { mention } from '../views/common.ts';
import { puzzleView, shareLine } from '../views/puzzle.ts';
import type { ClickHandler, ClickRun } from './handler.ts';
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

/** The puzzles' use cases, or the answer that the bot runs without them. */
function puzzlesOf(run: ClickRun) {
  return run.puzzles ?? null;
}

async function step(
  run: ClickRun,
  found: AppResult<{ served: ServedPuzzle }>,
  picked: { source?: number; color?: number },
): Promise<void> {
  if (!found.ok) return refuse(run, found);
  await showPuzzle(run, found.served, 'update', picked);
}

export const puzzleOpen: ClickHandler<'puzzleOpen'> = {
  kind: 'puzzleOpen',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    let found = await puzzles.atStep(click, run.interaction.guildId, run.user.id, {});
    // An older day's post: today's puzzle instead.
    if (!found.ok && found.error === 'PUZZLE_STALE') found = await puzzles.todays(run.interaction.guildId, run.user.id);
    if (!found.ok) return refuse(run, found);
    // Drawing takes a moment: a private "thinking…" first.
    await run.respond.deferPrivately();
    await showPuzzle(run, found.served, 'reply');
  },
};

export const puzzleSource: ClickHandler<'puzzleSource'> = {
  kind: 'puzzleSource',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const picked = { source: click.source };
    await step(run, await puzzles.atStep(click, run.interaction.guildId, run.user.id, picked), picked);
  },
};

export const puzzleColor: ClickHandler<'puzzleColor'> = {
  kind: 'puzzleColor',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const picked = { source: click.source, color: click.color };
    await step(run, await puzzles.atStep(click, run.interaction.guildId, run.user.id, picked), picked);
  },
};

export const puzzleBack: ClickHandler<'puzzleBack'> = {
  kind: 'puzzleBack',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const picked = click.source === null ? {} : { source: click.source };
    await step(run, await puzzles.atStep(click, run.interaction.guildId, run.user.id, picked), picked);
  },
};

export const puzzleLine: ClickHandler<'puzzleLine'> = {
  kind: 'puzzleLine',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const answered = await puzzles.answer(click, run.interaction.guildId, run.user.id, {
      source: click.source,
      color: click.color,
      line: click.line,
    });
    if (!answered.ok) return refuse(run, answered);
    await showPuzzle(run, answered.served, 'update');
  },
};

export const puzzlePlace: ClickHandler<'puzzlePlace'> = {
  kind: 'puzzlePlace',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const answered = await puzzles.answer(click, run.interaction.guildId, run.user.id, {
      line: click.line,
      column: click.column,
    });
    if (!answered.ok) return refuse(run, answered);
    await showPuzzle(run, answered.served, 'update');
  },
};

export const puzzleShare: ClickHandler<'puzzleShare'> = {
  kind: 'puzzleShare',
  async run(click, run) {
    const puzzles = puzzlesOf(run);
    if (!puzzles) return run.respond.ephemeral(run.w.t('puzzle-unavailable'));
    const shared = await puzzles.share(click, run.user.id);
    if (!shared.ok) return refuse(run, shared);
    // In the channel, in the server's language; the mention names without pinging.
    const w = await channelWords(run.app, run.interaction);
    await run.respond.reply({
      content: w.t('puzzle-shared', { who: mention(run.user.id), line: shareLine(w, shared.share) }),
      allowedMentions: { parse: [] },
    });
  },
};
