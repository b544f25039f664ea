#!/usr/bin/env python3
"""Decode the messages an aiosmtpd Mailbox sink stored, with Python's own email parser.

    python peers/read_maildir.py MAILDIR --out FILE

Writes a JSON list, one object per file under MAILDIR/new/ (sorted by file name), with the envelope the server
saw (``mail_from``, ``rcpt_to`` from the sink's X-MailFrom / X-RcptTo headers) and the decoded headers and body:
``from``, ``to``, ``subject``, ``date``, ``message_id``, ``content_type``, ``transfer_encoding`` and ``body``
(transfer encoding and charset undone).  Decoding here, rather than in the Swift test, checks Cardbox's encoder
against an independent implementation.
"""

from __future__ import annotations

import argparse
import json
from email import policy
from email.parser import BytesParser
from pathlib import Path


def decode(path: Path) -> dict:
    message = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
    return {
        "mail_from": str(message.get("X-MailFrom", "")),
        "rcpt_to": str(message.get("X-RcptTo", "")),
        "from": str(message.get("From", "")),
        "to": str(message.get("To", "")),
        "subject": str(message.get("Subject", "")),
        "date": str(message.get("Date", "")),
        "message_id": str(message.get("Message-ID", "")),
        "content_type": message.get_content_type(),
        "transfer_encoding": str(message.get("Content-Transfer-Encoding", "")),
        "body": message.get_content(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("maildir", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    arguments = parser.parse_args()
    files = sorted((arguments.maildir / "new").iterdir())
    arguments.out.write_text(json.dumps([decode(path) for path in files], ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
