// ... existing code ...
final class InvoiceFinalizer
{
    public function __construct(
        private readonly InvoiceRepository $invoices,
        private readonly EventDispatcherInterface $events,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function finalize(string $invoiceId): Invoice
    {
        $invoice = $this->invoices->find($invoiceId);
        // ... existing code ...

        $invoice->assignNumber($this->invoices->nextNumber($invoice->issuedAt()->format('Y')));
        $invoice->finalize();
        $this->invoices->save($invoice);

        // ... existing code ...
