import pytest

from app import create_app
from app.extensions import db as _db
from app.models import User


@pytest.fixture
def app():
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    with app.app_context():
        _db.create_all()
        user = User(username="alice", email="alice@example.com")
        user.set_password("secret")
        _db.session.add(user)
        _db.session.commit()
        yield app
        _db.drop_all()


@pytest.fixture
def client(app):
    return app.test_client()


def test_dashboard_requires_login(client):
    response = client.get("/dashboard")
    assert response.status_code == 302
    assert "/login" in response.headers["Location"]


def test_dashboard_after_login(client):
    response = client.post("/login", data={"username": "alice", "password": "secret"})
    assert response.status_code == 302

    response = client.get("/dashboard")
    assert response.status_code == 200
    assert b"Welcome back, alice" in response.data


def test_profile_after_login(client):
    response = client.post("/login", data={"username": "alice", "password": "secret"})
    assert response.status_code == 302

    response = client.get("/profile")
    assert response.status_code == 200
    assert b"alice@example.com" in response.data


def test_logout_clears_session(client):
    response = client.post("/login", data={"username": "alice", "password": "secret"})
    assert response.status_code == 302

    response = client.post("/logout")
    assert response.status_code == 302
    response = client.get("/dashboard")
    assert response.status_code == 302


def test_login_with_wrong_password(client):
    response = client.post("/login", data={"username": "alice", "password": "wrong"})
    assert response.status_code == 200
    assert b"Invalid username or password" in response.data
