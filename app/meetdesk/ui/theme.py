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

AVATAR_COLOURS = ["#5b8cff", "#8a5cff", "#e0609a", "#f08a4b", "#3ecf8e", "#2fb5c9", "#c9a22f", "#7f8ea8"]


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
QLabel[role="error"] {{ color: #ffb4b8; background: #3a1f25; border: 1px solid #6b2c35; border-radius: 8px; padding: 8px 12px; }}
QLabel[role="info"] {{ color: #cfe0ff; background: #1d2a45; border: 1px solid #2f4a80; border-radius: 8px; padding: 8px 12px; }}
QLabel[role="badge-rec"] {{ color: white; background: {DANGER}; border-radius: 9px; padding: 2px 10px; font-weight: 600; }}
QLabel[role="badge-lock"] {{ color: #1b1b1b; background: {WARNING}; border-radius: 9px; padding: 2px 10px; font-weight: 600; }}
QLabel[role="badge"] {{ color: {TEXT}; background: {SURFACE_2}; border-radius: 9px; padding: 2px 10px; }}
QFrame[role="card"] {{ background: {SURFACE}; border: 1px solid {BORDER}; border-radius: 14px; }}
QFrame[role="panel"] {{ background: {SURFACE}; border-left: 1px solid {BORDER}; }}
QFrame[role="toolbar"] {{ background: {SURFACE}; border-top: 1px solid {BORDER}; }}
QFrame[role="card"] QLabel, QFrame[role="panel"] QLabel, QFrame[role="toolbar"] QLabel {{ background: transparent; }}
QLineEdit, QComboBox, QPlainTextEdit, QTextEdit, QDateTimeEdit, QSpinBox {{
  background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 8px; padding: 7px 10px;
  selection-background-color: {ACCENT}; }}
QLineEdit:focus, QComboBox:focus, QPlainTextEdit:focus, QDateTimeEdit:focus {{ border: 1px solid {ACCENT}; }}
QLineEdit[role="big"] {{ font-size: 12pt; padding: 10px 14px; }}
QLineEdit:disabled, QComboBox:disabled, QDateTimeEdit:disabled, QSpinBox:disabled {{
  color: {MUTED}; background: {SURFACE}; border: 1px dashed {BORDER}; }}
QComboBox::drop-down, QDateTimeEdit::drop-down {{ border: none; width: 24px; }}
QComboBox QAbstractItemView {{ background: {SURFACE_2}; border: 1px solid {BORDER}; selection-background-color: {ACCENT}; }}
QPushButton {{ background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 8px; padding: 7px 16px; }}
QPushButton:hover {{ border-color: {ACCENT}; }}
QPushButton:pressed {{ background: {BORDER}; }}
QPushButton:disabled {{ color: {MUTED}; background: {SURFACE}; }}
QPushButton[role="primary"] {{ background: {ACCENT}; border: none; color: white; font-weight: 600; }}
QPushButton[role="primary"]:hover {{ background: {ACCENT_HOVER}; }}
QPushButton[role="primary"]:disabled {{ background: #34456e; color: #9aa6c4; }}
QPushButton[role="danger"] {{ background: {DANGER}; border: none; color: white; font-weight: 600; }}
QPushButton[role="danger"]:hover {{ background: #ff6b72; }}
QPushButton[role="ghost"] {{ background: transparent; border: none; color: {MUTED}; padding: 6px 10px; }}
QPushButton[role="ghost"]:hover {{ color: {TEXT}; background: {SURFACE_2}; }}
QPushButton[role="ghost"]:disabled {{ color: #596073; background: transparent; }}
QPushButton[role="link"] {{ background: transparent; border: none; color: {ACCENT}; padding: 2px 4px; text-align: left; }}
QPushButton[role="recent"] {{ background: {SURFACE_2}; border: 1px solid transparent; border-radius: 10px; padding: 10px 14px; text-align: left; }}
QPushButton[role="recent"]:hover {{ border-color: {ACCENT}; }}
QToolButton[role="call"] {{ background: {SURFACE_2}; border: 1px solid {BORDER}; border-radius: 24px; padding: 10px; }}
QToolButton[role="call"]:hover {{ border-color: {ACCENT}; }}
QToolButton[role="call"]:checked {{ background: #4a2228; border-color: {DANGER}; }}
QToolButton[role="call"][panel="true"]:checked {{ background: #23345c; border-color: {ACCENT}; }}
QToolButton[role="hangup"] {{ background: {DANGER}; border: none; border-radius: 24px; padding: 10px 18px; color: white; font-weight: 600; }}
QToolButton[role="hangup"]:hover {{ background: #ff6b72; }}
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
                         (QPalette.ButtonText, TEXT), (QPalette.Highlight, ACCENT),
                         (QPalette.HighlightedText, "#ffffff"), (QPalette.ToolTipBase, SURFACE_2),
                         (QPalette.ToolTipText, TEXT), (QPalette.PlaceholderText, MUTED)):
        palette.setColor(role, QColor(colour))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setFamilies(["Inter", "Cantarell", "Segoe UI", "Noto Sans", "DejaVu Sans"])
    app.setFont(font)
    app.setStyleSheet(STYLESHEET)
    app.setWindowIcon(icon("logo"))


def avatar_colour(name: str) -> str:
    return AVATAR_COLOURS[sum(map(ord, name or "?")) % len(AVATAR_COLOURS)]
