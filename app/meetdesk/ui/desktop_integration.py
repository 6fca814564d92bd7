"""`meetdesk register-handler`: make this install the desktop's handler of meetdesk:// links (Linux)."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from meetdesk.ui.theme import resource

DESKTOP_FILE = "meetdesk.desktop"
SCHEME_MIME = "x-scheme-handler/meetdesk"
PACKAGED_DESKTOP = Path(__file__).resolve().parents[3] / "packaging" / "linux" / DESKTOP_FILE


def launch_command() -> list[str]:
    """The command that starts this install of the app."""
    sibling = Path(sys.executable).with_name("meetdesk")   # the console script of this environment
    if sibling.is_file():
        return [str(sibling.absolute())]
    script = shutil.which("meetdesk")
    if script:
        return [str(Path(script).absolute())]
    return [sys.executable, "-m", "meetdesk.cli"]


def desktop_entry(command: list[str]) -> str:
    """The packaged .desktop file with Exec/TryExec pointing at this install."""
    try:
        text = PACKAGED_DESKTOP.read_text(encoding="utf-8")
    except OSError:
        text = ("[Desktop Entry]\nType=Application\nName=MeetDesk\nExec=meetdesk %u\nIcon=meetdesk\n"
                "Terminal=false\nCategories=Network;VideoConference;\nMimeType=x-scheme-handler/meetdesk;\n")
    program = " ".join(shlex.quote(part) for part in command)
    lines = []
    group = ""
    for line in text.splitlines():
        if line.startswith("["):
            group = line.strip()
        if line.startswith("Exec="):   # the main entry opens links; an action keeps its arguments ("host")
            rest = line[len("Exec="):].split(None, 1)
            args = rest[1] if len(rest) > 1 else ""
            line = f"Exec={program} {args}".rstrip() if group.startswith("[Desktop Action") else \
                f"Exec={program} %u"
        elif line.startswith("TryExec="):
            line = "TryExec=" + command[0]
        lines.append(line)
    return "\n".join(lines) + "\n"


def _data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def register_linux(run=subprocess.run) -> tuple[bool, str]:
    """Install the desktop entry and icon, then set it as default handler. Returns (ok, message)."""
    apps = _data_home() / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    entry = apps / DESKTOP_FILE
    entry.write_text(desktop_entry(launch_command()), encoding="utf-8")
    icons = _data_home() / "icons" / "hicolor" / "scalable" / "apps"
    icons.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(resource("icons", "logo.svg"), icons / "meetdesk.svg")
    if shutil.which("update-desktop-database"):
        run(["update-desktop-database", str(apps)], check=False, capture_output=True)
    if not shutil.which("xdg-mime"):
        return False, f"installed {entry}, but xdg-mime is missing (install xdg-utils) to make it the default"
    result = run(["xdg-mime", "default", DESKTOP_FILE, SCHEME_MIME], check=False, capture_output=True, text=True)
    if result.returncode != 0:
        return False, f"xdg-mime failed: {(result.stderr or result.stdout).strip()}"
    return True, f"meetdesk:// links now open with {entry}"


def register_handler() -> int:
    """Entry of `meetdesk register-handler`; prints what it did, returns the exit code."""
    if sys.platform.startswith("linux"):
        ok, message = register_linux()
        print(message, file=sys.stdout if ok else sys.stderr)
        return 0 if ok else 1
    here = Path(__file__).resolve().parents[3] / "packaging"
    hint = here / ("windows/meetdesk-url.reg" if sys.platform == "win32" else "macos/Info.plist")
    print(f"On this system the installer registers meetdesk:// links; see {hint}", file=sys.stderr)
    return 1
