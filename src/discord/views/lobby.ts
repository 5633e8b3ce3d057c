// The lobby message: settings, who is seated, Join / Leave / Start / Cancel, the host's bots;
// and the lobby once it is over (started, cancelled, closed).
import { ButtonStyle, ComponentType } from 'discord.js';
import type { LobbyModel } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button, mention, playerLabel, row, view, type View } from './common.ts';
import { LEVEL_DESCRIPTION, turnTimeText, variantName } from './words.ts';

export function lobbyView(lobby: LobbyModel): View {
  const seats = lobby.seated.map(playerLabel).join(', ') || 'nobody';
  const ids = { gameId: lobby.ref.gameId, version: lobby.ref.version };
  const content = [
    `**Azul** — new game, ${variantName(lobby.ref.variant)}, up to ${lobby.seats} players, ${turnTimeText(lobby.ref.turnSeconds)}`,
    `Host: ${mention(lobby.hostId)}`,
    `Seated (${lobby.seated.length}/${lobby.seats}): ${seats}`,
    lobby.canStart ? 'The host can start now.' : 'Waiting for at least one more player to join (or the host adds a bot).',
  ].join('\n');
  const rows = [
    row(
      button(encodeCustomId({ kind: 'join', ...ids }), 'Join', ButtonStyle.Primary, { disabled: lobby.full }),
      button(encodeCustomId({ kind: 'leave', ...ids }), 'Leave', ButtonStyle.Secondary),
      button(encodeCustomId({ kind: 'start', ...ids }), 'Start', ButtonStyle.Success, { disabled: !lobby.canStart }),
      button(encodeCustomId({ kind: 'cancel', ...ids }), 'Cancel', ButtonStyle.Danger),
    ),
  ];
  if (lobby.addLevels.length > 0) {
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'addBot', ...ids }),
        placeholder: 'Host: add a bot…',
        min_values: 1,
        max_values: 1,
        options: lobby.addLevels.map((level) => ({ label: `Bot · ${level}`, value: level, description: LEVEL_DESCRIPTION[level] })),
      }),
    );
  }
  if (lobby.removableBots.length > 0) {
    rows.push(row(...lobby.removableBots.map((b) => button(encodeCustomId({ kind: 'removeBot', ...ids, seat: b.seat }), `Remove ${b.name}`, ButtonStyle.Secondary))));
  }
  return view(content, rows);
}

/** The lobby message once the lobby is over (started, cancelled): no buttons. */
export function lobbyClosedView(lobby: LobbyModel, note: string): View {
  const seats = lobby.seated.map(playerLabel).join(', ') || 'nobody';
  return view(`**Azul** — ${variantName(lobby.ref.variant)}\nPlayers: ${seats}\n${note}`);
}

/** The lobby's last line when the game plays in the channel: "Playing here: I may not create threads in this channel." */
export function playingHereNote(refusal: string): string {
  return `Playing here: ${refusal}.`;
}

/** The lobby once its game started, saying why the game plays in the channel when it got no thread. */
export function startedLobbyView(lobby: LobbyModel): View {
  const started = 'The game has started — good luck!';
  return lobbyClosedView(lobby, lobby.threadRefusal ? `${started}\n${playingHereNote(lobby.threadRefusal)}` : started);
}

/** A rematch's lobby: the players of the game before are invited (pinged) to join. */
export function rematchLobbyView(lobby: LobbyModel, invited: string[]): View {
  const base = lobbyView(lobby);
  if (invited.length === 0) return base;
  const invite = `Rematch! ${invited.map(mention).join(' ')}: press Join to play again.`;
  return { ...base, content: `${invite}\n${base.content}`, allowedMentions: { users: invited, parse: [] } };
}
