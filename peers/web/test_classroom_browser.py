#!/usr/bin/env python3
"""Drive a classroom in headless Chromium: one teacher and three students, each in a browser of their own.

    python peers/web/test_classroom_browser.py --base-url http://127.0.0.1:PORT --screenshots DIR

The server must be a fresh multi-user `cardbox serve`.  The teacher signs up, makes a deck, creates a classroom and
reads its join password; three students sign up and join with it; the teacher makes a quiz from the deck in one step,
opens it and watches the live dashboard while the students take it (on a phone, one question per screen); the
dashboard must count each submission without a reload.  Then the teacher removes a student (the confirmation names the attempts that go) and downloads the
quiz's CSV.  Every page visited gets the checks of `test_browser.py`: accessible names, no console errors, no markup
shown as text.

Exits 0 when everything passes; otherwise prints the failed step and exits 1.
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium.webdriver.support.ui import Select  # noqa: E402
from test_browser import REPOSITORY, Browser, Failure, check  # noqa: E402

PASSWORD = "classroom-password-1"
CLASSROOM = "Geography 7B"
CAPITALS = [("France", "Paris"), ("Italy", "Rome"), ("Spain", "Madrid"), ("Peru", "Lima"), ("Norway", "Oslo"),
            ("Chile", "Santiago")]
STUDENTS = ["Ben Student", "Cy Student", "Dee Student"]

MAKE_DECK_JS = """
const [cards, done] = [arguments[0], arguments[arguments.length - 1]];
const token = document.querySelector('meta[name="csrf-token"]').content;
const post = (path, body) => fetch(path, {method: "POST", body: JSON.stringify(body),
  headers: {"Content-Type": "application/json", "X-CSRF-Token": token}}).then((r) => r.json());
(async () => {
  const deck = await post("/api/v1/decks", {name: "Capitals"});
  for (const [country, capital] of cards) {
    await post(`/api/v1/decks/${deck.id}/cards`, {front: `Capital of ${country}?`, back: capital});
  }
  done(deck.id);
})().catch((error) => done("failed: " + error));
"""

FETCH_TEXT_JS = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then((r) => r.text()).then(done).catch((error) => done("failed: " + error));
"""


def sign_up(browser: Browser, name: str) -> None:
    browser.open("/signup")
    form = browser.find('form[action="/signup"]')
    browser.fill("name", name, form)
    browser.fill("email", name.split()[0].lower() + "@example.org", form)
    browser.fill("password", PASSWORD, form)
    submit = browser.find("button[type=submit]", form)
    browser.wait_for(lambda _: submit.is_enabled(), "the sign-up button stayed disabled")
    browser.submit(submit)


def create_classroom(teacher: Browser) -> tuple[str, str]:
    teacher.open("/classrooms")
    teacher.wait_for_text("main", "Teach or learn together")
    teacher.open("/classrooms/new")
    teacher.fill("name", CLASSROOM)
    teacher.submit(teacher.find('form[action="/classrooms"] button[type=submit]'))
    check(CLASSROOM in teacher.text("h1"), f"creating led to {teacher.path}")
    password = teacher.text("[data-join-password]")
    check(len(password) == 9 and password[4] == "-", f"the join password looks wrong: {password!r}")
    return teacher.path, password


def join(student: Browser, password: str, classroom: str) -> None:
    student.open("/join")
    student.fill("password", password.lower())
    student.submit(student.find('form[action="/join"] button[type=submit]'))
    student.wait_for_text("main", "You have joined the classroom.")
    check(student.path.startswith(classroom), f"joining led to {student.path}")


def quiz_from_deck(teacher: Browser, classroom: str) -> str:
    teacher.open(classroom + "/quizzes/new")
    form = teacher.find('form[action$="/quizzes/from-deck"]')
    Select(teacher.find('select[name="deck_id"]', form)).select_by_visible_text("Capitals")
    teacher.fill("name", "Capitals quiz", form)
    teacher.submit(teacher.find("button[type=submit]", form))
    teacher.wait_for_text("main", "The quiz has been created.")
    quiz = teacher.path.split("?")[0]
    teacher.submit(teacher.find('form[action$="/publish"] button[type=submit]'))
    teacher.wait_for_text("main", "The quiz is open to students.")
    return quiz


def take(student: Browser, quiz: str) -> None:
    student.open(quiz)
    student.submit(student.find('form[action$="/attempts"] button[type=submit]'))
    questions = student.find_all("fieldset.quiz-question")
    check(len(questions) == len(CAPITALS), f"the attempt shows {len(questions)} questions")
    for question in questions:
        student.find("input[type=radio]", question).click()
        student.wait_for_text("[data-save-status]", "Saved.")
    student.driver.refresh()
    student.checked()
    chosen = student.find_all("input[type=radio]:checked")
    check(len(chosen) == len(CAPITALS), f"a reload kept {len(chosen)} of {len(CAPITALS)} answers")


ONE_PER_SCREEN_JS = """
const box = document.querySelector(".quiz-questions");
const first = document.querySelector("fieldset.quiz-question");
return {box: box.clientWidth, scroll: box.scrollWidth, question: first.getBoundingClientRect().width,
        page: document.documentElement.scrollWidth, screen: window.innerWidth};
"""


def one_per_screen(student: Browser) -> None:
    student.emulate(375, 667)
    student.driver.refresh()
    student.checked()
    sizes = student.driver.execute_script(ONE_PER_SCREEN_JS)
    student.screenshot("classroom-attempt-phone")
    student.emulate()
    check(sizes["page"] <= sizes["screen"], f"the attempt scrolls wider than a phone: {sizes}")
    check(sizes["question"] >= sizes["box"] * 0.9, f"a question does not fill a phone's screen: {sizes}")
    check(sizes["scroll"] >= sizes["box"] * (len(CAPITALS) - 1), f"the questions are not side by side: {sizes}")


def submit(student: Browser) -> None:
    student.submit(student.find("form.quiz-form button[type=submit]"))
    student.wait_for_text("[data-score]", f"of {len(CAPITALS)}")


def watch(teacher: Browser, students: list[Browser]) -> None:
    teacher.driver.execute_script("window.notReloaded = true;")
    for count, student in enumerate(students, start=1):
        submit(student)
        teacher.wait_for(
            lambda _: teacher.find("[data-answered]").get_attribute("data-answered") == str(count),
            f"the dashboard did not count submission {count} by itself")
    check(teacher.driver.execute_script("return window.notReloaded === true;"), "the dashboard page reloaded")
    check("3 of 3" in teacher.text("[data-answered]"), "the dashboard does not say 3 of 3 answered")
    check(len(teacher.find_all("svg.chart")) == 2, "the dashboard lacks its charts")


def remove_member(teacher: Browser, classroom: str, name: str) -> None:
    teacher.open(classroom)
    link = teacher.find(f'a[aria-label="Remove {name}"]')
    teacher.submit(link)
    teacher.wait_for_text("main", "deletes their 1 attempt")
    teacher.submit(teacher.find("form button.danger"))
    teacher.wait_for_text("main", "The member has been removed with their attempts.")
    check(name not in teacher.text("table"), f"{name} is still listed")


def export(teacher: Browser, quiz: str) -> None:
    text = teacher.driver.execute_async_script(FETCH_TEXT_JS, quiz + "/export.csv")
    lines = [line for line in text.split("\r\n") if line]
    check(lines[0].startswith("student,attempt,Q1:"), f"the CSV header is {lines[0]!r}")
    check(len(lines) == 3, f"the CSV has {len(lines) - 1} rows, not 2:\n{text}")


def run(base_url: str, screenshots: Path) -> None:
    screenshots.mkdir(parents=True, exist_ok=True)
    browsers: list[Browser] = []
    started = time.monotonic()
    try:
        teacher = Browser(base_url, screenshots)
        browsers.append(teacher)
        print("- teacher signs up and makes a deck", flush=True)
        sign_up(teacher, "Tina Teacher")
        deck = teacher.driver.execute_async_script(MAKE_DECK_JS, CAPITALS)
        check(isinstance(deck, int), f"making the deck failed: {deck}")
        print("- create the classroom", flush=True)
        classroom, password = create_classroom(teacher)
        students = []
        for name in STUDENTS:
            print(f"- {name} joins", flush=True)
            student = Browser(base_url, screenshots)
            browsers.append(student)
            sign_up(student, name)
            join(student, password, classroom)
            students.append(student)
        print("- quiz from the deck", flush=True)
        quiz = quiz_from_deck(teacher, classroom)
        teacher.open(quiz + "/dashboard")
        check("0 of 3" in teacher.text("[data-answered]"), "the dashboard does not start at 0 of 3")
        print("- students take the quiz", flush=True)
        for student in students:
            take(student, quiz)
        print("- one question per screen on a phone", flush=True)
        one_per_screen(students[0])
        print("- the dashboard follows the submissions", flush=True)
        watch(teacher, students)
        teacher.screenshot("classroom-dashboard")
        print("- remove a member", flush=True)
        remove_member(teacher, classroom, STUDENTS[0])
        print("- export the CSV", flush=True)
        export(teacher, quiz)
    except Exception:
        for index, browser in enumerate(browsers):
            print(f"the page at the failure: {browser.screenshot(f'classroom-failure-{index}')}")
        raise
    finally:
        for browser in browsers:
            browser.quit()
        print(f"  {time.monotonic() - started:5.1f} s in all")


def main() -> int:
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--screenshots", type=Path, default=REPOSITORY / "build/screenshots")
    arguments = parser.parse_args()
    try:
        run(arguments.base_url, arguments.screenshots)
    except Failure as failure:
        print(f"FAILED: {failure}", flush=True)
        return 1
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
