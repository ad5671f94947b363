// ... existing code ...
        private const decimal FuelSurchargeRate = 0.092m;
// ... existing code ...
                Zone.Neighbouring => level switch
                {
                    ServiceLevel.Economy => 9.90m,
                    ServiceLevel.Standard => 13.50m,
                    ServiceLevel.Express => 24.50m,
                    ServiceLevel.Overnight => 42.00m,
                    _ => throw new ArgumentOutOfRangeException(nameof(level)),
                },
// ... existing code ...
