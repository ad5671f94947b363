from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.deps import get_current_user
from app.models import Comment, Post, User

router = APIRouter(prefix="/posts", tags=["posts"])


class PostIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str
    tags: list[str] = []


class PostOut(BaseModel):
    id: int
    title: str
    body: str
    tags: list[str]
    author_id: int
    created_at: datetime

    model_config = {"from_attributes": True}


class CommentOut(BaseModel):
    id: int
    body: str
    author_id: int
    created_at: datetime

    model_config = {"from_attributes": True}


SessionDep = Annotated[AsyncSession, Depends(get_session)]
UserDep = Annotated[User, Depends(get_current_user)]


@router.get("", response_model=list[PostOut])
async def list_posts(
    session: SessionDep,
    tag: str | None = None,
    limit: int = Query(20, le=100),
    offset: int = 0,
):
    stmt = select(Post).order_by(Post.created_at.desc()).limit(limit).offset(offset)
    if tag:
        stmt = stmt.where(Post.tags.contains([tag]))
    result = await session.scalars(stmt)
    return result.all()


@router.post("", response_model=PostOut, status_code=status.HTTP_201_CREATED)
async def create_post(payload: PostIn, session: SessionDep, user: UserDep):
    post = Post(**payload.model_dump(), author_id=user.id)
    session.add(post)
    await session.commit()
    await session.refresh(post)
    return post


@router.get("/{post_id}", response_model=PostOut)
async def get_post(post_id: int, session: SessionDep):
    post = await session.get(Post, post_id)
    if post is None:
        raise HTTPException(status_code=404, detail="Post not found")
    return post


@router.get("/{post_id}/comments", response_model=list[CommentOut])
async def list_comments(post_id: int, session: SessionDep):
    result = await session.scalars(
        select(Comment).where(Comment.post_id == post_id).order_by(Comment.created_at)
    )
    return result.all()
