"""HTTP endpoints for managing API keys."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta, timezone
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Request, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth import CurrentUser, get_current_user
from app.db import get_session
from app.models import ApiKey
from app.ratelimit import limiter
from app.schemas.api_keys import ApiKeyCreate, ApiKeyCreated, ApiKeyOut

router = APIRouter(prefix="/api-keys", tags=["api-keys"])

SessionDep = Annotated[AsyncSession, Depends(get_session)]
UserDep = Annotated[CurrentUser, Depends(get_current_user)]

KEY_PREFIX = "sk_live_"
DEFAULT_EXPIRY_DAYS = 90


def _generate_key() -> tuple[str, str]:
    raw = KEY_PREFIX + secrets.token_urlsafe(32)
    return raw, ApiKey.hash_key(raw)


@router.get("", response_model=list[ApiKeyOut])
async def list_keys(session: SessionDep, user: UserDep) -> list[ApiKey]:
    result = await session.execute(
        select(ApiKey)
        .where(ApiKey.owner_id == user.id, ApiKey.revoked_at.is_(None))
        .order_by(ApiKey.created_at.desc())
    )
    return list(result.scalars())


@router.post("", response_model=ApiKeyCreated, status_code=status.HTTP_201_CREATED)
@limiter.limit("10/hour")
async def create_key(
    request: Request, payload: ApiKeyCreate, session: SessionDep, user: UserDep
) -> ApiKeyCreated:
    raw, hashed = _generate_key()
    expires_at = datetime.now(timezone.utc) + timedelta(
        days=payload.expires_in_days or DEFAULT_EXPIRY_DAYS
    )
    key = ApiKey(
        owner_id=user.id,
        name=payload.name,
        key_hash=hashed,
        last_four=raw[-4:],
        expires_at=expires_at,
    )
    session.add(key)
    await session.commit()
    await session.refresh(key)
    return ApiKeyCreated(**ApiKeyOut.model_validate(key).model_dump(), secret=raw)


@router.delete("/{key_id}", status_code=status.HTTP_204_NO_CONTENT)
async def revoke_key(key_id: int, session: SessionDep, user: UserDep) -> None:
    key = await session.get(ApiKey, key_id)
    if key is None or key.owner_id != user.id:
        raise HTTPException(status_code=404, detail="API key not found")
    if key.revoked_at is not None:
        return
    key.revoked_at = datetime.now(timezone.utc)
    await session.commit()
