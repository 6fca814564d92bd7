"""Qt translations (en, de, fr) from the package's resources: translations/meetdesk_<lang>.qm."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from meetdesk.ui.theme import resource

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français"}
_installed: QTranslator | None = None
_current = "en"


def current_language() -> str:
    return _current


def install_language(lang: str) -> bool:
    """Switch the app's translator (English only adds plural forms). Returns whether the language is active."""
    global _installed, _current
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    _current = "en"
    if lang not in LANGUAGE_NAMES:
        return False
    translator = QTranslator(app)
    if not translator.load(str(resource("translations", f"meetdesk_{lang}.qm"))):
        return lang == "en"   # English is the source language: it works without its file
    app.installTranslator(translator)
    _installed, _current = translator, lang
    return True
