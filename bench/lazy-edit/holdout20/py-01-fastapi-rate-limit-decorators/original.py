"""HTTP endpoints for managing API keys."""
from __future__ import annotations

import secrets
from datetime import datetime, timedelta, timezone

from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import ApiKey, User
from app.schemas import ApiKeyCreate, ApiKeyCreated, ApiKeyOut
from app.security import current_user, hash_key

router = APIRouter(prefix="/api-keys", tags=["api-keys"])

MAX_KEYS_PER_USER = 10
DEFAULT_LIFETIME = timedelta(days=90)


def _get_owned_key(session: Session, user: User, key_id: int) -> ApiKey:
    key = session.get(ApiKey, key_id)
    if key is None or key.owner_id != user.id:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="API key not found")
    return key


@router.get("", response_model=list[ApiKeyOut])
def list_keys(
    session: Session = Depends(get_session),
    user: User = Depends(current_user),
) -> list[ApiKey]:
    return (
        session.query(ApiKey)
        .filter(ApiKey.owner_id == user.id, ApiKey.revoked_at.is_(None))
        .order_by(ApiKey.created_at.desc())
        .all()
    )


@router.post("", response_model=ApiKeyCreated, status_code=status.HTTP_201_CREATED)
def create_key(
    payload: ApiKeyCreate,
    session: Session = Depends(get_session),
    user: User = Depends(current_user),
) -> dict:
    active = session.query(ApiKey).filter(ApiKey.owner_id == user.id, ApiKey.revoked_at.is_(None)).count()
    if active >= MAX_KEYS_PER_USER:
        raise HTTPException(status_code=status.HTTP_409_CONFLICT, detail="Too many active keys")

    raw = "sk_" + secrets.token_urlsafe(32)
    key = ApiKey(
        owner_id=user.id,
        name=payload.name,
        prefix=raw[:10],
        hashed=hash_key(raw),
        expires_at=datetime.now(timezone.utc) + (payload.lifetime or DEFAULT_LIFETIME),
    )
    session.add(key)
    session.commit()
    session.refresh(key)
    return {"id": key.id, "name": key.name, "key": raw, "expires_at": key.expires_at}


@router.delete("/{key_id}", status_code=status.HTTP_204_NO_CONTENT)
def revoke_key(
    key_id: int,
    session: Session = Depends(get_session),
    user: User = Depends(current_user),
) -> None:
    key = _get_owned_key(session, user, key_id)
    key.revoked_at = datetime.now(timezone.utc)
    session.commit()


@router.post("/{key_id}/rotate", response_model=ApiKeyCreated)
def rotate_key(
    key_id: int,
    session: Session = Depends(get_session),
    user: User = Depends(current_user),
) -> dict:
    old = _get_owned_key(session, user, key_id)
    old.revoked_at = datetime.now(timezone.utc)
    raw = "sk_" + secrets.token_urlsafe(32)
    new = ApiKey(
        owner_id=user.id,
        name=old.name,
        prefix=raw[:10],
        hashed=hash_key(raw),
        expires_at=datetime.now(timezone.utc) + DEFAULT_LIFETIME,
    )
    session.add(new)
    session.commit()
    session.refresh(new)
    return {"id": new.id, "name": new.name, "key": raw, "expires_at": new.expires_at}
