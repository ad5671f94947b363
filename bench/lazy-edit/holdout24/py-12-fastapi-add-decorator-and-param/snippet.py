# ... existing code ...
from fastapi import APIRouter, Depends, HTTPException, Request, status
# ... existing code ...
from app.models import ApiKey
from app.ratelimit import limiter
from app.schemas.api_keys import ApiKeyCreate, ApiKeyCreated, ApiKeyOut
# ... existing code ...
@router.post("", response_model=ApiKeyCreated, status_code=status.HTTP_201_CREATED)
@limiter.limit("10/hour")
async def create_key(
    request: Request, payload: ApiKeyCreate, session: SessionDep, user: UserDep
) -> ApiKeyCreated:
    raw, hashed = _generate_key()
# ... existing code ...
