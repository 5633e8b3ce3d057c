// "Open the table": the button that opens the Activity (the live table) for whoever presses it, in
// the channel it is pressed in. Offered by a bot that serves the Activity (ACTIVITY_PORT).
import { ButtonStyle, type APIButtonComponent } from 'discord.js';
import type { Words } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button } from './common.ts';

export function tableButton(w: Words, ids: { gameId: string; version: number }): APIButtonComponent {
  return button(encodeCustomId({ kind: 'table', ...ids }), w.t('activity-open'), ButtonStyle.Primary, {
    emoji: { name: '🪟' },
  });
}
