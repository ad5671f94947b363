# ... existing code ...
@router.get("/", response_model=list[NoteRead])
async def list_notes(
    session: SessionDep,
    user: UserDep,
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    archived: bool = Query(False),
):
    stmt = (
        select(Note)
        .where(Note.owner_id == user.id)
        .where(Note.archived.is_(archived))
        .order_by(Note.updated_at.desc())
# ... existing code ...
    return await _get_owned_note(session, note_id, user)


@router.patch("/{note_id}", response_model=NoteRead)
async def update_note(
# ... existing code ...
