using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;
using System.ComponentModel.DataAnnotations.Schema;

namespace Contoso.Inventory.Domain
{
    [Table("warehouses")]
    public class Warehouse : IValidatableObject
    {
        [Key]
        public Guid Id { get; set; } = Guid.NewGuid();

        [Required]
        [StringLength(16, MinimumLength = 2)]
        public string Code { get; set; } = string.Empty;

        [Required]
        [StringLength(200)]
        public string Name { get; set; } = string.Empty;

        [StringLength(2, MinimumLength = 2)]
        public string CountryCode { get; set; } = "US";

        [Required]
        [StringLength(64)]
        public string TimeZoneId { get; set; } = "UTC";

        [Range(0, int.MaxValue)]
        public int CapacityPallets { get; set; }

        public bool IsActive { get; set; } = true;

        public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

        public DateTimeOffset? DeactivatedAt { get; set; }

        public ICollection<StockItem> Stock { get; set; } = new List<StockItem>();

        public void Deactivate(DateTimeOffset when)
        {
            if (!IsActive)
            {
                return;
            }
            IsActive = false;
            DeactivatedAt = when;
        }

        public IEnumerable<ValidationResult> Validate(ValidationContext validationContext)
        {
            if (!IsActive && DeactivatedAt is null)
            {
                yield return new ValidationResult(
                    "Inactive warehouses must have a deactivation date.",
                    new[] { nameof(DeactivatedAt) });
            }

            if (Code.Trim() != Code)
            {
                yield return new ValidationResult(
                    "Code must not contain leading or trailing whitespace.",
                    new[] { nameof(Code) });
            }

            if (!TimeZoneInfo.TryFindSystemTimeZoneById(TimeZoneId, out _))
            {
                yield return new ValidationResult(
                    $"Unknown time zone '{TimeZoneId}'.",
                    new[] { nameof(TimeZoneId) });
            }
        }
    }
}
