# ... existing code ...
        if form.is_valid() and formset.is_valid():
            with transaction.atomic():
                invoice = form.save()
                formset.save()
                invoice.recalculate_totals()
                invoice.save(update_fields=["subtotal", "tax", "total"])
            messages.success(request, "Invoice saved.")
            return redirect("billing:invoice_detail", pk=invoice.pk)
# ... existing code ...
