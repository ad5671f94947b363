public class Subscription
{
    // ... existing code ...

    public DateTime? CancelledAt { get; set; }

    [MaxLength(500)]
    public string? CancellationReason { get; set; }

    public DateTime? TrialEndsAt { get; set; }

    public List<Invoice> Invoices { get; set; } = new();

    public bool IsActive => CancelledAt is null;

    public bool IsInTrial(DateTime now) => TrialEndsAt is { } end && now < end;
}
