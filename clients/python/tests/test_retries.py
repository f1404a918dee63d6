"""Retries against a local server that answers 429/503 first: no live API needed."""

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import List, Tuple

from etp_client import OPERATIONS, Client, ConnectionError, RateLimitError, RequestOptions, RetryPolicy, ServerError


class _Script(BaseHTTPRequestHandler):
    answers: List[Tuple[int, dict]] = []
    seen: List[dict] = []
    # Every Idempotency-Key line of each request, whatever its case (seen keeps one per name).
    keys_sent: List[List[str]] = []

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        type(self).seen.append(dict(self.headers))
        type(self).keys_sent.append(self.headers.get_all("Idempotency-Key") or [])
        status, headers = type(self).answers.pop(0) if type(self).answers else (200, {})
        body = json.dumps({"status": "success", "data": {"ok": True}} if status == 200 else
                          {"status": "error", "error": {"code": {409: "conflict", 429: "rate_limited"}.get(status, "service_unavailable"),
                                                        "message": "later", "details": [], "request_id": "req_1",
                                                        "doc_url": "http://x/docs#/section/rate_limited"}}).encode()
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _answer

    def log_message(self, format: str, *args: object) -> None:
        pass


class RetryTest(unittest.TestCase):
    def setUp(self) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _Script)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        _Script.answers, _Script.seen, _Script.keys_sent = [], [], []
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

    def test_a_key_given_among_the_headers_in_any_case_is_the_one_key_sent(self) -> None:
        for name in ("Idempotency-Key", "idempotency-key", "IDEMPOTENCY-KEY"):
            _Script.answers, _Script.keys_sent = [(503, {})], []
            self.client.delete_buyer_alert("bal_2", options=RequestOptions(headers={name: "alert-2-delete"}))
            self.assertEqual(_Script.keys_sent, [["alert-2-delete"], ["alert-2-delete"]], name)

    def test_every_keyed_write_sends_one_key_and_what_stores_nothing_none(self) -> None:
        # Even a key the caller gives is not sent where the contract takes none.
        _Script.answers = [(503, {}), (200, {})] * len(OPERATIONS)
        for operation_id, op in OPERATIONS.items():
            self.client._call(operation_id, {name: "x" for name in op.path_params}, {}, None if op.body == "none" else {},
                              RequestOptions(idempotency_key=None if op.takes_idempotency_key else "not-for-this-one"))
        self.assertEqual(len(_Script.seen), 2 * len(OPERATIONS))
        for i, (operation_id, op) in enumerate(OPERATIONS.items()):
            first, second = (_Script.seen[2 * i].get("Idempotency-Key"), _Script.seen[2 * i + 1].get("Idempotency-Key"))
            if op.takes_idempotency_key:
                self.assertRegex(first or "", r"^[0-9a-f-]{36}$", operation_id)
                self.assertEqual(second, first, operation_id)
            else:
                self.assertEqual((first, second), (None, None), operation_id)

    def test_callers_key_on_every_attempt_and_409_conflict_of_a_keyed_write_waited_for(self) -> None:
        _Script.answers = [(409, {"Retry-After": "1"}), (502, {})]
        self.client.delete_buyer_alert("bal_1", options=RequestOptions(idempotency_key="alert-1-delete"))
        self.assertEqual([h.get("Idempotency-Key") for h in _Script.seen], ["alert-1-delete"] * 3)
        self.assertEqual(self.sleeps[0], 1.0)

    def test_a_write_without_a_key_is_never_sent_twice(self) -> None:
        OPERATIONS["unkeyedWrite"] = OPERATIONS["updateOrder"]._replace(takes_idempotency_key=False, safe=False)
        try:
            _Script.answers = [(503, {})]
            with self.assertRaises(ServerError):
                self.client._call("unkeyedWrite", {"id": "x"}, {}, {}, None)
            self.assertEqual(len(_Script.seen), 1)
            self.assertNotIn("Idempotency-Key", _Script.seen[0])
        finally:
            del OPERATIONS["unkeyedWrite"]

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
