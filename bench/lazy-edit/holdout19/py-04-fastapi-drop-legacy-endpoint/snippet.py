# ...existing code...


@router.get("/{invoice_id}", response_model=InvoiceOut)
async def get_invoice(invoice_id: int, session: SessionDep, user: CurrentUser):
    invoice = await session.get(Invoice, invoice_id)
    if invoice is None or invoice.org_id != user.org_id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Invoice not found")
    return invoice


@router.post("", response_model=InvoiceOut, status_code=status.HTTP_201_CREATED)
# ...existing code...
