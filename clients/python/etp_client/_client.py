import base64
import json
import random
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
import warnings
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterator, Mapping, Optional, Sequence, cast

from ._operations import DEPRECATED_METHOD_NAMES, METHOD_NAMES, OPERATIONS, GeneratedOperations, Operation
from ._options import RequestOptions
from .errors import ConnectionError, error_for

__version__ = "1.0.0"
USER_AGENT = f"etp-client-python/{__version__}"
RETRY_STATUSES = {429, 500, 502, 503, 504}

# The Authorization header's value, asked for before every attempt (a token may be refreshed).
Authorizer = Callable[[], str]
# Client._send: operation, path, headers, body, content type, authorizer, options -> parsed body.
Sender = Callable[[Operation, str, Dict[str, str], Optional[bytes], Optional[str], Optional[Authorizer], RequestOptions], Any]


@dataclass
class RetryPolicy:
    """Exponential backoff with full jitter; Retry-After (or the RateLimit reset) wins when given."""

    max_retries: int = 3
    base_delay: float = 0.5
    max_delay: float = 30.0

    def delay(self, attempt: int, retry_after: Optional[float]) -> float:
        if retry_after is not None:
            return min(retry_after, self.max_delay)
        return random.uniform(0, min(self.max_delay, self.base_delay * (2 ** attempt)))


@dataclass
class ClientCredentials:
    client_id: str
    client_secret: str
    scope: Optional[str] = None


class _TokenCache:
    """One token for all threads; refreshed a minute before it expires, fetched once when many wait."""

    def __init__(self, credentials: ClientCredentials, send: Sender) -> None:
        self.credentials = credentials
        self.send = send  # the client's _send, so the token request gets its timeout and retries
        self.lock = threading.Lock()
        self.token: Optional[str] = None
        self.expires_at = 0.0
        self.fetches = 0

    def get(self) -> str:
        with self.lock:
            if self.token is None or time.monotonic() >= self.expires_at - 60:
                form: Dict[str, str] = {"grant_type": "client_credentials"}
                pair = f"{urllib.parse.quote(self.credentials.client_id)}:{urllib.parse.quote(self.credentials.client_secret)}"
                basic = {"Authorization": "Basic " + base64.b64encode(pair.encode()).decode()}
                if self.credentials.scope:
                    form["scope"] = self.credentials.scope
                token_operation = OPERATIONS["createAccessToken"]
                body = self.send(token_operation, token_operation.path, basic, urllib.parse.urlencode(form).encode(),
                                 "application/x-www-form-urlencoded", None, RequestOptions())
                self.fetches += 1
                self.token = str(body["access_token"])
                self.expires_at = time.monotonic() + float(body.get("expires_in", 300))
            return self.token

    def invalidate(self) -> None:
        with self.lock:
            self.token = None


def _parse_retry_after(headers: Any) -> Optional[float]:
    """headers: an email.message.Message (urllib) or any mapping with .get."""
    value = headers.get("Retry-After")
    if value is not None and value.strip().isdigit():
        return float(value.strip())
    match = re.search(r";t=(\d+)", headers.get("RateLimit", ""))
    if match and re.search(r";r=0(;|$)", headers.get("RateLimit", "")):
        return float(match.group(1))
    return None


class Client(GeneratedOperations):
    """The API client: one method per operation (snake_case of the operationId), returning `data`."""

    def __init__(self, base_url: str, *, api_key: Optional[str] = None, credentials: Optional[ClientCredentials] = None,
                 timeout: float = 30.0, retry: Optional[RetryPolicy] = None, accept_language: Optional[str] = None,
                 user_agent: Optional[str] = None) -> None:
        if (api_key is None) == (credentials is None):
            raise ValueError("give exactly one of api_key or credentials")
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self._tokens = _TokenCache(credentials, self._send) if credentials else None
        self.timeout = timeout
        self.retry = retry or RetryPolicy()
        self.accept_language = accept_language
        self.user_agent = f"{user_agent} {USER_AGENT}" if user_agent else USER_AGENT
        self._sleep: Callable[[float], None] = time.sleep

    @property
    def token_fetches(self) -> int:
        return self._tokens.fetches if self._tokens else 0

    def _call(self, operation_id: str, path: Mapping[str, str], query: Mapping[str, Any],
              body: Optional[Mapping[str, Any]], options: Optional[RequestOptions]) -> Any:
        op = OPERATIONS[operation_id]
        url_path = op.path
        for name in op.path_params:
            url_path = url_path.replace("{" + name + "}", urllib.parse.quote(str(path[name]), safe=""))
        params = {k: _query_value(v) for k, v in query.items() if v is not None}
        if params:
            url_path += "?" + urllib.parse.urlencode(params)
        data = None if op.body == "none" or body is None else json.dumps(body).encode()
        auth = None if op.is_public else self._authorization
        result = self._send(op, url_path, {"Accept": op.accept}, data, "application/json" if data is not None else None,
                            auth, options or RequestOptions())
        if isinstance(result, dict):
            envelope = cast(Dict[str, Any], result)
            if envelope.get("status") == "success" and "data" in envelope:
                return envelope["data"]
            return envelope
        return result

    def _authorization(self) -> str:
        if self._tokens is not None:
            return "Bearer " + self._tokens.get()
        return "Bearer " + str(self.api_key)

    def _send(self, op: Operation, path: str, headers: Dict[str, str], data: Optional[bytes],
              content_type: Optional[str], auth: Optional[Authorizer], options: RequestOptions) -> Any:
        # Names in lower case, so that a caller's "idempotency-key" and the client's "Idempotency-Key"
        # are one header (urllib keeps one of two spellings, whichever it met last).
        headers = {name.lower(): value for source in ({"accept": "application/json", "user-agent": self.user_agent}, headers, options.headers)
                   for name, value in source.items()}
        language = options.accept_language or self.accept_language
        if language:
            headers["accept-language"] = language
        if content_type:
            headers["content-type"] = content_type
        # A write (the contract declares the header on it) carries one key on every attempt, so the
        # server applies it once however often it is sent. Without a key only what stores nothing is
        # sent again: a write repeated without one could be applied twice. The caller's key, given as
        # idempotency_key or among the headers, is that key; a new one is made only without either.
        key = (options.idempotency_key or headers.get("idempotency-key") or str(uuid.uuid4())) if op.takes_idempotency_key else None
        if key is not None:
            headers["idempotency-key"] = key
        retryable = op.safe or key is not None
        refreshed = False
        attempt = 0
        while True:
            if auth is not None:
                headers["authorization"] = auth()
            request = urllib.request.Request(self.base_url + path, data=data, method=op.method, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=options.timeout or self.timeout) as response:
                    raw = response.read()
                    if "json" not in response.headers.get("Content-Type", "application/json"):
                        return raw  # a file (the document PDF): its bytes
                    return json.loads(raw) if raw else None
            except urllib.error.HTTPError as failure:
                raw = failure.read()
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                retry_after = _parse_retry_after(failure.headers)
                error = error_for(failure.code, body, failure.headers.get("X-Request-Id"), retry_after)
                if failure.code == 401 and self._tokens is not None and not refreshed and error.code == "token_expired":
                    self._tokens.invalidate()
                    refreshed = True
                    continue
                # 409 conflict to a keyed write: the attempt before, under the same key, still runs; its answer follows.
                running = failure.code == 409 and error.code == "conflict" and key is not None
                if (failure.code not in RETRY_STATUSES and not running) or not retryable or attempt >= self.retry.max_retries:
                    raise error from None
            except (urllib.error.URLError, OSError) as failure:
                if not retryable or attempt >= self.retry.max_retries:
                    raise ConnectionError(0, "connection_failed", str(failure)) from None
                retry_after = None
            self._sleep(self.retry.delay(attempt, retry_after))
            attempt += 1

    def paginate(self, operation_id: str, *args: Any, **kwargs: Any) -> Iterator[Any]:
        """Every item of every page of a list operation, e.g. paginate("search_buyers", country="DE")."""
        name = _operation_id(operation_id)
        op = OPERATIONS[name]
        if op.list_field is None:
            raise ValueError(f"{operation_id} is not a list operation")
        method = getattr(self, METHOD_NAMES[name])
        page = int(kwargs.pop("page", None) or 1)
        while True:
            data = method(*args, page=page, **kwargs)
            yield from data[op.list_field]
            if not data.get("has_more"):
                return
            page += 1


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in cast(Sequence[object], value))
    return str(value)


def _operation_id(name: str) -> str:
    """The operationId of an operationId, a method name or a deprecated method name."""
    if name in OPERATIONS:
        return name
    method = DEPRECATED_METHOD_NAMES.get(name, name)
    if method != name:
        warnings.warn(f"{name} is deprecated; use {method}", DeprecationWarning, stacklevel=3)
    for operation_id, method_name in METHOD_NAMES.items():
        if method_name == method:
            return operation_id
    raise KeyError(f"unknown operation {name!r}")


