"""The installable offline app in headless Chromium.

  offline_app_check.py http URL SITE_DIR SERVER_PID TEXT
    Opens URL (today's page served by `fittoday serve`), waits until the service worker controls it, changes
    index.html on disk and reloads (the change must show: pages come from the network while it is there), then
    stops the server, switches the network off with the DevTools protocol and reloads: today's page, the
    history and the library must still render (TEXT must be on today's page).
  offline_app_check.py file SITE_DIR
    Opens today's page from file:// and checks that no service worker is registered.
"""
import os
import pathlib
import signal
import sys
import time

import chromium



def browser():
    # Anything but the loopback server goes to a proxy that is not there: no request leaves the machine.
    return chromium.start()


def wait_for(driver, script, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if driver.execute_script(script):
            return True
        time.sleep(0.2)
    return False


def check_http(driver, url, site, pid, text):
    problems = []
    driver.get(url)
    if not wait_for(driver, "return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"):
        return ["the service worker never controlled the page"]
    state = driver.execute_script("return navigator.serviceWorker.controller.state")
    if state not in ("activating", "activated"):
        problems.append(f"the controlling worker is {state}")
    if driver.execute_script("return document.documentElement.getAttribute('data-offline-app')") != "registered":
        problems.append("app.js did not register the worker")
    caches = driver.execute_async_script("const done = arguments[0]; caches.keys().then(done, () => done([]));")
    if len([name for name in caches if name.startswith("fittoday ")]) != 1:
        problems.append(f"caches: {caches}")
    # Network first for pages: a change on the server shows at once while the network is there.
    index = pathlib.Path(site) / "index.html"
    changed = index.read_text(encoding="utf-8").replace("</main>", "<p id=\"fresh\">fresh copy</p></main>")
    temporary = index.with_name("index.html.new")
    temporary.write_text(changed, encoding="utf-8")
    os.replace(temporary, index)
    driver.get(url)
    if not driver.execute_script("return !!document.getElementById('fresh')"):
        problems.append("online, the worker served a stale today's page")
    # No network at all: the server is stopped and the browser is offline.
    os.kill(pid, signal.SIGTERM)
    time.sleep(0.5)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
    for page, expected in (("index.html", text), ("history/index.html", None), ("library/index.html", None)):
        driver.get(url.rsplit("/", 1)[0] + "/" + page)
        body = driver.execute_script("return document.body ? document.body.innerText : ''")
        styled = driver.execute_script(
            "return Array.from(document.styleSheets).some(s => { try { return s.cssRules.length > 0 } catch (e) { return false } })")
        if not body or not driver.find_elements("css selector", "nav"):
            problems.append(f"offline, {page} did not render: {body[:200]!r}")
        if expected and expected not in body:
            problems.append(f"offline, {page} lacks {expected!r}")
        if not styled:
            problems.append(f"offline, {page} has no stylesheet")
    return problems


def check_file(driver, site):
    driver.get((pathlib.Path(site) / "index.html").resolve().as_uri())
    time.sleep(1.5)
    problems = []
    if not driver.execute_script("return document.title"):
        problems.append("the page did not load")
    if driver.execute_script("return document.documentElement.getAttribute('data-offline-app')") is not None:
        problems.append("a service worker registration was attempted from file://")
    registrations = driver.execute_async_script(
        "const done = arguments[0];"
        "if (!navigator.serviceWorker) { done(0); return; }"
        "navigator.serviceWorker.getRegistrations().then(r => done(r.length), () => done(0));")
    if registrations:
        problems.append(f"{registrations} service worker registrations from file://")
    return problems


def main() -> int:
    driver = browser()
    try:
        if sys.argv[1] == "http":
            problems = check_http(driver, sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
        else:
            problems = check_file(driver, sys.argv[2])
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    print("ok" if not problems else "failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
