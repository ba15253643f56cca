"""Opens the preview catalog (Scripts/preview --catalog) in headless Chromium through Selenium and
checks it as a reader's browser sees it; takes the README's screenshots. Run by Scripts/catalog-check."""

import argparse
import hashlib
import json
import os
import shutil
import sys
import tempfile
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import unquote, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# The most bytes a page may take: the catalog's own limit (Catalog.pageLimit in PreviewRunner).
PAGE_LIMIT = 65_536

# What each page tells the check, read in the browser after it loaded: every link (the SVG map's
# included, resolved against the page), the edge links, and the frame's text.
READ_PAGE = """
const links = [...document.querySelectorAll('a')].map(a => {
  const href = a.getAttribute('href') ?? a.getAttribute('xlink:href');
  return href === null ? null : new URL(href, document.baseURI).href;
}).filter(h => h !== null);
const edges = [...document.querySelectorAll('a.edge')].map(a => a.href);
const frame = document.getElementById('frame');
return {title: document.title, links, edges, frame: frame ? frame.innerText : null,
        scripts: document.scripts.length};
"""


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1100,900",
                     "--no-first-run", "--disable-extensions", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--disable-default-apps"):
        options.add_argument(argument)
    binary = next(filter(None, map(shutil.which, ("chromium", "chromium-browser", "google-chrome"))), None)
    driver_path = shutil.which("chromedriver")
    if binary is None or driver_path is None:
        sys.exit("error: the catalog check needs Chromium and its driver (Debian: chromium and "
                 "chromium-driver; .ci/install-packages installs them)")
    options.binary_location = binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(driver_path), options=options)


def normalized(text):
    """A frame's text as the explorer keeps it: trailing spaces and blank lines removed."""
    lines = [line.rstrip(" ") for line in text.replace("\u00a0", " ").split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines)


def check(drivers, root):
    """Every problem of the catalog in `root`, as lines: pages, links, requests, frames, reach.
    The pages are shared out among `drivers`, one thread each."""
    root = root.resolve()
    prefix = root.as_uri() + "/"
    pages = sorted(root.rglob("*.html"))
    known = {page.resolve().as_uri() for page in pages}
    documents = {path.parent.name: json.loads(path.read_text())
                 for path in sorted(root.glob("*/catalog.json"))}
    if not documents:
        return [f"{root}: no preview catalog (*/catalog.json)"], 0

    def inspect(driver, page):
        """The page's problems and the pages its edge links lead to."""
        problems = []
        name = page.relative_to(root).as_posix()
        size = page.stat().st_size
        if size > PAGE_LIMIT:
            problems.append(f"{name}: {size} bytes, more than the {PAGE_LIMIT} a page may take")
        driver.get_log("browser")
        driver.get_log("performance")
        driver.get(page.resolve().as_uri())
        seen = driver.execute_script(READ_PAGE)
        for entry in driver.get_log("browser"):
            if entry["level"] in ("SEVERE", "ERROR"):
                problems.append(f"{name}: console error: {entry['message']}")
        for entry in driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] != "Network.requestWillBeSent":
                continue
            url = message["params"]["request"]["url"]
            if not (url.startswith(prefix) or url.startswith("data:")):
                problems.append(f"{name}: a request outside the catalog: {url}")
        if seen["scripts"]:
            problems.append(f"{name}: a script (the catalog is plain HTML and CSS)")
        if not seen["title"]:
            problems.append(f"{name}: no title (did it load?)")
        for link in seen["links"]:
            target = link.split("#", 1)[0]
            if target not in known:
                problems.append(f"{name}: a link to no page of the catalog: {unquote(link)}")
        preview, _, file = name.partition("/")
        if file.startswith("state-") and preview in documents:
            state_id = int(file[len("state-"):-len(".html")])
            states = documents[preview]["states"]
            if state_id >= len(states):
                problems.append(f"{name}: no state {state_id} in {preview}/catalog.json")
            elif seen["frame"] is None:
                problems.append(f"{name}: no frame (#frame)")
            elif normalized(seen["frame"]) != states[state_id]["frame"]:
                problems.append(f"{name}: the frame differs from the explorer's:\n"
                                + first_difference(states[state_id]["frame"], normalized(seen["frame"])))
        return problems, [e.split("#", 1)[0] for e in seen["edges"]]

    def inspect_share(index):
        return [(page, inspect(drivers[index], page)) for page in pages[index::len(drivers)]]

    with ThreadPoolExecutor(len(drivers)) as pool:
        results = dict(item for share in pool.map(inspect_share, range(len(drivers))) for item in share)
    problems = [problem for page in pages for problem in results[page][0]]
    edges_of = {page.resolve().as_uri(): results[page][1] for page in pages}
    for preview, document in documents.items():
        folder = (root / preview).resolve()
        page = lambda state: (folder / f"state-{state}.html").as_uri()
        starts = [s["id"] for s in document["states"] if not s["steps"]]
        reached = set(map(page, starts))
        queue = deque(reached)
        while queue:
            for target in edges_of.get(queue.popleft(), []):
                if target not in reached:
                    reached.add(target)
                    queue.append(target)
        missed = [s["id"] for s in document["states"] if page(s["id"]) not in reached]
        if missed:
            problems.append(f"{preview}: following the edges from the start does not reach "
                            f"states {', '.join(map(str, missed[:20]))}")
    return problems, len(pages)


def first_difference(expected, shown):
    for number, (a, b) in enumerate(zip(expected.split("\n"), shown.split("\n")), 1):
        if a != b:
            return f"  line {number}: explorer {a!r}\n  line {number}: page     {b!r}"
    return f"  explorer {len(expected.splitlines())} lines, page {len(shown.splitlines())}"


def self_test(driver, root):
    """The check must catch a broken link and a broken frame: it runs on a copy of the smallest
    preview's catalog with one of each, and fails unless it reports exactly those two."""
    documents = sorted(root.glob("*/catalog.json"), key=lambda p: p.stat().st_size)
    preview = documents[0].parent
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / "catalog"
        (copy / preview.name).mkdir(parents=True)
        shutil.copy(root / "style.css", copy / "style.css")
        for file in preview.iterdir():
            shutil.copy(file, copy / preview.name / file.name)
        (copy / "index.html").write_text(
            '<!doctype html><title>index</title><a href="' + preview.name + '/index.html">x</a>')
        page = copy / preview.name / "state-0.html"
        html = page.read_text()
        broken = html.replace('class="edge" href="state-', 'class="edge" href="missing-state-', 1)
        start = broken.index('<pre class="frame" id="frame">') + len('<pre class="frame" id="frame">')
        # The first character of the frame drawn as another: the text differs by one cell.
        broken = broken[:start] + ("#" if broken[start] != "#" else "%") + broken[start + 1:]
        page.write_text(broken)
        problems, _ = check([driver], copy)
    expected = ["a link to no page of the catalog", "the frame differs from the explorer's"]
    caught = [e for e in expected if any(e in p for p in problems)]
    return caught == expected, problems


# The README's pictures: a state of the app's catalog found by its URL, ids as <id>.
SCREENSHOTS = [
    ("inventory-list", "nav:///inventory"),
    ("add-sheet", "nav:///inventory/add"),
    ("delete-alert", "nav:///inventory/<id>/delete"),
    ("color-picker", "nav:///inventory/add/colorPicker"),
]


def pattern(url):
    import re
    return re.sub(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}",
                  "<id>", url)


def screenshot_sources(root):
    """Per picture: its page and the SHA-256 of what it draws (the frame's HTML and the style
    sheet), which stays the same while the picture would; browsers' PNG bytes may not."""
    document = json.loads((root / "app" / "catalog.json").read_text())
    style = (root / "style.css").read_bytes()
    sources = []
    for name, url in SCREENSHOTS:
        state = next((s for s in document["states"] if pattern(s["url"]) == url and not s.get("placeholder")), None)
        if state is None:
            sys.exit(f"error: the app's catalog has no state at {url} for the picture {name}")
        page = root / "app" / f"state-{state['id']}.html"
        html = page.read_text()
        frame = html[html.index('<pre class="frame" id="frame">'):html.index("</pre>") + len("</pre>")]
        digest = hashlib.sha256(frame.encode() + b"\n" + style).hexdigest()
        sources.append((name, page, digest))
    return sources


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("catalog", type=Path)
    parser.add_argument("--screenshots", type=Path, metavar="DIR",
                        help="write the README's pictures into DIR (and DIR/sources.sha256)")
    parser.add_argument("--check-screenshots", type=Path, metavar="DIR",
                        help="fail unless DIR/sources.sha256 matches what the pictures would draw")
    args = parser.parse_args()
    root = args.catalog.resolve()

    if args.check_screenshots:
        recorded = (args.check_screenshots / "sources.sha256").read_text() \
            if (args.check_screenshots / "sources.sha256").exists() else ""
        current = "".join(f"{digest}  {name}.png\n" for name, _, digest in screenshot_sources(root))
        if recorded != current:
            sys.exit(f"error: the pictures in {args.check_screenshots} are out of date (their "
                     "frames changed): regenerate them with `Scripts/catalog-check --screenshots`"
                     " and commit them")
        print(f"The pictures in {args.check_screenshots} are current.")
        return

    started = time.monotonic()
    # Two browsers, each checking its share of the pages, so that the check can use two cores.
    drivers = [browser() for _ in range(2 if not args.screenshots else 1)]
    driver = drivers[0]
    try:
        if args.screenshots:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            lines = []
            for name, page, digest in screenshot_sources(root):
                driver.get(page.as_uri())
                driver.find_element(By.ID, "frame").screenshot(str(args.screenshots / f"{name}.png"))
                lines.append(f"{digest}  {name}.png\n")
            (args.screenshots / "sources.sha256").write_text("".join(lines))
            print(f"Wrote {len(lines)} pictures into {args.screenshots}.")
            return
        problems, count = check(drivers, root)
        for problem in problems:
            print(problem)
        caught, sabotaged = self_test(driver, root)
        if not caught:
            print("error: the check missed a link or a frame broken on purpose; it reported:")
            print("\n".join(sabotaged) or "  nothing")
        print(f"Checked {count} pages in headless Chromium in {time.monotonic() - started:.1f} s: "
              f"{len(problems)} problems; the check catches a broken link and frame: "
              f"{'yes' if caught else 'NO'}.")
        sys.exit(1 if problems or not caught else 0)
    finally:
        for each in drivers:
            each.quit()


if __name__ == "__main__":
    main()
