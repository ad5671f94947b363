// ... existing code ...

    public function save(Invoice $invoice, bool $flush = true): void
    {
        // ... existing code ...
    }

    public function remove(Invoice $invoice, bool $flush = true): void
    {
        $this->getEntityManager()->remove($invoice);
        if ($flush) {
            $this->getEntityManager()->flush();
        }
    }

    public function findOneByNumber(string $number): ?Invoice
    {
        return $this->findOneBy(['number' => $number]);
    }
}
