import type { FastifyInstance } from 'fastify';

/** Request headers a browser client of the API sends (preflight must allow each, or the browser refuses). */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'x-api-key', 'x-session-id', 'x-request-id', 'if-match', 'if-none-match', 'range'];
/** Response headers a browser script may read (anything beyond the CORS-safelisted ones must be listed). */
const EXPOSED_HEADERS = ['etag', 'x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'content-range', 'x-content-sha'];

/**
 * GROVE_CORS_ORIGINS: off (no CORS headers) unless set. Registered before access control so a preflight, which
 * browsers send without the key, is answered here instead of being refused with 401 or counted as a request.
 * Credentials are not allowed: the API authenticates with keys in headers, never cookies.
 */
export async function corsPolicy(app: FastifyInstance, origins: '*' | string[] | null | undefined): Promise<void> {
  if (!origins) return;
  const { default: cors } = await import('@fastify/cors'); // loaded only when CORS is on
  await app.register(cors, {
    origin: origins === '*' ? '*' : origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  });
}
