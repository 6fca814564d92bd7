"""The engine's configuration (``EngineConfig``: what `meetdesk engine` flags and the desktop app set) and the
address other machines reach it at. Every manager reads the numbers it needs from here."""
from __future__ import annotations

import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Limits:
    """What one meeting and one API key may hold and start at once (``EngineConfig.limits``; engine/caps.py,
    docs/engine-api.md "Limits")."""

    snapshots_per_meeting: int = 20
    snapshots_per_key: int = 1000
    snapshots_per_minute: int = 6
    snapshots_per_minute_per_key: int = 30
    broadcasts_per_meeting: int = 2
    broadcasts_per_key: int = 4
    broadcast_starts_per_minute_per_key: int = 10
    forwards_per_meeting: int = 6
    forwards_per_key: int = 12
    forward_starts_per_minute_per_key: int = 30


@dataclass
class EngineConfig:
    data_dir: Path
    host: str = "127.0.0.1"
    port: int = 0  # 0 = pick a free port
    public_url: str | None = None  # base URL for every link; default http(s)://{host}:{port}
    # HTTPS (engine/tls.py): tls serves the engine's own certificate (made once in data_dir) unless tls_cert and
    # tls_key name the user's; either makes the engine serve HTTPS only, and its app links carry the
    # certificate's fingerprint (#sha256=..., api/links.py) for MeetDesk clients to check.
    tls: bool = False
    tls_cert: Path | None = None
    tls_key: Path | None = None
    api_key: str | None = None  # ensure this API key exists
    stun_servers: list[str] = field(default_factory=list)  # none by default: nothing public is contacted
    turn_servers: list[dict] = field(default_factory=list)
    ice_loopback: bool = True  # offer 127.0.0.1 host candidates (local calls)
    idle_shutdown: float = 120.0  # s a meeting stays up with nobody in the call
    ready_delay: float = 0.2  # s after start until the meeting reports ready
    # Whether a guest's access key may lock the meeting, remove someone and end the meeting (the service API's
    # guests may). The desktop app's engine says no: there only hosts and the API key do (docs/engine-api.md
    # "Guests").
    guests_moderate: bool = True
    # Connection limits (docs/engine-api.md "Limits"): a request head must arrive within header_timeout of the
    # connection or of the previous response, a body within body_timeout; idle keep-alive connections close after
    # keep_alive_timeout; one client address holds at most max_connections_per_address connections.
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    keep_alive_timeout: float = 5.0
    max_connections_per_address: int = 128
    # The rest of a request body left unread by an early answer (404, 413) is discarded for at most
    # discard_timeout s and discard_bytes bytes; past either, the connection closes (engine/connections.py).
    discard_timeout: float = 5.0
    discard_bytes: int = 16 * 1024 * 1024
    # Webhook deliveries (engine/webhooks.py, docs/engine-api.md "Webhooks"): retried webhook_backoff s after a failed
    # attempt, doubling up to webhook_backoff_cap; given up after webhook_attempts attempts or webhook_max_age s
    # after the event; one attempt takes at most webhook_timeout s.
    webhook_backoff: float = 1.0
    webhook_backoff_cap: float = 3600.0
    webhook_attempts: int = 30
    webhook_max_age: float = 86400.0
    webhook_timeout: float = 10.0
    # Recordings and snapshots: destroyed after recording_retention s (the spec's 14 days), swept at start and
    # every sweep_interval s; clock gives Unix seconds (created_at, link expiry, the sweep; tests inject one).
    recording_retention: float = 14 * 24 * 3600.0
    # Live captions (engine/captions.py): a faster-whisper model directory; None: the pinned model of the wheel.
    captions_model: Path | None = None
    sweep_interval: float = 3600.0
    clock: Callable[[], float] = time.time
    # What one meeting and one API key may hold and start at once: snapshots, broadcasts, forwards
    # (engine/caps.py, docs/engine-api.md "Limits").
    limits: Limits = field(default_factory=Limits)
    # Outbound policy (engine/outbound.py, docs/engine-api.md "Outbound policy"): what the engine may fetch from
    # or connect to on someone's behalf (layer and playback URLs, broadcasts, webhooks, WHIP forwards). Internal ranges
    # (loopback, private, link-local, ...) are refused unless a CIDR here allows them (`--allow-target`);
    # allow_ports allows exact (address, port) pairs beside them (the desktop app's own file server).
    allow_targets: list[str] = field(default_factory=list)
    allow_ports: list[tuple[str, int]] = field(default_factory=list)
    # Meetings on the network (engine/announcer.py, docs/engine-api.md "Meetings on the network"): an engine
    # whose links carry an address others reach announces itself over mDNS unless announce is off; announce_name is the
    # name it is seen under (default: the machine's host name).
    announce: bool = True
    announce_name: str = ""

    @property
    def uses_tls(self) -> bool:
        return self.tls or self.tls_cert is not None


def lan_address() -> str:
    """The address other machines on the LAN reach this one at (the source address of the default route),
    for links of an engine listening on every interface; 127.0.0.1 when the machine has no network.
    Connecting a UDP socket sends nothing."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only looked up in the routing table
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
