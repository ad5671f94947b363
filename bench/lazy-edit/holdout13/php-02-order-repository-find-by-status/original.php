<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\Order;
use PDO;

final class OrderRepository
{
    public function __construct(private readonly PDO $pdo)
    {
    }

    public function find(int $id): ?Order
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : Order::fromRow($row);
    }

    /**
     * @return list<Order>
     */
    public function findByCustomer(int $customerId, int $limit = 50): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM orders WHERE customer_id = :customer_id ORDER BY created_at DESC LIMIT :limit'
        );
        $stmt->bindValue('customer_id', $customerId, PDO::PARAM_INT);
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(Order $order): void
    {
        if ($order->id === null) {
            $stmt = $this->pdo->prepare(
                'INSERT INTO orders (customer_id, status, total_cents, created_at) VALUES (:customer_id, :status, :total_cents, :created_at)'
            );
            $stmt->execute([
                'customer_id' => $order->customerId,
                'status' => $order->status,
                'total_cents' => $order->totalCents,
                'created_at' => $order->createdAt->format('Y-m-d H:i:s'),
            ]);
            $order->id = (int) $this->pdo->lastInsertId();
            return;
        }

        $stmt = $this->pdo->prepare('UPDATE orders SET status = :status, total_cents = :total_cents WHERE id = :id');
        $stmt->execute([
            'id' => $order->id,
            'status' => $order->status,
            'total_cents' => $order->totalCents,
        ]);
    }

    public function delete(int $id): void
    {
        $stmt = $this->pdo->prepare('DELETE FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
    }
}
