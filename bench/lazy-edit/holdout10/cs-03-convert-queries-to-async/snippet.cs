using System.Collections.Generic;
using System.Data;
using System.Linq;
using System.Threading.Tasks;
using Dapper;

// ... existing code ...

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

        // ... existing code ...
