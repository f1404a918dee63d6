from dataclasses import dataclass, field
from typing import Dict, Optional


@dataclass
class RequestOptions:
    """Per-call settings; anything left None uses the client's."""

    idempotency_key: Optional[str] = None
    accept_language: Optional[str] = None
    timeout: Optional[float] = None
    headers: Dict[str, str] = field(default_factory=dict[str, str])
