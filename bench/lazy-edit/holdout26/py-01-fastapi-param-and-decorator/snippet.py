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
    # ... existing code ...
    return query.order_by(Order.created_at.desc()).offset(offset).limit(limit).all()


@router.post("/", response_model=OrderOut, status_code=status.HTTP_201_CREATED)
@limiter.limit("20/minute")
def create_order(
    request: Request,
    payload: OrderCreate,
    # ... rest unchanged ...
