<?php

declare(strict_types=1);

namespace Acme\Newsletter\Storage;

use Acme\Newsletter\Subscriber;
use DateTimeImmutable;
use PDO;

/**
 * PDO-backed storage for newsletter subscribers.
 */
final class SubscriberRepository
{
	private PDO $pdo;

	public function __construct(PDO $pdo)
	{
		$this->pdo = $pdo;
		$this->pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
	}

	public function findByEmail(string $email): ?Subscriber
	{
		$stmt = $this->pdo->prepare('SELECT * FROM subscribers WHERE email = :email');
		$stmt->execute(['email' => strtolower($email)]);
		$row = $stmt->fetch(PDO::FETCH_ASSOC);

		return $row === false ? null : $this->hydrate($row);
	}

	public function save(Subscriber $subscriber): void
	{
		$stmt = $this->pdo->prepare(
			'INSERT INTO subscribers (email, name, confirmed_at, created_at)
			 VALUES (:email, :name, :confirmed_at, :created_at)
			 ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, confirmed_at = EXCLUDED.confirmed_at'
		);
		$stmt->execute([
			'email' => strtolower($subscriber->email),
			'name' => $subscriber->name,
			'confirmed_at' => $subscriber->confirmedAt?->format(DATE_ATOM),
			'created_at' => $subscriber->createdAt->format(DATE_ATOM),
		]);
	}

	public function countConfirmed(): int
	{
		return (int) $this->pdo->query('SELECT COUNT(*) FROM subscribers WHERE confirmed_at IS NOT NULL')->fetchColumn();
	}

	public function delete(string $email): bool
	{
		$stmt = $this->pdo->prepare('DELETE FROM subscribers WHERE email = :email');
		$stmt->execute(['email' => strtolower($email)]);

		return $stmt->rowCount() > 0;
	}

	private function hydrate(array $row): Subscriber
	{
		return new Subscriber(
			email: $row['email'],
			name: $row['name'],
			confirmedAt: $row['confirmed_at'] !== null ? new DateTimeImmutable($row['confirmed_at']) : null,
			createdAt: new DateTimeImmutable($row['created_at']),
		);
	}
}
