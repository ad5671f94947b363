# ... existing code ...


def verify_signature(secret: str, body: bytes, received: str) -> bool:
    expected = sign_payload(secret, body)
    return hmac.compare_digest(expected, received)


# ... existing code ...
