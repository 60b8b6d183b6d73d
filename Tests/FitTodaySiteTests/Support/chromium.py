"""Starts the headless Chromium (Debian's, through its chromedriver) that the browser checks drive.

The browser is Debian's chromium-headless-shell: Chromium's engine without the desktop browser around it. A check
starts and ends it in half the CPU time of `chromium --headless=new` (0.5 s against 1.1 s here; the browser suites
35 s of CPU against 55 s), with the same figures on every page. FITTODAY_BROWSER=/usr/bin/chromium runs the checks in the full
browser's headless mode instead.

Every request except those a check allows goes to a proxy that is not there (127.0.0.1:9), so no traffic
leaves the machine. Each check adds the flags it needs (file:// access, loopback without the proxy, ...).
"""
import os
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

FILE_ACCESS = "--allow-file-access-from-files"
LOOPBACK_DIRECT = "--proxy-bypass-list=<-loopback>"
# The binary itself: Debian's /usr/bin/chromium-headless-shell is a shell script that runs it without `exec`, so
# chromedriver's quit ended the script and left the browser running, orphaned, after every check.
BROWSER = os.environ.get("FITTODAY_BROWSER", "/usr/lib/chromium/chromium-headless-shell")
# The shell is headless by nature; the full browser is told to be.
HEADLESS = () if os.path.basename(BROWSER) == "chromium-headless-shell" else ("--headless=new",)


def start(*flags, logging=False, downloads=None):
    options = Options()
    options.binary_location = BROWSER
    common = ("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--proxy-server=127.0.0.1:9")
    for flag in HEADLESS + common + flags:
        options.add_argument(flag)
    if logging:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if downloads:
        options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                                  "download.prompt_for_download": False})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


# Scrolls down a screen at a time and lets two frames pass after each step, inside the page: the rendering step that
# follows a frame is where Chromium starts the lazy pictures that came near the viewport. One script call for the whole
# page, where a step each with a fixed sleep cost 0.1 s a screen (seconds on a library of 873 exercises).
SCROLL_DOWN = """
const [step, done] = [arguments[0], arguments[arguments.length - 1]];
let position = 0;
function next() {
  if (position >= document.documentElement.scrollHeight) { done(position); return; }
  position += step;
  window.scrollTo(0, position);
  requestAnimationFrame(() => requestAnimationFrame(next));
}
next();
"""

# The first picture shown that has not loaded yet, brought into view; false when every picture shown is complete.
SHOW_NEXT_UNLOADED = """
const waiting = Array.from(document.images).find(i => i.getClientRects().length > 0 && !i.complete);
if (!waiting) return false;
waiting.scrollIntoView({block: 'center'});
return true;
"""


def scroll_to_end(browser, screen_height, wait_seconds):
    """Scrolls the open page to its end a screen at a time, so that each lazy picture comes near the viewport and
    loads, then waits up to `wait_seconds` for the pictures shown to be complete, bringing any still waiting into
    view. A print-only picture is hidden on screen and never loads: waiting for it would cost the whole wait on every
    page."""
    browser.set_script_timeout(max(30, wait_seconds))
    browser.execute_async_script(SCROLL_DOWN, screen_height)
    deadline = time.time() + wait_seconds
    while time.time() < deadline and browser.execute_script(SHOW_NEXT_UNLOADED):
        time.sleep(0.05)
