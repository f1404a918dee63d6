"""Retries against a local server that answers 429/503 first: no live API needed."""

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import List, Tuple

from etp_client import Client, ConnectionError, RateLimitError, RetryPolicy, ServerError


class _Script(BaseHTTPRequestHandler):
    answers: List[Tuple[int, dict]] = []
    seen: List[dict] = []

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        type(self).seen.append(dict(self.headers))
        status, headers = type(self).answers.pop(0) if type(self).answers else (200, {})
        body = json.dumps({"status": "success", "data": {"ok": True}} if status == 200 else
                          {"status": "error", "error": {"code": "rate_limited" if status == 429 else "service_unavailable",
                                                        "message": "later", "details": [], "request_id": "req_1",
                                                        "doc_url": "http://x/docs#/section/rate_limited"}}).encode()
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: object) -> None:
        pass


class RetryTest(unittest.TestCase):
    def setUp(self) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _Script)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        _Script.answers, _Script.seen = [], []
        self.sleeps: List[float] = []
        self.client = Client(f"http://127.0.0.1:{self.server.server_port}", api_key="k", retry=RetryPolicy(max_retries=2))
        self.client._sleep = self.sleeps.append

    def tearDown(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def test_429_then_success_waits_retry_after(self) -> None:
        _Script.answers = [(429, {"Retry-After": "7"})]
        self.assertEqual(self.client.get_exporter_profile(), {"ok": True})
        self.assertEqual(self.sleeps, [7.0])

    def test_post_retry_keeps_one_idempotency_key(self) -> None:
        _Script.answers = [(503, {}), (503, {})]
        self.client.create_order(body={"x": 1})
        keys = {h.get("Idempotency-Key") for h in _Script.seen}
        self.assertEqual(len(_Script.seen), 3)
        self.assertEqual(len(keys), 1)
        self.assertTrue(next(iter(keys)))
        self.assertTrue(all(0 <= s <= 30 for s in self.sleeps))

    def test_gives_up_after_max_retries(self) -> None:
        _Script.answers = [(429, {"Retry-After": "1"})] * 3
        with self.assertRaises(RateLimitError) as caught:
            self.client.get_exporter_profile()
        self.assertEqual(caught.exception.code, "rate_limited")
        self.assertEqual(len(_Script.seen), 3)
        _Script.answers = [(503, {})] * 3
        with self.assertRaises(ServerError):
            self.client.get_exporter_profile()

    def test_unreachable_server_is_retried_then_connection_error(self) -> None:
        sleeps: List[float] = []
        client = Client("http://127.0.0.1:1", api_key="k", retry=RetryPolicy(max_retries=2))
        client._sleep = sleeps.append
        with self.assertRaises(ConnectionError) as caught:
            client.get_exporter_profile()
        self.assertEqual((caught.exception.status, caught.exception.code), (0, "connection_failed"))
        self.assertEqual(len(sleeps), 2)

    def test_headers(self) -> None:
        self.client.accept_language = "ko"
        self.client.get_exporter_profile()
        self.assertTrue(_Script.seen[0]["User-Agent"].startswith("etp-client-python/"))
        self.assertEqual(_Script.seen[0]["Accept-Language"], "ko")
        self.assertEqual(_Script.seen[0]["Authorization"], "Bearer k")


class GeneratedTableTest(unittest.TestCase):
    def test_every_operation_has_a_method(self) -> None:
        from etp_client import OPERATIONS
        from etp_client._operations import METHOD_NAMES

        client = Client("http://127.0.0.1:1", api_key="k")
        for operation_id in OPERATIONS:
            self.assertTrue(callable(getattr(client, METHOD_NAMES[operation_id], None)), operation_id)


if __name__ == "__main__":
    unittest.main()
