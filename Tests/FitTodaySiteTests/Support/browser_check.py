"""Opens a built site from file:// in headless Chromium with networking disabled.

Visits the given pages, fails on any failed request or console error, then prints the first page to PDF.
Usage: browser_check.py SITE_DIR PDF_OUT PAGE [PAGE ...]   (pages relative to SITE_DIR)

With --sheet, uses today's page as a person at the gym would instead: ticks sets and writes reps and kg, reloads
(the state must survive), checks the rest timer against real time and its end signal, then clicks "Baixar registro"
and prints the path of the downloaded log.
Usage: browser_check.py --sheet SITE_DIR DOWNLOAD_DIR
"""
import base64
import json
import pathlib
import sys
import time

from selenium.webdriver.common.by import By

import chromium


def start_driver(downloads=None):
    driver = chromium.start(chromium.FILE_ACCESS, chromium.LOOPBACK_DIRECT, logging=True, downloads=downloads)
    if downloads:
        driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    # No network at all: any request that leaves file:// fails and is reported.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
    return driver


def console_errors(driver, page):
    return [f"{page}: console {entry.get('message')}" for entry in driver.get_log("browser")
            if entry.get("level") in ("SEVERE", "ERROR")]


def sheet(site, downloads) -> int:
    downloads.mkdir(parents=True, exist_ok=True)
    driver = start_driver(downloads)
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    try:
        driver.get((site / "index.html").as_uri())
        expect(driver.execute_script("return !document.querySelector('.log-tools').hidden"), "log tools stay hidden")
        # The lift with a warm-up ramp, and the exercise after it.
        exercises = driver.find_elements(By.CSS_SELECTOR, "li.exercise")
        index = next((i for i, item in enumerate(exercises) if item.find_elements(By.CSS_SELECTOR, "ol.warmup")), None)
        expect(index is not None and index + 1 < len(exercises), "no lift with a warm-up ramp and an exercise after it")
        index = index if index is not None and index + 1 < len(exercises) else 0
        first, second = exercises[index], exercises[index + 1]
        warmups = first.find_elements(By.CSS_SELECTOR, "ol.warmup li.sheet-set")
        if warmups:
            warmups[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        working = first.find_elements(By.CSS_SELECTOR, "ol.sheet-sets:not(.warmup) li.sheet-set")
        working[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        working[1].find_element(By.CSS_SELECTOR, "input.done-reps").send_keys("7")
        working[1].find_element(By.CSS_SELECTOR, "input.done-kg").send_keys("40")
        second.find_element(By.CSS_SELECTOR, "li.sheet-set input[type=checkbox]").click()

        # The state is the browser's: it must survive a reload.
        driver.refresh()
        first = driver.find_elements(By.CSS_SELECTOR, "li.exercise")[index]
        working = first.find_elements(By.CSS_SELECTOR, "ol.sheet-sets:not(.warmup) li.sheet-set")
        expect(working[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").is_selected(), "a tick was lost on reload")
        expect(working[1].find_element(By.CSS_SELECTOR, "input.done-reps").get_attribute("value") == "7", "reps lost on reload")
        expect(working[1].find_element(By.CSS_SELECTOR, "input.done-kg").get_attribute("value") == "40", "kg lost on reload")

        # The timer counts real time: a main thread blocked for 3 s (as a sleeping phone freezes timers) must
        # not hold it back.
        button = first.find_element(By.CSS_SELECTOR, "button.rest-timer")
        driver.execute_script("arguments[0].setAttribute('data-seconds', '30'); arguments[0].click();"
                              "var end = Date.now() + 3000; while (Date.now() < end) {}", button)
        time.sleep(0.6)
        shown = button.text
        left = int(shown.split()[0]) if shown.split() and shown.split()[0].isdigit() else -1
        expect(0 < left <= 27, f"the timer drifted: {shown!r} after 3.6 s of a 30 s rest")
        button.click()  # stops it
        # Its end: vibration where available, the button says so.
        driver.execute_script("window.__vibrated = null; navigator.vibrate = function (p) { window.__vibrated = p; return true; };"
                              "arguments[0].setAttribute('data-seconds', '1'); arguments[0].click();", button)
        time.sleep(1.8)
        expect("finished" in button.get_attribute("class"), "the timer's end is not shown")
        expect(button.text == button.get_attribute("data-done"), f"the timer's end reads {button.text!r}")
        expect(driver.execute_script("return window.__vibrated") is not None, "the timer's end did not vibrate")

        driver.find_element(By.CSS_SELECTOR, "button.download-log").click()
        date = driver.find_element(By.CSS_SELECTOR, "article.today").get_attribute("data-date")
        # Named after the day and the log: fittoday-log-YYYY-MM-DD-<log_id>.json.
        log_id = driver.execute_script("return window.FitTodaySheet.state().log_id")
        target = downloads / f"fittoday-log-{date}-{log_id}.json"
        for _ in range(100):
            if target.exists() and not list(downloads.glob("*.crdownload")):
                break
            time.sleep(0.1)
        expect(target.exists(), f"no {target.name} in {downloads}: {list(downloads.iterdir())}")
        problems += console_errors(driver, "index.html")
        for entry in driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                request_url = message["params"]["request"]["url"]
                if not request_url.startswith(("file://", "data:", "blob:")):
                    problems.append(f"request outside the site {request_url}")
        if target.exists():
            print(target)
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


def main() -> int:
    if sys.argv[1] == "--sheet":
        return sheet(pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3]).resolve())
    site = pathlib.Path(sys.argv[1]).resolve()
    pdf_out = pathlib.Path(sys.argv[2])
    pages = sys.argv[3:]
    driver = start_driver()
    problems = []
    try:
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
