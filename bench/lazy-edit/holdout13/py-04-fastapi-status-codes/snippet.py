# ... existing code ...


@router.post("", response_model=PostOut, status_code=status.HTTP_201_CREATED)
async def create_post(payload: PostCreate, session: SessionDep, user: UserDep):
    # ... existing code ...


@router.get("/{post_id}", response_model=PostOut)
# ... existing code ...


@router.delete("/{post_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_post(post_id: int, session: SessionDep, user: UserDep) -> None:
    # ... existing code ...


@router.post("/{post_id}/comments", response_model=CommentOut, status_code=status.HTTP_201_CREATED)
async def add_comment(post_id: int, payload: CommentCreate, session: SessionDep, user: UserDep):
# ... rest of the file unchanged ...
