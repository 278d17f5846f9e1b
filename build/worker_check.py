"""Manual check that the hard AI level works inside a frozen build.

The hard level thinks in the AI worker process, which starts a helper process of
its own: both are spawned from the frozen executable. Build this script in place
of main.py and run the result (it overwrites build/out/dist; rebuild afterwards)::

    python build/build.py --entry build/worker_check.py --no-archive
    build/out/dist/Tavola/Tavola        # prints the reply, exit status 0 if it came
"""

from __future__ import annotations

import multiprocessing
import sys
import time


def main() -> int:
    import game
    from game.ai.worker import AIWorker
    from game.match import Match, Seat

    rules = game.GAMES["tigris"]
    match = Match(rules, [Seat("A", 0, "ai", "hard"), Seat("B", 1, "ai", "hard")], 1)
    worker = AIWorker(time_scale=0.5)
    start = time.time()
    worker.ask(1, match.to_json(), match.to_act(), "hard")
    while (reply := worker.poll()) is None:
        if time.time() - start > 60:
            print("no reply from the AI worker within 60 s")
            return 1
        time.sleep(0.05)
    worker.close()
    print(f"reply {reply} after {time.time() - start:.1f} s")
    return 0 if reply[2] is None else 1


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
