// A small strict parser of Prometheus' text exposition format (0.0.4), for the tests that read
// /metrics: every line is a comment, a HELP or TYPE line, or a sample of a declared family; label
// values are quoted with their escapes; a histogram has _bucket samples with `le` (non-decreasing,
// ending with +Inf equal to _count) and _sum and _count. Anything else throws, naming the line.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** A sample value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case, prom-client writes "Nan"). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value "${text}" in: ${line}`);
  return Number(text);
}

/** `{a="x",b="y\"z"}` → labels; returns the index after the closing brace. */
function parseLabels(text: string, start: number, line: string): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = start + 1;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`bad labels in: ${line}`);
    const name = text.slice(i, eq);
    if (!LABEL.test(name) || name in labels) throw new Error(`bad or repeated label "${name}" in: ${line}`);
    if (text[eq + 1] !== '"') throw new Error(`unquoted label value in: ${line}`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`bad escape in: ${line}`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`unterminated label value in: ${line}`);
    labels[name] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`expected , or } in: ${line}`);
  }
  return { labels, end: i + 1 };
}

/** The family a sample name belongs to: itself, or a histogram's/summary's base name. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  if (families.has(name)) return families.get(name);
  for (const suffix of ['_bucket', '_sum', '_count']) {
    if (!name.endsWith(suffix)) continue;
    const base = families.get(name.slice(0, -suffix.length));
    if (base && (base.type === 'histogram' || (base.type === 'summary' && suffix !== '_bucket'))) return base;
  }
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const declare = (name: string) => {
    if (!NAME.test(name)) throw new Error(`bad metric name "${name}"`);
    let f = families.get(name);
    if (!f) families.set(name, (f = { name, type: 'untyped', help: '', samples: [] }));
    return f;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!m) continue; // an ordinary comment
      const f = declare(m[2]!);
      if (m[1] === 'HELP') f.help = m[3] ?? '';
      else {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(m[3] ?? ''))
          throw new Error(`bad type in: ${line}`);
        if (f.samples.length > 0) throw new Error(`TYPE after samples in: ${line}`);
        f.type = m[3] as Family['type'];
      }
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`bad sample line: ${line}`);
    const name = line.slice(0, nameEnd);
    let rest = nameEnd;
    let labels: Record<string, string> = {};
    if (line[nameEnd] === '{') {
      const parsed = parseLabels(line, nameEnd, line);
      labels = parsed.labels;
      rest = parsed.end;
    }
    const fields = line.slice(rest).trim().split(/\s+/);
    if (fields.length < 1 || fields.length > 2 || fields[0] === '') throw new Error(`bad sample line: ${line}`);
    const family = familyOf(name, families);
    if (!family) throw new Error(`sample of an undeclared family: ${line}`);
    family.samples.push({ name, labels, value: parseValue(fields[0]!, line) });
  }
  for (const f of families.values()) if (f.type === 'histogram') checkHistogram(f);
  return families;
}

function checkHistogram(f: Family): void {
  const series = new Map<string, Sample[]>();
  for (const s of f.samples) {
    const { le, ...rest } = s.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    if (s.name === `${f.name}_bucket` && le === undefined) throw new Error(`${f.name}_bucket without le`);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name === `${f.name}_bucket`);
    const count = samples.find((s) => s.name === `${f.name}_count`);
    const sum = samples.find((s) => s.name === `${f.name}_sum`);
    if (!count || !sum || buckets.length === 0) throw new Error(`${f.name} ${key}: missing _bucket, _sum or _count`);
    const les = buckets.map((b) => parseValue(b.labels.le!, b.labels.le!));
    for (let i = 1; i < buckets.length; i++) {
      if (!(les[i]! > les[i - 1]!)) throw new Error(`${f.name} ${key}: buckets out of order`);
      if (buckets[i]!.value < buckets[i - 1]!.value) throw new Error(`${f.name} ${key}: a bucket count decreases`);
    }
    if (les.at(-1) !== Infinity || buckets.at(-1)!.value !== count.value)
      throw new Error(`${f.name} ${key}: the +Inf bucket must equal _count`);
  }
}

/** The samples of a family (by family or sample name) whose labels include `labels`. */
export function samplesOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): Sample[] {
  const f = familyOf(name, families);
  if (!f) return [];
  return f.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}
