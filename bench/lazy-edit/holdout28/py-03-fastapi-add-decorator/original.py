from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy.orm import Session

from app.auth import CurrentUser, get_current_user
from app.db import get_session
from app.reports import service
from app.reports.schemas import ReportOut, ReportRequest, ReportSummary

router = APIRouter(prefix="/reports", tags=["reports"])

SessionDep = Annotated[Session, Depends(get_session)]
UserDep = Annotated[CurrentUser, Depends(get_current_user)]


@router.get("/", response_model=list[ReportSummary])
def list_reports(
    session: SessionDep,
    user: UserDep,
    since: date | None = Query(default=None),
    limit: int = Query(default=50, le=200),
):
    """List reports visible to the current user, newest first."""
    reports = service.list_reports(session, owner_id=user.id, since=since, limit=limit)
    return [ReportSummary.model_validate(r) for r in reports]


@router.get("/{report_id}", response_model=ReportOut)
def get_report(report_id: int, session: SessionDep, user: UserDep):
    """Fetch a single report including its rows."""
    report = service.get_report(session, report_id)
    if report is None or report.owner_id != user.id:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Report not found")
    return ReportOut.model_validate(report)


@router.post("/", response_model=ReportOut, status_code=status.HTTP_201_CREATED)
def create_report(payload: ReportRequest, session: SessionDep, user: UserDep):
    """Queue generation of a new report.

    The report is generated synchronously for small date ranges and
    handed to the worker queue otherwise.
    """
    if payload.end < payload.start:
        raise HTTPException(status_code=422, detail="end must not be before start")
    report = service.create_report(session, owner_id=user.id, request=payload)
    session.commit()
    return ReportOut.model_validate(report)


@router.delete("/{report_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_report(report_id: int, session: SessionDep, user: UserDep):
    """Delete a report owned by the current user."""
    report = service.get_report(session, report_id)
    if report is None or report.owner_id != user.id:
        raise HTTPException(status_code=status.HTTP_404_NOT_FOUND, detail="Report not found")
    service.delete_report(session, report)
    session.commit()
