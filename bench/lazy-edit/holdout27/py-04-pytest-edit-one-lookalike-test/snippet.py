# ... existing code ...


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


# ... existing code ...
