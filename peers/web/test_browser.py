#!/usr/bin/env python3
"""Drive the web app in headless Chromium through a whole study flow.

    python peers/web/test_browser.py --base-url http://127.0.0.1:PORT --maildir DIR --screenshots DIR

The server must be a fresh multi-user `cardbox serve` whose mail goes to an aiosmtpd Mailbox sink writing to
MAILDIR.  The flow: sign up, import a generated PDF (following the progress page's Server-Sent Events to the
draft), drop one card with the keyboard and one with a swipe, save the draft, study in every mode, undo answers
with z and Ctrl-Z and see a card answered Again come back in the same session, see a wrong choice marked and a
typed near miss diffed and counted as right, see a code card highlighted and maths typeset, read the stats, delete the deck after its question and restore it,
take dark-mode and 375 x 667 screenshots, check that a form post without its CSRF token is refused, and reset the
password through the mail sink.  Every page visited must give each control an accessible name, log no console
errors and, at 375 px, scroll no wider than the screen.

Exits 0 when everything passes; otherwise prints the failed step and exits 1.
"""

from __future__ import annotations

import argparse
import email
import importlib.util
import json
import re
import math
import signal
import struct
import sys
import tempfile
import time
import wave
import zlib
from email import policy
from pathlib import Path
from urllib.parse import urlparse

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

REPOSITORY = Path(__file__).resolve().parents[2]
WAIT = 20  # seconds any one expected change may take
NAME = "Ada Lovelace"
EMAIL = "ada@example.org"
PASSWORD = "first-password-1"
NEW_PASSWORD = "second-password-2"
DECK = "Field Guide"
MAX_CARDS = 8
BROWSER_TIME_ZONE = "Australia/Sydney"  # not the server's, so sign-up must send it
# A card of the built-in Swift Syntax deck (which only the local user gets) and a maths card, for card text.
RICH_DECK = "Card text"
SWIFT_CARD = ("```swift\nguard let user else { return }\n```",
              "Unwraps the optional `user` into a constant of the same name, or leaves the scope when it is `nil`")
MATH_CARD = ("What is $\\int_0^1 2x\\,dx$?", "$$\\int_0^1 2x\\,dx = 1$$")
CARD_COLOURS = {"card_color": ("#fff3c4", "rgba(255, 243, 196, 1)"), "text_color": ("#3b2f00", "rgba(59, 47, 0, 1)")}

# Every button, input, select, textarea and link without an accessible name, as "tag[attributes]: markup".
UNNAMED_CONTROLS_JS = """
const text = (node) => (node ? node.textContent.replace(/\\s+/g, " ").trim() : "");
const labelText = (label) => {
  const copy = label.cloneNode(true);
  copy.querySelectorAll("input, select, textarea, button").forEach((control) => control.remove());
  return text(copy);
};
const imageText = (element) =>
  Array.from(element.querySelectorAll("img[alt]")).map((image) => image.alt.trim()).join(" ").trim();
const accessibleName = (element) => {
  const ids = (element.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
  const labelled = ids.map((id) => text(document.getElementById(id))).join(" ").trim();
  if (labelled) return labelled;
  const aria = (element.getAttribute("aria-label") || "").trim();
  if (aria) return aria;
  const labels = Array.from(element.labels || []).map(labelText).join(" ").trim();
  if (labels) return labels;
  const type = (element.getAttribute("type") || "").toLowerCase();
  if (element.tagName === "INPUT" && ["submit", "button", "reset"].includes(type) && element.value.trim()) {
    return element.value.trim();
  }
  if (element.tagName === "INPUT" && type === "image" && (element.alt || "").trim()) return element.alt.trim();
  if (element.tagName === "BUTTON" || element.tagName === "A") {
    const own = (text(element) + " " + imageText(element)).trim();
    if (own) return own;
  }
  return (element.getAttribute("title") || "").trim();
};
return Array.from(document.querySelectorAll("button, input, select, textarea, a[href]"))
  .filter((element) => !(element.tagName === "INPUT" && element.type === "hidden"))
  .filter((element) => !accessibleName(element))
  .map((element) => element.outerHTML.slice(0, 160));
"""


# Tags that appear as text when a view escapes its own markup.
ESCAPED_MARKUP = re.compile(r"</?(?:a|p|div|span|table|tbody|tr|td|form|input|button|section|strong)\b[^<>]*>")


class Failure(Exception):
    """A check that did not hold."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


class Browser:
    """Chromium under WebDriver, with the checks every page gets."""

    def __init__(self, base_url: str, screenshots: Path) -> None:
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--window-size=1024,768"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
        self.driver = webdriver.Chrome(options=options, service=Service(executable_path="/usr/bin/chromedriver"))
        self.base_url = base_url.rstrip("/")
        self.screenshots = screenshots
        self.wait = WebDriverWait(self.driver, WAIT)
        self.visited: list[str] = []
        self.network: list[dict] = []
        self.expected_status: int | None = None

    def quit(self) -> None:
        self.driver.quit()

    # Navigation and the checks every page gets

    def url(self, path: str) -> str:
        return self.base_url + path

    @property
    def path(self) -> str:
        parsed = urlparse(self.driver.current_url)
        return parsed.path + (f"?{parsed.query}" if parsed.query else "")

    def open(self, path: str) -> None:
        self.driver.get(self.url(path))
        self.checked()

    def checked(self) -> None:
        """Every control has an accessible name and the console has no errors, on the page now showing."""
        self.wait.until(lambda driver: driver.execute_script("return document.readyState") == "complete")
        path = self.path
        if path not in self.visited:
            self.visited.append(path)
        markup = ESCAPED_MARKUP.findall(self.find("body").text)
        check(not markup, f"markup shown as text on {path}: {markup}")
        unnamed = self.driver.execute_script(UNNAMED_CONTROLS_JS)
        check(not unnamed, f"controls without an accessible name on {path}:\n  " + "\n  ".join(unnamed))
        errors = [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        if self.expected_status:  # the page itself answers with an error status on purpose
            errors = [message for message in errors if f"status of {self.expected_status} " not in message]
        check(not errors, f"console errors on {path}:\n  " + "\n  ".join(errors))

    def navigated(self, old: WebElement) -> None:
        """Waits until the page that held `old` has been replaced, then checks the new one."""

        def replaced(_) -> bool:
            try:
                old.is_enabled()
                return False
            except StaleElementReferenceException:
                return True
            except WebDriverException as error:
                # While a page unloads, chromedriver may report the old node this way instead of as stale.
                if "does not belong to the document" in str(error):
                    return True
                raise

        self.wait.until(replaced)
        self.checked()

    def submit(self, button: WebElement) -> None:
        page = self.driver.find_element(By.TAG_NAME, "html")
        button.click()
        self.navigated(page)

    def press(self, keys: str) -> None:
        ActionChains(self.driver).send_keys(keys).perform()

    def press_and_wait(self, keys: str) -> None:
        page = self.driver.find_element(By.TAG_NAME, "html")
        self.press(keys)
        self.navigated(page)

    # Finding things

    def find(self, css: str, within: WebElement | None = None) -> WebElement:
        return (within or self.driver).find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str, within: WebElement | None = None) -> list[WebElement]:
        return (within or self.driver).find_elements(By.CSS_SELECTOR, css)

    def text(self, css: str = "main") -> str:
        return self.find(css).text

    def fill(self, name: str, value: str, within: WebElement | None = None) -> None:
        field = self.find(f'[name="{name}"]', within)
        field.clear()
        field.send_keys(value)

    def wait_for(self, condition, message: str, timeout: float = WAIT):
        try:
            return WebDriverWait(self.driver, timeout).until(condition)
        except TimeoutException:
            raise Failure(f"{message} (on {self.path})") from None

    def wait_for_text(self, css: str, expected: str) -> None:
        self.wait_for(lambda _: expected in self.text(css), f"'{expected}' never appeared in {css}")

    def network_log(self) -> list[dict]:
        """Network events seen so far, from Chromium's performance log."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"].startswith("Network."):
                self.network.append(message)
        return self.network

    # Screens

    def screenshot(self, name: str) -> Path:
        path = self.screenshots / f"{name}.png"
        check(self.driver.save_screenshot(str(path)), f"could not save {path}")
        return path

    def emulate(self, width: int | None = None, height: int | None = None, dark: bool | None = None) -> None:
        if width is None:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        else:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        scheme = {True: "dark", False: "light", None: ""}[dark]
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})


# ---------------------------------------------------------------------------------------------------------------
# The fixture
# ---------------------------------------------------------------------------------------------------------------

def make_pdf(directory: Path) -> Path:
    """The ten-page field guide from the ingest fixture generator: text pages with facts to make cards from."""
    spec = importlib.util.spec_from_file_location("make_ingest_fixtures",
                                                  REPOSITORY / "peers/make_ingest_fixtures.py")
    fixtures = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = fixtures  # its dataclasses look their module up
    spec.loader.exec_module(fixtures)
    path = directory / "field-guide.pdf"
    fixtures.make_running(path)
    return path


# ---------------------------------------------------------------------------------------------------------------
# The flow
# ---------------------------------------------------------------------------------------------------------------

def sign_up(browser: Browser) -> None:
    browser.driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": BROWSER_TIME_ZONE})
    browser.open("/")
    check(browser.path.startswith("/signin"), f"a visitor was not sent to sign in but to {browser.path}")
    browser.open("/signup")
    form = browser.find('form[action="/signup"]')
    submit = browser.find("button[type=submit]", form)
    check(not submit.is_enabled(), "the sign-up button is enabled before the form is filled in")
    browser.fill("name", NAME, form)
    browser.fill("email", EMAIL, form)
    browser.fill("password", PASSWORD, form)
    browser.wait_for(lambda _: submit.is_enabled(), "the sign-up button stayed disabled for a valid form")
    browser.submit(submit)
    check(browser.path == "/welcome", f"sign-up led to {browser.path}, not the welcome page")
    browser.wait_for_text("h1", "Welcome to Cardbox")
    check(NAME in browser.text("header"), "the header does not show who is signed in")
    browser.open("/settings")
    chosen = Select(browser.find('select[name="time_zone"]')).first_selected_option.get_attribute("value")
    check(chosen == BROWSER_TIME_ZONE, f"sign-up did not keep the browser's time zone; the account has {chosen}")


def import_pdf(browser: Browser, pdf: Path) -> None:
    browser.open("/import")
    form = browser.find('form[action="/import"]')
    browser.find('input[type="file"]', form).send_keys(str(pdf))
    browser.fill("deck", DECK, form)
    Select(browser.find('select[name="engine"]', form)).select_by_value("extractive")
    browser.fill("max_cards", str(MAX_CARDS), form)
    browser.network_log()
    browser.submit(browser.find("button[type=submit]", form))
    browser.wait_for(lambda _: re.fullmatch(r"/drafts/\d+", browser.path), "the import never reached its draft")
    browser.checked()
    events = [event for event in browser.network_log() if event["method"] == "Network.responseReceived"]
    progress = [event["params"]["response"] for event in events
                if re.search(r"/imports/\d+$", event["params"]["response"]["url"])]
    streams = [event["params"]["response"] for event in events
               if re.search(r"/imports/\d+/events$", event["params"]["response"]["url"])]
    check(any(response["status"] == 200 for response in progress), "the progress page was never shown")
    check(any(response["status"] == 200 and response["mimeType"] == "text/event-stream" for response in streams),
          "the progress page did not follow the import's event stream")


def import_spreadsheet(browser: Browser, directory: Path) -> None:
    """A spreadsheet without a header: its preview offers a role over each column, the choice fills the columns
    field, and the cards arrive with the category and explanation the user mapped."""
    sheet = directory / "animals.csv"
    sheet.write_text("perro;dog;animals;A pet that barks\ngato;cat;animals;A pet that purrs\n", encoding="utf-8")
    browser.open("/import")
    form = browser.find('form[action="/import"]')
    browser.find('input[type="file"]', form).send_keys(str(sheet))
    browser.wait_for(lambda _: len(browser.find_all("[data-columns-preview] select", form)) == 4,
                     "the spreadsheet's columns were never previewed")
    selects = browser.find_all("[data-columns-preview] select", form)
    check([s.get_attribute("value") for s in selects] == ["front", "back", "skip", "skip"],
          f"unexpected columns found: {[s.get_attribute('value') for s in selects]}")
    check("perro" in browser.text("[data-columns-preview]"), "the preview does not show the first row")
    check("separator: ;" in browser.text("[data-columns-preview]"), "the preview does not name the separator")
    Select(selects[2]).select_by_value("category")
    Select(selects[3]).select_by_value("explanation")
    columns = browser.find('input[name="columns"]', form).get_attribute("value")
    check(columns == "front,back,category,explanation", f"the columns field reads {columns!r}")
    browser.fill("deck", "Animals sheet", form)
    browser.submit(browser.find("button[type=submit]", form))
    browser.wait_for(lambda _: 'data-imported="2"' in browser.driver.page_source,
                     "the spreadsheet's two cards were never reported imported")
    browser.checked()
    browser.open("/")
    deck_links = [a for a in browser.find_all("a[href^='/decks/']") if "Animals sheet" in a.text]
    check(bool(deck_links), "the deck 'Animals sheet' is not listed")
    browser.open(urlparse(deck_links[0].get_attribute("href")).path)
    page = browser.text()
    check("animals" in page and "perro" in page, "the imported cards do not show their mapped category")


def swipe_left(browser: Browser, element: WebElement) -> None:
    """A finger on the element moves 200 px to the left and lifts, through Chromium's touch input."""
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    box = browser.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return {x: r.left + r.width * 0.75, y: r.top + 24};",
        element)
    x, y = box["x"], box["y"]
    touch = "Input.dispatchTouchEvent"
    browser.driver.execute_cdp_cmd(touch, {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 5):
        browser.driver.execute_cdp_cmd(touch, {"type": "touchMove", "touchPoints": [{"x": x - 50 * step, "y": y}]})
    browser.driver.execute_cdp_cmd(touch, {"type": "touchEnd", "touchPoints": []})


def card_state(browser: Browser, card_id: str) -> tuple[str, bool]:
    card = browser.find(f"#{card_id}")
    return browser.find("[data-state]", card).text, "dropped" in card.get_attribute("class").split()


def review_draft(browser: Browser) -> dict[str, str]:
    """Drops the second card with `d` and the fourth with a swipe; returns the kept cards' answers by question."""
    cards = browser.find_all("article.draft-card")
    check(len(cards) >= 5, f"the draft has {len(cards)} cards; expected at least 5")
    check(len(cards) <= MAX_CARDS, f"the draft has {len(cards)} cards, more than the limit of {MAX_CARDS}")
    answers = {}
    for card in cards:
        question, answer = (paragraph.text for paragraph in browser.find_all("p", card)[:2])
        answers[question] = answer
    by_key, by_swipe = cards[1].get_attribute("id"), cards[3].get_attribute("id")
    first, total = cards[0].get_attribute("id"), len(cards)
    for card in cards:
        check(len(browser.find_all(".row > form[data-decision]", card)) == 2, "keep and drop are not side by side")
    browser.driver.execute_script("arguments[0].focus()", cards[1])
    browser.press("d")
    browser.wait_for(lambda _: card_state(browser, by_key) == ("Dropped", True), "pressing d did not drop the card")
    focused = browser.driver.execute_script("return document.activeElement.id")
    check(focused == cards[2].get_attribute("id"), f"after a drop the focus went to '{focused}', not the next card")
    swipe_left(browser, cards[3])
    browser.wait_for(lambda _: card_state(browser, by_swipe) == ("Dropped", True), "a left swipe did not drop the card")
    check(card_state(browser, cards[0].get_attribute("id"))[0] == "Not decided", "an untouched card changed state")
    browser.driver.refresh()
    browser.checked()
    for card_id in (by_key, by_swipe):
        check(card_state(browser, card_id) == ("Dropped", True), f"card {card_id} is not dropped after a reload")
    kept = {question: answer for index, (question, answer) in enumerate(answers.items()) if index not in (1, 3)}
    check(draft_counts(browser) == (0, 2, total - 2), f"the bar counts {draft_counts(browser)} after two drops")
    browser.driver.execute_script("arguments[0].focus()", browser.find(f"#{first}"))
    browser.press("k")
    browser.wait_for(lambda _: draft_counts(browser) == (1, 2, total - 3),
                     "keeping a card did not update the bar's counts")
    bar = browser.find("[data-draft-bar]")
    check(browser.driver.execute_script("return getComputedStyle(arguments[0]).position", bar) == "sticky",
          "the counts bar does not stay at the top")
    browser.screenshot("draft-review")
    browser.emulate(width=375, height=667)
    browser.driver.execute_script("window.scrollTo(0, 0)")
    fits(browser)
    browser.screenshot("draft-review-phone")
    browser.emulate()
    browser.submit(browser.find("[data-keep-all]"))
    check(draft_counts(browser) == (total - 2, 2, 0), f"after Keep all the bar counts {draft_counts(browser)}")
    for card_id in (by_key, by_swipe):
        check(card_state(browser, card_id) == ("Dropped", True), f"Keep all changed the dropped card {card_id}")
    return kept


def draft_counts(browser: Browser) -> tuple[int, int, int]:
    """The draft bar's kept, dropped and undecided counts."""
    return tuple(int(browser.text(f'[data-draft-bar] [data-count="{name}"]'))
                 for name in ("kept", "dropped", "undecided"))


def save_draft(browser: Browser, kept: dict[str, str]) -> str:
    check(len(browser.find_all('form[action$="/save"]')) == 2, "the draft page has no save form below the cards")
    form = browser.find('form[data-save="bottom"]')
    check(browser.find('input[name="deck"]', form).get_attribute("value") == DECK, "the save form lost the deck")
    browser.submit(browser.find("button[type=submit]", form))
    check(re.fullmatch(r"/decks/\d+\?notice=draft-saved", browser.path), f"saving led to {browser.path}")
    browser.wait_for_text(".notice", "saved to the deck")
    rows = browser.find_all("main table tbody tr")
    check(len(rows) == len(kept), f"the deck has {len(rows)} cards; {len(kept)} were kept")
    return browser.path.split("?")[0]


def fits(browser: Browser) -> None:
    """The page is no wider than the window."""
    width, window = browser.driver.execute_script(
        "return [document.documentElement.scrollWidth, window.innerWidth]")
    check(width <= window, f"{browser.path} scrolls sideways: it is {width} px wide in a {window} px window")


def edit_cards(browser: Browser, label: str) -> dict[str, str]:
    """Adds two cards with "Save and add another", then moves one to a new deck from the deck page's selection;
    returns the pages it used."""
    source, target = f"Editing {label}", f"Moved {label}"
    for name in (source, target):
        browser.open("/decks/new")
        form = browser.find('form[action="/decks"]')
        browser.fill("name", name, form)
        browser.submit(browser.find("button[type=submit]", form))
        browser.wait_for_text(".notice", "created")
    browser.open("/")
    decks = {link.text: link.get_attribute("href") for link in browser.find_all("main .deck-card h2 a")}
    source_path, target_path = (decks[name].removeprefix(browser.url("")) for name in (source, target))
    browser.open(source_path + "/cards/new")
    editor = browser.find("form[data-card-editor]")
    if label == "desktop":
        main, window = browser.driver.execute_script(
            "return [document.querySelector('main').getBoundingClientRect().width, window.innerWidth]")
        check(main >= window - 40, f"the card editor is {main} px wide in a {window} px window, not full width")
    fits(browser)
    for front, back in ((f"{label} front one", "back one"), (f"{label} front two", "back two")):
        editor = browser.find("form[data-card-editor]")
        browser.fill("front", front, editor)
        browser.fill("back", back, editor)
        browser.submit(browser.find('button[name="then"][value="another"]', editor))
        check(browser.path == source_path + "/cards/new?notice=card-added",
              f"Save and add another led to {browser.path}")
        browser.wait_for_text(".notice", "Add the next one")
        check(browser.find('[name="front"]').get_attribute("value") == "", "the next card's editor is not empty")
    browser.open(source_path)
    fits(browser)
    rows = browser.find_all("main table tbody tr")
    check(len(rows) == 2, f"the deck has {len(rows)} cards after adding two")
    box = browser.find(f'input[name="card"][aria-label="Choose card {label} front two"]')
    browser.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    box.click()
    browser.wait_for(lambda _: browser.text("[data-picked]") == "1", "the deck page does not count the chosen card")
    form = browser.find("#card-batch")
    Select(browser.find('select[name="deck"]', form)).select_by_visible_text(target)
    browser.screenshot(f"bulk-move-{label}")
    browser.submit(browser.find('button[value="move"]', form))
    browser.wait_for_text(".notice", "moved")
    check([row.text for row in browser.find_all("main table tbody tr td:nth-child(2)")] == [f"{label} front one"],
          "the moved card is still in its deck")
    browser.open(target_path)
    check([row.text for row in browser.find_all("main table tbody tr td:nth-child(2)")] == [f"{label} front two"],
          "the moved card is not in the deck it was moved to")
    return {f"new-card-{label}": source_path + "/cards/new", f"deck-{label}": source_path}


def colour_deck(browser: Browser, deck: str) -> None:
    """Gives the deck's cards a background and text colour."""
    browser.open(deck + "/edit")
    form = browser.find(f'form[action="{deck}/edit"]')
    for name, (value, _) in CARD_COLOURS.items():
        use = browser.find(f'input[name="use_{name}"]', form)
        if not use.is_selected():
            use.click()
        browser.driver.execute_script(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input', {bubbles: true}));",
            browser.find(f'input[name="{name}"]', form), value)
    browser.submit(browser.find("button[type=submit]", form))
    browser.wait_for_text(".notice", "The deck has been saved.")


def check_colours(browser: Browser) -> None:
    card = browser.find(".flashcard")
    shown = {"card_color": card.value_of_css_property("background-color"),
             "text_color": card.value_of_css_property("color")}
    wanted = {name: rgb for name, (_, rgb) in CARD_COLOURS.items()}
    check(shown == wanted, f"the card is shown in {shown}, not the deck's colours {wanted}")


def start_mode(browser: Browser, deck: str, title: str) -> None:
    browser.open(deck)
    link = browser.driver.find_element(By.LINK_TEXT, title)
    page = browser.find("html")
    link.click()
    browser.navigated(page)
    check("session=" in browser.path or "mode=play" in browser.path, f"{title} opened {browser.path}")


def front(browser: Browser) -> str:
    return browser.find(".flashcard > div").text


def study_flip(browser: Browser, deck: str) -> int:
    start_mode(browser, deck, "Flip cards")
    check_colours(browser)
    back = browser.find(".flashcard .back")
    check(not back.is_displayed(), "the answer shows before it is revealed")
    browser.press(" ")
    browser.wait_for(lambda _: back.is_displayed(), "space did not reveal the answer")
    ratings = browser.find_all(".ratings button")
    check([button.get_attribute("data-key") for button in ratings] == ["1", "2", "3", "4"], "ratings are not 1-4")
    for button in ratings:
        check(button.is_displayed(), f"rating '{button.text}' is not visible after the reveal")
        preview = browser.find("small", button).text
        check(re.fullmatch(r"\d+(\.\d)?(m|h|d|mo|y)|today", preview),
              f"rating '{button.text}' shows no interval preview but '{preview}'")
    first = front(browser)
    browser.press_and_wait("3")
    check(front(browser) != first, "rating a card did not move on to the next one")
    browser.press(" ")
    browser.wait_for(lambda _: browser.find(".flashcard .back").is_displayed(), "space did not reveal card 2")
    # As in Anki, space after the reveal means Good, never the focused Again button.
    browser.press_and_wait(" ")
    report = browser.driver.execute_script("return fetch('/api/v1/stats').then((reply) => reply.json())")
    today = [day for day in report["days"] if day["day"] == report["today"]]
    check(today and today[0]["answered"] == 2 and today[0]["correct"] == 2,
          f"space twice did not rate Good: {today}")
    return 2


def answered_today(browser: Browser) -> int:
    report = browser.driver.execute_script("return fetch('/api/v1/stats').then((reply) => reply.json())")
    today = [day for day in report["days"] if day["day"] == report["today"]]
    return today[0]["answered"] if today else 0


def reveal(browser: Browser) -> None:
    browser.press(" ")
    browser.wait_for(lambda _: browser.find(".flashcard .back").is_displayed(), "space did not reveal the answer")


def study_keys(browser: Browser, deck: str) -> int:
    """Anki's keys: 1 rates Again, z and Ctrl-Z undo it, and the missed card comes back in the same session."""
    start_mode(browser, deck, "Flip cards")
    check(browser.find(".study-progress progress").is_displayed(), "the study page shows no progress bar")
    card = browser.find(".study-card")
    size = float(card.value_of_css_property("font-size").removesuffix("px"))
    check(size >= 24 and card.value_of_css_property("text-align") == "center",
          f"the card text is {size}px and aligned {card.value_of_css_property('text-align')}, not big and centred")
    classes = [button.get_attribute("class") for button in browser.find_all(".ratings button")]
    check([c.split()[-1] for c in classes] == ["rating-again", "rating-hard", "rating-good", "rating-easy"],
          f"the rating buttons are not colour-coded: {classes}")
    check(not browser.find_all('[data-key="z"]'), "undo is offered before any answer")
    missed = front(browser)
    before = answered_today(browser)
    reveal(browser)
    browser.press_and_wait("1")
    check(front(browser) != missed, "a card answered Again came straight back")
    check(answered_today(browser) == before + 1, "Again was not recorded")
    browser.press_and_wait("z")
    check(front(browser) == missed, f"z did not bring back the card answered Again but showed '{front(browser)}'")
    check(answered_today(browser) == before, "z did not remove the answer")
    reveal(browser)
    browser.press_and_wait("1")
    page = browser.find("html")
    ActionChains(browser.driver).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
    browser.navigated(page)
    check(front(browser) == missed, "Ctrl-Z did not undo the last answer")
    check(answered_today(browser) == before, "Ctrl-Z did not remove the answer")
    reveal(browser)
    browser.press_and_wait("1")
    answered, others = 1, []
    while front(browser) != missed:
        others.append(front(browser))
        check(len(others) <= 3, f"the card answered Again did not come back after {others}")
        reveal(browser)
        browser.press_and_wait("4")
        answered += 1
        check("All done" not in browser.text("main"), "the session ended before the missed card came back")
    check(others, "the missed card came back before any other card")
    browser.screenshot("study-relearning")
    reveal(browser)
    browser.press_and_wait(" ")
    answered += 1
    check(answered_today(browser) == before + answered, "the session's answers were not all recorded")
    return answered


def option_letters(browser: Browser) -> dict[str, str]:
    options = {}
    for button in browser.find_all(".options button"):
        letter = button.get_attribute("data-key")
        parts = button.text.split(None, 1)
        options[letter] = parts[1] if len(parts) == 2 else ""
    return options


def study_choice(browser: Browser, deck: str, answers: dict[str, str]) -> int:
    start_mode(browser, deck, "Multiple choice")
    question = front(browser)
    check(question in answers, f"the card '{question}' is not one of the kept cards")
    options = option_letters(browser)
    check(sorted(options) == ["a", "b", "c", "d"], f"the options are {sorted(options)}, not a-d")
    check(list(options.values()).count(answers[question]) == 1, f"the right answer is not among {options}")
    wrong = next(letter for letter, text in options.items() if text != answers[question])
    browser.press_and_wait(wrong)
    browser.wait_for_text("main", "Not quite.")
    check(answers[question] in browser.text(".flashcard strong"), "a wrong answer does not show the right one")
    # The same card stays on show with the chosen option red and the right one green.
    check(front(browser) == question, "the answer page does not show the same card")
    chosen, right = browser.find(".option-wrong"), browser.find(".option-right")
    check(options[wrong] in chosen.text and answers[question] in right.text,
          f"the marked options are '{chosen.text}' (red) and '{right.text}' (green)")
    red, green = (re.findall(r"\d+", element.value_of_css_property("border-color"))[:3] for element in (chosen, right))
    check(int(red[0]) > int(red[1]) and int(green[1]) > int(green[0]),
          f"the chosen option is not red ({red}) or the right one not green ({green})")
    browser.screenshot("study-choice-marked")
    why = browser.find("details summary")
    check(why.text == "Why?" and why.is_displayed(), "a wrong answer has no 'Why?'")
    check(browser.find("details").get_attribute("open") is not None, "'Why?' is closed after a wrong answer")
    browser.press_and_wait(" ")
    question = front(browser)
    right = next(letter for letter, text in option_letters(browser).items() if text == answers.get(question))
    browser.press_and_wait(right)
    browser.wait_for_text("main", "Correct!")
    return 2


CAPITALS = {"Peru": "Lima", "France": "Paris", "Italy": "Rome", "Spain": "Madrid"}


def choice_from_the_deck(browser: Browser) -> int:
    """Cards written without wrong answers are asked as multiple choice with their deck's other answers."""
    browser.open("/decks/new")
    form = browser.find("main form")
    browser.fill("name", "Capitals", form)
    browser.submit(browser.find("button[type=submit]", form))
    deck = browser.path.split("?")[0]
    for country, city in CAPITALS.items():
        browser.open(deck + "/cards/new")
        form = browser.find("main form")
        browser.fill("front", f"Capital of {country}?", form)
        browser.fill("back", city, form)
        browser.submit(browser.find("button[type=submit]", form))
    start_mode(browser, deck, "Multiple choice")
    country = front(browser).removeprefix("Capital of ").removesuffix("?")
    options = option_letters(browser)
    check(sorted(options.values()) == sorted(CAPITALS.values()),
          f"the options for {country} are {sorted(options.values())}, not the deck's capitals")
    right = next(letter for letter, text in options.items() if text == CAPITALS[country])
    browser.press_and_wait(right)
    browser.wait_for_text("main", "Correct!")
    return 1


def study_typed(browser: Browser, deck: str, answers: dict[str, str]) -> int:
    start_mode(browser, deck, "Type the answer")
    field = browser.find('input[name="typed"]')
    focused = browser.driver.switch_to.active_element
    check(focused == field, "the answer field does not have the focus")
    question = front(browser)
    check(question in answers, f"the card '{question}' is not one of the kept cards")
    page = browser.find("html")
    field.send_keys(answers[question], Keys.ENTER)
    browser.navigated(page)
    browser.wait_for_text("main", "Correct!")
    # A near miss: the diff shows what was left out, and "I was right" (r) counts it as Good.
    browser.press_and_wait(" ")
    question = front(browser)
    check(question in answers, f"the card '{question}' is not one of the kept cards")
    field = browser.find('input[name="typed"]')
    page = browser.find("html")
    field.send_keys(answers[question][:-1], Keys.ENTER)
    browser.navigated(page)
    browser.wait_for_text("main", "Not quite.")
    missing = browser.find("[data-diff] ins").text
    check(missing == answers[question][-1], f"the diff does not show the missing '{answers[question][-1]}' but '{missing}'")
    browser.screenshot("study-typed-diff")
    before = answered_today(browser)
    browser.press_and_wait("r")
    browser.wait_for_text("main", "Counted as right.")
    check(answered_today(browser) == before, "'I was right' counted a second answer")
    return 2


def play_position(browser: Browser) -> int:
    match = re.search(r"[?&]position=(\d+)", browser.path)
    return int(match.group(1)) if match else 0


def study_play(browser: Browser, deck: str) -> None:
    start_mode(browser, deck, "Play")
    browser.open(browser.path + "&pace=1")
    check_colours(browser)
    check("Card 1 of" in browser.text("main"), "play does not start at card 1")
    back = browser.find(".flashcard .back")
    browser.wait_for(lambda _: back.is_displayed(), "play never showed the answer")
    browser.wait_for(lambda _: play_position(browser) == 1, "play never moved on to card 2")
    browser.checked()
    browser.press(" ")
    browser.wait_for_text("[data-play-status]", "Paused")
    check(browser.find("[data-play] button").text == "Resume (space)", "the pause button does not offer to resume")
    try:
        WebDriverWait(browser.driver, 3).until(lambda _: play_position(browser) != 1)
        raise Failure("play moved on while paused")
    except TimeoutException:
        pass
    browser.press(" ")
    browser.wait_for_text("[data-play-status]", "Playing")
    browser.wait_for(lambda _: play_position(browser) == 2, "play did not resume")
    browser.checked()


def words(browser: Browser) -> None:
    """Search with completion, favourite two words, make cards of them and play the deck."""
    browser.open("/words")
    check("Look words up" in browser.text("main"), "the words page did not explain itself on the first visit")
    field = browser.find("#word-search")
    field.send_keys("mitoch")
    browser.wait_for(lambda _: browser.find_all("#word-completions a"), "no completions appeared while typing")
    suggested = [link.text for link in browser.find_all("#word-completions a")]
    check(any(word.startswith("mitochondri") for word in suggested), f"completions for 'mitoch': {suggested}")
    link = browser.find("#word-completions a")
    page = browser.find("html")
    link.click()
    browser.navigated(page)
    check("organelle" in browser.text("main").lower(), "the mitochondrion page does not say what it is")
    browser.submit(browser.find('form[action$="/favourite"] button'))
    check("Remove from favourites" in browser.text("main"), "favouriting did not stick")
    browser.open("/words?q=mice")
    check("mouse" in browser.text("h1").lower(), "'mice' did not find 'mouse'")
    browser.submit(browser.find('form[action$="/favourite"] button'))
    browser.open("/favourites")
    listed = browser.text("main").lower()
    check("mouse" in listed and "mitochondrion" in listed, "the favourites page does not list both words")
    browser.fill("deck_name", "Word cards")
    browser.submit(browser.find('form[action="/favourites/cards"] button[type=submit]'))
    check("2" in browser.text("main") and "Word cards" in browser.text("main"), "making cards did not report them")
    browser.submit(browser.find('a[href*="mode=play"]'))
    check("Card 1 of 2" in browser.text("main"), "playing the word deck does not start at card 1 of 2")
    back = browser.find(".flashcard .back")
    browser.wait_for(lambda _: back.is_displayed(), "play never showed the meaning", timeout=20)


def stats(browser: Browser, answered: int, sessions: int) -> None:
    browser.open("/stats")
    main = browser.text("main")
    check(f"{answered} answers in {sessions} sessions" in main, f"the stats do not count the session:\n{main}")
    check("1 day in a row" in main, f"the streak is not 1 day:\n{main}")
    check("studied today" in main, "the stats say nothing was studied today")


def memory_model(browser: Browser, deck: str) -> str:
    """The stats page draws the retention advisor; the deck's settings offer the optimizer, which says when there are
    too few reviews to learn from. Returns the settings page's path."""
    browser.open("/stats")
    points = browser.find_all('svg[data-chart="retention"] circle.point')
    check(len(points) == 28, f"the retention chart has {len(points)} points, not 28")
    check(len(browser.find_all('svg[data-chart="retention"] circle.mark')) == 1, "no cheapest retention is marked")
    check("How well the weights predict you" in browser.text("main"), "the stats page has no calibration section")
    settings = deck + "/edit"
    browser.open(settings)
    browser.expected_status = 422
    browser.submit(browser.find('form[action$="/optimize"] button'))
    browser.expected_status = None
    browser.wait_for_text("main", "Too few reviews to learn from")
    return settings


# ---------------------------------------------------------------------------------------------------------------
# Screens: dark mode and a phone
# ---------------------------------------------------------------------------------------------------------------

def luminance(css_colour: str) -> float:
    red, green, blue = (int(part) for part in re.findall(r"\d+", css_colour)[:3])
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


def dark_mode(browser: Browser, pages: dict[str, str]) -> list[Path]:
    browser.emulate(dark=True)
    shots = []
    for name, path in pages.items():
        browser.open(path)
        background = browser.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        colour = browser.driver.execute_script("return getComputedStyle(document.body).color")
        check(luminance(background) < 0.2 and luminance(colour) > 0.7,
              f"{path} is not dark: background {background}, text {colour}")
        shots.append(browser.screenshot(f"dark-{name}"))
    browser.emulate()
    return shots


def phone_menu(browser: Browser) -> None:
    """At 375 px the header is one row; its Menu button shows every link, and hides them again."""
    browser.open("/")
    header = browser.find("header.top")
    check(header.size["height"] < 64, f"the phone header is {header.size['height']} px high, more than one row")
    stats = browser.find('header nav a[href="/stats"]')
    check(not stats.is_displayed(), "the menu's links show before the menu is opened")
    toggle = browser.find("header .menu-toggle")
    toggle.click()
    browser.wait_for(lambda _: stats.is_displayed(), "the Menu button did not show the links")
    check(toggle.get_attribute("aria-expanded") == "true", "the open menu's button does not say it is expanded")
    check(NAME in browser.text("header"), "the open menu does not show who is signed in")
    browser.screenshot("phone-menu-open")
    toggle.click()
    browser.wait_for(lambda _: not stats.is_displayed(), "the Menu button did not hide the links again")


def phone(browser: Browser, pages: dict[str, str]) -> list[Path]:
    browser.emulate(width=375, height=667)
    phone_menu(browser)
    shots = []
    for name, path in pages.items():
        browser.open(path)
        width = browser.driver.execute_script("return document.documentElement.scrollWidth")
        check(width <= 375, f"{path} scrolls sideways at 375 px: it is {width} px wide")
        hidden = browser.driver.execute_script(
            "return Array.from(document.querySelectorAll('header a, header button'))"
            ".filter((e) => e.getBoundingClientRect().right > 375).map((e) => e.textContent)")
        check(not hidden, f"{path}: {hidden} lie off the screen at 375 px")
        shots.append(browser.screenshot(f"phone-{name}"))
    browser.emulate(width=375, height=667, dark=True)
    browser.open(pages["study"])
    shots.append(browser.screenshot("phone-dark-study"))
    browser.emulate()
    return shots


# ---------------------------------------------------------------------------------------------------------------
# CSRF and the password reset
# ---------------------------------------------------------------------------------------------------------------

POST_JS = """
const [path, fields, done] = arguments;
fetch(path, {method: "POST", body: new URLSearchParams(fields), redirect: "manual"})
  .then((response) => done({status: response.status, type: response.type}), (error) => done({error: String(error)}));
"""


def delete_and_restore(browser: Browser, deck: str) -> None:
    """Deleting the deck asks first and says what goes; the trash brings it back with its cards."""
    browser.open(deck)
    cards = len(browser.find_all("main table tbody tr"))
    browser.open(deck + "/edit")
    browser.submit(browser.driver.find_element(By.LINK_TEXT, "Delete deck…"))
    question = browser.text("[data-confirm]")
    check(f"{cards} card" in browser.text('[data-count="cards"]'), f"the question does not count the cards:\n{question}")
    check("review" in browser.text('[data-count="reviews"]') and "trash" in question,
          f"the question does not say what goes and where:\n{question}")
    browser.screenshot("delete-deck-question")
    browser.submit(browser.find("[data-confirm] button.danger"))
    browser.wait_for_text(".notice", "trash")
    check(DECK not in browser.text("main .grid") if browser.find_all("main .grid") else True,
          "the deleted deck is still listed")
    browser.open("/trash")
    check(DECK in browser.text("main"), "the deleted deck is not in the trash")
    browser.submit(browser.find("main form button"))
    browser.wait_for_text(".notice", "restored")
    check(browser.path.startswith(deck), f"restoring led to {browser.path}, not {deck}")
    check(len(browser.find_all("main table tbody tr")) == cards, "the restored deck lost cards")


def rich_card_text(browser: Browser) -> tuple[str, list[Path]]:
    """Code cards show a highlighted block and no backticks; maths is typeset by the server's own KaTeX."""
    browser.open("/decks/new")
    form = browser.find("main form")
    browser.fill("name", RICH_DECK, form)
    browser.submit(browser.find("button[type=submit]", form))
    deck = browser.path.split("?")[0]
    for front_text, back_text in (SWIFT_CARD, MATH_CARD):
        browser.open(deck + "/cards/new")
        form = browser.find("main form")
        browser.fill("front", front_text, form)
        browser.fill("back", back_text, form)
        browser.submit(browser.find("button[type=submit]", form))
        browser.wait_for_text(".notice", "The card has been saved.")
    browser.open(deck.replace("/decks/", "/study/") + "?mode=flip")
    shots = []
    for _ in range(2):
        reveal(browser)
        card = browser.find(".flashcard")
        if browser.find_all("pre.code", card):
            block = browser.find('pre.code[data-language="swift"]', card)
            keywords = [span.text for span in browser.find_all("span.tok-keyword", block)]
            check("guard" in keywords and "let" in keywords, f"the Swift block is not highlighted: {keywords}")
            check(browser.find("span.tok-keyword", block).value_of_css_property("color")
                  != block.value_of_css_property("color"), "keywords are not coloured")
            check("`" not in card.text, f"the card shows raw backticks:\n{card.text}")
            check(browser.find_all(".back code", card), "the answer's code spans are not code")
            shots.append(browser.screenshot("study-code-card"))
        else:
            browser.wait_for(lambda _: len(browser.find_all(".katex", card)) >= 2,
                             "KaTeX did not typeset the maths on the card")
            check("$" not in card.text, f"the card shows raw maths markers:\n{card.text}")
            check(browser.find_all(".back .katex-display", card), "display maths is not shown as a display")
            loaded = [entry["name"] for entry in browser.driver.execute_script(
                "return performance.getEntriesByType('resource').map((e) => ({name: e.name}))")]
            check(all(urlparse(name).netloc == urlparse(browser.base_url).netloc for name in loaded),
                  f"a resource came from another site: {loaded}")
            check(any("/static/katex/fonts/" in name for name in loaded), "KaTeX's fonts were not loaded")
            shots.append(browser.screenshot("study-maths-card"))
        browser.press_and_wait("3")
    return deck, shots


def make_png(path: Path, width: int, height: int) -> Path:
    """A real PNG file: a red rectangle, one filtered scan line per row, deflated."""
    rows = b"".join(b"\x00" + bytes((200, 30, 30)) * width for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    return path


def make_wav(path: Path) -> Path:
    """A real WAV file: a fifth of a second of a 440 Hz tone."""
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(8000)
        sound.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * n / 8000)))
                                   for n in range(1600)))
    return path


def card_media(browser: Browser, directory: Path) -> tuple[str, list[Path]]:
    """An image added to the front and a sound to the back in the editor show and play on the study page; the image
    is wider than a phone, which the phone check then sees scaled to fit."""
    browser.open("/decks/new")
    form = browser.find("main form")
    browser.fill("name", "Pictures", form)
    browser.submit(browser.find("button[type=submit]", form))
    deck = browser.path.split("?")[0]
    browser.open(deck + "/cards/new")
    form = browser.find("main form")
    browser.fill("front", "Which shape is this?", form)
    browser.fill("back", "A red rectangle", form)
    browser.submit(browser.find("button[type=submit]", form))
    browser.submit(browser.find('main a[href^="/cards/"][href$="/edit"]'))
    editor = browser.path
    for path, field in ((make_png(directory / "red rectangle.png", 900, 300), "front"),
                        (make_wav(directory / "tone.wav"), "back")):
        form = browser.find("form.card-media-form")
        browser.find('input[name="file"]', form).send_keys(str(path))
        Select(browser.find('select[name="field"]', form)).select_by_value(field)
        browser.submit(browser.find("button[type=submit]", form))
        browser.wait_for_text(".notice", "The file is on the card")
        check(browser.path.startswith(editor.split("?")[0]), f"adding a file left the editor: {browser.path}")
    study = deck.replace("/decks/", "/study/") + "?mode=flip"
    browser.open(study)
    image = browser.find(".flashcard img.card-media")
    browser.wait_for(lambda _: browser.driver.execute_script("return arguments[0].naturalWidth", image) == 900,
                     "the card's image did not load")
    check(image.get_attribute("alt") == "red rectangle", f"the image's label is {image.get_attribute('alt')!r}")
    reveal(browser)
    audio = browser.find(".flashcard audio.card-media")
    served = browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0].src).then((r) => done([r.status, r.headers.get('content-type')]), (e) => done([0, '']))",
        audio)
    check(served == [200, "audio/wav"], f"the card's sound was served as {served}")
    # Left unanswered, so the dark-mode and phone checks see the card with its image.
    return study, [browser.screenshot("study-image-card")]


def csrf(browser: Browser) -> None:
    browser.open("/")
    refused = browser.driver.execute_async_script(POST_JS, "/decks", {"name": "Without a token"})
    check(refused.get("status") == 403, f"a form post without its CSRF token got {refused}, not 403")
    logged = [entry["message"] for entry in browser.driver.get_log("browser") if entry["level"] == "SEVERE"]
    check(all("/decks" in message and "403" in message for message in logged), f"unexpected errors: {logged}")
    token = browser.find('meta[name="csrf-token"]').get_attribute("content")
    accepted = browser.driver.execute_async_script(POST_JS, "/decks", {"name": "With a token", "_csrf": token})
    check(accepted.get("type") == "opaqueredirect", f"the same post with its token got {accepted}")
    browser.open("/")
    names = browser.text("main")
    check("With a token" in names and "Without a token" not in names, "the CSRF check let the wrong post through")


def messages(maildir: Path) -> list[email.message.EmailMessage]:
    folder = maildir / "new"
    if not folder.is_dir():
        return []
    return [email.message_from_bytes(path.read_bytes(), policy=policy.default) for path in sorted(folder.iterdir())]


def mail_to(maildir: Path, subject: str) -> email.message.EmailMessage | None:
    return next((message for message in messages(maildir)
                 if message["To"] and EMAIL in str(message["To"]) and message["Subject"] == subject), None)


def sign_in(browser: Browser, password: str, refused: bool = False) -> None:
    browser.open("/signin")
    form = browser.find('form[action="/signin"]')
    browser.fill("email", EMAIL, form)
    browser.fill("password", password, form)
    browser.expected_status = 401 if refused else None
    browser.submit(browser.find("button[type=submit]", form))
    browser.expected_status = None


def choose_password(browser: Browser, link: str, password: str, refused: bool = False) -> None:
    browser.open(urlparse(link).path + "?" + urlparse(link).query)
    form = browser.find('form[action="/reset"]')
    browser.fill("password", password, form)
    browser.expected_status = 400 if refused else None
    browser.submit(browser.find("button[type=submit]", form))
    browser.expected_status = None


def reset_password(browser: Browser, maildir: Path) -> None:
    browser.open("/")
    check(NAME in browser.text("header"), "not signed in before the reset")
    browser.open("/forgot")
    browser.fill("email", EMAIL)
    browser.submit(browser.find('form[action="/forgot"] button[type=submit]'))
    browser.wait_for_text("main", "Check your email")
    message = browser.wait_for(lambda _: mail_to(maildir, "Reset your Cardbox password"),
                               "no reset mail reached the sink", timeout=30)
    body = message.get_body(preferencelist=("plain",)).get_content()
    links = re.findall(r"http://\S+/reset\?token=[\w-]+", body)
    check(len(links) == 1, f"the reset mail does not hold one link:\n{body}")
    link = links[0]
    check(link.startswith(browser.base_url + "/reset?"), f"the link {link} does not point at this server")
    choose_password(browser, link, NEW_PASSWORD)
    check(browser.path == "/signin?notice=password-reset", f"the reset led to {browser.path}")
    browser.wait_for_text(".notice", "Your password has been changed")
    browser.open("/")
    check(browser.path.startswith("/signin"), "the session from before the reset still works")
    check(NAME not in browser.text("header"), "the header still shows the user after the reset")
    sign_in(browser, PASSWORD, refused=True)
    browser.wait_for_text("main", "The email or password is not right.")
    sign_in(browser, NEW_PASSWORD)
    check(browser.path == "/", f"signing in with the new password led to {browser.path}")
    check(NAME in browser.text("header"), "signing in with the new password did not sign in")
    choose_password(browser, link, "third-password-3", refused=True)
    browser.wait_for_text("main", "This reset link has expired or has been used.")
    browser.wait_for(lambda _: mail_to(maildir, "Your Cardbox password was changed"),
                     "no mail told the user their password changed", timeout=30)


# ---------------------------------------------------------------------------------------------------------------

def run(base_url: str, maildir: Path, screenshots: Path) -> list[Path]:
    screenshots.mkdir(parents=True, exist_ok=True)
    browser = Browser(base_url, screenshots)
    steps: list[tuple[str, float]] = []
    started = time.monotonic()

    def step(name: str, action, *arguments):
        begun = time.monotonic()
        print(f"- {name}", flush=True)
        result = action(*arguments)
        steps.append((name, time.monotonic() - begun))
        return result

    try:
        with tempfile.TemporaryDirectory() as directory:
            pdf = step("make the PDF", make_pdf, Path(directory))
            step("sign up", sign_up, browser)
            step("import the PDF", import_pdf, browser, pdf)
        draft = browser.path
        kept = step("review the draft", review_draft, browser)
        deck = step("save the draft", save_draft, browser, kept)
        step("deck colours", colour_deck, browser, deck)
        answered = step("study: flip", study_flip, browser, deck)
        answered += step("study: multiple choice", study_choice, browser, deck, kept)
        answered += step("study: typed answer", study_typed, browser, deck, kept)
        answered += step("study: choice from the deck's answers", choice_from_the_deck, browser)
        answered += step("study: keys, undo and relearning", study_keys, browser, deck)
        step("study: play", study_play, browser, deck)
        step("stats", stats, browser, answered, 5)
        step("words", words, browser)
        rich, shots = step("card text: code and maths", rich_card_text, browser)
        with tempfile.TemporaryDirectory() as directory:
            media, media_shots = step("card images and sounds", card_media, browser, Path(directory))
        shots += media_shots
        edited = step("editing: save and add another, bulk move", edit_cards, browser, "desktop")
        browser.emulate(width=375, height=667)
        edited.update(step("editing at 375 x 667", edit_cards, browser, "phone"))
        browser.emulate()
        settings = step("memory model", memory_model, browser, deck)
        study = deck.replace("/decks/", "/study/") + "?mode=choice"
        pages = {"decks": "/", "deck": deck, "draft": draft, "study": study, "stats": "/stats", "card-text": rich,
                 "deck-settings": settings, "card-media": media}
        shots += step("dark mode", dark_mode, browser, pages)
        pages.update({"import": "/import", "settings": "/settings", "account": "/account", "welcome": "/welcome"})
        pages.update(edited)
        shots += step("375 x 667", phone, browser, pages)
        step("delete and restore a deck", delete_and_restore, browser, deck)
        with tempfile.TemporaryDirectory() as directory:
            step("import a spreadsheet with its columns mapped", import_spreadsheet, browser, Path(directory))
        step("CSRF", csrf, browser)
        step("password reset", reset_password, browser, maildir)
    except Exception:
        print(f"the page at the failure: {browser.screenshot('failure')}")
        raise
    finally:
        browser.quit()
        for name, seconds in steps:
            print(f"  {seconds:5.1f} s  {name}")
        print(f"  {time.monotonic() - started:5.1f} s  in all; pages checked: {', '.join(browser.visited)}")
    return shots


def main() -> int:
    # Started from a test thread, this process may inherit blocked SIGTERM and SIGINT; its children must not.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--maildir", required=True, type=Path)
    parser.add_argument("--screenshots", type=Path, default=REPOSITORY / "build/screenshots")
    arguments = parser.parse_args()
    try:
        shots = run(arguments.base_url, arguments.maildir, arguments.screenshots)
    except Failure as failure:
        print(f"FAILED: {failure}", flush=True)
        return 1
    print("screenshots: " + ", ".join(str(path) for path in shots))
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
