# ... existing code ...
    await session.refresh(note)
    return note


@router.get("/{note_id}", response_model=NoteRead)
async def get_note(note_id: int, session: SessionDep, user: UserDep) -> Note:
    note = await _get_owned_note(session, note_id, user)
    if note.deleted_at is not None:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Note not found")
    return note


@router.patch("/{note_id}", response_model=NoteRead)
# ... existing code ...
