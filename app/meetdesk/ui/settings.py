"""User settings of the desktop app, persisted as JSON in the user's config directory (platformdirs)."""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

APP_NAME = "meetdesk"
LANGUAGES = ("en", "de", "fr")
MAX_RECENT = 8


def config_dir() -> Path:
    """Directory of settings.json; MEETDESK_CONFIG_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("MEETDESK_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """Directory of the embedded engine's data; MEETDESK_DATA_DIR overrides it."""
    override = os.environ.get("MEETDESK_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


@dataclass
class RecentMeeting:
    title: str
    link: str
    joined_at: float = 0.0


@dataclass
class Settings:
    display_name: str = ""
    avatar: str = ""                 # local image path or URL; empty = initials
    camera: str = ""                 # device id from meetdesk.media.devices; empty = first / synthetic
    microphone: str = ""
    speaker: str = ""                # audio output device id (QtMultimedia); empty = system default
    language: str = ""               # "en", "de", "fr"; empty = never chosen: the system's (ui/i18n.py)
    service_url: str = ""            # remote service: empty = host on the embedded engine
    service_api_key: str = ""
    recent: list[RecentMeeting] = field(default_factory=list)

    @property
    def uses_remote_service(self) -> bool:
        return bool(self.service_url.strip())

    def add_recent(self, title: str, link: str) -> None:
        """Put a meeting at the top of the recent list (one entry per link)."""
        self.recent = [r for r in self.recent if r.link != link]
        self.recent.insert(0, RecentMeeting(title=title or link, link=link, joined_at=time.time()))
        del self.recent[MAX_RECENT:]

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        try:
            raw = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(raw, dict):
            return cls()
        known = {k: v for k, v in raw.items() if k in cls.__dataclass_fields__ and k != "recent"}
        settings = cls(**{k: v for k, v in known.items() if isinstance(v, str)})
        for item in raw.get("recent") or []:
            if isinstance(item, dict) and isinstance(item.get("link"), str):
                settings.recent.append(RecentMeeting(str(item.get("title") or item["link"]), item["link"],
                                                     float(item.get("joined_at") or 0)))
        if settings.language and settings.language not in LANGUAGES:
            settings.language = "en"
        return settings

    def save(self) -> None:
        path = self.path()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=2), encoding="utf-8")
        os.replace(tmp, path)
