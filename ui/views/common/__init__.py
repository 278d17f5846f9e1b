"""What every game's table shares (see ui/views/README.md).

- ``legal``: the legal actions of an observation, the engine's reason for refusing one
  ("why not"), and a look-ahead through a multi-step action;
- ``queue``: one gesture that is several engine actions, handed over one per event;
- ``hits``: what lies under the pointer (the nearest point, the first rectangle);
- ``keys``: digits, Enter, and the keyboard walk through a list;
- ``buttons``: the paper button of every decision that has no place on the map;
- ``gestures``: the whole pick-up / glow / drop / click-click / keyboard flow, ready for
  a new game's view, which then supplies only its geometry and its drawing.
"""
