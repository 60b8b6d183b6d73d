"""Today's sheet sends its log home (issue 49, section 1), in headless Chromium at 390 px wide.

  outbox_check.py PT_SITE EN_SITE DOWNLOAD_DIR

Serves each built site with a small static server of its own (127.0.0.1, a port each, so each is an origin of its
own with its own storage), and runs a loopback "inbox" on another port: a second origin, as S3 is to the page. It
takes the HTML form POSTs S3 takes at /bucket, checks them (`key` first under the prefix, the signed fields in
their order, `file` last), keeps each object by key and answers 204 with Access-Control-Allow-Origin; it answers
preflights too, and can refuse (403 with S3's XML) or say the policy expired. The sites' inbox.json files are
written here, pointing at it: until the build writes a signed one (issue 49, another section), the test brings its
own.

Then, in one browser: the Portuguese site queues a log while the inbox is down, keeps it over a reload, sends it
once when the inbox is back (revision 1), sends a correction as revision 2, starts a new workout with a new
log_id, reloads after a send when inbox.json says so, asks before "Novo treino" throws unsent sets away, shows a
refusal and an expired form, and downloads the log under its new name; the English site does the same in English,
the service worker sending through Background Sync; a site with no inbox.json (404) and the site opened from
file:// send nothing and say the log stays on the phone.

Prints one JSON line last: {"received": {key: {"count", "origin", "log"}}, "posts": [...], "download": path}.
Exits 1 with the problems on stderr when a check fails.
"""
import functools
import http.client
import http.server
import json
import pathlib
import re
import sys
import threading
import time
from email import policy
from email.parser import BytesParser

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
import websocket

import chromium

WIDTH, HEIGHT = 390, 844
PREFIX = "inbox/me/"
# What boto3's generate_presigned_post returns, in its order; the values are not signed here: the loopback inbox
# checks the form's shape, as moto does, never a signature.
FIELDS = {
    "Content-Type": "application/json",
    "policy": "eyJleHBpcmF0aW9uIjogIjIwMjYtMTItMDRUMDY6MDA6MDBaIn0=",
    "x-amz-algorithm": "AWS4-HMAC-SHA256",
    "x-amz-credential": "TESTKEY/20261122/us-east-1/s3/aws4_request",
    "x-amz-date": "20261122T060000Z",
    "x-amz-signature": "0" * 64,
}
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
DEADLINE = 20.0

REFUSED_XML = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Invalid according "
               "to Policy: Policy Condition failed: [&quot;starts-with&quot;, &quot;$key&quot;, &quot;inbox/me/&quot;]"
               "</Message><RequestId>TEST</RequestId></Error>")
EXPIRED_XML = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Invalid according "
               "to Policy: Policy expired.</Message><RequestId>TEST</RequestId></Error>")


class Stuck(Exception):
    """A wait passed its deadline: the check cannot go on."""


class Quiet:
    def log_message(self, *args):
        pass


class StaticHandler(Quiet, http.server.SimpleHTTPRequestHandler):
    hidden = frozenset()

    def end_headers(self):
        # Revalidated every time, as a static host would be set up for a site rebuilt every morning.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        if self.path.split("?")[0].lstrip("/") in self.hidden:
            self.send_error(404)
            return None
        return super().send_head()


def static_server(folder, hidden=()):
    handler = type("Handler", (StaticHandler,), {"hidden": frozenset(hidden)})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(folder)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    return server


class Inbox:
    """The loopback store: started, stopped (connection refused) and started again on the same port."""

    def __init__(self):
        self.lock = threading.Lock()
        self.mode = "accept"
        self.objects = {}  # key -> {"count", "origin", "log"}
        self.posts = []    # every POST: {"key", "origin", "answer"}
        self.problems = []
        self.origins = set()
        self.server = None
        self.running = False
        self.port = 0
        self.start()

    def start(self):
        inbox = self

        class Handler(Quiet, http.server.BaseHTTPRequestHandler):
            def cors(self):
                origin = self.headers.get("Origin", "")
                if origin in inbox.origins:
                    self.send_header("Access-Control-Allow-Origin", origin)
                    self.send_header("Vary", "Origin")

            def do_OPTIONS(self):
                self.send_response(204)
                self.cors()
                self.send_header("Access-Control-Allow-Methods", "POST")
                self.send_header("Access-Control-Allow-Headers", "*")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                origin = self.headers.get("Origin", "")
                key, answer = inbox.receive(self.path, self.headers.get("Content-Type", ""), body, origin)
                status, text = answer
                self.send_response(status)
                self.cors()
                if text:
                    data = text.encode("utf-8")
                    self.send_header("Content-Type", "application/xml")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                else:
                    self.send_header("Content-Length", "0")
                    self.end_headers()

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
        self.running = True

    def stop(self):
        if self.running:
            self.server.shutdown()
            self.server.server_close()
            self.running = False

    def receive(self, path, content_type, body, origin):
        message = BytesParser(policy=policy.HTTP).parsebytes(b"Content-Type: " + content_type.encode("latin-1") + b"\r\n\r\n" + body)
        parts = [(part.get_param("name", header="content-disposition"), part) for part in message.iter_parts()] \
            if message.is_multipart() else []
        names = [name for name, _ in parts]
        values = {name: part for name, part in parts}
        key = values["key"].get_payload(decode=True).decode("utf-8") if "key" in values else ""
        with self.lock:
            problems = []
            if path != "/bucket":
                problems.append(f"POST to {path}, not /bucket")
            if not names or names[0] != "key" or names[-1] != "file" or names.count("key") != 1:
                problems.append(f"form fields {names}: key first, file last")
            if names[1:-1] != list(FIELDS):
                problems.append(f"signed fields {names[1:-1]}, not {list(FIELDS)} in order")
            for name, value in FIELDS.items():
                if name in values and values[name].get_payload(decode=True).decode("utf-8") != value:
                    problems.append(f"field {name} changed")
            if not key.startswith(PREFIX):
                problems.append(f"key {key!r} outside {PREFIX}")
            log = None
            if "file" in values:
                part = values["file"]
                if part.get_filename() != key.rsplit("/", 1)[-1]:
                    problems.append(f"file named {part.get_filename()!r} under key {key!r}")
                if part.get_content_type() != "application/json":
                    problems.append(f"file of type {part.get_content_type()}")
                try:
                    log = json.loads(part.get_payload(decode=True).decode("utf-8"))
                except ValueError:
                    problems.append(f"{key}: the file is not JSON")
            self.problems += problems
            answer = (400, "") if problems else {"accept": (204, ""), "refuse": (403, REFUSED_XML),
                                                 "expire": (403, EXPIRED_XML)}[self.mode]
            self.posts.append({"key": key, "origin": origin, "answer": answer[0]})
            if answer[0] == 204:
                entry = self.objects.setdefault(key, {"count": 0, "origin": origin, "log": None})
                entry["count"] += 1
                entry["log"] = log
            return key, answer

    def count(self, key):
        with self.lock:
            return self.objects.get(key, {}).get("count", 0)

    def posts_from(self, origin):
        with self.lock:
            return [post for post in self.posts if post["origin"] == origin]


def write_inbox(site, inbox, reload=False):
    """inbox.json as the build is to write it (boto3's form, key_prefix and expires). Written by this test until the
    build makes a signed one."""
    # boto3 puts the form's `key` among the fields; the page names each object itself and leaves that one out.
    fields = {"key": PREFIX + "${filename}", **FIELDS}
    value = {"url": f"http://127.0.0.1:{inbox.port}/bucket", "fields": fields, "key_prefix": PREFIX,
             "expires": "2026-12-04T06:00:00Z"}
    if reload:
        value["reload"] = True
    (site / "inbox.json").write_text(json.dumps(value, indent=2) + "\n", encoding="utf-8")


def wait_for(what, condition, seconds=DEADLINE):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    raise Stuck(f"waited {seconds:.0f} s for {what}")


class Check:
    def __init__(self, driver, inbox):
        self.driver = driver
        self.inbox = inbox
        self.problems = []

    def expect(self, condition, message):
        if not condition:
            self.problems.append(message)
        return condition

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def status(self):
        return self.js("var s = document.querySelector('.outbox-status'); return s ? s.textContent : null;") or ""

    def wait_status(self, text, what):
        return wait_for(f"{what}: the status to say {text!r} (it says {self.status()!r})", lambda: text in self.status())

    def state(self):
        return self.js("return window.FitTodaySheet ? JSON.parse(JSON.stringify(window.FitTodaySheet.state())) : null;")

    def records(self):
        """Every record of the outbox, read straight from IndexedDB."""
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
        wait_for(f"today's page at {url}", lambda: self.js("return !!window.FitTodaySheet && !document.querySelector('.log-tools').hidden"))

    def controlled(self):
        wait_for("the service worker to control the page", lambda: self.js("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"), 60)

    def exercises(self):
        return self.driver.find_elements(By.CSS_SELECTOR, "li.exercise")

    def working(self, exercise):
        return self.exercises()[exercise].find_elements(By.CSS_SELECTOR, "ol.sheet-sets:not(.warmup) li.sheet-set")

    def tick(self, exercise, index):
        self.working(exercise)[index].find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()

    def type_set(self, exercise, index, reps, kg=None):
        row = self.working(exercise)[index]
        field = row.find_element(By.CSS_SELECTOR, "input.done-reps")
        field.send_keys(Keys.BACKSPACE * 4 + str(reps))
        if kg is not None:
            row.find_element(By.CSS_SELECTOR, "input.done-kg").send_keys(str(kg))

    def press(self, name):
        self.driver.find_element(By.CSS_SELECTOR, f".log-tools button.{name}").click()

    def arrived(self, key):
        return wait_for(f"{key} to arrive", lambda: self.inbox.count(key) > 0)

    def fits(self, where):
        found = self.js("return {scroll: document.documentElement.scrollWidth, inner: window.innerWidth,"
                        " status: document.querySelector('.outbox-status').getBoundingClientRect().right}")
        self.expect(found["inner"] == WIDTH, f"{where}: the window is {found['inner']} px wide, not {WIDTH}")
        self.expect(found["scroll"] <= WIDTH and found["status"] <= WIDTH,
                    f"{where}: the page scrolls sideways ({found})")


def portuguese(check, inbox, site_url, site_dir, downloads):
    """The whole story on the Portuguese site; returns the first log's id."""
    driver = check.driver
    check.open(site_url)
    check.controlled()
    check.expect(check.status() == "", f"a fresh sheet says {check.status()!r}")
    # A log of another site on the same origin: never counted here, never sent to this site's inbox.
    stranger = "0b9e4c1e-5d7a-4f3e-9a1b-2c3d4e5f6a7b"
    driver.execute_async_script("""
        const [record, done] = arguments;
        const open = indexedDB.open("fittoday-outbox", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("logs", {keyPath: "log_id"});
        open.onsuccess = () => {
          const tx = open.result.transaction("logs", "readwrite");
          tx.objectStore("logs").put(record);
          tx.oncomplete = () => { open.result.close(); done(true); };
        };""", {"log_id": stranger, "site": site_url.rsplit("/", 1)[0] + "/other/", "revision": 1, "state": "waiting",
               "queued_at": "2026-11-22T06:00:00.000Z", "sent_at": None, "reason": None, "expired": False,
               "log": {"format": "fittoday-workout-log", "version": 1, "log_id": stranger, "revision": 1, "sets": []}})

    # The inbox is down: the log waits, and survives a reload.
    inbox.stop()
    check.tick(0, 0)
    check.type_set(0, 1, 7, 40)
    first = check.state()
    check.expect(first and UUID.match(first.get("log_id") or ""), f"the sheet's log_id is {first and first.get('log_id')!r}")
    log_id = first["log_id"]
    check.press("finish-workout")
    check.wait_status("Esperando conexão para enviar 1 registro.", "the inbox down")
    check.fits("waiting")
    check.expect(check.state().get("revision") == 1, f"the first Finish made revision {check.state().get('revision')}")
    mine = [record for record in check.records() if record["log_id"] == log_id]
    check.expect(len(mine) == 1 and mine[0]["state"] == "waiting" and mine[0]["revision"] == 1 and mine[0]["log"]["log_id"] == log_id,
                 f"the outbox holds {mine}")
    driver.refresh()
    check.open(site_url)
    check.wait_status("Esperando conexão para enviar 1 registro.", "after a reload")
    check.expect(check.working(0)[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").is_selected(), "a tick was lost on reload")
    check.expect(check.state().get("log_id") == log_id, "the log_id changed on reload")

    # The inbox is back: "online" sends it, once.
    inbox.start()
    check.js("window.dispatchEvent(new Event('online'));")
    key1 = f"{PREFIX}{log_id}-1.json"
    check.arrived(key1)
    check.wait_status("Registro enviado às", "revision 1 sent")
    driver.refresh()
    check.open(site_url)
    check.wait_status("Registro enviado às", "revision 1 sent, after a reload")
    time.sleep(1.0)
    check.expect(inbox.count(key1) == 1, f"{key1} arrived {inbox.count(key1)} times")
    cached = driver.execute_async_script("""
        const done = arguments[0];
        caches.keys().then(names => Promise.all(names.map(n => caches.open(n).then(c => c.keys()))))
          .then(lists => done(lists.flat().map(r => r.url)), () => done([]));""")
    check.expect(cached and not [url for url in cached if url.endswith("inbox.json")], f"inbox.json was cached: {len(cached)} entries")

    # A set corrected after finishing: the page says so, and Finish sends revision 2 of the same log.
    check.type_set(0, 1, 6)
    check.wait_status("Você mudou a folha depois de terminar", "a correction")
    check.press("finish-workout")
    key2 = f"{PREFIX}{log_id}-2.json"
    check.arrived(key2)
    wait_for("the status to forget the correction", lambda: "Registro enviado às" in check.status() and "mudou" not in check.status())

    # "Novo treino": a clean sheet and a new log_id; an inbox.json asking for it reloads the page after the send.
    check.press("new-workout")
    second = check.state()
    check.expect(second.get("log_id") and second["log_id"] != log_id and UUID.match(second["log_id"]),
                 f"Novo treino kept log_id {second.get('log_id')!r}")
    check.expect(not driver.find_elements(By.CSS_SELECTOR, "li.sheet-set input[type=checkbox]:checked"), "Novo treino left ticks")
    wait_for(f"a new workout's status to be empty (it says {check.status()!r})", lambda: check.status() == "")
    write_inbox(site_dir, inbox, reload=True)
    check.js("window.__beforeReload = true;")
    check.tick(1, 0)
    check.press("finish-workout")
    key3 = f"{PREFIX}{second['log_id']}-1.json"
    check.arrived(key3)
    wait_for("the page to reload after the send", lambda: reloaded(check))
    check.open(site_url)
    check.wait_status("Registro enviado às", "the second workout sent")
    write_inbox(site_dir, inbox)

    # Unsent sets: "Novo treino" asks first, and a "no" keeps the sheet.
    check.tick(1, 1)
    check.press("new-workout")
    alert = wait_for("Novo treino to ask", lambda: _alert(driver))
    check.expect("Começar um treino novo?" in alert.text, f"Novo treino asks {alert.text!r}")
    alert.dismiss()
    check.expect(check.working(1)[1].find_element(By.CSS_SELECTOR, "input[type=checkbox]").is_selected(), "a no to Novo treino cleared the sheet")
    check.expect(check.state().get("log_id") == second["log_id"], "a no to Novo treino changed the log_id")

    # The store refuses: the page says why and what to do.
    inbox.mode = "refuse"
    check.press("finish-workout")
    check.wait_status("O armazenamento recusou o registro (AccessDenied: Invalid according to Policy", "a 403")
    check.expect("Baixe o registro e importe-o à mão com fittoday import log." in check.status(), f"a refusal says {check.status()!r}")
    check.expect('["starts-with", "$key", "inbox/me/"]' in check.status(), f"the store's XML was not decoded: {check.status()!r}")
    refused = [record for record in check.records() if record["log_id"] == second["log_id"]]
    check.expect(refused and refused[0]["state"] == "refused" and refused[0]["revision"] == 2, f"a refused log is kept as {refused}")
    check.fits("refused")

    # An expired form waits for the next build's; a fresh inbox.json sends it.
    inbox.mode = "expire"
    check.type_set(1, 1, 9)
    check.press("finish-workout")
    check.wait_status("O formulário de envio venceu", "an expired form")
    waiting = [record for record in check.records() if record["log_id"] == second["log_id"]]
    check.expect(waiting and waiting[0]["state"] == "waiting" and waiting[0]["expired"] and waiting[0]["revision"] == 3,
                 f"a log met with an expired form is kept as {waiting}")
    inbox.mode = "accept"
    check.js("window.dispatchEvent(new Event('online'));")
    check.arrived(f"{PREFIX}{second['log_id']}-3.json")
    check.wait_status("Registro enviado às", "revision 3 sent")

    # "Baixar registro" names the file after the log, and holds the revision sent.
    check.press("download-log")
    target = downloads / f"fittoday-log-2026-11-22-{second['log_id']}.json"
    wait_for(f"{target.name} in {downloads}", lambda: target.exists() and not list(downloads.glob("*.crdownload")))
    downloaded = json.loads(target.read_text(encoding="utf-8"))
    check.expect(downloaded.get("log_id") == second["log_id"] and downloaded.get("revision") == 3,
                 f"the download holds log_id {downloaded.get('log_id')} revision {downloaded.get('revision')}")

    # Printed, none of it shows.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    shown = check.js("return getComputedStyle(document.querySelector('.log-tools')).display")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    check.expect(shown == "none", f"printed, the log tools show ({shown})")

    check.expect(inbox.count(f"{PREFIX}{stranger}-1.json") == 0, "another site's log went to this site's inbox")
    check.expect("Esperando" not in check.status(), f"another site's log is counted here: {check.status()!r}")
    return log_id, str(target)


def reloaded(check):
    try:
        return check.js("return document.readyState === 'complete' && !window.__beforeReload")
    except Exception:
        return False  # between the two pages


def _alert(driver):
    try:
        alert = driver.switch_to.alert
        alert.text  # raises while there is none
        return alert
    except Exception:
        return None


def english(check, inbox, site_url):
    """The English site: the words in English, and the service worker sending through Background Sync."""
    check.open(site_url)
    check.controlled()
    inbox.mode = "expire"
    check.tick(0, 0)
    log_id = check.state()["log_id"]
    check.press("finish-workout")
    check.wait_status("The upload form has expired: the log waits on this phone for the site's next build", "an expired form, in English")
    # The next build's form: the worker sends, with no page event at all, when the sync event comes.
    inbox.mode = "accept"
    time.sleep(1.0)
    check.expect(inbox.count(f"{PREFIX}{log_id}-1.json") == 0, "the page sent the expired log again by itself")
    dispatch_sync(check.driver, site_url.rsplit("/", 1)[0] + "/")
    check.arrived(f"{PREFIX}{log_id}-1.json")
    check.wait_status("Log sent at", "the worker's send, in English")

    inbox.mode = "refuse"
    check.type_set(0, 0, 8)
    check.wait_status("You changed the sheet after finishing: press Finish workout again to send the correction.", "a correction, in English")
    check.press("finish-workout")
    check.wait_status("The store refused the log (AccessDenied:", "a 403, in English")
    check.expect("Download the log and import it by hand with fittoday import log." in check.status(), f"a refusal says {check.status()!r}")

    inbox.mode = "accept"
    inbox.stop()
    check.type_set(0, 0, 9)
    check.press("finish-workout")
    check.wait_status("Waiting for a connection to send 1 log.", "the inbox down, in English")
    check.fits("waiting, in English")
    inbox.start()
    return log_id


def dispatch_sync(driver, scope):
    """Fires the worker's sync event for the outbox's tag, as Chromium does once a connection is back, through the
    DevTools protocol (ServiceWorker.dispatchSyncEvent): the headless shell has no Background Sync of its own
    ("Background Sync is disabled"), and the command needs the registration's id, which only an event tells, so
    this speaks to the page's DevTools socket itself (selenium's CDP calls return no events)."""
    port = int(driver.capabilities["goog:chromeOptions"]["debuggerAddress"].rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=DEADLINE)
    try:
        connection.request("GET", "/json/list")
        targets = json.loads(connection.getresponse().read())
    finally:
        connection.close()
    page = next((target for target in targets if target.get("type") == "page" and target.get("url", "").startswith(scope)), None)
    if not page:
        raise Stuck(f"no DevTools target for {scope}: {[target.get('url') for target in targets]}")
    address = re.sub(r"^ws://[^/]+", f"ws://127.0.0.1:{port}", page["webSocketDebuggerUrl"])
    socket = websocket.create_connection(address, timeout=DEADLINE, suppress_origin=True)
    deadline = time.time() + DEADLINE
    try:
        socket.send(json.dumps({"id": 1, "method": "ServiceWorker.enable", "params": {}}))
        registration = None
        while registration is None:
            if time.time() > deadline:
                raise Stuck(f"no service worker registration for {scope} in DevTools")
            message = json.loads(socket.recv())
            if message.get("method") == "ServiceWorker.workerRegistrationUpdated":
                registration = next((found for found in message["params"]["registrations"]
                                     if found["scopeURL"] == scope and not found.get("isDeleted")), None)
        socket.send(json.dumps({"id": 2, "method": "ServiceWorker.dispatchSyncEvent",
                                "params": {"origin": scope.rstrip("/"), "registrationId": registration["registrationId"],
                                           "tag": "fittoday-outbox", "lastChance": False}}))
        while True:
            if time.time() > deadline:
                raise Stuck("DevTools never answered ServiceWorker.dispatchSyncEvent")
            message = json.loads(socket.recv())
            if message.get("id") == 2:
                if "error" in message:
                    raise Stuck(f"ServiceWorker.dispatchSyncEvent: {message['error']}")
                return
    finally:
        socket.close()


def no_inbox(check, inbox, site_url, origin):
    """A site built with no inbox: inbox.json is 404."""
    check.open(site_url)
    check.tick(0, 0)
    check.press("finish-workout")
    check.wait_status("Este site não tem caixa de entrada.", "inbox.json missing")
    check.expect("O registro fica neste celular até você baixá-lo" in check.status()
                 and "“Logs come home: the inbox”" in check.status(), f"with no inbox the status says {check.status()!r}")
    time.sleep(0.5)
    check.expect(not inbox.posts_from(origin), f"a site with no inbox posted {inbox.posts_from(origin)}")


def from_file(check, inbox, site):
    """The site opened from file://: nothing leaves the page."""
    driver = check.driver
    driver.get_log("performance")
    check.open((site / "index.html").as_uri())
    check.tick(0, 0)
    check.press("finish-workout")
    check.wait_status("Aberta como arquivo, a página não envia nada.", "file://")
    check.expect("O registro fica neste celular" in check.status(), f"from file:// the status says {check.status()!r}")
    time.sleep(0.5)
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            check.expect(url.startswith(("file://", "data:", "blob:")), f"from file:// the page asked for {url}")
    check.expect(not inbox.posts_from("null"), "the file:// page posted")


def main() -> int:
    pt_site, en_site, downloads = (pathlib.Path(argument).resolve() for argument in sys.argv[1:4])
    downloads.mkdir(parents=True, exist_ok=True)
    inbox = Inbox()
    write_inbox(pt_site, inbox)
    write_inbox(en_site, inbox)
    servers = [static_server(pt_site), static_server(en_site), static_server(pt_site, hidden={"inbox.json"})]
    pt_url, en_url, none_url = (f"http://127.0.0.1:{server.server_address[1]}/index.html" for server in servers)
    pt_origin, en_origin, none_origin = (url.rsplit("/", 1)[0] for url in (pt_url, en_url, none_url))
    inbox.origins = {pt_origin, en_origin, none_origin}
    driver = chromium.start(chromium.FILE_ACCESS, logging=True, downloads=downloads)
    check = Check(driver, inbox)
    download = None
    try:
        driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 2, "mobile": True})
        driver.set_script_timeout(DEADLINE)
        for name, step in (("pt", lambda: portuguese(check, inbox, pt_url, pt_site, downloads)),
                           ("en", lambda: english(check, inbox, en_url)),
                           ("no inbox", lambda: no_inbox(check, inbox, none_url, none_origin)),
                           ("file", lambda: from_file(check, inbox, pt_site))):
            try:
                result = step()
                if name == "pt":
                    download = result[1]
                print(f"ok {name}", file=sys.stderr)
            except Stuck as stuck:
                check.problems.append(f"{name}: {stuck}")
                # A step that could not go on leaves its page as it was: the next starts clean on its own origin.
                inbox.mode = "accept"
                if not inbox.running:
                    inbox.start()
        for entry in driver.get_log("browser"):
            # The refused connections, the 403s and the 404 of inbox.json are the checks' own doing.
            text = entry.get("message", "")
            if entry.get("level") == "SEVERE" and "Failed to load resource" not in text and "net::ERR_CONNECTION_REFUSED" not in text:
                check.problems.append(f"console: {entry.get('message')}")
    finally:
        driver.quit()
        inbox.stop()
        for server in servers:
            server.shutdown()
            server.server_close()
    problems = check.problems + inbox.problems
    for problem in problems:
        print(problem, file=sys.stderr)
    print(json.dumps({"received": inbox.objects, "posts": inbox.posts, "download": download}))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
