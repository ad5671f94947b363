import re
import secrets
import unicodedata
from datetime import datetime, timedelta, timezone

from sqlalchemy import select
from sqlalchemy.orm import Session

from .models import EmailVerification, User
from .mailer import send_template
from .passwords import hash_password

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
VERIFICATION_TTL = timedelta(hours=24)


class RegistrationError(Exception):
    pass


def _normalise_email(raw: str) -> str:
    value = unicodedata.normalize("NFKC", raw).strip().lower()
    if not EMAIL_RE.match(value):
        raise RegistrationError(f"invalid email address: {raw!r}")
    return value


def find_user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == _normalise_email(email)))


def register_user(db: Session, email: str, password: str, display_name: str) -> User:
    email = _normalise_email(email)
    if find_user_by_email(db, email):
        raise RegistrationError("an account with this email already exists")

    user = User(
        email=email,
        display_name=display_name.strip() or email.split("@")[0],
        password_hash=hash_password(password),
        created_at=datetime.now(timezone.utc),
        is_verified=False,
    )
    db.add(user)
    db.flush()
    start_verification(db, user)
    return user


def start_verification(db: Session, user: User) -> EmailVerification:
    token = secrets.token_urlsafe(32)
    verification = EmailVerification(
        user_id=user.id,
        token=token,
        expires_at=datetime.now(timezone.utc) + VERIFICATION_TTL,
    )
    db.add(verification)
    send_template(
        to=user.email,
        template="verify-email",
        context={"name": user.display_name, "token": token},
    )
    return verification


def change_email(db: Session, user: User, new_email: str) -> None:
    new_email = _normalise_email(new_email)
    if new_email == user.email:
        return
    if find_user_by_email(db, new_email):
        raise RegistrationError("email already in use")
    user.email = new_email
    user.is_verified = False
    start_verification(db, user)
