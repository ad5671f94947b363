<?php

declare(strict_types=1);

namespace Acme\Billing\Service;

use Acme\Billing\Entity\Invoice;
use Acme\Billing\Event\InvoiceFinalized;
use Acme\Billing\Exception\InvoiceNotFound;
use Acme\Billing\Repository\InvoiceRepository;
use Psr\EventDispatcher\EventDispatcherInterface;
use Psr\Log\LoggerInterface;

final class InvoiceFinalizer
{
    /** @var InvoiceRepository */
    private $repo;

    /** @var EventDispatcherInterface */
    private $events;

    /** @var LoggerInterface */
    private $logger;

    public function __construct(InvoiceRepository $repo, EventDispatcherInterface $events, LoggerInterface $logger)
    {
        $this->repo = $repo;
        $this->events = $events;
        $this->logger = $logger;
    }

    public function finalize(string $invoiceId): Invoice
    {
        $invoice = $this->repo->find($invoiceId);
        if ($invoice === null) {
            throw InvoiceNotFound::withId($invoiceId);
        }

        if ($invoice->isFinalized()) {
            $this->logger->info('Invoice {id} already finalized', ['id' => $invoiceId]);
            return $invoice;
        }

        $invoice->assignNumber($this->repo->nextNumber($invoice->issuedAt()->format('Y')));
        $invoice->finalize();
        $this->repo->save($invoice);

        $this->events->dispatch(new InvoiceFinalized($invoice->id(), $invoice->number()));
        $this->logger->info('Finalized invoice {id} as {number}', [
            'id' => $invoiceId,
            'number' => $invoice->number(),
        ]);

        return $invoice;
    }

    /**
     * @param list<string> $invoiceIds
     * @return array<string, string> map of invoice id to error message for failures
     */
    public function finalizeMany(array $invoiceIds): array
    {
        $failures = [];
        foreach ($invoiceIds as $id) {
            try {
                $this->finalize($id);
            } catch (\Throwable $e) {
                $failures[$id] = $e->getMessage();
                $this->logger->error('Could not finalize invoice {id}: {message}', [
                    'id' => $id,
                    'message' => $e->getMessage(),
                ]);
            }
        }

        return $failures;
    }
}
