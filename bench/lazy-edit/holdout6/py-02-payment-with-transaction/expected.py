from app.db import db
from app.models import Invoice, Payment
from app.notifications import notify_customer


def apply_payment(invoice_id: int, amount_cents: int, reference: str) -> Payment:
    invoice = Invoice.get(invoice_id)
    if invoice is None:
        raise LookupError(f"invoice {invoice_id} not found")
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
    return payment


def refund_payment(payment_id: int) -> None:
    payment = Payment.get(payment_id)
    if payment is None:
        raise LookupError(f"payment {payment_id} not found")
    payment.refunded = True
    payment.save()
