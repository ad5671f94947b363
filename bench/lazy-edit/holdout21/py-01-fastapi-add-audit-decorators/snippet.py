# ... existing code ...
from app.audit import audited
from app.db import get_session
# ... existing code ...


@router.delete("/{key_id}", status_code=status.HTTP_204_NO_CONTENT)
@audited("api_key.revoke")
def revoke_key(key_id: int, session: Session = Depends(get_session)) -> None:
    # ... existing code ...


@router.post("/{key_id}/rotate", response_model=ApiKeyCreated)
@audited("api_key.rotate")
def rotate_key(key_id: int, session: Session = Depends(get_session)) -> ApiKeyCreated:
    # ... existing code ...
