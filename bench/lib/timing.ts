// Hyperfine-like timing: warmup runs, N timed runs, median/min/max/p95; and interleaving of several variants so
// that drift on this noisy machine hits all of them alike.
import { performance } from 'node:perf_hooks';

export interface Stats {
  n: number;
  median: number;
  min: number;
  max: number;
  mean: number;
  p95: number;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    median: quantile(sorted, 0.5),
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1),
    p95: quantile(sorted, 0.95),
  };
}

/** "55.1 ms (39.0–59.2, p95 58.0, n=15)" */
export function formatStats(s: Stats, unit = 'ms'): string {
  const f = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
  return `${f(s.median)} ${unit} (${f(s.min)}–${f(s.max)}, p95 ${f(s.p95)}, n=${s.n})`;
}

/** Wall time of one call, in milliseconds. */
export async function timeOnce(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export interface Variant {
  /** The timed work. */
  run(): Promise<unknown>;
  /** Untimed work before each run (like hyperfine's --prepare). */
  prepare?(): Promise<unknown>;
}

export interface InterleaveOptions {
  /** Untimed runs of every variant first. */
  warmup: number;
  /** Timed rounds; every round runs every variant once. */
  runs: number;
  /** Untimed work at the start of every round, warmup included (e.g. the next change to commit). */
  beforeRound?(): Promise<unknown> | void;
  /** Called after every timed round (progress output). */
  onRound?(round: number, times: Record<string, number>): void;
}

/**
 * Runs every variant once per round, rotating which goes first, and returns each variant's timed samples (ms).
 */
export async function interleave<K extends string>(variants: Record<K, Variant>, options: InterleaveOptions): Promise<Record<K, number[]>> {
  const names = Object.keys(variants) as K[];
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  for (let round = -options.warmup; round < options.runs; round++) {
    const shift = ((round % names.length) + names.length) % names.length;
    const order = [...names.slice(shift), ...names.slice(0, shift)];
    const times = {} as Record<string, number>;
    await options.beforeRound?.();
    for (const name of order) {
      const v = variants[name];
      if (v.prepare) await v.prepare();
      const ms = await timeOnce(() => v.run());
      if (round >= 0) samples[name].push(ms);
      times[name] = ms;
    }
    if (round >= 0) options.onRound?.(round, times);
  }
  return samples;
}

/** Figures for a two-sided timed comparison, in the shape benchmarks return. */
export function timedResult(bench: string, grove: number[], peer: number[], notes: Record<string, unknown> = {}) {
  const g = stats(grove);
  const p = stats(peer);
  const round = (v: number) => Number(v.toFixed(2));
  console.log(`   grove: ${formatStats(g)}`);
  console.log(`   peer:  ${formatStats(p)}`);
  return {
    bench,
    grove: round(g.median),
    peer: round(p.median),
    unit: 'ms',
    ratio: Number((g.median / p.median).toFixed(3)),
    notes: {
      ...notes,
      grove_ms: { median: round(g.median), min: round(g.min), max: round(g.max), p95: round(g.p95), n: g.n },
      peer_ms: { median: round(p.median), min: round(p.min), max: round(p.max), p95: round(p.p95), n: p.n },
    },
  };
}
