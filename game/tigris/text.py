"""Log and prompt phrases for Tigris & Euphrates, in English and Italian."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.tigris.actions import (
    BuildMonument,
    BuildZiggurat,
    ChooseWar,
    Commit,
    DeclineBuilding,
    DeclineMonument,
    EndTurn,
    MoveLeader,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
    WithdrawLeader,
    ZigguratIncome,
)
from game.tigris.state import (
    MONUMENTS,
    PH_BUILDING,
    PH_COMMIT,
    PH_MONUMENT,
    PH_OVER,
    PH_TREASURE,
    PH_WAR_COLOUR,
    PH_ZIGGURAT,
    PH_ZIGGURAT_INCOME,
    REVOLT,
    State,
    square_name,
)

COLOUR_EN = ("black", "red", "blue", "green")
COLOUR_IT = ("nero", "rosso", "blu", "verde")
COLOURS_IT = ("neri", "rossi", "blu", "verdi")
TILE_EN = ("settlement", "temple", "farm", "market")
TILES_EN = ("settlements", "temples", "farms", "markets")
TILE_IT = ("insediamento", "tempio", "fattoria", "mercato")
TILES_IT = ("insediamenti", "templi", "fattorie", "mercati")
ART_IT = ("un insediamento", "un tempio", "una fattoria", "un mercato")
LEADER_EN = ("king", "priest", "farmer", "trader")
LEADER_IT = ("re", "sacerdote", "agricoltore", "mercante")
ART_LEADER_IT = ("il re", "il sacerdote", "l'agricoltore", "il mercante")
LEADERS_IT = ("re", "sacerdoti", "agricoltori", "mercanti")
BUILDING_EN = ("palace", "library", "granary", "market hall")
BUILDING_IT = ("il palazzo", "la libreria", "il granaio", "la sala del mercato")


def _c(c: Any) -> int:
    return c if isinstance(c, int) and 0 <= c < 4 else 0


def _sq(sq: Any) -> str:
    return square_name(sq) if isinstance(sq, int) and 0 <= sq < 176 else "?"


def monument_name(m: int, lang: str = "en") -> str:
    a, b = MONUMENTS[m]
    if lang == "it":
        return f"monumento {COLOUR_IT[a]}/{COLOUR_IT[b]}"
    return f"{COLOUR_EN[a]}/{COLOUR_EN[b]} monument"


def _tiles(counts: Any, lang: str) -> str:
    parts = []
    for c, n in enumerate(counts or ()):
        if n:
            if lang == "it":
                parts.append(f"{n} {TILE_IT[c] if n == 1 else TILES_IT[c]}")
            else:
                parts.append(f"{n} {TILE_EN[c] if n == 1 else TILES_EN[c]}")
    return ", ".join(parts) or ("nothing" if lang != "it" else "niente")


def describe(a: Any, lang: str = "en") -> str:
    it = lang == "it"
    t = type(a)
    if t is PlaceLeader:
        c = _c(a.colour)
        return (f"piazza {ART_LEADER_IT[c]} in {_sq(a.square)}" if it
                else f"places the {LEADER_EN[c]} on {_sq(a.square)}")
    if t is MoveLeader:
        c = _c(a.colour)
        return (f"sposta {ART_LEADER_IT[c]} in {_sq(a.square)}" if it
                else f"moves the {LEADER_EN[c]} to {_sq(a.square)}")
    if t is WithdrawLeader:
        c = _c(a.colour)
        return (f"ritira {ART_LEADER_IT[c]}" if it
                else f"withdraws the {LEADER_EN[c]}")
    if t is PlaceTile:
        c = _c(a.colour)
        return (f"piazza {ART_IT[c]} in {_sq(a.square)}" if it
                else f"places a {TILE_EN[c]} on {_sq(a.square)}")
    if t is PlaceCatastrophe:
        return (f"gioca una catastrofe in {_sq(a.square)}" if it
                else f"plays a catastrophe on {_sq(a.square)}")
    if t is SwapTiles:
        n = sum(a.counts) if isinstance(a.counts, tuple) else 0
        if n == 1:
            return "sostituisce 1 tessera" if it else "swaps 1 tile"
        return (f"sostituisce {n} tessere" if it else f"swaps {n} tiles")
    if t is EndTurn:
        return "passa" if it else "passes"
    if t is Commit:
        if a.count == 1:
            return "aggiunge 1 tessera al conflitto" if it else "commits 1 tile to the conflict"
        return (f"aggiunge {a.count} tessere al conflitto" if it
                else f"commits {a.count} tiles to the conflict")
    if t is ChooseWar:
        c = _c(a.colour)
        return (f"risolve prima il conflitto {COLOUR_IT[c]}" if it
                else f"resolves the {COLOUR_EN[c]} war first")
    if t is BuildMonument:
        m = a.monument if isinstance(a.monument, int) and 0 <= a.monument < 6 else 0
        return (f"costruisce il {monument_name(m, 'it')} in {_sq(a.square)}" if it
                else f"builds the {monument_name(m)} on {_sq(a.square)}")
    if t is DeclineMonument:
        return "rinuncia al monumento" if it else "declines the monument"
    if t is TakeTreasure:
        return (f"prende il tesoro in {_sq(a.square)}" if it
                else f"takes the treasure on {_sq(a.square)}")
    if t is PlaceBuilding:
        c = _c(a.colour)
        return (f"mette {BUILDING_IT[c]} in {_sq(a.square)}" if it
                else f"puts the {BUILDING_EN[c]} on {_sq(a.square)}")
    if t is DeclineBuilding:
        return "rinuncia al palazzo" if it else "declines the building"
    if t is BuildZiggurat:
        if a.square < 0:
            return "rinuncia allo ziggurat" if it else "declines the ziggurat"
        return (f"costruisce lo ziggurat in {_sq(a.square)}" if it
                else f"builds the ziggurat at {_sq(a.square)}")
    if t is ZigguratIncome:
        c = _c(a.colour)
        return (f"prende un punto {COLOUR_IT[c]} dallo ziggurat" if it
                else f"takes a {COLOUR_EN[c]} point from the ziggurat")
    return "?"


def describe_event(e: Event, lang: str = "en") -> str | None:
    """A log line for the events worth a line of their own (scores only when private)."""
    it = lang == "it"
    d = e.data
    k = e.kind
    if k == "conflict":
        c = _c(d.get("colour"))
        if d.get("kind") == "revolt":
            return (f"Rivolta tra {LEADERS_IT[c]} (templi adiacenti): attaccante "
                    f"{d['attacker_strength']}, difensore {d['defender_strength']}" if it
                    else f"Revolt of {LEADER_EN[c]}s (adjacent temples): attacker "
                    f"{d['attacker_strength']}, defender {d['defender_strength']}")
        return (f"Guerra ({TILES_IT[c]}): attaccante {d['attacker_strength']}, "
                f"difensore {d['defender_strength']}" if it
                else f"{COLOUR_EN[c].capitalize()} war ({TILES_EN[c]}): attacker "
                f"{d['attacker_strength']}, defender {d['defender_strength']}")
    if k == "commit":
        c = _c(d.get("colour"))
        n = d.get("count", 0)
        return (f"aggiunge {n} {TILE_IT[c] if n == 1 else TILES_IT[c]}" if it
                else f"commits {n} {TILE_EN[c] if n == 1 else TILES_EN[c]}")
    if k == "conflict_resolved":
        c = _c(d.get("colour"))
        tot = f"{d['attacker_total']}-{d['defender_total']}"
        return (f"vince il conflitto {COLOUR_IT[c]} {tot}; il leader sconfitto torna al "
                f"suo giocatore" if it
                else f"wins the {COLOUR_EN[c]} conflict {tot}; the loser's leader goes home")
    if k == "removed":
        n = len(d.get("squares", ()))
        c = _c(d.get("colour"))
        if n == 1:
            return (f"1 tessera ({TILE_IT[c]}) tolta dal tabellone" if it
                    else f"1 {TILE_EN[c]} removed from the board")
        return (f"{n} tessere ({TILES_IT[c]}) tolte dal tabellone" if it
                else f"{n} {TILES_EN[c]} removed from the board")
    if k == "leader_removed" and d.get("reason") == "no_temple":
        c = _c(d.get("colour"))
        return (f"{ART_LEADER_IT[c].capitalize()} in {_sq(d.get('square'))} resta senza "
                f"tempio e torna al giocatore" if it
                else f"The {LEADER_EN[c]} on {_sq(d.get('square'))} has no temple left and "
                f"goes home")
    if k == "monument":  # the BuildMonument line already says it, with the square
        return None
    if k == "treasure":
        return (f"prende il tesoro in {_sq(d.get('square'))}" if it
                else f"takes the treasure on {_sq(d.get('square'))}")
    if k == "unification":
        return (f"due regni si uniscono in {_sq(d.get('square'))}" if it
                else f"two kingdoms unite at {_sq(d.get('square'))}")
    if k == "score" and e.private:
        c = _c(d.get("colour"))
        n = d.get("points", 1)
        if it:
            return f"+1 punto {COLOUR_IT[c]}" if n == 1 else f"+{n} punti {COLOURS_IT[c]}"
        return f"+{n} {COLOUR_EN[c]} point" + ("" if n == 1 else "s")
    if k == "tiles_drawn" and e.private:
        return (f"pesca {_tiles(d.get('tiles'), 'it')}" if it
                else f"draws {_tiles(d.get('tiles'), 'en')}")
    if k == "game_over":
        if d.get("reason") == "bag":
            return ("Il sacchetto è vuoto: la partita finisce" if it
                    else "The bag is empty: the game ends")
        return ("Restano solo due tesori: la partita finisce" if it
                else "Only two treasures are left: the game ends")
    return None


def prompt(s: State, lang: str = "en") -> str:
    it = lang == "it"
    ph = s.phase
    if ph == PH_OVER:
        return "Partita finita" if it else "Game over"
    if ph == PH_COMMIT:
        colour = 1 if s.c_kind == REVOLT else s.c_colour
        role_it = "attaccante" if s.c_att_commit < 0 else "difensore"
        role_en = "attacker" if s.c_att_commit < 0 else "defender"
        return (f"Conflitto: quante {TILES_IT[colour]} aggiunge il {role_it}?" if it
                else f"Conflict: how many {TILES_EN[colour]} does the {role_en} commit?")
    if ph == PH_WAR_COLOUR:
        return ("Scegli quale guerra risolvere per prima" if it
                else "Choose which war to resolve first")
    if ph == PH_MONUMENT:
        return "Costruire un monumento?" if it else "Build a monument?"
    if ph == PH_TREASURE:
        return (f"Scegli {s.t_take} tesori da prendere" if it
                else f"Choose {s.t_take} treasure(s) to take")
    if ph == PH_BUILDING:
        return "Mettere un palazzo civiltà?" if it else "Place a civilization building?"
    if ph == PH_ZIGGURAT:
        return "Costruire lo ziggurat?" if it else "Build the ziggurat?"
    if ph == PH_ZIGGURAT_INCOME:
        return ("Scegli il colore del punto dello ziggurat" if it
                else "Choose the colour of the ziggurat point")
    n = s.actions_left
    return (f"Azioni rimaste: {n}" if it else f"Actions left: {n}")
