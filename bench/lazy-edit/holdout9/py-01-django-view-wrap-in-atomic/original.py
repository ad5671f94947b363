import logging

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from .forms import InvoiceForm, LineItemFormSet
from .models import Invoice
from .services import send_invoice_email

logger = logging.getLogger(__name__)


@login_required
def invoice_list(request):
    invoices = (
        Invoice.objects.filter(owner=request.user)
        .select_related("customer")
        .order_by("-issued_on")
    )
    return render(request, "billing/invoice_list.html", {"invoices": invoices})


@login_required
def invoice_edit(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk)
    if invoice.owner_id != request.user.id:
        return HttpResponseForbidden()

    if request.method == "POST":
        form = InvoiceForm(request.POST, instance=invoice)
        formset = LineItemFormSet(request.POST, instance=invoice)
        if form.is_valid() and formset.is_valid():
            invoice = form.save()
            formset.save()
            invoice.recalculate_totals()
            invoice.save(update_fields=["subtotal", "tax", "total"])
            messages.success(request, "Invoice saved.")
            return redirect("billing:invoice_detail", pk=invoice.pk)
    else:
        form = InvoiceForm(instance=invoice)
        formset = LineItemFormSet(instance=invoice)

    return render(
        request,
        "billing/invoice_edit.html",
        {"invoice": invoice, "form": form, "formset": formset},
    )


@login_required
@require_POST
def invoice_send(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk, owner=request.user)
    if invoice.status != Invoice.Status.DRAFT:
        messages.error(request, "Only draft invoices can be sent.")
        return redirect("billing:invoice_detail", pk=invoice.pk)

    try:
        send_invoice_email(invoice)
    except Exception:
        logger.exception("Failed to send invoice %s", invoice.pk)
        messages.error(request, "The invoice could not be sent. Please try again.")
        return redirect("billing:invoice_detail", pk=invoice.pk)

    invoice.status = Invoice.Status.SENT
    invoice.save(update_fields=["status"])
    messages.success(request, f"Invoice {invoice.number} sent to {invoice.customer.email}.")
    return redirect("billing:invoice_detail", pk=invoice.pk)
