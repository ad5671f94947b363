from http import HTTPStatus

from grove.errors import ErrorCode

ERROR_STATUS: dict[ErrorCode, HTTPStatus] = {
    ErrorCode.BAD_REQUEST: HTTPStatus.BAD_REQUEST,
    ErrorCode.VALIDATION_FAILED: HTTPStatus.UNPROCESSABLE_ENTITY,
    ErrorCode.UNAUTHENTICATED: HTTPStatus.UNAUTHORIZED,
    ErrorCode.FORBIDDEN: HTTPStatus.FORBIDDEN,
    ErrorCode.NOT_FOUND: HTTPStatus.NOT_FOUND,
    ErrorCode.CONFLICT: HTTPStatus.CONFLICT,
    ErrorCode.PRECONDITION_FAILED: HTTPStatus.PRECONDITION_FAILED,
    ErrorCode.RATE_LIMITED: HTTPStatus.TOO_MANY_REQUESTS,
    ErrorCode.PAYLOAD_TOO_LARGE: HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
    ErrorCode.INTERNAL: HTTPStatus.INTERNAL_SERVER_ERROR,
    ErrorCode.UNAVAILABLE: HTTPStatus.SERVICE_UNAVAILABLE,
}

ERROR_MESSAGES: dict[ErrorCode, str] = {
    ErrorCode.BAD_REQUEST: "The request could not be understood.",
    ErrorCode.VALIDATION_FAILED: "One or more fields are invalid.",
    ErrorCode.UNAUTHENTICATED: "Authentication is required.",
    ErrorCode.FORBIDDEN: "You do not have permission to perform this action.",
    ErrorCode.NOT_FOUND: "The requested resource does not exist.",
    ErrorCode.CONFLICT: "The request conflicts with the current state of the resource.",
    ErrorCode.PRECONDITION_FAILED: "The resource changed since it was last read.",
    ErrorCode.RATE_LIMITED: "Too many requests; slow down.",
    ErrorCode.PAYLOAD_TOO_LARGE: "The request body is too large.",
    ErrorCode.INTERNAL: "Something went wrong on our side.",
    ErrorCode.UNAVAILABLE: "The service is temporarily unavailable.",
}


def status_for(code: ErrorCode) -> HTTPStatus:
    return ERROR_STATUS.get(code, HTTPStatus.INTERNAL_SERVER_ERROR)


def message_for(code: ErrorCode) -> str:
    return ERROR_MESSAGES.get(code, "Unexpected error.")


def error_body(code: ErrorCode, detail: str | None = None, request_id: str | None = None) -> dict[str, object]:
    error: dict[str, object] = {
        "code": code.value,
        "message": message_for(code),
    }
    if detail:
        error["detail"] = detail
    body: dict[str, object] = {"error": error}
    if request_id:
        body["request_id"] = request_id
    return body
