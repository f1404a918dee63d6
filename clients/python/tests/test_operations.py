"""Every operation of the contract, called through the client against the live server with the
contract's request examples (ETP_EXAMPLES). The last test fails when an operation was never called
successfully, so an operation added to the contract must be added here too."""

import copy
import json
import os
import queue
import threading
import unittest
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, Set

from etp_client import OPERATIONS, Client

BASE_URL = os.environ.get("ETP_API")
CALLED: Set[str] = set()


class CountingClient(Client):
    """Counts an operation once it answered successfully."""

    def _call(self, operation_id: str, *args: Any, **kwargs: Any) -> Any:
        result = super()._call(operation_id, *args, **kwargs)
        CALLED.add(operation_id)
        return result


@unittest.skipUnless(BASE_URL, "ETP_API not set: no live server")
class EveryOperationTest(unittest.TestCase):
    client: Client
    examples: Dict[str, Any]

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = CountingClient(str(BASE_URL), api_key=os.environ["ETP_KEY"])
        with open(os.environ["ETP_EXAMPLES"], encoding="utf-8") as f:
            cls.examples = json.load(f)

    def example(self, operation_id: str) -> Any:
        return copy.deepcopy(self.examples[operation_id])

    def test_1_reference_data(self) -> None:
        c = self.client
        buyers = c.search_buyers(country="US", limit=2)["buyers"]
        self.assertEqual(c.get_buyer(buyers[0]["id"])["id"], buyers[0]["id"])
        self.assertEqual(len(c.list_markets(limit=2)["markets"]), 2)
        self.assertIn("country", c.get_market("US"))
        self.assertIn("rates", c.list_exchange_rates())
        self.assertTrue(c.search_hs_codes(q="lipstick")["hs_codes"])
        self.assertTrue(c.list_customs_tariffs(hs_code="330410", destination="US")["rates"])
        self.assertIn("landed_cost", c.calculate_price(body=self.example("calculatePrice")))
        quote = c.create_quote(body={**self.example("createQuote"), "buyer_id": buyers[0]["id"]})
        self.assertEqual(c.get_quote(quote["id"])["price"], quote["price"])
        self.assertEqual(c.update_quote(quote["id"], body=self.example("updateQuote"))["status"], "accepted")
        self.assertTrue(any(q["id"] == quote["id"] for q in c.list_quotes(status="accepted")["quotes"]))
        self.assertTrue(c.classify_product(body=self.example("classifyProduct"))["candidates"])
        self.assertTrue(c.get_json_web_key_set()["keys"])
        self.assertEqual(c.get_health()["status"], "alive")
        self.assertEqual(c.get_readiness()["status"], "ready")
        alert = c.create_buyer_alert(body=self.example("createBuyerAlert"))
        self.assertEqual(c.get_buyer_alert(alert["id"])["id"], alert["id"])
        self.assertIn(alert["id"], [a["id"] for a in c.list_buyer_alerts()["alerts"]])
        c.delete_buyer_alert(alert["id"])

    def test_2_account_keys_and_clients(self) -> None:
        c = self.client
        profile = self.example("updateExporterProfile")
        self.assertEqual(c.update_exporter_profile(body=profile)["company_name"], profile["company_name"])
        self.assertEqual(c.get_exporter_profile()["company_name"], profile["company_name"])
        key = c.create_api_key(body=self.example("createApiKey"))
        self.assertTrue(any(k["id"] == key["id"] for k in c.list_api_keys()["api_keys"]))
        self.assertEqual(c.rotate_api_key(key["id"], body=self.example("rotateApiKey"))["replaced_key"]["id"], key["id"])
        c.revoke_api_key(key["id"])
        body = self.example("createOAuthClient")
        body.pop("allowed_cidrs", None)
        oauth = c.create_oauth_client(body=body)
        self.assertTrue(any(o["id"] == oauth["id"] for o in c.list_oauth_clients()["oauth_clients"]))
        rotated = c.rotate_oauth_client_secret(oauth["id"], body=self.example("rotateOAuthClientSecret"))
        token = c.create_access_token(body={"grant_type": "client_credentials", "client_id": oauth["id"],
                                            "client_secret": rotated["client_secret"], "scope": "buyers:read"})
        self.assertTrue(token["access_token"])
        c.revoke_oauth_client(oauth["id"])
        self.assertTrue(c.create_stream_ticket()["ticket"].startswith("stt_"))

    def test_3_orders_shipments_events_documents(self) -> None:
        c = self.client
        buyer_id = c.search_buyers(limit=1)["buyers"][0]["id"]
        order = c.create_order(body={**self.example("createOrder"), "buyer_id": buyer_id})
        self.assertEqual(c.get_order(order["id"])["id"], order["id"])
        self.assertEqual(c.update_order(order["id"], body=self.example("updateOrder"))["status"], "confirmed")
        self.assertTrue(any(o["id"] == order["id"] for o in c.list_orders()["orders"]))
        self.assertTrue(c.list_order_history(order["id"])["history"])
        shipment = c.create_shipment(order["id"], body=self.example("createShipment"))
        self.assertEqual(c.get_shipment(order["id"], shipment["id"])["id"], shipment["id"])
        self.assertEqual(len(c.list_shipments(order["id"])["shipments"]), 1)
        event_body = {**self.example("createShipmentEvent"), "occurred_at": datetime.now(timezone.utc).isoformat()}
        c.create_shipment_event(order["id"], shipment["id"], body=event_body)
        event = c.list_events()["events"][0]
        self.assertEqual(c.get_event(event["id"])["id"], event["id"])
        document = c.create_document(body=self.example("createDocument"))
        self.assertEqual(c.get_document(document["id"])["id"], document["id"])
        self.assertTrue(any(d["id"] == document["id"] for d in c.list_documents()["documents"]))
        pdf = c.get_document_file(document["id"])
        self.assertIsInstance(pdf, bytes)
        self.assertTrue(pdf.startswith(b"%PDF-"))

    def test_4_webhook_endpoints(self) -> None:
        c = self.client
        received: "queue.Queue[bytes]" = queue.Queue()

        class Receiver(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                received.put(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
                self.send_response(200)
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = f"http://127.0.0.1:{server.server_address[1]}/all-operations"
            endpoint = c.create_webhook_endpoint(body={**self.example("createWebhookEndpoint"), "url": url})
            self.assertTrue(any(e["id"] == endpoint["id"] for e in c.list_webhook_endpoints()["endpoints"]))
            self.assertEqual(c.get_webhook_endpoint(endpoint["id"])["id"], endpoint["id"])
            self.assertEqual(c.update_webhook_endpoint(endpoint["id"], body={"description": "renamed"})["description"], "renamed")
            self.assertTrue(c.rotate_webhook_endpoint_secret(endpoint["id"])["secret"].startswith("whsec_"))
            c.test_webhook_endpoint(endpoint["id"])
            received.get(timeout=15)
            delivery = c.list_webhook_deliveries(endpoint["id"])["deliveries"][0]
            self.assertEqual(c.retry_webhook_delivery(endpoint["id"], delivery["id"])["id"], delivery["id"])
            c.delete_webhook_endpoint(endpoint["id"])
        finally:
            server.shutdown()
            server.server_close()

    def test_9_every_operation_was_called(self) -> None:
        self.assertEqual(sorted(set(OPERATIONS) - CALLED), [])


if __name__ == "__main__":
    unittest.main()
