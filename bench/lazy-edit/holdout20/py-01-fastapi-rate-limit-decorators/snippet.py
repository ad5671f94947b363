# ... existing code ...
from fastapi import APIRouter, Depends, HTTPException, Request, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import ApiKey, User
from app.ratelimit import limiter
from app.schemas import ApiKeyCreate, ApiKeyCreated, ApiKeyOut
# ... existing code ...


@router.post("", response_model=ApiKeyCreated, status_code=status.HTTP_201_CREATED)
@limiter.limit("5/minute")
def create_key(
    request: Request,
    payload: ApiKeyCreate,
    # ... existing code ...


@router.post("/{key_id}/rotate", response_model=ApiKeyCreated)
@limiter.limit("5/minute")
def rotate_key(
    request: Request,
    key_id: int,
    # ... existing code ...
