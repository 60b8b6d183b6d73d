"""Issue 49's "done when", the browser's part: a workout finished offline on today's page comes home once.

  inbox_e2e_check.py SITE_DIR PORT

Serves SITE_DIR (a site `fittoday build` wrote, with its signed inbox.json) on 127.0.0.1:PORT, the origin the build
was told (`[site] base_url`) and the store's CORS rule allows, and drives headless Chromium at 390 px:

  open today's page over http and wait for the service worker to control it; tick every working set of the first
  exercise; go offline, the page and its service worker both; press "Finish workout" and see the log wait; reload
  (the service worker serves the page, the static server hears nothing); the network comes back and the browser's
  own `online` event sends the log; a reload afterwards still says sent.

The store is the test's (moto behind the front that checks POST policies): this script never speaks to it, so what
landed there is judged by the Swift side. Every sentence checked is read from the page's own data-* attributes.

Prints one JSON line last: {"log_id", "revision", "sets": [the ticked rows as the page shows them], "log": the log as
the outbox sent it, "offline_requests": what the site's server was asked while offline, "online_event"}. Exits 1 with
the problems on stderr when a check fails.
"""
import functools
import http.client
import http.server
import json
import os
import pathlib
import re
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
import websocket

WIDTH, HEIGHT = 390, 844
DEADLINE = 20.0
# The binary itself, as the site suite's chromium.py explains: Debian's wrapper script does not `exec` it, so a
# quit would leave the browser orphaned.
BROWSER = os.environ.get("FITTODAY_BROWSER", "/usr/lib/chromium/chromium-headless-shell")
HEADLESS = () if os.path.basename(BROWSER) == "chromium-headless-shell" else ("--headless=new",)
# Everything but loopback goes to a proxy that is not there: nothing leaves the machine.
FLAGS = ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--proxy-server=127.0.0.1:9")
OFFLINE = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
ONLINE = dict(OFFLINE, offline=False)


class Stuck(Exception):
    """A wait passed its deadline: the check cannot go on."""


def wait_for(what, condition, seconds=DEADLINE):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise Stuck(f"waited {seconds:.0f} s for {what}")


class Site:
    """The static host: every request it answers is kept, to tell what reached it while the phone was offline."""

    def __init__(self, folder, port):
        site = self
        self.lock = threading.Lock()
        self.requests = []

        class Handler(http.server.SimpleHTTPRequestHandler):
            # Without it every keep-alive answer stalls ~40 ms (STACK.md).
            disable_nagle_algorithm = True

            def log_message(self, *args):
                pass

            def end_headers(self):
                # Revalidated every time, as a host of a site rebuilt every morning is set up.
                self.send_header("Cache-Control", "no-cache")
                super().end_headers()

            def send_head(self):
                with site.lock:
                    site.requests.append(self.path)
                return super().send_head()

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(folder)))
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()

    def seen(self):
        with self.lock:
            return len(self.requests)

    def since(self, index):
        with self.lock:
            return self.requests[index:]

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class DevTools:
    """The browser's own DevTools socket. selenium's CDP calls reach the page alone; the service worker is a target
    of its own, and offline must hold for both (the page's POST, and the worker's fetch behind a reload)."""

    def __init__(self, driver):
        port = int(driver.capabilities["goog:chromeOptions"]["debuggerAddress"].rsplit(":", 1)[1])
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=DEADLINE)
        try:
            connection.request("GET", "/json/version")
            address = json.loads(connection.getresponse().read())["webSocketDebuggerUrl"]
        finally:
            connection.close()
        address = re.sub(r"^ws://[^/]+", f"ws://127.0.0.1:{port}", address)
        self.socket = websocket.create_connection(address, timeout=DEADLINE, suppress_origin=True)
        self.next = 0
        self.sessions = {}

    def call(self, method, params=None, session=None):
        self.next += 1
        message = {"id": self.next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.time() + DEADLINE
        while time.time() < deadline:
            answer = json.loads(self.socket.recv())
            if answer.get("id") == self.next:
                if "error" in answer:
                    raise Stuck(f"{method}: {answer['error']}")
                return answer.get("result", {})
        raise Stuck(f"DevTools never answered {method}")

    def attach(self, origin):
        """Attaches to this origin's page and its service worker; the sessions stay for as long as the socket."""
        targets = self.call("Target.getTargets")["targetInfos"]
        for target in targets:
            if target["type"] in ("page", "service_worker") and target["url"].startswith(origin + "/"):
                self.sessions[target["type"]] = self.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        if set(self.sessions) != {"page", "service_worker"}:
            raise Stuck(f"DevTools targets of {origin}: {[(t['type'], t['url']) for t in targets]}")

    def offline(self, offline):
        # Every request of each target fails as with no network, and `navigator.onLine` says so (the rule alone does
        # not touch it); going back online is what makes the browser fire `online`.
        for session in self.sessions.values():
            self.call("Network.enable", {}, session)
            rules = [dict(OFFLINE, urlPattern="")] if offline else []
            self.call("Network.emulateNetworkConditionsByRule",
                      {"matchedNetworkConditions": rules, "emulateOfflineServiceWorker": offline}, session)
            self.call("Network.overrideNetworkState", OFFLINE if offline else ONLINE, session)

    def close(self):
        self.socket.close()


class Check:
    def __init__(self, driver):
        self.driver = driver
        self.problems = []

    def expect(self, condition, message):
        if not condition:
            self.problems.append(message)
        return condition

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def status(self):
        return self.js("var s = document.querySelector('.outbox-status'); return s ? s.textContent : null;") or ""

    def words(self):
        """The status's sentences in the page's language, as today.js reads them."""
        return self.js("""
            var s = document.querySelector('.outbox-status');
            return {sent: s.getAttribute('data-sent'), waiting: s.getAttribute('data-waiting'), one: s.getAttribute('data-log-one')};""")

    def wait_status(self, what, condition):
        return wait_for(f"{what} (the status says {self.status()!r})", lambda: condition(self.status()))

    def state(self):
        return self.js("return window.FitTodaySheet ? JSON.parse(JSON.stringify(window.FitTodaySheet.state())) : null;")

    def records(self):
        """The outbox's records, straight from IndexedDB."""
        return self.driver.execute_async_script("""
            const done = arguments[0];
            const open = indexedDB.open("fittoday-outbox");
            open.onerror = () => done({error: String(open.error)});
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("logs")) { db.close(); done([]); return; }
              const all = db.transaction("logs").objectStore("logs").getAll();
              all.onsuccess = () => { db.close(); done(all.result); };
              all.onerror = () => { db.close(); done({error: String(all.error)}); };
            };""")

    def open(self, url):
        self.driver.get(url)
        self.loaded()

    def loaded(self):
        wait_for("today's page and its log tools", lambda: self.js(
            "return document.readyState === 'complete' && !!window.FitTodaySheet && !document.querySelector('.log-tools').hidden"))

    def working_rows(self):
        first = self.driver.find_elements(By.CSS_SELECTOR, "li.exercise")[0]
        return first.find_elements(By.CSS_SELECTOR, "ol.sheet-sets:not(.warmup) li.sheet-set")

    def fits(self, where):
        found = self.js("return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth,"
                        " status: document.querySelector('.outbox-status').getBoundingClientRect().right}")
        self.expect(found["inner"] == WIDTH, f"{where}: the window is {found['inner']} px wide, not {WIDTH}")
        self.expect(found["scroll"] <= WIDTH and found["status"] <= WIDTH, f"{where}: the page scrolls sideways ({found})")


def story(check, site, url, origin):
    driver = check.driver
    check.open(url)
    wait_for("the service worker to control the page",
             lambda: check.js("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"), 60)
    check.expect(check.status() == "", f"a fresh sheet says {check.status()!r}")
    words = check.words()
    waiting = f"{words['waiting']} 1 {words['one']}."
    check.expect(all(words.values()), f"the status's sentences are missing: {words}")

    rows = check.working_rows()
    check.expect(len(rows) >= 1, "the first exercise has no working sets")
    ticked = []
    for index, row in enumerate(rows):
        row.find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        exercise = row.find_element(By.XPATH, "ancestor::li[contains(concat(' ', @class, ' '), ' exercise ')]")
        kg = row.get_attribute("data-kg")
        ticked.append({"exercise_id": exercise.get_attribute("data-exercise"), "kind": row.get_attribute("data-kind"),
                       "set": index + 1, "reps": int(row.get_attribute("data-reps")), "weight_kg": float(kg) if kg else None})
    check.expect(len(driver.find_elements(By.CSS_SELECTOR, "li.sheet-set input[type=checkbox]:checked")) == len(rows),
                 "a tick did not take")
    log_id = (check.state() or {}).get("log_id") or ""
    check.expect(re.match(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", log_id), f"the log_id is {log_id!r}")

    devtools = DevTools(driver)
    try:
        devtools.attach(origin)
        devtools.offline(True)
        wait_for("the page to know it is offline", lambda: check.js("return navigator.onLine === false"))
        before = site.seen()

        driver.find_element(By.CSS_SELECTOR, ".log-tools button.finish-workout").click()
        check.wait_status(f"the log to wait: {waiting!r}", lambda text: text == waiting)
        check.fits("waiting")
        mine = [record for record in check.records() if record.get("log_id") == log_id]
        check.expect(len(mine) == 1 and mine[0]["state"] == "waiting" and mine[0]["revision"] == 1,
                     f"the outbox holds {mine}")

        driver.refresh()
        check.loaded()
        served = check.js("var n = performance.getEntriesByType('navigation')[0]; return {worker: n ? n.workerStart > 0 : false,"
                          " controlled: !!navigator.serviceWorker.controller};")
        check.expect(served["worker"] and served["controlled"], f"offline, the reload was not the service worker's: {served}")
        check.wait_status(f"after the reload, still {waiting!r}", lambda text: text == waiting)
        check.expect(check.state().get("log_id") == log_id, "the log_id changed on the reload")
        check.expect(all(row.find_element(By.CSS_SELECTOR, "input[type=checkbox]").is_selected() for row in check.working_rows()),
                     "a tick was lost on the reload")
        offline_requests = site.since(before)
        check.expect(not offline_requests, f"offline, the site's server was asked for {offline_requests}")

        # Heard from the browser itself, never dispatched here: going back online is what sends.
        check.js("window.__online = false; window.addEventListener('online', function () { window.__online = true; });")
        devtools.offline(False)
    finally:
        devtools.close()
    online_event = bool(wait_for("the browser to fire `online`", lambda: check.js("return window.__online === true")))
    check.wait_status(f"the log to be sent ({words['sent']!r})", lambda text: text.startswith(words["sent"] + " ") and waiting not in text)
    sent = [record for record in check.records() if record.get("log_id") == log_id]
    check.expect(len(sent) == 1 and sent[0]["state"] == "sent" and sent[0]["revision"] == 1, f"once sent, the outbox holds {sent}")
    log = sent[0]["log"] if sent else {}

    # Opened again online: it says sent and sends nothing new (the store's versions tell the Swift side).
    driver.refresh()
    check.loaded()
    check.wait_status(f"after a reload online, still sent ({words['sent']!r})", lambda text: text.startswith(words["sent"] + " "))
    check.expect(waiting not in check.status(), f"after the send the status says {check.status()!r}")
    check.fits("sent")
    return {"log_id": log_id, "revision": log.get("revision"), "sets": ticked, "log": log,
            "offline_requests": offline_requests, "online_event": online_event}


def main() -> int:
    folder, port = pathlib.Path(sys.argv[1]).resolve(), int(sys.argv[2])
    site = Site(folder, port)
    origin = f"http://127.0.0.1:{port}"
    options = Options()
    options.binary_location = BROWSER
    for flag in HEADLESS + FLAGS:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = None
    report = {}
    problems = []
    try:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_page_load_timeout(DEADLINE)
        driver.set_script_timeout(DEADLINE)
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 2, "mobile": True})
        check = Check(driver)
        try:
            report = story(check, site, f"{origin}/index.html", origin)
        except Stuck as stuck:
            check.problems.append(str(stuck))
        for entry in driver.get_log("browser"):
            # Offline, the page's POST and the worker's fetches fail by design; anything else severe is a fault.
            text = entry.get("message", "")
            if entry.get("level") == "SEVERE" and "Failed to load resource" not in text and "ERR_INTERNET_DISCONNECTED" not in text:
                check.problems.append(f"console: {text}")
        problems = check.problems
    finally:
        if driver is not None:
            driver.quit()
        site.stop()
    for problem in problems:
        print(problem, file=sys.stderr)
    print(json.dumps(report))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
