// ... existing code ...
            if (movements.Count == 0)
            {
                return 0;
            }

            using (var connection = new SqlConnection(_connectionString))
            {
                await connection.OpenAsync();
                using (var transaction = connection.BeginTransaction())
                {
                    var written = 0;
                    foreach (var movement in movements)
                    {
                        using (var command = connection.CreateCommand())
                        {
                            command.Transaction = transaction;
                            command.CommandText =
                                "INSERT INTO StockMovements (Sku, WarehouseId, Quantity, Reason, OccurredAt) " +
                                "VALUES (@sku, @warehouseId, @quantity, @reason, @occurredAt)";
                            command.Parameters.AddWithValue("@sku", movement.Sku);
                            command.Parameters.AddWithValue("@warehouseId", movement.WarehouseId);
                            command.Parameters.AddWithValue("@quantity", movement.Quantity);
                            command.Parameters.AddWithValue("@reason", movement.Reason);
                            command.Parameters.AddWithValue("@occurredAt", movement.OccurredAt);
                            written += await command.ExecuteNonQueryAsync();
                        }
                    }
                    transaction.Commit();
                    return written;
                }
            }
        }
// ... existing code ...
