package sync

import (
	"context"
	"fmt"
	"log/slog"

	"example.com/inventory/internal/catalog"
	"example.com/inventory/internal/warehouse"
)

type Syncer struct {
	catalog   *catalog.Client
	warehouse *warehouse.Client
	logger    *slog.Logger
}

func New(c *catalog.Client, w *warehouse.Client, logger *slog.Logger) *Syncer {
	return &Syncer{catalog: c, warehouse: w, logger: logger}
}

func (s *Syncer) Run(ctx context.Context) error {
	products, err := s.catalog.ListProducts(ctx)
	if err != nil {
		return fmt.Errorf("list products: %w", err)
	}

	stock, err := s.warehouse.StockLevels(ctx)
	if err != nil {
		return err
	}

	updates := make([]catalog.StockUpdate, 0, len(products))
	for _, p := range products {
		qty, ok := stock[p.SKU]
		if !ok {
			s.logger.Warn("sku missing from warehouse", "sku", p.SKU)
			continue
		}
		if qty == p.Quantity {
			continue
		}
		updates = append(updates, catalog.StockUpdate{SKU: p.SKU, Quantity: qty})
	}

	if len(updates) == 0 {
		s.logger.Info("stock already in sync", "products", len(products))
		return nil
	}

	if err := s.catalog.ApplyStockUpdates(ctx, updates); err != nil {
		return err
	}

	if err := s.warehouse.Acknowledge(ctx, len(updates)); err != nil {
		return err
	}

	s.logger.Info("stock sync complete", "updated", len(updates), "products", len(products))
	return nil
}
