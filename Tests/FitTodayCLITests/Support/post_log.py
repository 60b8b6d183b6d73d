#!/usr/bin/env python3
"""Posts a workout log through a site's inbox.json as today's page does (docs/inbox.md): `key` first (key_prefix +
<log_id>-<revision>.json unless --name says otherwise), then every field in order, then `file`. Prints the status
and the body of the answer; exits 0 on a 2xx, 1 otherwise. Standard library only; every request has a deadline.
The form is a file, or the address `fittoday serve` answers it at (its `url` is then read against that address, as
the page reads it).

    python3 post_log.py SITE/inbox.json LOG.json [--name NAME] [--content-type TYPE]
    python3 post_log.py http://127.0.0.1:PORT/inbox.json LOG.json
"""
import argparse
import json
import sys
import urllib.error
import urllib.parse
import urllib.request
import uuid


def multipart(fields):
    boundary = "----fittoday" + uuid.uuid4().hex
    body = bytearray()
    for name, value, filename, content_type in fields:
        body += f"--{boundary}\r\n".encode()
        disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        body += f"Content-Disposition: {disposition}\r\n".encode()
        if content_type:
            body += f"Content-Type: {content_type}\r\n".encode()
        body += b"\r\n" + (value if isinstance(value, bytes) else value.encode()) + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    return bytes(body), "multipart/form-data; boundary=" + boundary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("form")
    parser.add_argument("log")
    parser.add_argument("--name")
    parser.add_argument("--content-type", default="application/json")
    args = parser.parse_args()
    if args.form.startswith(("http://", "https://")):
        with urllib.request.urlopen(args.form, timeout=20) as answer:
            form = json.load(answer)
        form["url"] = urllib.parse.urljoin(args.form, form["url"])
    else:
        with open(args.form, encoding="utf-8") as handle:
            form = json.load(handle)
    with open(args.log, "rb") as handle:
        data = handle.read()
    name = args.name
    if name is None:
        log = json.loads(data)
        name = f"{log['log_id']}-{log.get('revision', 1)}.json"
    fields = [("key", form["key_prefix"] + name, None, None)]
    fields += [(key, value, None, None) for key, value in form["fields"].items()]
    fields.append(("file", data, name, args.content_type))
    body, content_type = multipart(fields)
    request = urllib.request.Request(form["url"], data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            print(answer.status, answer.read().decode("utf-8", "replace"))
            return 0
    except urllib.error.HTTPError as error:
        print(error.code, error.read().decode("utf-8", "replace"))
        return 1


if __name__ == "__main__":
    sys.exit(main())
