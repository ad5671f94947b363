from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.schemas.invoices import InvoiceCreate, InvoiceOut, InvoicePage, InvoiceUpdate
from app.security import CurrentUser, get_current_user
from app.services import invoices as invoice_service

router = APIRouter(prefix="/invoices", tags=["invoices"])

SessionDep = Annotated[Session, Depends(get_session)]
UserDep = Annotated[CurrentUser, Depends(get_current_user)]


@router.get("", response_model=InvoicePage)
def list_invoices(
    session: SessionDep,
    user: UserDep,
    page: int = Query(1, ge=1),
    page_size: int = Query(25, ge=1, le=100),
    status_filter: str | None = Query(None, alias="status"),
):
    items, total = invoice_service.list_for_account(
        session,
        account_id=user.account_id,
        page=page,
        page_size=page_size,
        status=status_filter,
    )
    return InvoicePage(items=items, total=total, page=page, page_size=page_size)


@router.get("/{invoice_id}", response_model=InvoiceOut)
def get_invoice(invoice_id: int, session: SessionDep, user: UserDep):
    invoice = invoice_service.get(session, invoice_id, account_id=user.account_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="Invoice not found")
    return invoice


@router.post("", response_model=InvoiceOut, status_code=201)
def create_invoice(payload: InvoiceCreate, session: SessionDep, user: UserDep):
    invoice = invoice_service.create(session, payload, account_id=user.account_id)
    session.commit()
    return invoice


@router.patch("/{invoice_id}", response_model=InvoiceOut)
def update_invoice(invoice_id: int, payload: InvoiceUpdate, session: SessionDep, user: UserDep):
    invoice = invoice_service.get(session, invoice_id, account_id=user.account_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="Invoice not found")
    if invoice.status != "draft":
        raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="Only draft invoices can be edited")
    invoice_service.update(session, invoice, payload)
    session.commit()
    return invoice


@router.delete("/{invoice_id}", status_code=204)
def delete_invoice(invoice_id: int, session: SessionDep, user: UserDep):
    invoice = invoice_service.get(session, invoice_id, account_id=user.account_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="Invoice not found")
    invoice_service.delete(session, invoice)
    session.commit()
