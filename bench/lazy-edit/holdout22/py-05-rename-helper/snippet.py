# ... existing code ...


def normalize_email(raw: str) -> str:
    value = unicodedata.normalize("NFKC", raw).strip().lower()
    if not EMAIL_RE.match(value):
        raise RegistrationError(f"invalid email address: {raw!r}")
    return value


def find_user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == normalize_email(email)))


def register_user(db: Session, email: str, password: str, display_name: str) -> User:
    email = normalize_email(email)
    # ... existing code ...


def change_email(db: Session, user: User, new_email: str) -> None:
    new_email = normalize_email(new_email)
    # ... existing code ...
