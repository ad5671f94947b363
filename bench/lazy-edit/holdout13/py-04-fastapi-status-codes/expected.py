from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.auth import CurrentUser, get_current_user
from app.db import get_session
from app.models import Comment, Post
from app.schemas import CommentCreate, CommentOut, PostCreate, PostOut, PostUpdate

router = APIRouter(prefix="/posts", tags=["posts"])

SessionDep = Annotated[AsyncSession, Depends(get_session)]
UserDep = Annotated[CurrentUser, Depends(get_current_user)]


async def get_post_or_404(session: AsyncSession, post_id: int) -> Post:
    post = await session.get(Post, post_id)
    if post is None:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Post not found")
    return post


@router.get("", response_model=list[PostOut])
async def list_posts(
    session: SessionDep,
    limit: int = Query(20, ge=1, le=100),
    offset: int = Query(0, ge=0),
):
    result = await session.execute(select(Post).order_by(Post.created_at.desc()).limit(limit).offset(offset))
    return result.scalars().all()


@router.post("", response_model=PostOut, status_code=status.HTTP_201_CREATED)
async def create_post(payload: PostCreate, session: SessionDep, user: UserDep):
    post = Post(**payload.model_dump(), author_id=user.id)
    session.add(post)
    await session.commit()
    await session.refresh(post)
    return post


@router.get("/{post_id}", response_model=PostOut)
async def get_post(post_id: int, session: SessionDep):
    return await get_post_or_404(session, post_id)


@router.patch("/{post_id}", response_model=PostOut)
async def update_post(post_id: int, payload: PostUpdate, session: SessionDep, user: UserDep):
    post = await get_post_or_404(session, post_id)
    if post.author_id != user.id:
        raise HTTPException(status_code=status.HTTP_403_FORBIDDEN, detail="Not your post")
    for key, value in payload.model_dump(exclude_unset=True).items():
        setattr(post, key, value)
    await session.commit()
    await session.refresh(post)
    return post


@router.delete("/{post_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_post(post_id: int, session: SessionDep, user: UserDep) -> None:
    post = await get_post_or_404(session, post_id)
    if post.author_id != user.id:
        raise HTTPException(status_code=status.HTTP_403_FORBIDDEN, detail="Not your post")
    await session.delete(post)
    await session.commit()


@router.post("/{post_id}/comments", response_model=CommentOut, status_code=status.HTTP_201_CREATED)
async def add_comment(post_id: int, payload: CommentCreate, session: SessionDep, user: UserDep):
    await get_post_or_404(session, post_id)
    comment = Comment(**payload.model_dump(), post_id=post_id, author_id=user.id)
    session.add(comment)
    await session.commit()
    await session.refresh(comment)
    return comment
