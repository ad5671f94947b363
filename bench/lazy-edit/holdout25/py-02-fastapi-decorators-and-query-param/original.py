from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.api.deps import get_current_user, get_session
from app.models import Note, User
from app.schemas.notes import NoteCreate, NoteRead, NoteUpdate

router = APIRouter(prefix="/notes", tags=["notes"])

SessionDep = Annotated[AsyncSession, Depends(get_session)]
UserDep = Annotated[User, Depends(get_current_user)]


async def _get_owned_note(session: AsyncSession, note_id: int, user: User) -> Note:
    note = await session.get(Note, note_id)
    if note is None or note.owner_id != user.id:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Note not found")
    return note


@router.get("/", response_model=list[NoteRead])
async def list_notes(
    session: SessionDep,
    user: UserDep,
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
):
    stmt = (
        select(Note)
        .where(Note.owner_id == user.id)
        .order_by(Note.updated_at.desc())
        .limit(limit)
        .offset(offset)
    )
    result = await session.execute(stmt)
    return result.scalars().all()


@router.post("/", response_model=NoteRead, status_code=status.HTTP_201_CREATED)
async def create_note(payload: NoteCreate, session: SessionDep, user: UserDep):
    note = Note(**payload.model_dump(), owner_id=user.id)
    session.add(note)
    await session.commit()
    await session.refresh(note)
    return note


@router.get("/{note_id}", response_model=NoteRead)
async def read_note(note_id: int, session: SessionDep, user: UserDep):
    return await _get_owned_note(session, note_id, user)


@router.put("/{note_id}", response_model=NoteRead)
async def update_note(
    note_id: int, payload: NoteUpdate, session: SessionDep, user: UserDep
):
    note = await _get_owned_note(session, note_id, user)
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(note, field, value)
    await session.commit()
    await session.refresh(note)
    return note


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_note(note_id: int, session: SessionDep, user: UserDep):
    note = await _get_owned_note(session, note_id, user)
    await session.delete(note)
    await session.commit()
