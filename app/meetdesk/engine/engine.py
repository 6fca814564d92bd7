"""The engine: its configuration, store, running meetings and credentials, and one manager per feature.

``Engine`` only composes them. What a feature does lives in its manager (``engine/<feature>.py``: rooms,
guests, permalinks, lock, messages, users, layout, webhooks), which ``engine/http/<feature>.py`` maps requests
to; the real-time hub and the signaling socket reach meetings through the same engine. ``engine/server.py``
runs it behind uvicorn.
"""
from __future__ import annotations

import asyncio
import logging
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from meetdesk.api.errors import ApiError
from meetdesk.engine.broadcasts import Broadcasts
from meetdesk.engine.caps import Caps, Limits
from meetdesk.engine.forwards import Forwards
from meetdesk.engine.guests import Guests
from meetdesk.engine.layers import Layers
from meetdesk.engine.layout import MeetingLayout
from meetdesk.engine.listing import Listing
from meetdesk.engine.lock import MeetingLock
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant
from meetdesk.engine.outbound import OutboundPolicy
from meetdesk.engine.messages import Messages
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.permalinks import Permalinks
from meetdesk.engine.playbacks import Playbacks
from meetdesk.engine.recordings import Recordings
from meetdesk.engine.rooms import Rooms
from meetdesk.engine.signed_links import SignedLinks
from meetdesk.engine.snapshots import Snapshots
from meetdesk.engine.store import DB_NAME, Store
from meetdesk.engine.users import Users
from meetdesk.engine.webhooks import Webhooks
from meetdesk.tasks import TaskSet

if TYPE_CHECKING:
    from meetdesk.engine.connections import ConnectionGuard

log = logging.getLogger(__name__)



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
    # Connection limits (README "Limits"): a request head must arrive within header_timeout of the connection
    # or of the previous response, a body within body_timeout; idle keep-alive connections close after
    # keep_alive_timeout; one client address holds at most max_connections_per_address connections.
    header_timeout: float = 10.0
    body_timeout: float = 30.0
    keep_alive_timeout: float = 5.0
    max_connections_per_address: int = 128
    # The rest of a request body left unread by an early answer (404, 413) is discarded for at most
    # discard_timeout s and discard_bytes bytes; past either, the connection closes (engine/connections.py).
    discard_timeout: float = 5.0
    discard_bytes: int = 16 * 1024 * 1024
    # Webhook deliveries (engine/webhooks.py, README "Webhooks"): retried webhook_backoff s after a failed
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
    sweep_interval: float = 3600.0
    clock: Callable[[], float] = time.time
    # What one meeting and one API key may hold and start at once: snapshots, broadcasts, forwards
    # (engine/caps.py, README "Limits").
    limits: Limits = field(default_factory=Limits)
    # Outbound policy (engine/outbound.py, README "Outbound policy"): what the engine may fetch from or connect to
    # on someone's behalf (layer and playback URLs, broadcasts, webhooks, WHIP forwards). Internal ranges
    # (loopback, private, link-local, ...) are refused unless a CIDR here allows them (`--allow-target`);
    # allow_ports allows exact (address, port) pairs beside them (the desktop app's own file server).
    allow_targets: list[str] = field(default_factory=list)
    allow_ports: list[tuple[str, int]] = field(default_factory=list)
    # Meetings on the network (engine/announcer.py, README "Meetings on the network"): an engine whose links
    # carry an address others reach announces itself over mDNS unless announce is off; announce_name is the
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


class Engine:
    """The embedded service (service-interface.md): shared state, credentials and the feature managers."""

    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        config.data_dir = Path(config.data_dir)
        config.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = Store(config.data_dir / DB_NAME)
        self.meetings = MeetingRegistry()
        self.meeting_keys = MeetingKeys(self.store)  # access keys and guest tokens of running meetings
        self.signaling_secret: bytes = self.store.secret("signaling")
        self.download_secret: bytes = self.store.secret("download")
        self.download_links = SignedLinks(self.download_secret, clock=lambda: self.config.clock())
        self.scheme = "https" if config.uses_tls else "http"
        self.base_url: str = (config.public_url or f"{self.scheme}://{config.host}:{config.port}").rstrip("/")
        # the SHA-256 fingerprint of the certificate served (engine/tls.py), set by engine/server.py; app links
        # carry it
        self.fingerprint: str | None = None
        self.draining = False  # set by begin_shutdown(): nothing new is started from then on
        self.connections: ConnectionGuard | None = None  # set by engine/server.py while it serves
        # the one outbound-address policy every fetch and connection made on someone's behalf goes through
        self.outbound = OutboundPolicy(config.allow_targets, allow_ports=config.allow_ports)
        self.tasks = TaskSet("engine")  # background work: idle ends, media sessions closing
        self.caps = Caps(self)  # what a meeting and a key may hold and start (engine/caps.py)
        self._sweep_timer: asyncio.TimerHandle | None = None
        # one manager per feature
        self.rooms = Rooms(self)
        self.guests = Guests(self)
        self.permalinks = Permalinks(self)
        self.meeting_lock = MeetingLock(self.store)
        self.listing = Listing(self)
        self.messages = Messages()
        self.users = Users(self)
        self.layout = MeetingLayout(self)
        self.layers = Layers(self)
        self.playbacks = Playbacks(self, outbound=self.outbound)
        self.forwards = Forwards(self)
        self.broadcasts = Broadcasts(self, outbound=self.outbound)
        self.webhooks = Webhooks(self)
        self.meetings.watch(self.webhooks.watch)
        self.recordings = Recordings(self)
        self.snapshots = Snapshots(self)
        if config.api_key:
            self.store.add_api_key(config.api_key)
        self.store.adopt_ownerless()
        ended = self.store.end_running_instances()
        if ended:
            log.info("ended %d meeting(s) left running by the previous engine", ended)
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            pass  # no loop (a command-line tool): nothing is delivered
        else:
            self.webhooks.start()  # deliveries pending from the last run go out now
        self.recordings.recover()  # recordings a crash cut off: repaired, listed with the duration they reached
        self._start_sweeping()

    def _start_sweeping(self) -> None:
        """Destroy recordings and snapshots past their retention now and every sweep_interval."""
        self.recordings.sweep()
        self.snapshots.sweep()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # built outside a loop (command-line tools): sweep once
            return
        self._sweep_timer = loop.call_later(self.config.sweep_interval, self._start_sweeping)

    # -- life cycle --------------------------------------------------------------------------------------
    def set_listening(self, host: str, port: int) -> None:
        """Called by the server once bound: fixes base_url unless a public URL was configured."""
        self.config.port = port
        if not self.config.public_url:
            shown = lan_address() if host in ("0.0.0.0", "", "::") else host
            self.base_url = f"{self.scheme}://{shown}:{port}"

    def begin_shutdown(self) -> None:
        """Stop accepting new meetings and permalinks (they answer 503); stop() calls it first."""
        self.draining = True

    def ensure_accepting(self) -> None:
        """503 while the engine is shutting down."""
        if self.draining:
            raise ApiError(503, "the meeting service is shutting down")

    async def stop(self) -> None:
        """Refuse new work, end every running meeting and close the store."""
        self.begin_shutdown()
        self.tasks.cancel_all()  # idle ends not run yet; the media closes that end_meeting starts run on
        if self._sweep_timer is not None:
            self._sweep_timer.cancel()
        for meeting in self.meetings.all():
            await self.rooms.end_meeting(meeting)
        await self.forwards.close()  # their WHIP resources are deleted
        await self.broadcasts.close()  # their RTMP connections are closed
        await self.recordings.close()  # their files are finished before the store closes
        await self.webhooks.stop()  # what is still queued (the meetings' ends too) goes out after the next start
        self.store.close()

    # -- credentials -------------------------------------------------------------------------------------
    def authenticate(self, header_value: str | None, status: int = 401) -> KeyScope:
        """Check the Authorization header (bare key); the key's scope, which decides ownership.

        ``status`` is what a missing or wrong key answers (the spec lists 403 for rooms, 401 elsewhere);
        a locked key answers 423.
        """
        value = (header_value or "").strip()
        if not value:
            raise ApiError(status, "missing API key: send it as the Authorization header")
        if value.lower().startswith("bearer "):
            raise ApiError(status, 'the Authorization header takes the bare API key, without a "Bearer " prefix')
        row = self.store.find_api_key(value)
        if row is None:
            raise ApiError(status, "invalid API key")
        if row["locked"]:
            raise ApiError(423, "API key is locked")
        return KeyScope(row["id"])

    def lookup_access_key(self, key: str) -> tuple[Meeting, Participant]:
        """The live (meeting, participant) of an access key; 404 unknown, 410 ended or removed."""
        return self.meeting_keys.lookup(key)

    def running_meeting(self, scope: KeyScope, room_id: str) -> Meeting | None:
        """The running meeting of one of the key's rooms (the observer socket); see Rooms.running_meeting."""
        return self.rooms.running_meeting(scope, room_id)

    # -- what the sockets report (signaling: calls; real-time: user_joins) -------------------------------
    def participant_joined_call(self, meeting: Meeting, participant: Participant) -> None:
        self.rooms.participant_joined_call(meeting, participant)

    def participant_left_call(self, meeting: Meeting, participant: Participant) -> None:
        self.rooms.participant_left_call(meeting, participant)
        if meeting.media.presenter == participant.user_id:  # a presenter who leaves stops presenting
            self.layout.stop_presenting(meeting)

    def keep_alive(self, meeting: Meeting) -> None:
        self.rooms.keep_alive(meeting)
