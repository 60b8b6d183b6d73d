#!/usr/bin/env python3
"""Self-test of s3_post_front.py: starts moto's S3 server and fronts of its own, makes a form with boto3's
generate_presigned_post, then sends good and spoiled forms with urllib and REST calls with boto3 through the front.

moto runs with IAM checks off (a form has no Authorization header, so with them on moto refuses it) and with its
global CORS layer off (otherwise every answer allows every origin and the CORS checks would prove nothing).
Needs boto3 and moto; prints one line per test and "N passed, M failed"; exits 1 when any failed.
Usage: python3 test_s3_post_front.py"""
import base64
import os
import pathlib
import secrets
import select
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ElementTree

import boto3
import botocore.exceptions
from botocore.config import Config

FRONT = pathlib.Path(__file__).resolve().parent / "s3_post_front.py"
AKID, SECRET = "AKIDFITTODAYTEST", "fittoday-test-secret"
BUCKET = "inbox"
PREFIX = "inbox/me/"
ORIGIN, FOREIGN_ORIGIN = "http://phone.example", "http://elsewhere.example"
START_DEADLINE = 20
LOG = b'{"date": "2026-12-01", "sets": [{"exercise": "squat", "kg": 100, "reps": 5}]}'

# "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)" in the S3 API reference: its
# credentials, its policy as printed there (CRLF line ends), the signature it publishes, and its form's fields.
AWS_EXAMPLE_KEY, AWS_EXAMPLE_SECRET = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
AWS_EXAMPLE_BUCKET = "sigv4examplebucket"
AWS_EXAMPLE_REDIRECT = "http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html"
AWS_EXAMPLE_POLICY = "\r\n".join([
    '{ "expiration": "2015-12-30T12:00:00.000Z",',
    '  "conditions": [',
    '    {"bucket": "sigv4examplebucket"},',
    '    ["starts-with", "$key", "user/user1/"],',
    '    {"acl": "public-read"},',
    f'    {{"success_action_redirect": "{AWS_EXAMPLE_REDIRECT}"}},',
    '    ["starts-with", "$Content-Type", "image/"],',
    '    {"x-amz-meta-uuid": "14365123651274"},',
    '    {"x-amz-server-side-encryption": "AES256"},',
    '    ["starts-with", "$x-amz-meta-tag", ""],',
    '',
    '    {"x-amz-credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request"},',
    '    {"x-amz-algorithm": "AWS4-HMAC-SHA256"},',
    '    {"x-amz-date": "20151229T000000Z" }',
    '  ]',
    '}'])
AWS_EXAMPLE_SIGNATURE = "8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e"
AWS_EXAMPLE_NOW = "1451390400"  # 2015-12-29T12:00:00Z, inside the policy's life


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Children:
    """Every process the test starts, each with its stderr in a file to show when something fails."""

    def __init__(self, directory):
        self.directory, self.processes = directory, []

    def start(self, name, command, environment=None, stdout=subprocess.DEVNULL):
        log = open(os.path.join(self.directory, f"{name}.stderr"), "wb")
        process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=stdout, stderr=log, env=environment)
        self.processes.append((name, process, log))
        return process

    def stderr(self, name):
        with open(os.path.join(self.directory, f"{name}.stderr"), errors="replace") as file:
            return file.read()[-3000:]

    def stop_all(self):
        for _, process, log in self.processes:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(5)
            if process.stdout:
                process.stdout.close()
            log.close()


def start_moto(children):
    port = free_port()
    environment = dict(os.environ, MOTO_DISABLE_GLOBAL_CORS="1")
    environment.pop("INITIAL_NO_AUTH_ACTION_COUNT", None)
    process = children.start("moto", [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
                             environment)
    deadline = time.monotonic() + START_DEADLINE
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"moto ended with {process.returncode}: {children.stderr('moto')}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return f"http://127.0.0.1:{port}"
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"moto did not listen within {START_DEADLINE} s: {children.stderr('moto')}")


def start_front(children, name, upstream, *options, environment=None, access_key=AKID, secret=SECRET):
    """The front's process and URL, once it printed "listening on PORT" and wrote the same port to its port file."""
    port_file = os.path.join(children.directory, f"{name}.port")
    process = children.start(name, [sys.executable, str(FRONT), "--upstream", upstream, "--port", "0",
                                    "--secret", secret, "--access-key", access_key, "--port-file", port_file, *options],
                             dict(os.environ, **(environment or {})), stdout=subprocess.PIPE)
    deadline = time.monotonic() + START_DEADLINE
    line = b""
    while not line.endswith(b"\n"):
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([process.stdout], [], [], remaining)[0]:
            raise RuntimeError(f"{name} did not say it listens within {START_DEADLINE} s: {children.stderr(name)}")
        byte = os.read(process.stdout.fileno(), 1)
        if not byte:
            raise RuntimeError(f"{name} ended: {children.stderr(name)}")
        line += byte
    port = line.decode().removeprefix("listening on ").strip()
    with open(port_file) as file:
        written = file.read()
    if not port.isdigit() or written != f"{port}\n":
        raise RuntimeError(f"{name} printed {line!r} but wrote {written!r}")
    return process, f"http://127.0.0.1:{port}"


def client(endpoint):
    return boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1", aws_access_key_id=AKID,
                        aws_secret_access_key=SECRET,
                        config=Config(signature_version="s3v4", s3={"addressing_style": "path"},
                                      retries={"max_attempts": 1}, connect_timeout=10, read_timeout=10))


def presigned_form(s3, **extra_fields):
    fields = {"Content-Type": "application/json", **extra_fields}
    conditions = [["starts-with", "$key", PREFIX], {"Content-Type": "application/json"},
                  ["content-length-range", 1, 65536]] + [{name: value} for name, value in extra_fields.items()]
    return s3.generate_presigned_post(BUCKET, PREFIX + "${filename}", Fields=fields, Conditions=conditions,
                                      ExpiresIn=3600)


def multipart(fields, filename, data, after):
    """A form as a browser sends it: the fields in order, then the file (then `after`, which S3 ignores)."""
    boundary = "----FitTodayTest" + secrets.token_hex(8)

    def field(name, value):
        return f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()

    chunks = [field(name, value) for name, value in fields.items()]
    chunks.append(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{filename}"\r\n'
                  f"Content-Type: application/octet-stream\r\n\r\n".encode() + data + b"\r\n")
    chunks += [field(name, value) for name, value in after.items()]
    chunks.append(f"--{boundary}--\r\n".encode())
    return f"multipart/form-data; boundary={boundary}", b"".join(chunks)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    """A redirect is an answer to check, not to follow (the AWS example's would leave the machine)."""

    def redirect_request(self, *_):
        return None


OPENER = urllib.request.build_opener(NoRedirects)


def post(url, fields, filename="log.json", data=LOG, origin=None, after=None, body=None):
    """(status, headers, body) of a form POST; `body` replaces the encoded form."""
    content_type, encoded = multipart(fields, filename, data, after or {})
    headers = {"Content-Type": content_type}
    if origin:
        headers["Origin"] = origin
    request = urllib.request.Request(url, data=encoded if body is None else body, method="POST", headers=headers)
    try:
        with OPENER.open(request, timeout=15) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        with error:
            return error.code, error.headers, error.read()


def s3_error(body):
    root = ElementTree.fromstring(body)
    return root.findtext("Code"), root.findtext("Message")


class Suite:
    def __init__(self, children, moto_url):
        self.children, self.moto_url = children, moto_url
        self.moto = client(moto_url)
        self.front_process, self.front = start_front(children, "front", moto_url)
        self.s3 = client(self.front)
        self.s3.create_bucket(Bucket=BUCKET)
        self.form = presigned_form(self.s3)
        self.url = self.form["url"]

    def fields(self, **changes):
        fields = dict(self.form["fields"])
        fields.update(changes)
        return fields

    def stored(self):
        return {item["Key"] for item in self.moto.list_objects_v2(Bucket=BUCKET).get("Contents", [])}

    def refused(self, answer, status, code, message=None):
        """Checks a refusal and that moto holds no new object."""
        got_status, _, body = answer
        assert got_status == status, f"status {got_status}, wanted {status}: {body[:300]!r}"
        got_code, got_message = s3_error(body)
        assert got_code == code, f"code {got_code}, wanted {code}: {got_message}"
        if message is not None:
            assert message in got_message, f"message {got_message!r} lacks {message!r}"

    # --- form POSTs -----------------------------------------------------------------------------------------------

    def test_good_upload_is_stored_with_its_bytes_under_the_filename(self):
        status, _, body = post(self.url, self.fields(), filename="2026-12-01.json")
        assert status == 204, f"status {status}: {body!r}"
        stored = self.s3.get_object(Bucket=BUCKET, Key=PREFIX + "2026-12-01.json")
        assert stored["Body"].read() == LOG
        assert stored["ContentType"] == "application/json", stored["ContentType"]

    def test_aws_worked_example_passes(self):
        encoded_policy = base64.b64encode(AWS_EXAMPLE_POLICY.encode()).decode()
        _, example_front = start_front(self.children, "aws-example-front", self.moto_url,
                                       environment={"S3_FRONT_NOW": AWS_EXAMPLE_NOW},
                                       access_key=AWS_EXAMPLE_KEY, secret=AWS_EXAMPLE_SECRET)
        self.moto.create_bucket(Bucket=AWS_EXAMPLE_BUCKET)
        fields = {"key": "user/user1/${filename}", "acl": "public-read",
                  "success_action_redirect": AWS_EXAMPLE_REDIRECT, "Content-Type": "image/jpeg",
                  "x-amz-meta-uuid": "14365123651274", "x-amz-server-side-encryption": "AES256",
                  "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request",
                  "X-Amz-Algorithm": "AWS4-HMAC-SHA256", "X-Amz-Date": "20151229T000000Z", "x-amz-meta-tag": "",
                  "Policy": encoded_policy, "X-Amz-Signature": AWS_EXAMPLE_SIGNATURE}
        status, headers, body = post(example_front + "/" + AWS_EXAMPLE_BUCKET, fields, filename="photo.jpg",
                                     data=b"\xff\xd8 not really a jpeg", after={"submit": "Upload to Amazon S3"})
        assert status == 303 and headers["Location"].startswith(AWS_EXAMPLE_REDIRECT), (status, dict(headers), body)
        stored = self.moto.get_object(Bucket=AWS_EXAMPLE_BUCKET, Key="user/user1/photo.jpg")
        assert stored["Body"].read() == b"\xff\xd8 not really a jpeg"
        assert stored["Metadata"] == {"uuid": "14365123651274", "tag": ""}, stored["Metadata"]

    def test_x_ignore_fields_need_no_condition(self):
        status, _, body = post(self.url, self.fields(**{"x-ignore-note": "from the phone"}), filename="ignored.json")
        assert status == 204, f"status {status}: {body!r}"

    def test_changed_signature_is_refused(self):
        signature = self.form["fields"]["x-amz-signature"]
        spoiled = signature[:-1] + ("0" if signature[-1] != "0" else "1")
        before = self.stored()
        self.refused(post(self.url, self.fields(**{"x-amz-signature": spoiled}), filename="spoiled.json"),
                     403, "SignatureDoesNotMatch")
        assert self.stored() == before

    def test_other_access_key_is_refused(self):
        credential = self.form["fields"]["x-amz-credential"].replace(AKID, "AKIDSOMEONEELSE")
        self.refused(post(self.url, self.fields(**{"x-amz-credential": credential})), 403, "InvalidAccessKeyId")

    def test_form_without_policy_is_refused(self):
        fields = self.fields()
        del fields["policy"]
        self.refused(post(self.url, fields), 400, "InvalidPolicyDocument")

    def test_expired_policy_is_refused(self):
        _, late_front = start_front(self.children, "late-front", self.moto_url,
                                    environment={"S3_FRONT_NOW": str(int(time.time()) + 7200)})
        before = self.stored()
        self.refused(post(late_front + "/" + BUCKET, self.fields(), filename="late.json"),
                     403, "AccessDenied", "Invalid according to Policy: Policy expired.")
        assert self.stored() == before

    def test_key_outside_the_prefix_is_refused(self):
        self.refused(post(self.url, self.fields(key="inbox/you/${filename}")), 403, "AccessDenied",
                     'Policy Condition failed: ["starts-with", "$key", "inbox/me/"]')

    def test_too_large_file_is_refused(self):
        self.refused(post(self.url, self.fields(), data=b"x" * 70000), 400, "EntityTooLarge",
                     "Your proposed upload exceeds the maximum allowed size")

    def test_empty_file_is_refused(self):
        self.refused(post(self.url, self.fields(), data=b""), 400, "EntityTooSmall")

    def test_other_content_type_is_refused(self):
        self.refused(post(self.url, self.fields(**{"Content-Type": "text/plain"})), 403, "AccessDenied",
                     'Policy Condition failed: ["eq", "$Content-Type", "application/json"]')

    def test_extra_field_is_refused(self):
        self.refused(post(self.url, self.fields(**{"x-amz-meta-coach": "sam"})), 403, "AccessDenied",
                     "Invalid according to Policy: Extra input fields: x-amz-meta-coach")

    def test_fields_after_the_file_are_ignored_as_s3_ignores_them(self):
        self.refused(post(self.url, {}, after=self.fields()), 400, "InvalidArgument",
                     "must contain a field named 'key'")

    def test_broken_multipart_is_refused(self):
        self.refused(post(self.url, self.fields(), body=b"not a multipart body"), 400, "MalformedPOSTRequest")

    def test_success_action_status_relays_moto_answer(self):
        form = presigned_form(self.s3, success_action_status="201")
        status, _, body = post(form["url"], form["fields"], filename="created.json")
        assert status == 201, f"status {status}: {body!r}"
        assert PREFIX + "created.json" in self.stored()

    def test_no_post_front_answers_501_and_still_forwards(self):
        _, r2_front = start_front(self.children, "r2-front", self.moto_url, "--no-post")
        self.refused(post(r2_front + "/" + BUCKET, self.fields()), 501, "NotImplemented",
                     "A header you provided implies functionality that is not implemented")
        listed = client(r2_front).list_objects_v2(Bucket=BUCKET)
        assert listed["ResponseMetadata"]["HTTPStatusCode"] == 200

    # --- everything else goes through -----------------------------------------------------------------------------

    def test_signed_rest_calls_go_through(self):
        self.s3.put_object(Bucket=BUCKET, Key="plans/week.json", Body=b'{"week": 1}', ContentType="application/json")
        assert self.s3.head_object(Bucket=BUCKET, Key="plans/week.json")["ContentLength"] == 11
        assert self.s3.get_object(Bucket=BUCKET, Key="plans/week.json")["Body"].read() == b'{"week": 1}'
        keys = [item["Key"] for item in self.s3.list_objects_v2(Bucket=BUCKET, Prefix="plans/")["Contents"]]
        assert keys == ["plans/week.json"], keys
        # A bulk delete is a POST too, but XML: it must reach moto untouched.
        deleted = self.s3.delete_objects(Bucket=BUCKET, Delete={"Objects": [{"Key": "plans/week.json"}]})
        assert [item["Key"] for item in deleted["Deleted"]] == ["plans/week.json"]
        try:
            self.s3.get_object(Bucket=BUCKET, Key="plans/week.json")
            raise AssertionError("a deleted object was still there")
        except botocore.exceptions.ClientError as error:
            assert error.response["Error"]["Code"] == "NoSuchKey", error.response

    def test_cors_follows_the_bucket_rules(self):
        self.s3.put_bucket_cors(Bucket=BUCKET, CORSConfiguration={"CORSRules": [
            {"AllowedOrigins": [ORIGIN], "AllowedMethods": ["POST", "GET"], "ExposeHeaders": ["ETag"]}]})
        try:
            preflight = urllib.request.Request(self.url, method="OPTIONS", headers={
                "Origin": ORIGIN, "Access-Control-Request-Method": "POST"})
            with urllib.request.urlopen(preflight, timeout=15) as response:
                assert response.headers["Access-Control-Allow-Origin"] == ORIGIN, dict(response.headers)
            status, headers, _ = post(self.url, self.fields(), filename="cors.json", origin=ORIGIN)
            assert status == 204 and headers["Access-Control-Allow-Origin"] == ORIGIN, (status, dict(headers))
            assert headers["Access-Control-Expose-Headers"] == "ETag", dict(headers)
            status, headers, _ = post(self.url, self.fields(**{"Content-Type": "text/plain"}), origin=ORIGIN)
            assert status == 403 and headers["Access-Control-Allow-Origin"] == ORIGIN, (status, dict(headers))
            status, headers, _ = post(self.url, self.fields(), filename="foreign.json", origin=FOREIGN_ORIGIN)
            assert status == 204 and "Access-Control-Allow-Origin" not in headers, (status, dict(headers))
        finally:
            self.s3.delete_bucket_cors(Bucket=BUCKET)

    def test_sigterm_ends_the_front_cleanly(self):
        process, _ = start_front(self.children, "ended-front", self.moto_url)
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0, process.returncode


def main():
    passed, failed = 0, 0
    with tempfile.TemporaryDirectory() as directory:
        children = Children(directory)
        try:
            suite = Suite(children, start_moto(children))
            for name in [name for name in vars(Suite) if name.startswith("test_")]:
                try:
                    getattr(suite, name)()
                    passed += 1
                    print(f"ok   {name}", flush=True)
                except Exception as error:  # one test's failure, whatever it is, must not stop the others
                    failed += 1
                    print(f"FAIL {name}: {type(error).__name__}: {error}", flush=True)
            if failed:
                print(f"front's stderr:\n{children.stderr('front')}")
        finally:
            children.stop_all()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
