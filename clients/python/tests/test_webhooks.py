"""Webhook verification against real deliveries: the live server signs a test event sent to a
receiver this test runs; the client accepts it, and refuses it tampered, replayed late, or under a
wrong secret. A secret rotation's two signatures are each accepted."""

import os
import queue
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Dict, Tuple

from etp_client import Client, WebhookVerificationError, verify_webhook

BASE_URL = os.environ.get("ETP_API")
Delivery = Tuple[Dict[str, str], bytes]


def start_receiver() -> Tuple[ThreadingHTTPServer, "queue.Queue[Delivery]"]:
    received: "queue.Queue[Delivery]" = queue.Queue()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            received.put(({k.lower(): v for k, v in self.headers.items()}, body))
            self.send_response(200)
            self.end_headers()

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, received


@unittest.skipUnless(BASE_URL, "ETP_API not set: no live server")
class WebhookTest(unittest.TestCase):
    def setUp(self) -> None:
        self.client = Client(str(BASE_URL), api_key=os.environ["ETP_KEY"])
        self.server, self.received = start_receiver()
        url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        self.endpoint = self.client.create_webhook_endpoint(body={"url": url, "event_types": ["order.updated"]})

    def tearDown(self) -> None:
        self.client.delete_webhook_endpoint(self.endpoint["id"])
        self.server.shutdown()
        self.server.server_close()

    def delivery(self) -> Delivery:
        self.client.test_webhook_endpoint(self.endpoint["id"])
        return self.received.get(timeout=15)

    def test_accepts_a_real_delivery_and_refuses_a_tampered_one(self) -> None:
        headers, body = self.delivery()
        event = verify_webhook(self.endpoint["secret"], body, headers)
        self.assertEqual(event["type"], "webhook_endpoint.test")
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.endpoint["secret"], body.replace(b"webhook_endpoint.test", b"webhook_endpoint.tost"), headers)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.endpoint["secret"], body, {**headers, "webhook-id": headers["webhook-id"] + "x"})
        with self.assertRaises(WebhookVerificationError):
            verify_webhook("whsec_" + "A" * 44, body, headers)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.endpoint["secret"], body, {k: v for k, v in headers.items() if k != "webhook-signature"})

    def test_refuses_an_old_timestamp(self) -> None:
        headers, body = self.delivery()
        sent = int(headers["webhook-timestamp"])
        verify_webhook(self.endpoint["secret"], body, headers, now=sent + 299)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.endpoint["secret"], body, headers, now=sent + 301)
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.endpoint["secret"], body, headers, now=sent - 301)

    def test_rotation_signs_with_both_secrets(self) -> None:
        old = self.endpoint["secret"]
        new = self.client.rotate_webhook_endpoint_secret(self.endpoint["id"])["secret"]
        headers, body = self.delivery()
        self.assertEqual(len(headers["webhook-signature"].split(" ")), 2)
        verify_webhook(old, body, headers)
        verify_webhook(new, body, headers)
        verify_webhook(["whsec_" + "A" * 44, new], body, headers)
        deliveries = self.client.list_webhook_deliveries(self.endpoint["id"])["deliveries"]
        self.assertTrue(deliveries)


if __name__ == "__main__":
    unittest.main()
