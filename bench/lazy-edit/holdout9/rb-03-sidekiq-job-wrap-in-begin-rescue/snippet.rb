# ... existing code ...
    updated = 0
    begin
      client.inventory_levels(updated_at_min: since).each_slice(BATCH_SIZE) do |levels|
        rows = levels.map do |level|
          {
            store_id: store.id,
            variant_id: level.fetch("inventory_item_id"),
            location_id: level.fetch("location_id"),
            available: level.fetch("available").to_i,
            updated_at: Time.current
          }
        end
        InventoryLevel.upsert_all(rows, unique_by: %i[store_id variant_id location_id])
        updated += rows.size
      end
    rescue Shopify::RateLimited => e
      Rails.logger.warn("[SyncInventoryJob] store=#{store.id} rate limited, retrying in #{e.retry_after}s")
      self.class.perform_in(e.retry_after.seconds, store_id, since&.iso8601)
      return
    end

    store.update!(inventory_synced_at: Time.current)
# ... existing code ...
