// Everything around the table: who the viewer is and the clock, the buttons (undo, hint, take my seat
// back), the chosen tiles' lines, the hint and its "play it", the end vote, the moves since the
// viewer's turn, the round summary and the final results, refusals, and the connection's state.
// Every word is the server's (labels once, the rest with each table).
import type { Labels, PickOption, ServerMessage, TableView } from '../protocol.ts';
import { seatColor } from './table.ts';

type Hint = Extract<ServerMessage, { t: 'hint' }>;

export interface PanelActions {
  undo(): void;
  hint(): void;
  takeBack(): void;
  vote(agree: boolean): void;
  cancelPick(): void;
  line(line: number): void;
  playHint(hint: Hint): void;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

function button(id: string, onClick: () => void): HTMLButtonElement {
  const el = $<HTMLButtonElement>(id);
  el.addEventListener('click', onClick);
  return el;
}

function show(el: HTMLElement, on: boolean): void {
  el.hidden = !on;
}

/** "1:02:03", "12:03", "0:09" */
function duration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

export class Panels {
  private labels: Labels | null = null;
  private hinted: Hint | null = null;
  private summarySeen = 0;
  /** A table was shown already (what came with the first one is not news). */
  private opened = false;
  private finalSeen: string | null = null;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly undo = button('undo', () => this.actions.undo());
  private readonly hintButton = button('hint', () => this.actions.hint());
  private readonly takeBack = button('take-back', () => this.actions.takeBack());
  private readonly cancelPick = button('cancel-pick', () => this.actions.cancelPick());
  private readonly playHint = button('play-hint', () => this.hinted && this.actions.playHint(this.hinted));
  private readonly voteEnd = button('vote-end', () => this.actions.vote(true));
  private readonly voteKeep = button('vote-keep', () => this.actions.vote(false));
  private readonly showSummary = button('show-summary', () => show($('summary'), true));
  private readonly showFinal = button('show-final', () => show($('final'), true));

  constructor(private readonly actions: PanelActions) {
    for (const id of ['summary', 'final'])
      $(id)
        .querySelector('.close')!
        .addEventListener('click', () => show($(id), false));
    button('retry', () => location.reload());
  }

  setLabels(labels: Labels): void {
    this.labels = labels;
    this.undo.textContent = `↩ ${labels.undo}`;
    this.hintButton.textContent = `💡 ${labels.hint}`;
    this.takeBack.textContent = labels.takeBack;
    this.cancelPick.textContent = labels.cancelPick;
    this.playHint.textContent = labels.playHint;
    this.voteEnd.textContent = labels.voteEnd;
    this.voteKeep.textContent = labels.voteKeep;
    this.showFinal.textContent = labels.results;
    for (const id of ['summary', 'final']) $(id).querySelector('.close')!.textContent = labels.summaryClose;
  }

  /** The panel's height (the table takes the rest of a wide frame). */
  height(): number {
    return $('panel').offsetHeight + $('top').offsetHeight;
  }

  /** The connection's state over the table: joining, reconnecting, or nothing. */
  notice(what: 'connecting' | 'reconnecting' | null): void {
    show($('notice'), what !== null);
    $('notice-text').textContent = what === 'reconnecting' && this.labels ? this.labels.reconnecting : '';
    show($('retry'), false);
  }

  /** Discord could not be joined: nothing to say in the viewer's words yet, only a way to try again. */
  failed(): void {
    show($('notice'), true);
    $('notice').classList.add('failed');
    $('notice-text').textContent = '⚠';
    show($('retry'), true);
  }

  /** The server ended the connection, saying why. */
  bye(text: string): void {
    show($('notice'), true);
    $('notice').classList.add('failed');
    $('notice-text').textContent = text;
    show($('retry'), true);
  }

  toast(text: string): void {
    const toast = $('toast');
    toast.textContent = text;
    show(toast, true);
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => show(toast, false), 4_000);
  }

  people(names: string[]): void {
    $('people').textContent =
      this.labels && names.length > 0 ? this.labels.atTable.replace('{names}', names.join(', ')) : '';
  }

  hint(hint: Hint | null): void {
    this.hinted = hint;
    show($('hintbox'), !!hint);
    if (hint) $('hint-text').textContent = hint.text;
  }

  /** The clock of the player to act, counting down. */
  tick(view: TableView | null, now: number): void {
    const clock = $('clock');
    if (!view?.clockEndsAt || !this.labels || view.status !== 'active') {
      clock.textContent = '';
      return;
    }
    clock.textContent = this.labels.clockLeft.replace('{time}', duration(view.clockEndsAt - now));
  }

  render(view: TableView, pick: PickOption | null, now: number): void {
    const labels = this.labels;
    if (!labels) return;
    $('role').textContent = view.status === 'none' || view.status === 'lobby' ? view.text.headline : view.text.role;
    this.tick(view, now);
    show(this.undo, !!view.undo);
    if (view.undo) this.undo.title = view.undo.text;
    show(this.hintButton, view.hint);
    show(this.takeBack, view.takeBack);
    show(this.cancelPick, !!pick);
    // The chosen tiles: where they may go (a tap on a highlighted line does the same).
    show($('pickbox'), !!pick);
    if (pick) {
      $('pick-text').textContent = pick.text;
      $('lines').replaceChildren(
        ...pick.lines.map((l) => {
          const chip = document.createElement('button');
          chip.textContent = l.text;
          chip.className = l.line === 5 ? 'stop' : l.fills && l.toFloor === 0 ? 'go' : '';
          chip.dataset.line = String(l.line);
          chip.addEventListener('click', () => this.actions.line(l.line));
          return chip;
        }),
      );
    }
    if (this.hinted && this.hinted.version !== view.version) this.hint(null);
    show($('votebox'), !!view.vote);
    if (view.vote) {
      $('vote-text').textContent = view.vote.text;
      show(this.voteEnd, view.vote.mayVote && !view.vote.agreed);
      show(this.voteKeep, view.vote.mayVote && view.vote.agreed);
    }
    this.since(view, labels);
    this.summary(view);
    this.final(view);
  }

  private since(view: TableView, labels: Labels): void {
    const box = $('since');
    show(box, view.since.length > 0 && view.status === 'active');
    box.querySelector('summary')!.textContent =
      `${view.me === null ? labels.latest : labels.since} (${view.since.length})`;
    box.querySelector('ol')!.replaceChildren(
      ...view.since.map((m) => {
        const li = document.createElement('li');
        li.textContent = m.text;
        li.style.setProperty('--seat', seatColor(m.seat));
        return li;
      }),
    );
  }

  /** A round just scored: its summary, once (the button shows it again). */
  private summary(view: TableView): void {
    const summary = view.summary;
    if (!this.opened) {
      this.opened = true;
      this.summarySeen = summary?.round ?? 0;
    }
    show(this.showSummary, !!summary && view.status === 'active');
    if (!summary) return;
    this.showSummary.textContent = summary.title;
    const card = $('summary');
    card.querySelector('h2')!.textContent = summary.title;
    card.querySelector('.rows')!.replaceChildren(
      ...summary.rows.map((row) => {
        const div = document.createElement('div');
        div.className = 'row';
        div.style.setProperty('--seat', seatColor(row.seat));
        const head = document.createElement('p');
        head.className = 'who';
        head.textContent = `${row.name} · ${row.before} → ${row.after} (${row.change})`;
        const lines = document.createElement('ul');
        lines.replaceChildren(
          ...row.lines.map((text) => {
            const li = document.createElement('li');
            li.textContent = text;
            return li;
          }),
        );
        div.append(head, lines);
        return div;
      }),
    );
    // Shown when a round scores while the table is open (not the news of before it was opened).
    if (summary.round > this.summarySeen) {
      const fresh = this.opened;
      this.summarySeen = summary.round;
      if (fresh && view.status === 'active') show(card, true);
    }
  }

  /** The game's end: the standings, then the review once it is ready. */
  private final(view: TableView): void {
    const final = view.final;
    show(this.showFinal, !!final);
    if (!final) return;
    const card = $('final');
    card.querySelector('h2')!.textContent = final.headline;
    card.querySelector('.standings')!.replaceChildren(
      ...final.standings.map((s) => {
        const li = document.createElement('li');
        li.style.setProperty('--seat', seatColor(s.seat));
        const name = document.createElement('span');
        name.className = 'who';
        name.textContent = `${s.rank}. ${s.name}`;
        const score = document.createElement('span');
        score.className = 'points';
        score.textContent = String(s.score);
        const bonuses = document.createElement('span');
        bonuses.className = 'bonuses';
        bonuses.textContent = s.bonuses;
        li.append(name, score, bonuses);
        return li;
      }),
    );
    const review = card.querySelector('.review')!;
    const title = document.createElement('h3');
    title.textContent = final.review.text;
    review.replaceChildren(
      title,
      ...final.review.players.map((p) => {
        const line = document.createElement('p');
        line.style.setProperty('--seat', seatColor(p.seat));
        line.textContent = `${p.name}: ${p.text}`;
        return line;
      }),
    );
    review.classList.toggle('pending', !final.review.ready);
    const key = `${view.gameId}:${final.review.ready}`;
    if (this.finalSeen !== key) {
      this.finalSeen = key;
      show($('summary'), false);
      show(card, true);
    }
  }
}
