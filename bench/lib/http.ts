// A small node:http client for the timed requests (keep-alive, no fetch/undici overhead in the measurement).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, unless `count` was asked for. */
  body: Buffer;
  bytes: number;
  /** First and last bytes of the body (kept even when only counting). */
  head: Buffer;
  tail: Buffer;
}

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Only count the body's bytes instead of keeping it (large responses). */
  count?: boolean;
}

export function request(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      let head: Buffer = Buffer.alloc(0);
      let tail: Buffer = Buffer.alloc(0);
      res.on('data', (d: Buffer) => {
        bytes += d.length;
        if (!options.count) chunks.push(d);
        else {
          if (head.length < 64) head = Buffer.concat([head, d.subarray(0, 64 - head.length)]);
          tail = d.length >= 64 ? d.subarray(-64) : Buffer.concat([tail, d]).subarray(-64);
        }
      });
      res.once('error', reject);
      res.once('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          bytes,
          head: options.count ? head : body.subarray(0, 64),
          tail: options.count ? tail : body.subarray(-64),
        });
      });
    });
    req.once('error', reject);
    req.end(options.body);
  });
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** JSON request with an API key; throws with the response text on an unexpected status. */
export async function api<T>(url: string, key: string, method = 'GET', body?: unknown, expect: number[] = [200, 201]): Promise<{ status: number; json: T }> {
  const res = await request(url, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = res.body.toString('utf8');
  if (!expect.includes(res.status)) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}
