<?php

declare(strict_types=1);

namespace App\Billing;

use App\Billing\Exception\CouponExpiredException;
use App\Billing\Exception\CouponNotFoundException;
use DateTimeImmutable;
use PDO;

final class CouponRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function getByCode(string $code): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM coupons WHERE code = :code LIMIT 1');
        $stmt->execute(['code' => strtoupper($code)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        if ($row === false) {
            throw new CouponNotFoundException($code);
        }

        return $row;
    }

    public function getValidByCode(string $code, DateTimeImmutable $now): array
    {
        $coupon = $this->getByCode($code);
        if ($coupon['expires_at'] !== null && new DateTimeImmutable($coupon['expires_at']) < $now) {
            throw new CouponExpiredException($code);
        }

        return $coupon;
    }

    public function listActive(DateTimeImmutable $now, int $limit = 50): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM coupons WHERE expires_at IS NULL OR expires_at > :now ORDER BY created_at DESC LIMIT :limit'
        );
        $stmt->bindValue('now', $now->format('Y-m-d H:i:s'));
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }

    public function incrementRedemptions(string $code): void
    {
        $coupon = $this->getByCode($code);
        $stmt = $this->pdo->prepare('UPDATE coupons SET redemptions = redemptions + 1 WHERE id = :id');
        $stmt->execute(['id' => $coupon['id']]);
    }
}
