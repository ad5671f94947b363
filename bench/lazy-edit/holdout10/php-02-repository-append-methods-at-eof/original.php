<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\Invoice;
use App\Entity\Customer;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<Invoice>
 */
final class InvoiceRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, Invoice::class);
    }

    /**
     * @return Invoice[]
     */
    public function findUnpaidForCustomer(Customer $customer): array
    {
        return $this->createQueryBuilder('i')
            ->andWhere('i.customer = :customer')
            ->andWhere('i.paidAt IS NULL')
            ->setParameter('customer', $customer)
            ->orderBy('i.dueDate', 'ASC')
            ->getQuery()
            ->getResult();
    }

    /**
     * @return Invoice[]
     */
    public function findOverdue(\DateTimeImmutable $today): array
    {
        return $this->createQueryBuilder('i')
            ->andWhere('i.paidAt IS NULL')
            ->andWhere('i.dueDate < :today')
            ->setParameter('today', $today)
            ->orderBy('i.dueDate', 'ASC')
            ->getQuery()
            ->getResult();
    }

    public function totalOutstandingCents(Customer $customer): int
    {
        return (int) $this->createQueryBuilder('i')
            ->select('COALESCE(SUM(i.totalCents), 0)')
            ->andWhere('i.customer = :customer')
            ->andWhere('i.paidAt IS NULL')
            ->setParameter('customer', $customer)
            ->getQuery()
            ->getSingleScalarResult();
    }

    public function save(Invoice $invoice, bool $flush = true): void
    {
        $this->getEntityManager()->persist($invoice);
        if ($flush) {
            $this->getEntityManager()->flush();
        }
    }
}
