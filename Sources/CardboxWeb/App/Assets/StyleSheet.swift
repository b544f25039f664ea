/// The app's one style sheet: responsive from phone portrait to desktop, light and dark by the system setting.
enum StyleSheet {
    static let css = #"""
        :root {
          --bg: #f6f7f9; --panel: #ffffff; --text: #1d2430; --muted: #5b6577; --line: #d9dee6;
          --accent: #2357c6; --accent-text: #ffffff; --good: #1d7a46; --bad: #b42318; --warn: #8a5a00;
          --radius: 10px; --shadow: 0 1px 3px rgba(0,0,0,.08);
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #12151b; --panel: #1b2029; --text: #e6e9ef; --muted: #a3acbb; --line: #2f3744;
            --accent: #7aa2ff; --accent-text: #0d1220; --good: #5fd38d; --bad: #ff8a80; --warn: #ffcc66;
            --shadow: none;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          background: var(--bg); color: var(--text); }
        a { color: var(--accent); }
        header.top { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .6rem 1rem;
          background: var(--panel); border-bottom: 1px solid var(--line); }
        header.top .brand { font-weight: 700; text-decoration: none; color: var(--text); margin-right: auto; }
        header.top nav { display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
        header.top .menu { display: contents; }
        .menu-toggle { display: none; }
        header.top nav a { text-decoration: none; padding: .25rem .1rem; }
        header.top nav a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius);
          padding: 1rem 1.25rem; margin: 0 0 1rem; box-shadow: var(--shadow); }
        h1 { font-size: 1.5rem; margin: .25rem 0 1rem; }
        h2 { font-size: 1.2rem; margin: 1rem 0 .5rem; }
        .muted { color: var(--muted); }
        .notice { border-left: 4px solid var(--accent); padding: .5rem .75rem; background: var(--panel); margin: 0 0 1rem; }
        .notice.error { border-color: var(--bad); }
        .notice.good { border-color: var(--good); }
        form.stack { display: grid; gap: .75rem; max-width: 32rem; }
        label { display: grid; gap: .25rem; font-weight: 600; }
        label.inline { display: flex; align-items: center; gap: .5rem; font-weight: 400; }
        input, select, textarea { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line);
          border-radius: 6px; padding: .5rem .6rem; width: 100%; }
        input[type=checkbox], input[type=radio], input[type=color] { width: auto; }
        input[type=color] { padding: 0; height: 2.2rem; width: 3rem; }
        textarea { min-height: 5rem; }
        .field-error { color: var(--bad); font-weight: 400; font-size: .9rem; }
        button, .button { font: inherit; display: inline-flex; align-items: center; justify-content: center; gap: .35rem;
          min-height: 2.5rem; padding: .45rem .9rem; border-radius: 8px; border: 1px solid var(--accent);
          background: var(--accent); color: var(--accent-text); cursor: pointer; text-decoration: none; }
        button.secondary, .button.secondary { background: transparent; color: var(--accent); }
        button.danger { background: var(--bad); border-color: var(--bad); color: #fff; }
        button:disabled { opacity: .5; cursor: not-allowed; }
        .row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
        .grid > * { min-width: 0; }
        table { width: 100%; border-collapse: collapse; }
        th, td { text-align: left; padding: .45rem .4rem; border-bottom: 1px solid var(--line); vertical-align: top;
          overflow-wrap: anywhere; }
        table.accuracy th + th, table.accuracy td + td { width: 1%; white-space: nowrap; text-align: right; }
        .columns-preview { overflow-x: auto; }
        .columns-preview.error { color: var(--bad); }
        .columns-preview td { max-width: 14em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .columns-preview tr.header-row td { font-style: italic; opacity: .7; }
        .deck-card h2 { margin-top: 0; }
        .counts { display: flex; gap: .75rem; flex-wrap: wrap; }
        .pill { display: inline-block; padding: .05rem .55rem; border-radius: 999px; border: 1px solid var(--line);
          font-size: .85rem; text-decoration: none; }
        .flashcard { border-radius: var(--radius); padding: 1.5rem; min-height: 12rem; border: 1px solid var(--line);
          display: grid; align-content: center; gap: 1rem; font-size: 1.25rem; }
        .flashcard .back { border-top: 1px dashed var(--line); padding-top: 1rem; }
        .study-view { border-radius: var(--radius); padding: .75rem; }
        details.answer > summary { display: inline-flex; align-items: center; min-height: 2.5rem; padding: .45rem .9rem;
          border-radius: 8px; background: var(--accent); color: var(--accent-text); cursor: pointer; list-style: none;
          font-size: 1rem; }
        details.answer > summary::-webkit-details-marker { display: none; }
        details.answer[open] > summary { display: none; }
        .ratings, .options { display: grid; gap: .5rem; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); margin-top: 1rem; }
        .ratings button small, .options button small { opacity: .8; font-size: .8rem; }
        .options button { justify-content: flex-start; text-align: left; background: var(--panel); color: var(--text);
          border-color: var(--line); }
        .study-card { text-align: center; font-size: 1.6rem; line-height: 1.4; justify-items: center; }
        .study-front { text-align: center; font-size: 1.6rem; line-height: 1.4; }
        .study-card pre { text-align: left; font-size: 1rem; max-width: 100%; }
        .study-card .ratings, .study-card .options, .study-card form { width: 100%; font-size: 1rem; }
        .study-card > details.answer, .flashcard > .back { justify-self: stretch; }
        .rating { display: flex; flex-direction: column; align-items: center; gap: .1rem; color: #fff; border: 0; }
        .rating small { order: -1; font-size: .85rem; opacity: .9; }
        .rating-again { background: #b42318; } .rating-hard { background: #8a5a00; }
        .rating-good { background: #1d7a46; } .rating-easy { background: #2357c6; }
        kbd { font: .75rem ui-monospace, monospace; padding: 0 .3rem; border: 1px solid currentColor; border-radius: 4px;
          opacity: .75; }
        .study-progress { display: flex; align-items: center; gap: .75rem; margin-bottom: .75rem; }
        .study-progress progress { flex: 1; height: .6rem; accent-color: var(--good); }
        .study-actions { margin-top: .75rem; justify-content: center; }
        form.inline { display: inline; }
        ol.options.answered { list-style: none; padding: 0; margin: 0; width: 100%; font-size: 1rem; text-align: left; }
        ol.options.answered li { padding: .55rem .9rem; border: 2px solid var(--line); border-radius: 8px;
          background: var(--panel); color: var(--text); }
        ol.options.answered li.option-right { border-color: var(--good); background: #d9f2e3; color: #0f3d23; }
        ol.options.answered li.option-wrong { border-color: var(--bad); background: #fbe0dd; color: #5c100a; }
        .diff code { font-size: 1.1rem; }
        .diff ins { background: #d9f2e3; color: #0f3d23; text-decoration: underline; }
        .diff del { background: #fbe0dd; color: #5c100a; }
        .correct { color: var(--good); font-weight: 700; }
        .wrong { color: var(--bad); font-weight: 700; }
        pre, code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .95em; }
        .card-text > :first-child { margin-top: 0; }
        .card-text > :last-child { margin-bottom: 0; }
        .card-text p { margin: .4rem 0; }
        .card-text img.card-media { max-width: 100%; max-height: 60vh; height: auto; vertical-align: middle; }
        .card-text audio.card-media { max-width: 100%; vertical-align: middle; }
        .card-text ul, .card-text ol { display: inline-block; text-align: left; margin: .4rem 0; padding-left: 1.5rem; }
        .card-text pre.code { text-align: left; margin: .4rem 0; }
        .card-text .card-table { max-width: 100%; overflow-x: auto; margin: .4rem 0; }
        .card-text .card-table table { border-collapse: collapse; margin: 0 auto; text-align: left; }
        .card-text .card-table th, .card-text .card-table td { border: 1px solid var(--line); padding: .2rem .5rem;
          vertical-align: top; }
        .card-text .card-table th { background: var(--bg); }
        .card-text .align-left { text-align: left; }
        .card-text .align-center { text-align: center; }
        .card-text .align-right { text-align: right; }
        .card-text rt { font-size: .6em; }
        .card-text code:not(pre code) { background: var(--bg); border: 1px solid var(--line); border-radius: 4px;
          padding: 0 .25em; }
        .card-text code.code-inline-block { display: inline-block; white-space: pre-wrap; text-align: left; }
        .math { overflow-wrap: anywhere; }
        .math[data-display="true"] { display: block; text-align: center; margin: .4rem 0; max-width: 100%;
          overflow-x: auto; overflow-y: hidden; padding: .2rem 0; }
        .tok-keyword { color: #9b2393; font-weight: 600; }
        .tok-string { color: #b3261e; }
        .tok-comment { color: #5d6c79; font-style: italic; }
        .tok-number { color: #1c00cf; }
        .tok-type { color: #0b6379; }
        @media (prefers-color-scheme: dark) {
          .tok-keyword { color: #ff7ab2; }
          .tok-string { color: #ff8170; }
          .tok-comment { color: #8d9aa6; }
          .tok-number { color: #d9c97c; }
          .tok-type { color: #6bdfff; }
        }
        pre { white-space: pre-wrap; background: var(--bg); padding: .5rem; border-radius: 6px; margin: 0; }
        .draft-card { position: relative; transition: transform .2s, opacity .2s; touch-action: pan-y; }
        .draft-card.dropped { opacity: .45; }
        .draft-bar { position: sticky; top: 0; z-index: 2; background: var(--panel); border: 1px solid var(--line);
          border-radius: var(--radius); padding: .5rem .75rem; margin: 0 0 1rem; box-shadow: var(--shadow); }
        .draft-bar .counts { margin: 0 auto 0 0; }
        main:has(.card-editor) { max-width: none; }
        .card-editor form.stack { max-width: none; }
        @media (min-width: 60rem) { .card-editor { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
        .card-batch { margin: .5rem 0; }
        .card-batch label select { width: auto; max-width: 12rem; }
        th.pick, td.pick { width: 2rem; }
        .draft-card.kept { border-color: var(--good); }
        .draft-card:focus { outline: 3px solid var(--accent); outline-offset: 2px; }
        .draft-card blockquote { margin: .5rem 0; padding: .25rem .75rem; border-left: 3px solid var(--line); color: var(--muted); }
        .source-passage { margin: .5rem 0; padding: .25rem .75rem; border-left: 3px solid var(--line); color: var(--muted); }
        .draft-card blockquote mark, .source-passage mark { background: #fff3b0; color: #1d1d1f; padding: 0 .1em; }
        article [id^="p"]:target { background: #fff3b0; }
        progress.progress { display: block; width: 100%; height: .75rem; accent-color: var(--accent); }
        svg.chart { width: 100%; height: auto; }
        svg.chart text { fill: var(--muted); font-size: 11px; }
        svg.chart .bar { fill: var(--accent); }
        svg.chart .line { stroke: var(--accent); fill: none; stroke-width: 2; }
        svg.chart .axis { stroke: var(--line); }
        svg.chart.model { display: block; max-width: 34rem; }
        .charts { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr)); }
        .charts > * { min-width: 0; }
        svg.chart .diagonal { stroke: var(--muted); stroke-dasharray: 4 4; }
        svg.chart .point { fill: var(--accent); }
        svg.chart .mark { fill: none; stroke: var(--good); stroke-width: 2.5; }
        svg.chart .marker { stroke: var(--good); stroke-dasharray: 3 3; }
        svg.chart text.axis-title, svg.chart text.mark-label { fill: var(--text); }
        .heat0 { fill: var(--line); } .heat1 { fill: #9ec5fe; } .heat2 { fill: #5b93f5; } .heat3 { fill: #2357c6; } .heat4 { fill: #123a8c; }
        .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .offline { position: fixed; bottom: 1rem; left: 50%; transform: translateX(-50%); background: var(--bad);
          color: #fff; padding: .5rem 1rem; border-radius: 8px; }
        .completions { list-style: none; margin: 0; padding: 0; border: 1px solid var(--line); border-radius: 6px; }
        .completions li a { display: block; padding: .3rem .6rem; text-decoration: none; }
        @media (max-width: 40rem) {
          main { padding: .6rem; }
          .flashcard { padding: 1rem; font-size: 1.1rem; min-height: 9rem; }
          .study-card, .study-front { font-size: 1.3rem; }
          .ratings { grid-template-columns: repeat(2, 1fr); }
          th.optional, td.optional { display: none; }
          header.top nav { width: 100%; }
          /* With the script, the menu folds into one row behind its button; without it, every link shows. */
          html.js .menu-toggle { display: inline-block; }
          html.js header.top .menu { display: none; }
          html.js header.top.open .menu { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem;
            width: 100%; }
          .options { grid-template-columns: 1fr; }
          .quiz-questions { display: flex; overflow-x: auto; scroll-snap-type: x mandatory; gap: 1rem; }
          .quiz-question { flex: 0 0 100%; scroll-snap-align: start; }
        }
        .quiz-question { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 1rem; padding: 1rem; }
        .quiz-question .option { display: block; padding: .3rem 0; }
        .join-password { font-size: 1.6rem; letter-spacing: .1em; font-family: monospace; }
        .tabs a { margin-right: 1rem; }
        .tabs a[aria-current] { font-weight: bold; }
        """#
}
