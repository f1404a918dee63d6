"""Method names read as Python (create_oauth_client); the names earlier versions generated
(create_o_auth_client) still work, as deprecated aliases that warn and send the same request."""

import json
import re
import threading
import unittest
import warnings
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List

from etp_client import OPERATIONS, Client
from etp_client._operations import DEPRECATED_METHOD_NAMES, METHOD_NAMES


class _Recorder(BaseHTTPRequestHandler):
    seen: List[Dict[str, str]] = []

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode() if length else ""
        type(self).seen.append({"method": self.command, "path": self.path, "body": body})
        page = {"oauth_clients": [{"id": "oc_1"}], "total": 1, "page": 1, "limit": 20, "has_more": False}
        payload = json.dumps({"status": "success", "data": page}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_DELETE = _answer

    def log_message(self, format: str, *args: object) -> None:
        pass


class MethodNamesTest(unittest.TestCase):
    def setUp(self) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        _Recorder.seen = []
        self.client = Client(f"http://127.0.0.1:{self.server.server_port}", api_key="k")

    def tearDown(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def test_every_operation_has_a_snake_case_method_without_one_letter_words(self) -> None:
        self.assertEqual(set(METHOD_NAMES), set(OPERATIONS))
        for operation_id, name in METHOD_NAMES.items():
            self.assertRegex(name, r"^[a-z0-9]+(_[a-z0-9]+)*$", operation_id)
            self.assertNotRegex(name, r"(^|_)[a-z](_|$)", operation_id)
            self.assertTrue(callable(getattr(self.client, name, None)), name)
        self.assertEqual(METHOD_NAMES["createOAuthClient"], "create_oauth_client")
        self.assertEqual(METHOD_NAMES["rotateOAuthClientSecret"], "rotate_oauth_client_secret")

    def test_old_names_are_deprecated_aliases_that_send_the_same_request(self) -> None:
        self.assertIn("create_o_auth_client", DEPRECATED_METHOD_NAMES)
        calls: Dict[str, Any] = {
            "create_oauth_client": lambda c: c.create_oauth_client(body={"name": "ci", "scopes": ["buyers:read"]}),
            "create_o_auth_client": lambda c: c.create_o_auth_client(body={"name": "ci", "scopes": ["buyers:read"]}),
            "list_oauth_clients": lambda c: c.list_oauth_clients(limit=5),
            "list_o_auth_clients": lambda c: c.list_o_auth_clients(limit=5),
            "rotate_oauth_client_secret": lambda c: c.rotate_oauth_client_secret("oc_1", body={"old_secret_expires_in": 0}),
            "rotate_o_auth_client_secret": lambda c: c.rotate_o_auth_client_secret("oc_1", body={"old_secret_expires_in": 0}),
            "revoke_oauth_client": lambda c: c.revoke_oauth_client("oc_1"),
            "revoke_o_auth_client": lambda c: c.revoke_o_auth_client("oc_1"),
        }
        self.assertEqual(set(DEPRECATED_METHOD_NAMES), {name for name in calls if name not in METHOD_NAMES.values()})
        for old, new in DEPRECATED_METHOD_NAMES.items():
            _Recorder.seen = []
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                self.assertEqual(calls[new](self.client), calls[old](self.client))
            current, deprecated = _Recorder.seen
            self.assertEqual((current["method"], current["path"]), (deprecated["method"], deprecated["path"]), old)
            self.assertEqual(current["body"], deprecated["body"], old)
            self.assertEqual([w.category for w in caught], [DeprecationWarning], old)
            self.assertIn(f"{old} is deprecated; use {new}", str(caught[0].message))
            # The warning points at the caller's line, not into the client.
            self.assertEqual(caught[0].filename, __file__)

    def test_paginate_takes_the_operation_id_the_method_name_or_the_old_name(self) -> None:
        for name in ("listOAuthClients", "list_oauth_clients", "list_o_auth_clients"):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                self.assertEqual([c["id"] for c in self.client.paginate(name, limit=5)], ["oc_1"], name)
        self.assertTrue(all(re.search(r"/api/v1/oauth-clients\?.*limit=5", s["path"]) for s in _Recorder.seen))
        with self.assertRaises(KeyError):
            list(self.client.paginate("list_o_auth_client"))


if __name__ == "__main__":
    unittest.main()
