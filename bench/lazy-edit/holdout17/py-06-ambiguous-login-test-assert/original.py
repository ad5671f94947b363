import pytest

from app.security import hash_password
from tests.factories import UserFactory


@pytest.fixture
def user(db):
    return UserFactory(email="ada@example.com", password_hash=hash_password("correct-horse"))


def test_login_success(client, user):
    payload = {"email": "ada@example.com", "password": "correct-horse"}
    response = client.post("/api/login", json=payload)
    assert response.status_code == 200
    body = response.json()
    assert body["user"]["email"] == "ada@example.com"
    assert "access_token" in body


def test_login_wrong_password(client, user):
    payload = {"email": "ada@example.com", "password": "wrong"}
    response = client.post("/api/login", json=payload)
    assert response.status_code == 401
    assert response.json()["detail"] == "Invalid credentials"


def test_login_unknown_user(client, db):
    payload = {"email": "nobody@example.com", "password": "whatever"}
    response = client.post("/api/login", json=payload)
    assert response.status_code == 401
    assert response.json()["detail"] == "Invalid credentials"


def test_login_inactive_user(client, user):
    user.is_active = False
    user.save()
    payload = {"email": "ada@example.com", "password": "correct-horse"}
    response = client.post("/api/login", json=payload)
    assert response.status_code == 403
    assert response.json()["detail"] == "Account disabled"


@pytest.mark.parametrize("missing", ["email", "password"])
def test_login_missing_field(client, missing):
    payload = {"email": "ada@example.com", "password": "correct-horse"}
    payload.pop(missing)
    response = client.post("/api/login", json=payload)
    assert response.status_code == 422
