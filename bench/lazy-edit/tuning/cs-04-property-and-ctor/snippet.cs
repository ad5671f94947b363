namespace Shop
{
    public class Order
    {
        public int Id { get; }
        public decimal Total { get; }
        public string Currency { get; }

        public Order(int id, decimal total, string currency = "EUR")
        {
            Id = id;
            Total = total;
            Currency = currency;
        }
    }
}
