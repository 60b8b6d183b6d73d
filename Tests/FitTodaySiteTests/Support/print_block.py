"""Prints a site's block on paper (print/index.html) from file:// in headless Chromium, offline, to PDF.

Fails on any failed request, request outside the site or console error. Under print media it reports the smallest
computed font size of any element holding text (in CSS px; 9 pt is 12 px), then prints with the page's own
`@page size` (preferCSSPageSize) to PDF_OUT.
Usage: print_block.py SITE_DIR PDF_OUT
Prints one JSON line: {"min_font_px": ..., "overflow": [...]}.
"""
import base64
import json
import pathlib
import sys

import chromium


def main() -> int:
    site = pathlib.Path(sys.argv[1]).resolve()
    pdf_out = pathlib.Path(sys.argv[2])
    driver = chromium.start(chromium.FILE_ACCESS, logging=True)
    problems = []
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        driver.get((site / "print" / "index.html").as_uri())
        for entry in driver.get_log("browser"):
            if entry.get("level") in ("SEVERE", "ERROR"):
                problems.append(f"console {entry.get('message')}")
        for entry in driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.loadingFailed":
                problems.append(f"failed request {message.get('params', {}).get('errorText')}")
            if message.get("method") == "Network.requestWillBeSent":
                url = message["params"]["request"]["url"]
                if not url.startswith(("file://", "data:")):
                    problems.append(f"request outside the site {url}")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        figures = driver.execute_script("""
            const block = document.querySelector('.print-block');
            let smallest = 1000;
            for (const element of block.querySelectorAll('*')) {
                const own = Array.from(element.childNodes).some(n => n.nodeType === 3 && n.textContent.trim() !== '');
                const style = getComputedStyle(element);
                if (own && style.display !== 'none') smallest = Math.min(smallest, parseFloat(style.fontSize));
            }
            const width = block.getBoundingClientRect().width;
            const overflow = Array.from(block.querySelectorAll('table, h2, h3, p'))
                .filter(e => e.getBoundingClientRect().right > block.getBoundingClientRect().right + 1)
                .map(e => e.tagName + ': ' + e.textContent.slice(0, 40));
            return {min_font_px: smallest, overflow: overflow, width: width};
        """)
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": False, "preferCSSPageSize": True})
        pdf_out.write_bytes(base64.b64decode(pdf["data"]))
        print(json.dumps(figures))
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
