// Tiles flying to where a move put them, so everyone at the table sees what happened: from the
// display (or the center) as the last table showed it, to the mover's pattern line and floor as the
// new one shows them, the display's other tiles to the center, a gray-wall tile from its line to its
// column. The new table is drawn first; its tiles that a flight brings wait hidden until it lands.
import type { Rect } from '../../render/geometry.ts';
import type { MoveView } from '../protocol.ts';
import { slotRect, type Drawn } from './table.ts';

const FLIGHT_MS = 520;
const STAGGER_MS = 45;

interface Flight {
  color: number | 'marker';
  from: Rect;
  to: Rect;
  /** The element of the new table it lands on (hidden until then), if any. */
  lands: HTMLElement | null;
  fade?: boolean;
}

function at(stage: HTMLElement, selector: string): HTMLElement | null {
  return stage.querySelector<HTMLElement>(selector);
}

/** What moving `move` does to the pieces, between the table drawn before and the one drawn now. */
function flightsOf(stage: HTMLElement, before: Drawn, after: Drawn, move: MoveView): Flight[] {
  const out: Flight[] = [];
  const was = before.view.table?.boards[move.seat];
  const now = after.view.table?.boards[move.seat];
  if (!was || !now) return out;
  if (move.kind === 'place') {
    const from = slotRect(before, move.seat, move.line, 0);
    const cell = at(stage, `[data-wall="${move.seat}/${move.line * 5 + move.column}"]`);
    const to = cell ? rectOf(cell) : null;
    if (from && to) out.push({ color: move.color, from, to, lands: cell });
    return out;
  }
  const sourceTiles = before.sources.get(move.source) ?? [];
  const taken = sourceTiles.filter((t) => t.color === move.color);
  const targets: { rect: Rect; el: HTMLElement | null }[] = [];
  const lineBefore = move.line < 5 ? was.lineCount[move.line]! : 0;
  for (let k = lineBefore; k < lineBefore + move.toLine; k++) {
    const rect = slotRect(after, move.seat, move.line, k);
    if (rect) targets.push({ rect, el: at(stage, `[data-slot="${move.seat}/${move.line}/${k}"]`) });
  }
  for (let k = was.floor.length; k < now.floor.length; k++) {
    const rect = slotRect(after, move.seat, 5, k);
    if (rect && now.floor[k] !== 5) targets.push({ rect, el: at(stage, `[data-slot="${move.seat}/5/${k}"]`) });
  }
  taken.forEach((t, i) => {
    const target = targets[i];
    if (target) out.push({ color: move.color, from: t.rect, to: target.rect, lands: target.el });
    // A tile with no place on the floor goes to the lid: it flies off toward the supply and fades.
    else out.push({ color: move.color, from: t.rect, to: after.layout.supply.box, lands: null, fade: true });
  });
  if (move.tookMarker) {
    const k = now.floor.indexOf(5);
    const to = k >= 0 ? slotRect(after, move.seat, 5, k) : null;
    const from = before.view.table?.markerInCenter ? centerMarker(before) : null;
    if (from && to) out.push({ color: 'marker', from, to, lands: at(stage, `[data-slot="${move.seat}/5/${k}"]`) });
  }
  // A display's other tiles go to the center.
  if (move.source >= 0) {
    const rest = sourceTiles.filter((t) => t.color !== move.color);
    const centerNow = after.sources.get(-1) ?? [];
    const centerBefore = before.sources.get(-1) ?? [];
    // The center's tiles of each color beyond those it had: where the display's others landed.
    const fresh = new Map<number, number[]>();
    centerNow.forEach((c, i) => fresh.set(c.color, [...(fresh.get(c.color) ?? []), i]));
    for (const [color, list] of fresh) list.splice(0, centerBefore.filter((c) => c.color === color).length);
    const centerEls = stage.querySelectorAll<HTMLElement>('.tile[data-source="-1"]');
    for (const t of rest) {
      const index = fresh.get(t.color)?.shift();
      if (index === undefined) continue;
      out.push({ color: t.color, from: t.rect, to: centerNow[index]!.rect, lands: centerEls[index] ?? null });
    }
  }
  return out;
}

function centerMarker(drawn: Drawn): Rect | null {
  const first = drawn.sources.get(-1)?.[0]?.rect ?? drawn.layout.centerArea;
  return { x: first.x, y: first.y, w: drawn.layout.tile, h: drawn.layout.tile };
}

function rectOf(el: HTMLElement): Rect {
  return {
    x: parseFloat(el.style.left),
    y: parseFloat(el.style.top),
    w: parseFloat(el.style.width),
    h: parseFloat(el.style.height),
  };
}

/** Flies the pieces of `moves` (oldest first) on the table just drawn; resolves once all landed. */
export function fly(stage: HTMLElement, before: Drawn | null, after: Drawn, moves: MoveView[]): Promise<void> {
  if (!before || moves.length === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return Promise.resolve();
  const flights = moves.flatMap((m) => flightsOf(stage, before, after, m));
  if (flights.length === 0) return Promise.resolve();
  document.body.classList.add('flying');
  const landed = flights.map((flight, i) => {
    flight.lands?.classList.add('landing');
    const el = document.createElement('div');
    el.className = flight.color === 'marker' ? 'tile marker flyer' : `tile c${flight.color} flyer`;
    if (flight.color === 'marker') el.textContent = '1';
    el.style.left = `${flight.from.x}px`;
    el.style.top = `${flight.from.y}px`;
    el.style.width = `${flight.from.w}px`;
    el.style.height = `${flight.from.h}px`;
    stage.append(el);
    const dx = flight.to.x - flight.from.x;
    const dy = flight.to.y - flight.from.y;
    const scale = flight.fade ? 0.4 : flight.to.w / flight.from.w;
    const animation = el.animate(
      [
        { transform: 'translate(0, 0) scale(1)', opacity: 1 },
        {
          transform: `translate(${dx}px, ${dy}px) scale(${scale})`,
          opacity: flight.fade ? 0 : 1,
        },
      ],
      { duration: FLIGHT_MS, delay: i * STAGGER_MS, easing: 'cubic-bezier(.3,.7,.25,1)', fill: 'forwards' },
    );
    return animation.finished
      .catch(() => undefined)
      .then(() => {
        el.remove();
        flight.lands?.classList.remove('landing');
      });
  });
  return Promise.all(landed).then(() => {
    if (!document.querySelector('.flyer')) document.body.classList.remove('flying');
  });
}
