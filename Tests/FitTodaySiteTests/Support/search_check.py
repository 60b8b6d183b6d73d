"""Uses the library search of a built site from file:// in headless Chromium with networking off.

CASES is a JSON list of {"page", "query", "group", "equipment", "expect": [names]}: on each page it types the
query (character by character, as a person does) and picks the filters, then checks that exactly the expected
exercises are listed, every one a working link, and that clearing the box brings the page's own lists back.
Fails on any console error or request outside file://.
Usage: search_check.py SITE_DIR CASES_JSON
"""
import json
import pathlib
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import chromium

RESULTS = """
return Array.from(document.querySelectorAll('.search-results li a')).map(a => ({
  name: a.textContent.trim(), href: a.href,
  visible: a.getClientRects().length > 0}));
"""


def main() -> int:
    site = pathlib.Path(sys.argv[1]).resolve()
    cases = json.loads(sys.argv[2])
    driver = chromium.start(chromium.FILE_ACCESS, chromium.LOOPBACK_DIRECT, logging=True)
    problems = []
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        for case in cases:
            where = f"{case['page']} {case.get('query', '')!r} {case.get('group', '')} {case.get('equipment', '')}"
            driver.get((site / case["page"]).as_uri())
            boxes = driver.find_elements(By.ID, "library-query")
            if not boxes:
                problems.append(f"{where}: no search box")
                continue
            content = driver.find_element(By.CSS_SELECTOR, ".library-content")
            for character in case.get("query", ""):
                boxes[0].send_keys(character)
            if case.get("group"):
                Select(driver.find_element(By.ID, "library-group")).select_by_value(case["group"])
            if case.get("equipment"):
                Select(driver.find_element(By.ID, "library-equipment")).select_by_value(case["equipment"])
            results = driver.execute_script(RESULTS)
            names = sorted(result["name"] for result in results)
            if names != sorted(case["expect"]):
                problems.append(f"{where}: listed {names}, expected {sorted(case['expect'])}")
            if any(not result["visible"] for result in results):
                problems.append(f"{where}: results are not shown")
            if content.is_displayed():
                problems.append(f"{where}: the page's own lists still show beside the results")
            for result in results:
                target = pathlib.Path(result["href"].removeprefix("file://").split("#")[0])
                if not target.is_file():
                    problems.append(f"{where}: {result['name']} links to {result['href']}, which does not exist")
            broken = driver.execute_script(
                "return Array.from(document.images).filter(i => i.complete && i.getClientRects().length > 0"
                " && i.naturalWidth === 0).map(i => i.src)")
            problems += [f"{where}: broken image {src}" for src in broken]
            # Clearing everything brings the page back as it was.
            boxes[0].clear()
            boxes[0].send_keys(" ")
            boxes[0].send_keys("\b")
            for select_id in ("library-group", "library-equipment"):
                Select(driver.find_element(By.ID, select_id)).select_by_value("")
            if not content.is_displayed():
                problems.append(f"{where}: clearing the search does not bring the page's lists back")
            for entry in driver.get_log("browser"):
                if entry.get("level") in ("SEVERE", "ERROR"):
                    problems.append(f"{where}: console {entry.get('message')}")
            for entry in driver.get_log("performance"):
                message = json.loads(entry["message"])["message"]
                if message.get("method") == "Network.loadingFailed":
                    problems.append(f"{where}: failed request {message.get('params', {}).get('errorText')}")
                if message.get("method") == "Network.requestWillBeSent":
                    url = message["params"]["request"]["url"]
                    if not url.startswith(("file://", "data:")):
                        problems.append(f"{where}: request outside the site {url}")
            print(f"ok {where}: {names}")
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
