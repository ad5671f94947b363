# ... existing code ...
    resp = client.post(f"/api/projects/{project.id}/archive/")

    assert resp.status_code == 202
    project.refresh_from_db()
    assert project.archived_at is not None
# ... existing code ...
