"""The Italian log speaks Italian: event titles, how nobles died and naval results are
translated, not copied from the English data (the seed's own card names, GALE AT SEA,
WRIT and MAY BE SUMMONED, stay beside the Italian title)."""

from game.core import Event
from game.kingmaker import RULES
from game.kingmaker import data as D
from game.kingmaker.text import describe_event, event_title, zone_name


def test_every_event_title_has_an_italian_form():
    for e, title in enumerate(D.EVENT_TITLE):
        it = event_title(e, "it")
        assert it and it != title, title
        assert event_title(e, "en") == title
    plague = next(e for e, t in enumerate(D.EVENT_TITLE) if t == "Plague in Chester and "
                  "Shrewsbury")
    assert event_title(plague, "it") == "Peste a Chester e Shrewsbury"
    gale = D.EVENT_TITLE.index("Gale at Sea")
    assert "GALE AT SEA" in event_title(gale, "it")


def test_deaths_and_naval_results_are_translated():
    noble = D.NOBLES[0]
    name = D.CARD_NAME[noble]
    for why in ("battle", "siege", "plague", "drowned", "executed", "continent"):
        it = describe_event("noble_dies", {"noble": noble, "seat": 0, "why": why}, "it")
        en = describe_event("noble_dies", {"noble": noble, "seat": 0, "why": why}, "en")
        assert it.startswith(name + " muore "), it
        assert en.startswith(name + " ") and en != it
    executed = describe_event("noble_dies", {"noble": noble, "seat": 0, "why": "executed"}, "en")
    assert executed == f"{name} is executed"  # never "dies executed"
    said = set()
    for r in ("gale", "storm", "weather", "indecisive", "attacker", "defender"):
        line = describe_event("naval", {"attack": 3, "defence": 2, "result": r}, "it")
        assert line.startswith("Battaglia navale 3 contro 2: ")
        said.add(line)
    assert len(said) == 6 and not any("wins" in x or "fleets" in x for x in said)


def test_a_played_games_italian_log_has_no_english_event_or_death():
    from game.core import Rng

    s = RULES.new_game(3, 5, {"setup_choice": False})
    rng = Rng(5)
    lines: list[str] = []
    english = set(D.EVENT_TITLE)
    while s.to_act() is not None and len(lines) < 4000:
        ev = RULES.apply(s, rng.choice(RULES.legal_actions(s)))
        for e in ev or ():
            if isinstance(e, Event):
                line = describe_event(e.kind, e.data, "it")
                if line:
                    lines.append(line)
    events = [ln for ln in lines if ln.startswith("Evento: ")]
    deaths = [ln for ln in lines if " muore " in ln]
    assert events and deaths
    for ln in events:
        assert ln[len("Evento: "):] not in english
    for ln in deaths:
        assert not any(w in ln for w in ("executed", "plague", "drowned", "(battle)"))


def test_sea_zones_are_named_in_italian_in_the_log():
    from game.kingmaker.text import pos_name

    for z in range(len(D.ZONE_NAME)):
        assert zone_name(z, "en") == D.ZONE_NAME[z]
        assert pos_name(D.SEA0 + z, "it") == zone_name(z, "it") != D.ZONE_NAME[z]
    # the short names printed on the map agree with the full ones
    assert zone_name(D.ZONE_NAME.index("English Channel (east)"), "it") == "Manica (est)"


def test_the_log_names_the_phase_that_ending_movement_begins():
    """'ends the phase' is followed by the phase it begins, in the game's language."""
    from game.kingmaker.actions import EndPhase
    from game.kingmaker.state import COMBAT, MOVE

    s = RULES.new_game(3, 5, {"setup_choice": False})
    while not (s.phase == MOVE and not s.pending):
        s_act = RULES.legal_actions(s)[0]
        RULES.apply(s, s_act)
    events = RULES.apply(s, EndPhase())
    assert s.phase == COMBAT
    lines = {lang: [RULES.describe_event(e, lang) for e in events] for lang in ("en", "it")}
    assert "Combat phase" in lines["en"]
    assert "Fase di combattimento" in lines["it"]
