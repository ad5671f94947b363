# ... existing code ...
def create_invoice(customer_id, items, due_in_days=30):
    customer = Customer.objects.get(pk=customer_id)
    if not customer.is_active:
        raise ValidationError(f"Customer {customer_id} is inactive")

    with transaction.atomic():
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
# ... existing code ...
