"""Official Python client of the Export-Trade Platform API (standard library only)."""

from ._client import Client, ClientCredentials, RetryPolicy, __version__
from ._operations import OPERATIONS, ErrorCode
from ._options import RequestOptions
from .errors import (ApiError, AuthenticationError, BadRequestError, ConflictError, ConnectionError,
                     NotFoundError, PermissionDeniedError, RateLimitError, ServerError)
from .webhooks import WebhookVerificationError, verify_webhook

__all__ = [
    "Client", "ClientCredentials", "RetryPolicy", "RequestOptions", "OPERATIONS", "ErrorCode", "__version__",
    "ApiError", "AuthenticationError", "BadRequestError", "ConflictError", "ConnectionError",
    "NotFoundError", "PermissionDeniedError", "RateLimitError", "ServerError",
    "WebhookVerificationError", "verify_webhook",
]
