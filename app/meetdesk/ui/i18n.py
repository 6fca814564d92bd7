"""The app's language: the one place that decides it and loads its translations.

Rule: the user's language is the one chosen in Settings or, where the user never chose one, the system's
(when the app has it, else English). A meeting whose room sets a locale the app has
(`options[custom_fields][locale]`) is shown in that locale, all of it (window, panels, dialogs, overlay,
later notices, Qt's own button texts), while its window is open; everything else is in the user's language.
"en" is the API's default, which every room without a locale reports: it says nothing, so a room in "en"
follows the user's language too.

Installing a language loads both the app's translations (translations/meetdesk_<lang>.qm from the package's
resources) and Qt's own (qtbase_<lang>.qm: "Cancel", "Yes" in message boxes)."""
from __future__ import annotations

import os
import sys
from typing import Mapping

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from meetdesk.ui.theme import resource

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français"}
_installed: list[QTranslator] = []
_current = "en"


def current_language() -> str:
    """The language the app's texts are translated to right now."""
    return _current


def _code(tag: str) -> str:
    """'de_DE.UTF-8' / 'fr-CA' / 'de' -> 'de'; 'C' and 'POSIX' -> ''."""
    tag = (tag or "").split(".")[0].split("@")[0].replace("-", "_")
    return "" if tag in ("", "C", "POSIX") else tag.split("_")[0].lower()


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language when the app has it, else English. On Linux and the BSDs the locale variables
    decide, in POSIX order (LC_ALL, LC_MESSAGES, LANG; GNU's LANGUAGE list first when a locale is set);
    elsewhere Qt's system locale (Windows and macOS UI languages)."""
    if sys.platform.startswith(("win", "darwin")) and environ is None:
        tags = QLocale.system().uiLanguages()
    else:
        env = os.environ if environ is None else environ
        locale = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
        tags = ([*env.get("LANGUAGE", "").split(":"), locale] if _code(locale) else [locale])
    for tag in tags:
        if _code(tag) in LANGUAGE_NAMES:
            return _code(tag)
    return "en"


def user_language(chosen: str) -> str:
    """The language chosen in Settings, or the system's where the user never chose one."""
    return chosen if chosen in LANGUAGE_NAMES else system_language()


ROOM_DEFAULT_LOCALE = "en"   # options[custom_fields][locale] of a room that sets none (spec, api/options.py)


def meeting_language(chosen: str, room_locale: object) -> str:
    """A meeting's language: its room's locale when the app has it and it is not the API's default, else the
    user's language."""
    if isinstance(room_locale, str) and room_locale in LANGUAGE_NAMES and room_locale != ROOM_DEFAULT_LOCALE:
        return room_locale
    return user_language(chosen)


def local_datetime(when: float | str | None) -> str:
    """A date and time as people of the app's language write it (ShortFormat of its locale: "29.11.26 14:05",
    "29/11/2026 14:05", "11/29/26 2:05 PM"), from seconds since the epoch or an ISO 8601 text (UTC when it says
    Z); empty for none or a value out of range."""
    from PySide6.QtCore import QDateTime, QLocale, Qt

    if isinstance(when, str):
        moment = QDateTime.fromString(when.replace("Z", "+00:00")[:25], Qt.ISODate)
        if not moment.isValid():
            return ""
        moment = moment.toLocalTime()
    elif isinstance(when, (int, float)) and 0 <= when < 2**33:
        moment = QDateTime.fromSecsSinceEpoch(int(when))
    else:
        return ""
    return QLocale(_current).toString(moment, QLocale.FormatType.ShortFormat)


def install_language(lang: str) -> bool:
    """Switch the app's and Qt's translators. Returns whether the language is active."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        return False
    while _installed:
        app.removeTranslator(_installed.pop())
    _current = "en"
    if lang not in LANGUAGE_NAMES:
        return False
    ours = QTranslator(app)
    if not ours.load(str(resource("translations", f"meetdesk_{lang}.qm"))):
        if lang != "en":
            return False
        return True   # English is the source language: it works without its file (which adds plural forms)
    qt = QTranslator(app)
    if lang != "en" and qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    _current = lang
    return True
