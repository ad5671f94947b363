// ... existing code ...

func (r *OrderRepository) ListByCustomer(ctx context.Context, customerID string, limit int) ([]domain.Order, error) {
	rows, err := r.db.QueryContext(ctx, listOrdersQuery, customerID, limit)
	if err != nil {
		return nil, fmt.Errorf("list orders for customer %s: %w", customerID, err)
	}
	defer rows.Close()

	var orders []domain.Order
	for rows.Next() {
		var o domain.Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan order: %w", err)
		}
		orders = append(orders, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("iterate orders: %w", err)
	}
	return orders, nil
}

// ... existing code ...
