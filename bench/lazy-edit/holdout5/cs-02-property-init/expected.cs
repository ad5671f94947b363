namespace Shop.Domain;

public class Customer
{
    public int Id { get; set; }
    public required string Name { get; init; }
    public string Email { get; set; } = "";
    public DateTime CreatedAt { get; init; } = DateTime.UtcNow;

    public override string ToString() => $"{Name} <{Email}>";
}
