# ... existing code ...
from fastapi import APIRouter, Depends, HTTPException, Request, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import User
from app.ratelimit import limiter
from app.schemas import UserCreate, UserRead, UserUpdate
from app.security import get_current_user, hash_password

router = APIRouter(prefix="/users", tags=["users"])


@router.post("", response_model=UserRead, status_code=status.HTTP_201_CREATED)
@limiter.limit("5/minute")
def create_user(
    request: Request,
    payload: UserCreate,
    session: Session = Depends(get_session),
) -> User:
    if session.query(User).filter(User.email == payload.email.lower()).first():
# ... existing code ...
