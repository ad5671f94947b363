namespace Shop
{
    public class Order
    {
        public int Id { get; }
        public decimal Total { get; }

        public Order(int id, decimal total)
        {
            Id = id;
            Total = total;
        }
    }
}
