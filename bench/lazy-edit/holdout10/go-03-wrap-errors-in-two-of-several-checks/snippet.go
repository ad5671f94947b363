// ...existing code...
	stock, err := s.warehouse.StockLevels(ctx)
	if err != nil {
		return fmt.Errorf("fetch stock levels: %w", err)
	}
// ...existing code...
	if err := s.catalog.ApplyStockUpdates(ctx, updates); err != nil {
		return fmt.Errorf("apply %d stock updates: %w", len(updates), err)
	}
// ...existing code...
