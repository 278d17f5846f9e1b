"""Find and inspect positions for the guided games (``game/<id>/data/learn/*.json``).

    python tools/learn_positions.py show tigris --seed 7 --players 2 [--actions FILE.json]
        print the position (T&E: a text board) and the legal actions of the seat to act
    python tools/learn_positions.py search tigris --want revolt --seeds 0-200 [--plies 60]
        play the greedy computer from each seed until the wanted situation arises (an
        event kind such as "conflict", "claimed", "battle", "monument", "treasure",
        "displaced") and print the seed and the actions that lead there, as JSON
    python tools/learn_positions.py check [FILE.json ...]
        play scenarios through with their expected actions (all of them by default)

A tool for writing scenarios, not a test; the tests replay the scenarios themselves.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import GAMES  # noqa: E402
from game.ai import choose_action  # noqa: E402
from game.core import action_to_json  # noqa: E402
from game.learn import check_scenario, load_scenario, scenario_paths  # noqa: E402
from game.match import Match, Seat  # noqa: E402


def tigris_board(s) -> str:
    from game.tigris.state import COLS, NSQ

    rows = ["    " + " ".join(f"{chr(65 + c):>2}" for c in range(COLS))]
    for r in range(NSQ // COLS):
        cells = []
        for c in range(COLS):
            x = r * COLS + c
            ch = "~" if s.board.river[x] else "."
            t = s.tile[x]
            if t >= 0:
                ch = "krbg#X"[t]
                if s.treasure[x]:
                    ch = "T"
            if s.leader[x] >= 0:
                i = s.leader[x]
                ch = f"{'KPFT'[i & 3]}{i >> 2}"
            cells.append(f"{ch:>2}")
        rows.append(f"{r + 1:>3} " + " ".join(cells))
    rows.append(f"racks {s.racks} scores {s.scores} treasures {s.treasures} "
                f"active {s.active} left {s.actions_left} phase {s.phase}")
    return "\n".join(rows)


def show(game: str, seed: int, players: int, actions: list, options: dict) -> Match:
    rules = GAMES[game]
    seats = [Seat(f"P{i}") for i in range(players)]
    from game.core import action_from_json

    m = Match(rules, seats, seed, options, [action_from_json(rules, a) for a in actions])
    if game == "tigris":
        print(tigris_board(m.state))
    else:
        print(repr(m.state)[:3000])
    seat = m.to_act()
    print("to act:", seat)
    if seat is not None:
        for a in rules.legal_actions(m.state)[:200]:
            print(" ", json.dumps(action_to_json(a)), "|", rules.describe(a, "en"))
    return m


def search(game: str, want: str, seeds: range, players: int, plies: int, seat: int) -> None:
    rules = GAMES[game]
    for seed in seeds:
        s = rules.new_game(players, seed)
        acts = []
        for ply in range(plies):
            who = rules.to_act(s)
            if who is None:
                break
            a = choose_action(rules, rules.observe(s, who), who, "greedy", seed * 1000 + ply)
            ev = rules.apply(s, a)
            acts.append(action_to_json(a))
            hit = [e for e in ev if e.kind == want and (seat < 0 or who == seat)]
            if hit:
                print(json.dumps({"seed": seed, "players": players, "ply": ply,
                                  "event": hit[0].data, "actions": acts}))
                break


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cmd", choices=("show", "search", "check"))
    ap.add_argument("game", nargs="?", default="tigris")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--actions", help="a JSON file with a list of actions")
    ap.add_argument("--want", default="conflict")
    ap.add_argument("--seeds", default="0-50")
    ap.add_argument("--plies", type=int, default=80)
    ap.add_argument("--seat", type=int, default=-1, help="only events of this seat's actions")
    args = ap.parse_args()
    if args.cmd == "show":
        acts = json.loads(Path(args.actions).read_text()) if args.actions else []
        show(args.game, args.seed, args.players, acts, {})
    elif args.cmd == "search":
        a, b = (int(x) for x in args.seeds.split("-"))
        search(args.game, args.want, range(a, b + 1), args.players, args.plies, args.seat)
    else:
        files = [Path(f) for f in args.files] if args.files else [
            p for g in GAMES for p in scenario_paths(g)]
        for f in files:
            lesson = check_scenario(load_scenario(f))
            print(f"{f}: {len(lesson.scenario.steps)} steps, ok")


if __name__ == "__main__":
    main()
