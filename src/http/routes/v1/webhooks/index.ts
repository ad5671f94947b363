import { Type } from '@fastify/type-provider-typebox';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../../../../domain/webhooks.js';
import type { App, HttpDeps } from '../../../types.js';
import { errorResponses, Nullable } from '../../shared/schemas.js';

const tags = ['webhooks'];
const EVENT_NAMES = [...WEBHOOK_EVENTS, '*'];

const Url = Type.String({ minLength: 1, maxLength: WEBHOOK_LIMITS.urlLength, description: 'an HTTPS URL' });
const Events = Type.Array(Type.String({ enum: EVENT_NAMES }), {
  minItems: 1,
  maxItems: 16,
  description: `event names: ${EVENT_NAMES.join(', ')} (* subscribes to all)`,
});
const WebhookFields = {
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String({ enum: EVENT_NAMES })),
  active: Type.Boolean(),
  created_at: Type.String(),
};
const Webhook = Type.Object(WebhookFields, { title: 'Webhook' });
const Params = Type.Object({ id: Type.String({ maxLength: 100 }) });

const Delivery = Type.Object(
  {
    id: Type.String(),
    event: Type.String({ enum: [...WEBHOOK_EVENTS] }),
    status: Type.String({ enum: ['delivered', 'failed'], description: 'delivered: the receiver answered 2xx' }),
    response_status: Nullable(Type.Integer({ description: "the receiver's HTTP status; null when it gave none (refused, unreachable, timed out)" })),
    duration_ms: Type.Integer(),
    error: Nullable(Type.String({ description: 'why the delivery failed' })),
    delivered_at: Type.String(),
  },
  { title: 'WebhookDelivery' },
);

export function webhookRoutes(app: App, { services }: HttpDeps): void {
  app.post('/v1/webhooks', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'createWebhook',
      summary: 'Create a webhook (its signing secret is shown once)',
      body: Type.Object({ url: Url, events: Events }, { additionalProperties: false, title: 'CreateWebhookRequest' }),
      response: { 201: Type.Object({ ...WebhookFields, secret: Type.String() }, { title: 'CreatedWebhook' }), ...errorResponses(400, 401, 403, 422) },
    },
    handler: async (request, reply) => reply.status(201).send(await services.webhooks.create(request.principal!, request.body)),
  });

  app.get('/v1/webhooks', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'listWebhooks',
      summary: "List the organization's webhooks",
      response: { 200: Type.Object({ webhooks: Type.Array(Webhook) }, { title: 'WebhookList' }), ...errorResponses(401, 403) },
    },
    handler: async (request) => services.webhooks.list(request.principal!),
  });

  app.get('/v1/webhooks/:id', {
    config: { permission: 'master' },
    schema: { tags, operationId: 'getWebhook', summary: 'Get a webhook', params: Params, response: { 200: Webhook, ...errorResponses(401, 403, 404) } },
    handler: async (request) => services.webhooks.get(request.principal!, request.params.id),
  });

  app.patch('/v1/webhooks/:id', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'updateWebhook',
      summary: 'Update a webhook (url, events, active)',
      params: Params,
      body: Type.Object(
        { url: Type.Optional(Url), events: Type.Optional(Events), active: Type.Optional(Type.Boolean()) },
        { additionalProperties: false, title: 'UpdateWebhookRequest' },
      ),
      response: { 200: Webhook, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => services.webhooks.update(request.principal!, request.params.id, request.body),
  });

  app.delete('/v1/webhooks/:id', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook and its delivery records',
      params: Params,
      response: { 200: Type.Object({ deleted: Type.Boolean(), id: Type.String() }, { title: 'DeletedWebhook' }), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => services.webhooks.delete(request.principal!, request.params.id),
  });

  app.get('/v1/webhooks/:id/deliveries', {
    config: { permission: 'master' },
    schema: {
      tags,
      operationId: 'listWebhookDeliveries',
      summary: "List a webhook's deliveries, newest first",
      params: Params,
      querystring: Type.Object(
        {
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: WEBHOOK_LIMITS.deliveriesPage.max })),
          cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
        },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Object({ deliveries: Type.Array(Delivery), limit: Type.Integer(), next_cursor: Nullable(Type.String()) }, { title: 'WebhookDeliveryList' }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => services.webhooks.deliveries(request.principal!, request.params.id, request.query),
  });
}
