#!/usr/bin/env python3
"""Drive a classroom in headless Chromium: one teacher and three students, each in a browser of their own.

    python peers/web/test_classroom_browser.py --base-url http://127.0.0.1:PORT --screenshots DIR

The server must be a fresh multi-user `cardbox serve`.  The teacher signs up, makes a deck, creates a classroom and
reads its join password; three students sign up and join with it; the teacher writes a quiz by hand, then makes one
from the deck in one step, opens it and watches the live dashboard while the three students take it at the same time,
each in a thread of their own (one of them on a phone, one question per screen), and submit together; the dashboard
must count the submissions without a reload.  The teacher then watches the hand-written quiz's dashboard through a
proxy that cuts the connection: the page must say the connection is lost, and once it is back it must show the
attempt submitted meanwhile, again without a reload.  Then the teacher removes a student (the confirmation names the attempts
that go) and downloads the quiz's CSV, which must hold a row per remaining student with the options each chose, the
score those earn, the submission time and "on time".  The classroom, join and quiz forms must name a problem while it is typed (the
message tied to its field by aria-describedby and aria-invalid) and drop it once the value is corrected.  Every page
visited gets the checks of `test_browser.py`: accessible names, no console errors, no markup shown as text.

Exits 0 when everything passes; otherwise prints the failed step and exits 1.
"""

from __future__ import annotations

import argparse
import csv
import io
import signal
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium.webdriver.support.ui import Select  # noqa: E402
from cuttable_proxy import CuttableProxy  # noqa: E402
from test_browser import REPOSITORY, WAIT, Browser, Failure, check  # noqa: E402

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


# The field's visible messages, through its aria-describedby, and its aria-invalid.
FIELD_MESSAGE_JS = """
const field = arguments[0];
const ids = (field.getAttribute("aria-describedby") || "").split(/\\s+/).filter(Boolean);
const shown = ids.map((id) => document.getElementById(id))
  .filter((note) => note && note.getClientRects().length && note.textContent.trim());
return {invalid: field.getAttribute("aria-invalid"), message: shown.map((note) => note.textContent.trim()).join(" ")};
"""

SET_VALUE_JS = """
const [field, value] = arguments;
field.value = value;
field.dispatchEvent(new Event("input", {bubbles: true}));
field.dispatchEvent(new Event("change", {bubbles: true}));
"""


def field_state(browser: Browser, field) -> tuple[str | None, str]:
    state = browser.driver.execute_script(FIELD_MESSAGE_JS, field)
    return state["invalid"], state["message"]


def expect_message(browser: Browser, field, expected: str, submit) -> None:
    """While the value is wrong, the field is marked invalid, describes the message and the form cannot be sent."""
    browser.wait_for(lambda _: field_state(browser, field) == ("true", expected),
                     f"the message {expected!r} did not appear while typing; the field says {field_state(browser, field)}")
    check(not submit.is_enabled(), f"the submit button stays enabled beside {expected!r}")


def expect_no_message(browser: Browser, field, submit) -> None:
    """Once the value is right, the message and the invalid mark are gone and the form can be sent."""
    browser.wait_for(lambda _: field_state(browser, field) == (None, ""),
                     f"a corrected field still says {field_state(browser, field)}")
    browser.wait_for(lambda _: submit.is_enabled(), "the submit button stayed disabled after the correction")


def create_classroom(teacher: Browser) -> tuple[str, str]:
    teacher.open("/classrooms")
    teacher.wait_for_text("main", "Teach or learn together")
    teacher.open("/classrooms/new")
    form = teacher.find('form[action="/classrooms"]')
    name, submit = teacher.find('[name="name"]', form), teacher.find("button[type=submit]", form)
    check(field_state(teacher, name) == (None, ""), "the empty form complains before anything is typed")
    name.send_keys("   ")
    expect_message(teacher, name, "A classroom needs a name.", submit)
    teacher.fill("name", CLASSROOM, form)
    expect_no_message(teacher, name, submit)
    teacher.submit(submit)
    check(CLASSROOM in teacher.text("h1"), f"creating led to {teacher.path}")
    password = teacher.text("[data-join-password]")
    check(len(password) == 9 and password[4] == "-", f"the join password looks wrong: {password!r}")
    return teacher.path, password


def join(student: Browser, password: str, classroom: str, typo: bool = False) -> None:
    student.open("/join")
    if typo:  # 0 is not in the alphabet, and the password is one symbol short
        form = student.find('form[action="/join"]')
        field, submit = student.find('[name="password"]', form), student.find("button[type=submit]", form)
        field.send_keys(password[:-2] + "0")
        expect_message(student, field, "A join password is 8 letters and digits, such as ABCD-EF23; it has no 0, O, "
                       "1, I or L.", submit)
        student.fill("password", password.lower(), form)
        expect_no_message(student, field, submit)
    student.fill("password", password.lower())
    student.submit(student.find('form[action="/join"] button[type=submit]'))
    student.wait_for_text("main", "You have joined the classroom.")
    check(student.path.startswith(classroom), f"joining led to {student.path}")


def written_quiz(teacher: Browser, classroom: str) -> None:
    """The hand-written quiz form names a question short of wrong answers and a past deadline while they are typed."""
    teacher.open(classroom + "/quizzes/new")
    form = teacher.find('form[action$="/quizzes"]')
    submit = teacher.find("button[type=submit]", form)
    teacher.fill("name", "Rivers", form)
    questions = teacher.find('[name="questions"]', form)
    questions.send_keys("Longest river?\n* Nile\n- Seine\n- Po")
    expect_message(teacher, questions, "Question 1: The question needs at least 3 wrong answers.", submit)
    questions.send_keys("\n- Ebro")
    expect_no_message(teacher, questions, submit)
    deadline = teacher.find('[name="deadline"]', form)
    teacher.driver.execute_script(SET_VALUE_JS, deadline, "2020-01-01T09:00")
    expect_message(teacher, deadline, "The deadline must be in the future.", submit)
    teacher.driver.execute_script(SET_VALUE_JS, deadline, "2099-01-01T09:00")
    expect_no_message(teacher, deadline, submit)
    teacher.submit(submit)
    teacher.wait_for_text("main", "The quiz has been created.")
    check("Rivers" in teacher.text("h1"), f"the written quiz led to {teacher.path}")


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


def take(student: Browser, quiz: str) -> dict[str, str]:
    """Starts an attempt and picks each question's first option; returns the option chosen by question prompt."""
    student.open(quiz)
    student.submit(student.find('form[action$="/attempts"] button[type=submit]'))
    questions = student.find_all("fieldset.quiz-question")
    check(len(questions) == len(CAPITALS), f"the attempt shows {len(questions)} questions")
    chosen_options: dict[str, str] = {}
    for question in questions:
        student.find("input[type=radio]", question).click()
        student.wait_for_text("[data-save-status]", "Saved.")
        prompt = student.find(".prompt", question).text.strip()
        chosen_options[prompt] = student.find("label.option", question).text.strip()
    student.driver.refresh()
    student.checked()
    chosen = student.find_all("input[type=radio]:checked")
    check(len(chosen) == len(CAPITALS), f"a reload kept {len(chosen)} of {len(CAPITALS)} answers")
    return chosen_options


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


ANSWERED_JS = 'const p = document.querySelector("[data-answered]"); return p ? Number(p.dataset.answered) : -1;'

STUDENT_ROWS_JS = """
return Array.from(document.querySelectorAll("tr[data-student]"))
  .map((row) => Array.from(row.cells).map((cell) => cell.textContent.trim()));
"""


class Together:
    """The meeting points of the three student threads and the teacher (the main thread)."""

    def __init__(self, students: int) -> None:
        timeout = WAIT * 6
        self.start = threading.Barrier(students, timeout=timeout)  # the students begin their attempts together
        self.answered = threading.Barrier(students + 1, timeout=timeout)  # every answer saved, nothing submitted
        self.submit = threading.Barrier(students + 1, timeout=timeout)  # the teacher has looked; all submit at once

    def abort(self) -> None:
        for barrier in (self.start, self.answered, self.submit):
            barrier.abort()


def student_takes(
    student: Browser, quiz: str, on_phone: bool, together: Together
) -> tuple[float, float, dict[str, str]]:
    """One student's attempt, run in a thread of its own; returns when its submission started and ended, and the
    options chosen."""
    try:
        together.start.wait()
        chosen = take(student, quiz)
        if on_phone:
            one_per_screen(student)
        together.answered.wait()
        together.submit.wait()
        started = time.monotonic()
        submit(student)
        return started, time.monotonic(), chosen
    except BaseException:
        together.abort()
        raise


def take_together(teacher: Browser, students: list[Browser], quiz: str) -> list[dict[str, str]]:
    """The three students take the quiz at the same time and submit together while the teacher's dashboard counts;
    returns each student's chosen options by question prompt."""
    teacher.driver.execute_script("window.notReloaded = true;")
    together = Together(len(students))
    seen: list[int] = []

    def counted(_) -> bool:
        value = teacher.driver.execute_script(ANSWERED_JS)
        if not seen or seen[-1] != value:
            seen.append(value)
        return value == len(students)

    with ThreadPoolExecutor(max_workers=len(students)) as pool:
        runs = [pool.submit(student_takes, student, quiz, index == 0, together)
                for index, student in enumerate(students)]
        try:
            together.answered.wait()
            check(teacher.driver.execute_script(ANSWERED_JS) == 0,
                  "the dashboard counted an answer before anyone submitted")
            together.submit.wait()
            teacher.wait_for(counted, f"the dashboard did not reach {len(students)} by itself; it showed {seen}")
        except BaseException as failure:
            together.abort()
            for run in runs:  # a student's own failure says more than the broken meeting point
                error = run.exception()
                if error is not None and not isinstance(error, threading.BrokenBarrierError):
                    raise error from None
            raise failure
        results = [run.result() for run in runs]
    times = [(start, end) for start, end, _ in results]
    overlap = min(end for _, end in times) - max(start for start, _ in times)
    print(f"  the submissions overlapped for {overlap:.2f} s; the dashboard showed {seen}", flush=True)
    check(overlap > 0, f"the submissions did not overlap: {times}")
    check(seen == sorted(seen) and seen[-1] == len(students), f"the dashboard counted {seen}, not up to 3")
    check(teacher.driver.execute_script("return window.notReloaded === true;"), "the dashboard page reloaded")
    check("3 of 3" in teacher.text("[data-answered]"), "the dashboard does not say 3 of 3 answered")
    check(len(teacher.find_all("svg.chart")) == 2, "the dashboard lacks its charts")
    teacher.wait_for(lambda _: sorted(row[:3] for row in teacher.driver.execute_script(STUDENT_ROWS_JS))
                     == [[name, "1", "0"] for name in STUDENTS],
                     f"the dashboard's rows are not one submitted attempt each for {STUDENTS}")
    return [chosen for _, _, chosen in results]


def dashboard_reconnects(teacher: Browser, student: Browser, classroom: str) -> None:
    """The hand-written quiz's dashboard, watched through a proxy that cuts the connection: the page says so, a student
    submits meanwhile, and once the connection is back the dashboard shows that attempt without a reload."""
    teacher.open(classroom)
    links = [link for link in teacher.find_all('a[href*="/quizzes/"]') if link.text.strip() == "Rivers"]
    check(len(links) == 1, "the classroom page does not link the Rivers quiz once")
    rivers = "/" + links[0].get_attribute("href").split("/", 3)[3]
    teacher.open(rivers)
    teacher.submit(teacher.find('form[action$="/publish"] button[type=submit]'))
    teacher.wait_for_text("main", "The quiz is open to students.")

    proxy = CuttableProxy(int(teacher.base_url.rsplit(":", 1)[1]))
    try:
        teacher.driver.get(f"http://127.0.0.1:{proxy.port}{rivers}/dashboard")
        teacher.checked()
        check("0 of 3" in teacher.text("[data-answered]"), "the Rivers dashboard does not start at 0 of 3")
        teacher.driver.execute_script("window.notReloaded = true;")
        teacher.wait_for(lambda _: any("/events " in line for line in proxy.requests),
                         f"the dashboard never opened its stream; it asked for {proxy.requests}")
        proxy.cut()
        teacher.wait_for_text("[data-live-status]", "Connection lost")

        student.open(rivers)
        student.submit(student.find('form[action$="/attempts"] button[type=submit]'))
        student.find("fieldset.quiz-question input[type=radio]").click()
        student.wait_for_text("[data-save-status]", "Saved.")
        student.submit(student.find("form.quiz-form button[type=submit]"))
        student.wait_for_text("[data-score]", "of 1")
        teacher.wait_for(lambda _: proxy.dropped > 0, "the dashboard did not try to reconnect while cut off")
        check(teacher.driver.execute_script(ANSWERED_JS) == 0, "the dashboard heard of the attempt while cut off")

        proxy.restore()
        teacher.wait_for(lambda _: teacher.driver.execute_script(ANSWERED_JS) == 1,
                         "after the connection came back the dashboard did not show the attempt made meanwhile")
        teacher.wait_for(lambda _: teacher.text("[data-live-status]") == "",
                         "the dashboard still says the connection is lost")
        check(teacher.driver.execute_script("return window.notReloaded === true;"), "the dashboard page reloaded")
        # The browser logs the stream's failed reconnections; nothing else may fail.
        errors = [entry["message"] for entry in teacher.driver.get_log("browser") if entry["level"] == "SEVERE"]
        others = [message for message in errors if f"{rivers}/events" not in message]
        check(not others, "console errors on the cut-off dashboard:\n  " + "\n  ".join(others))
        teacher.open(classroom)  # leaves the dashboard, so closing the proxy cuts no stream
    finally:
        proxy.close()


def remove_member(teacher: Browser, classroom: str, name: str) -> None:
    teacher.open(classroom)
    link = teacher.find(f'a[aria-label="Remove {name}"]')
    teacher.submit(link)
    teacher.wait_for_text("main", "deletes their 1 attempt")
    teacher.submit(teacher.find("form button.danger"))
    teacher.wait_for_text("main", "The member has been removed with their attempts.")
    check(name not in teacher.text("table"), f"{name} is still listed")


def export(teacher: Browser, quiz: str, chosen_by_student: dict[str, dict[str, str]]) -> None:
    """The quiz's CSV: a row per remaining student with the options they chose, their score out of the question
    count, when they submitted, and that they were on time."""
    text = teacher.driver.execute_async_script(FETCH_TEXT_JS, quiz + "/export.csv")
    lines = [line for line in text.split("\r\n") if line]
    check(lines[0].startswith("student,attempt,Q1:"), f"the CSV header is {lines[0]!r}")
    check(len(lines) == 3, f"the CSV has {len(lines) - 1} rows, not 2:\n{text}")
    header, *rows = list(csv.reader(io.StringIO(text)))
    check(header[-5:] == ["score", "out of", "started", "submitted", "late"], f"the CSV header ends {header[-5:]}")
    prompts = [column.split(": ", 1)[1] for column in header[2:-5]]
    check(sorted(prompts) == sorted(f"Capital of {country}?" for country, _ in CAPITALS),
          f"the CSV's questions are {prompts}")
    capitals = {f"Capital of {country}?": capital for country, capital in CAPITALS}
    check(sorted(row[0] for row in rows) == sorted(chosen_by_student), f"the CSV's students are {[r[0] for r in rows]}")
    for row in rows:
        chosen = chosen_by_student[row[0]]
        cells = dict(zip(prompts, row[2:-5]))
        check(cells == chosen, f"{row[0]}'s chosen options in the CSV are {cells}, not {chosen}")
        right = sum(1 for prompt, option in chosen.items() if capitals[prompt] == option)
        check(row[1] == "1" and row[-5] == str(right) and row[-4] == str(len(CAPITALS)),
              f"{row[0]}'s attempt, score and out-of are {row[1]}, {row[-5]}, {row[-4]}, not 1, {right}, 6")
        check(row[-2] != "" and row[-1] == "no", f"{row[0]}'s submitted and late cells are {row[-2:]}")


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
        for index, name in enumerate(STUDENTS):
            print(f"- {name} joins", flush=True)
            student = Browser(base_url, screenshots)
            browsers.append(student)
            sign_up(student, name)
            join(student, password, classroom, typo=index == 0)
            students.append(student)
        print("- a quiz written by hand", flush=True)
        written_quiz(teacher, classroom)
        print("- quiz from the deck", flush=True)
        quiz = quiz_from_deck(teacher, classroom)
        teacher.open(quiz + "/dashboard")
        check("0 of 3" in teacher.text("[data-answered]"), "the dashboard does not start at 0 of 3")
        print("- three students take the quiz at once (one on a phone); the dashboard follows", flush=True)
        chosen = take_together(teacher, students, quiz)
        teacher.screenshot("classroom-dashboard")
        print("- the connection drops and comes back; the dashboard catches up", flush=True)
        dashboard_reconnects(teacher, students[1], classroom)
        print("- remove a member", flush=True)
        remove_member(teacher, classroom, STUDENTS[0])
        print("- export the CSV", flush=True)
        export(teacher, quiz, dict(zip(STUDENTS[1:], chosen[1:])))
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
