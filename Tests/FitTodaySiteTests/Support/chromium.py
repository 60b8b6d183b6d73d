"""Starts the headless Chromium (Debian's, through its chromedriver) that the browser checks drive.

Every request except those a check allows goes to a proxy that is not there (127.0.0.1:9), so no traffic
leaves the machine. Each check adds the flags it needs (file:// access, loopback without the proxy, ...).
"""
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

FILE_ACCESS = "--allow-file-access-from-files"
LOOPBACK_DIRECT = "--proxy-bypass-list=<-loopback>"


def start(*flags, logging=False, downloads=None):
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--proxy-server=127.0.0.1:9") + flags:
        options.add_argument(flag)
    if logging:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if downloads:
        options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                                  "download.prompt_for_download": False})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


SHOWN_PICTURES_LOADED = "return Array.from(document.images).filter(i => i.getClientRects().length > 0).every(i => i.complete)"


def scroll_to_end(browser, screen_height, wait_seconds):
    """Scrolls the open page down half a screen at a time, so that each lazy picture comes near the viewport and
    loads, then waits up to `wait_seconds` for the pictures shown to be complete. A print-only picture is hidden on
    screen and never loads: waiting for it would cost the whole wait on every page."""
    height = browser.execute_script("return document.documentElement.scrollHeight")
    position = 0
    while position < height:
        position += screen_height // 2
        browser.execute_script(f"window.scrollTo(0, {position})")
        time.sleep(0.05)
        height = browser.execute_script("return document.documentElement.scrollHeight")
    deadline = time.time() + wait_seconds
    while time.time() < deadline and not browser.execute_script(SHOWN_PICTURES_LOADED):
        time.sleep(0.1)
