// ... existing code ...

    @Transactional(readOnly = true)
    public List<Invoice> findOpen(long customerId) {
        // ... existing code ...
    }

    // ... existing code ...

    @Transactional
    public Invoice markVoid(long id, String reason) {
        Invoice invoice = invoices.findById(id).orElseThrow();
        invoice.setStatus(InvoiceStatus.VOID);
        // ... existing code ...
