import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run; the same generator settings for Grove and its peer. */
export async function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Alternates Grove and peer runs (so machine drift hits both alike) and reports medians.
 */
export async function compareLoad(
  rounds: number,
  grove: () => Promise<LoadResult>,
  peer: () => Promise<LoadResult>,
): Promise<{ grove: LoadResult[]; peer: LoadResult[] }> {
  const g: LoadResult[] = [];
  const p: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      g.push(await grove());
      p.push(await peer());
    } else {
      p.push(await peer());
      g.push(await grove());
    }
  }
  return { grove: g, peer: p };
}
