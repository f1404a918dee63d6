"""Runs against a live server: ETP_API, ETP_KEY, ETP_CLIENT_ID, ETP_CLIENT_SECRET and
ETP_EXAMPLES (the contract's request examples by operationId, as JSON) come from the test that
started it."""

import json
import os
import threading
import unittest

import etp_client
from etp_client import ApiError, BadRequestError, Client, ClientCredentials, NotFoundError, AuthenticationError

BASE_URL = os.environ.get("ETP_API")


@unittest.skipUnless(BASE_URL, "ETP_API not set: no live server")
class LiveTest(unittest.TestCase):
    client: Client
    examples: dict

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = Client(str(BASE_URL), api_key=os.environ["ETP_KEY"], accept_language="en")
        with open(os.environ["ETP_EXAMPLES"], encoding="utf-8") as f:
            cls.examples = json.load(f)

    def test_search_and_get_buyer(self) -> None:
        page = self.client.search_buyers(limit=5)
        self.assertEqual(len(page["buyers"]), 5)
        buyer = self.client.get_buyer(page["buyers"][0]["id"])
        self.assertEqual(buyer["id"], page["buyers"][0]["id"])

    def test_paginate_walks_the_whole_list(self) -> None:
        first = self.client.search_buyers(hs_code="33", limit=10)
        ids = [b["id"] for b in self.client.paginate("search_buyers", hs_code="33", limit=10)]
        self.assertEqual(len(ids), first["total"])
        self.assertGreater(first["total"], 10)  # more than one page
        self.assertEqual(len(set(ids)), len(ids))

    def test_reference_operations(self) -> None:
        markets = self.client.list_markets(limit=3)
        self.assertEqual(len(markets["markets"]), 3)
        self.assertIn("country", self.client.get_market("DE"))
        self.assertIn("rates", self.client.list_exchange_rates())
        self.assertTrue(self.client.search_hs_codes(q="cosmetics")["hs_codes"])
        self.assertIn("rates", self.client.list_customs_tariffs(hs_code="330499", destination="US"))
        self.assertIn("keys", self.client.get_json_web_key_set())
        self.assertIn("landed_cost", self.client.calculate_price(body=self.examples["calculatePrice"]))

    def test_order_lifecycle(self) -> None:
        buyer_id = self.client.search_buyers(limit=1)["buyers"][0]["id"]
        order = self.client.create_order(body={**self.examples["createOrder"], "buyer_id": buyer_id})
        self.assertEqual(self.client.get_order(order["id"])["id"], order["id"])
        self.assertTrue(any(o["id"] == order["id"] for o in self.client.paginate("list_orders")))
        self.assertTrue(self.client.list_order_history(order["id"])["history"])

    def test_errors_are_typed(self) -> None:
        with self.assertRaises(NotFoundError) as caught:
            self.client.get_buyer("b_99999999")
        self.assertEqual(caught.exception.status, 404)
        self.assertEqual(caught.exception.code, "not_found")
        self.assertTrue(caught.exception.request_id)
        with self.assertRaises(BadRequestError) as bad:
            self.client.calculate_price(body={"items": []})
        self.assertIn(bad.exception.code, ("validation_failed", "invalid_request"))
        self.assertTrue(bad.exception.details)
        with self.assertRaises(AuthenticationError) as unauth:
            Client(str(BASE_URL), api_key="etp_test_not_a_key").get_exporter_profile()
        self.assertEqual(unauth.exception.code, "invalid_api_key")
        self.assertIsInstance(unauth.exception, ApiError)

    def test_oauth_token_fetched_once_for_concurrent_calls(self) -> None:
        client = Client(str(BASE_URL), credentials=ClientCredentials(os.environ["ETP_CLIENT_ID"], os.environ["ETP_CLIENT_SECRET"]))
        results: list = []
        threads = [threading.Thread(target=lambda: results.append(client.list_markets(limit=1))) for _ in range(5)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(len(results), 5)
        self.assertEqual(client.token_fetches, 1)

    def test_user_agent_names_the_client(self) -> None:
        self.assertTrue(etp_client.__version__)


if __name__ == "__main__":
    unittest.main()
