import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type GroveApi = Client<paths>;

export interface GroveClientOptions {
  /** Where Grove listens, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** An API key or scoped token (sent as `Authorization: Bearer …`). */
  token: string;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

/** A Grove `{error, code}` answer, with the HTTP status it came with. */
export class GroveError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GroveError';
  }
}

/**
 * Path parameters that may hold slashes keep them: a namespaced repository is addressed as `namespace/slug` and a
 * file as `dir/file.ts`, each segment escaped on its own. Refs are escaped whole (`feature/x` → `feature%2Fx`),
 * which the server decodes back into the branch name.
 */
const SLASHED = new Set(['slug', 'path']);

function serializePath(pathname: string, params: Record<string, unknown>): string {
  return pathname.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    const text = String(value);
    return SLASHED.has(name) ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** Turns a Grove error answer into a thrown GroveError. */
export async function errorFrom(response: Response): Promise<GroveError> {
  let code = 'HTTP_' + response.status;
  let message = response.statusText || `request failed with status ${response.status}`;
  try {
    const body = (await response.clone().json()) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string') message = body.error;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // not JSON: keep the status line
  }
  return new GroveError(response.status, code, message);
}

/** The typed REST client every part of the SDK shares (generated from Grove's OpenAPI document). */
export function createGroveClient(options: GroveClientOptions): GroveApi {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    pathSerializer: serializePath,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${options.token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

/** The data of an openapi-fetch answer, or the answer's GroveError thrown. */
export async function expectOk<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (!response.ok) throw await errorFrom(response);
  return data as T;
}
