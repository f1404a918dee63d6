from typing import Any, Dict, List, Optional, Type, cast


class ApiError(Exception):
    """An error envelope from the API (or a transport failure, with status 0)."""

    def __init__(self, status: int, code: str, message: str, details: Optional[List[Dict[str, Any]]] = None,
                 request_id: Optional[str] = None, retry_after: Optional[float] = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.details: List[Dict[str, Any]] = details or []
        self.request_id = request_id
        self.retry_after = retry_after


class BadRequestError(ApiError):
    """400 and 422: the request was malformed or failed validation."""


class AuthenticationError(ApiError):
    """401: missing, invalid or expired credential."""


class PermissionDeniedError(ApiError):
    """403: scope, plan or IP restriction."""


class NotFoundError(ApiError):
    """404."""


class ConflictError(ApiError):
    """409: state conflict or reused idempotency key."""


class RateLimitError(ApiError):
    """429, after the retries ran out."""


class ServerError(ApiError):
    """5xx, after the retries ran out."""


class ConnectionError(ApiError):  # noqa: A001 - the client's own, carries status 0
    """The server could not be reached, after the retries ran out."""


_BY_STATUS: Dict[int, Type[ApiError]] = {
    400: BadRequestError, 422: BadRequestError, 401: AuthenticationError, 403: PermissionDeniedError,
    404: NotFoundError, 409: ConflictError, 429: RateLimitError,
}


def error_for(status: int, body: Any, request_id: Optional[str], retry_after: Optional[float]) -> ApiError:
    # The body is parsed JSON of any shape (or None): read as objects, checked field by field.
    envelope = cast(Dict[str, Any], body) if isinstance(body, dict) else {}
    error = cast(Dict[str, Any], envelope["error"]) if isinstance(envelope.get("error"), dict) else None
    details: Optional[List[Dict[str, Any]]] = None  # ApiError makes None an empty list
    if error is not None and "code" in error:
        code, message = str(error["code"]), str(error.get("message", ""))
        details = error.get("details")
        request_id = error.get("request_id") or request_id
    elif "error" in envelope:  # OAuth form: {"error": "invalid_client", ...}
        code, message = str(envelope["error"]), str(envelope.get("error_description", ""))
    else:
        code, message = "unknown", f"HTTP {status}"
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else ApiError)
    return cls(status, code, message, details, request_id, retry_after)
