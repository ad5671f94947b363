// ... existing code ...
public class Customer
{
    public Guid Id { get; set; }
    public string DisplayName { get; set; } = string.Empty;
    public string Email { get; set; } = string.Empty;
    // ... existing code ...

    public override string ToString() => $"{DisplayName} <{Email}>";
}
// ... existing code ...
        builder.HasKey(c => c.Id);
        builder.Property(c => c.DisplayName).HasColumnName("name").HasMaxLength(200).IsRequired();
// ... existing code ...
