public class EmailNotifier implements Notifier {

    // ... existing code ...

    @Override
    public void invoiceIssued(Invoice invoice, Customer customer) {
        // ... existing code ...
    }

    @Override
    public void paymentReceived(Invoice invoice, Customer customer) {
        // ... existing code ...
    }

    @Override
    public void invoicesOverdue(List<Invoice> invoices, Customer customer) {
        if (invoices.isEmpty() || !customer.acceptsEmail()) {
            return;
        }
        // ... existing code ...
    }

    @Override
    public String channel() {
        return "email";
    }

    // ... existing code ...
}
