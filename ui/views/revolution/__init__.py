"""Revolution: The Dutch Revolt board view (see view.py)."""

from ui.views.revolution.view import RevolutionView

VIEW = RevolutionView
