using System.Collections.Generic;
using System.Linq;

namespace Shop.Data
{
    public class ProductRepository
    {
        private readonly ShopContext _db;

        public ProductRepository(ShopContext db)
        {
            _db = db;
        }

        public Product? Find(int id)
        {
            return _db.Products.FirstOrDefault(p => p.Id == id);
        }

        public List<Product> ByCategory(string category)
        {
            return _db.Products.Where(p => p.Category == category).ToList();
        }
    }
}
