import type { App } from '../types.js';
import type { GitHttpLane } from './lane.js';

export { GitHttpLane } from './lane.js';

/**
 * Git smart-HTTP routes on Fastify as well, for requests that do not come through the HTTP server (app.inject):
 * each hands the raw request to the lane, which the server otherwise calls before Fastify sees the request.
 * Fastify's content-type parsers are replaced by one that passes the body stream through untouched.
 */
export async function gitHttpRoutes(app: App, lane: GitHttpLane): Promise<void> {
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    const config = { permission: 'none', unmetered: true, freeQuery: true } as const;
    const schema = { hide: true };
    for (const prefix of ['/:org/:repo', '/:org/:namespace/:repo']) {
      for (const endpoint of ['info/refs', 'git-upload-pack', 'git-receive-pack']) {
        scope.all(`${prefix}/${endpoint}`, { config, schema }, (request, reply) => {
          reply.hijack();
          lane.serve(request.raw, reply.raw, lane.match(request.raw.url), true);
        });
      }
    }
    done();
  });
}
