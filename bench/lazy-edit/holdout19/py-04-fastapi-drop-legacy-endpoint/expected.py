from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Invoice, InvoiceStatus
from app.schemas import InvoiceCreate, InvoiceOut, InvoiceUpdate
from app.security import CurrentUser, require_role

router = APIRouter(prefix="/invoices", tags=["invoices"])

SessionDep = Annotated[AsyncSession, Depends(get_session)]


@router.get("", response_model=list[InvoiceOut])
async def list_invoices(
    session: SessionDep,
    user: CurrentUser,
    status_filter: InvoiceStatus | None = Query(None, alias="status"),
    limit: int = Query(50, le=200),
):
    stmt = select(Invoice).where(Invoice.org_id == user.org_id).limit(limit)
    if status_filter is not None:
        stmt = stmt.where(Invoice.status == status_filter)
    result = await session.execute(stmt.order_by(Invoice.issued_at.desc()))
    return result.scalars().all()


@router.get("/{invoice_id}", response_model=InvoiceOut)
async def get_invoice(invoice_id: int, session: SessionDep, user: CurrentUser):
    invoice = await session.get(Invoice, invoice_id)
    if invoice is None or invoice.org_id != user.org_id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Invoice not found")
    return invoice


@router.post("", response_model=InvoiceOut, status_code=status.HTTP_201_CREATED)
async def create_invoice(payload: InvoiceCreate, session: SessionDep, user: CurrentUser):
    invoice = Invoice(**payload.model_dump(), org_id=user.org_id, issued_at=datetime.utcnow())
    session.add(invoice)
    await session.commit()
    await session.refresh(invoice)
    return invoice


@router.patch("/{invoice_id}", response_model=InvoiceOut)
async def update_invoice(
    invoice_id: int, payload: InvoiceUpdate, session: SessionDep, user: CurrentUser
):
    invoice = await get_invoice(invoice_id, session, user)
    if invoice.status is not InvoiceStatus.DRAFT:
        raise HTTPException(status.HTTP_409_CONFLICT, "Only draft invoices can be edited")
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(invoice, field, value)
    await session.commit()
    await session.refresh(invoice)
    return invoice


@router.delete(
    "/{invoice_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    dependencies=[Depends(require_role("admin"))],
)
async def delete_invoice(invoice_id: int, session: SessionDep, user: CurrentUser):
    invoice = await get_invoice(invoice_id, session, user)
    await session.delete(invoice)
    await session.commit()
