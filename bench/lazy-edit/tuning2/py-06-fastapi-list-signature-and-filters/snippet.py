# ... existing code ...
@router.get("", response_model=Page[NoteOut])
async def list_notes(
    session: SessionDep,
    user: UserDep,
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    tag: str | None = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
):
    stmt = select(Note).where(Note.owner_id == user.id)
    if tag is not None:
        stmt = stmt.where(Note.tags.contains([tag]))
    if q:
        stmt = stmt.where(Note.title.ilike(f"%{q}%"))
    stmt = stmt.order_by(Note.updated_at.desc()).limit(limit).offset(offset)
    rows = (await session.scalars(stmt)).all()
    # ... existing code ...
