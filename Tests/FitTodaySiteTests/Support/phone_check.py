"""Opens built pages from file:// in headless Chromium, networking off, at phone widths in light and dark.

For every page, width (390 and 320 px) and colour scheme it checks that nothing scrolls sideways
(document.documentElement.scrollWidth <= innerWidth), that every link in a list or a table is at least 44 px
tall with its lines close together (a wrapped name reads as one link), and, for the page given with --today,
that the first exercise's name is on screen without scrolling. The library's search index and box must be
there on the library pages (library/...) and on no other page. Exits 1 listing every problem.
Usage: phone_check.py SITE_DIR [--today PAGE] PAGE [PAGE ...]   (pages relative to SITE_DIR)
"""
import pathlib
import sys

import chromium


# Phones people carry: the smallest width still sold, and the common one, each with its screen height.
SCREENS = [(390, 844), (320, 568)]

MEASURE = """
const doc = document.documentElement;
const links = Array.from(document.querySelectorAll('main li a, main td a, main dd a'))
  .filter(a => a.getClientRects().length > 0)
  .map(a => {
    const style = getComputedStyle(a);
    const box = a.getBoundingClientRect();
    return {text: a.textContent.trim().slice(0, 60), height: box.height,
            lineHeight: parseFloat(style.lineHeight) || 0, fontSize: parseFloat(style.fontSize)};
  });
const wide = Array.from(document.querySelectorAll('body *'))
  .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5 && !e.closest('table'))
  .slice(0, 5).map(e => e.tagName + '.' + e.className);
const first = document.querySelector('.exercise h3');
return {scrollWidth: doc.scrollWidth, innerWidth: innerWidth, links: links, wide: wide,
        firstExerciseBottom: first ? first.getBoundingClientRect().bottom : null, innerHeight: innerHeight,
        background: getComputedStyle(document.body).backgroundColor,
        searchIndex: typeof window.FitTodayLibraryIndex !== 'undefined',
        searchBox: document.getElementById('library-query') !== null};
"""


def main() -> int:
    args = sys.argv[1:]
    site = pathlib.Path(args.pop(0)).resolve()
    today = None
    if args and args[0] == "--today":
        args.pop(0)
        today = args.pop(0)
    pages = ([today] if today else []) + args
    driver = chromium.start(chromium.FILE_ACCESS, chromium.LOOPBACK_DIRECT, "--hide-scrollbars")
    problems = []
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for (width, height) in SCREENS:
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
                for page in pages:
                    driver.get((site / page).as_uri())
                    found = driver.execute_script(MEASURE)
                    where = f"{page} at {width} px, {scheme}"
                    # A phone widens its layout viewport to fit a page wider than the screen: then innerWidth
                    # is that wider width, so the page is measured against the screen too.
                    if found["innerWidth"] != width:
                        problems.append(f"{where}: the page widened the window to {found['innerWidth']} px, not {width}")
                    if found["scrollWidth"] > min(found["innerWidth"], width):
                        problems.append(f"{where}: scrolls sideways ({found['scrollWidth']} > {found['innerWidth']}; "
                                        f"too wide: {found['wide']})")
                    dark = found["background"] not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")
                    if dark != (scheme == "dark"):
                        problems.append(f"{where}: background {found['background']} is not the {scheme} one")
                    for link in found["links"]:
                        if link["height"] < 43.5:
                            problems.append(f"{where}: link '{link['text']}' is {link['height']:.1f} px tall (< 44)")
                        if link["lineHeight"] > 1.6 * link["fontSize"]:
                            problems.append(f"{where}: link '{link['text']}' has {link['lineHeight']} px lines for "
                                            f"{link['fontSize']} px text: its wrapped lines would look like two links")
                    library = page.startswith("library/")
                    if found["searchIndex"] != library or found["searchBox"] != library:
                        problems.append(f"{where}: search index loaded {found['searchIndex']}, search box {found['searchBox']}; "
                                        f"only the library pages have them")
                    if page == today:
                        bottom = found["firstExerciseBottom"]
                        if bottom is None:
                            problems.append(f"{where}: no exercise on today's page")
                        elif bottom > found["innerHeight"]:
                            problems.append(f"{where}: the first exercise ends at {bottom:.0f} px, below the fold "
                                            f"({found['innerHeight']} px)")
                    print(f"ok {where}: {found['scrollWidth']} px wide, {len(found['links'])} links")
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
