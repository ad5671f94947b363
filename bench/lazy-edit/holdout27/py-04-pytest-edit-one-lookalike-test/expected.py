import pytest

from payments.models import Payment

pytestmark = pytest.mark.django_db


@pytest.fixture
def payload():
    return {
        "amount": "25.00",
        "currency": "EUR",
        "reference": "INV-2024-0042",
    }


def test_create_payment(client, auth_headers, payload):
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 201
    body = resp.json()
    assert body["amount"] == "25.00"
    assert Payment.objects.filter(reference="INV-2024-0042").exists()


def test_rejects_negative_amount(client, auth_headers, payload):
    payload["amount"] = "-1.00"
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 422
    assert not Payment.objects.exists()


def test_rejects_zero_amount(client, auth_headers, payload):
    payload["amount"] = "0.00"
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 422
    assert resp.json()["errors"][0]["code"] == "amount_not_positive"
    assert not Payment.objects.exists()


def test_rejects_unknown_currency(client, auth_headers, payload):
    payload["currency"] = "XYZ"
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 422
    assert resp.json()["errors"][0]["code"] == "unsupported_currency"
    assert not Payment.objects.exists()


def test_rejects_duplicate_reference(client, auth_headers, payload):
    client.post("/api/payments", json=payload, headers=auth_headers)
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 409
    assert Payment.objects.count() == 1


def test_requires_authentication(client, payload):
    resp = client.post("/api/payments", json=payload)
    assert resp.status_code == 401
    assert not Payment.objects.exists()


@pytest.mark.parametrize("amount", ["abc", "", "1e3"])
def test_rejects_malformed_amount(client, auth_headers, payload, amount):
    payload["amount"] = amount
    resp = client.post("/api/payments", json=payload, headers=auth_headers)
    assert resp.status_code == 422
    assert not Payment.objects.exists()
