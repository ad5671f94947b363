# ... existing code ...
from sqlalchemy.orm import Session

from app.auth import CurrentUser, get_current_user, require_scope
from app.db import get_session
# ... existing code ...


@router.post("/", response_model=ReportOut, status_code=status.HTTP_201_CREATED)
@require_scope("reports:write")
def create_report(payload: ReportRequest, session: SessionDep, user: UserDep):
    # ... existing code ...


@router.delete("/{report_id}", status_code=status.HTTP_204_NO_CONTENT)
@require_scope("reports:write")
def delete_report(report_id: int, session: SessionDep, user: UserDep):
    # ... existing code ...
