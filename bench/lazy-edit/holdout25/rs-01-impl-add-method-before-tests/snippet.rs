// ... existing code ...
    pub fn release(&mut self, sku: SkuId, quantity: u32) {
        if let Some(r) = self.reserved.get_mut(&sku) {
            *r = r.saturating_sub(quantity);
        }
    }

    /// Turns a reservation into a sale, removing the units from stock.
    pub fn commit(&mut self, sku: SkuId, quantity: u32) -> Result<(), InventoryError> {
        let reserved = self.reserved.get(&sku).copied().unwrap_or(0);
        if quantity > reserved {
            return Err(InventoryError::Insufficient {
                sku,
                requested: quantity,
                available: reserved,
            });
        }
        self.release(sku, quantity);
        if let Some(s) = self.stock.get_mut(&sku) {
            *s -= quantity;
        }
        Ok(())
    }
}

#[cfg(test)]
// ... existing code ...
