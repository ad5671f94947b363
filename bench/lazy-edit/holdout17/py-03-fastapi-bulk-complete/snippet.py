from typing import List, Optional

from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy.orm import Session

from app.api.deps import get_current_user, get_db
from app.models.user import User
from app.schemas.task import TaskBulkComplete, TaskCreate, TaskRead, TaskUpdate
from app.services import tasks as task_service

# ... existing code ...


@router.delete("/{task_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_task(
    # ... existing code ...
    task_service.delete_task(db, task)


@router.post("/bulk-complete", response_model=List[TaskRead])
def bulk_complete_tasks(
    payload: TaskBulkComplete,
    db: Session = Depends(get_db),
    user: User = Depends(get_current_user),
):
    tasks = task_service.get_tasks_by_ids(db, payload.task_ids, owner_id=user.id)
    if len(tasks) != len(set(payload.task_ids)):
        raise HTTPException(status_code=404, detail="One or more tasks not found")
    return task_service.complete_tasks(db, tasks)
