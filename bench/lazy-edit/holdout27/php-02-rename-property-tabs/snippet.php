// ... existing code ...
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
		// ... existing code ...
	}

	public function save(Subscriber $subscriber): void
	{
		$stmt = $this->pdo->prepare(
		// ... existing code ...
	}

	public function countConfirmed(): int
	{
		return (int) $this->pdo->query('SELECT COUNT(*) FROM subscribers WHERE confirmed_at IS NOT NULL')->fetchColumn();
	}

	public function delete(string $email): bool
	{
		$stmt = $this->pdo->prepare('DELETE FROM subscribers WHERE email = :email');
		// ... existing code ...
