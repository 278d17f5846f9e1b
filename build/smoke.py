"""Smoke test of the built executable, with no screen and no sound.

    python build/smoke.py [--timeout SECONDS] [--runs N] [--skip-timing]

Fails (exit status 1) if a demo run of the built program (once as is, once with
the computer seats thinking in the AI worker process) does not exit cleanly in
time, writes no log, or leaves a traceback, an error or an AI fallback in its log. Also prints,
as measurements only, the unpacked size of the package and the time to the first
frame (median of several runs with TAVOLA_TIMING=1).
"""

from __future__ import annotations

import argparse
import glob
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))


def _load_build():
    spec = importlib.util.spec_from_file_location("tavola_build", os.path.join(HERE, "build.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()

DEMO = ["--demo", "tigris", "--frames", "120"]
# Computer seats thinking in the AI worker process: proves multiprocessing works frozen.
WORKER_DEMO = ["--demo", "tigris", "--frames", "600", "--worker"]
# In German: proves the compiled catalogs are in the bundle (a missing one is logged).
GERMAN_DEMO = ["--demo", "tigris", "--frames", "60", "--lang", "de"]
FIRST_FRAME = re.compile(r"first-frame\s+([0-9.]+)")
# Log lines that mean something went wrong: errors, and a computer seat whose worker
# failed (the play scene then falls back to the easy level in the window's process).
BAD_LOG_LINE = re.compile(
    r"Traceback|\b(ERROR|CRITICAL)\b|falling back|no \w+ catalog|no \w+ translation")


def headless_env(home: str, **extra: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TAVOLA_HOME=home)
    env.pop("TAVOLA_TIMING", None)
    env.update(extra)
    return env


def log_text(home: str) -> str:
    """Everything the program logged under its data folder."""
    paths = sorted(glob.glob(os.path.join(home, "**", "*.log*"), recursive=True))
    chunks = []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            chunks.append(f"--- {os.path.relpath(path, home)}\n{f.read()}")
    return "\n".join(chunks)


def run_demo(exe: str, args: list[str], timeout: float) -> list[str]:
    """Run the built program once headless; the list of problems found (empty if clean)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tavola-smoke-") as home:
        shot = os.path.join(home, "shot.png")
        cmd = [exe, *args, "--screenshot", shot]
        start = time.perf_counter()
        try:
            proc = subprocess.run(
                cmd, env=headless_env(home), capture_output=True, text=True, timeout=timeout
            )
        except subprocess.TimeoutExpired:
            return [f"no exit within {timeout:.0f} s: {' '.join(cmd)}"]
        took = time.perf_counter() - start
        logs = log_text(home)
        print(f"ran {' '.join(args)}: exit {proc.returncode} in {took:.1f} s")
        if proc.returncode != 0:
            problems.append(f"exit status {proc.returncode}")
        if "Traceback" in proc.stderr:
            problems.append("traceback on stderr")
        if not logs:
            problems.append(f"no log file under the data folder {home}")
        else:
            bad = [line for line in logs.splitlines() if BAD_LOG_LINE.search(line)]
            if bad:
                problems.append(f"trouble in the log: {bad[0].strip()}")
        if not os.path.exists(shot):
            problems.append("no screenshot written")
        if problems:
            print(
                f"stdout:\n{proc.stdout[-4000:]}\nstderr:\n{proc.stderr[-4000:]}\nlog:\n{logs[-4000:]}"
            )
    return problems


def first_frame_times(exe: str, runs: int, timeout: float) -> tuple[list[float], list[float]]:
    """(times the program reports, times seen from outside) to its first frame, one per run."""
    reported, seen = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tavola-timing-") as home:
            env = headless_env(home, TAVOLA_TIMING="1", PYTHONUNBUFFERED="1")
            start = time.perf_counter()
            proc = subprocess.Popen(
                [exe, "--demo", "tigris", "--frames", "30"],
                env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            )  # fmt: skip
            try:
                for line in proc.stdout:
                    match = FIRST_FRAME.search(line)
                    if match:
                        seen.append(time.perf_counter() - start)
                        reported.append(float(match.group(1)))
                        break
                proc.stdout.close()
                proc.wait(timeout=timeout)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
    return reported, seen


def unpacked_size(archive: str) -> int:
    """Bytes of the files in `archive` once unpacked."""
    with tempfile.TemporaryDirectory(prefix="tavola-unpack-") as folder:
        if archive.endswith(".tar.gz"):
            with tarfile.open(archive) as tar:
                if hasattr(tarfile, "tar_filter"):
                    tar.extractall(folder, filter="tar")
                else:  # Python 3.11.0-3.11.3 (Debian 12's 3.11.2): no filters yet
                    tar.extractall(folder)  # the archive was just built here
        else:
            with zipfile.ZipFile(archive) as zf:
                zf.extractall(folder)
        return build.folder_size(folder)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds per run")
    parser.add_argument("--runs", type=int, default=5, help="runs for the first-frame time")
    parser.add_argument("--skip-timing", action="store_true")
    args = parser.parse_args(argv)

    exe = build.executable()
    if not os.path.exists(exe):
        print(f"error: {exe} not found; run `make dist` first", file=sys.stderr)
        return 1
    problems = run_demo(exe, DEMO, args.timeout)
    problems += run_demo(exe, WORKER_DEMO, args.timeout)
    problems += run_demo(exe, GERMAN_DEMO, args.timeout)

    mb = 1e6
    print(f"package folder: {build.folder_size(build.built_app()) / mb:.1f} MB")
    archive = os.path.join(
        build.ROOT,
        "dist",
        build.archive_name(build.version(), build.os_name(), build.arch_name()),
    )
    if os.path.exists(archive):
        print(f"archive: {os.path.basename(archive)} {os.path.getsize(archive) / mb:.1f} MB")
        print(f"unpacked size: {unpacked_size(archive) / mb:.1f} MB (aim < 60 MB)")
    else:
        print(f"archive {archive} not found, size not measured")

    if not args.skip_timing and args.runs > 0:
        reported, seen = first_frame_times(exe, args.runs, args.timeout)
        if reported:
            print(
                f"first frame, median of {len(reported)}: {statistics.median(reported):.3f} s"
                f" reported by the program, {statistics.median(seen):.3f} s seen from outside"
                " (aim < 1 s)"
            )
        else:
            print("first frame: the program printed no 'first-frame' line (TAVOLA_TIMING=1)")

    for problem in problems:
        print(f"SMOKE FAILED: {problem}", file=sys.stderr)
    if not problems:
        print("smoke test passed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
