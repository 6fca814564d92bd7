"""The theme's text colours on their backgrounds: WCAG AA (4.5:1) for every pair it defines."""
from __future__ import annotations

import pytest

from meetdesk.ui import theme


def test_contrast_ratio_matches_wcag():
    assert theme.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert theme.contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", sorted(theme.TEXT_PAIRS))
def test_every_text_pair_is_readable(name):
    foreground, background = theme.TEXT_PAIRS[name]
    assert theme.contrast_ratio(foreground, background) >= 4.5, (name, foreground, background)


def test_badges_use_the_theme_pairs_inside_toolbars():
    """The lock badge's colours must reach it inside a toolbar frame (they were overridden: dark on dark)."""
    css = theme.STYLESHEET
    assert f'QFrame QLabel[role="badge-lock"] {{ color: {theme.ON_WARNING}; background: {theme.WARNING};' in css
    assert theme.TEXT_PAIRS["lock badge"] == (theme.ON_WARNING, theme.WARNING)
