using System;
using Grove.Domain;
using Microsoft.AspNetCore.Http;

namespace Grove.Api;

public static class ErrorMapping
{
    public static int StatusCode(Exception ex) => ex switch
    {
        ValidationException => StatusCodes.Status422UnprocessableEntity,
        UnauthenticatedException => StatusCodes.Status401Unauthorized,
        ForbiddenException => StatusCodes.Status403Forbidden,
        NotFoundException => StatusCodes.Status404NotFound,
        ConflictException => StatusCodes.Status409Conflict,
        PreconditionFailedException => StatusCodes.Status412PreconditionFailed,
        RateLimitedException => StatusCodes.Status429TooManyRequests,
        OperationCanceledException => StatusCodes.Status499ClientClosedRequest,
        _ => StatusCodes.Status500InternalServerError,
    };

    public static string Code(Exception ex) => ex switch
    {
        ValidationException => "validation_failed",
        UnauthenticatedException => "unauthenticated",
        ForbiddenException => "forbidden",
        NotFoundException => "not_found",
        ConflictException => "conflict",
        PreconditionFailedException => "precondition_failed",
        RateLimitedException => "rate_limited",
        OperationCanceledException => "client_closed_request",
        _ => "internal",
    };

    public static bool IsClientError(Exception ex)
    {
        var status = StatusCode(ex);
        return status is >= 400 and < 500;
    }

    public static object Body(Exception ex, string traceId) => new
    {
        error = new
        {
            code = Code(ex),
            message = IsClientError(ex) ? ex.Message : "An unexpected error occurred.",
        },
        traceId,
    };
}
