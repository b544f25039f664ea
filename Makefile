# Cardbox: `make run` to study, `make test` to check everything.
SWIFT ?= swift
CARDBOX := .build/debug/cardbox

.PHONY: run test build lint format bench fuzz setup clean install

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

# The web app for one person on this machine, with the built-in "Swift Syntax" deck; Ctrl-C stops it.
run: build
	@$(CARDBOX) serve --single-user

# The test process runs OCR in-process; OpenMP reads its thread limit only at start (see OCRProcess.swift).
# scripts/postgres runs the tests beside a private PostgreSQL cluster and stops it afterwards.
test: setup
	$(SWIFT) build --build-tests
	OMP_THREAD_LIMIT=1 scripts/postgres run -- $(SWIFT) test
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift bench/Sources

# The release binary with its PDF text reader, its manual page and its shell completions, under PREFIX (and DESTDIR for packaging).
PREFIX ?= /usr/local
install: setup
	SWIFT=$(SWIFT) scripts/release-build
	install -D -m 755 .build/release/cardbox $(DESTDIR)$(PREFIX)/bin/cardbox
	install -D -m 644 .build/release/libCardboxPopplerText.so $(DESTDIR)$(PREFIX)/lib/cardbox/libCardboxPopplerText.so
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	CARDBOX_HOME=$$(mktemp -d) .build/release/cardbox manual > $(DESTDIR)$(PREFIX)/share/man/man1/cardbox.1
	CARDBOX_HOME=$$(mktemp -d) .build/release/cardbox completion bash \
		> $(DESTDIR)$(PREFIX)/share/bash-completion/completions/cardbox
	CARDBOX_HOME=$$(mktemp -d) .build/release/cardbox completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_cardbox
	CARDBOX_HOME=$$(mktemp -d) .build/release/cardbox completion fish \
		> $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/cardbox.fish

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift bench/Sources

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift bench/Sources

bench:
	@scripts/setup --bench
	$(SWIFT) build -c release --product cardbox-bench
	SWIFT=$(SWIFT) scripts/release-build
	.venv/bin/python bench/startup.py
	.venv/bin/python bench/due_queue.py
	.venv/bin/python bench/ingest.py
	.venv/bin/python bench/generation.py
	.venv/bin/python bench/server.py
	.venv/bin/python bench/words.py
	.venv/bin/python bench/classroom.py
	.venv/bin/python bench/restore.py
	.venv/bin/python bench/interchange.py
	.venv/bin/python bench/optimizer.py
	scripts/postgres run -- .venv/bin/python bench/scale.py
	scripts/postgres run -- .venv/bin/python bench/nodes.py

# Each parser under libFuzzer for FUZZ_SECONDS, starting from its committed corpus (Tests/Fixtures/fuzz/NAME); new
# inputs go to .build/fuzz/corpus/NAME and a crashing one to .build/fuzz/crash-NAME-*. `make test` runs the
# committed corpus as ordinary tests (FuzzCorpusTests).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := multipart cookies form backup markdown spreadsheet protobuf template
fuzz:
	$(SWIFT) build --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DCARDBOX_FUZZING \
		--product cardbox-fuzz
	@for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz/corpus/$$target; \
		echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no CARDBOX_FUZZ_TARGET=$$target .build/fuzz/debug/cardbox-fuzz -max_total_time=$(FUZZ_SECONDS) \
			-max_len=65536 -artifact_prefix=.build/fuzz/crash-$$target- \
			.build/fuzz/corpus/$$target Tests/Fixtures/fuzz/$$target || exit 1; \
	done

clean:
	rm -rf .build
