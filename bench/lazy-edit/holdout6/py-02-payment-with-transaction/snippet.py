# ... existing code ...
    if amount_cents <= 0:
        raise ValueError("amount must be positive")

    with db.transaction():
        invoice = Invoice.get_for_update(invoice.id)
        payment = Payment.create(
            invoice_id=invoice.id,
            amount_cents=amount_cents,
            reference=reference,
        )
        invoice.paid_cents += amount_cents
        if invoice.paid_cents >= invoice.total_cents:
            invoice.status = "paid"
        invoice.save()

    notify_customer(invoice.customer_id, "payment_received", payment_id=payment.id)
    # ... existing code ...
