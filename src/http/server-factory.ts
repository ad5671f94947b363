import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { GitHttpLane } from './git-http/index.js';

/**
 * The HTTP server Fastify listens on, with the git lane in front: git smart-HTTP URLs go to the lane, every
 * other request to Fastify. Timeouts are set as Fastify sets them on a server it creates itself.
 */
export function serverWithGitLane(lane: GitHttpLane) {
  return (fastifyHandler: RequestListener, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((options as { http?: http.ServerOptions }).http ?? {}, (req: IncomingMessage, res: ServerResponse) => {
      const route = lane.match(req.url);
      if (route) lane.serve(req, res, route);
      else fastifyHandler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
