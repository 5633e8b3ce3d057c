// The lobby message: settings, who is seated (and who is invited), Join / Leave / Start / Cancel,
// the host's bots; and the lobby once it is over (started, cancelled, closed).
import { ButtonStyle, ComponentType } from 'discord.js';
import { botName, nameOf, type LobbyModel, type Words } from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button, mention, playerLabel, row, view, type View } from './common.ts';
import { turnTimeText } from './words.ts';

function seatedList(w: Words, lobby: LobbyModel): string {
  return lobby.seated.map((p) => playerLabel(w, p)).join(', ') || w.t('lobby-nobody');
}

export function lobbyView(w: Words, lobby: LobbyModel): View {
  const ids = { gameId: lobby.ref.gameId, version: lobby.ref.version };
  const lines = [
    w.t('lobby-title', {
      variant: lobby.ref.variant,
      seats: lobby.seats,
      clock: turnTimeText(w, lobby.ref.turnSeconds),
    }),
    w.t('lobby-host', { host: mention(lobby.hostId) }),
    w.t('lobby-seated', { seated: lobby.seated.length, seats: lobby.seats, players: seatedList(w, lobby) }),
  ];
  if (lobby.invited.length > 0) lines.push(w.t('lobby-invited', { players: lobby.invited.map(mention).join(' ') }));
  lines.push(lobby.canStart ? w.t('lobby-can-start') : w.t('lobby-waiting'));
  const rows = [
    row(
      button(encodeCustomId({ kind: 'join', ...ids }), w.t('lobby-join'), ButtonStyle.Primary, {
        disabled: lobby.full,
      }),
      button(encodeCustomId({ kind: 'leave', ...ids }), w.t('lobby-leave'), ButtonStyle.Secondary),
      button(encodeCustomId({ kind: 'start', ...ids }), w.t('lobby-start'), ButtonStyle.Success, {
        disabled: !lobby.canStart,
      }),
      button(encodeCustomId({ kind: 'cancel', ...ids }), w.t('lobby-cancel'), ButtonStyle.Danger),
    ),
  ];
  if (lobby.addLevels.length > 0) {
    rows.push(
      row({
        type: ComponentType.StringSelect,
        custom_id: encodeCustomId({ kind: 'addBot', ...ids }),
        placeholder: w.t('lobby-add-bot'),
        min_values: 1,
        max_values: 1,
        options: lobby.addLevels.map((level) => ({
          label: botName(w, level),
          value: level,
          description: w.t('level-description', { level }),
        })),
      }),
    );
  }
  if (lobby.removableBots.length > 0) {
    rows.push(
      row(
        ...lobby.removableBots.map((b) =>
          button(
            encodeCustomId({ kind: 'removeBot', ...ids, seat: b.seat }),
            w.t('lobby-remove-bot', { name: nameOf(w, b.named) }),
            ButtonStyle.Secondary,
          ),
        ),
      ),
    );
  }
  // The invited are pinged when the lobby is posted (only then: edits never ping).
  return view(lines.join('\n'), rows, lobby.invited);
}

/** The lobby message once the lobby is over (started, cancelled): no buttons. */
export function lobbyClosedView(w: Words, lobby: LobbyModel, note: string): View {
  return view(w.t('lobby-closed', { variant: lobby.ref.variant, players: seatedList(w, lobby), note }));
}

/** The lobby once its game started, saying why the game plays in the channel when it got no thread. */
export function startedLobbyView(w: Words, lobby: LobbyModel): View {
  const started = w.t('lobby-started');
  const note = lobby.threadRefusal
    ? `${started}\n${w.t('lobby-playing-here', { reason: w.t('thread-refusal', { reason: lobby.threadRefusal }) })}`
    : started;
  return lobbyClosedView(w, lobby, note);
}

/** A rematch's lobby: the players of the game before are invited (pinged) to join. */
export function rematchLobbyView(w: Words, lobby: LobbyModel, invited: string[]): View {
  const base = lobbyView(w, lobby);
  if (invited.length === 0) return base;
  const invite = w.t('rematch-invite', { players: invited.map(mention).join(' ') });
  return {
    ...base,
    content: `${invite}\n${base.content}`,
    allowedMentions: { users: [...new Set([...invited, ...base.allowedMentions.users])], parse: [] },
  };
}
