"""Checks an exercise page's progress chart and a session page in headless Chromium, from file://, offline.

On a 320 px wide phone neither page scrolls sideways, the chart fills the width and is named by its title;
printed, the chart and its table both show; the session page shows its record marks as text.
Usage: progress_check.py SITE_DIR EXERCISE_PAGE SESSION_PAGE   (pages relative to SITE_DIR)
"""
import pathlib
import sys

import chromium


OVERFLOW = """
var width = document.documentElement.clientWidth;
return [width, document.documentElement.scrollWidth];
"""


def main() -> int:
    site = pathlib.Path(sys.argv[1]).resolve()
    exercise, session = sys.argv[2], sys.argv[3]
    driver = chromium.start(chromium.LOOPBACK_DIRECT)
    problems = []
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        driver.get((site / exercise).as_uri())
        width, scroll = driver.execute_script(OVERFLOW)
        if scroll > width:
            problems.append(f"{exercise}: {scroll} px wide on a {width} px screen")
        chart = driver.execute_script("""
            var svg = document.querySelector('svg.progress-chart');
            if (!svg) return null;
            var ids = (svg.getAttribute('aria-labelledby') || '').split(' ');
            var name = ids.map(function (id) { var e = document.getElementById(id); return e ? e.textContent : ''; }).join(' ');
            return [svg.getBoundingClientRect().width, svg.getAttribute('role'), name, svg.querySelectorAll('script').length];
        """)
        if chart is None:
            problems.append(f"{exercise}: no chart")
        else:
            chart_width, role, name, scripts = chart
            if not (250 <= chart_width <= width):
                problems.append(f"{exercise}: chart {chart_width} px wide on a {width} px screen")
            if role != "img" or "1RM" not in name:
                problems.append(f"{exercise}: chart not named as an image ({role!r}, {name!r})")
            if scripts:
                problems.append(f"{exercise}: {scripts} scripts in the chart")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        printed = driver.execute_script("""
            function shown(selector) {
                var e = document.querySelector(selector);
                return !!e && e.getBoundingClientRect().height > 0 && getComputedStyle(e).display !== 'none';
            }
            return [shown('svg.progress-chart'), shown('table.progress-data'), shown('table.records')];
        """)
        if printed != [True, True, True]:
            problems.append(f"{exercise}: printed chart, data table, records shown: {printed}")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        driver.get((site / session).as_uri())
        width, scroll = driver.execute_script(OVERFLOW)
        if scroll > width:
            problems.append(f"{session}: {scroll} px wide on a {width} px screen")
        marks = driver.execute_script(
            "return Array.from(document.querySelectorAll('.record-mark')).map(function (e) { return e.innerText; })")
        if not marks or any("recorde" not in mark and "record" not in mark for mark in marks):
            problems.append(f"{session}: record marks {marks}")
    finally:
        driver.quit()
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
