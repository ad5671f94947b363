import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { ApiClient } from "./api-client";
import { Database } from "./database";
import { metrics } from "./metrics";

export interface SyncOptions {
  batchSize: number;
  delayMs: number;
  dryRun: boolean;
}

export interface SyncResult {
  created: number;
  updated: number;
  skipped: number;
}

const DEFAULT_OPTIONS: SyncOptions = {
  batchSize: 100,
  delayMs: 250,
  dryRun: false,
};

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

export class ProductSync {
  private readonly options: SyncOptions;

  constructor(
    private readonly api: ApiClient,
    private readonly db: Database,
    private readonly log: Logger,
    options: Partial<SyncOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  async run(): Promise<SyncResult> {
    const result: SyncResult = { created: 0, updated: 0, skipped: 0 };
    const startedAt = Date.now();
    try {
      const remote = await this.api.listProducts();
      this.log.info({ count: remote.length }, "fetched remote products");

      for (const batch of chunk(remote, this.options.batchSize)) {
        const existing = await this.db.findProductsBySku(batch.map((p) => p.sku));
        const bySku = new Map(existing.map((p) => [p.sku, p]));

        for (const product of batch) {
          const current = bySku.get(product.sku);
          if (!current) {
            if (!this.options.dryRun) {
              await this.db.insertProduct(product);
            }
            result.created++;
          } else if (current.updatedAt < product.updatedAt) {
            if (!this.options.dryRun) {
              await this.db.updateProduct(current.id, product);
            }
            result.updated++;
          } else {
            result.skipped++;
          }
        }

        await sleep(this.options.delayMs);
      }
    } catch (err) {
      metrics.increment("product_sync.failures");
      this.log.error({ err }, "product sync failed");
      throw err;
    } finally {
      metrics.timing("product_sync.duration_ms", Date.now() - startedAt);
    }

    metrics.gauge("product_sync.created", result.created);
    metrics.gauge("product_sync.updated", result.updated);
    this.log.info(result, "product sync finished");
    return result;
  }

  async runForSku(sku: string): Promise<boolean> {
    const product = await this.api.getProduct(sku);
    if (!product) {
      this.log.warn({ sku }, "product not found upstream");
      return false;
    }
    const [current] = await this.db.findProductsBySku([sku]);
    if (current) {
      await this.db.updateProduct(current.id, product);
    } else {
      await this.db.insertProduct(product);
    }
    return true;
  }
}
