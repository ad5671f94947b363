/**
 * How the OpenAPI document is made from the route table (@fastify/swagger): per route, the wildcard named, the
 * errors every route can give added, public routes marked as needing no key; then for the whole document,
 * every schema with a `title` moved to `components.schemas` and referenced, so clients get named types.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { ErrorBody } from './routes/shared/schemas.js';

type Json = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is not valid (VALIDATION_ERROR): a body field, path or query parameter is wrong, or a parameter is unknown.',
  '401': 'No API key, or the key is not valid (UNAUTHORIZED).',
  '402': 'A free-tier quota is used up (QUOTA_EXCEEDED).',
  '403': 'The key may not do this (FORBIDDEN).',
  '404': 'The repository, or what the path names in it, does not exist (NOT_FOUND).',
  '409': 'Conflict with the current state (CONFLICT).',
  '413': 'The request or a part of it is too large (PAYLOAD_TOO_LARGE).',
  '415': 'The body is not application/json (UNSUPPORTED_MEDIA_TYPE).',
  '416': 'The range is outside the file (RANGE_NOT_SATISFIABLE).',
  '422': 'A valid request the repository cannot honour (UNPROCESSABLE).',
  '429': 'Rate limited (RATE_LIMITED); Retry-After says when to try again.',
  '500': 'A fault on the server side (INTERNAL_ERROR).',
  '503': 'The feature is not configured on this deployment (NOT_CONFIGURED).',
  '504': 'The operation ran out of time (TIMEOUT).',
};

/** The errors any route of this kind can give, whatever its own list says. */
function commonErrors(route: RouteOptions, url: string, hasBody: boolean): string[] {
  const permission = route.config?.permission ?? 'none';
  const statuses = ['400', '500'];
  if (permission !== 'none') statuses.push('401');
  if (permission === 'master' || permission === 'read' || permission === 'write') statuses.push('403');
  if (url.includes('{')) statuses.push('404');
  if (hasBody) statuses.push('413', '415');
  if (!route.config?.unmetered) statuses.push('429');
  return statuses;
}

/** Fastify's `:name` and `*` as OpenAPI path parameters, the wildcard under the name the route gives it. */
function documentedPath(route: RouteOptions): { url: string; params: Json | undefined } {
  const wildcard = route.config?.wildcard;
  let url = route.url ?? '';
  if (url.endsWith('*')) {
    if (!wildcard) throw new Error(`${url}: a route with a wildcard must name it (config.wildcard)`);
    url = `${url.slice(0, -1)}:${wildcard.name}${wildcard.suffix ?? ''}`;
  }
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return { url, params: undefined };
  const declared = ((route.schema?.params as Json | undefined)?.properties ?? {}) as Record<string, Json>;
  const properties: Record<string, Json> = {};
  for (const name of names) {
    const own = wildcard && name === wildcard.name ? declared['*'] : declared[name];
    properties[name] = { type: 'string', ...own, ...(wildcard && name === wildcard.name ? { description: wildcard.description } : {}) };
  }
  return { url, params: { type: 'object', properties, required: names } };
}

function transform({ schema, route }: { schema: Json; route: RouteOptions }) {
  const { url, params } = documentedPath(route);
  const responses = { ...((schema.response ?? {}) as Json) };
  for (const status of commonErrors(route, url, schema.body !== undefined)) responses[status] ??= ErrorBody;
  const documented: Json = { ...schema, response: responses };
  if (params) documented.params = params;
  else delete documented.params;
  // no key needed: ops routes and the public read routes
  if ((route.config?.permission ?? 'none') === 'none') {
    documented.security = [];
    // a key, if sent, is ignored: these routes cannot answer 401 or 403
    delete responses['401'];
    delete responses['403'];
  }
  return { schema: documented, url };
}

/** Moves titled schemas into components (children first, so a component refers to its named parts). */
function hoist(node: unknown, components: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => hoist(item, components));
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = hoist(value, components);
  const title = out.title;
  // `title` is also a property name inside `properties`; a schema's title is a string beside `type`
  if (typeof title !== 'string' || (out.type === undefined && out.allOf === undefined)) return out;
  const existing = components[title];
  if (existing && JSON.stringify(existing) !== JSON.stringify(out)) throw new Error(`two different schemas are titled '${title}'`);
  components[title] = out;
  return { $ref: `#/components/schemas/${title}` };
}

type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: { required?: string[] } }> } };

/** A body whose fields are all optional may be left out (an empty body is read as `{}`). */
function markOptionalBodies(paths: Record<string, Record<string, Operation>>): void {
  for (const methods of Object.values(paths)) {
    for (const op of Object.values(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema && !(schema.required?.length)) op.requestBody!.required = false;
    }
  }
}

function finish(document: Json, publicUrl: string): Json {
  markOptionalBodies(document.paths as Record<string, Record<string, Operation>>);
  const components = (document.components ?? {}) as Json;
  const schemas: Record<string, Json> = { ...((components.schemas ?? {}) as Record<string, Json>) };
  const paths = hoist(document.paths, schemas) as Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  for (const methods of Object.values(paths)) {
    for (const op of Object.values(methods)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (response.description === 'Default Response' && ERROR_DESCRIPTIONS[status]) response.description = ERROR_DESCRIPTIONS[status];
        else if (response.description === 'Default Response') response.description = status === '304' ? 'Not modified: the ETag matched If-None-Match.' : 'Success.';
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, servers: [{ url: publicUrl }], components: { ...components, schemas: sorted }, paths };
}

export function openapiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Grove API',
        version: '1.0.0',
        description: 'Self-hostable git service: REST API (/v1) and git smart HTTP. Errors are `{error, code}` (the Error schema).',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', description: 'the same key as Authorization: Bearer <key>' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: transform as unknown as FastifyDynamicSwaggerOptions['transform'],
    transformObject: (documents) => finish((documents as { openapiObject: Json }).openapiObject, publicUrl) as never,
  };
}
