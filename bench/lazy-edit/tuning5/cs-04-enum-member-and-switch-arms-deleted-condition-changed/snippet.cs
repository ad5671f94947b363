namespace Billing;

public enum Plan
{
    Free,
    Starter,
    Pro,
    Enterprise,
}

// ... existing code ...
        Plan.Starter => 9m,
        Plan.Pro => 29m,
        // ... existing code ...
        var yearly = MonthlyPrice(plan) * 12;
        if (yearly >= 300m)
        {
            // ... existing code ...
        Plan.Starter => 3,
        Plan.Pro => 25,
        // ... existing code ...
