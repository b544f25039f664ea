import CardboxInterchange

/// The app's one script, which every page works without.
///
/// It adds keyboard shortcuts, swipe to drop, live previews, import progress, play mode, word completion, the phone
/// menu and the offline notice.
enum Script {
    static let javascript = #"""
        "use strict";
        (function () {
          const csrf = () => (document.querySelector('meta[name="csrf-token"]') || {}).content || "";
          const typing = (e) => /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) || e.target.isContentEditable;

          // On a phone the menu folds behind its button (the style sheet does it once this class is set).
          document.documentElement.classList.add("js");
          const header = document.querySelector("header.top"), toggle = document.querySelector(".menu-toggle");
          if (header && toggle) toggle.addEventListener("click", () => {
            const open = header.classList.toggle("open");
            toggle.setAttribute("aria-expanded", open ? "true" : "false");
          });

          // Lost connectivity is announced.
          const offline = document.createElement("div");
          offline.className = "offline"; offline.setAttribute("role", "status"); offline.hidden = true;
          offline.textContent = "You are offline. Answers will not be saved until the connection is back.";
          document.body.appendChild(offline);
          addEventListener("offline", () => { offline.hidden = false; });
          addEventListener("online", () => { offline.hidden = true; });

          // Sign-up sends the browser's time zone, so study days follow where the user lives.
          document.querySelectorAll("input[data-time-zone]").forEach((input) => {
            if (!input.value) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
          });

          // Maths in card text arrives as TeX source; KaTeX typesets it, loaded only on pages that show maths.
          const maths = document.querySelectorAll(".math");
          const katexScript = document.querySelector('meta[name="katex-script"]');
          const katexStyle = document.querySelector('meta[name="katex-style"]');
          if (maths.length && katexScript && katexStyle) {
            const style = document.createElement("link");
            style.rel = "stylesheet"; style.href = katexStyle.content;
            document.head.appendChild(style);
            const script = document.createElement("script");
            script.src = katexScript.content;
            script.onload = () => maths.forEach((element) => {
              try {
                window.katex.render(element.textContent, element, {
                  displayMode: element.dataset.display === "true", throwOnError: false, maxSize: 20, maxExpand: 200,
                });
                element.classList.add("math-typeset");
              } catch (_) { /* the TeX source stays readable */ }
            });
            document.head.appendChild(script);
          }

          // Card colours arrive as data attributes, since the content security policy refuses inline styles.
          document.querySelectorAll("[data-background], [data-color]").forEach((element) => {
            if (element.dataset.background) element.style.background = element.dataset.background;
            if (element.dataset.color) element.style.color = element.dataset.color;
          });

          // Forms with data-validate enable their submit button only when valid, counting the rules and messages the
          // server sends in a field's attributes. Those also marked data-check-as-typed name a problem while it is
          // typed: the message sits in the field's label, tied to it by aria-describedby and aria-invalid. The server
          // checks everything again.
          const collapse = (text) => text.replace(/\s+/g, " ").trim();
          const questionsProblem = (field) => {
            const d = field.dataset, minimum = Number(d.minimumWrong), maximum = Number(d.maximumWrong);
            const blocks = field.value.replace(/\r\n/g, "\n").split("\n\n").map((block) =>
              block.split("\n").map((line) => line.trim()).filter((line) => line));
            const questions = blocks.filter((lines) => lines.length);
            if (!questions.length) return field.value.trim() ? "" : d.emptyMessage;
            for (const [index, lines] of questions.entries()) {
              let right = "", wrong = [], texts = [lines[0]];
              for (const line of lines.slice(1)) {
                const rest = line.slice(1).trim();
                if (line[0] === "*") right = rest;
                else if (line[0] === "-") { if (rest) wrong.push(rest); }
                texts.push(rest);
              }
              const say = (reason) => `Question ${index + 1}: ${reason}`;
              if (!right) return say("The question needs a right answer.");
              if (wrong.length < minimum) return say(`The question needs at least ${minimum} wrong answers.`);
              if (wrong.length > maximum) return say(`The question may have at most ${maximum} wrong answers.`);
              if (texts.some((text) => text.length > Number(d.maximumText))) {
                return say(`A question's texts may be at most ${d.maximumText} characters long.`);
              }
              const keys = [right, ...wrong].map((option) => collapse(option).toLowerCase());
              if (new Set(keys).size !== keys.length) return say("Two answers are the same.");
            }
            return "";
          };
          const problem = (field) => {
            const d = field.dataset, value = field.value;
            if (d.blankMessage && !collapse(value)) return d.blankMessage;
            if (d.longMessage && collapse(value).length > Number(field.maxLength)) return d.longMessage;
            if (d.joinPassword !== undefined && value.trim()) {
              const typed = value.replace(/[\s-]/g, "").toUpperCase();
              const fits = [...typed].every((symbol) => d.joinPassword.includes(symbol));
              if (!fits || typed.length !== Number(d.joinLength)) return d.formatMessage;
            }
            if (d.futureMessage && value && !(Date.parse(value + (value.length > 16 ? "Z" : ":00Z")) > Date.now())) {
              return d.futureMessage;
            }
            if (d.questions !== undefined) { const found = questionsProblem(field); if (found) return found; }
            const v = field.validity;
            if (d.rangeMessage && (v.rangeUnderflow || v.rangeOverflow || v.stepMismatch || v.badInput)) {
              return d.rangeMessage;
            }
            return field.validationMessage;
          };
          let messageCount = 0;
          const show = (field, message) => {
            const label = field.closest("label");
            let note = label && label.querySelector(".field-error");
            if (!note && label && message) {
              note = document.createElement("span");
              note.className = "field-error"; note.id = `field-message-${++messageCount}`;
              note.setAttribute("aria-live", "polite");
              label.appendChild(note);
            }
            if (!note) return;
            note.textContent = message; note.hidden = !message;
            const ids = (field.getAttribute("aria-describedby") || "").split(/\s+/).filter((id) => id && id !== note.id);
            if (message) ids.push(note.id);
            if (ids.length) field.setAttribute("aria-describedby", ids.join(" "));
            else field.removeAttribute("aria-describedby");
            if (message) field.setAttribute("aria-invalid", "true"); else field.removeAttribute("aria-invalid");
          };
          document.querySelectorAll("form[data-validate]").forEach((form) => {
            const submit = form.querySelector("button[type=submit]"), live = form.hasAttribute("data-check-as-typed");
            const fields = Array.from(form.querySelectorAll("input:not([type=hidden]):not([type=checkbox]), textarea"));
            const check = () => { if (submit) submit.disabled = !form.checkValidity(); };
            const validate = (field, visible) => {
              field.setCustomValidity("");
              const nativeMessage = field.validationMessage;
              const message = problem(field);
              if (message !== nativeMessage) field.setCustomValidity(message);
              if (visible && live) show(field, message);
            };
            fields.forEach((field) => validate(field, field.value !== "" && field.getAttribute("aria-invalid") !== "true"));
            const typed = (e) => { if (fields.includes(e.target)) validate(e.target, true); check(); };
            form.addEventListener("input", typed); form.addEventListener("change", typed); check();
          });

          // Study: space reveals, then space or Enter rates Good (as in Anki); 1-4 rate, a-d choose; z undoes, - buries,
          // @ suspends, e edits.
          const study = document.querySelector("[data-study]");
          if (study) {
            document.addEventListener("keydown", (e) => {
              // Ctrl-Z (or Cmd-Z) undoes the last answer, like z.
              if ((e.ctrlKey || e.metaKey) && !e.altKey && !typing(e) && e.key.toLowerCase() === "z") {
                const undo = study.querySelector('[data-key="z"]');
                if (undo) { e.preventDefault(); undo.click(); }
                return;
              }
              if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
              const key = e.key.toLowerCase();
              const revealed = study.querySelector("[data-answer][open]");
              const good = revealed && (key === " " || key === "enter") && revealed.querySelector('[data-key="3"]');
              if (good) {
                e.preventDefault();
                good.click();
                return;
              }
              const target = study.querySelector(`[data-key="${key === " " ? "space" : key}"]`);
              if (!target) return;
              // A closed answer hides its rating keys; an open one stays open.
              const answer = target.closest("details");
              if (answer && (target.tagName === "SUMMARY" ? answer.open : !answer.open)) return;
              e.preventDefault();
              target.click();
            });
            const answer = study.querySelector("[data-answer]");
            if (answer) answer.addEventListener("toggle", () => {
              const good = answer.open && answer.querySelector('.ratings [data-key="3"]');
              if (good) good.focus();
            });
          }

          // Play mode: auto-advance at a pace; space pauses and resumes.
          const play = document.querySelector("[data-play]");
          if (play) {
            const pace = Number(play.dataset.pace || 3) * 1000;
            const status = document.querySelector("[data-play-status]");
            const back = play.querySelector("[data-hidden]");
            let paused = false, step = 0, timer = null;
            const next = play.querySelector("[data-next]");
            const tick = () => {
              if (paused) return;
              if (step === 0 && back) { back.hidden = false; step = 1; timer = setTimeout(tick, pace); return; }
              if (next) next.click();
            };
            const toggle = () => {
              paused = !paused;
              if (status) status.textContent = paused ? "Paused" : "Playing";
              const button = play.querySelector("[data-key=space]");
              if (button) button.textContent = paused ? "Resume (space)" : "Pause (space)";
              if (!paused) timer = setTimeout(tick, pace); else clearTimeout(timer);
            };
            const button = play.querySelector("[data-key=space]");
            if (button) button.addEventListener("click", (e) => { e.preventDefault(); toggle(); });
            document.addEventListener("keydown", (e) => {
              if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || e.key !== " ") return;
              e.preventDefault(); toggle();
            });
            timer = setTimeout(tick, pace);
          }

          // A deck page's selection: "choose all" on the page, and how many cards are chosen.
          const batch = document.getElementById("card-batch");
          if (batch) {
            const boxes = () => Array.from(document.querySelectorAll('input[name="card"][form="card-batch"]'));
            const all = document.querySelector("[data-pick-all]");
            const count = () => {
              const picked = boxes().filter((box) => box.checked).length;
              batch.querySelector("[data-picked]").textContent = String(picked);
              if (all) { all.checked = picked > 0 && picked === boxes().length; all.indeterminate = picked > 0 && !all.checked; }
            };
            if (all) {
              all.hidden = false;
              all.addEventListener("change", () => { boxes().forEach((box) => { box.checked = all.checked; }); count(); });
            }
            boxes().forEach((box) => box.addEventListener("change", count));
            count();
          }

          // Draft review: k keep, d drop, e edit on the focused card; swipe left drops on touch screens.
          const decide = async (card, decision) => {
            const form = card.querySelector(`form[data-decision="${decision}"]`);
            if (!form) return;
            card.setAttribute("aria-busy", "true");
            try {
              const response = await fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)),
                headers: { "X-CSRF-Token": csrf(), "Accept": "application/json" } });
              if (!response.ok) throw new Error(response.statusText);
              const counts = await response.json();
              ["kept", "dropped", "undecided"].forEach((name) => document.querySelectorAll(`[data-count="${name}"]`)
                .forEach((element) => { element.textContent = String(counts[name]); }));
              card.classList.toggle("dropped", decision === "drop");
              card.classList.toggle("kept", decision === "keep");
              card.querySelector("[data-state]").textContent = decision === "drop" ? "Dropped" : "Kept";
              const next = card.nextElementSibling; if (next && next.matches(".draft-card")) next.focus();
            } catch (error) {
              card.querySelector("[data-state]").textContent = "Could not save: " + error.message + ". Try again.";
            } finally { card.removeAttribute("aria-busy"); }
          };
          document.querySelectorAll(".draft-card").forEach((card) => {
            card.querySelectorAll("form[data-decision]").forEach((form) => form.addEventListener("submit", (e) => {
              e.preventDefault(); decide(card, form.dataset.decision);
            }));
            let startX = null, startY = null;
            card.addEventListener("touchstart", (e) => { startX = e.touches[0].clientX; startY = e.touches[0].clientY; }, { passive: true });
            card.addEventListener("touchmove", (e) => {
              if (startX === null) return;
              const dx = e.touches[0].clientX - startX;
              if (dx < 0) card.style.transform = `translateX(${dx}px)`;
            }, { passive: true });
            card.addEventListener("touchend", (e) => {
              if (startX === null) return;
              const dx = e.changedTouches[0].clientX - startX, dy = Math.abs(e.changedTouches[0].clientY - startY);
              card.style.transform = ""; startX = null;
              if (dx < -80 && dy < 60) decide(card, "drop");
            });
          });
          if (document.querySelector(".draft-card")) {
            document.addEventListener("keydown", (e) => {
              if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
              const card = document.activeElement && document.activeElement.closest(".draft-card");
              if (!card) return;
              if (e.key === "k") { e.preventDefault(); decide(card, "keep"); }
              if (e.key === "d") { e.preventDefault(); decide(card, "drop"); }
              if (e.key === "e") { e.preventDefault(); const edit = card.querySelector("details"); if (edit) { edit.open = true; edit.querySelector("textarea").focus(); } }
            });
            const first = document.querySelector(".draft-card"); if (first && !document.activeElement.closest("form")) first.focus({ preventScroll: true });
          }

          // Import form: a spreadsheet's first rows, with a choice of role over each column that fills the columns
          // field. Only the file's head is sent; the server reads it as the import will.
          const importForm = document.querySelector("form[data-preview-url]");
          if (importForm && window.fetch) {
            const files = importForm.querySelector('input[type="file"]');
            const columns = importForm.querySelector('input[name="columns"]');
            const separator = importForm.querySelector('input[name="separator"]');
            const box = importForm.querySelector("[data-columns-preview]");
            const cell = (tag, text) => { const element = document.createElement(tag); element.textContent = text; return element; };
            let shown = 0;
            const preview = async () => {
              const chosen = Array.from(files.files || []);
              const turn = ++shown;
              box.replaceChildren(); box.hidden = true;
              if (chosen.length !== 1 || !/\.(csv|tsv)$/i.test(chosen[0].name)) return;
              const body = new FormData();
              body.append("file", chosen[0].slice(0, \#(CardFilePreview.headBytes)), chosen[0].name);
              if (separator.value.trim()) body.append("separator", separator.value.trim());
              let result, ok = false;
              try {
                const response = await fetch(importForm.dataset.previewUrl, { method: "POST", body,
                  headers: { "X-CSRF-Token": csrf(), "Accept": "application/json" } });
                ok = response.ok; result = await response.json();
              } catch (error) { result = { error: { message: "The preview could not be loaded: " + error.message } }; }
              if (turn !== shown) return;
              box.hidden = false;
              importForm.querySelector("details").open = true;
              if (!ok) { box.append(cell("p", result.error ? result.error.message : "The preview could not be loaded.")); box.classList.add("error"); return; }
              box.classList.remove("error");
              const table = document.createElement("table"), head = document.createElement("tr");
              const selects = result.columns.map((role, index) => {
                const select = document.createElement("select");
                select.setAttribute("aria-label", `Column ${index + 1}`);
                result.roles.forEach((name) => { const option = cell("option", name); option.value = name; select.append(option); });
                select.value = role;
                select.addEventListener("change", () => { columns.value = selects.map((s) => s.value).join(","); });
                const th = document.createElement("th"); th.append(select); head.append(th);
                return select;
              });
              const headRow = document.createElement("thead"); headRow.append(head); table.append(headRow);
              const rows = document.createElement("tbody");
              result.rows.forEach((fields, index) => {
                const row = document.createElement("tr");
                if (index === 0 && result.first_row_is_header) row.className = "header-row";
                result.columns.forEach((_, column) => row.append(cell("td", fields[column] || "")));
                rows.append(row);
              });
              table.append(rows);
              const note = result.first_row_is_header ? " The first row names the columns and is not imported." : "";
              box.append(cell("p", `Which column holds what (separator: ${result.separator === "\t" ? "tab" : result.separator}).${note}`), table);
              if (columns.value.trim()) {
                const given = columns.value.split(",").map((s) => s.trim());
                selects.forEach((select, index) => { if (given[index] && result.roles.includes(given[index])) select.value = given[index]; });
              }
              columns.value = selects.map((s) => s.value).join(",");
            };
            files.addEventListener("change", preview);
            separator.addEventListener("change", preview);
          }

          // Import progress over Server-Sent Events, with a retry when the stream breaks.
          const progress = document.querySelector("[data-progress-url]");
          if (progress && window.EventSource) {
            const bar = progress.querySelector("progress"), label = progress.querySelector("[data-progress-label]");
            const source = new EventSource(progress.dataset.progressUrl);
            source.addEventListener("progress", (e) => {
              const p = JSON.parse(e.data);
              bar.value = p.total ? Math.round(100 * p.done / p.total) : 0;
              label.textContent = p.message;
              const queue = progress.querySelector("[data-queue-position]");
              if (queue && p.position) { queue.textContent = `Place in the queue: ${p.position}.`; }
              else if (queue) { queue.remove(); }
              if (p.finished) { source.close(); location.href = p.next; }
            });
            source.onerror = () => { label.textContent = "Connection lost; retrying…"; };
          }

          // Card editor: the preview follows the fields and colours.
          const editor = document.querySelector("[data-card-editor]");
          if (editor) {
            const preview = document.querySelector("[data-preview]");
            const update = () => {
              const value = (name) => (editor.querySelector(`[name="${name}"]`) || {}).value || "";
              preview.querySelector("[data-preview-front]").textContent = value("front");
              preview.querySelector("[data-preview-back]").textContent = value("back");
              const use = (name) => { const box = editor.querySelector(`[name="use_${name}"]`); return !box || box.checked; };
              preview.style.background = use("view_color") ? value("view_color") : "";
              const card = preview.querySelector(".flashcard");
              card.style.background = use("card_color") ? value("card_color") : "";
              card.style.color = use("text_color") ? value("text_color") : "";
            };
            editor.addEventListener("input", update); update();
          }

          // Word search: completion as you type.
          const search = document.querySelector("[data-complete-url]");
          if (search) {
            const list = document.getElementById(search.getAttribute("aria-controls"));
            let pending = null;
            search.addEventListener("input", () => {
              clearTimeout(pending);
              const prefix = search.value.trim();
              if (prefix.length < 2) { list.innerHTML = ""; return; }
              pending = setTimeout(async () => {
                try {
                  const response = await fetch(search.dataset.completeUrl + "?prefix=" + encodeURIComponent(prefix));
                  if (!response.ok) return;
                  const words = (await response.json()).items || [];
                  list.innerHTML = "";
                  words.forEach((word) => {
                    const item = document.createElement("li"), link = document.createElement("a");
                    link.href = "/words/" + encodeURIComponent(word); link.textContent = word;
                    item.appendChild(link); list.appendChild(item);
                  });
                } catch (_) { /* completion is optional */ }
              }, 120);
            });
          }

          // Buttons that play an audio element.
          document.querySelectorAll("[data-play-audio]").forEach((button) => button.addEventListener("click", () => {
            const audio = document.getElementById(button.dataset.playAudio);
            if (audio) audio.play().catch(() => { button.textContent = "Audio could not play"; });
          }));
          // Classrooms: copy buttons, confirmations, answers saved as they are chosen, the live dashboard.
          document.querySelectorAll("[data-copy]").forEach((button) => button.addEventListener("click", async () => {
            try { await navigator.clipboard.writeText(button.dataset.copy); button.textContent = "Copied"; }
            catch (_) { button.textContent = "Select and copy it by hand"; }
          }));
          document.querySelectorAll("form[data-confirm]").forEach((form) => form.addEventListener("submit", (e) => {
            if (!window.confirm(form.dataset.confirm)) e.preventDefault();
          }));
          // A form whose work takes seconds says so while it runs, and cannot be sent twice.
          document.querySelectorAll("form[data-busy]").forEach((form) => form.addEventListener("submit", (e) => {
            if (e.defaultPrevented) return;
            const button = form.querySelector("button[type=submit]");
            form.setAttribute("aria-busy", "true");
            if (button) { button.disabled = true; button.textContent = form.dataset.busy; }
          }));
          const quizForm = document.querySelector("form[data-answers-url]");
          if (quizForm) {
            const status = quizForm.querySelector("[data-save-status]");
            quizForm.addEventListener("change", async (e) => {
              const input = e.target;
              if (!input.name || !input.name.startsWith("q")) return;
              const body = new URLSearchParams({ question: input.name.slice(1), position: input.value });
              try {
                const response = await fetch(quizForm.dataset.answersUrl, { method: "POST", body,
                  headers: { "X-CSRF-Token": csrf() } });
                status.textContent = response.ok ? "Saved." : "Not saved: " + response.status + ". Submit still sends every answer.";
              } catch (_) { status.textContent = "Offline: the answer is kept on this page and sent when you submit."; }
            });
          }
          const dashboard = document.querySelector("[data-dashboard-events]");
          if (dashboard && window.EventSource) {
            // One refresh at a time: submissions that arrive together ask for one more after it, so an older page
            // never replaces a newer one.
            const source = new EventSource(dashboard.dataset.dashboardEvents);
            let refreshing = false, again = false;
            const refresh = async () => {
              if (refreshing) { again = true; return; }
              refreshing = true;
              try {
                do {
                  again = false;
                  const response = await fetch(location.href, { headers: { "Accept": "text/html" } });
                  if (!response.ok) continue;
                  const page = new DOMParser().parseFromString(await response.text(), "text/html");
                  const fresh = page.getElementById("dashboard");
                  if (fresh) dashboard.innerHTML = fresh.innerHTML;
                } while (again);
              } catch (_) { /* the next submission refreshes again */ } finally { refreshing = false; }
            };
            source.addEventListener("attempt", refresh);
            // The stream reconnects by itself; what was submitted while it was down is fetched once it is back.
            const live = document.querySelector("[data-live-status]");
            let lost = false;
            source.onerror = () => {
              lost = true;
              if (live) live.textContent = "Connection lost; retrying… The results below may be out of date.";
            };
            source.onopen = () => {
              if (!lost) return;
              lost = false;
              if (live) live.textContent = "";
              refresh();
            };
          }
        })();
        """#
}
