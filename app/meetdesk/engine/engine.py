"""The engine: its configuration, store, running meetings and credentials, and one manager per feature.

``Engine`` only composes them. What a feature does lives in its manager (``engine/<feature>.py``: rooms,
guests, permalinks, lock, messages, reactions, users, layout, webhooks), which ``engine/http/<feature>.py`` maps requests
to; the real-time hub and the signaling socket reach meetings through the same engine. ``engine/server.py``
runs it behind uvicorn.
"""
from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from meetdesk.engine.address import EngineAddress
from meetdesk.engine.auth import Auth, ShutdownGate
from meetdesk.engine.broadcasts import Broadcasts
from meetdesk.engine.captions import Captions
from meetdesk.engine.caps import Caps
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.forwards import Forwards
from meetdesk.engine.guests import Guests
from meetdesk.engine.layers import Layers
from meetdesk.engine.layout import MeetingLayout
from meetdesk.engine.listing import Listing
from meetdesk.engine.lock import MeetingLock
from meetdesk.engine.meeting_keys import MeetingKeys
from meetdesk.engine.meetings import Meeting, MeetingRegistry, Participant
from meetdesk.engine.messages import Messages
from meetdesk.engine.outbound import OutboundPolicy
from meetdesk.engine.ownership import RoomOwners
from meetdesk.engine.permalinks import Permalinks
from meetdesk.engine.playbacks import Playbacks
from meetdesk.engine.reactions import Reactions
from meetdesk.engine.recordings import Recordings
from meetdesk.engine.rooms import Rooms
from meetdesk.engine.snapshots import Snapshots
from meetdesk.engine.store import DB_NAME, Store
from meetdesk.engine.users import Users
from meetdesk.engine.webhooks import Webhooks
from meetdesk.files import private_dir
from meetdesk.tasks import TaskSet

if TYPE_CHECKING:
    from meetdesk.engine.connections import ConnectionGuard

log = logging.getLogger(__name__)


class Engine:
    """The embedded service (the meeting API: docs/engine-api.md): shared state, credentials and the feature
    managers."""

    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        config.data_dir = Path(config.data_dir)
        private_dir(config.data_dir)   # its store holds secrets and tokens; recordings are people's: the user's only
        # what the managers share: each gets only the parts it uses
        self.store = store = Store(config.data_dir / DB_NAME)
        self.meetings = meetings = MeetingRegistry()
        self.meeting_keys = keys = MeetingKeys(store)  # access keys and guest tokens of running meetings
        self.auth = Auth(store, keys, config.guests_moderate)
        self.signaling_secret: bytes = store.secret("signaling")  # signs the sepp auth tokens
        self.address = address = EngineAddress(config, store.secret("download"))
        self.gate = gate = ShutdownGate()  # closed by begin_shutdown(): nothing new is started from then on
        self.owners = owners = RoomOwners(meetings, store)
        self.connections: ConnectionGuard | None = None  # set by engine/server.py while it serves
        # the one outbound-address policy every fetch and connection made on someone's behalf goes through
        self.outbound = outbound = OutboundPolicy(config.allow_targets, allow_ports=config.allow_ports)
        self.tasks = tasks = TaskSet("engine")  # background work: idle ends, media sessions closing
        self.caps = caps = Caps(config, meetings, store)  # what a meeting and a key may hold and start
        self._sweep_timer: asyncio.TimerHandle | None = None
        # one manager per feature
        self.meeting_lock = lock = MeetingLock(store)
        self.rooms = rooms = Rooms(config, store, meetings, keys, lock, owners, gate, address,
                                   self.signaling_secret, tasks)
        self.guests = Guests(store, keys, lock, rooms)
        self.permalinks = Permalinks(store, meetings, rooms, gate, address)
        self.listing = Listing(address)
        self.messages = Messages()
        self.reactions = Reactions(lambda: config.clock())
        self.users = Users(store, keys, rooms)
        self.layout = MeetingLayout(store)
        self.layers = Layers(outbound)
        self.playbacks = Playbacks(config, store, owners, tasks, outbound)
        self.forwards = Forwards(config, owners, caps, outbound)
        self.broadcasts = Broadcasts(caps, outbound)
        self.webhooks = Webhooks(config, store, outbound)
        meetings.watch(self.webhooks.watch)
        self.recordings = Recordings(config, store, owners, address)
        self.captions = Captions(config, self.recordings, address)
        self.snapshots = Snapshots(config, store, owners, address, meetings, caps)
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
        """Called by the server once bound: fixes the links' base URL unless a public URL was configured."""
        self.address.set_listening(host, port)

    @property
    def base_url(self) -> str:
        return self.address.base_url

    @property
    def fingerprint(self) -> str | None:
        return self.address.fingerprint

    @fingerprint.setter
    def fingerprint(self, value: str | None) -> None:
        self.address.fingerprint = value

    def begin_shutdown(self) -> None:
        """Stop accepting new meetings and permalinks (they answer 503); stop() calls it first."""
        self.gate.close()

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
        await self.captions.close()  # transcripts of running recordings are written
        await self.recordings.close()  # their files are finished before the store closes
        await self.webhooks.stop()  # what is still queued (the meetings' ends too) goes out after the next start
        self.store.close()

    # -- what the sockets report (signaling: calls; real-time: user_joins) -------------------------------
    def participant_joined_call(self, meeting: Meeting, participant: Participant) -> None:
        self.rooms.participant_joined_call(meeting, participant)

    def participant_left_call(self, meeting: Meeting, participant: Participant) -> None:
        self.rooms.participant_left_call(meeting, participant)
        if meeting.media.presenter == participant.user_id:  # a presenter who leaves stops presenting
            self.layout.stop_presenting(meeting)

    def keep_alive(self, meeting: Meeting) -> None:
        self.rooms.keep_alive(meeting)
