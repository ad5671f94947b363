using System;
using System.Collections.Generic;
using System.Data.SqlClient;
using System.Threading.Tasks;

namespace Acme.Warehouse.Data
{
    public class StockMovementWriter
    {
        private readonly string _connectionString;

        public StockMovementWriter(string connectionString)
        {
            _connectionString = connectionString ?? throw new ArgumentNullException(nameof(connectionString));
        }

        public async Task<int> WriteAsync(IReadOnlyCollection<StockMovement> movements)
        {
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

        public async Task<int> DeleteOlderThanAsync(DateTime cutoff)
        {
            using (var connection = new SqlConnection(_connectionString))
            {
                await connection.OpenAsync();
                using (var command = connection.CreateCommand())
                {
                    command.CommandText = "DELETE FROM StockMovements WHERE OccurredAt < @cutoff";
                    command.Parameters.AddWithValue("@cutoff", cutoff);
                    return await command.ExecuteNonQueryAsync();
                }
            }
        }
    }
}
