from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass
class RequestOptions:
    """Per-call settings; anything left None uses the client's."""

    # The Idempotency-Key of a write (an operation that declares it): yours (here, or among the
    # headers in any case), or a new one per call. Not sent to operations that store nothing.
    idempotency_key: Optional[str] = None
    accept_language: Optional[str] = None
    timeout: Optional[float] = None
    headers: Dict[str, str] = field(default_factory=dict[str, str])
