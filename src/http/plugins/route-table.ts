/**
 * What is known about every registered route, collected as routes are added: which methods a path takes (for
 * 405 with `Allow`), and the one query-string policy (a route that declares no query parameters refuses any).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

interface Entry {
  methods: string[];
  pattern: RegExp;
  route: RegisteredRoute;
}

/** A route as registered: its URL as Fastify has it (`:param`, `*`) and its config. */
export interface RegisteredRoute {
  methods: string[];
  url: string;
  config: RouteOptions['config'];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route URL as a regular expression over request paths: `:param` is one segment, `*` the rest of the path
 * (up to the route's declared suffix, as for `…/branches/<name>/merge`).
 */
export function routePattern(url: string, suffix = ''): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment === '*' ? (suffix ? `.+${escape(suffix)}` : '.*') : segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

export class RouteTable {
  private readonly entries: Entry[] = [];

  add(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    this.entries.push({
      methods,
      pattern: routePattern(route.url, route.config?.wildcard?.suffix),
      route: { methods, url: route.url, config: route.config },
    });
  }

  list(): RegisteredRoute[] {
    return this.entries.map((entry) => entry.route);
  }

  /** The methods some route takes for `path` (HEAD wherever GET is), sorted; empty when the path is unknown. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const entry of this.entries) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}

/** A query string schema that takes nothing: the validator then names any parameter sent. */
const noQuery = () => ({ type: 'object', properties: {}, additionalProperties: false });

/** Registers the hook that fills the table and applies the query policy; call before any route is added. */
export function routeTable(app: FastifyInstance): RouteTable {
  const table = new RouteTable();
  app.decorate('registeredRoutes', () => table.list());
  app.addHook('onRoute', (route) => {
    table.add(route);
    // git smart HTTP (service=…) reads its own query string
    if (route.config?.freeQuery) return;
    const schema = (route.schema ??= {});
    if (!schema.querystring) schema.querystring = noQuery();
    else if ((schema.querystring as { additionalProperties?: unknown }).additionalProperties !== false) {
      throw new Error(`${route.url}: its querystring schema must set additionalProperties: false (unknown parameters are refused)`);
    }
  });
  return table;
}
