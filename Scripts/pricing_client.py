"""A minimal client of `checkout-pricing serve --stdio`, in Python's standard library.

Requests go out one JSON line each, with an `id`; responses come back one line each, in the
order of the requests, repeating the `id`. The client keeps several requests in flight on the
one pipe and hands each response to the caller that sent its request:

    client = PricingClient(["checkout-pricing", "serve", "--stdio", "--tables", "RateTables/us-outfitters"])
    pending = [client.send(request) for request in requests]   # all in flight at once
    responses = [future.result(timeout=5) for future in pending]
    client.close()

Amounts arrive as strings ("12.50"); any JSON number is read as a `decimal.Decimal`, never a float.
"""

import decimal
import itertools
import json
import subprocess
import threading
from concurrent.futures import Future


class PricingClient:
    def __init__(self, command):
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1
        )
        self._ids = itertools.count(1)
        self._pending = {}
        # Two locks: the reader takes `_lock` to complete a future, and must never wait behind a
        # writer blocked on a full pipe (the server stops reading while its answers go unread).
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def send(self, request):
        """Sends `request` (a dict) with a fresh id; returns a Future of its response (a dict)."""
        request_id = f"r{next(self._ids)}"
        future = Future()
        with self._lock:
            self._pending[request_id] = future
        with self._write_lock:
            self._process.stdin.write(json.dumps({**request, "id": request_id}) + "\n")
            self._process.stdin.flush()
        return future

    def _read(self):
        for line in self._process.stdout:
            response = json.loads(line, parse_float=decimal.Decimal)
            with self._lock:
                future = self._pending.pop(response.get("id"), None)
            if future is not None:
                future.set_result(response)
        # The server has stopped: nothing pending will be answered.
        with self._lock:
            for future in self._pending.values():
                future.set_exception(EOFError("checkout-pricing serve stopped"))
            self._pending.clear()

    def close(self):
        """Ends the input; the server answers what it has read, then exits. Returns its exit status."""
        with self._write_lock:
            self._process.stdin.close()
        self._reader.join()
        self._process.stdout.close()
        return self._process.wait()
