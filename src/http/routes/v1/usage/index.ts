import { Type } from '@fastify/type-provider-typebox';
import type { App, HttpDeps } from '../../../types.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const Quota = Type.Object({ used: Type.Number(), limit: Nullable(Type.Number()) });

const UsageBody = Type.Object({
  org: Type.String(),
  plan: Type.String(),
  period: Type.Object({ month: Type.String(), resets_at: Type.String() }),
  api_calls: Quota,
  repositories: Quota,
  storage_bytes: Quota,
});

export function usageRoutes(app: App, { services }: HttpDeps): void {
  app.get('/v1/usage', {
    config: { permission: 'any' },
    schema: { tags: ['usage'], response: { 200: UsageBody, ...errorResponses(401) } },
    handler: async (request) => services.usage.report(request.principal!.org),
  });
}
