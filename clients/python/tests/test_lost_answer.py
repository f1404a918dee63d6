"""A write whose answer is lost on the way back is retried under the same Idempotency-Key and
applied once: against the live server (ETP_API, ETP_KEY, ETP_EXAMPLES from the test that started
it), through a proxy that drops one answer after the server has given it."""

import json
import os
import threading
import unittest
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple

from etp_client import Client, NotFoundError

BASE_URL = os.environ.get("ETP_API")


class _LossyProxy(BaseHTTPRequestHandler):
    """Forwards each request to the server; the answer to the one after drop_next is never sent."""

    target = ""
    drop = False
    # (method, Idempotency-Key, status, Idempotent-Replayed) of every request forwarded
    seen: List[Tuple[str, Optional[str], int, Optional[str]]] = []

    def _forward(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        data = self.rfile.read(length) if length else None
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection", "content-length")}
        request = urllib.request.Request(type(self).target + self.path, data=data, method=self.command, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                status, answer_headers, body = response.status, response.headers, response.read()
        except urllib.error.HTTPError as failure:
            status, answer_headers, body = failure.code, failure.headers, failure.read()
        type(self).seen.append((self.command, self.headers.get("Idempotency-Key"), status, answer_headers.get("Idempotent-Replayed")))
        if type(self).drop:
            type(self).drop = False
            self.close_connection = True  # closed with no answer: the client sees the connection drop
            return
        self.send_response(status)
        self.send_header("Content-Type", answer_headers.get("Content-Type", "application/json"))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _forward

    def log_message(self, format: str, *args: object) -> None:
        pass


@unittest.skipUnless(BASE_URL, "ETP_API not set: no live server")
class LostAnswerTest(unittest.TestCase):
    def setUp(self) -> None:
        self.proxy = ThreadingHTTPServer(("127.0.0.1", 0), _LossyProxy)
        threading.Thread(target=self.proxy.serve_forever, daemon=True).start()
        _LossyProxy.target, _LossyProxy.drop, _LossyProxy.seen = str(BASE_URL), False, []
        self.client = Client(str(BASE_URL), api_key=os.environ["ETP_KEY"])
        self.via_proxy = Client(f"http://127.0.0.1:{self.proxy.server_port}", api_key=os.environ["ETP_KEY"])
        self.via_proxy._sleep = lambda seconds: None
        with open(os.environ["ETP_EXAMPLES"], encoding="utf-8") as f:
            self.examples: Dict[str, Any] = json.load(f)

    def tearDown(self) -> None:
        self.proxy.shutdown()
        self.proxy.server_close()

    def test_patch_and_delete_retried_after_a_lost_answer_are_applied_once(self) -> None:
        buyer_id = self.client.search_buyers(limit=1)["buyers"][0]["id"]
        order = self.client.create_order(body={**self.examples["createOrder"], "buyer_id": buyer_id})
        history = len(self.client.list_order_history(order["id"])["history"])
        _LossyProxy.drop = True
        self.assertEqual(self.via_proxy.update_order(order["id"], body={"status": "confirmed"})["status"], "confirmed")
        self.assertEqual(len(self.client.list_order_history(order["id"])["history"]), history + 1)

        alert = self.client.create_buyer_alert(body=self.examples["createBuyerAlert"])
        _LossyProxy.drop = True
        self.via_proxy.delete_buyer_alert(alert["id"])
        with self.assertRaises(NotFoundError):
            self.client.get_buyer_alert(alert["id"])

        patch_key, delete_key = _LossyProxy.seen[0][1], _LossyProxy.seen[2][1]
        self.assertRegex(patch_key or "", r"^[0-9a-f-]{36}$")
        self.assertNotEqual(delete_key, patch_key)
        self.assertEqual(_LossyProxy.seen, [
            ("PATCH", patch_key, 200, None), ("PATCH", patch_key, 200, "true"),
            ("DELETE", delete_key, 200, None), ("DELETE", delete_key, 200, "true"),
        ])


if __name__ == "__main__":
    unittest.main()
