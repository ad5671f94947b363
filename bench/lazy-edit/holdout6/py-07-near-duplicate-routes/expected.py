from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import Response

from billing.auth import current_account
from billing.pdf import render_invoice_pdf
from billing.store import InvoiceStore, get_store

router = APIRouter(prefix="/invoices", tags=["invoices"])


@router.get("/")
def list_invoices(account=Depends(current_account), store: InvoiceStore = Depends(get_store)):
    return store.list_for_account(account.id)


@router.get("/{invoice_id}")
def get_invoice(invoice_id: str, account=Depends(current_account), store: InvoiceStore = Depends(get_store)):
    invoice = store.get(invoice_id)
    if invoice is None or invoice.account_id != account.id:
        raise HTTPException(status_code=404, detail="invoice not found")
    return invoice


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
    invoice = store.get(invoice_id)
    if invoice is None or invoice.account_id != account.id:
        raise HTTPException(status_code=404, detail="invoice not found")
    if invoice.status == "paid":
        raise HTTPException(status_code=409, detail="paid invoices must be refunded, not voided")
    store.update_status(invoice_id, "void")
    return {"status": "void"}
