// ... existing code ...

    public function findByCodeOrFail(string $code): array
    {
        // ... existing code ...
    }

    public function getValidByCode(string $code, DateTimeImmutable $now): array
    {
        $coupon = $this->findByCodeOrFail($code);
        // ... existing code ...
    }

    // ... other methods ...

    public function incrementRedemptions(string $code): void
    {
        $coupon = $this->findByCodeOrFail($code);
        // ... existing code ...
    }
}
