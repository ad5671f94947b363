// ... existing code ...
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
    // ... existing code ...
  }
// ... existing code ...
