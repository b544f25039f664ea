# Cardbox: `make run` to study, `make test` to check everything.
SWIFT ?= swift
CARDBOX := .build/debug/cardbox

.PHONY: run test build lint format bench setup clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build

run: build
	@$(CARDBOX) study "Swift Syntax"

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift bench/Sources

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift bench/Sources

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift bench/Sources

bench:
	@scripts/setup --bench
	$(SWIFT) build -c release --product cardbox-bench
	.venv/bin/python bench/due_queue.py

clean:
	rm -rf .build
