"""Parses a built site's feed.xml with Python's XML parser and checks what Atom (RFC 4287) requires.

Usage: feed_check.py SITE_DIR BASE_URL|-
Prints the entries as JSON on success; exits 1 with the problems otherwise.
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

ATOM = "{http://www.w3.org/2005/Atom}"
XML_BASE = "{http://www.w3.org/XML/1998/namespace}base"
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")


def main() -> int:
    site = pathlib.Path(sys.argv[1])
    base = None if sys.argv[2] == "-" else sys.argv[2]
    root = ET.parse(site / "feed.xml").getroot()
    problems = []
    if root.tag != ATOM + "feed":
        problems.append(f"root is {root.tag}")

    def one(element, name, where):
        found = element.findall(ATOM + name)
        if len(found) != 1:
            problems.append(f"{where}: {len(found)} <{name}> elements")
            return None
        return found[0]

    def check_link(href, where):
        if base:
            if not href.startswith(base):
                problems.append(f"{where}: link {href} is not absolute under {base}")
                return
            path = href[len(base):]
        else:
            if "://" in href or href.startswith("/"):
                problems.append(f"{where}: link {href} is not relative")
                return
            path = href
        if not (site / path).is_file():
            problems.append(f"{where}: link {href} leads to no file")

    if base is None and root.get(XML_BASE) is None:
        problems.append("no xml:base for relative links")
    for name in ("id", "title", "updated"):
        one(root, name, "feed")
    updated = one(root, "updated", "feed")
    if updated is not None and not RFC3339.match(updated.text or ""):
        problems.append(f"feed updated {updated.text!r} is not RFC 3339")
    author = root.find(ATOM + "author")
    if author is None or not (author.findtext(ATOM + "name") or "").strip():
        problems.append("feed has no author name")
    selves = [link for link in root.findall(ATOM + "link") if link.get("rel") == "self"]
    if len(selves) != 1:
        problems.append("feed has no rel=self link")
    for link in root.findall(ATOM + "link"):
        check_link(link.get("href", ""), "feed")
    entries = []
    for index, entry in enumerate(root.findall(ATOM + "entry")):
        where = f"entry {index}"
        values = {name: (one(entry, name, where).text if one(entry, name, where) is not None else None)
                  for name in ("id", "title", "updated", "summary")}
        if not RFC3339.match(values["updated"] or ""):
            problems.append(f"{where}: updated {values['updated']!r} is not RFC 3339")
        if updated is not None and (values["updated"] or "") > (updated.text or ""):
            problems.append(f"{where}: updated after the feed")
        links = [link for link in entry.findall(ATOM + "link") if link.get("rel", "alternate") == "alternate"]
        if len(links) != 1:
            problems.append(f"{where}: {len(links)} alternate links")
        else:
            values["link"] = links[0].get("href")
            check_link(values["link"], where)
        entries.append(values)
    ids = [entry["id"] for entry in entries]
    if len(set(ids)) != len(ids):
        problems.append("entry ids repeat")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(json.dumps({"entries": entries}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
