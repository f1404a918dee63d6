"""Standard Webhooks signature verification for the API's deliveries.

HMAC-SHA256 over ``{webhook-id}.{webhook-timestamp}.{body}`` keyed with the secret's bytes (base64
after ``whsec_``); the ``webhook-signature`` header holds ``v1,<base64>`` entries separated by
spaces (one per secret while a rotation overlaps)."""

import base64
import binascii
import hashlib
import hmac
import json
import time
from typing import Any, Iterable, List, Mapping, Optional, Union

SECRET_PREFIX = "whsec_"
DEFAULT_TOLERANCE_SECONDS = 300


class WebhookVerificationError(Exception):
    """The delivery's signature or timestamp did not check out: do not act on it."""


def _header(headers: Mapping[str, str], name: str) -> Optional[str]:
    getter = getattr(headers, "get", None)
    value = getter(name) if getter else None
    if value is None:
        for key in headers:
            if key.lower() == name:
                return headers[key]
    return value


def _secret_bytes(secret: str) -> bytes:
    raw = secret[len(SECRET_PREFIX):] if secret.startswith(SECRET_PREFIX) else secret
    return base64.b64decode(raw)


def verify_webhook(secrets: Union[str, Iterable[str]], payload: Union[bytes, str], headers: Mapping[str, str],
                   tolerance: int = DEFAULT_TOLERANCE_SECONDS, now: Optional[float] = None) -> Any:
    """Checks the signature and timestamp of a delivery and returns the parsed event.

    ``payload`` is the raw body as received; ``secrets`` is one secret or every secret that may be
    in use (old and new during a rotation). Raises WebhookVerificationError when nothing matches."""
    msg_id = _header(headers, "webhook-id")
    timestamp = _header(headers, "webhook-timestamp")
    signatures = _header(headers, "webhook-signature")
    if not msg_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature header")
    if not timestamp.isdigit():
        raise WebhookVerificationError("invalid webhook-timestamp")
    current = int(time.time() if now is None else now)
    if abs(current - int(timestamp)) > tolerance:
        raise WebhookVerificationError("webhook-timestamp outside the tolerance")
    body = payload.encode("utf-8") if isinstance(payload, str) else payload
    given: List[bytes] = []
    for entry in signatures.split(" "):
        if entry.startswith("v1,"):
            try:
                given.append(base64.b64decode(entry[3:]))
            except (binascii.Error, ValueError):
                continue
    for secret in [secrets] if isinstance(secrets, str) else list(secrets):
        expected = hmac.new(_secret_bytes(secret), f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()
        if any(hmac.compare_digest(expected, candidate) for candidate in given):
            return json.loads(body.decode("utf-8"))
    raise WebhookVerificationError("no matching signature")
