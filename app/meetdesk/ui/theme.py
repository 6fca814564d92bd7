"""The app's dark theme (one stylesheet), palette colours and icon loading."""
from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

from PySide6.QtGui import QColor, QFont, QIcon, QPalette
from PySide6.QtWidgets import QApplication

# Icons and translations: the package meetdesk.resources (top-level resources/ in the source tree, mapped into
# the package by the build, see pyproject.toml).
RESOURCES = Path(str(files("meetdesk.resources")))

BG = "#14161c"
SURFACE = "#1c1f27"
SURFACE_2 = "#252a35"
BORDER = "#313746"
TEXT = "#e6e9f2"
MUTED = "#8b93a7"
ACCENT = "#5b8cff"
ACCENT_HOVER = "#7aa2ff"
DANGER = "#f0525a"
SUCCESS = "#3ecf8e"
WARNING = "#f5b942"
# Fills under white text (buttons, badges): ACCENT and DANGER are too light for white text (3.2:1, 3.5:1).
PRIMARY = "#3564dc"
PRIMARY_HOVER = "#3a6ae6"
DANGER_FILL = "#c9303a"
DANGER_HOVER = "#d0363f"
ON_FILL = "#ffffff"
ON_WARNING = "#1b1b1b"
ERROR_TEXT, ERROR_BG = "#ffb4b8", "#3a1f25"
INFO_TEXT, INFO_BG = "#cfe0ff", "#1d2a45"
LINK = ACCENT_HOVER

# One hue per name: a fill under the white initials of avatars, and a lighter shade for the name as text (chat).
AVATAR_COLOURS = ["#2868ff", "#814fff", "#d62f7b", "#c05310", "#218457", "#217f8d", "#8d7221", "#647593"]
NAME_COLOURS = ["#5e8eff", "#a07bff", "#e2699f", "#f08a4b", "#3ecf8e", "#2fb5c9", "#c9a22f", "#8593ac"]

# Every text colour on every background it is drawn on (stylesheet and views), for the contrast check:
# WCAG AA, 4.5:1 or more (tests/ui/test_theme_contrast.py). Disabled controls are left out (WCAG exempts them).
TEXT_PAIRS: dict[str, tuple[str, str]] = {
    "text on window": (TEXT, BG), "text on card": (TEXT, SURFACE), "text on field": (TEXT, SURFACE_2),
    "text on key cap": (TEXT, BORDER), "text on checked call button": (TEXT, "#4a2228"),
    "text on checked panel button": (TEXT, "#23345c"),
    "muted on window": (MUTED, BG), "muted on card": (MUTED, SURFACE), "muted on field": (MUTED, SURFACE_2),
    "link on window": (LINK, BG), "link on card": (LINK, SURFACE), "accent link on card": (ACCENT, SURFACE),
    "accent link on window": (ACCENT, BG), "own chat name": (ACCENT, SURFACE_2),
    "primary button": (ON_FILL, PRIMARY), "primary button hovered": (ON_FILL, PRIMARY_HOVER),
    "danger button": (ON_FILL, DANGER_FILL), "danger button hovered": (ON_FILL, DANGER_HOVER),
    "error message": (ERROR_TEXT, ERROR_BG), "info message": (INFO_TEXT, INFO_BG),
    "recording badge": (ON_FILL, DANGER_FILL), "lock badge": (ON_WARNING, WARNING),
    "badge": (TEXT, SURFACE_2), "selection": (ON_FILL, PRIMARY),
    **{f"avatar initials {i}": (ON_FILL, c) for i, c in enumerate(AVATAR_COLOURS)},
    **{f"chat name {i} on panel": (c, SURFACE) for i, c in enumerate(NAME_COLOURS)},
    **{f"chat name {i} on field": (c, SURFACE_2) for i, c in enumerate(NAME_COLOURS)},
}


def _luminance(colour: str) -> float:
    c = QColor(colour)
    channels = [v / 255 for v in (c.red(), c.green(), c.blue())]
    r, g, b = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 to 21)."""
    light, dark = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def resource(*parts: str) -> Path:
    return RESOURCES.joinpath(*parts)


@lru_cache(maxsize=None)
def icon(name: str) -> QIcon:
    """An SVG icon from resources/icons (empty icon when missing)."""
    path = resource("icons", f"{name}.svg")
    return QIcon(str(path)) if path.exists() else QIcon()


CHECK = resource("icons", "check.svg").as_posix()

STYLESHEET = f"""
* {{ outline: none; }}
QWidget {{ background: {BG}; color: {TEXT}; font-size: 10pt; }}
QToolTip {{ background: {SURFACE_2}; color: {TEXT}; border: 1px solid {BORDER}; padding: 4px 8px; border-radius: 6px; }}
QLabel {{ background: transparent; }}
QLabel[role="title"] {{ font-size: 20pt; font-weight: 600; }}
QLabel[role="subtitle"] {{ color: {MUTED}; font-size: 10.5pt; }}
QLabel[role="section"] {{ color: {MUTED}; font-size: 8.5pt; font-weight: 700; letter-spacing: 1px; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
QFrame[role="card"] {{ background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 14px; }}
QFrame[role="panel"] {{ background: {SURFACE}; border-left: 1px solid {BORDER}; }}
QFrame[role="toolbar"] {{ background: {SURFACE}; border-top: 1px solid {BORDER}; }}
QFrame[role="card"] QLabel, QFrame[role="panel"] QLabel, QFrame[role="toolbar"] QLabel {{ background: transparent; }}
QLabel[role="error"], QFrame QLabel[role="error"] {{ color: {ERROR_TEXT}; background: {ERROR_BG}; border: 1px solid #6b2c35; border-radius: 8px; padding: 8px 12px; }}
QLabel[role="info"], QFrame QLabel[role="info"] {{ color: {INFO_TEXT}; background: {INFO_BG}; border: 1px solid #2f4a80; border-radius: 8px; padding: 8px 12px; }}
QLabel[role="keycap"], QFrame QLabel[role="keycap"] {{ color: {TEXT}; background: {BORDER}; border-radius: 6px; padding: 3px 10px; font-weight: 600; }}
QLabel[role="badge-rec"], QFrame QLabel[role="badge-rec"] {{ color: {ON_FILL}; background: {DANGER_FILL}; border-radius: 9px; padding: 2px 10px; font-weight: 600; }}
QLabel[role="badge-lock"], QFrame QLabel[role="badge-lock"] {{ color: {ON_WARNING}; background: {WARNING}; border-radius: 9px; padding: 2px 10px; font-weight: 600; }}
QLabel[role="badge"], QFrame QLabel[role="badge"] {{ color: {TEXT}; background: {SURFACE_2}; border-radius: 9px; padding: 2px 10px; }}
QLineEdit, QComboBox, QPlainTextEdit, QTextEdit, QDateTimeEdit, QSpinBox {{
  background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 8px; padding: 7px 10px;
  selection-background-color: {PRIMARY}; selection-color: {ON_FILL}; }}
QLineEdit:focus, QComboBox:focus, QPlainTextEdit:focus, QDateTimeEdit:focus {{ border: 1px solid {ACCENT}; }}
QLineEdit[role="big"] {{ font-size: 12pt; padding: 10px 14px; }}
QLineEdit:disabled, QComboBox:disabled, QDateTimeEdit:disabled, QSpinBox:disabled {{
  color: {MUTED}; background: {SURFACE}; border: 1px dashed {BORDER}; }}
QComboBox::drop-down, QDateTimeEdit::drop-down {{ border: none; width: 24px; }}
QComboBox QAbstractItemView {{ background: {SURFACE_2}; border: 1px solid {BORDER}; selection-background-color: {PRIMARY}; selection-color: {ON_FILL}; }}
QPushButton {{ background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 8px; padding: 7px 16px; }}
QPushButton:hover {{ border-color: {ACCENT}; }}
QPushButton:pressed {{ background: {BORDER}; }}
QPushButton:disabled {{ color: {MUTED}; background: {SURFACE}; }}
QPushButton[role="primary"] {{ background: {PRIMARY}; border: none; color: {ON_FILL}; font-weight: 600; }}
QPushButton[role="primary"]:hover {{ background: {PRIMARY_HOVER}; }}
QPushButton[role="primary"]:disabled {{ background: #34456e; color: #9aa6c4; }}
QPushButton[role="danger"] {{ background: {DANGER_FILL}; border: none; color: {ON_FILL}; font-weight: 600; }}
QPushButton[role="danger"]:hover {{ background: {DANGER_HOVER}; }}
QPushButton[role="ghost"] {{ background: transparent; border: none; color: {MUTED}; padding: 6px 10px; }}
QPushButton[role="ghost"]:hover {{ color: {TEXT}; background: {SURFACE_2}; }}
QPushButton[role="ghost"]:disabled {{ color: #596073; background: transparent; }}
QPushButton[role="link"] {{ background: transparent; border: none; color: {ACCENT}; padding: 2px 4px; text-align: left; }}
QPushButton[role="recent"] {{ background: {SURFACE_2}; border: 1px solid transparent; border-radius: 10px; padding: 10px 14px; text-align: left; }}
QPushButton[role="recent"]:hover {{ border-color: {ACCENT}; }}
QPushButton[role="recent"][ended="true"] {{ color: {MUTED}; }}
QToolButton#recentRemove {{ background: transparent; border: none; border-radius: 8px; padding: 6px; }}
QToolButton#recentRemove:hover {{ background: {SURFACE_2}; }}
QFrame[role="nearby"] {{ background: {SURFACE_2}; border: 1px solid transparent; border-radius: 10px; }}
QToolButton[role="call"] {{ background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 24px; padding: 10px; }}
QToolButton[role="call"]:hover {{ border-color: {ACCENT}; }}
QToolButton[role="call"]:checked {{ background: #4a2228; border-color: {DANGER}; }}
QToolButton[role="call"][panel="true"]:checked {{ background: #23345c; border-color: {ACCENT}; }}
QToolButton[role="hangup"] {{ background: {DANGER_FILL}; border: none; border-radius: 24px; padding: 10px 18px; color: {ON_FILL}; font-weight: 600; }}
QToolButton[role="hangup"]:hover {{ background: {DANGER_HOVER}; }}
QListWidget {{ background: transparent; border: none; }}
QListWidget::item {{ border-radius: 8px; padding: 4px; }}
QListWidget::item:selected {{ background: {SURFACE_2}; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {BORDER}; border-radius: 4px; min-height: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; }}
QTabWidget::pane {{ border: none; }}
QTabBar::tab {{ background: transparent; color: {MUTED}; padding: 8px 14px; border-bottom: 2px solid transparent; }}
QTabBar::tab:selected {{ color: {TEXT}; border-bottom: 2px solid {ACCENT}; }}
QProgressBar {{ background: {SURFACE_2}; border: none; border-radius: 4px; height: 8px; text-align: center; }}
QProgressBar::chunk {{ background: {SUCCESS}; border-radius: 4px; }}
QCheckBox {{ background: transparent; spacing: 8px; }}
QCheckBox::indicator {{ width: 16px; height: 16px; border: 1px solid {BORDER}; border-radius: 4px; background: {SURFACE_2}; }}
QCheckBox::indicator:checked {{ background: {ACCENT}; border-color: {ACCENT}; image: url({CHECK}); }}
QCheckBox:disabled {{ color: {MUTED}; }}
QCheckBox::indicator:disabled {{ background: {SURFACE}; }}
QDialog {{ background: {BG}; }}
QMessageBox {{ background: {SURFACE}; }}
QSplitter::handle {{ background: {BORDER}; }}
"""


def apply_theme(app: QApplication) -> None:
    app.setStyle("Fusion")
    palette = QPalette()
    for role, colour in ((QPalette.Window, BG), (QPalette.Base, SURFACE_2), (QPalette.AlternateBase, SURFACE),
                         (QPalette.Text, TEXT), (QPalette.WindowText, TEXT), (QPalette.Button, SURFACE_2),
                         (QPalette.ButtonText, TEXT), (QPalette.Highlight, PRIMARY),
                         (QPalette.HighlightedText, "#ffffff"), (QPalette.ToolTipBase, SURFACE_2),
                         (QPalette.ToolTipText, TEXT), (QPalette.PlaceholderText, MUTED)):
        palette.setColor(role, QColor(colour))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setFamilies(["Inter", "Cantarell", "Segoe UI", "Noto Sans", "DejaVu Sans"])
    app.setFont(font)
    app.setStyleSheet(STYLESHEET)
    app.setWindowIcon(icon("logo"))


def _hue_index(name: str) -> int:
    return sum(map(ord, name or "?")) % len(AVATAR_COLOURS)


def avatar_colour(name: str) -> str:
    """The fill of a name's avatar (white initials on it)."""
    return AVATAR_COLOURS[_hue_index(name)]


def name_colour(name: str) -> str:
    """The colour of a name written as text on a panel (same hue as its avatar)."""
    return NAME_COLOURS[_hue_index(name)]
