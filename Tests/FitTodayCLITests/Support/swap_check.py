"""Issue 52's swap on today's sheet, in headless Chromium at 390 px, from file:// with no network:

  swap_check.py SITE_DIR
  swap_check.py SITE_DIR --plan-swapped

Finds the first exercise with alternatives, presses its first "Trocar"/"Swap", ticks the first working set, reloads
(the swap must survive), and reads the log as the download would hold it (`FitTodaySheet.buildLog`); then presses
"Desfazer"/"Undo" and reads it again. Every word checked is read from the page itself.

Prints one JSON line last: {"planned", "alternative", "alternative_kg", "name_after_reload", "swapped_log", "undone_log", "warmups_hidden"}.

With --plan-swapped, the exercise `fittoday plan swap` put in a place before the build (`data-swapped-from`): ticks its
first set and prints {"planned", "exercise", "log"}.
Exits 1 with the problems on stderr when a check fails.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "FitTodaySiteTests" / "Support"))
import chromium  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402


def plan_swapped(driver) -> dict:
    exercise = driver.find_element(By.CSS_SELECTOR, "li.exercise[data-swapped-from]")
    exercise.find_element(By.CSS_SELECTOR, "li.sheet-set input[type=checkbox]").click()
    return {"planned": exercise.get_attribute("data-swapped-from"), "exercise": exercise.get_attribute("data-exercise"),
            "log": driver.execute_script("return window.FitTodaySheet.buildLog(Date.now())")}


def main(site: pathlib.Path, mode: str) -> int:
    driver = chromium.start(chromium.FILE_ACCESS, logging=True)
    problems = []
    try:
        driver.set_window_size(390, 844)
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
        driver.get((site / "index.html").as_uri())
        if mode == "--plan-swapped":
            print(json.dumps(plan_swapped(driver)))
            return 0
        exercise = next((item for item in driver.find_elements(By.CSS_SELECTOR, "li.exercise")
                         if item.find_elements(By.CSS_SELECTOR, "li.alternative button.swap")), None)
        if exercise is None:
            print("no exercise with alternatives on today's page", file=sys.stderr)
            return 1
        position = exercise.get_attribute("id")
        planned = exercise.get_attribute("data-exercise")
        choice = exercise.find_element(By.CSS_SELECTOR, "li.alternative")
        alternative = choice.get_attribute("data-alternative")
        name = choice.get_attribute("data-name")
        kilograms = choice.get_attribute("data-kg")
        if not choice.find_element(By.CSS_SELECTOR, "button.swap").is_displayed():
            problems.append("the swap button is not shown")
        choice.find_element(By.CSS_SELECTOR, "button.swap").click()
        working = [row for row in exercise.find_elements(By.CSS_SELECTOR, "li.sheet-set") if row.get_attribute("data-kind") != "warmup"]
        working[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()

        driver.refresh()
        exercise = driver.find_element(By.ID, position)
        after = exercise.find_element(By.CSS_SELECTOR, "h3 a").text
        warmups = [row for row in exercise.find_elements(By.CSS_SELECTOR, "li.sheet-set") if row.get_attribute("data-kind") == "warmup"]
        warmups_hidden = all(not row.is_displayed() for row in warmups)
        note = exercise.find_element(By.CSS_SELECTOR, ".swap-note")
        if not note.is_displayed() or name not in note.text:
            problems.append(f"the swap note does not say what is done: {note.text!r}")
        swapped = driver.execute_script("return window.FitTodaySheet.buildLog(Date.now())")

        exercise.find_element(By.CSS_SELECTOR, "button.swap-undo").click()
        exercise = driver.find_element(By.ID, position)
        working = [row for row in exercise.find_elements(By.CSS_SELECTOR, "li.sheet-set") if row.get_attribute("data-kind") != "warmup"]
        working[0].find_element(By.CSS_SELECTOR, "input[type=checkbox]").click()
        undone = driver.execute_script("return window.FitTodaySheet.buildLog(Date.now())")
        if exercise.get_attribute("data-exercise") != planned:
            problems.append("undo left the alternative in place")
        errors = [entry.get("message") for entry in driver.get_log("browser") if entry.get("level") in ("SEVERE", "ERROR")]
        problems += [f"console: {message}" for message in errors]
        print(json.dumps({"planned": planned, "alternative": alternative, "alternative_kg": kilograms, "name": name, "name_after_reload": after,
                          "swapped_log": swapped, "undone_log": undone, "warmups_hidden": warmups_hidden}))
    finally:
        driver.quit()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1]).resolve(), sys.argv[2] if len(sys.argv) > 2 else ""))
