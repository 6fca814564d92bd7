"""meetdesk.client's public surface (as httpx's tests/test_exported_members.py pins httpx's): every public name
the package holds is in ``__all__``, and ``__all__`` is exactly this list, so a name is added or removed on purpose.
Submodules (``client.call``, ``client.devices``, ...) are reached as modules and are not names of the package."""
from types import ModuleType

import meetdesk.client as client

PUBLIC = [
    "CertificateMismatch", "LinkReplaced", "Links", "MeetingNotStarted", "MeetingReply", "Options", "ParsedLink",
    "PermalinkInfo", "PermalinkPage", "PermalinkReply", "PermalinkRoom", "Recording", "RoomSummary", "RoomUser",
    "ServiceClient", "ServiceError", "ServiceUnreachable", "Signaling", "Snapshot", "User", "UserSummary", "Webhook",
    "join_from_link", "merge_meeting", "parse_link", "random_guest_name", "to_app_scheme",
]


def test_all_public_names_are_exported():
    exported = sorted((name for name, value in vars(client).items()
                       if not name.startswith("_") and not isinstance(value, ModuleType)))
    assert client.__all__ == exported


def test_the_exported_names_are_pinned():
    assert client.__all__ == PUBLIC
    for name in PUBLIC:
        assert getattr(client, name) is not None, name


def test_the_small_client_modules_pin_theirs_too():
    from meetdesk.client import devices, images

    assert devices.__all__ == ["SYNTHETIC_SCREEN_ID", "TEST_CARD_ID", "TONE_ID", "Device", "DeviceUnavailable",
                               "LocalAudio", "LocalVideo", "ShareSource", "ShareUnavailable", "list_cameras", "list_microphones",
                               "list_share_sources", "meter_level", "open_camera", "open_microphone", "open_share",
                               "share_thumbnail"]
    assert images.__all__ == ["MAX_BYTES", "ImageCache", "fetch_image"]


def test_the_captions_module_pins_its_names():
    from meetdesk.client import captions

    assert captions.__all__ == ["CaptionLine", "Line", "MAX_NAME", "MAX_TEXT", "is_model_dir", "parse_caption",
                                "plain", "to_text", "to_vtt", "transcript_lines"]
