// ... existing code ...

    public static function of(int $amount, string $currency): self
    {
        // ... existing code ...
    }

    public function amount(): int
    {
        return $this->amount;
    }

// ... existing code ...

    public function multiply(float $factor): self
    {
        return new self((int) round($this->amount * $factor), $this->currency);
    }

    public function isZero(): bool
    {
        return $this->amount === 0;
    }

    public function format(): string
// ... existing code ...
