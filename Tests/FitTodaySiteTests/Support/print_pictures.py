"""Prints built pages to PDF in headless Chromium (A4, as a person prints them), for the check that a printed page's
pictures are their 2x renditions (issue 43). Each page is opened from file://, looked at on screen first (which of its
pictures loaded), then printed to OUT_DIR/<n>.pdf. Prints one JSON line per page:
{"page", "pdf", "loaded": [currentSrc of every picture decoded on screen]}.
Usage: print_pictures.py SITE_DIR OUT_DIR PAGE [PAGE ...]"""
import base64
import json
import pathlib
import sys
import time

import chromium

PICTURES = """
const shown = Array.from(document.images).filter(i => !i.closest('[hidden]'));
return {paper: shown.filter(i => i.classList.contains('print-only')).map(i => i.getAttribute('src')),
        screen: shown.filter(i => i.classList.contains('screen-only')).map(i => i.getAttribute('src'))};
"""


def main(arguments):
    site, out = pathlib.Path(arguments[0]).resolve(), pathlib.Path(arguments[1])
    out.mkdir(parents=True, exist_ok=True)
    for index, page in enumerate(arguments[2:]):
        # A browser of its own for each page: pictures one page printed stay in memory, and a lazy picture already
        # there is shown at once, which would hide what this page loads on screen.
        browser = chromium.start(chromium.FILE_ACCESS)
        try:
            browser.set_window_size(1280, 900)
            path, _, words = page.partition("#")
            browser.get((site / path).as_uri())
            if words:
                browser.find_element("id", "library-query").send_keys(words)
                deadline = time.time() + 10
                while time.time() < deadline and not browser.execute_script(
                        "return !document.querySelector('.search-results').hidden"):
                    time.sleep(0.1)
            # The screen's pictures settle first: what a print-only picture would cost on screen shows here.
            deadline = time.time() + 10
            while time.time() < deadline and not browser.execute_script(
                    "return Array.from(document.images).filter(i => i.loading !== 'lazy').every(i => i.complete)"):
                time.sleep(0.1)
            # Decoded, not merely chosen: a lazy picture names its source (currentSrc) before it is fetched.
            loaded = browser.execute_script(
                "return Array.from(document.images).filter(i => i.naturalWidth > 0).map(i => i.currentSrc)")
            pictures = browser.execute_script(PICTURES)
            pdf = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": False, "paperWidth": 8.27, "paperHeight": 11.69})
            target = out / f"{index}.pdf"
            target.write_bytes(base64.b64decode(pdf["data"]))
            print(json.dumps({"page": page, "pdf": str(target), "loaded": loaded, **pictures}), flush=True)
        finally:
            browser.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
