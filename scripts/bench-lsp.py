#!/usr/bin/env python3
"""Measures the language server as an editor uses it (docs/language-server.md, "Speed").

usage: scripts/bench-lsp.py [--hcl PATH] [--mb N] [--edits N] [--requests N] [--seed N]

Starts `hcl lsp --spec tests/benchmarks/dec_bench.hcldec` (the Terraform-like
spec of the decode benchmarks) over stdio, opens a configuration of about N
megabytes written by ../shared/bench/synth.py (default 1), and times, each as
the client sees it (from writing the request to having read its answer,
before the client parses it):

  change+diagnostics  a one-character edit (didChange, incremental) followed
                      at once by a pull-diagnostics request: the full
                      re-analysis (parse, schema diagnostics)
  completion, hover   requests at random positions of the document
  semantic tokens     the whole document's tokens
  symbols             the whole document's symbols

and reads the server's memory against the document's size: its resident
size (VmRSS, once the server is idle) and its peak (VmHWM), each above a
baseline: the server after it served a 20 kB document of the same kind
and closed it (so the code its services run is already in memory and
counted there, not as the document's). Prints the median, p99 and spread
of each time. Needs only Python's standard library.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Client:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, method, params, request=True):
        msg = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            msg["id"] = self.next_id
        body = json.dumps(msg).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
        return msg.get("id")

    def read(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        body = self.proc.stdout.read(length)
        # When the answer was whole: the server's time ends here, before
        # this client parses it.
        self.received = time.perf_counter()
        return json.loads(body)

    def answer(self, id_):
        while True:
            msg = self.read()
            if msg.get("id") == id_ and "method" not in msg:
                if "error" in msg:
                    raise RuntimeError(f"request {id_} failed: {msg['error']}")
                return msg.get("result")

    def request(self, method, params):
        return self.answer(self.send(method, params))

    def timed(self, method, params):
        """Seconds from sending the request to having its whole answer."""
        start = time.perf_counter()
        self.request(method, params)
        return self.received - start


def summary(name, seconds):
    ms = sorted(s * 1000 for s in seconds)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{name:22} n={len(ms):5}  median {statistics.median(ms):8.2f} ms  p99 {p99:8.2f} ms  "
          f"min {ms[0]:8.2f} ms  max {ms[-1]:8.2f} ms")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hcl", default=os.path.join(ROOT, "build/release/src/hcl"))
    ap.add_argument("--mb", type=int, default=1)
    ap.add_argument("--edits", type=int, default=50)
    ap.add_argument("--requests", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    synth = os.environ.get("SYNTH", os.path.join(ROOT, "..", "shared", "bench", "synth.py"))
    text = subprocess.run([sys.executable, synth, str(args.mb)], check=True, capture_output=True, text=True).stdout
    lines = text.split("\n")
    spec = os.path.join(ROOT, "tests/benchmarks/dec_bench.hcldec")
    client = Client([args.hcl, "lsp", "--spec", spec])
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.send("initialized", {}, request=False)

    def memory(field):
        # Give the server a moment to finish what it does when idle
        # (publishing diagnostics).
        time.sleep(0.3)
        with open(f"/proc/{client.proc.pid}/status") as f:
            return next(int(l.split()[1]) * 1024 for l in f if l.startswith(field + ":"))

    small = subprocess.run([sys.executable, synth, "0.02"], check=True, capture_output=True, text=True).stdout
    small_uri = "file:///bench/small.hcl"
    client.send("textDocument/didOpen",
                {"textDocument": {"uri": small_uri, "languageId": "hcl", "version": 1, "text": small}}, request=False)
    client.request("textDocument/diagnostic", {"textDocument": {"uri": small_uri}})
    client.request("textDocument/completion", {"textDocument": {"uri": small_uri}, "position": {"line": 5, "character": 2}})
    client.request("textDocument/hover", {"textDocument": {"uri": small_uri}, "position": {"line": 5, "character": 2}})
    client.request("textDocument/semanticTokens/full", {"textDocument": {"uri": small_uri}})
    client.request("textDocument/documentSymbol", {"textDocument": {"uri": small_uri}})
    client.send("textDocument/didClose", {"textDocument": {"uri": small_uri}}, request=False)
    baseline = memory("VmRSS")
    print(f"memory: {baseline / 1e6:.1f} MB resident once a 20 kB document was served and closed (the baseline)")

    uri = "file:///bench/synth.hcl"
    client.send("textDocument/didOpen",
                {"textDocument": {"uri": uri, "languageId": "hcl", "version": 1, "text": text}}, request=False)
    first = client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    print(f"document: {len(text)} bytes, {len(lines)} lines; diagnostics: {len(first.get('items', []))}")

    def report_memory(when):
        resident, peak = memory("VmRSS") - baseline, memory("VmHWM") - baseline
        print(f"memory above the baseline {when}: resident {resident / 1e6:.1f} MB = {resident / len(text):.1f}x "
              f"the document, peak {peak / 1e6:.1f} MB = {peak / len(text):.1f}x")

    report_memory("once open and checked")

    rng = random.Random(args.seed)
    version = 1

    def position():
        line = rng.randrange(len(lines))
        return {"line": line, "character": rng.randrange(len(lines[line]) + 1)}

    # A one-character edit inside a string on a random line, then undone by
    # the next edit, so the document keeps its size and stays valid.
    changes = []
    for i in range(args.edits):
        line = rng.randrange(len(lines))
        while '"' not in lines[line]:
            line = rng.randrange(len(lines))
        col = lines[line].index('"') + 1
        version += 1
        insert = {"range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col}},
                  "text": "x"}
        t = time.perf_counter()
        client.send("textDocument/didChange",
                    {"textDocument": {"uri": uri, "version": version}, "contentChanges": [insert]}, request=False)
        client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
        changes.append(client.received - t)
        version += 1
        undo = {"range": {"start": {"line": line, "character": col}, "end": {"line": line, "character": col + 1}},
                "text": ""}
        client.send("textDocument/didChange",
                    {"textDocument": {"uri": uri, "version": version}, "contentChanges": [undo]}, request=False)
    client.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    summary("change+diagnostics", changes)
    report_memory("after the edits")

    for method in ("textDocument/completion", "textDocument/hover"):
        times = []
        for _ in range(args.requests):
            times.append(client.timed(method, {"textDocument": {"uri": uri}, "position": position()}))
        summary(method.split("/")[1], times)
    report_memory("after completion and hover")

    for method, name in (("textDocument/semanticTokens/full", "semantic tokens"),
                         ("textDocument/documentSymbol", "symbols")):
        times = []
        for _ in range(10):
            times.append(client.timed(method, {"textDocument": {"uri": uri}}))
        summary(name, times)

    report_memory("after semantic tokens and symbols")

    client.request("shutdown", None)
    client.send("exit", None, request=False)
    client.proc.wait(timeout=10)


if __name__ == "__main__":
    main()
