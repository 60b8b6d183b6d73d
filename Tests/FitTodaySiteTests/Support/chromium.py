"""Starts the headless Chromium (Debian's, through its chromedriver) that the browser checks drive.

Every request except those a check allows goes to a proxy that is not there (127.0.0.1:9), so no traffic
leaves the machine. Each check adds the flags it needs (file:// access, loopback without the proxy, ...).
"""
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
