// `/azul help`'s pages: a click turns the page, privately (the page number is the click's version).
import { MessageFlags } from 'discord.js';
import { helpPage } from '../views/help.ts';
import type { ClickHandler } from './handler.ts';
import { onPrivateMessage } from './preconditions.ts';

export const help: ClickHandler<'help'> = {
  kind: 'help',
  async run(click, run) {
    const page = await helpPage(run.w, click.version);
    if (!page) return run.respond.ephemeral(run.w.t('choice-not-offered'));
    // The pages are private answers; a page button forged elsewhere answers with a new private page.
    if (onPrivateMessage(run.interaction))
      await run.respond.update({ ...page.view, files: page.files, attachments: [] });
    else
      await run.respond.reply({
        ...page.view,
        files: page.files,
        flags: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2,
      });
  },
};
