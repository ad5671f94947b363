import logging
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from billing.models import Invoice, InvoiceLine, LedgerEntry
from billing.notifications import send_invoice_email
from customers.models import Customer

logger = logging.getLogger(__name__)

TAX_RATE = Decimal("0.20")


def calculate_totals(lines):
    subtotal = sum((line.unit_price * line.quantity for line in lines), Decimal("0"))
    tax = (subtotal * TAX_RATE).quantize(Decimal("0.01"))
    return subtotal, tax, subtotal + tax


def create_invoice(customer_id, items, due_in_days=30):
    customer = Customer.objects.get(pk=customer_id)
    if not customer.is_active:
        raise ValidationError(f"Customer {customer_id} is inactive")

    invoice = Invoice.objects.create(
        customer=customer,
        issued_at=timezone.now(),
        due_at=timezone.now() + timezone.timedelta(days=due_in_days),
        status=Invoice.Status.DRAFT,
    )
    lines = []
    for item in items:
        lines.append(
            InvoiceLine(
                invoice=invoice,
                description=item["description"],
                quantity=item.get("quantity", 1),
                unit_price=Decimal(str(item["unit_price"])),
            )
        )
    InvoiceLine.objects.bulk_create(lines)

    subtotal, tax, total = calculate_totals(lines)
    invoice.subtotal = subtotal
    invoice.tax = tax
    invoice.total = total
    invoice.save(update_fields=["subtotal", "tax", "total"])

    LedgerEntry.objects.create(
        customer=customer,
        invoice=invoice,
        amount=total,
        kind=LedgerEntry.Kind.DEBIT,
    )
    logger.info("Created invoice %s for customer %s (total=%s)", invoice.pk, customer.pk, total)
    return invoice


def issue_invoice(invoice_id):
    invoice = Invoice.objects.select_related("customer").get(pk=invoice_id)
    if invoice.status != Invoice.Status.DRAFT:
        raise ValidationError("Only draft invoices can be issued")
    invoice.status = Invoice.Status.ISSUED
    invoice.save(update_fields=["status"])
    send_invoice_email(invoice)
    return invoice
