"""The public names of meetdesk.engine and meetdesk.api, pinned (as httpx's tests/test_exported_members.py): each
package exports exactly its ``__all__``, and a change to either surface is a deliberate change to this file."""
import subprocess
import sys
import types

import meetdesk.api
import meetdesk.engine


def public_members(package: types.ModuleType) -> list[str]:
    """The package's public names besides its submodules, in httpx's order (case-insensitive)."""
    return sorted((name for name, value in vars(package).items()
                   if not name.startswith("_") and not isinstance(value, types.ModuleType)), key=str.casefold)


def test_engine_exports_its_all():
    """meetdesk.engine loads its names on first use (a submodule import stays light): each resolves, and once
    resolved they are exactly the public names."""
    assert meetdesk.engine.__all__ == ["Engine", "EngineConfig", "running_engine"]
    assert all(getattr(meetdesk.engine, name) is not None for name in meetdesk.engine.__all__)
    assert meetdesk.engine.__all__ == public_members(meetdesk.engine)


def test_a_submodule_import_does_not_load_the_server_or_the_media():
    code = ("import sys, meetdesk.engine.keys; "
            "print(sorted(m for m in ('uvicorn', 'aiortc', 'av') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_api_exports_its_all():
    assert meetdesk.api.__all__ == [
        "ApiError", "Links", "MeetingReply", "Options", "parse_link", "ParsedLink", "PermalinkInfo",
        "PermalinkPage", "PermalinkReply", "PermalinkRoom", "Recording", "RecordingLinks", "RoomSummary",
        "RoomUpdate", "RoomUser", "Signaling", "TurnServer", "User", "UserSummary",
    ]
    assert meetdesk.api.__all__ == public_members(meetdesk.api)
