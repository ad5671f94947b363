import type { OutgoingHttpHeaders } from 'node:http';
import { Type } from '@fastify/type-provider-typebox';
import type { WatchMessage } from '../../../../services/watch/index.js';
import type { App, HttpDeps } from '../../../types.js';
import { operation } from '../../shared/operation.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { BranchName, errorResponses } from '../../shared/schemas.js';

/**
 * One server-sent-events frame per message. A commit goes to every watcher of its branch as the same message
 * object, so its text is made once (the map forgets it with the message).
 */
const frames = new WeakMap<WatchMessage, string>();
function frame(message: WatchMessage): string {
  let text = frames.get(message);
  if (text === undefined) {
    text = 'comment' in message ? `: ${message.comment}\n\n` : `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
    frames.set(message, text);
  }
  return text;
}

const EventStream = {
  description:
    'text/event-stream: `connected` {sha, branch} once, `commit` {sha, branch, ts} on every move of the tip, `rotate` {sha, ts} ' +
    'when the connection has lived about 25 s (the server then closes it; reconnect), and `: keep-alive` comments in quiet periods.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};

export function watchRoutes(app: App, { services }: HttpDeps): void {
  for (const url of repoPaths('/watch')) {
    app.get(url, {
      config: { permission: 'read' },
      schema: {
        tags: ['watch'],
        ...operation(url, 'watchBranch', 'Watch a branch: a stream of its tip moves (server-sent events)'),
        querystring: Type.Object(
          { branch: Type.Optional({ ...BranchName, description: 'branch to watch; default: the default branch (tags and SHAs are not watched)' }) },
          { additionalProperties: false },
        ),
        response: { 200: EventStream, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request, reply) => {
        const res = reply.raw;
        // Frames until the headers are out (`connected` is sent inside open()), then straight to the socket.
        let early: string[] | null = [];
        let ended = false;
        const detach = await services.watch.open(request.principal!, addressOf(request.params), request.query.branch, {
          send: (message) => {
            if (early) early.push(frame(message));
            else if (!ended) res.write(frame(message));
          },
          end: () => {
            if (!early && !ended) res.end();
            ended = true;
          },
        });
        // Written to the response directly rather than through a stream object, which would cost memory on every
        // idle connection. The headers set so far (request id, rate limits) are kept.
        reply.hijack();
        res.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no', // proxies such as nginx would otherwise hold the events back
        });
        res.write(early.join(''));
        early = null;
        if (ended) res.end();
        // Ended by us (rotate) or by the client going away: either way the watcher leaves.
        if (res.destroyed) detach();
        else res.once('close', detach);
      },
    });
  }
}
