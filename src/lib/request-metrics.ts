const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

interface Series {
  labels: string;
  count: number;
}

interface Timing {
  labels: string;
  buckets: number[];
  sum: number;
  count: number;
}

/** One method on one route: its latency histogram and its request counters by status. */
interface Entry {
  timing: Timing;
  byStatus: Map<number, Series>;
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Request counts and a latency histogram kept in plain maps: recording is a map lookup and a few additions,
 * cheaper per request than a general metrics library's label handling. Rendered as Prometheus text on scrape.
 */
export class RequestMetrics {
  /** In order of first appearance, for rendering. */
  readonly #requests: Series[] = [];
  readonly #timings: Timing[] = [];
  /**
   * route → method → entry, looked up with the strings as they come: they are the same string objects request
   * after request (hashes cached), where a composed key string would be built and hashed on every request.
   */
  readonly #routes = new Map<string, Map<string, Entry>>();

  constructor(private readonly prefix: string) {}

  record(method: string, route: string, status: number, seconds: number): void {
    let methods = this.#routes.get(route);
    if (!methods) {
      methods = new Map();
      this.#routes.set(route, methods);
    }
    let entry = methods.get(method);
    if (!entry) {
      const timing = { labels: `method="${escape(method)}",route="${escape(route)}"`, buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.#timings.push(timing);
      entry = { timing, byStatus: new Map() };
      methods.set(method, entry);
    }
    let series = entry.byStatus.get(status);
    if (!series) {
      series = { labels: `method="${escape(method)}",route="${escape(route)}",status="${status}"`, count: 0 };
      this.#requests.push(series);
      entry.byStatus.set(status, series);
    }
    series.count++;
    const timing = entry.timing;
    timing.count++;
    timing.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) timing.buckets[i]!++;
  }

  render(): string {
    const p = this.prefix;
    const lines = [`# HELP ${p}http_requests_total HTTP requests by method, route and status`, `# TYPE ${p}http_requests_total counter`];
    for (const s of this.#requests) lines.push(`${p}http_requests_total{${s.labels}} ${s.count}`);
    lines.push(`# HELP ${p}http_request_duration_seconds HTTP request latency by route`, `# TYPE ${p}http_request_duration_seconds histogram`);
    for (const t of this.#timings) {
      BUCKETS.forEach((le, i) => lines.push(`${p}http_request_duration_seconds_bucket{${t.labels},le="${le}"} ${t.buckets[i]}`));
      lines.push(`${p}http_request_duration_seconds_bucket{${t.labels},le="+Inf"} ${t.count}`);
      lines.push(`${p}http_request_duration_seconds_sum{${t.labels}} ${t.sum}`);
      lines.push(`${p}http_request_duration_seconds_count{${t.labels}} ${t.count}`);
    }
    return lines.join('\n') + '\n';
  }
}
