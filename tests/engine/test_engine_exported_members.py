"""The public names of meetdesk.engine and meetdesk.api, pinned (as httpx's tests/test_exported_members.py): each
package exports exactly its ``__all__``, and a change to either surface is a deliberate change to this file."""
import types

import meetdesk.api
import meetdesk.engine


def public_members(package: types.ModuleType) -> list[str]:
    """The package's public names besides its submodules, in httpx's order (case-insensitive)."""
    return sorted((name for name, value in vars(package).items()
                   if not name.startswith("_") and not isinstance(value, types.ModuleType)), key=str.casefold)


def test_engine_exports_its_all():
    assert meetdesk.engine.__all__ == ["Engine", "EngineConfig", "running_engine"]
    assert meetdesk.engine.__all__ == public_members(meetdesk.engine)


def test_api_exports_its_all():
    assert meetdesk.api.__all__ == [
        "ApiError", "Links", "MeetingReply", "Options", "parse_link", "ParsedLink", "PermalinkInfo",
        "PermalinkPage", "PermalinkReply", "PermalinkRoom", "Recording", "RecordingLinks", "RoomSummary",
        "RoomUpdate", "RoomUser", "Signaling", "TurnServer", "User", "UserSummary",
    ]
    assert meetdesk.api.__all__ == public_members(meetdesk.api)
