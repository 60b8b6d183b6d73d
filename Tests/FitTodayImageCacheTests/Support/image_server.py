#!/usr/bin/env python3
"""Loopback HTTP server for the FitTodayImageCache tests (and benchmarks).

Binds 127.0.0.1 on the given port (0 = any free port) and prints one line,
``PORT <n>``, on stdout once it is ready.

Routes are configured at run time through a JSON control API:

  POST /__routes   body: {"<path>": {spec}, ...}  adds or replaces routes
  POST /__reset    clears routes (unless {"keep_routes": true}) and counters
  GET  /__stats    {"total", "max_in_flight", "in_flight", "per_path": {path: n},
                    "log": [{"path", "status", "headers": {...}}]}

Several tests can share one server: each uses its own first path segment as a
namespace ("/ns-1234/a.png"), and passes "?ns=ns-1234" to /__stats and
/__reset to see and clear only its own requests, routes and counters.

A route spec (every key optional):

  status        HTTP status (default 200)
  headers       extra response headers, e.g. {"Content-Type": "image/png"}
  body_b64      response body, base64
  latency       seconds to sleep before answering
  hang          seconds to sleep before answering, then close without a response
  fail_times    the first N requests get fail_status / fail_headers / an empty body
  fail_status   (default 503)
  fail_headers  e.g. {"Retry-After": "1"}
  etag          sent as ETag; a request whose If-None-Match matches gets 304
  last_modified sent as Last-Modified; a matching If-Modified-Since gets 304
  truncate      send the full Content-Length but only half of the body, then close
  chunked       send the body with Transfer-Encoding: chunked (no Content-Length)
  meet          hold the request until this many requests of its namespace have been
                in flight at once (or meet_timeout seconds, default 10, passed): a
                test of concurrency then sees the overlap a client really allows,
                however slowly a loaded machine starts the requests

With --dir DIR, any other GET path is served from DIR (content type from the
extension), with an optional --latency; the benchmark can use this mode.
With --fail-all STATUS, any other path gets STATUS and an empty body (a source
that fails every image, for the CLI tests and the benchmark); with --hang-all
SECONDS, it waits that long and closes without an answer.

Control endpoints are not counted. Unknown paths get 404.
"""

import argparse
import base64
import json
import mimetypes
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
# Notified whenever a request starts, for routes that wait for others ("meet").
MET = threading.Condition(LOCK)
ROUTES = {}
COUNTERS = {}  # namespace ("" = every request) -> counters
OPTIONS = {"dir": None, "latency": 0.0, "fail_all": None, "hang_all": None}


def new_counters():
    return {"total": 0, "in_flight": 0, "max_in_flight": 0, "per_path": {}, "log": []}


def counters(namespace):
    return COUNTERS.setdefault(namespace, new_counters())


def namespace_of(path):
    parts = path.split("?", 1)[0].split("/")
    return parts[1] if len(parts) > 2 else ""


def query_namespace(path):
    if "?" not in path:
        return None
    for pair in path.split("?", 1)[1].split("&"):
        key, _, value = pair.partition("=")
        if key == "ns":
            return value
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Without this, every keep-alive response stalls ~40 ms (Nagle + delayed ACK).
    disable_nagle_algorithm = True

    def log_message(self, format, *args):  # keep test output quiet
        pass

    # ----- helpers -------------------------------------------------------
    def _send(self, status, headers, body, chunked=False, truncate=False):
        self._leave()
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(len(body)))
        if truncate:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command == "HEAD" or status in (204, 304):
            return
        if truncate:
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        if chunked:
            step = 1024
            for start in range(0, len(body), step):
                piece = body[start : start + step]
                self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.wfile.write(body)

    def _json(self, payload, status=200):
        body = json.dumps(payload).encode()
        self._send(status, {"Content-Type": "application/json"}, body)

    def _read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    # ----- control API ---------------------------------------------------
    def _control(self):
        endpoint = self.path.split("?", 1)[0]
        namespace = query_namespace(self.path)
        if endpoint == "/__stats":
            with LOCK:
                current = counters(namespace or "")
                payload = {
                    "total": current["total"],
                    "in_flight": current["in_flight"],
                    "max_in_flight": current["max_in_flight"],
                    "per_path": dict(current["per_path"]),
                    "log": list(current["log"]),
                }
            return self._json(payload)
        if endpoint == "/__routes" and self.command == "POST":
            routes = json.loads(self._read_body() or b"{}")
            with LOCK:
                ROUTES.update(routes)
            return self._json({"ok": True})
        if endpoint == "/__reset" and self.command == "POST":
            options = json.loads(self._read_body() or b"{}")
            with LOCK:
                if namespace:
                    if not options.get("keep_routes"):
                        for path in [p for p in ROUTES if namespace_of(p) == namespace]:
                            del ROUTES[path]
                    COUNTERS[namespace] = new_counters()
                else:
                    if not options.get("keep_routes"):
                        ROUTES.clear()
                    COUNTERS.clear()
            return self._json({"ok": True})
        return self._json({"error": "unknown control endpoint"}, 404)

    # ----- image routes --------------------------------------------------
    def _serve(self):
        path = self.path
        scopes = {"", namespace_of(path)}
        entry = {"path": path, "status": None, "headers": {k: v for k, v in self.headers.items()}}
        with LOCK:
            for scope in scopes:
                current = counters(scope)
                current["total"] += 1
                current["in_flight"] += 1
                current["max_in_flight"] = max(current["max_in_flight"], current["in_flight"])
                current["per_path"][path] = current["per_path"].get(path, 0) + 1
                current["log"].append(entry)
            MET.notify_all()
            count = counters(namespace_of(path))["per_path"][path]
            spec = ROUTES.get(path)
        self._in_flight_scopes = scopes
        try:
            status = self._respond(path, spec, count)
            entry["status"] = status
        finally:
            self._leave()

    def _leave(self):
        """Ends this request's time in flight, once: before its answer is written, so that a client that sends its
        next request as soon as it has the answer never finds this one still counted."""
        scopes, self._in_flight_scopes = getattr(self, "_in_flight_scopes", None), None
        if scopes:
            with LOCK:
                for scope in scopes:
                    counters(scope)["in_flight"] -= 1

    def _respond(self, path, spec, count):
        if spec is None:
            return self._serve_dir(path)
        meet = int(spec.get("meet", 0))
        if meet > 1:
            deadline = time.monotonic() + float(spec.get("meet_timeout", 10))
            with MET:
                while counters(namespace_of(path))["max_in_flight"] < meet and time.monotonic() < deadline:
                    MET.wait(timeout=max(0.0, deadline - time.monotonic()))
        if spec.get("hang"):
            time.sleep(float(spec["hang"]))
            self.close_connection = True
            return 0
        if spec.get("latency"):
            time.sleep(float(spec["latency"]))
        if count <= int(spec.get("fail_times", 0)):
            status = int(spec.get("fail_status", 503))
            self._send(status, dict(spec.get("fail_headers", {})), b"")
            return status
        headers = dict(spec.get("headers", {}))
        etag = spec.get("etag")
        last_modified = spec.get("last_modified")
        if etag:
            headers["ETag"] = etag
        if last_modified:
            headers["Last-Modified"] = last_modified
        if (etag and self.headers.get("If-None-Match") == etag) or (
            last_modified and not etag and self.headers.get("If-Modified-Since") == last_modified
        ):
            self._send(304, headers, b"")
            return 304
        body = base64.b64decode(spec.get("body_b64", ""))
        status = int(spec.get("status", 200))
        self._send(status, headers, body, chunked=bool(spec.get("chunked")), truncate=bool(spec.get("truncate")))
        return status

    def _serve_dir(self, path):
        if OPTIONS["hang_all"]:
            time.sleep(OPTIONS["hang_all"])
            self.close_connection = True
            return 0
        if OPTIONS["fail_all"]:
            self._send(OPTIONS["fail_all"], {}, b"")
            return OPTIONS["fail_all"]
        root = OPTIONS["dir"]
        if root:
            relative = os.path.normpath(path.split("?", 1)[0].lstrip("/"))
            full = os.path.join(root, relative)
            if not relative.startswith("..") and os.path.isfile(full):
                if OPTIONS["latency"]:
                    time.sleep(OPTIONS["latency"])
                with open(full, "rb") as handle:
                    body = handle.read()
                content_type = mimetypes.guess_type(full)[0] or "application/octet-stream"
                self._send(200, {"Content-Type": content_type}, body)
                return 200
        self._send(404, {"Content-Type": "text/plain"}, b"not found")
        return 404

    def do_GET(self):
        if self.path.startswith("/__"):
            return self._control()
        return self._serve()

    do_HEAD = do_GET

    def do_POST(self):
        if self.path.startswith("/__"):
            return self._control()
        self._read_body()
        self._send(405, {}, b"")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--dir", help="serve files from this folder for unconfigured paths")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds added to each --dir response")
    parser.add_argument("--fail-all", type=int, help="answer this status to every unconfigured path")
    parser.add_argument("--hang-all", type=float, help="never answer an unconfigured path: wait, then close")
    parser.add_argument("--watch-stdin", action="store_true", help="exit when stdin reaches EOF (the parent died)")
    args = parser.parse_args()
    OPTIONS["dir"] = args.dir
    OPTIONS["latency"] = args.latency
    OPTIONS["fail_all"] = args.fail_all
    OPTIONS["hang_all"] = args.hang_all

    ThreadingHTTPServer.request_queue_size = 128  # many tests connect at once
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    if args.watch_stdin:
        def watch():
            while sys.stdin.buffer.read(4096):
                pass
            os._exit(0)

        threading.Thread(target=watch, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever(poll_interval=0.05)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    sys.exit(main())
