from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth import CurrentUser, get_current_user
from app.db import get_session
from app.models import Note
from app.schemas import NoteCreate, NoteOut, NoteUpdate, Page

router = APIRouter(prefix="/notes", tags=["notes"])

SessionDep = Annotated[AsyncSession, Depends(get_session)]
UserDep = Annotated[CurrentUser, Depends(get_current_user)]


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
    return Page(items=rows, limit=limit, offset=offset)


@router.post("", response_model=NoteOut, status_code=status.HTTP_201_CREATED)
async def create_note(payload: NoteCreate, session: SessionDep, user: UserDep):
    note = Note(owner_id=user.id, title=payload.title, body=payload.body, tags=payload.tags)
    session.add(note)
    await session.commit()
    await session.refresh(note)
    return note


@router.get("/{note_id}", response_model=NoteOut)
async def get_note(note_id: int, session: SessionDep, user: UserDep):
    note = await session.get(Note, note_id)
    if note is None or note.owner_id != user.id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "note not found")
    return note


@router.patch("/{note_id}", response_model=NoteOut)
async def update_note(note_id: int, payload: NoteUpdate, session: SessionDep, user: UserDep):
    note = await session.get(Note, note_id)
    if note is None or note.owner_id != user.id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "note not found")
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(note, field, value)
    note.updated_at = datetime.utcnow()
    await session.commit()
    await session.refresh(note)
    return note


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_note(note_id: int, session: SessionDep, user: UserDep):
    note = await session.get(Note, note_id)
    if note is None or note.owner_id != user.id:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "note not found")
    await session.delete(note)
    await session.commit()
