import { type Kysely, type Selectable, sql } from 'kysely';
import type { StoredWebhook, WebhookDelivery, WebhookEvent, WebhookSubscription } from '../domain/webhooks.js';
import type { Database, WebhookDeliveriesTable, WebhooksTable } from './schema.js';

export interface WebhookPatch {
  url?: string;
  events?: WebhookSubscription[];
  active?: boolean;
  updatedAt: string;
}

function toWebhook(row: Selectable<WebhooksTable>): StoredWebhook {
  return {
    id: row.id,
    orgId: row.org_id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookSubscription[],
    active: Number(row.active) === 1,
    sealedSecret: row.secret,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    event: row.event as WebhookEvent,
    ok: Number(row.ok) === 1,
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    durationMs: Number(row.duration_ms),
    error: row.error,
    deliveredAt: row.delivered_at,
  };
}

/** Webhooks, always addressed within their organization, and their delivery records. */
export class WebhookStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(hook: StoredWebhook): Promise<StoredWebhook> {
    await this.db
      .insertInto('webhooks')
      .values({
        id: hook.id,
        org_id: hook.orgId,
        url: hook.url,
        events: JSON.stringify(hook.events),
        secret: hook.sealedSecret,
        active: hook.active ? 1 : 0,
        created_at: hook.createdAt,
        updated_at: hook.updatedAt,
      })
      .execute();
    return hook;
  }

  async get(orgId: string, id: string): Promise<StoredWebhook | undefined> {
    const row = await this.db.selectFrom('webhooks').selectAll().where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
    return row ? toWebhook(row) : undefined;
  }

  /** Ordered by creation (ids are time-ordered). */
  async list(orgId: string, options: { activeOnly?: boolean } = {}): Promise<StoredWebhook[]> {
    let query = this.db.selectFrom('webhooks').selectAll().where('org_id', '=', orgId);
    if (options.activeOnly) query = query.where('active', '=', 1);
    return (await query.orderBy('id').execute()).map(toWebhook);
  }

  async count(orgId: string): Promise<number> {
    const row = await this.db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number | string>().as('n')).where('org_id', '=', orgId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async update(orgId: string, id: string, patch: WebhookPatch): Promise<StoredWebhook | undefined> {
    const result = await this.db
      .updateTable('webhooks')
      .set({
        updated_at: patch.updatedAt,
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: JSON.stringify(patch.events) } : {}),
        ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
      })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? this.get(orgId, id) : undefined;
  }

  /** Its delivery records go with it. */
  async delete(orgId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('webhooks').where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Records a delivery and drops the webhook's records beyond the newest `keep`. A webhook deleted while its
   * delivery was in flight has nowhere to record it: that record is dropped (false).
   */
  async addDelivery(delivery: WebhookDelivery, keep: number): Promise<boolean> {
    const exists = await this.db.selectFrom('webhooks').select('id').where('id', '=', delivery.webhookId).executeTakeFirst();
    if (!exists) return false;
    try {
      await this.db
        .insertInto('webhook_deliveries')
        .values({
          id: delivery.id,
          webhook_id: delivery.webhookId,
          event: delivery.event,
          ok: delivery.ok ? 1 : 0,
          response_status: delivery.responseStatus,
          duration_ms: delivery.durationMs,
          error: delivery.error,
          delivered_at: delivery.deliveredAt,
        })
        .execute();
    } catch (error) {
      // deleted between the check and the insert: the foreign key refuses the row
      if (!(await this.db.selectFrom('webhooks').select('id').where('id', '=', delivery.webhookId).executeTakeFirst())) return false;
      throw error;
    }
    await sql`DELETE FROM webhook_deliveries WHERE webhook_id = ${delivery.webhookId} AND id < (
        SELECT id FROM webhook_deliveries WHERE webhook_id = ${delivery.webhookId} ORDER BY id DESC LIMIT 1 OFFSET ${keep - 1})`.execute(this.db);
    return true;
  }

  /** Newest first; `before`: only records older than this id. Returns one more than `limit` when more exist. */
  async deliveries(webhookId: string, limit: number, before?: string): Promise<WebhookDelivery[]> {
    let query = this.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId);
    if (before !== undefined) query = query.where('id', '<', before);
    return (await query.orderBy('id', 'desc').limit(limit + 1).execute()).map(toDelivery);
  }
}
