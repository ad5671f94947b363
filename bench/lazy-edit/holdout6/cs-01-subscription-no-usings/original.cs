using System;
using System.Collections.Generic;
using System.ComponentModel.DataAnnotations;

namespace Contoso.Billing.Models;

public class Subscription
{
    public Guid Id { get; set; }

    [Required]
    [MaxLength(100)]
    public string PlanCode { get; set; } = string.Empty;

    public Guid CustomerId { get; set; }

    public DateTime StartedAt { get; set; }

    public DateTime? CancelledAt { get; set; }

    public List<Invoice> Invoices { get; set; } = new();

    public bool IsActive => CancelledAt is null;
}
