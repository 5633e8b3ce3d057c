// The game review's message: moves in words from the catalog, each player's accuracy and
// counts, the costly moves with their pictures, within Discord's Components V2 limits even for four
// players with three costly moves each; nobody is pinged.
import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { reviewPages, wordsFor, type ReviewModel, type ReviewedMove, type ReviewMove } from '../../src/app/index.ts';
import { decodeCustomId } from '../../src/discord/custom-id.ts';
import { costlyMoveText, reviewMoveText, reviewPageView, reviewView } from '../../src/discord/views/review.ts';
import { V2_COMPONENTS_MAX, V2_TEXT_MAX } from '../../src/discord/views/v2.ts';

const en = wordsFor('en');

const draft = (over: Partial<Extract<ReviewMove, { kind: 'draft' }>> = {}): ReviewMove => ({
  kind: 'draft',
  source: 4,
  color: 'red',
  line: 3,
  tiles: 4,
  toFloor: 0,
  marker: false,
  ...over,
});

function image(name: string) {
  return {
    data: Buffer.from('png'),
    fileName: name,
    contentType: 'image/png',
    description: `picture ${name}`,
    width: 800,
    height: 600,
  };
}

function model(players: number, costly: number): ReviewModel {
  const images = [image('azul-review-chart.png')];
  let index = 0;
  return {
    gameId: 'g',
    variant: 'standard',
    moves: 120,
    finished: true,
    thresholds: { accurate: 1, inaccuracy: 2, mistake: 4, blunder: 7 },
    chart: 'azul-review-chart.png',
    images,
    players: Array.from({ length: players }, (_, seat) => ({
      player: {
        seat,
        named: { kind: 'person' as const, name: `Player_${seat}` },
        userId: `10000000000000000${seat}`,
        playedBy: 'person' as const,
        bot: null,
        accent: 0x336699,
      },
      score: 40 + seat,
      accuracy: 80 + seat / 3,
      meanLoss: 0.8,
      moves: 30,
      inaccuracies: 1,
      mistakes: seat,
      blunders: 2,
      costliest: Array.from({ length: costly }, (): ReviewedMove => {
        const i = index++;
        const name = images.length < 10 ? `azul-review-move-${i + 1}.png` : null;
        if (name) images.push(image(name));
        return {
          index: i,
          round: 2,
          played: draft({ line: 'floor', tiles: 5, color: 'white', source: 'center', marker: true }),
          better: draft(),
          loss: 16.49,
          judgement: 'blunder',
          image: name,
        };
      }),
    })),
  };
}

/** Every component, nested ones included. */
function all(
  components: unknown[],
): Array<{ type: number; content?: string; items?: Array<{ media: { url: string } }> }> {
  return components.flatMap((c) => {
    const node = c as { type: number; components?: unknown[] };
    return [node as never, ...all(node.components ?? [])];
  });
}

describe('the review message', () => {
  it('says moves as the catalog words them', () => {
    expect(reviewMoveText(en, draft())).toBe('4 red from Display 5 to Line 4');
    expect(reviewMoveText(en, draft({ source: 'center', line: 1, tiles: 3, toFloor: 1, color: 'blue' }))).toBe(
      '3 blue from Center to Line 2 (1 to the floor)',
    );
    expect(
      reviewMoveText(
        en,
        draft({ source: 'center', line: 'floor', tiles: 5, color: 'white', toFloor: 5, marker: true }),
      ),
    ).toBe('5 white from Center to the floor, taking the first player marker');
    expect(reviewMoveText(en, { kind: 'place', line: 2, column: 3, color: 'black' })).toBe(
      'the black of Line 3 to Column 4',
    );
    const c = model(1, 1).players[0]!.costliest[0]!;
    expect(costlyMoveText(en, c)).toBe(
      'Round 3, move 1: 5 white from Center to the floor, taking the first player marker instead of 4 red from Display 5 to Line 4: −16.5 expected points (blunder)',
    );
  });

  it('the posted review is short on a phone: the lines and the chart, and Your review; pings nobody', () => {
    const view = reviewView(en, model(4, 3));
    const nodes = all(view.components);
    const texts = nodes.filter((n) => n.type === ComponentType.TextDisplay).map((n) => n.content!);
    expect(texts[0]).toContain('**Game review** — 120 moves analysed by the AI');
    expect(texts[0]).toContain('inaccuracy from 2, mistake from 4, blunder from 7');
    expect(texts.join('\n')).toContain(
      '**Player\\_1** — 41 points · accuracy **80.3%** · 1 inaccuracy, 1 mistake, 2 blunders',
    );
    // Seen before: one message of seven screens, twelve pictures. Now the chart only, no costly move.
    expect(texts.filter((t) => t.includes('Round 3, move'))).toEqual([]);
    const urls = nodes.filter((n) => n.type === ComponentType.MediaGallery).map((n) => n.items![0]!.media.url);
    expect(urls).toEqual(['attachment://azul-review-chart.png']);
    const buttons = nodes.filter((n) => n.type === ComponentType.Button) as unknown as {
      custom_id: string;
      label: string;
    }[];
    expect(buttons.map((b) => [b.label, decodeCustomId(b.custom_id)])).toEqual([
      ['Your review', { kind: 'review', gameId: 'g', version: 0 }],
    ]);
    expect(view.allowedMentions).toEqual({ users: [], parse: [] });
  });

  it('read privately: the reader’s own part leads (their line, their costliest move and its picture, the chart), then a costly move a page', () => {
    const m = model(3, 2);
    const pages = reviewPages(
      m.players.map((p) => ({ seat: p.player.seat, costliest: p.costliest })),
      1,
    );
    // The lead, the reader's second costly move, then the others' in seat order.
    expect(pages).toEqual([
      { kind: 'lead', seat: 1 },
      { kind: 'move', seat: 1, rank: 1 },
      { kind: 'move', seat: 0, rank: 0 },
      { kind: 'move', seat: 0, rank: 1 },
      { kind: 'move', seat: 2, rank: 0 },
      { kind: 'move', seat: 2, rank: 1 },
    ]);
    const lead = all(reviewPageView(en, { model: m, page: pages[0]!, index: 0, count: pages.length }).components);
    const texts = lead.filter((n) => n.type === ComponentType.TextDisplay).map((n) => n.content!);
    expect(texts[1]).toMatch(/^\*\*Player\\_1\*\* — 41 points · accuracy/);
    expect(texts[2]).toMatch(/^Your costliest move: Round 3, move 3: /);
    const urls = lead.filter((n) => n.type === ComponentType.MediaGallery).map((n) => n.items![0]!.media.url);
    // Its picture, then the chart.
    expect(urls).toEqual(['attachment://azul-review-move-3.png', 'attachment://azul-review-chart.png']);
    expect(texts).toContain('1 / 6');
    const nav = (nodes: ReturnType<typeof all>) =>
      (
        nodes.filter((n) => n.type === ComponentType.Button) as unknown as { custom_id: string; disabled?: boolean }[]
      ).map((b) => [decodeCustomId(b.custom_id)!.version, !!b.disabled]);
    // Previous (none yet) and Next, as 1-based pages: version 0 is the button that opens the first.
    expect(nav(lead)).toEqual([
      [0, true],
      [2, false],
    ]);
    const third = all(reviewPageView(en, { model: m, page: pages[2]!, index: 2, count: pages.length }).components);
    const said = third.filter((n) => n.type === ComponentType.TextDisplay).map((n) => n.content!);
    expect(said[0]).toMatch(/^\*\*Player\\_0\*\* · costly move 1 of 2\nRound 3, move 1: /);
    expect(third.filter((n) => n.type === ComponentType.MediaGallery)).toHaveLength(1);
    expect(nav(third)).toEqual([
      [2, false],
      [4, false],
    ]);
  });

  it('every page of a 4-player review with three costly moves each stays within 40 components and 4000 characters', () => {
    const m = model(4, 3);
    for (const seat of [null, 0, 3]) {
      const pages = reviewPages(
        m.players.map((p) => ({ seat: p.player.seat, costliest: p.costliest })),
        seat,
      );
      expect(pages).toHaveLength(13 - (seat === null ? 0 : 1));
      pages.forEach((page, index) => {
        const nodes = all(reviewPageView(en, { model: m, page, index, count: pages.length }).components);
        expect(nodes.length).toBeLessThanOrEqual(V2_COMPONENTS_MAX);
        const chars = nodes
          .filter((n) => n.type === ComponentType.TextDisplay)
          .reduce((n, t) => n + t.content!.length, 0);
        expect(chars).toBeLessThanOrEqual(V2_TEXT_MAX);
        // At most two pictures a page (the lead: the costliest move and the chart).
        expect(nodes.filter((n) => n.type === ComponentType.MediaGallery).length).toBeLessThanOrEqual(2);
      });
    }
  });

  it('a player who gave nothing away is told so; a game ended by agreement says so', () => {
    const m = { ...model(2, 0), finished: false };
    const texts = all(reviewView(en, m).components)
      .filter((n) => n.type === ComponentType.TextDisplay)
      .map((n) => n.content!);
    expect(texts[0]).toContain('ended by agreement');
    expect(texts.join('\n').match(/No move gave away points\./g)).toHaveLength(2);
  });
});
