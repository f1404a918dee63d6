# Verifies a Standard Webhooks delivery with the Python standard library only.
# Usage as a library: verify(secret, headers, body) returns the parsed payload or raises ValueError.
# As a script (used by the test suite): reads JSON {"secret","headers","body"} on stdin, prints "ok"
# or "refused: <reason>".
import base64
import hashlib
import hmac
import json
import sys
import time

TOLERANCE_SECONDS = 5 * 60


def verify(secret, headers, body):
    headers = {k.lower(): v for k, v in headers.items()}
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("timestamp too old or too new")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.{body}".encode()
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    # Several signatures (space-separated) during a secret rotation: any one may match.
    for candidate in headers["webhook-signature"].split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return json.loads(body)
    raise ValueError("no matching signature")


if __name__ == "__main__":
    request = json.load(sys.stdin)
    try:
        verify(request["secret"], request["headers"], request["body"])
        print("ok")
    except (ValueError, KeyError) as error:
        print(f"refused: {error}")
