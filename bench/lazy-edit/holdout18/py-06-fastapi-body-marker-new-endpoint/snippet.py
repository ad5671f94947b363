# ... existing code ...


@router.get("/{team_id}", response_model=schemas.TeamDetail)
def get_team(team_id: int, db: DbSession, user: User):
    # ... existing code ...


@router.get("/{team_id}/members", response_model=list[schemas.TeamMember])
def list_members(team_id: int, db: DbSession, user: User):
    if not crud.is_member(db, team_id, user.id):
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Team not found")
    return crud.list_members(db, team_id)


@router.patch("/{team_id}", response_model=schemas.Team)
# ... existing code ...
