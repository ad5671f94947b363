using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Threading.Tasks;
using Dapper;

namespace Acme.Inventory.Data
{
    public class WarehouseRepository
    {
        private readonly IDbConnectionFactory _connectionFactory;

        public WarehouseRepository(IDbConnectionFactory connectionFactory)
        {
            _connectionFactory = connectionFactory;
        }

        public async Task<Warehouse> GetByIdAsync(int id)
        {
            using var connection = _connectionFactory.Create();
            return await connection.QuerySingleOrDefaultAsync<Warehouse>(
                "SELECT Id, Code, Name, City, IsActive FROM Warehouses WHERE Id = @id",
                new { id });
        }

        public async Task<IReadOnlyList<Warehouse>> ListActiveAsync()
        {
            using var connection = _connectionFactory.Create();
            var rows = await connection.QueryAsync<Warehouse>(
                "SELECT Id, Code, Name, City, IsActive FROM Warehouses WHERE IsActive = 1 ORDER BY Code");
            return rows.ToList();
        }

        public int Insert(Warehouse warehouse)
        {
            using var connection = _connectionFactory.Create();
            return connection.ExecuteScalar<int>(
                @"INSERT INTO Warehouses (Code, Name, City, IsActive)
                  VALUES (@Code, @Name, @City, @IsActive);
                  SELECT CAST(SCOPE_IDENTITY() AS int);",
                warehouse);
        }

        public bool Deactivate(int id)
        {
            using var connection = _connectionFactory.Create();
            var affected = connection.Execute(
                "UPDATE Warehouses SET IsActive = 0 WHERE Id = @id AND IsActive = 1",
                new { id });
            return affected > 0;
        }
    }
}
