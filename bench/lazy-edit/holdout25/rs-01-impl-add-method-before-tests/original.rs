use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkuId(pub u32);

impl fmt::Display for SkuId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SKU-{:06}", self.0)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum InventoryError {
    #[error("unknown sku {0}")]
    UnknownSku(SkuId),
    #[error("insufficient stock for {sku}: requested {requested}, available {available}")]
    Insufficient {
        sku: SkuId,
        requested: u32,
        available: u32,
    },
}

#[derive(Debug, Default)]
pub struct Inventory {
    stock: HashMap<SkuId, u32>,
    reserved: HashMap<SkuId, u32>,
}

impl Inventory {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn restock(&mut self, sku: SkuId, quantity: u32) {
        *self.stock.entry(sku).or_insert(0) += quantity;
    }

    pub fn available(&self, sku: SkuId) -> u32 {
        let total = self.stock.get(&sku).copied().unwrap_or(0);
        let reserved = self.reserved.get(&sku).copied().unwrap_or(0);
        total.saturating_sub(reserved)
    }

    pub fn reserve(&mut self, sku: SkuId, quantity: u32) -> Result<(), InventoryError> {
        if !self.stock.contains_key(&sku) {
            return Err(InventoryError::UnknownSku(sku));
        }
        let available = self.available(sku);
        if quantity > available {
            return Err(InventoryError::Insufficient {
                sku,
                requested: quantity,
                available,
            });
        }
        *self.reserved.entry(sku).or_insert(0) += quantity;
        Ok(())
    }

    pub fn release(&mut self, sku: SkuId, quantity: u32) {
        if let Some(r) = self.reserved.get_mut(&sku) {
            *r = r.saturating_sub(quantity);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserve_reduces_availability() {
        let mut inv = Inventory::new();
        inv.restock(SkuId(7), 10);
        inv.reserve(SkuId(7), 4).unwrap();
        assert_eq!(inv.available(SkuId(7)), 6);
    }
}
