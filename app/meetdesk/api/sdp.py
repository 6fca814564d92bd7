"""Session-level SDP conventions of the sepp protocol (wire-protocol.md 1.6), shared by engine and client."""
from __future__ import annotations

import re

# What a client offer announces before its first m= line.
OFFER_SESSION_ATTRIBUTES = ["sfu-capable", "eyeson-datachan-capable", "eyeson-datachan-keepalive",
                            "eyeson-sepp-messaging"]


def add_session_attributes(sdp: str, attributes: list[str]) -> str:
    """Insert session-level ``a=`` lines before the first m= line (CRLF line endings, as the clients send)."""
    lines = sdp.replace("\r\n", "\n").rstrip("\n").split("\n")
    index = next((i for i, line in enumerate(lines) if line.startswith("m=")), len(lines))
    present = set(lines[:index])
    lines[index:index] = [f"a={a}" for a in attributes if f"a={a}" not in present]
    return "\r\n".join(lines) + "\r\n"


def has_session_attribute(sdp: str, prefix: str) -> bool:
    """Whether a session-level ``a=<prefix>...`` line is present."""
    for line in sdp.replace("\r\n", "\n").split("\n"):
        if line.startswith("m="):
            return False
        if line.startswith(f"a={prefix}"):
            return True
    return False


def ice_credentials(sdp: str) -> tuple[str | None, str | None]:
    """The first ice-ufrag / ice-pwd of an SDP (to detect an ICE restart)."""
    ufrag = re.search(r"^a=ice-ufrag:(\S+)", sdp, re.M)
    pwd = re.search(r"^a=ice-pwd:(\S+)", sdp, re.M)
    return (ufrag.group(1) if ufrag else None, pwd.group(1) if pwd else None)
