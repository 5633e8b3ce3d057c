// The playground page: one channel (or thread) as one local user sees it, live. Talks only to the local Discord's
// people API (/local/...), through the playground server. The user and channel are named in the URL
// (?user=ana&channel=azul; a thread by its id) so several tabs can play as several users, and a restart
// finds them again. A game moves into a thread when it starts: the sidebar lists threads under their
// channel, and a #thread mention (the start notice) opens it, as in Discord; so does a link to a Discord
// channel or message (discord.com/channels/...), which opens that channel here and shows the message. Under
// 700 px wide the sidebar folds away behind a menu button, so a game can be played on a phone-sized window.
import type { APIMessage } from 'discord-api-types/v10';
import {
  localizedCommands,
  parseSlashInput,
  suggest,
  type RegisteredCommand,
  type Suggestion,
} from '../../local-discord/slash-input.ts';
import { formatTimestamp, escapeHtml } from './markdown.ts';
import { renderMessage } from './message-view.ts';
import { ActivityHost, type ActivityEvent } from './activity-host.ts';

interface Person {
  id: string;
  username: string;
  /** Their Discord client's language: the bot answers them privately in it. */
  locale: string;
  /** They may manage the server (what `/azul settings` asks for). */
  manageServer: boolean;
}

interface State {
  /** `locale`: the server's Discord language (each interaction's `guild_locale`). */
  guild: { id: string; name: string; locale: string };
  bot: { id: string; username: string; online: boolean };
  users: Person[];
  /** Discord's languages, for the language picker. */
  locales: string[];
  /** Channels, each followed by its threads (which carry `parentId`). */
  channels: Array<{ id: string; name: string; parentId?: string }>;
  commands: RegisteredCommand[];
  warnings: Array<{ id: number; at: number; text: string; where: string }>;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const list = $('messages');
const input = $<HTMLInputElement>('input');
const suggestionsBox = $('suggestions');
const composerError = $('composer-error');

let state: State | undefined;
let me: Person | undefined;
let channelId = '';
let events: EventSource | undefined;
const messages = new Map<string, APIMessage>();
const failures = new Map<string, string>();
/** Messages whose click or choice is on its way: "Sending…" until the bot acknowledges it (or it fails). */
const pending = new Set<string>();
/** A message to show once its channel is loaded (a followed message link). */
let focusMessage: string | undefined;
/** The message shown by a followed link, flashing for a moment (kept across the reload a reconnect does). */
let highlight: { id: string; until: number } | undefined;
let suggestions: Suggestion[] = [];
let highlighted = -1;
/** Discord's side of the Activity: its panel beside the chat, and the SDK's protocol (activity-host.ts). */
const activity = new ActivityHost(api, () => ({ me, applicationId: state?.bot.id ?? '', channelId }));

/** A call of the people API; its answer is what that route's documentation says (people-api.ts). */
async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify({ as: me?.id, ...body }) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(json.error ?? `HTTP ${res.status}`);
  return json;
}

/** Loads everything afresh: used at start, after a switch of user or channel, and after every reconnect. */
async function load(): Promise<void> {
  state = (await api('GET', '/local/state')) as State;
  const params = new URLSearchParams(location.search);
  const wantedUser = params.get('user')?.toLowerCase();
  me = state.users.find((u) => u.username.toLowerCase() === wantedUser) ?? state.users[0];
  const wantedChannel = params.get('channel')?.toLowerCase();
  channelId =
    (state.channels.find((c) => c.name === wantedChannel || c.id === wantedChannel) ?? state.channels[0])?.id ?? '';
  document.body.dataset.user = me?.username ?? '';
  activity.actingAs(me?.id);
  document.body.dataset.locale = me?.locale ?? '';
  document.body.dataset.serverLocale = state.guild.locale;
  renderSidebar();
  renderWarnings();
  setBot(state.bot.online);
  const view = (await api('GET', `/local/channels/${channelId}/messages?as=${me?.id}`)) as APIMessage[];
  messages.clear();
  for (const m of view) messages.set(m.id, m);
  list.replaceChildren();
  for (const m of view) upsert(m, false);
  scrollToEnd(true);
  input.placeholder = `Message ${state.channels.find((c) => c.id === channelId)?.parentId ? '🧵' : '#'}${channelName()} as ${me?.username} — type / for commands`;
  if (focusMessage) showMessage(focusMessage);
  else if (highlight && highlight.until > Date.now())
    list.querySelector<HTMLElement>(`[data-id="${highlight.id}"]`)?.scrollIntoView({ block: 'center' });
}

/** Scrolls to a message and flashes it (a followed link); says so if it is gone. */
function showMessage(id: string): void {
  focusMessage = undefined;
  if (!list.querySelector(`[data-id="${id}"]`))
    return showComposerError('That message is not in this channel any more.');
  highlight = { id, until: Date.now() + 2500 };
  const el = list.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
  el.classList.add('flash');
  el.scrollIntoView({ block: 'center' });
  setTimeout(() => list.querySelector(`[data-id="${id}"]`)?.classList.remove('flash'), 2500);
}

/** The bot answered (or failed) a click on `id`: its "Sending…" goes. */
function settle(id: string): void {
  if (!pending.delete(id)) return;
  const m = messages.get(id);
  if (m) upsert(m, false);
}

function connect(): void {
  events?.close();
  const source = new EventSource(`/local/events?as=${encodeURIComponent(me?.id ?? '')}`);
  events = source;
  source.addEventListener('hello', (e) => {
    setBot(JSON.parse((e as MessageEvent).data).bot.online);
    // Every (re)connect reloads, once the stream is open: the channel is shown as it is now, with nothing
    // missed between the first load and the stream, nor during a break.
    void load().then(() => setConnection(true), showLoadError);
  });
  source.addEventListener('message', (e) => {
    const m = JSON.parse((e as MessageEvent).data) as APIMessage;
    if (m.channel_id !== channelId) return;
    pending.delete(m.id);
    failures.delete(m.id);
    messages.set(m.id, m);
    upsert(m, true);
  });
  source.addEventListener('delete', (e) => {
    const { id } = JSON.parse((e as MessageEvent).data);
    messages.delete(id);
    document.querySelector(`[data-id="${id}"]`)?.remove();
  });
  source.addEventListener('warning', (e) => {
    state?.warnings.push(JSON.parse((e as MessageEvent).data));
    renderWarnings();
  });
  // The bot acknowledged a click of this user: whatever it answered (an update, a private reply, nothing
  // visible at all), the click is no longer on its way.
  source.addEventListener('acked', (e) => {
    const a = JSON.parse((e as MessageEvent).data);
    if (a.messageId) settle(a.messageId);
  });
  source.addEventListener('failed', (e) => {
    const f = JSON.parse((e as MessageEvent).data);
    if (f.channelId !== channelId) return;
    if (f.messageId) pending.delete(f.messageId);
    const failed = f.messageId ? messages.get(f.messageId) : undefined;
    if (failed) {
      failures.set(failed.id, f.text);
      upsert(failed, false);
    } else {
      showComposerError(f.text);
    }
  });
  source.addEventListener('bot', (e) => setBot(JSON.parse((e as MessageEvent).data).online));
  source.addEventListener('activity', (e) => activity.onEvent(JSON.parse((e as MessageEvent).data) as ActivityEvent));
  // A thread started (a game moved into it): list it under its channel.
  source.addEventListener('channel', () => void refreshChannels());
  source.onerror = () => {
    setConnection(false);
    // A refused stream (the playground restarted: users have new ids) is not retried by the browser.
    if (source.readyState === EventSource.CLOSED) setTimeout(() => void start(), 1000);
  };
}

async function start(): Promise<void> {
  try {
    await load();
    connect();
  } catch (error) {
    showLoadError(error);
    setConnection(false);
    setTimeout(() => void start(), 1000);
  }
}

async function refreshChannels(): Promise<void> {
  const fresh = (await api('GET', '/local/state').catch(() => undefined)) as State | undefined;
  if (!fresh || !state) return;
  state.channels = fresh.channels;
  renderSidebar();
  // Mentions of the new thread (the start notice) now show its name.
  for (const m of messages.values()) if (String(m.content ?? '').includes('<#')) upsert(m, false);
}

function showLoadError(error: unknown): void {
  showComposerError(`Cannot reach the playground (${(error as Error).message}); retrying…`);
}

// ---------------------------------------------------------------- drawing

function names() {
  return {
    me: me?.id ?? '',
    locale: me?.locale,
    user: (id: string) => (id === state?.bot.id ? state.bot.username : state?.users.find((u) => u.id === id)?.username),
    channel: (id: string) => state?.channels.find((c) => c.id === id)?.name,
  };
}

function upsert(m: APIMessage, live: boolean): void {
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  const view = renderMessage(m, {
    ...names(),
    failure: failures.get(m.id),
    pending: pending.has(m.id) ? 'yes' : undefined,
  });
  const article = document.createElement('article');
  const flashing = highlight !== undefined && highlight.id === m.id && highlight.until > Date.now();
  article.className = `message${(m.flags ?? 0) & 64 ? ' ephemeral' : ''}${view.mentionsMe ? ' mentions-me' : ''}${m.author?.bot ? ' from-bot' : ''}${flashing ? ' flash' : ''}`;
  article.dataset.id = m.id;
  article.innerHTML = view.html;
  const existing = list.querySelector(`[data-id="${m.id}"]`);
  if (existing) existing.replaceWith(article);
  else {
    // Keep the channel in id order (ids grow with time), as Discord does.
    const after = [...list.children].find((el) => BigInt((el as HTMLElement).dataset.id!) > BigInt(m.id));
    list.insertBefore(article, after ?? null);
  }
  if (live && atEnd) scrollToEnd(false);
}

function scrollToEnd(now: boolean): void {
  // A message shown by a followed link stays in view: images loading later do not scroll it away.
  const showing = () => focusMessage !== undefined || (highlight !== undefined && highlight.until > Date.now());
  if (showing()) return;
  // Images change the height as they load: follow them once more.
  list.scrollTop = list.scrollHeight;
  if (!now) return;
  for (const img of list.querySelectorAll('img')) {
    img.addEventListener(
      'load',
      () => {
        if (!showing()) list.scrollTop = list.scrollHeight;
      },
      { once: true },
    );
  }
}

function channelName(): string {
  return state?.channels.find((c) => c.id === channelId)?.name ?? '?';
}

/** How the URL names a channel: by name; a thread by its id (thread names repeat). */
function channelKey(id: string): string {
  const c = state?.channels.find((x) => x.id === id);
  return !c ? id : c.parentId ? c.id : c.name;
}

function renderSidebar(): void {
  $('guild-name').textContent = state?.guild.name ?? '';
  const current = state?.channels.find((c) => c.id === channelId);
  const parent = current?.parentId ? state?.channels.find((c) => c.id === current.parentId) : undefined;
  $('channel-header').innerHTML = parent
    ? `<span class="hash">#</span> ${escapeHtml(parent.name)} <span class="hash">›</span> 🧵 ${escapeHtml(current!.name)}`
    : `<span class="hash">#</span> ${escapeHtml(channelName())}`;
  $('channels').innerHTML = (state?.channels ?? [])
    .map((c) =>
      c.parentId
        ? `<a class="channel thread${c.id === channelId ? ' active' : ''}" href="${link(me?.username, c.id)}">🧵 ${escapeHtml(c.name)}</a>`
        : `<a class="channel${c.id === channelId ? ' active' : ''}" href="${link(me?.username, c.name)}"># ${escapeHtml(c.name)}</a>`,
    )
    .join('');
  $('users').innerHTML = (state?.users ?? [])
    .map(
      (u) =>
        `<div class="user${u.id === me?.id ? ' active' : ''}"><a class="switch" data-user="${escapeHtml(u.username)}" href="${link(u.username, channelKey(channelId))}">${escapeHtml(u.username)}</a>` +
        `<a class="new-tab" title="Open as ${escapeHtml(u.username)} in a new tab" target="_blank" href="${link(u.username, channelKey(channelId))}">↗</a></div>`,
    )
    .join('');
  // The language of this user's Discord client (each user their own: a game seen in two languages at once).
  const picker = $<HTMLSelectElement>('locale');
  const names = new Intl.DisplayNames([me?.locale ?? 'en'], { type: 'language' });
  const options = (selected: string | undefined) =>
    (state?.locales ?? [])
      .map(
        (l) =>
          `<option value="${escapeHtml(l)}"${l === selected ? ' selected' : ''}>${escapeHtml(`${names.of(l) ?? l} (${l})`)}</option>`,
      )
      .join('');
  picker.innerHTML = options(me?.locale);
  // The server's Discord language (a new game's language when neither its host nor /azul settings chose
  // one), and whether this user may manage the server (to try /azul settings).
  $<HTMLSelectElement>('server-locale').innerHTML = options(state?.guild.locale);
  $<HTMLInputElement>('manage-server').checked = me?.manageServer ?? false;
}

/** The commands as this user's client shows them: in their language (`/azul neu` in German). */
function commands(): RegisteredCommand[] {
  return state ? localizedCommands(state.commands, me?.locale ?? 'en-US') : [];
}

/** Draws every message again (their timestamps follow the user's language). */
function redrawMessages(): void {
  for (const m of messages.values()) upsert(m, false);
}

const localePicker = $<HTMLSelectElement>('locale');
localePicker.addEventListener('change', async () => {
  if (!me) return;
  const locale = localePicker.value;
  await api('POST', `/local/users/${me.id}/locale`, { locale });
  me.locale = locale;
  document.body.dataset.locale = locale;
  renderSidebar();
  redrawMessages();
  refreshSuggestions();
});

const serverLocale = $<HTMLSelectElement>('server-locale');
serverLocale.addEventListener('change', async () => {
  if (!state) return;
  const locale = serverLocale.value;
  await api('POST', `/local/guilds/${state.guild.id}/locale`, { locale });
  state.guild.locale = locale;
  document.body.dataset.serverLocale = locale;
});

const manageServer = $<HTMLInputElement>('manage-server');
manageServer.addEventListener('change', async () => {
  if (!me) return;
  const on = manageServer.checked;
  await api('POST', `/local/users/${me.id}/manage-server`, { on });
  me.manageServer = on;
});

function link(user: string | undefined, channel: string): string {
  return `?user=${encodeURIComponent(user ?? '')}&channel=${encodeURIComponent(channel)}`;
}

function renderWarnings(): void {
  const warnings = state?.warnings ?? [];
  $('warning-count').textContent =
    warnings.length === 0 ? '' : `⚠ ${warnings.length} Discord rule warning${warnings.length === 1 ? '' : 's'}`;
  $('warnings').innerHTML =
    warnings.length === 0
      ? '<p class="none">None: everything the bot did would be accepted by Discord.</p>'
      : warnings
          .slice(-50)
          .reverse()
          .map(
            (w) =>
              `<div class="warning"><time>${escapeHtml(formatTimestamp(w.at, 'T', undefined, me?.locale))}</time> ${escapeHtml(w.text)}<div class="where">${escapeHtml(w.where)}</div></div>`,
          )
          .join('');
}

function setBot(online: boolean): void {
  if (state) state.bot.online = online;
  const status = $('bot-status');
  status.className = online ? 'online' : 'offline';
  status.textContent = online
    ? `${state?.bot.username ?? 'bot'} online`
    : 'bot offline — waiting for it to (re)connect';
  document.body.dataset.bot = online ? 'online' : 'offline';
}

function setConnection(ok: boolean): void {
  document.body.dataset.connected = ok ? 'yes' : 'no';
  $('connection').textContent = ok ? '' : 'Reconnecting to the playground…';
}

function showComposerError(text: string): void {
  composerError.textContent = text;
  composerError.hidden = text === '';
}

// ---------------------------------------------------------------- composer and autocomplete

function refreshSuggestions(): void {
  suggestions = state ? suggest(input.value, commands()).slice(0, 10) : [];
  highlighted = -1;
  drawSuggestions();
}

function drawSuggestions(): void {
  suggestionsBox.hidden = suggestions.length === 0;
  suggestionsBox.innerHTML = suggestions
    .map(
      (s, i) =>
        `<div class="suggestion${i === highlighted ? ' highlighted' : ''}" data-index="${i}"><strong>${escapeHtml(s.label)}</strong><span>${escapeHtml(s.description)}</span></div>`,
    )
    .join('');
}

function take(index: number): void {
  const s = suggestions[index];
  if (!s) return;
  input.value = s.text;
  input.focus();
  refreshSuggestions();
}

async function submit(): Promise<void> {
  const text = input.value.trim();
  if (text === '' || !state) return;
  showComposerError('');
  try {
    if (text.startsWith('/')) {
      // Checked here first, as a Discord client does before sending anything.
      const parsed = parseSlashInput(text, commands(), state.users);
      if (!parsed.ok) return showComposerError(parsed.error);
      await api('POST', `/local/channels/${channelId}/commands`, { text });
    } else {
      await api('POST', `/local/channels/${channelId}/messages`, { content: text });
    }
    input.value = '';
    refreshSuggestions();
  } catch (error) {
    showComposerError((error as Error).message);
  }
}

input.addEventListener('input', () => {
  showComposerError('');
  refreshSuggestions();
});
input.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (suggestions.length === 0) return;
    e.preventDefault();
    highlighted = (highlighted + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length;
    drawSuggestions();
  } else if (e.key === 'Tab' && suggestions.length > 0) {
    e.preventDefault();
    take(Math.max(highlighted, 0));
  } else if (e.key === 'Enter') {
    e.preventDefault();
    if (highlighted >= 0) take(highlighted);
    else void submit();
  } else if (e.key === 'Escape') {
    suggestions = [];
    drawSuggestions();
  }
});
suggestionsBox.addEventListener('mousedown', (e) => {
  const el = (e.target as HTMLElement).closest<HTMLElement>('.suggestion');
  if (!el) return;
  e.preventDefault();
  take(Number(el.dataset.index));
});

// ---------------------------------------------------------------- components

async function interact(messageId: string, customId: string, values?: string[]): Promise<void> {
  failures.delete(messageId);
  pending.add(messageId);
  const redraw = () => {
    const m = messages.get(messageId);
    if (m) upsert(m, false);
  };
  redraw();
  try {
    await api('POST', `/local/messages/${messageId}/components`, { customId, values });
  } catch (error) {
    pending.delete(messageId);
    failures.set(messageId, (error as Error).message);
    redraw();
  }
}

list.addEventListener('click', (e) => {
  const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-custom-id]');
  if (!button || button.disabled) return;
  if (button.classList.contains('select-submit')) {
    const select = button.parentElement!.querySelector('select')!;
    void interact(
      button.dataset.message!,
      button.dataset.customId!,
      [...select.selectedOptions].map((o) => o.value),
    );
  } else {
    void interact(button.dataset.message!, button.dataset.customId!);
  }
});
list.addEventListener('change', (e) => {
  const select = e.target as HTMLSelectElement;
  if (!select.matches('select[data-custom-id]') || select.multiple) return;
  void interact(select.dataset.message!, select.dataset.customId!, [select.value]);
});

/** Opens a channel (or thread) of this playground in place; with `messageId`, shows that message there. */
async function openChannel(id: string, messageId?: string): Promise<void> {
  // A mention can arrive before the news of its new thread: ask for the channels once before refusing.
  const known = () => state?.channels.some((c) => c.id === id) ?? false;
  if (!known()) await refreshChannels();
  if (!known()) return showComposerError('That channel is not in this playground.');
  setSidebar(false);
  if (id === channelId && messageId) return showMessage(messageId);
  focusMessage = messageId;
  history.replaceState(null, '', link(me?.username, channelKey(id)));
  void start();
}

// Switching user or channel in place (links work too, in a new tab); a #channel mention opens that channel or
// thread, and a link to a Discord channel or message opens it here rather than on discord.com.
document.addEventListener('click', (e) => {
  const target = e.target as HTMLElement;
  const mention = target.closest<HTMLElement>('.channel-mention[data-channel], a.discord-link[data-channel]');
  if (mention) {
    e.preventDefault();
    void openChannel(mention.dataset.channel!, mention.dataset.message);
    return;
  }
  const a = target.closest<HTMLAnchorElement>('a.switch, a.channel');
  if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  setSidebar(false);
  history.replaceState(null, '', a.getAttribute('href'));
  void start();
});

// ---------------------------------------------------------------- the sidebar on a narrow window

const menu = $<HTMLButtonElement>('menu');
const backdrop = $('backdrop');

/** Opens or closes the sidebar (only folded away under 700 px wide; wider, it always shows). */
function setSidebar(open: boolean): void {
  document.body.classList.toggle('sidebar-open', open);
  menu.setAttribute('aria-expanded', String(open));
  backdrop.hidden = !open;
}

menu.addEventListener('click', () => setSidebar(!document.body.classList.contains('sidebar-open')));
backdrop.addEventListener('click', () => setSidebar(false));
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && document.body.classList.contains('sidebar-open')) setSidebar(false);
});

// Relative timestamps (<t:…:R>) tick like Discord's. Only a text that changed is written: writing the
// same text still makes the page lay itself out again, every second, for every timestamp in the channel.
setInterval(() => {
  for (const t of document.querySelectorAll<HTMLElement>('time.timestamp[data-style="R"]')) {
    const text = formatTimestamp(Number(t.dataset.ts), 'R', undefined, me?.locale);
    if (t.textContent !== text) t.textContent = text;
  }
}, 1000);

void start();
