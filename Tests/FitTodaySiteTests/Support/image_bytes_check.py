"""Opens built pages from file:// in headless Chromium at 390x844 (a phone), networking off, scrolls each to its
end so every lazy picture loads, and checks what a phone would download (issue 43):

- every <img> has width and height attributes and a srcset whose files exist;
- no picture's file is wider than twice its slot (naturalWidth <= 2 * its width attribute);
- the page given with --today loads at most --today-images bytes of images (250 KB);
- every page loads at most --page-total bytes in all, the page itself, scripts, stylesheets and images (1.5 MB).

Bytes are the sizes of the files the browser fetched (resource timing, and every picture's currentSrc), read from
the disk: file:// has no transfer size. Prints one line per page with its figures; exits 1 listing every problem.
Usage: image_bytes_check.py SITE_DIR [--today PAGE] [--today-images N] [--page-total N] PAGE [PAGE ...]
"""
import pathlib
import sys
import urllib.parse

import chromium

WIDTH, HEIGHT = 390, 844

MEASURE = """
const pictures = Array.from(document.images).map(img => ({
  src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), width: img.getAttribute('width'),
  height: img.getAttribute('height'), current: img.currentSrc, complete: img.complete, natural: img.naturalWidth}));
const resources = performance.getEntriesByType('resource').map(entry => entry.name);
return {pictures: pictures, resources: resources, height: document.documentElement.scrollHeight};
"""


def local(url, root):
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme != "file":
        return None
    path = pathlib.Path(urllib.parse.unquote(parsed.path))
    return path if path.is_file() and root in path.resolve().parents else None


def main(arguments):
    root = pathlib.Path(arguments[0]).resolve()
    today, today_limit, total_limit, pages = None, 250_000, 1_500_000, []
    rest = iter(arguments[1:])
    for argument in rest:
        if argument == "--today":
            today = next(rest)
            pages.append(today)
        elif argument == "--today-images":
            today_limit = int(next(rest))
        elif argument == "--page-total":
            total_limit = int(next(rest))
        else:
            pages.append(argument)
    problems = []
    browser = chromium.start(chromium.FILE_ACCESS)
    try:
        browser.set_window_size(WIDTH, HEIGHT)
        for page in pages:
            file = root / page
            browser.get(file.as_uri())
            chromium.scroll_to_end(browser, HEIGHT, wait_seconds=10)
            measured = browser.execute_script(MEASURE)
            fetched = {file.resolve()}
            for url in measured["resources"] + [p["current"] for p in measured["pictures"] if p["current"]]:
                path = local(url, root)
                if path is not None:
                    fetched.add(path.resolve())
            images = {p for p in fetched if p.suffix.lower() in (".webp", ".jpg", ".jpeg", ".png", ".gif")}
            image_bytes = sum(p.stat().st_size for p in images)
            total = sum(p.stat().st_size for p in fetched)
            print(f"{page}: {len(measured['pictures'])} pictures, {len(images)} image files, {image_bytes} bytes of images, "
                  f"{total} bytes in all")
            folder = file.parent
            for picture in measured["pictures"]:
                name = picture["src"]
                if not picture["width"] or not picture["height"]:
                    problems.append(f"{page}: {name} has no width or height")
                if not picture["srcset"]:
                    problems.append(f"{page}: {name} has no srcset")
                else:
                    for candidate in picture["srcset"].split(","):
                        target = (folder / candidate.strip().split(" ")[0]).resolve()
                        if not target.is_file():
                            problems.append(f"{page}: {target} of the srcset does not exist")
                if picture["natural"] and picture["width"] and picture["natural"] > 2 * int(picture["width"]):
                    problems.append(f"{page}: {picture['current']} is {picture['natural']} px wide in a slot of {picture['width']}")
            if page == today and image_bytes > today_limit:
                problems.append(f"{page}: {image_bytes} bytes of images, over {today_limit}")
            if total > total_limit:
                problems.append(f"{page}: {total} bytes in all, over {total_limit}")
    finally:
        browser.quit()
    for problem in problems:
        print("PROBLEM " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
