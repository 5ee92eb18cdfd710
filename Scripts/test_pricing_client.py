"""Tests `pricing_client.py` against the real `checkout-pricing serve --stdio`, standard library only.

    python3 Scripts/test_pricing_client.py [PATH-TO-checkout-pricing]

The tool defaults to `.build/debug/checkout-pricing`; `swift test` runs this file with the tool it built.
"""

import decimal
import json
import os
import pathlib
import subprocess
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from pricing_client import PricingClient  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOL = os.environ.get("CHECKOUT_PRICING", str(ROOT / ".build" / "debug" / "checkout-pricing"))


def merchant(name):
    return str(ROOT / "RateTables" / name)


def examples(name):
    return sorted((ROOT / "RateTables" / name / "examples").glob("*.json"))


class PricingClientTests(unittest.TestCase):
    def test_requests_in_flight_get_their_own_responses(self):
        """Every example of every merchant, all in flight at once, each answered as `quote` answers it."""
        for name in ["us-outfitters", "uk-teahouse", "jp-stationery", "de-bookshop", "tx-leatherworks"]:
            files = examples(name) * 3
            client = PricingClient([TOOL, "serve", "--stdio", "--tables", merchant(name)])
            pending = [(path, client.send(json.loads(path.read_text()))) for path in files]
            responses = [(path, future.result(timeout=30)) for path, future in pending]
            self.assertEqual(client.close(), 0)
            self.assertEqual(len(responses), len(files))
            expected = {}
            for path, response in responses:
                if path not in expected:
                    quoted = subprocess.run(
                        [TOOL, "quote", "--tables", merchant(name), str(path)], capture_output=True, text=True
                    )
                    expected[path] = json.loads(quoted.stdout, parse_float=decimal.Decimal)
                self.assertTrue(response["id"].startswith("r"))
                self.assertEqual({k: v for k, v in response.items() if k != "id"}, expected[path], path.name)

    def test_ids_are_echoed_on_failures(self):
        """A request that fails still carries its id; a number id comes back as the same number."""
        client = PricingClient([TOOL, "serve", "--stdio", "--tables", merchant("us-outfitters")])
        bad_currency = client.send(
            {"event": "initial", "asOf": "2026-11-21T15:04:05Z", "currency": "EUR", "lines": []}
        ).result(timeout=30)
        unknown_field = client.send({"event": "initial", "colour": "red"}).result(timeout=30)
        self.assertEqual(client.close(), 0)
        self.assertEqual(bad_currency["status"], "failure")
        self.assertEqual(unknown_field["status"], "failure")
        self.assertEqual(unknown_field["errors"][0]["path"], "colour")

        raw = subprocess.run(
            [TOOL, "serve", "--stdio", "--tables", merchant("us-outfitters")],
            input='{"id": 7, "event": "initial"}\n{"id": {"a": 1}}\nnot json\n',
            capture_output=True,
            text=True,
        )
        lines = [json.loads(line) for line in raw.stdout.splitlines()]
        self.assertEqual([line.get("id") for line in lines], [7, None, None])
        self.assertEqual(lines[1]["errors"][0]["path"], "id")
        self.assertEqual([line["status"] for line in lines], ["failure"] * 3)


if __name__ == "__main__":
    if len(sys.argv) > 1:
        TOOL = sys.argv.pop(1)
    unittest.main()
