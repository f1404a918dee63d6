"""Every ErrorCode of the contract, answered with its status by a local server, becomes the right
ApiError subclass with status, code, message, details and request_id. ETP_ERROR_STATUS (the
server's code -> status map, as JSON) comes from the test that runs this suite."""

import json
import os
import threading
import unittest
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Dict

from etp_client import (ApiError, AuthenticationError, BadRequestError, Client, ConflictError, ErrorCode,
                        NotFoundError, PermissionDeniedError, RateLimitError, RetryPolicy, ServerError)

STATUS_FILE = os.environ.get("ETP_ERROR_STATUS")
EXPECTED_CLASS = {400: BadRequestError, 422: BadRequestError, 401: AuthenticationError, 403: PermissionDeniedError,
                  404: NotFoundError, 409: ConflictError, 429: RateLimitError}


@unittest.skipUnless(STATUS_FILE, "ETP_ERROR_STATUS not set")
class ErrorMappingTest(unittest.TestCase):
    def test_every_error_code_is_mapped(self) -> None:
        with open(str(STATUS_FILE), encoding="utf-8") as f:
            statuses: Dict[str, int] = json.load(f)
        self.assertEqual(sorted(statuses), sorted(code.value for code in ErrorCode))

        class Envelope(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                code = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)["code"][0]
                body = json.dumps({"status": "error", "error": {"code": code, "message": f"message of {code}",
                                   "details": [{"field": "/x", "issue": code}], "request_id": f"req_{code}",
                                   "doc_url": f"http://x/docs#/section/{code}"}}).encode()
                self.send_response(statuses[code])
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Envelope)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        client = Client(f"http://127.0.0.1:{server.server_port}", api_key="k", retry=RetryPolicy(max_retries=0))
        try:
            for code in ErrorCode:
                with self.subTest(code=code.value):
                    with self.assertRaises(ApiError) as caught:
                        # The stub picks its answer from a query parameter no method has: the generic call.
                        client._call("listMarkets", {}, {"code": code.value}, None, None)
                    error = caught.exception
                    status = statuses[code.value]
                    expected = EXPECTED_CLASS.get(status, ServerError if status >= 500 else ApiError)
                    self.assertIs(type(error), expected)
                    self.assertEqual((error.status, error.code, error.message, error.details, error.request_id),
                                     (status, code, f"message of {code.value}", [{"field": "/x", "issue": code.value}], f"req_{code.value}"))
        finally:
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    unittest.main()
