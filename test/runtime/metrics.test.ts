// The bot's /metrics text: what each process records, parsed by a strict reader of Prometheus' text
// format, and a sharding manager's sum of its processes' metrics (sent to it as JSON).
import { readFileSync } from 'node:fs';
import type { Client } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { BotMetrics, aggregatedText } from '../../src/runtime/metrics.ts';
import { parsePrometheusText, samplesOf } from './prometheus-text.ts';

const pool = { totalCount: 5, idleCount: 3, waitingCount: 1 };
const shardClient = (id: number, ping: number) =>
  ({ ws: { shards: new Map([[id, { id, ping }]]) } }) as unknown as Client;

function slot(label: string, shard: number) {
  const m = new BotMetrics(label, {
    pool,
    clients: () => [shardClient(shard, 42 + shard)],
    unserved: () => [{ kind: 'ai-turn', role: 'worker', waiting: 2 }],
  });
  m.interaction('line', 'answered', 120);
  m.interaction('line', 'refused', 30);
  m.interaction('/azul new', 'answered', 200);
  m.interaction('source', 'elsewhere', null);
  m.clickToImage(350);
  m.jobRun('present', 'done', 40);
  m.jobRun('review-game', 'done', 9_000);
  m.jobRun('ai-turn', 'retry', 5);
  return m;
}

describe('metrics', () => {
  it("records one process's interactions, latencies, jobs, AI time, pool, gateway and memory", async () => {
    const m = slot('slot-0', 0);
    await m.timed('move', Promise.resolve());
    const f = parsePrometheusText(await m.text());
    expect(samplesOf(f, 'azul_interactions_total', { kind: 'line', outcome: 'answered' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_interactions_total', { kind: 'source', outcome: 'elsewhere' })[0]!.value).toBe(1);
    // An interaction not answered here has no acknowledgement time.
    expect(samplesOf(f, 'azul_click_ack_seconds_count', { kind: 'line' })[0]!.value).toBe(2);
    expect(samplesOf(f, 'azul_click_ack_seconds_count', { kind: 'source' })).toEqual([]);
    expect(samplesOf(f, 'azul_click_ack_seconds_bucket', { kind: 'line', le: '0.15' })[0]!.value).toBe(2);
    expect(samplesOf(f, 'azul_click_ack_seconds_bucket', { kind: 'line', le: '0.1' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_click_image_seconds_sum')[0]!.value).toBeCloseTo(0.35);
    expect(samplesOf(f, 'azul_job_runs_total', { kind: 'ai-turn', outcome: 'retry' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_review_seconds_count')[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_ai_seconds_count', { purpose: 'move' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_db_pool_connections', { state: 'waiting' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'azul_gateway_ping_seconds', { shard: '0' })[0]!.value).toBeCloseTo(0.042);
    expect(samplesOf(f, 'azul_jobs_unserved', { kind: 'ai-turn', role: 'worker' })[0]!.value).toBe(1);
    expect(samplesOf(f, 'process_resident_memory_bytes', { process: 'slot-0' })[0]!.value).toBeGreaterThan(1e6);
    expect(f.get('azul_click_image_seconds')!.type).toBe('histogram');
  });

  it("a manager's text sums its processes' counters and histograms and keeps each one's memory and shards", async () => {
    const manager = new BotMetrics('manager');
    const text = await aggregatedText(manager, [await slot('slot-0', 0).json(), await slot('slot-1', 1).json()]);
    const f = parsePrometheusText(text);
    expect(samplesOf(f, 'azul_interactions_total', { kind: 'line', outcome: 'answered' })[0]!.value).toBe(2);
    expect(samplesOf(f, 'azul_click_ack_seconds_count', { kind: 'line' })[0]!.value).toBe(4);
    expect(samplesOf(f, 'azul_click_image_seconds_bucket', { le: '0.5' })[0]!.value).toBe(2);
    expect(samplesOf(f, 'azul_db_pool_connections', { state: 'total' })[0]!.value).toBe(10);
    expect(samplesOf(f, 'azul_gateway_ping_seconds').map((s) => s.labels.shard)).toEqual(['0', '1']);
    // A fleet-wide gauge is reported by each process alike: the highest, not the sum.
    expect(samplesOf(f, 'azul_jobs_unserved', { kind: 'ai-turn' })[0]!.value).toBe(1);
    expect(
      samplesOf(f, 'process_resident_memory_bytes')
        .map((s) => s.labels.process)
        .sort(),
    ).toEqual(['manager', 'slot-0', 'slot-1']);
  });

  it('the text reader refuses what Prometheus would refuse', () => {
    expect(() => parsePrometheusText('azul_x 1\n')).toThrow(/undeclared family/);
    expect(() => parsePrometheusText('# TYPE azul_x counter\nazul_x{a="1} 1\n')).toThrow(/unterminated/);
    expect(() => parsePrometheusText('# TYPE azul_x counter\nazul_x one\n')).toThrow(/bad value/);
    expect(() =>
      parsePrometheusText('# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'),
    ).toThrow(/decreases/);
    expect(() => parsePrometheusText('# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n')).toThrow(/\+Inf/);
  });
});

describe('the dashboard and the docs', () => {
  /** Every family a bot process and a manager can serve. */
  async function families(): Promise<Set<string>> {
    const fleet = { query: async () => ({ rows: [] }), connect: async () => ({}) } as never;
    const m = new BotMetrics('x', { pool, clients: () => [], unserved: () => [], fleet });
    return new Set(parsePrometheusText(await m.text()).keys());
  }
  const names = (text: string) =>
    [...text.matchAll(/\b((?:azul|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|sum|count)$/, ''));

  it('the Grafana dashboard asks only for metrics the bot serves', async () => {
    const known = await families();
    const dashboard = JSON.parse(readFileSync(new URL('../../docs/grafana-dashboard.json', import.meta.url), 'utf8'));
    const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) =>
      p.targets.map((t) => t.expr),
    );
    expect(exprs.length).toBeGreaterThan(10);
    const asked = new Set(exprs.flatMap(names));
    expect([...asked].filter((n) => !known.has(n))).toEqual([]);
    // Every metric of the bot's own is on the dashboard.
    expect([...known].filter((n) => n.startsWith('azul_') && !asked.has(n))).toEqual([]);
  });

  it('docs/deployment.md lists every metric of the bot', async () => {
    const known = [...(await families())].filter((n) => n.startsWith('azul_'));
    const doc = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    expect(known.filter((n) => !doc.includes(`\`${n}\``))).toEqual([]);
  });
});
