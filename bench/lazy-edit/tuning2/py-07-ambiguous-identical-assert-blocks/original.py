import pytest
from rest_framework.test import APIClient

from accounts.factories import UserFactory
from projects.factories import ProjectFactory


@pytest.fixture
def client():
    return APIClient()


@pytest.mark.django_db
def test_owner_can_archive_project(client):
    owner = UserFactory()
    project = ProjectFactory(owner=owner)
    client.force_authenticate(owner)

    resp = client.post(f"/api/projects/{project.id}/archive/")

    assert resp.status_code == 200
    project.refresh_from_db()
    assert project.archived_at is not None


@pytest.mark.django_db
def test_admin_can_archive_project(client):
    admin = UserFactory(is_staff=True)
    project = ProjectFactory()
    client.force_authenticate(admin)

    resp = client.post(f"/api/projects/{project.id}/archive/")

    assert resp.status_code == 200
    project.refresh_from_db()
    assert project.archived_at is not None


@pytest.mark.django_db
def test_member_cannot_archive_project(client):
    member = UserFactory()
    project = ProjectFactory()
    project.members.add(member)
    client.force_authenticate(member)

    resp = client.post(f"/api/projects/{project.id}/archive/")

    assert resp.status_code == 403
    project.refresh_from_db()
    assert project.archived_at is None


@pytest.mark.django_db
def test_anonymous_cannot_archive_project(client):
    project = ProjectFactory()

    resp = client.post(f"/api/projects/{project.id}/archive/")

    assert resp.status_code == 401
