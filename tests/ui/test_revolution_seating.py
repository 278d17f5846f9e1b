"""Who is who in Revolution (issue 38, item 5). Seed 3: "il giocatore più giovane sceglie
per primo la sua fazione": each seat of the New game screen may
choose its faction (at two players, its pair), the chosen colour still seats a player
who chose none, and the arranged chairs are the match's seats, saved and replayed."""

from __future__ import annotations

import pygame
from uihelp import frames

import game
from game.match import Match, Seat
from game.revolution import RULES
from game.revolution import data as D
from ui import i18n
from ui.scenes.newgame import NewGameScene
from ui.scenes.play import PlayScene
from ui.views.revolution.seating import ANY, arrange_seats, seat_roles


def test_the_roles_offered_are_the_factions_dealt_at_each_player_count():
    """Seed 3.1: "In una partita a due giocatori, un giocatore controlla i Cattolici e gli
    Asburgo e l'altro i Borghesi ed i Riformisti": the choices are those pairs. Seed 3.2:
    "I Cattolici devono sempre essere in gioco"; the others follow the option."""
    opts = RULES.default_options()
    two = seat_roles(RULES, 2, opts, "en")
    assert [label for _, label, _ in two] == [
        "Faction: any", "Catholics + Habsburgs", "Burghers + Reformers"]
    assert [c for _, _, c in two] == [None, 3, 1]  # yellow, blue
    assert [v for v, _, _ in seat_roles(RULES, 5, opts, "en")] == [ANY, 0, 1, 2, 3, 4]
    three = seat_roles(RULES, 3, {**opts, "three": "CHB"}, "it")
    assert [label for _, label, _ in three][1:] == ["Cattolici", "Asburgo", "Borghesi"]
    only = seat_roles(RULES, 3, {**opts, "three": "random"}, "en")
    assert [v for v, _, _ in only] == [ANY, D.C]  # the others are dealt by the seed


def test_a_chosen_faction_outranks_a_factions_colour():
    """Chosen factions are seated first, then factions' colours, then the rest."""
    seats = [Seat("P0", 3), Seat("P1", 4), Seat("P2", 0)]  # yellow, purple, red
    s = RULES.new_game(5, 7)
    five = [*seats, Seat("P3", 5), Seat("P4", 6)]
    got = arrange_seats(RULES, five, 7, RULES.default_options(), [D.R, D.C, ANY, ANY, D.N])
    assert got[s.seat_of[D.R]].name == "P0"  # chose the Reformers, though yellow
    assert got[s.seat_of[D.C]].name == "P1"
    assert got[s.seat_of[D.H]].name == "P2"  # red, no choice
    assert got[s.seat_of[D.N]].name == "P4"
    assert got[s.seat_of[D.B]].name == "P3"  # the chair left
    two = arrange_seats(RULES, [Seat("A", 3), Seat("B", 1)], 1, RULES.default_options(),
                        [D.B, ANY])
    assert [x.name for x in two] == ["B", "A"]  # A chose Burghers + Reformers over yellow


def test_the_new_game_screen_seats_the_chosen_pair_and_the_save_replays_it(ui_app, tmp_path):
    scene = ui_app.push(NewGameScene(ui_app, "revolution"))
    frames(ui_app, 2)
    scene.set_players(2)
    assert len(scene.role_widgets) == 2
    scene.role_widgets[1].step(1)  # Player 2: Catholics + Habsburgs
    assert scene.roles[:2] == [ANY, D.C] and scene.colors[1] == 3  # and their yellow
    scene.role_widgets[0].step(1)  # Player 1 takes that pair: Player 2 gets "any"
    assert scene.roles[:2] == [D.C, ANY]
    scene.role_widgets[1].step(-1)  # Player 2: Burghers + Reformers
    assert scene.roles[:2] == [D.C, D.B]
    names = [scene.name_of(0), scene.name_of(1)]
    scene.start()
    play = ui_app.stack[-1]
    assert isinstance(play, PlayScene)
    m = play.match
    assert m.seats[m.state.seat_of[D.C]].name == names[0]
    assert m.seats[m.state.seat_of[D.R]].name == names[1]
    path = tmp_path / "two.json"
    m.save(path)
    again = Match.load(path, game.GAMES)
    assert [x.name for x in again.seats] == [x.name for x in m.seats]
    assert again.state.seat_of == m.state.seat_of
    assert ui_app.settings.last_seats["revolution"]["roles"] == [D.C, D.B]
    ui_app.pop()


def test_the_roles_follow_the_three_player_option_and_the_language(ui_app):
    i18n.set_lang("it")
    try:
        scene = ui_app.push(NewGameScene(ui_app, "revolution"))
        frames(ui_app, 2)
        scene.set_players(3)
        scene.set_role(2, D.N)
        assert scene.roles[:3] == [ANY, ANY, D.N] and scene.colors[2] == 2  # green
        assert scene._role_text(D.N) == "Nobiltà"
        three = next(w for w, o in zip(scene.option_widgets, scene.shown_options,
                                       strict=True) if o.key == "three")
        three.value = "CHB"
        three.on_change("CHB")  # no Nobility: that seat chooses again
        assert scene.roles[:3] == [ANY, ANY, ANY]
        assert scene.role_widgets[0].values == [ANY, D.C, D.H, D.B]
        ui_app.pop()
    finally:
        i18n.set_lang("en")


def test_the_decision_panel_keeps_no_secret_in_an_open_game(ui_app, monkeypatch):
    """Revolution hides nothing (every piece, coin and card is on the table): its decision
    panel is headed "your decision", not "only for your eyes"."""
    import ui.scenes.play as play_mod
    from ui.scenes.computer import Computer
    from ui.widgets import blit_text as real_blit

    said: list[str] = []

    def spy(surf, text, *a, **k):
        said.append(text)
        return real_blit(surf, text, *a, **k)

    monkeypatch.setattr(play_mod, "blit_text", spy)
    match = Match(RULES, [Seat("Ann", 0, "human"), Seat("Bo", 1, "ai", "easy")], 3)
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline"), autosave=False))
    frames(ui_app, 2)
    while play.human_to_act() is None:
        ui_app.step(0.2)
    said.clear()
    name = match.seats[play.human_to_act()].name
    play.draw_private(pygame.display.get_surface(), pygame.Rect(0, 500, 900, 200))
    assert f"{name}, your decision" in said
    assert not any("only for your eyes" in x for x in said)
    ui_app.pop()


def test_the_log_names_the_player_then_the_faction(ui_app):
    """Issue 38, item 5: "Player 2 (Burghers) raises an army", not "Player 2: (Burghers)"."""
    from ui.scenes.computer import Computer

    match = Match(RULES, [Seat("Ann", 0, "human"), Seat("Bo", 1, "ai", "easy")], 3)
    play = ui_app.push(PlayScene(ui_app, match, computer=Computer("inline"), autosave=False))
    frames(ui_app, 2)
    while len(match.actions) < 3:
        ui_app.step(0.2)
        seat = play.human_to_act()
        if seat is not None and play.view.interactive and not play.view.busy():
            play.play(RULES.legal_actions(match.state)[0])
    lines = " | ".join(text for text, _ in play._wrapped_log(5000))
    assert "Ann (Habsburgs) sets a starting army in" in lines, lines
    assert ": (" not in lines
    ui_app.pop()
