import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { addressOf, repoPaths } from '../../shared/repo-paths.js';
import { operation } from '../../shared/operation.js';
import { BranchName, errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['snapshots'];
const Snapshot = Type.Object({
  name: Type.String(),
  branch: Type.String(),
  sha: Type.String(),
  metadata: Type.Object({}, { additionalProperties: true }),
  created_at: Type.String(),
}, { title: 'Snapshot' });
const name = (params: unknown) => (params as { name: string }).name;

export function snapshotRoutes(app: App, { services }: HttpDeps): void {
  for (const base of repoPaths('/snapshots')) {
    app.post(base, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(base, 'createSnapshot', 'Create a snapshot of a branch'),
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            branch: Type.Optional(BranchName),
            metadata: Type.Optional(Type.Object({}, { additionalProperties: true })),
          },
          { additionalProperties: false, title: 'CreateSnapshotRequest' },
        ),
        response: { 201: Snapshot, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const { metadata, ...rest } = request.body;
        const input = { ...rest, metadata: metadata as Record<string, unknown> | undefined };
        return reply.status(201).send(await services.snapshots.create(request.principal!, addressOf(request.params), input));
      },
    });

    app.get(base, {
      config: { permission: 'read' },
      schema: { tags, ...operation(base, 'listSnapshots', 'List snapshots'), response: { 200: Type.Object({ snapshots: Type.Array(Snapshot) }, { title: 'SnapshotList' }), ...errorResponses(401, 403, 404) } },
      handler: async (request) => services.snapshots.list(request.principal!, addressOf(request.params)),
    });

    app.get(`${base}/:name`, {
      config: { permission: 'read' },
      schema: { tags, ...operation(base, 'getSnapshot', 'Get a snapshot'), response: { 200: Snapshot, ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => services.snapshots.get(request.principal!, addressOf(request.params), name(request.params)),
    });

    app.delete(`${base}/:name`, {
      config: { permission: 'write' },
      schema: { tags, ...operation(base, 'deleteSnapshot', 'Delete a snapshot'), response: { 200: Type.Object({ deleted: Type.Boolean(), name: Type.String() }, { title: 'DeletedSnapshot' }), ...errorResponses(400, 401, 403, 404) } },
      handler: async (request) => services.snapshots.delete(request.principal!, addressOf(request.params), name(request.params)),
    });

    app.post(`${base}/:name/restore`, {
      config: { permission: 'write' },
      schema: {
        tags,
        ...operation(base, 'restoreSnapshot', 'Move a branch back to a snapshot (body optional)'),
        body: Type.Object({ target_branch: Type.Optional(BranchName) }, { additionalProperties: false, title: 'RestoreSnapshotRequest' }),
        response: {
          200: Type.Object(
            { name: Type.String(), branch: Type.String(), sha: Type.String(), previous_sha: Nullable(Type.String()) },
            { title: 'RestoredSnapshot' },
          ),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request) => services.snapshots.restore(request.principal!, addressOf(request.params), name(request.params), request.body),
    });
  }
}
