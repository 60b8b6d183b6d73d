#!/usr/bin/env python3
"""A loopback front for moto's S3 server that checks HTML-form POST uploads as real S3 does.

moto takes a browser-based upload (a multipart/form-data POST to /<bucket>) but decodes nothing of its policy: no
signature, no expiry, no condition. Tests of the inbox page and of the importer need a store that refuses what S3
refuses, so this front stands between them and moto:

- a form POST (POST /<bucket>, path style, Content-Type multipart/form-data) is parsed, checked against its AWS
  Signature V4 POST policy and, when it passes, re-encoded and sent on to moto, whose answer is relayed; a refusal is
  answered with S3's error XML (InvalidPolicyDocument, InvalidAccessKeyId, SignatureDoesNotMatch, AccessDenied,
  EntityTooLarge, EntityTooSmall, InvalidArgument, MalformedPOSTRequest);
- every other request (signed REST calls, presigned URLs, preflights, bulk deletes) goes to moto verbatim, Host and
  Authorization included, so that the front can be a program's whole S3 endpoint;
- with --no-post every form POST gets the 501 NotImplemented that Cloudflare R2 answers.

The checks run in this order: the form's shape (exactly one `file`, fields after it ignored as S3 ignores them, a
`key`), the policy document, the algorithm, credential and date, the signature, the expiry, then the conditions in
the policy's order and the extra-fields rule. `${filename}` in the key is replaced by the file part's filename as
sent before the conditions are checked (boto3 signs a starts-with condition for such a key, which only works that
way). A condition on a missing field compares against the empty string. Region and x-amz-date freshness are not
checked: the signature covers the region, and S3 judges a form by its policy's expiration alone.

CORS: preflights are moto's business (it implements PutBucketCors). A form POST is a simple request that has no
preflight, yet the page can read its answer only with Access-Control-Allow-Origin, which moto leaves off that answer.
So for a form POST that carries an Origin, the front asks moto the preflight question (an unsigned OPTIONS for POST
from that origin) and puts the Access-Control-Allow-Origin, Access-Control-Expose-Headers and Vary of a 200 answer
on its own answer (success, refusal or 501), in place of any that moto sent. Start moto with
MOTO_DISABLE_GLOBAL_CORS=1: otherwise its global flask-cors layer allows every origin on every answer.

Usage: s3_post_front.py --upstream http://127.0.0.1:MOTOPORT --port 0 --secret SECRET --access-key AKID
                        [--no-post] [--port-file FILE]
Listens on 127.0.0.1 only; once ready writes the port (digits and a newline) to FILE and prints "listening on PORT".
The environment variable S3_FRONT_NOW=EPOCH-SECONDS replaces the clock for the expiry check. Ends on SIGTERM.
"""
import argparse
import base64
import dataclasses
import datetime
import hashlib
import hmac
import http.client
import http.server
import json
import os
import re
import secrets
import signal
import threading
import sys
import time
import urllib.parse
from xml.sax.saxutils import escape

UPSTREAM_TIMEOUT = 10
# Long enough for a slow test machine, short enough that a client that stalls mid-request frees its thread.
CLIENT_TIMEOUT = 60

HOP_BY_HOP = frozenset({"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
                        "trailers", "transfer-encoding", "upgrade", "expect"})
CORS_HEADERS = frozenset({"access-control-allow-origin", "access-control-expose-headers", "vary"})
# Fields S3 never asks a condition for.
UNCOVERED_FIELDS = frozenset({"policy", "x-amz-signature", "file"})

NOT_IMPLEMENTED_MESSAGE = "A header you provided implies functionality that is not implemented"
EXPIRATION = re.compile(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?Z")
CREDENTIAL = re.compile(r"([^/]+)/(\d{8})/([^/]+)/s3/aws4_request")
AMZ_DATE = re.compile(r"(\d{8})T\d{6}Z")
BUCKET_PATH = re.compile(r"/([^/]+)/?")
PARAMETER = re.compile(r';\s*([!#$%&\'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)')


class S3Error(Exception):
    """A refusal, answered as S3's <Error> document; `details` become extra elements as S3 adds them."""

    def __init__(self, status, code, message, **details):
        super().__init__(message)
        self.status, self.code, self.message, self.details = status, code, message, details

    def xml(self):
        extra = "".join(f"<{name}>{escape(str(value))}</{name}>" for name, value in self.details.items())
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>{self.code}</Code>'
                f"<Message>{escape(self.message)}</Message>{extra}</Error>").encode()


def policy_error(message):
    return S3Error(400, "InvalidPolicyDocument", f"Invalid Policy: {message}")


def policy_denied(message):
    return S3Error(403, "AccessDenied", f"Invalid according to Policy: {message}")


def malformed_post():
    return S3Error(400, "MalformedPOSTRequest",
                   "The body of your POST request is not well-formed multipart/form-data.")


# --- multipart/form-data ----------------------------------------------------------------------------------------

@dataclasses.dataclass
class Part:
    name: str
    data: bytes
    filename: str | None = None
    content_type: str | None = None

    @property
    def text(self):
        return self.data.decode("utf-8", "surrogateescape")


def parse_header_value(text):
    """`value; a=b; c="d"` → ("value", {"a": "b", "c": "d"}). Quoted values are unescaped as werkzeug (moto's parser)
    does, both `\\"` and the HTML standard's `%22`, so that a re-encoded name reaches moto unchanged."""
    value, _, rest = text.partition(";")
    parameters = {}
    for match in PARAMETER.finditer(";" + rest):
        raw = match.group(2)
        if raw.startswith('"'):
            raw = re.sub(r"\\(.)", r"\1", raw[1:-1]).replace("%22", '"')
        parameters[match.group(1).lower()] = raw
    return value.strip(), parameters


def parse_multipart(body, boundary):
    """The parts of a multipart body in order (RFC 2046: preamble, `--B` delimiters, `--B--` close)."""
    delimiter = b"--" + boundary
    if body.startswith(delimiter):
        position = len(delimiter)
    else:
        found = body.find(b"\r\n" + delimiter)
        if found < 0:
            raise malformed_post()
        position = found + 2 + len(delimiter)
    parts = []
    while not body.startswith(b"--", position):
        line_end = body.find(b"\r\n", position)
        if line_end < 0 or body[position:line_end].strip(b" \t"):
            raise malformed_post()
        start = line_end + 2
        if body.startswith(b"\r\n", start):
            header_block, content_start = b"", start + 2
        else:
            header_end = body.find(b"\r\n\r\n", start)
            if header_end < 0:
                raise malformed_post()
            header_block, content_start = body[start:header_end], header_end + 4
        content_end = body.find(b"\r\n" + delimiter, content_start)
        if content_end < 0:
            raise malformed_post()
        headers = {}
        for line in header_block.decode("utf-8", "surrogateescape").split("\r\n"):
            name, colon, value = line.partition(":")
            if not colon:
                raise malformed_post()
            headers[name.strip().lower()] = value.strip()
        disposition, parameters = parse_header_value(headers.get("content-disposition", ""))
        if disposition.lower() != "form-data" or "name" not in parameters:
            raise malformed_post()
        parts.append(Part(parameters["name"], body[content_start:content_end], parameters.get("filename"),
                          headers.get("content-type")))
        position = content_end + 2 + len(delimiter)
    return parts


def quote(value):
    return '"' + value.replace("\\", "\\\\").replace('"', "%22") + '"'


def encode_multipart(parts):
    """(Content-Type, body) of `parts`, with a random boundary checked against every part's bytes."""
    while True:
        boundary = "s3-post-front-" + secrets.token_hex(16)
        if not any(boundary.encode() in part.data for part in parts):
            break
    chunks = []
    for part in parts:
        disposition = f"form-data; name={quote(part.name)}"
        if part.filename is not None:
            disposition += f"; filename={quote(part.filename)}"
        head = f"--{boundary}\r\nContent-Disposition: {disposition}\r\n"
        if part.content_type is not None:
            head += f"Content-Type: {part.content_type}\r\n"
        chunks += [(head + "\r\n").encode("utf-8", "surrogateescape"), part.data, b"\r\n"]
    chunks.append(f"--{boundary}--\r\n".encode())
    return f"multipart/form-data; boundary={boundary}", b"".join(chunks)


# --- the POST policy --------------------------------------------------------------------------------------------

@dataclasses.dataclass
class Condition:
    operator: str  # "eq", "starts-with" or "content-length-range"
    name: str  # lower-cased field name, "" for content-length-range
    arguments: tuple
    shown: str  # as S3 prints it in "Policy Condition failed: …"


def parse_condition(raw):
    if isinstance(raw, dict):
        if len(raw) != 1:
            raise policy_error("Invalid Simple-Condition: Simple-Conditions must have exactly one property specified.")
        (name, value), = raw.items()
        if not isinstance(value, str):
            raise policy_error(f"Invalid Simple-Condition: value must be a string: {json.dumps(raw)}")
        return Condition("eq", name.lower(), (value,), json.dumps(["eq", f"${name}", value]))
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise policy_error(f"Invalid Condition: {json.dumps(raw)}")
    operator = raw[0].lower()
    if operator in ("eq", "starts-with"):
        if len(raw) != 3 or not all(isinstance(item, str) for item in raw[1:]) or not raw[1].startswith("$"):
            raise policy_error(f"Invalid Condition: {json.dumps(raw)}")
        return Condition(operator, raw[1][1:].lower(), (raw[2],), json.dumps(raw))
    if operator == "content-length-range":
        # S3 takes the bounds as numbers or as strings of digits.
        bounds = raw[1:]
        if len(bounds) != 2 or not all(isinstance(b, int) or (isinstance(b, str) and b.isdigit()) for b in bounds):
            raise policy_error(f"Invalid content-length-range: {json.dumps(raw)}")
        return Condition(operator, "", (int(bounds[0]), int(bounds[1])), json.dumps(raw))
    raise policy_error(f"Invalid Condition: unknown operator {json.dumps(raw[0])}")


def parse_policy(encoded):
    """(expiration as epoch seconds, [Condition]) of the base64 policy document."""
    try:
        document = json.loads(base64.b64decode(encoded, validate=True))
    except ValueError:
        raise policy_error("Invalid JSON.") from None
    if not isinstance(document, dict):
        raise policy_error("Invalid JSON.")
    expiration = document.get("expiration")
    match = EXPIRATION.fullmatch(expiration) if isinstance(expiration, str) else None
    if not match:
        raise policy_error(f"Invalid 'expiration' value: '{expiration}'")
    try:
        moment = datetime.datetime(*(int(group) for group in match.groups()[:6]), tzinfo=datetime.timezone.utc)
    except ValueError:
        raise policy_error(f"Invalid 'expiration' value: '{expiration}'") from None
    conditions = document.get("conditions")
    if not isinstance(conditions, list):
        raise policy_error("Policy missing conditions.")
    return moment.timestamp() + float(match.group(7) or 0), [parse_condition(raw) for raw in conditions]


def signature_v4(secret, date, region, string_to_sign):
    key = f"AWS4{secret}".encode()
    for step in (date, region, "s3", "aws4_request"):
        key = hmac.new(key, step.encode(), hashlib.sha256).digest()
    return hmac.new(key, string_to_sign.encode(), hashlib.sha256).hexdigest()


def now():
    return float(os.environ["S3_FRONT_NOW"]) if "S3_FRONT_NOW" in os.environ else time.time()


def check_form(parts, bucket, access_key, secret):
    """The parts to send on to moto (the key resolved), or S3Error as S3 would refuse the form."""
    files = [index for index, part in enumerate(parts) if part.name.lower() == "file"]
    if not files:
        raise S3Error(400, "InvalidArgument", "POST requires exactly one file upload per request.",
                      ArgumentName="file", ArgumentValue="0")
    fields, upload = parts[:files[0]], parts[files[0]]

    def field(name):
        return next((part.text for part in fields if part.name.lower() == name), None)

    key = field("key")
    if key is None:
        raise S3Error(400, "InvalidArgument", "Bucket POST must contain a field named 'key'.  "
                      "If it is specified, please check the order of the fields.", ArgumentName="key", ArgumentValue="")
    key = key.replace("${filename}", upload.filename or "")

    encoded_policy = field("policy")
    if encoded_policy is None:
        raise policy_error("Bucket POST must contain a field named 'policy'.")
    expiration, conditions = parse_policy(encoded_policy)

    algorithm = field("x-amz-algorithm")
    if algorithm != "AWS4-HMAC-SHA256":
        raise S3Error(400, "InvalidArgument", 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
                      ArgumentName="x-amz-algorithm", ArgumentValue=algorithm or "")
    credential = field("x-amz-credential") or ""
    credential_match = CREDENTIAL.fullmatch(credential)
    if not credential_match:
        raise S3Error(400, "InvalidArgument", "Error parsing the X-Amz-Credential parameter.",
                      ArgumentName="x-amz-credential", ArgumentValue=credential)
    key_id, date, region = credential_match.groups()
    if key_id != access_key:
        raise S3Error(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.",
                      AWSAccessKeyId=key_id)
    amz_date = field("x-amz-date") or ""
    date_match = AMZ_DATE.fullmatch(amz_date)
    if not date_match or date_match.group(1) != date:
        raise S3Error(400, "InvalidArgument", "X-Amz-Date must be YYYYMMDDTHHMMSSZ on the date of X-Amz-Credential.",
                      ArgumentName="x-amz-date", ArgumentValue=amz_date)

    expected = signature_v4(secret, date, region, encoded_policy)
    provided = field("x-amz-signature") or ""
    if not hmac.compare_digest(expected.encode(), provided.encode("utf-8", "surrogateescape")):
        raise S3Error(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature "
                      "you provided. Check your key and signing method.", AWSAccessKeyId=key_id,
                      StringToSign=encoded_policy, SignatureProvided=provided)

    if now() > expiration:
        raise policy_denied("Policy expired.")

    def value(name):
        if name == "bucket":
            return bucket
        if name == "key":
            return key
        return field(name) or ""

    for condition in conditions:
        if condition.operator == "content-length-range":
            low, high = condition.arguments
            size = len(upload.data)
            if size > high:
                raise S3Error(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size",
                              ProposedSize=size, MaxSizeAllowed=high)
            if size < low:
                raise S3Error(400, "EntityTooSmall", "Your proposed upload is smaller than the minimum allowed size",
                              ProposedSize=size, MinSizeAllowed=low)
        elif condition.operator == "eq":
            if value(condition.name) != condition.arguments[0]:
                raise policy_denied(f"Policy Condition failed: {condition.shown}")
        elif not value(condition.name).startswith(condition.arguments[0]):
            raise policy_denied(f"Policy Condition failed: {condition.shown}")

    covered = {condition.name for condition in conditions}
    for part in fields:
        name = part.name.lower()
        if name not in UNCOVERED_FIELDS and not name.startswith("x-ignore-") and name not in covered:
            raise policy_denied(f"Extra input fields: {part.name}")

    # moto reads the key under this spelling only, and the resolved key keeps moto from taking the file name's
    # base name where S3 takes the name as sent.
    resolved = [Part("key", key.encode("utf-8", "surrogateescape")) if part.name.lower() == "key" else part
                for part in fields]
    return resolved + [upload]


# --- HTTP -------------------------------------------------------------------------------------------------------

class Front(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port, upstream, access_key, secret, no_post, fail_gets_after=None):
        super().__init__(("127.0.0.1", port), Handler)
        self.upstream, self.access_key, self.secret, self.no_post = upstream, access_key, secret, no_post
        # A store that fails midway: object GETs after the first N answer 500 (a listing still works).
        self.fail_gets_after, self.gets, self.lock = fail_gets_after, 0, threading.Lock()

    def failing_now(self, command, path):
        if self.fail_gets_after is None or command != "GET" or "?" in path or path.count("/") < 2:
            return False
        with self.lock:
            self.gets += 1
            return self.gets > self.fail_gets_after


class Handler(http.server.BaseHTTPRequestHandler):
    # HTTP/1.1 for keep-alive and for the 100 Continue that botocore's Expect header waits for.
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    timeout = CLIENT_TIMEOUT

    def handle_request(self):
        try:
            body = self.read_body()
        except S3Error as error:
            self.close_connection = True
            self.answer_error(error, [])
            return
        form = self.form_post()
        if form is None and self.server.failing_now(self.command, self.path):
            self.answer_error(S3Error(500, "InternalError", "We encountered an internal error. Please try again."), [])
            return
        if form is None:
            headers = list(self.forwarded_headers())
            if body is not None:
                headers.append(("Content-Length", str(len(body))))
            self.relay(self.command, headers, body, [])
            return
        bucket, boundary = form
        cors = self.cors_headers(bucket)
        if self.server.no_post:
            self.answer_error(S3Error(501, "NotImplemented", NOT_IMPLEMENTED_MESSAGE), cors)
            return
        try:
            if body is None:
                raise S3Error(411, "MissingContentLength", "You must provide the Content-Length HTTP header.")
            if not boundary:
                raise malformed_post()
            parts = check_form(parse_multipart(body, boundary.encode("latin-1")), bucket,
                               self.server.access_key, self.server.secret)
        except S3Error as error:
            self.answer_error(error, cors)
            return
        content_type, encoded = encode_multipart(parts)
        headers = [(name, value) for name, value in self.forwarded_headers() if name.lower() != "content-type"]
        headers += [("Content-Type", content_type), ("Content-Length", str(len(encoded)))]
        self.relay("POST", headers, encoded, cors)

    do_GET = do_HEAD = do_PUT = do_POST = do_DELETE = do_OPTIONS = do_PATCH = handle_request

    def read_body(self):
        """The request's body, de-chunked; None when the request has no body framing at all."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            chunks = []
            while True:
                line = self.rfile.readline(65537)
                try:
                    size = int(line.split(b";")[0].strip(), 16)
                except ValueError:
                    raise S3Error(400, "IncompleteBody", "The chunked request body is malformed.") from None
                if size == 0:
                    break
                chunk = self.rfile.read(size)
                if len(chunk) != size:
                    raise S3Error(400, "IncompleteBody", "The chunked request body ended early.")
                chunks.append(chunk)
                self.rfile.readline(3)
            while self.rfile.readline(65537) not in (b"\r\n", b"\n", b""):
                pass  # trailer fields: nothing upstream needs them
            return b"".join(chunks)
        length = self.headers.get("Content-Length")
        if length is None:
            return None
        if not length.strip().isdigit():
            raise S3Error(400, "InvalidArgument", "Content-Length is not a number.")
        body = self.rfile.read(int(length))
        if len(body) != int(length):
            raise S3Error(400, "IncompleteBody", "You did not provide the number of bytes specified by the "
                          "Content-Length HTTP header.")
        return body

    def form_post(self):
        """(bucket, boundary) when the request is a browser-based upload, else None."""
        if self.command != "POST":
            return None
        media_type, parameters = parse_header_value(self.headers.get("Content-Type", ""))
        match = BUCKET_PATH.fullmatch(urllib.parse.urlsplit(self.path).path)
        if media_type.lower() != "multipart/form-data" or not match:
            return None
        return urllib.parse.unquote(match.group(1)), parameters.get("boundary")

    def forwarded_headers(self):
        named_by_connection = {token.strip().lower() for token in self.headers.get("Connection", "").split(",")}
        for name, value in self.headers.items():
            lowered = name.lower()
            if lowered not in HOP_BY_HOP and lowered not in named_by_connection and lowered != "content-length":
                yield name, value

    def upstream(self, method, headers, body, path=None):
        host, port = self.server.upstream
        connection = http.client.HTTPConnection(host, port, timeout=UPSTREAM_TIMEOUT)
        try:
            has_host = any(name.lower() == "host" for name, _ in headers)
            connection.putrequest(method, path or self.path, skip_host=has_host, skip_accept_encoding=True)
            for name, value in headers:
                connection.putheader(name, value)
            connection.endheaders(body)
            response = connection.getresponse()
            return response.status, response.reason, response.getheaders(), response.read()
        finally:
            connection.close()

    def cors_headers(self, bucket):
        """What moto's preflight for a POST from the request's origin allows, as headers for a form POST answer."""
        origin = self.headers.get("Origin")
        if not origin:
            return []
        preflight = [("Origin", origin), ("Access-Control-Request-Method", "POST")]
        try:
            status, _, headers, _ = self.upstream("OPTIONS", preflight, None, path="/" + urllib.parse.quote(bucket))
        except (OSError, http.client.HTTPException):
            return []
        allowed = [(name, value) for name, value in headers if name.lower() in CORS_HEADERS]
        if status != 200 or not any(name.lower() == "access-control-allow-origin" for name, _ in allowed):
            return []
        return allowed

    def relay(self, method, headers, body, cors):
        try:
            status, reason, answer_headers, answer = self.upstream(method, headers, body)
        except (OSError, http.client.HTTPException) as error:
            self.answer_error(S3Error(502, "BadGateway", f"The upstream store did not answer: {error}"), cors)
            return
        if cors:
            answer_headers = [(n, v) for n, v in answer_headers if n.lower() not in CORS_HEADERS] + cors
        self.send(status, reason, answer_headers, answer)

    def answer_error(self, error, cors):
        headers = [("Content-Type", "application/xml"), ("Date", self.date_time_string())] + cors
        self.send(error.status, None, headers, error.xml(), f"{error.code}: {error.message}")

    def send(self, status, reason, headers, body, note="relayed"):
        """Writes an answer; Content-Length is recomputed except where it describes a body not sent (HEAD, 304)."""
        self.send_response_only(status, reason)
        keeps_length = self.command == "HEAD" or status == 304
        for name, value in headers:
            lowered = name.lower()
            if lowered in HOP_BY_HOP or (lowered == "content-length" and not keeps_length):
                continue
            self.send_header(name, value)
        if not keeps_length and status != 204:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD" and status not in (204, 304):
            self.wfile.write(body)
        self.log_message('"%s" %d %s', self.requestline, status, note)


def main():
    parser = argparse.ArgumentParser(description="Checks S3 POST policies in front of moto's S3 server.")
    parser.add_argument("--upstream", required=True, help="moto's address, http://127.0.0.1:PORT")
    parser.add_argument("--port", type=int, required=True, help="0 for any free port")
    parser.add_argument("--secret", required=True, help="the secret access key forms must be signed with")
    parser.add_argument("--access-key", required=True, help="the access key id forms must name")
    parser.add_argument("--no-post", action="store_true", help="answer every form POST 501, as Cloudflare R2 does")
    parser.add_argument("--port-file", help="where to write the port once listening")
    parser.add_argument("--fail-gets-after", type=int, help="answer 500 to every object GET after this many")
    arguments = parser.parse_args()
    upstream = urllib.parse.urlsplit(arguments.upstream)
    if upstream.scheme != "http" or not upstream.hostname or upstream.path not in ("", "/"):
        parser.error("--upstream must be http://HOST:PORT")

    # Raised in the main thread, SystemExit leaves serve_forever, so the socket is closed and the exit status is 0.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    server = Front(arguments.port, (upstream.hostname, upstream.port or 80), arguments.access_key, arguments.secret,
                   arguments.no_post, arguments.fail_gets_after)
    try:
        port = server.server_address[1]
        if arguments.port_file:
            # Written whole, then renamed, so that a test polling the file never reads half a number.
            temporary = arguments.port_file + ".tmp"
            with open(temporary, "w") as file:
                file.write(f"{port}\n")
            os.replace(temporary, arguments.port_file)
        print(f"listening on {port}", flush=True)
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
