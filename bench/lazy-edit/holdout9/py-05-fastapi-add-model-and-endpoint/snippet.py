# ...existing code...
class PostIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str
    tags: list[str] = []


class PostPatch(BaseModel):
    title: str | None = Field(default=None, min_length=1, max_length=200)
    body: str | None = None
    tags: list[str] | None = None


class PostOut(BaseModel):
# ...existing code...


@router.get("/{post_id}", response_model=PostOut)
async def get_post(post_id: int, session: SessionDep):
    # ...existing code...
    return post


@router.patch("/{post_id}", response_model=PostOut)
async def update_post(post_id: int, payload: PostPatch, session: SessionDep, user: UserDep):
    post = await session.get(Post, post_id)
    if post is None:
        raise HTTPException(status_code=404, detail="Post not found")
    if post.author_id != user.id:
        raise HTTPException(status_code=403, detail="Not your post")
    for field, value in payload.model_dump(exclude_unset=True).items():
        setattr(post, field, value)
    await session.commit()
    await session.refresh(post)
    return post


@router.get("/{post_id}/comments", response_model=list[CommentOut])
# ...existing code...
