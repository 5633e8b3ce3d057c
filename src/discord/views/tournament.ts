// A tournament's messages: the sign-up (Join, Leave, Check in while it is open), a round's pairings,
// the card each game's thread hangs from and the first message in that thread (which pings the
// table), and the standings (a picture and its text), in the tournament's language.
import { ButtonStyle } from 'discord.js';
import {
  nameOf,
  type Named,
  type RoundModel,
  type SignupModel,
  type StandingsModel,
  type TableCardModel,
  type Words,
} from '../../app/index.ts';
import { encodeCustomId } from '../custom-id.ts';
import { button, mention, relativeTime, row, view, type View } from './common.ts';
import { container, gallery, textOf, v2, type V2View } from './v2.ts';
import { turnTimeText } from './words.ts';

/** The sign-up message's role among a tournament's message ids. */
export const ROLE_SIGNUP = 'signup';

/** The standings listed in words; the picture has every entrant. */
const STANDINGS_LINES = 20;
const ACCENT = 0xc98a00;

export function signupView(w: Words, m: SignupModel): View {
  const ids = { gameId: m.ref.id, version: m.ref.version };
  const lines = [
    w.t('tournament-signup-title', { name: m.ref.name, organizer: mention(m.ref.organizerId) }),
    w.t('tournament-line-format', { format: m.ref.format, rounds: m.rounds ?? 0 }),
    w.t('tournament-line-tables', {
      size: m.ref.tableSize,
      bots: m.ref.botsFill ? 'yes' : 'no',
      variant: m.ref.variant,
      clock: turnTimeText(w, m.ref.turnSeconds),
    }),
  ];
  if (m.open) {
    lines.push(
      m.startsAt
        ? w.t('tournament-line-starts-at', { when: relativeTime(m.startsAt) })
        : w.t('tournament-line-starts-manual', { organizer: mention(m.ref.organizerId) }),
    );
    if (m.ref.checkIn) lines.push(w.t('tournament-line-check-in'));
  }
  const players = m.entrants.map((e) => `${mention(e.userId)}${m.ref.checkIn && e.checkedIn ? ' ✅' : ''}`);
  lines.push(
    players.length
      ? w.t('tournament-entrants', { count: players.length, players: players.join(', ') })
      : w.t('tournament-entrants-none'),
  );
  if (m.status === 'running')
    lines.push(w.t('tournament-signup-running', { count: m.entrants.length, round: m.round, of: m.planned }));
  if (m.status === 'finished') lines.push(w.t('tournament-signup-finished'));
  if (m.status === 'cancelled') lines.push(w.t('tournament-signup-cancelled'));
  if (!m.open) return view(lines.join('\n'));
  const buttons = [
    button(encodeCustomId({ kind: 'tournamentJoin', ...ids }), w.t('tournament-join'), ButtonStyle.Primary),
    button(encodeCustomId({ kind: 'tournamentLeave', ...ids }), w.t('tournament-leave'), ButtonStyle.Secondary),
  ];
  if (m.ref.checkIn)
    buttons.push(
      button(
        encodeCustomId({ kind: 'tournamentCheckIn', ...ids }),
        w.t('tournament-check-in-button'),
        ButtonStyle.Success,
      ),
    );
  return view(lines.join('\n'), [row(...buttons)]);
}

/** Before a set start: the entrants who have not checked in yet are pinged to press Check in. */
export function checkInReminderView(w: Words, m: SignupModel, late: string[]): View {
  return view(
    w.t('tournament-check-in-reminder', {
      name: m.ref.name,
      players: late.map(mention).join(', '),
      when: m.startsAt ? relativeTime(m.startsAt) : '',
    }),
    [],
    late,
  );
}

/** A table's people (mentions: named, not pinged here) and its bots. */
function tablePlayers(w: Words, people: string[], bots: number | Named[]): string {
  const named = people.map(mention);
  if (typeof bots === 'number')
    return [...named, ...(bots > 0 ? [w.t('tournament-round-bots', { count: bots })] : [])].join(', ');
  return [...named, ...bots.map((b) => `**${nameOf(w, b)}**`)].join(', ');
}

/** A round's pairings, posted in the channel when it starts (the table cards that follow ping each table). */
export function roundView(w: Words, m: RoundModel): View {
  const lines = [w.t('tournament-round-title', { name: m.ref.name, round: m.round, of: m.of })];
  for (const t of m.tables)
    lines.push(
      w.t('tournament-round-table', {
        table: t.table,
        players: tablePlayers(
          w,
          t.players.map((p) => p.userId),
          t.bots,
        ),
      }),
    );
  if (m.byes.length)
    lines.push(w.t('tournament-round-bye', { players: m.byes.map((b) => mention(b.userId)).join(', ') }));
  lines.push(w.t('tournament-round-threads'));
  return view(lines.join('\n'));
}

/** The message a tournament game's thread starts from, in the channel: it pings the table. */
export function tableCardView(w: Words, m: TableCardModel): View {
  return view(
    w.t('tournament-table-card', {
      name: m.name,
      round: m.round,
      of: m.of,
      table: m.table,
      players: tablePlayers(w, m.people, m.bots),
    }),
    [],
    m.people,
  );
}

/** The first message in a tournament game's thread: it pings its people (which adds them to the thread). */
export function tableWelcomeView(w: Words, m: TableCardModel): View {
  return view(
    w.t('tournament-table-welcome', { table: m.table, round: m.round, players: tablePlayers(w, m.people, m.bots) }),
    [],
    m.people,
  );
}

/** The standings in words, best first (the picture holds every entrant). */
export function standingsLines(w: Words, m: StandingsModel): string[] {
  const lines = m.rows.slice(0, STANDINGS_LINES).map((r) =>
    w.t('tournament-standing-line', {
      rank: `${r.shared ? '=' : ''}${r.rank}`,
      name: r.name,
      points: r.points,
      buchholz: r.buchholz,
      score: r.totalScore,
      note: r.withdrawn ? 'dropped' : r.out ? 'out' : 'none',
    }),
  );
  if (m.rows.length > STANDINGS_LINES)
    lines.push(w.t('tournament-standings-more', { count: m.rows.length - STANDINGS_LINES }));
  return lines;
}

/**
 * The standings: the title, `headline` above (the winner, at the end), the table in words and its
 * picture (`image`: the attachment's name and description; none when drawing failed).
 */
export function standingsView(
  w: Words,
  m: StandingsModel,
  subtitle: string,
  image: { name: string; description?: string } | null,
  headline: string | null = null,
): V2View {
  const body = [
    headline ?? '',
    `**${w.t('tournament-standings-title', { name: m.ref.name })}** · ${subtitle}`,
    ...standingsLines(w, m),
    `-# ${w.t('tournament-standings-scale')}`,
  ];
  return v2([container(ACCENT, [textOf(body), image ? gallery(image) : null])]);
}

/** The winner's line at the end (names in bold; shared first place named together). */
export function winnerLine(w: Words, m: StandingsModel): string | null {
  const first = m.rows.filter((r) => r.rank === 1);
  if (first.length === 0 || m.after === 0) return null;
  if (first.length === 1) return w.t('tournament-winner', { name: first[0]!.name, tournament: m.ref.name });
  return w.t('tournament-winners', { names: first.map((r) => r.name).join(', '), tournament: m.ref.name });
}
