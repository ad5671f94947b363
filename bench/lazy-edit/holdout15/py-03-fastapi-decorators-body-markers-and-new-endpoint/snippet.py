# ... existing code ...


@router.post("", response_model=InvoiceOut, status_code=status.HTTP_201_CREATED)
def create_invoice(payload: InvoiceCreate, session: SessionDep, user: UserDep):
    # ... existing code ...


# ... existing code ...


@router.delete("/{invoice_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_invoice(invoice_id: int, session: SessionDep, user: UserDep):
    invoice = invoice_service.get(session, invoice_id, account_id=user.account_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="Invoice not found")
    if invoice.status != "draft":
        raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="Only draft invoices can be deleted")
    invoice_service.delete(session, invoice)
    session.commit()


@router.post("/{invoice_id}/send", response_model=InvoiceOut)
def send_invoice(invoice_id: int, session: SessionDep, user: UserDep):
    invoice = invoice_service.get(session, invoice_id, account_id=user.account_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="Invoice not found")
    invoice_service.send(session, invoice, sent_by=user.id)
    session.commit()
    return invoice
