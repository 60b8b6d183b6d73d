"""A loopback stand-in for an OpenAI-compatible chat completions endpoint, for FitToday's tests.

The path picks the behaviour: /valid, /unknown-ids, /bad-json, /bad-envelope, /out-of-range,
/status-500, /status-429, /hang. GET /__stats returns how many requests came and the last
Authorization header. Prints the port on the first line of stdout.
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

STATE = {"requests": 0, "authorization": None, "paths": []}
LOCK = threading.Lock()


def candidate_ids(body):
    messages = body.get("messages", [])
    context = json.loads(messages[-1]["content"]) if messages else {}
    ids = []
    for block in context.get("candidate_blocks", []):
        for exercise in block.get("exercises", []):
            if exercise["exercise_id"] not in ids:
                ids.append(exercise["exercise_id"])
    return ids


def first_of_each_block(body):
    messages = body.get("messages", [])
    context = json.loads(messages[-1]["content"]) if messages else {}
    return [block["exercises"][0] for block in context.get("candidate_blocks", []) if block.get("exercises")]


class Handler(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, payload, content_type="application/json"):
        data = payload.encode() if isinstance(payload, str) else payload
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path == "/__stats":
            with LOCK:
                self.send(200, json.dumps(STATE))
        else:
            self.send(404, "{}")

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        with LOCK:
            STATE["requests"] += 1
            STATE["authorization"] = self.headers.get("Authorization")
            STATE["paths"].append(self.path)
        ids = candidate_ids(body)
        answer = None
        if self.path == "/valid":
            # A well-behaved model: one exercise per slot (candidate block), in order, at the slot's prescription.
            answer = {"title": "Treino da IA", "intensity": "moderate",
                      "exercises": [{"exercise_id": e["exercise_id"], "sets": e["sets"], "reps": e["reps"], "rest_seconds": e["rest_seconds"]}
                                    for e in first_of_each_block(body)[:4]]}
        elif self.path == "/unknown-ids":
            answer = {"title": "Treino da IA", "exercises": [{"exercise_id": "voador-magico", "sets": 3, "reps": 10, "rest_seconds": 60}]}
        elif self.path == "/out-of-range":
            answer = {"title": "Treino da IA", "exercises": [{"exercise_id": ids[0], "sets": 30, "reps": 10, "rest_seconds": 60}]}
        elif self.path == "/bad-json":
            self.send(200, json.dumps({"choices": [{"message": {"content": "{\"title\": \"Treino\", \"exercises\": [ {"}}]}))
            return
        elif self.path == "/bad-envelope":
            self.send(200, "<html>not json</html>", "text/html")
            return
        elif self.path == "/status-500":
            self.send(500, json.dumps({"error": "boom"}))
            return
        elif self.path == "/status-429":
            self.send(429, json.dumps({"error": "slow down"}))
            return
        elif self.path == "/hang":
            time.sleep(30)
            return
        self.send(200, json.dumps({"choices": [{"message": {"role": "assistant", "content": json.dumps(answer)}}]}))


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
server.serve_forever()
