from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy.orm import Session

from ..auth import CurrentUser, get_current_user
from ..database import get_db
from .. import crud, schemas

router = APIRouter(prefix="/teams", tags=["teams"])

DbSession = Annotated[Session, Depends(get_db)]
User = Annotated[CurrentUser, Depends(get_current_user)]


@router.get("/", response_model=list[schemas.Team])
def list_teams(
    db: DbSession,
    user: User,
    offset: int = 0,
    limit: Annotated[int, Query(le=100)] = 20,
):
    return crud.list_teams_for_user(db, user.id, offset=offset, limit=limit)


@router.post("/", response_model=schemas.Team, status_code=status.HTTP_201_CREATED)
def create_team(payload: schemas.TeamCreate, db: DbSession, user: User):
    if crud.get_team_by_slug(db, payload.slug):
        raise HTTPException(status.HTTP_409_CONFLICT, "A team with this slug already exists")
    team = crud.create_team(db, payload, owner_id=user.id)
    crud.add_member(db, team.id, user.id, role="owner")
    return team


@router.get("/{team_id}", response_model=schemas.TeamDetail)
def get_team(team_id: int, db: DbSession, user: User):
    team = crud.get_team(db, team_id)
    if team is None or not crud.is_member(db, team_id, user.id):
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Team not found")
    return team


@router.patch("/{team_id}", response_model=schemas.Team)
def update_team(team_id: int, payload: schemas.TeamUpdate, db: DbSession, user: User):
    team = crud.get_team(db, team_id)
    if team is None or not crud.is_member(db, team_id, user.id):
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Team not found")
    if crud.member_role(db, team_id, user.id) not in ("owner", "admin"):
        raise HTTPException(status.HTTP_403_FORBIDDEN, "Only admins can edit the team")
    return crud.update_team(db, team, payload)


@router.delete("/{team_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_team(team_id: int, db: DbSession, user: User):
    team = crud.get_team(db, team_id)
    if team is None or not crud.is_member(db, team_id, user.id):
        raise HTTPException(status.HTTP_404_NOT_FOUND, "Team not found")
    if crud.member_role(db, team_id, user.id) != "owner":
        raise HTTPException(status.HTTP_403_FORBIDDEN, "Only the owner can delete the team")
    crud.delete_team(db, team)
