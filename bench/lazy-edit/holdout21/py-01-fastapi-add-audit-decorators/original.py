"""HTTP endpoints for managing API keys."""

from __future__ import annotations

import logging
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import ApiKey
from app.schemas.api_keys import ApiKeyCreate, ApiKeyCreated, ApiKeyOut
from app.security import generate_key, hash_key

logger = logging.getLogger(__name__)

router = APIRouter(prefix="/api-keys", tags=["api-keys"])


@router.get("/", response_model=list[ApiKeyOut])
def list_keys(owner_id: int, session: Session = Depends(get_session)) -> list[ApiKey]:
    """Return all non-revoked keys for an owner."""
    return (
        session.query(ApiKey)
        .filter(ApiKey.owner_id == owner_id, ApiKey.revoked_at.is_(None))
        .order_by(ApiKey.created_at.desc())
        .all()
    )


@router.post("/", response_model=ApiKeyCreated, status_code=status.HTTP_201_CREATED)
def create_key(payload: ApiKeyCreate, session: Session = Depends(get_session)) -> ApiKeyCreated:
    """Create a key and return the plaintext secret exactly once."""
    secret = generate_key()
    key = ApiKey(
        owner_id=payload.owner_id,
        name=payload.name,
        key_hash=hash_key(secret),
        scopes=",".join(sorted(set(payload.scopes))),
    )
    session.add(key)
    session.commit()
    session.refresh(key)
    logger.info("created api key %s for owner %s", key.id, key.owner_id)
    return ApiKeyCreated(id=key.id, name=key.name, secret=secret)


@router.delete("/{key_id}", status_code=status.HTTP_204_NO_CONTENT)
def revoke_key(key_id: int, session: Session = Depends(get_session)) -> None:
    """Revoke a key. Revoking an already revoked key is a no-op."""
    key = session.get(ApiKey, key_id)
    if key is None:
        raise HTTPException(status_code=404, detail="API key not found")
    if key.revoked_at is None:
        key.revoked_at = datetime.now(timezone.utc)
        session.commit()
        logger.info("revoked api key %s", key_id)


@router.post("/{key_id}/rotate", response_model=ApiKeyCreated)
def rotate_key(key_id: int, session: Session = Depends(get_session)) -> ApiKeyCreated:
    """Replace the secret of an existing key."""
    key = session.get(ApiKey, key_id)
    if key is None or key.revoked_at is not None:
        raise HTTPException(status_code=404, detail="API key not found")
    secret = generate_key()
    key.key_hash = hash_key(secret)
    key.rotated_at = datetime.now(timezone.utc)
    session.commit()
    return ApiKeyCreated(id=key.id, name=key.name, secret=secret)
