# ... existing code ...


@router.get("/{invoice_id}/pdf")
def download_invoice_pdf(invoice_id: str, account=Depends(current_account), store: InvoiceStore = Depends(get_store)):
    invoice = store.get(invoice_id)
    if invoice is None or invoice.account_id != account.id:
        raise HTTPException(status_code=404, detail="invoice not found")
    pdf = render_invoice_pdf(invoice)
    return Response(
        content=pdf,
        media_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="invoice-{invoice.number}.pdf"'},
    )


@router.post("/{invoice_id}/void")
def void_invoice(invoice_id: str, account=Depends(current_account), store: InvoiceStore = Depends(get_store)):
    # ... existing code ...
    if invoice.status == "paid":
        raise HTTPException(status_code=409, detail="paid invoices must be refunded, not voided")
    # ... existing code ...
