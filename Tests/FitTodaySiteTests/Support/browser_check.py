"""Opens a built site from file:// in headless Chromium with networking disabled.

Visits the given pages, fails on any failed request or console error, then prints the first page to PDF.
Usage: browser_check.py SITE_DIR PDF_OUT PAGE [PAGE ...]   (pages relative to SITE_DIR)
"""
import base64
import json
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def main() -> int:
    site = pathlib.Path(sys.argv[1]).resolve()
    pdf_out = pathlib.Path(sys.argv[2])
    pages = sys.argv[3:]
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--allow-file-access-from-files", "--proxy-server=127.0.0.1:9", "--proxy-bypass-list=<-loopback>"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    problems = []
    try:
        # No network at all: any request that leaves file:// fails and is reported below.
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        for page in pages:
            url = (site / page).as_uri()
            driver.get(url)
            driver.execute_script("return document.readyState")
            title = driver.title
            if not title:
                problems.append(f"{page}: no title")
            broken = driver.execute_script(
                "return Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)")
            problems += [f"{page}: broken image {src}" for src in broken]
            for entry in driver.get_log("browser"):
                if entry.get("level") in ("SEVERE", "ERROR"):
                    problems.append(f"{page}: console {entry.get('message')}")
            for entry in driver.get_log("performance"):
                message = json.loads(entry["message"])["message"]
                if message.get("method") == "Network.loadingFailed":
                    problems.append(f"{page}: failed request {message.get('params', {}).get('errorText')}")
                if message.get("method") == "Network.requestWillBeSent":
                    request_url = message["params"]["request"]["url"]
                    if not request_url.startswith(("file://", "data:")):
                        problems.append(f"{page}: request outside the site {request_url}")
            print(f"ok {page}: {title}")
        driver.get((site / pages[0]).as_uri())
        # A4, and US Letter beside it (PDF_OUT with "-letter" before the extension).
        for (width, height, path) in [(8.27, 11.69, pdf_out), (8.5, 11.0, pdf_out.with_name(pdf_out.stem + "-letter" + pdf_out.suffix))]:
            pdf = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": False, "paperWidth": width, "paperHeight": height})
            path.write_bytes(base64.b64decode(pdf["data"]))
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
