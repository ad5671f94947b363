package com.acme.payments.api;

import org.springframework.http.HttpStatus;

/**
 * Error codes returned in the {@code code} field of API error responses.
 * Codes are part of the public API contract: never renumber or reuse them.
 */
public enum ErrorCode {

    VALIDATION_FAILED(1000, HttpStatus.BAD_REQUEST, "Request validation failed"),
    MALFORMED_JSON(1001, HttpStatus.BAD_REQUEST, "Request body is not valid JSON"),
    UNSUPPORTED_CURRENCY(1002, HttpStatus.BAD_REQUEST, "Currency is not supported"),
    AMOUNT_TOO_LARGE(1003, HttpStatus.BAD_REQUEST, "Amount exceeds the allowed maximum"),

    UNAUTHENTICATED(2000, HttpStatus.UNAUTHORIZED, "Authentication required"),
    FORBIDDEN(2001, HttpStatus.FORBIDDEN, "Not allowed to access this resource"),

    PAYMENT_NOT_FOUND(3000, HttpStatus.NOT_FOUND, "Payment not found"),
    CUSTOMER_NOT_FOUND(3001, HttpStatus.NOT_FOUND, "Customer not found"),

    PAYMENT_ALREADY_CAPTURED(4000, HttpStatus.CONFLICT, "Payment has already been captured"),
    PAYMENT_ALREADY_REFUNDED(4001, HttpStatus.CONFLICT, "Payment has already been refunded"),
    IDEMPOTENCY_KEY_REUSED(4002, HttpStatus.CONFLICT, "Idempotency key was used with a different request"),

    PROVIDER_UNAVAILABLE(5000, HttpStatus.SERVICE_UNAVAILABLE, "Payment provider is unavailable"),
    INTERNAL_ERROR(5001, HttpStatus.INTERNAL_SERVER_ERROR, "Internal error");

    private final int code;
    private final HttpStatus status;
    private final String defaultMessage;

    ErrorCode(int code, HttpStatus status, String defaultMessage) {
        this.code = code;
        this.status = status;
        this.defaultMessage = defaultMessage;
    }

    public int code() {
        return code;
    }

    public HttpStatus status() {
        return status;
    }

    public String defaultMessage() {
        return defaultMessage;
    }

    public static ErrorCode fromCode(int code) {
        for (ErrorCode value : values()) {
            if (value.code == code) {
                return value;
            }
        }
        throw new IllegalArgumentException("Unknown error code " + code);
    }
}
