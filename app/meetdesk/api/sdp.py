"""Session-level SDP conventions of the sepp protocol (docs/engine-api.md "The signaling socket"), shared by engine
and client."""
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


def prefer_codecs(sdp: str, preferred: dict[str, list[str]]) -> str:
    """Move the payload types of the preferred codecs to the front of each m= line of their kind.

    ``preferred`` maps a media kind to codec names in order (``{"video": ["VP8"]}``). The answerer picks the
    first common codec of the offer's order, so an engine that applies the munged offer sends and receives the
    preferred codec whenever the client offered it; the other codecs keep their place behind it. The a=rtpmap
    lines are reordered the same way."""
    lines = sdp.replace("\r\n", "\n").rstrip("\n").split("\n")
    sections: list[tuple[int, int]] = []  # (index of m= line, end of its section)
    for i, line in enumerate(lines):
        if line.startswith("m="):
            if sections:
                sections[-1] = (sections[-1][0], i)
            sections.append((i, len(lines)))
    for start, end in sections:
        head = lines[start].split(" ")
        names = preferred.get(head[0][2:])
        if not names or len(head) < 4:
            continue
        codec_of = {}
        for line in lines[start + 1:end]:
            match = re.match(r"a=rtpmap:(\d+) ([^/\s]+)", line)
            if match:
                codec_of[match.group(1)] = match.group(2).lower()
        formats = head[3:]
        rank = {name.lower(): n for n, name in enumerate(names)}
        front = sorted((f for f in formats if codec_of.get(f) in rank), key=lambda f: rank[codec_of[f]])
        order = front + [f for f in formats if f not in front]
        lines[start] = " ".join(head[:3] + order)
        # aiortc reads the preference from the order of the a=rtpmap lines, not of the m= line: both follow it.
        slots = [i for i in range(start + 1, end) if lines[i].startswith("a=rtpmap:")]
        position = {f: n for n, f in enumerate(order)}
        rtpmaps = sorted((lines[i] for i in slots),
                         key=lambda line: position.get(line[9:].split(" ", 1)[0], len(order)))
        for i, line in zip(slots, rtpmaps):
            lines[i] = line
    return "\r\n".join(lines) + "\r\n"
