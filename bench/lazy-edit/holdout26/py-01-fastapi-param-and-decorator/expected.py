from datetime import datetime
from typing import List, Optional

from fastapi import APIRouter, Depends, HTTPException, Query, Request, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Order, OrderStatus
from app.rate_limit import limiter
from app.schemas import OrderCreate, OrderOut, OrderUpdate
from app.security import get_current_user

router = APIRouter(prefix="/orders", tags=["orders"])


@router.get("/", response_model=List[OrderOut])
def list_orders(
    status_filter: Optional[OrderStatus] = Query(None, alias="status"),
    limit: int = Query(50, le=200),
    offset: int = Query(0, ge=0),
    session: Session = Depends(get_session),
    user=Depends(get_current_user),
):
    query = session.query(Order).filter(Order.owner_id == user.id)
    if status_filter is not None:
        query = query.filter(Order.status == status_filter)
    return query.order_by(Order.created_at.desc()).offset(offset).limit(limit).all()


@router.post("/", response_model=OrderOut, status_code=status.HTTP_201_CREATED)
@limiter.limit("20/minute")
def create_order(
    request: Request,
    payload: OrderCreate,
    session: Session = Depends(get_session),
    user=Depends(get_current_user),
):
    order = Order(owner_id=user.id, **payload.dict())
    session.add(order)
    session.commit()
    session.refresh(order)
    return order


@router.patch("/{order_id}", response_model=OrderOut)
def update_order(
    order_id: int,
    payload: OrderUpdate,
    session: Session = Depends(get_session),
    user=Depends(get_current_user),
):
    order = session.get(Order, order_id)
    if order is None or order.owner_id != user.id:
        raise HTTPException(status_code=404, detail="Order not found")
    for field, value in payload.dict(exclude_unset=True).items():
        setattr(order, field, value)
    order.updated_at = datetime.utcnow()
    session.commit()
    return order


@router.delete("/{order_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_order(
    order_id: int,
    session: Session = Depends(get_session),
    user=Depends(get_current_user),
):
    order = session.get(Order, order_id)
    if order is None or order.owner_id != user.id:
        raise HTTPException(status_code=404, detail="Order not found")
    session.delete(order)
    session.commit()
