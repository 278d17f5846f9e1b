"""``python main.py --serve PORT [--data DIR]``: the headless club server.

No window and no pygame: it hosts many tables at once, keeps each in SQLite (one file,
``DIR/tables.sqlite``) after every change and, when restarted, serves them all again
where they stood. Players open tables on it from the New game screen and join with
their seat codes. It listens on 127.0.0.1 unless ``--bind`` says otherwise (put it
behind a TLS proxy on the same machine, see the README).
"""

from __future__ import annotations

import asyncio
import logging
import logging.handlers
import os
import signal
import sys

log = logging.getLogger("tavola.serve")


def default_data_dir() -> str:
    from ui.paths import data_dir  # platformdirs only: no pygame

    return os.path.join(data_dir(), "server")


def setup_logging(folder: str) -> None:
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    fh = logging.handlers.RotatingFileHandler(os.path.join(folder, "server.log"),
                                              maxBytes=5_000_000, backupCount=2,
                                              encoding="utf-8")
    fh.setFormatter(fmt)
    root.addHandler(fh)
    sh = logging.StreamHandler(sys.stderr)
    sh.setLevel(logging.WARNING)
    sh.setFormatter(fmt)
    root.addHandler(sh)
    logging.getLogger("websockets").setLevel(logging.WARNING)


async def run(port: int, folder: str, bind: str, ready: str | None = None) -> None:
    from game import GAMES
    from net.host import Host
    from net.store import Store

    store = Store(os.path.join(folder, "tables.sqlite"))
    host = Host(GAMES, store=store, allow_create=True, ai_pause=0.2)
    await host.start(bind, port)
    line = (f"Tavola club server: ws://{bind}:{host.port} ({len(host.tables)} tables, "
            f"data in {folder})")
    log.info(line)
    print(line, flush=True)
    if ready:  # a file that tells scripts the port (port 0: any free one)
        with open(ready, "w") as f:
            f.write(str(host.port))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C ends asyncio.run
            pass
    await stop.wait()
    log.info("stopping: %s", host.stats)
    await host.stop()
    store.close()


def main(port: int, data: str | None, bind: str = "127.0.0.1", ready: str | None = None) -> int:
    if not 0 <= port <= 65535:
        print(f"Not a port: {port}", file=sys.stderr)
        return 2
    folder = os.path.abspath(data or default_data_dir())
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        print(f"Cannot use the data folder {folder}: {exc}", file=sys.stderr)
        return 2
    setup_logging(folder)
    try:
        asyncio.run(run(port, folder, bind, ready))
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        print(f"Cannot serve on {bind}:{port}: {exc}", file=sys.stderr)
        return 1
    return 0
