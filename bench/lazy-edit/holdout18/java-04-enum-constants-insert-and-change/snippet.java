// ... existing code ...
    AMOUNT_TOO_LARGE(1003, HttpStatus.BAD_REQUEST, "Amount exceeds the allowed maximum"),
    AMOUNT_NOT_POSITIVE(1004, HttpStatus.BAD_REQUEST, "Amount must be greater than zero"),

    // ... existing code ...
    PAYMENT_ALREADY_REFUNDED(4001, HttpStatus.CONFLICT, "Payment has already been refunded"),
    IDEMPOTENCY_KEY_REUSED(4002, HttpStatus.UNPROCESSABLE_ENTITY, "Idempotency key was used with a different request"),
    REFUND_EXCEEDS_CAPTURE(4003, HttpStatus.CONFLICT, "Refund amount exceeds the captured amount"),

    // ... existing code ...
