// ... existing code ...

    /**
     * @return list<Order>
     */
    public function findByCustomer(int $customerId, int $limit = 50): array
    {
        // ... existing code ...
    }

    /**
     * @return list<Order>
     */
    public function findByStatus(string $status, int $limit = 100): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM orders WHERE status = :status ORDER BY created_at LIMIT :limit'
        );
        $stmt->bindValue('status', $status);
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(Order $order): void
// ... existing code ...
