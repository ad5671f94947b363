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
  lazy_edit_tokens: Type.Object({ used: Type.Number() }, { description: 'model completion tokens spent on lazy edits this month' }),
  agentic_search_tokens: Type.Object({ used: Type.Number() }, { description: 'model completion tokens spent on agentic searches this month' }),
}, { title: 'Usage' });

export function usageRoutes(app: App, { services }: HttpDeps): void {
  app.get('/v1/usage', {
    config: { permission: 'any' },
    schema: { tags: ['usage'], operationId: 'getUsage', summary: "The organization's plan, quotas and use this month", response: { 200: UsageBody, ...errorResponses(401) } },
    handler: async (request) => services.usage.report(request.principal!.org),
  });
}
