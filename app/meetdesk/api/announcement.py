"""Meetings on the network (DNS-SD over mDNS): the announcement's TXT record, built by the engine
(engine/announcer.py) and read back by the client (client/nearby.py), in one place.

One service of type ``_meetdesk._tcp.local.`` per engine reachable on the network; its instance name is the
host's visible name, its address and port are the engine's. The TXT record carries the engine's version and,
for each meeting its host chose to list, the meeting's name and guest link::

    txtvers=1  version=0.1.0  s=3  n0=Standup  g0=http://192.168.1.5:8765/?guest=TOKEN  n1=...  g1=...

``s`` counts the record's changes: a browser reports a change only for a record it has not cached, so the
record after unlisting and listing again must differ from the one before.

Only listed meetings are in it: an unlisted meeting's guest token is never broadcast. The record stays within
one mDNS packet (TXT_BUDGET bytes; each string at most 255 bytes): names are cut to MAX_NAME characters and
MAX_NAME_BYTES bytes, and meetings that do not fit are left out.

Everything read from the network is hostile: a name is kept only when it is valid UTF-8 of 1 to MAX_NAME
characters without control or format characters (NUL, bidi overrides) and without lone surrogates; a link only
when it is an http(s) guest link to the announcing address and port.
"""
from __future__ import annotations

import ipaddress
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from meetdesk.api.links import parse_link

SERVICE_TYPE = "_meetdesk._tcp.local."
TXT_VERSION = "1"
TXT_BUDGET = 1300        # bytes of the whole record (RFC 6763 6.2: fits one packet with the rest of the answer)
MAX_MEETINGS = 8         # listed meetings read from one record
MAX_NAME = 64            # characters of a meeting's or host's name
MAX_NAME_BYTES = 128     # its UTF-8 bytes
MAX_LINK_BYTES = 200     # a guest link
MAX_INSTANCE_BYTES = 63  # a DNS-SD instance name (RFC 6763 4.1.1)
_FINGERPRINT = re.compile(r"sha256=[0-9A-Fa-f]{64}")   # an HTTPS engine's links carry its certificate's


@dataclass(frozen=True)
class NearbyMeeting:
    """A meeting listed by an engine on the network: its name, the host's visible name, the guest link."""

    name: str
    host: str
    link: str


def _cut(text: str, max_bytes: int) -> str:
    """``text`` cut to MAX_NAME characters and ``max_bytes`` UTF-8 bytes, never inside a character."""
    text = " ".join(text.split())[:MAX_NAME]
    while len(text.encode("utf-8")) > max_bytes:
        text = text[:-1]
    return text.rstrip()


def instance_name(name: str) -> str:
    """The DNS-SD instance name for a host's visible name (cut to 63 bytes; dots are allowed)."""
    return _cut(clean_name(name) or "MeetDesk", MAX_INSTANCE_BYTES) or "MeetDesk"


def announcement_txt(version: str, meetings: Sequence[tuple[str, ...]], serial: int = 0) -> dict[str, str]:
    """The TXT record of an engine listing ``meetings`` (name, guest link[, the host's name]), in their order, in
    its ``serial``-th version; a meeting whose entries would pass TXT_BUDGET, or whose link is longer than
    MAX_LINK_BYTES, is left out. The host's name (``h<i>``, optional: older engines send none and the reader
    takes the instance name) is left out where it does not fit."""
    txt = {"txtvers": TXT_VERSION, "version": version[:32], "s": str(serial % 10**9)}
    size = sum(1 + len(f"{k}={v}".encode("utf-8")) for k, v in txt.items())
    index = 0
    for name, link, *rest in meetings:
        if index >= MAX_MEETINGS:
            break
        name = _cut(clean_name(name) or "Meeting", MAX_NAME_BYTES) or "Meeting"
        if len(link.encode("utf-8")) > MAX_LINK_BYTES:
            continue
        entries = {f"n{index}": name, f"g{index}": link}
        cost = sum(1 + len(f"{k}={v}".encode("utf-8")) for k, v in entries.items())
        if size + cost > TXT_BUDGET:
            break
        host = _cut(clean_name(rest[0]) or "", MAX_NAME_BYTES) if rest and rest[0] else ""
        host_cost = 1 + len(f"h{index}={host}".encode("utf-8")) if host else 0
        if host and size + cost + host_cost <= TXT_BUDGET:
            entries[f"h{index}"] = host
            cost += host_cost
        txt.update(entries)
        size += cost
        index += 1
    return txt


def clean_name(raw: str | bytes | None) -> str | None:
    """A name from the network made safe to show, or None: valid UTF-8 (no lone surrogates), no control or
    format characters (NUL, bidi overrides), whitespace runs made one space, 1 to MAX_NAME characters."""
    if raw is None:
        return None
    if isinstance(raw, bytes):
        if len(raw) > MAX_NAME_BYTES * 2:
            return None
        try:
            raw = raw.decode("utf-8")   # strict: encoded surrogates and broken sequences are refused
        except UnicodeDecodeError:
            return None
    if len(raw) > MAX_NAME * 4:
        return None
    for ch in raw:
        if ch.isspace():
            continue
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return None
    text = " ".join(raw.split())
    return text if 0 < len(text) <= MAX_NAME else None


def _address(text: str | None) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address((text or "").split("%", 1)[0])
    except ValueError:
        return None


def clean_link(raw: str | bytes | None, addresses: Iterable[str], port: int) -> str | None:
    """A guest link from the network, or None: ASCII http(s), no user info, no fragment but the certificate's
    fingerprint (``#sha256=<64 hex>``, which MeetDesk checks on connecting), its host one of the
    announcing ``addresses`` and its port the announced ``port``, a guest or permalink guest link."""
    if raw is None:
        return None
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("ascii")
        except UnicodeDecodeError:
            return None
    if len(raw) > MAX_LINK_BYTES or not raw.isprintable() or any(ch.isspace() for ch in raw):
        return None
    try:
        parts = urlsplit(raw)
        link_port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or parts.username is not None or parts.password is not None:
        return None
    if (parts.fragment and not _FINGERPRINT.fullmatch(parts.fragment)) or link_port != port:
        return None   # a fragment only as the engine's certificate fingerprint (#sha256=<64 hex>)
    host = _address(parts.hostname)
    if host is None or host not in {a for a in map(_address, addresses) if a is not None}:
        return None
    try:
        kind = parse_link(raw).kind
    except ValueError:
        return None
    return raw if kind in ("guest", "permalink_guest") else None


def read_announcement(host: str, addresses: Iterable[str], port: int,
                      txt: Mapping[bytes, bytes | None]) -> list[NearbyMeeting]:
    """The listed meetings of one announcement (its instance name ``host``, its addresses and port, its TXT
    properties), each checked; entries that fail a check are left out, the others kept."""
    host_name = clean_name(host)
    if host_name is None or not 0 < port < 65536 or not isinstance(txt, Mapping):
        return []
    addresses = list(addresses)
    found: list[NearbyMeeting] = []
    for index in range(MAX_MEETINGS):
        name = clean_name(txt.get(f"n{index}".encode()))
        link = clean_link(txt.get(f"g{index}".encode()), addresses, port)
        host = clean_name(txt.get(f"h{index}".encode())) or host_name   # who listed it, else the engine's name
        if name is not None and link is not None and all(m.link != link for m in found):
            found.append(NearbyMeeting(name=name, host=host, link=link))
    return found
