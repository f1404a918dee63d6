"""Official Python client of the Export-Trade Platform API (standard library only)."""

from ._client import Client, ClientCredentials, RetryPolicy, __version__
from ._operations import OPERATIONS
from ._options import RequestOptions
from .errors import (ApiError, AuthenticationError, BadRequestError, ConflictError, ConnectionError,
                     NotFoundError, PermissionDeniedError, RateLimitError, ServerError)

__all__ = [
    "Client", "ClientCredentials", "RetryPolicy", "RequestOptions", "OPERATIONS", "__version__",
    "ApiError", "AuthenticationError", "BadRequestError", "ConflictError", "ConnectionError",
    "NotFoundError", "PermissionDeniedError", "RateLimitError", "ServerError",
]
