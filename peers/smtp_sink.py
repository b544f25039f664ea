#!/usr/bin/env python3
"""An SMTP server for tests: aiosmtpd with its Maildir handler on a loopback socket the kernel picks the port of.

It listens on 127.0.0.1 port 0, then writes the port it got to PORT_FILE (to a temporary name first, renamed when
complete, so a reader never sees half a number) and serves until it is killed. Every message received is stored in
MAILDIR, which must not exist yet (the handler creates it).

Usage: python peers/smtp_sink.py MAILDIR PORT_FILE
"""

import asyncio
import os
import sys

from aiosmtpd.handlers import Mailbox
from aiosmtpd.smtp import SMTP


async def serve(maildir: str, port_file: str) -> None:
    handler = Mailbox(maildir)
    server = await asyncio.get_running_loop().create_server(lambda: SMTP(handler), host="127.0.0.1", port=0)
    port = server.sockets[0].getsockname()[1]
    with open(port_file + ".tmp", "w", encoding="utf-8") as handle:
        handle.write(f"{port}\n")
    os.replace(port_file + ".tmp", port_file)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    asyncio.run(serve(sys.argv[1], sys.argv[2]))
