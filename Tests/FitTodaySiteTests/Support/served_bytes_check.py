"""What a phone downloads from a served site (issue 43's "done when"): headless Chromium at 390x844, its cache off
and service workers bypassed (every byte comes from the server), opens each page from BASE_URL, scrolls it to its end
a screen at a time so that every lazy picture loads, waits for the pictures, and sums the bytes the browser received
(Resource Timing's transferSize: headers and body as sent; the page's own from its navigation entry).

- --today PAGE: its images (every resource under images/) must total at most --today-images bytes (250 000), and it
  must show --pictures pictures (8), every one loaded;
- --library PAGE: everything, the page, stylesheets, scripts and images, at most --library-total bytes (1 500 000).

Prints one JSON line per page: {"page", "pictures", "loaded", "image_files", "image_bytes", "total_bytes", "resources"}
and PROBLEM lines; exits 1 when there is a problem.
Usage: served_bytes_check.py BASE_URL --today PAGE --library PAGE [--pictures N] [--today-images N] [--library-total N]"""
import json
import sys

import chromium

WIDTH, HEIGHT = 390, 844

MEASURE = """
const navigation = performance.getEntriesByType('navigation')[0];
const resources = performance.getEntriesByType('resource').map(e => ({name: e.name, transfer: e.transferSize,
  encoded: e.encodedBodySize, initiator: e.initiatorType}));
const pictures = Array.from(document.images).map(i => ({src: i.currentSrc, complete: i.complete, natural: i.naturalWidth,
  shown: i.getClientRects().length > 0}));
return {page: navigation ? navigation.transferSize : 0, resources: resources, pictures: pictures};
"""


def measure(browser, url):
    browser.get(url)
    chromium.scroll_to_end(browser, HEIGHT, wait_seconds=20)
    return browser.execute_script(MEASURE)


def main(arguments):
    base = arguments[0].rstrip("/") + "/"
    options = {"--today": None, "--library": None, "--pictures": "8", "--today-images": "250000", "--library-total": "1500000"}
    rest = iter(arguments[1:])
    for argument in rest:
        options[argument] = next(rest)
    problems = []
    # Loopback goes straight to the server (Chromium bypasses its proxy for it); anything else meets the dead proxy.
    browser = chromium.start()
    try:
        browser.set_window_size(WIDTH, HEIGHT)
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        browser.execute_cdp_cmd("Network.setBypassServiceWorker", {"bypass": True})
        for role in ("--today", "--library"):
            page = options[role]
            measured = measure(browser, base + page)
            images = [r for r in measured["resources"] if "/images/" in r["name"]]
            shown = [p for p in measured["pictures"] if p["shown"]]
            loaded = [p for p in shown if p["complete"] and p["natural"] > 0]
            image_bytes = sum(r["transfer"] for r in images)
            total = measured["page"] + sum(r["transfer"] for r in measured["resources"])
            # Distinct files: with its cache disabled, a newer Chromium (156) fetches a file once per <img> that shows it.
            print(json.dumps({"page": page, "pictures": len(shown), "loaded": len(loaded), "image_files": len({r["name"] for r in images}),
                              "image_bytes": image_bytes, "total_bytes": total, "resources": len(measured["resources"])}), flush=True)
            if any(r["transfer"] == 0 for r in measured["resources"]):
                problems.append(f"{page}: a resource was not fetched from the server (transferSize 0): the measure would miss it")
            if len(loaded) != len(shown):
                problems.append(f"{page}: {len(shown) - len(loaded)} of {len(shown)} pictures did not load")
            if role == "--today":
                if len(shown) != int(options["--pictures"]):
                    problems.append(f"{page}: {len(shown)} pictures, not {options['--pictures']}")
                if image_bytes > int(options["--today-images"]):
                    problems.append(f"{page}: {image_bytes} bytes of images, over {options['--today-images']}")
            elif total > int(options["--library-total"]):
                problems.append(f"{page}: {total} bytes in all, over {options['--library-total']}")
    finally:
        browser.quit()
    for problem in problems:
        print("PROBLEM " + problem, flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
