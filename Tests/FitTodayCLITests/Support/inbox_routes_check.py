"""The browser's part of the inbox's two routes home that need no store (docs/inbox.md): `fittoday serve`, and a
folder that a sync app fills with the sheet's downloads.

  inbox_routes_check.py serve ORIGIN
  inbox_routes_check.py folder SITE_DIR PORT SYNC_DIR

Both drive headless Chromium at 390 px over today's page of a GZCLP site and tick every working set of the first
exercise. Every sentence checked is read from the page's own data-* attributes.

serve: ORIGIN is a `fittoday serve` of the test's. "Terminar treino" sends the log to the server; the answer (the
server imports and rebuilds before it answers) is held in DevTools, as a slow Wi-Fi would hold it, and so is the
page's look at the server's rebuild count, which would otherwise reload the page as soon as the import's rebuild is
done. This script prints one line {"stage": "imported", ...} and waits for a line on standard input: the test reads
the database meanwhile. Then the person corrects one set's reps and presses "Terminar treino" again; the held answer goes on,
the outbox sends revision 2 behind it, the page reloads itself (the server's `reload: true`) onto the next program
day, and the history page shows the corrected session. Prints {"stage": "done", ...} last.

folder: SITE_DIR is a site `fittoday build` wrote without inbox.json, served here on 127.0.0.1:PORT; Chromium's
downloads go to SYNC_DIR. "Terminar treino" says the log stays on the phone, "Baixar registro" writes it into
SYNC_DIR, and the script waits until the file is whole. Prints {"stage": "done", ...} last.

Exits 1 with the problems on stderr when a check fails.
"""
import base64
import functools
import http.client
import http.server
import json
import os
import pathlib
import re
import select
import sys
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
import websocket

WIDTH, HEIGHT = 390, 844
DEADLINE = 20.0
# The binary itself: Debian's wrapper script does not `exec` it, so a quit would leave the browser orphaned.
BROWSER = os.environ.get("FITTODAY_BROWSER", "/usr/lib/chromium/chromium-headless-shell")
HEADLESS = () if os.path.basename(BROWSER) == "chromium-headless-shell" else ("--headless=new",)
# Everything but loopback goes to a proxy that is not there: nothing leaves the machine.
FLAGS = ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--proxy-server=127.0.0.1:9")
# Where a page of `fittoday serve` asks which rebuild it shows (PreviewHTTPHandler.generationPath).
GENERATION = "/__fittoday/generation"
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


class Stuck(Exception):
    """A wait passed its deadline: the check cannot go on."""


def wait_for(what, condition, seconds=DEADLINE):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = condition()
        except (StaleElementReferenceException, WebDriverException):
            # The page is between two documents (it reloads itself): asked again on the next turn.
            value = None
        if value:
            return value
        time.sleep(0.1)
    raise Stuck(f"waited {seconds:.0f} s for {what}")


def say(line):
    print(json.dumps(line), flush=True)


class Site:
    """The folder route's static host. What it answered is kept, to tell that the page asked for an inbox.json
    and was told there is none."""

    def __init__(self, folder, port):
        site = self
        self.lock = threading.Lock()
        self.answers = []

        class Handler(http.server.SimpleHTTPRequestHandler):
            # Without it every keep-alive answer stalls ~40 ms.
            disable_nagle_algorithm = True

            def log_message(self, *args):
                pass

            def log_request(self, code="-", size="-"):
                with site.lock:
                    site.answers.append((self.path, int(code) if str(code).isdigit() else 0))

            def end_headers(self):
                self.send_header("Cache-Control", "no-cache")
                super().end_headers()

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(folder)))
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()

    def answered(self, path):
        with self.lock:
            return [code for asked, code in self.answers if asked.split("?")[0] == path]

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class DevTools:
    """The browser's own DevTools socket. selenium's CDP calls reach the page alone; the service worker is a target
    of its own and may be the one that sends (Background Sync), so what is held is held in both."""

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
        # Events that came while an answer was awaited, for the next `event()`.
        self.events = []

    def receive(self, deadline):
        self.socket.settimeout(max(0.05, min(1.0, deadline - time.time())))
        try:
            return json.loads(self.socket.recv())
        except websocket.WebSocketTimeoutException:
            return None

    def call(self, method, params=None, session=None):
        self.next += 1
        message = {"id": self.next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.time() + DEADLINE
        while time.time() < deadline:
            answer = self.receive(deadline)
            if answer is None:
                continue
            if answer.get("id") == self.next:
                if "error" in answer:
                    raise Stuck(f"{method}: {answer['error']}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)
        raise Stuck(f"DevTools never answered {method}")

    def event(self, method, what, seconds=60, matching=lambda params: True):
        deadline = time.time() + seconds
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and matching(event["params"]):
                    return self.events.pop(index)
            if time.time() >= deadline:
                raise Stuck(f"waited {seconds:.0f} s for {what}")
            message = self.receive(deadline)
            if message is not None and "method" in message:
                self.events.append(message)

    def attach(self, origin):
        """Attaches to this origin's page and its service worker; the sessions stay for as long as the socket."""
        targets = self.call("Target.getTargets")["targetInfos"]
        for target in targets:
            if target["type"] in ("page", "service_worker") and target["url"].startswith(origin + "/"):
                self.sessions[target["type"]] = self.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        if set(self.sessions) != {"page", "service_worker"}:
            raise Stuck(f"DevTools targets of {origin}: {[(t['type'], t['url']) for t in targets]}")

    def hold(self, patterns):
        """From now on each request matching one of `patterns` ((URL pattern, "Request" or "Response")) waits in
        DevTools at that stage until it is released."""
        rules = [{"urlPattern": pattern, "requestStage": stage} for pattern, stage in patterns]
        for session in self.sessions.values():
            self.call("Fetch.enable", {"patterns": rules}, session)

    def held(self, what, path, seconds=60):
        """The next request to `path` held; at the Response stage, with the server's status and its body as JSON."""
        paused = self.event("Fetch.requestPaused", what, seconds, lambda params: params["request"]["url"].split("?")[0].endswith(path))
        session, params = paused.get("sessionId"), paused["params"]
        held = {"session": session, "target": next((kind for kind, known in self.sessions.items() if known == session), "?"),
                "request": params["requestId"], "url": params["request"]["url"], "method": params["request"]["method"],
                "status": params.get("responseStatusCode"), "answer": None}
        if held["status"] is not None:
            body = self.call("Fetch.getResponseBody", {"requestId": held["request"]}, session)
            text = base64.b64decode(body["body"]).decode("utf-8", "replace") if body.get("base64Encoded") else body.get("body", "")
            try:
                held["answer"] = json.loads(text)
            except ValueError:
                held["answer"] = {"unreadable": text}
        return held

    def release(self, held):
        self.call("Fetch.continueRequest", {"requestId": held["request"]}, held["session"])

    def hold_nothing(self):
        # What is still held goes on: a look at the rebuild count the reload left behind has nobody to answer.
        for session in self.sessions.values():
            self.call("Fetch.disable", {}, session)

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
            var s = document.querySelector('.outbox-status'), words = {};
            ['sent', 'waiting', 'log-one', 'sending', 'changed', 'no-inbox', 'stays-here'].forEach(function (name) {
              words[name] = s.getAttribute('data-' + name);
            });
            return words;""")

    def wait_status(self, what, condition):
        return wait_for(f"{what} (the status says {self.status()!r})", lambda: condition(self.status()))

    def state(self):
        return self.js("return window.FitTodaySheet ? JSON.parse(JSON.stringify(window.FitTodaySheet.state())) : null;")

    def day(self):
        """Which plan today's page is: its id and its title."""
        return self.js("var a = document.querySelector('article.today');"
                       " return a ? {plan: a.getAttribute('data-plan'), title: a.getAttribute('data-title'), date: a.getAttribute('data-date')} : null;")

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

    def tick_first_exercise(self):
        """Ticks every working set of the first exercise, typing nothing: each is its target. Returns them as the
        log will hold them."""
        rows = self.working_rows()
        self.expect(len(rows) >= 1, "the first exercise has no working sets")
        ticked = []
        for index, row in enumerate(rows):
            row.find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
            exercise = row.find_element(By.XPATH, "ancestor::li[contains(concat(' ', @class, ' '), ' exercise ')]")
            kg = row.get_attribute("data-kg")
            ticked.append({"exercise_id": exercise.get_attribute("data-exercise"), "kind": row.get_attribute("data-kind"),
                           "set": index + 1, "reps": int(row.get_attribute("data-reps")), "weight_kg": float(kg) if kg else None})
        self.expect(len(self.driver.find_elements(By.CSS_SELECTOR, "li.sheet-set input[type=checkbox]:checked")) == len(rows),
                    "a tick did not take")
        log_id = (self.state() or {}).get("log_id") or ""
        self.expect(UUID.match(log_id), f"the log_id is {log_id!r}")
        return ticked, log_id

    def fits(self, where):
        found = self.js("var s = document.querySelector('.outbox-status'); return {scroll: document.documentElement.scrollWidth,"
                        " inner: window.innerWidth, status: s ? s.getBoundingClientRect().right : 0}")
        self.expect(found["inner"] == WIDTH, f"{where}: the window is {found['inner']} px wide, not {WIDTH}")
        self.expect(found["scroll"] <= WIDTH and found["status"] <= WIDTH, f"{where}: the page scrolls sideways ({found})")

    def session_rows(self):
        """The sets of the history's session page, as (reps, kilograms) read from its table."""
        rows = []
        for row in self.driver.find_elements(By.CSS_SELECTOR, "article.session table.sets tbody tr"):
            cells = [cell.text for cell in row.find_elements(By.CSS_SELECTOR, "td")]
            kg = re.match(r"^\s*([0-9]+(?:[.,][0-9]+)?)\s*kg", cells[2]) if len(cells) > 2 else None
            rows.append((int(cells[1]) if len(cells) > 1 and cells[1].isdigit() else None,
                         float(kg.group(1).replace(",", ".")) if kg else None))
        return rows


def read_line(seconds):
    """A line from standard input within `seconds`, else None."""
    ready, _, _ = select.select([sys.stdin], [], [], seconds)
    return sys.stdin.readline().strip() if ready else None


def serve_story(check, origin):
    driver = check.driver
    check.open(f"{origin}/index.html")
    wait_for("the service worker to control the page",
             lambda: check.js("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"), 60)
    words = check.words()
    check.expect(all(words.values()), f"the status's sentences are missing: {words}")
    first_day = check.day()
    ticked, log_id = check.tick_first_exercise()

    devtools = DevTools(driver)
    try:
        devtools.attach(origin)
        # A slow connection, made certain: the server's answers wait in DevTools. Its rebuild count too: a page
        # the server serves asks it every second and reloads once a rebuild changed it, so without the hold the
        # first import's rebuild would take the day's sheet away before the person could correct it; held, the
        # page can reload only by the inbox's `reload: true`, which is what is checked.
        devtools.hold([("*/__inbox", "Response"), ("*" + GENERATION, "Request")])
        # Once one look is held no other follows (each waits for the one before), so none can see the rebuild.
        devtools.held("the page's next look at the rebuild count", GENERATION, 10)
        driver.find_element(By.CSS_SELECTOR, ".log-tools button.finish-workout").click()
        first = devtools.held("the server's answer to the first send", "/__inbox")
        check.expect(first["method"] == "POST" and first["url"] == f"{origin}/__inbox", f"the first send went to {first['method']} {first['url']}")
        check.expect(first["status"] == 201 and first["answer"].get("outcome") == "imported", f"the first send was answered {first}")
        session = first["answer"].get("session_id")
        check.wait_status(f"the page to say it sends ({words['sending']!r})", lambda text: words["sending"] in text)
        on_its_way = [record for record in check.records() if record.get("log_id") == log_id]
        check.expect(len(on_its_way) == 1 and on_its_way[0]["revision"] == 1 and on_its_way[0]["state"] == "waiting",
                     f"while the answer is on its way the outbox holds {on_its_way}")
        # The server has imported and rebuilt before answering: the test reads the database now.
        say({"stage": "imported", "log_id": log_id, "session_id": session, "sets": ticked, "day": first_day, "sender": first["target"]})
        check.expect(read_line(120) == "go", "the test never said go")

        # The last set (GZCLP's AMRAP) went further than its target: the person types what was done, is told the
        # finished sheet changed, and finishes again.
        last = check.working_rows()[-1]
        corrected = int(last.get_attribute("data-reps")) + 5
        last.find_element(By.CSS_SELECTOR, "input.done-reps").send_keys(str(corrected))
        check.wait_status(f"the page to say the finished sheet changed ({words['changed']!r})", lambda text: words["changed"] in text)
        driver.find_element(By.CSS_SELECTOR, ".log-tools button.finish-workout").click()
        wait_for("revision 2 in the outbox", lambda: any(record.get("log_id") == log_id and record.get("revision") == 2
                                                          and record.get("state") == "waiting" for record in check.records()))
        # The first answer arrives; revision 2, queued while it was on its way, goes right behind it.
        devtools.release(first)
        second = devtools.held("the server's answer to revision 2", "/__inbox")
        check.expect(second["status"] == 200 and second["answer"].get("outcome") == "replaced" and second["answer"].get("session_id") == session,
                     f"revision 2 was answered {second}")
        devtools.release(second)

        # `reload: true`: the page reloads itself onto the site the server rebuilt, today's next program day.
        next_day = wait_for("the page to reload itself onto the next day",
                            lambda: (lambda day: day if day and day["plan"] != first_day["plan"] else None)(check.day()), 30)
        devtools.hold_nothing()
    finally:
        devtools.close()
    check.loaded()
    check.fits("the next day")
    check.expect(check.status() == "", f"the next day's fresh sheet says {check.status()!r}")
    records = [record for record in check.records() if record.get("log_id") == log_id]
    check.expect(len(records) == 1 and records[0]["state"] == "sent" and records[0]["revision"] == 2, f"after the reload the outbox holds {records}")
    log = records[0]["log"] if records else {}

    # The history, as the person reaches it: its link in the menu, then the session.
    driver.find_element(By.CSS_SELECTOR, "nav a[href$='history/index.html']").click()
    link = wait_for(f"session {session} on the history page", lambda: driver.find_elements(By.CSS_SELECTOR, f"a[href$='sessions/{session}.html']"))
    link[0].click()
    shown = wait_for("the session's sets", lambda: check.session_rows())
    expected = [(set["reps"], set["weight_kg"]) for set in ticked]
    expected[-1] = (corrected, expected[-1][1])
    check.expect(shown == expected, f"the session page shows {shown}, not {expected}")
    check.fits("the session")
    return {"stage": "done", "log_id": log_id, "session_id": session, "sets": ticked, "corrected_reps": corrected,
            "first_day": first_day, "next_day": next_day, "log": log, "session_rows": shown}


def folder_story(check, site, origin, sync):
    driver = check.driver
    check.open(f"{origin}/index.html")
    words = check.words()
    check.expect(all(words.values()), f"the status's sentences are missing: {words}")
    day = check.day()
    ticked, log_id = check.tick_first_exercise()

    driver.find_element(By.CSS_SELECTOR, ".log-tools button.finish-workout").click()
    stays = f"{words['no-inbox']} {words['stays-here']}"
    check.wait_status(f"the page to say the log stays on the phone ({stays!r})", lambda text: text == stays)
    check.expect(404 in site.answered("/inbox.json"), f"the page's inbox.json was answered {site.answered('/inbox.json')}")
    check.fits("no inbox")

    driver.find_element(By.CSS_SELECTOR, ".log-tools button.download-log").click()
    name = f"fittoday-log-{day['date']}-{log_id}.json"
    log = check.state().get("log") or {}
    check.expect(log.get("log_id") == log_id and log.get("revision") == 1, f"the sheet's log is {log}")

    def whole():
        # Chromium writes NAME.crdownload and renames it when done: the name alone means the bytes are all there,
        # and the bytes are the sheet's log.
        if any(path.name.endswith(".crdownload") for path in sync.iterdir()):
            return None
        try:
            return json.loads((sync / name).read_text(encoding="utf-8")) == log
        except (OSError, ValueError):
            return None

    wait_for(f"{name} whole in {sync}", whole)
    others = sorted(path.name for path in sync.iterdir() if path.name != name)
    check.expect(not others, f"the download left more in the folder: {others}")
    check.expect(check.status() == stays, f"after the download the status says {check.status()!r}")
    return {"stage": "done", "log_id": log_id, "name": name, "sets": ticked, "log": log, "day": day, "status": check.status()}


def main() -> int:
    mode = sys.argv[1]
    site, sync = None, None
    if mode == "serve":
        origin = sys.argv[2].rstrip("/")
    else:
        folder, port, sync = pathlib.Path(sys.argv[2]).resolve(), int(sys.argv[3]), pathlib.Path(sys.argv[4]).resolve()
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
            if sync:
                # The headless browser saves nowhere unless told.
                driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(sync)})
                report = folder_story(check, site, origin, sync)
            else:
                report = serve_story(check, origin)
        except Stuck as stuck:
            check.problems.append(str(stuck))
        for entry in driver.get_log("browser"):
            text = entry.get("message", "")
            # A site without an inbox answers its inbox.json 404 by design; anything else severe is a fault.
            if entry.get("level") == "SEVERE" and not (sync and "inbox.json" in text and "404" in text):
                check.problems.append(f"console: {text}")
        problems = check.problems
    finally:
        if driver is not None:
            driver.quit()
        if site is not None:
            site.stop()
    for problem in problems:
        print(problem, file=sys.stderr)
    say(report)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
