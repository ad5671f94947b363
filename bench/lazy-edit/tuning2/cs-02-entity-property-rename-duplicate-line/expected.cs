using System;
using System.Collections.Generic;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Metadata.Builders;

namespace Acme.Crm.Domain;

public class Customer
{
    public Guid Id { get; set; }
    public string DisplayName { get; set; } = string.Empty;
    public string Email { get; set; } = string.Empty;
    public string? Phone { get; set; }
    public CustomerTier Tier { get; set; } = CustomerTier.Standard;
    public DateTimeOffset CreatedAt { get; set; }
    public DateTimeOffset? DeletedAt { get; set; }
    public List<Contact> Contacts { get; set; } = new();

    public bool IsDeleted => DeletedAt.HasValue;

    public override string ToString() => $"{DisplayName} <{Email}>";
}

public enum CustomerTier
{
    Standard,
    Gold,
    Platinum,
}

public class Contact
{
    public Guid Id { get; set; }
    public Guid CustomerId { get; set; }
    public string Name { get; set; } = string.Empty;
    public string Role { get; set; } = string.Empty;
}

public class CustomerConfiguration : IEntityTypeConfiguration<Customer>
{
    public void Configure(EntityTypeBuilder<Customer> builder)
    {
        builder.ToTable("customers");
        builder.HasKey(c => c.Id);
        builder.Property(c => c.DisplayName).HasColumnName("name").HasMaxLength(200).IsRequired();
        builder.Property(c => c.Email).HasMaxLength(320).IsRequired();
        builder.HasIndex(c => c.Email).IsUnique();
        builder.Property(c => c.Tier).HasConversion<string>().HasMaxLength(16);
        builder.HasQueryFilter(c => c.DeletedAt == null);
        builder.HasMany(c => c.Contacts).WithOne().HasForeignKey(x => x.CustomerId);
    }
}
