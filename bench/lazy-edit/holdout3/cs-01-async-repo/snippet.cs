using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

namespace Shop.Data
{
    public class ProductRepository
    {
        // ... existing code ...

        public async Task<Product?> FindAsync(int id)
        {
            return await _db.Products.FirstOrDefaultAsync(p => p.Id == id);
        }

        public async Task<List<Product>> ByCategoryAsync(string category)
        {
            return await _db.Products.Where(p => p.Category == category).ToListAsync();
        }
    }
}
