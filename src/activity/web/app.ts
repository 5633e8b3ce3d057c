// The Activity's page: the table of the channel's game, live. It joins Discord (the SDK), opens the
// live channel, and draws each table the server sends; a tap sends a request in the viewer's name
// (the server decides who that is, and whether the tap is allowed). Every word comes from the server,
// in the viewer's language.
import { shapeFor } from '../../render/layout-activity.ts';
import type { Labels, MoveView, ServerMessage, TableView } from '../protocol.ts';
import { LiveChannel } from './channel.ts';
import { followParticipants, joinDiscord } from './discord.ts';
import { fly } from './flights.ts';
import { installTileLooks } from './looks.ts';
import { drawTable, pickOf, type Drawn, type Picked } from './table.ts';
import { withOwnMove } from './optimistic.ts';
import { Panels } from './panels.ts';

interface OwnTap {
  n: number;
  move: Omit<MoveView, 'version' | 'text'> & { points?: number };
}

class Page {
  private labels: Labels | null = null;
  /** The last table the server sent. */
  private view: TableView | null = null;
  /** The table on the screen: the server's, or with the viewer's own move made on it while it is carried out. */
  private shown: TableView | null = null;
  private drawn: Drawn | null = null;
  private picked: Picked | null = null;
  private channel: LiveChannel | null = null;
  private ownTap: OwnTap | null = null;
  private draws = 0;
  /** Tiles in flight: a table that comes meanwhile waits for them to land (drawing it would cut them off). */
  private flying: Promise<void> | null = null;
  private waiting: TableView | null = null;
  /** Server time minus this page's (the clock counts down in the server's time). */
  private offset = 0;
  private readonly stage = document.getElementById('stage')!;
  private readonly holder = document.getElementById('table')!;
  private readonly panels = new Panels({
    undo: () => this.view?.undo && this.send({ t: 'undo', move: this.view.undo.move }),
    hint: () => this.view && this.send({ t: 'hint', v: this.view.version }),
    takeBack: () => this.view && this.send({ t: 'takeBack', v: this.view.version }),
    vote: (agree) => this.view?.vote && this.send({ t: 'vote', round: this.view.vote.round, agree }),
    cancelPick: () => this.pick(null),
    line: (line) => this.playLine(line),
    playHint: (hint) => {
      if (hint.move.kind === 'draft') this.tapDraft(hint.move.source, hint.move.color, hint.move.line, hint.version);
      else this.tapPlace(hint.move.line, hint.move.column, hint.version);
    },
  });

  async start(): Promise<void> {
    installTileLooks();
    this.stage.addEventListener('click', (event) => this.onTap(event));
    addEventListener('resize', () => this.draw());
    setInterval(() => this.panels.tick(this.view, Date.now() + this.offset), 1000);
    this.panels.notice('connecting');
    let joined;
    try {
      joined = await joinDiscord();
    } catch {
      // Before the server speaks there are no words in the viewer's language: the server's refusal
      // words need a connection; this one is the page's only fixed text, shown with a retry.
      this.panels.failed();
      return;
    }
    void followParticipants(joined.sdk, (names) => this.panels.people(names)).catch(() => undefined);
    this.channel = new LiveChannel(
      {
        token: joined.accessToken,
        instance: joined.instanceId,
        channel: joined.channelId,
        ...(joined.frameId ? { frame: joined.frameId } : {}),
        ...(joined.locale ? { locale: joined.locale } : {}),
      },
      {
        message: (m) => this.onMessage(m),
        status: (connected) => {
          this.panels.notice(connected ? null : 'reconnecting');
          // A move on its way when the connection dropped: the table the server sends on reconnecting says.
          if (!connected) this.undoOwn();
        },
      },
    );
    this.channel.open();
  }

  private send(ask: Parameters<LiveChannel['send']>[0]): number {
    return this.channel?.send(ask) ?? 0;
  }

  private onMessage(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        this.labels = m.labels;
        this.offset = m.now - Date.now();
        document.documentElement.lang = m.locale;
        this.panels.setLabels(m.labels);
        return;
      case 'view':
        this.offset = m.now - Date.now();
        return this.show(m.view);
      case 'refused':
        // The viewer's own move was not made: the table as the server has it again.
        if (this.ownTap?.n === m.n) this.undoOwn();
        return this.panels.toast(m.text);
      case 'hint':
        if (m.move.kind === 'draft') this.picked = { source: m.move.source, color: m.move.color };
        this.draw();
        return this.panels.hint(m);
      case 'bye':
        return this.panels.bye(m.text);
      case 'done':
        return;
    }
  }

  private show(view: TableView): void {
    if (this.flying) {
      this.waiting = view;
      return;
    }
    const before = this.drawn;
    const previous = this.view;
    this.view = view;
    this.shown = view;
    this.panels.notice(null);
    // Moves since the last table shown (the viewer's own flew at their tap).
    const moves =
      previous && view.gameId === previous.gameId ? view.since.filter((m) => m.version > previous.version) : [];
    if (previous && view.version !== previous.version) {
      this.ownTap = null;
      this.panels.hint(null);
    }
    if (!pickOf(view, this.picked)) this.picked = null;
    this.draw();
    if (this.drawn) this.land(fly(this.stage, before, this.drawn, moves));
  }

  /** Once the tiles in flight landed, the table that came meanwhile. */
  private land(flights: Promise<void>): void {
    const done = flights.then(() => {
      if (this.flying !== done) return;
      this.flying = null;
      const waiting = this.waiting;
      this.waiting = null;
      if (waiting) this.show(waiting);
    });
    this.flying = done;
  }

  /** The viewer's own move was not made (refused, or lost with the connection): the server's table again. */
  private undoOwn(): void {
    if (!this.ownTap) return;
    this.ownTap = null;
    this.flying = null;
    this.shown = this.waiting ?? this.view;
    if (this.waiting) this.view = this.waiting;
    this.waiting = null;
    this.draw();
  }

  /** The viewer's own move, shown at once and flying, while the server carries it out. */
  private showOwn(tap: OwnTap): void {
    const view = this.view;
    if (!view) return;
    const before = this.drawn;
    this.ownTap = tap;
    this.picked = null;
    this.shown = withOwnMove(view, tap.move);
    this.draw();
    if (this.drawn)
      this.land(fly(this.stage, before, this.drawn, [{ ...tap.move, version: view.version + 1, text: '' }]));
  }

  private draw(): void {
    const view = this.shown;
    const labels = this.labels;
    if (!view || !labels) return;
    const width = this.holder.clientWidth || innerWidth;
    const shape = shapeFor(width, innerHeight);
    this.drawn = drawTable(this.stage, view, labels, shape, this.picked);
    if (this.drawn) {
      const { layout } = this.drawn;
      const room = Math.max(200, innerHeight - this.panels.height());
      const scale = shape === 'tall' ? width / layout.width : Math.min(width / layout.width, room / layout.height);
      this.stage.style.transform = `scale(${scale})`;
      this.holder.style.height = `${Math.ceil(layout.height * scale)}px`;
      this.holder.style.width = `${Math.ceil(layout.width * scale)}px`;
    } else {
      this.holder.style.height = '0';
    }
    document.body.dataset.shape = shape;
    document.body.dataset.status = view.status;
    this.panels.render(view, pickOf(view, this.picked), Date.now() + this.offset);
    // What was drawn, for whoever watches the page (tests, the benchmark): the server's version shown, who
    // acts, who looks, and a count of drawings (the viewer's own move shows before its version comes).
    document.body.dataset.acting = view.acting === null ? '' : String(view.acting);
    document.body.dataset.me = view.me === null ? '' : String(view.me);
    document.body.dataset.version = String(this.view?.version ?? view.version);
    document.body.dataset.draws = String(++this.draws);
  }

  private pick(picked: Picked | null): void {
    this.picked = picked;
    this.draw();
  }

  private onTap(event: MouseEvent): void {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-source], .legal');
    const view = this.shown;
    if (!target || !view) return;
    if (target.dataset.source !== undefined && target.classList.contains('can')) {
      const source = Number(target.dataset.source);
      const color = Number(target.dataset.color);
      const same = this.picked?.source === source && this.picked.color === color;
      return this.pick(same ? null : { source, color });
    }
    if (target.classList.contains('legal') && target.dataset.line !== undefined)
      return this.playLine(Number(target.dataset.line));
    if (target.classList.contains('legal') && target.dataset.column !== undefined && view.controls?.kind === 'place')
      return this.tapPlace(view.controls.line, Number(target.dataset.column), view.version);
  }

  private playLine(line: number): void {
    const view = this.shown;
    const pick = view && pickOf(view, this.picked);
    if (!view || !pick || !pick.lines.some((l) => l.line === line)) return;
    this.tapDraft(pick.source, pick.color, line, view.version);
  }

  private tapDraft(source: number, color: number, line: number, version: number): void {
    const view = this.view;
    if (!view || view.me === null || this.ownTap) return;
    const pick = pickOf(view, { source, color });
    const option = pick?.lines.find((l) => l.line === line);
    const n = this.send({ t: 'draft', v: version, source, color, line });
    if (!pick || !option) return;
    this.showOwn({
      n,
      move: {
        seat: view.me,
        kind: 'draft',
        source,
        color,
        count: pick.count,
        line,
        toLine: option.toLine,
        toFloor: option.toFloor,
        toLid: option.toLid,
        tookMarker: source === -1 && !!view.table?.markerInCenter,
        column: -1,
      },
    });
  }

  private tapPlace(line: number, column: number, version: number): void {
    const view = this.view;
    if (!view || view.me === null || view.controls?.kind !== 'place' || this.ownTap) return;
    const n = this.send({ t: 'place', v: version, line, column });
    const points = view.controls.places.find((p) => p.column === column)?.points ?? 0;
    this.showOwn({
      n,
      move: {
        seat: view.me,
        kind: 'place',
        source: -1,
        color: view.controls.color,
        count: 1,
        line,
        toLine: 0,
        toFloor: 0,
        toLid: 0,
        tookMarker: false,
        column,
        points,
      },
    });
  }
}

void new Page().start();
