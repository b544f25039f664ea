#!/usr/bin/env python3
"""A loopback stand-in for LLM APIs that replays their real wire formats from scripted scenarios.

    python peers/llm_stub_server.py --scenario openai-success [--expect-key KEY] [--idle-timeout 30]
    python peers/llm_stub_server.py --script scenario.json
    python peers/llm_stub_server.py --list

It listens on 127.0.0.1 on a free port and prints that port as the first line of standard output.  Each route
(an exact path such as /v1/chat/completions) has a list of steps; the n-th request to the route gets step n, and
the last step repeats once the list is used up.  Step forms (in a --script file as in the built-in scenarios):

    {"kind": "openai_chat", "content": "...", "finish_reason": "stop", "refusal": null, "flavor": "openai"}
        a Chat Completions response; flavor "openai", "llama-server", "llama-cpp-python" or "ollama" shapes the
        extra fields
    {"kind": "openai_error", "status": 401, "message": "...", "type": "...", "code": "...", "headers": {...}}
    {"kind": "llama_error", "status": 503, "message": "Loading model", "type": "unavailable_error", "extra": {...}}
    {"kind": "anthropic_message", "content": [blocks], "stop_reason": "end_turn"}
    {"kind": "anthropic_error", "status": 529, "type": "overloaded_error", "message": "Overloaded"}
    {"kind": "raw", "status": 200, "headers": {...}, "body": <JSON value or string>}
    {"kind": "if_body_has", "key": "output_config", "then": step, "else": step}
    {"kind": "if_body_equals", "path": "response_format.type", "value": "json_schema", "then": step, "else": step}
    {"kind": "ollama_chat", "content": "...", "done_reason": "stop"}
        an answer of Ollama's own POST /api/chat
    any step may add "delay": seconds and "headers": {...}

A --script file is {"routes": {"/path": [step, ...]}}.  Message texts may use {model} (the request's model) and
{masked_key} (the request's key masked the way OpenAI masks it).

Every request is recorded: method, path, query, headers, and the body (parsed JSON, else text).  Credentials are
never recorded: the values of Authorization, x-api-key, api-key and Proxy-Authorization are dropped, and "auth"
says for each whether it was present and whether it equalled --expect-key (as "Bearer KEY" for Authorization).

    GET  /__stub/requests   the recorded requests as a JSON array
    POST /__stub/shutdown   stops the server

The server also stops after --idle-timeout seconds without a request (default 60) and, with --exit-on-stdin-eof,
when its standard input is closed, so a test that dies cannot leave it behind.
"""

from __future__ import annotations

import argparse
import copy
import json
import secrets
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

CHAT = "/v1/chat/completions"
MESSAGES = "/v1/messages"

# Cards about the fixture text the Swift tests use (sentences [S1]…[S5]); the third cites a sentence that does not
# exist, which the client must drop.
CARDS = {
    "cards": [
        {
            "question": "Which organelles produce most of a eukaryotic cell's supply of adenosine triphosphate?",
            "answer": "Mitochondria",
            "explanation": "Mitochondria produce most of the cell's ATP. That is why they are called its power plants.",
            "distractors": ["Ribosomes", "Lysosomes", "Golgi bodies"],
            "sentence_index": 2,
        },
        {
            "question": "What are the folds of the inner mitochondrial membrane called?",
            "answer": "cristae",
            "explanation": "The inner membrane folds into cristae.",
            "distractors": ["thylakoids", "villi", "cisternae"],
            "sentence_index": 4,
        },
        {
            "question": "Which molecule stores the genes of a chloroplast?",
            "answer": "circular DNA",
            "explanation": "Not in the text.",
            "distractors": ["RNA", "protein", "lipid"],
            "sentence_index": 99,
        },
    ]
}

ONE_CARD = {
    "cards": [
        {
            "question": "Which molecule does the mitochondrion make most of in the cell?",
            "answer": "adenosine triphosphate",
            "explanation": "The text says mitochondria produce most of the cell's supply of it.",
            "distractors": ["glucose", "NADH", "pyruvate"],
            "sentence_index": 1,
        }
    ]
}

CARDS_JSON = json.dumps(CARDS)


def chat(content=None, finish_reason="stop", refusal=None, flavor="openai"):
    return {"kind": "openai_chat", "content": content, "finish_reason": finish_reason, "refusal": refusal,
            "flavor": flavor}


def anthropic_text(text, stop_reason="end_turn"):
    return {"kind": "anthropic_message", "content": [{"type": "text", "text": text}], "stop_reason": stop_reason}


RATE_LIMIT = {
    "kind": "openai_error", "status": 429, "type": "requests", "code": "rate_limit_exceeded",
    "message": "Rate limit reached for {model} in organization org-cardboxtest on requests per min (RPM): Limit 3, "
               "Used 3, Requested 1. Please try again in 1s. Visit https://platform.openai.com/account/rate-limits "
               "to learn more.",
    "headers": {"retry-after": "1", "x-ratelimit-limit-requests": "3", "x-ratelimit-remaining-requests": "0",
                "x-ratelimit-reset-requests": "1s"},
}

LOADING = {"kind": "llama_error", "status": 503, "message": "Loading model", "type": "unavailable_error"}

# What llama-cpp-python's server (0.3.36) answers a Chat Completions body whose response_format type is
# "json_schema": its request model allows only "text" and "json_object", and its error handler turns the validation
# error into a 500 whose message is the error's Python text with a stack frame (recorded from the real server; braces
# are doubled because messages are format strings).
LLAMA_CPP_PYTHON_REFUSAL = {
    "kind": "openai_error", "status": 500, "type": "internal_server_error", "code": None,
    "message": "1 validation error:\n  {{'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': "
               "\"Input should be 'text' or 'json_object'\", 'input': 'json_schema', 'ctx': {{'expected': \"'text' or "
               "'json_object'\"}}}}\n\n  File \"/opt/cardbox/lib/python3.11/site-packages/llama_cpp/server/app.py\", "
               "line 376, in create_chat_completion\n    POST /v1/chat/completions",
}

RESPONSE_FORMAT_UNSUPPORTED = {
    "kind": "openai_error", "status": 400, "type": "invalid_request_error", "code": None,
    "param": "response_format", "message": "'response_format' is not supported by this server",
}

SCENARIOS = {
    "openai-success": {CHAT: [chat(CARDS_JSON)]},
    "openai-code-fenced": {CHAT: [chat("Here are your cards:\n```json\n" + json.dumps(CARDS, indent=2) + "\n```\n")]},
    "openai-length": {CHAT: [chat(CARDS_JSON[: len(CARDS_JSON) // 2], finish_reason="length")]},
    "openai-refusal": {CHAT: [chat(None, refusal="I'm sorry, I can't help with that request.")]},
    "openai-malformed": {CHAT: [chat('{"cards": [{"question": "What are the folds of the inner membrane called?", '
                                     '"answer": cristae, "sentence_index": 4}')]},
    "openai-unauthorized": {CHAT: [{
        "kind": "openai_error", "status": 401, "type": "invalid_request_error", "code": "invalid_api_key",
        "message": "Incorrect API key provided: {masked_key}. You can find your API key at "
                   "https://platform.openai.com/account/api-keys.",
    }]},
    "openai-rate-limited": {CHAT: [RATE_LIMIT, chat(CARDS_JSON)]},
    "openai-rate-limited-always": {CHAT: [RATE_LIMIT]},
    "openai-quota": {CHAT: [{
        "kind": "openai_error", "status": 429, "type": "insufficient_quota", "code": "insufficient_quota",
        "message": "You exceeded your current quota, please check your plan and billing details. For more "
                   "information on this error, read the docs: "
                   "https://platform.openai.com/docs/guides/error-codes/api-errors.",
    }]},
    "openai-server-error-then-success": {CHAT: [{
        "kind": "openai_error", "status": 500, "type": "server_error", "code": None,
        "message": "The server had an error while processing your request. Sorry about that!",
    }, chat(CARDS_JSON)]},
    "openai-single-card": {CHAT: [chat(json.dumps(ONE_CARD))]},
    "ollama-success": {CHAT: [chat(CARDS_JSON, flavor="ollama")]},
    "llama-loading-then-success": {CHAT: [LOADING, chat(CARDS_JSON, flavor="llama-server")]},
    "llama-context-exceeded": {CHAT: [{
        "kind": "llama_error", "status": 400, "type": "exceed_context_size_error",
        "message": "request (5120 tokens) exceeds the available context size (4096 tokens), try increasing it",
        "extra": {"n_prompt_tokens": 5120, "n_ctx": 4096},
    }]},
    "llama-health-loading-then-ok": {"/health": [LOADING, {"kind": "raw", "status": 200, "body": {"status": "ok"}}]},
    "ollama-models": {"/v1/models": [{"kind": "raw", "status": 200, "body": {
        "object": "list",
        "data": [{"id": "qwen2.5:3b", "object": "model", "created": 1730000000, "owned_by": "library"}],
    }}]},
    "llama-cpp-python": {CHAT: [{
        "kind": "if_body_equals", "path": "response_format.type", "value": "json_schema",
        "then": LLAMA_CPP_PYTHON_REFUSAL, "else": chat(json.dumps(ONE_CARD), flavor="llama-cpp-python"),
    }]},
    "ollama-format-only": {
        CHAT: [{"kind": "if_body_has", "key": "response_format", "then": RESPONSE_FORMAT_UNSUPPORTED,
                "else": chat(json.dumps(ONE_CARD))}],
        "/api/chat": [{"kind": "ollama_chat", "content": json.dumps(ONE_CARD)}],
    },
    "prompt-only-json": {CHAT: [{
        "kind": "if_body_has", "key": "response_format", "then": RESPONSE_FORMAT_UNSUPPORTED,
        "else": chat("Sure! Here is the card:\n```json\n" + json.dumps(ONE_CARD, indent=2) + "\n```"),
    }]},
    "anthropic-success": {MESSAGES: [anthropic_text(CARDS_JSON)]},
    "anthropic-thinking": {MESSAGES: [{
        "kind": "anthropic_message", "stop_reason": "end_turn",
        "content": [
            {"type": "thinking", "thinking": "The text has five sentences; I will pick two facts.",
             "signature": "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"},
            {"type": "text", "text": CARDS_JSON},
        ],
    }]},
    "anthropic-overloaded-then-success": {MESSAGES: [
        {"kind": "anthropic_error", "status": 529, "type": "overloaded_error", "message": "Overloaded"},
        anthropic_text(CARDS_JSON),
    ]},
    "anthropic-max-tokens": {MESSAGES: [anthropic_text(CARDS_JSON[:40], stop_reason="max_tokens")]},
    "anthropic-unauthorized": {MESSAGES: [
        {"kind": "anthropic_error", "status": 401, "type": "authentication_error", "message": "invalid x-api-key"},
    ]},
    "anthropic-output-config-unsupported": {MESSAGES: [{
        "kind": "if_body_has", "key": "output_config",
        "then": {"kind": "anthropic_error", "status": 400, "type": "invalid_request_error",
                 "message": "output_config.format: structured outputs are not supported by the model '{model}'"},
        "else": {"kind": "anthropic_message", "stop_reason": "tool_use", "content": [
            {"type": "text", "text": "I'll record the flashcards."},
            {"type": "tool_use", "id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV", "name": "emit_cards", "input": CARDS},
        ]},
    }]},
}

SECRET_HEADERS = {"authorization", "x-api-key", "api-key", "proxy-authorization"}


def mask(key: str) -> str:
    """A key masked the way OpenAI's 401 message shows it."""
    if len(key) <= 12:
        return "*" * len(key)
    return key[:8] + "*" * (len(key) - 12) + key[-4:]


def token_count(text: str) -> int:
    return max(1, len(text) // 4)


class Stub:
    """The scripted routes, the request log and the idle clock, shared by the handler threads."""

    def __init__(self, routes, expected_key):
        self.routes = routes
        self.expected_key = expected_key
        self.counts: dict[str, int] = {}
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        self.last_activity = time.monotonic()

    def touch(self):
        with self.lock:
            self.last_activity = time.monotonic()

    def next_step(self, path):
        with self.lock:
            steps = self.routes.get(path)
            if not steps:
                return None
            index = self.counts.get(path, 0)
            self.counts[path] = index + 1
            return steps[min(index, len(steps) - 1)]

    def record(self, entry):
        with self.lock:
            self.requests.append(entry)

    def recorded(self):
        with self.lock:
            return list(self.requests)


def auth_report(headers, expected_key):
    report = {}
    bearer = headers.get("authorization")
    report["authorization"] = {
        "present": bearer is not None,
        "scheme": bearer.split(" ", 1)[0] if bearer else None,
        "matches": bearer is not None and expected_key is not None and bearer == f"Bearer {expected_key}",
    }
    api_key = headers.get("x-api-key")
    report["x-api-key"] = {
        "present": api_key is not None,
        "matches": api_key is not None and expected_key is not None and api_key == expected_key,
    }
    return report


def received_key(headers):
    bearer = headers.get("authorization", "")
    if bearer.startswith("Bearer "):
        return bearer[len("Bearer "):]
    return headers.get("x-api-key", "")


def render(step, request):
    """The (status, headers, body) a step answers `request` with."""
    model = request["model"]
    fill = {"model": model, "masked_key": mask(request["key"])}
    kind = step.get("kind", "raw")
    headers = dict(step.get("headers", {}))
    now = int(time.time())
    if kind == "if_body_has":
        body = request["body"]
        branch = "then" if isinstance(body, dict) and step["key"] in body else "else"
        return render(step[branch], request)
    if kind == "if_body_equals":
        value = request["body"]
        for key in step["path"].split("."):
            value = value.get(key) if isinstance(value, dict) else None
        return render(step["then"] if value == step["value"] else step["else"], request)
    if kind == "ollama_chat":
        content = step.get("content") or ""
        body = {
            "model": model,
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%S.000000000Z", time.gmtime(now)),
            "message": {"role": "assistant", "content": content},
            "done_reason": step.get("done_reason", "stop"),
            "done": True,
            "total_duration": 4_210_000_000,
            "load_duration": 21_000_000,
            "prompt_eval_count": request["prompt_tokens"],
            "prompt_eval_duration": 1_320_000_000,
            "eval_count": token_count(content),
            "eval_duration": 2_860_000_000,
        }
        return 200, headers, body
    if kind == "openai_chat":
        return 200, {**openai_headers(), **headers}, openai_chat_body(step, request, now)
    if kind == "openai_error":
        body = {"error": {"message": step["message"].format(**fill), "type": step.get("type"),
                          "param": step.get("param"), "code": step.get("code")}}
        return step["status"], {**openai_headers(), **headers}, body
    if kind == "llama_error":
        body = {"error": {"code": step["status"], "message": step["message"].format(**fill), "type": step["type"],
                          **step.get("extra", {})}}
        return step["status"], headers, body
    if kind == "anthropic_message":
        text = "".join(block.get("text", "") for block in step["content"])
        body = {
            "id": "msg_01" + secrets.token_hex(11),
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": step["content"],
            "stop_reason": step.get("stop_reason", "end_turn"),
            "stop_sequence": None,
            "usage": {"input_tokens": request["prompt_tokens"], "cache_creation_input_tokens": 0,
                      "cache_read_input_tokens": 0, "output_tokens": token_count(text), "service_tier": "standard"},
        }
        return 200, {**anthropic_headers(), **headers}, body
    if kind == "anthropic_error":
        request_id = "req_011C" + secrets.token_hex(10)
        body = {"type": "error", "error": {"type": step["type"], "message": step["message"].format(**fill)},
                "request_id": request_id}
        return step["status"], {**anthropic_headers(request_id), **headers}, body
    if kind == "raw":
        return step.get("status", 200), headers, step.get("body", "")
    raise ValueError(f"unknown step kind {kind!r}")


def openai_headers():
    return {"x-request-id": "req_" + secrets.token_hex(16), "openai-processing-ms": "412",
            "openai-version": "2020-10-01"}


def anthropic_headers(request_id=None):
    return {"request-id": request_id or "req_011C" + secrets.token_hex(10),
            "anthropic-organization-id": "00000000-0000-4000-8000-000000000000"}


def openai_chat_body(step, request, now):
    content = step.get("content")
    prompt_tokens = request["prompt_tokens"]
    completion_tokens = token_count(content or step.get("refusal") or "")
    usage = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
             "total_tokens": prompt_tokens + completion_tokens}
    flavor = step.get("flavor", "openai")
    if flavor == "llama-cpp-python":
        return {
            "id": "chatcmpl-" + str(uuid.uuid4()),
            "object": "chat.completion",
            "created": now,
            "model": request["model"],
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "logprobs": None,
                         "finish_reason": step.get("finish_reason", "stop")}],
            "usage": usage,
        }
    if flavor == "llama-server":
        return {
            "choices": [{"finish_reason": step.get("finish_reason", "stop"), "index": 0,
                         "message": {"role": "assistant", "content": content}}],
            "created": now,
            "model": request["model"],
            "system_fingerprint": "b11434-1c6a9b2f",
            "object": "chat.completion",
            "usage": usage,
            "id": "chatcmpl-" + secrets.token_hex(16),
            "timings": {"prompt_n": prompt_tokens, "prompt_ms": prompt_tokens * 7.1,
                        "prompt_per_token_ms": 7.1, "prompt_per_second": 140.8,
                        "predicted_n": completion_tokens, "predicted_ms": completion_tokens * 42.5,
                        "predicted_per_token_ms": 42.5, "predicted_per_second": 23.5},
        }
    if flavor == "ollama":
        return {
            "id": "chatcmpl-" + str(secrets.randbelow(1000)),
            "object": "chat.completion",
            "created": now,
            "model": request["model"],
            "system_fingerprint": "fp_ollama",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": step.get("finish_reason", "stop")}],
            "usage": usage,
        }
    return {
        "id": "chatcmpl-" + secrets.token_urlsafe(21).replace("-", "A").replace("_", "b")[:29],
        "object": "chat.completion",
        "created": now,
        "model": request["model"] + ("-2024-07-18" if request["model"] == "gpt-4o-mini" else ""),
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": content, "refusal": step.get("refusal"), "annotations": []},
            "logprobs": None,
            "finish_reason": step.get("finish_reason", "stop"),
        }],
        "usage": {**usage,
                  "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
                  "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0,
                                                "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0}},
        "service_tier": "default",
        "system_fingerprint": "fp_34a54ae93c",
    }


def make_handler(stub: Stub, server_ref: list):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        server_version = "llm-stub/1"

        def log_message(self, format, *args):  # noqa: A002 - quiet unless asked
            pass

        def do_GET(self):
            self.handle_any("GET")

        def do_POST(self):
            self.handle_any("POST")

        def handle_any(self, method):
            stub.touch()
            parts = urlsplit(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if parts.path == "/__stub/requests":
                return self.reply(200, {}, stub.recorded())
            if parts.path == "/__stub/shutdown":
                self.reply(200, {}, {"stopping": True})
                threading.Thread(target=server_ref[0].shutdown, daemon=True).start()
                return
            headers = {name.lower(): value for name, value in self.headers.items()}
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            stub.record({
                "method": method,
                "path": parts.path,
                "query": parts.query,
                "headers": {name: value for name, value in headers.items() if name not in SECRET_HEADERS},
                "auth": auth_report(headers, stub.expected_key),
                "body": body,
            })
            step = stub.next_step(parts.path)
            if step is None:
                return self.reply(404, {}, {"error": {
                    "message": f"Unknown request URL: {method} {parts.path}. Please check the URL for typos.",
                    "type": "invalid_request_error", "param": None, "code": "unknown_url"}})
            request = {
                "model": body.get("model", "unknown") if isinstance(body, dict) else "unknown",
                "key": received_key(headers),
                "body": body,
                "prompt_tokens": token_count(raw.decode("utf-8", "replace")),
            }
            if step.get("delay"):
                time.sleep(float(step["delay"]))
            status, extra, payload = render(step, request)
            self.reply(status, extra, payload)

        def reply(self, status, headers, payload):
            data = payload.encode() if isinstance(payload, str) else json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json" if not isinstance(payload, str) else "text/plain")
            self.send_header("Content-Length", str(len(data)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)
            stub.touch()

    return Handler


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", help="a built-in scenario (see --list)")
    parser.add_argument("--script", help="a JSON file {\"routes\": {path: [step, ...]}}")
    parser.add_argument("--expect-key", help="the key requests should carry (recorded as matches: true/false)")
    parser.add_argument("--idle-timeout", type=float, default=60.0, help="stop after this many idle seconds")
    parser.add_argument("--exit-on-stdin-eof", action="store_true", help="stop when standard input is closed")
    parser.add_argument("--list", action="store_true", help="list the built-in scenarios and exit")
    args = parser.parse_args(argv)

    if args.list:
        print("\n".join(sorted(SCENARIOS)))
        return 0
    if args.script:
        with open(args.script, encoding="utf-8") as handle:
            routes = json.load(handle)["routes"]
    elif args.scenario in SCENARIOS:
        routes = copy.deepcopy(SCENARIOS[args.scenario])
    else:
        parser.error(f"unknown scenario {args.scenario!r}; use --list")
        return 2

    stub = Stub(routes, args.expect_key)
    server_ref: list = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(stub, server_ref))
    server.daemon_threads = True
    server_ref.append(server)

    def watch_idle():
        while True:
            time.sleep(0.2)
            with stub.lock:
                idle = time.monotonic() - stub.last_activity
            if idle > args.idle_timeout:
                server.shutdown()
                return

    def watch_stdin():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        finally:
            server.shutdown()

    threading.Thread(target=watch_idle, daemon=True).start()
    if args.exit_on_stdin_eof:
        threading.Thread(target=watch_stdin, daemon=True).start()

    print(server.server_address[1], flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
