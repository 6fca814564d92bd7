"""A small Janus VideoRoom client for the benchmarks: MeetDesk's peer connections and synthetic tracks, Janus's
WebSocket API (subprotocol "janus-protocol", Janus 1.x).

    participant = VideoRoomParticipant("ws://10.77.0.1:8188", 1234, "Ada", video, audio, on_video_frame=cb)
    await participant.join()   # session, publisher handle, join + configure (offer as jsep), subscribe to others
    ...
    await participant.close()

A participant publishes on one handle and subscribes to every other publisher of the room on a handle and a
peer connection of its own (Janus sends the offer, the client answers with {"request": "start"}), as Janus's
own videoroom demo does. Peer connections come from meetdesk.rtc.peer_connection with no ICE servers; every
offer and answer carries all candidates ("trickle": false), so no trickle messages are exchanged.
"""
from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from typing import Any

import websockets
from aiortc import RTCSessionDescription
from aiortc.mediastreams import MediaStreamError, MediaStreamTrack

from meetdesk.rtc.impairment import Impairment
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection

KEEPALIVE = 25.0  # s; Janus ends a session after 60 s without a request


class JanusError(Exception):
    pass


class JanusSession:
    """One WebSocket connection holding one Janus session; requests are matched to replies by transaction."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.ws: Any = None
        self.session_id: int | None = None
        self._transactions = itertools.count(1)
        self._pending: dict[str, asyncio.Queue] = {}  # transaction -> replies
        self._events: dict[int, asyncio.Queue] = {}  # handle id -> events without a transaction of ours
        self._tasks: list[asyncio.Task] = []

    async def open(self) -> None:
        self.ws = await websockets.connect(self.url, subprotocols=["janus-protocol"], max_size=None)
        self._tasks.append(asyncio.ensure_future(self._read()))
        reply = await self.request({"janus": "create"})
        self.session_id = reply["data"]["id"]
        self._tasks.append(asyncio.ensure_future(self._keepalive()))

    async def request(self, message: dict[str, Any], *, wait_event: bool = False) -> dict[str, Any]:
        """Send a request; return its reply ("success"), or with ``wait_event`` the plugin's "event" that
        answers an asynchronous plugin message (Janus first acks those)."""
        transaction = str(next(self._transactions))
        replies: asyncio.Queue = asyncio.Queue()  # an ack and the event can arrive back to back
        self._pending[transaction] = replies
        message = {**message, "transaction": transaction}
        if self.session_id is not None:
            message.setdefault("session_id", self.session_id)
        await self.ws.send(json.dumps(message))
        try:
            while True:
                reply = await replies.get()
                if reply is None:
                    raise JanusError("the Janus WebSocket closed")
                if reply["janus"] == "error":
                    raise JanusError(f"{message['janus']}: {reply['error']}")
                if reply["janus"] != "ack" or not wait_event:
                    return reply
        finally:
            self._pending.pop(transaction, None)

    async def attach(self) -> int:
        reply = await self.request({"janus": "attach", "plugin": "janus.plugin.videoroom"})
        handle = reply["data"]["id"]
        self._events[handle] = asyncio.Queue()
        return handle

    async def message(self, handle: int, body: dict[str, Any], jsep: dict[str, Any] | None = None
                      ) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """A VideoRoom request; returns (plugin data, jsep or None). A plugin-level error raises."""
        message: dict[str, Any] = {"janus": "message", "handle_id": handle, "body": body}
        if jsep is not None:
            message["jsep"] = jsep
        reply = await self.request(message, wait_event=True)
        data = reply.get("plugindata", {}).get("data", {})
        if "error" in data:
            raise JanusError(f"{body.get('request')}: {data['error']} ({data.get('error_code')})")
        return data, reply.get("jsep")

    def events(self, handle: int) -> asyncio.Queue:
        """Events Janus sends on its own for a handle (new publishers, webrtcup, media, hangup...)."""
        return self._events[handle]

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self.ws is not None:
            try:
                if self.session_id is not None:
                    await self.ws.send(json.dumps({"janus": "destroy", "session_id": self.session_id,
                                                   "transaction": "destroy"}))
                await self.ws.close()
            except websockets.ConnectionClosed:
                pass

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                message = json.loads(raw)
                replies = self._pending.get(message.get("transaction") or "")
                if replies is not None:
                    replies.put_nowait(message)
                elif message.get("sender") in self._events:
                    self._events[message["sender"]].put_nowait(message)
        except websockets.ConnectionClosed:
            pass
        for replies in self._pending.values():
            replies.put_nowait(None)

    async def _keepalive(self) -> None:
        while True:
            await asyncio.sleep(KEEPALIVE)
            await self.request({"janus": "keepalive"})


class VideoRoomParticipant:
    """Publishes a video and an audio track into a VideoRoom and subscribes to every other publisher.

    ``on_video_frame`` gets every decoded remote video frame (audio is decoded and dropped, as a call does).
    """

    def __init__(self, url: str, room: int, name: str, video_track: MediaStreamTrack | None,
                 audio_track: MediaStreamTrack | None, on_video_frame: Callable[[Any], None] | None = None,
                 impairment: Impairment | None = None,
                 on_peer_connection: Callable[[Any], None] | None = None) -> None:
        self.room = room
        self.name = name
        self.tracks = [t for t in (audio_track, video_track) if t is not None]
        self.on_video_frame = on_video_frame
        self.impairment = impairment  # every peer connection's datagrams cross it (meetdesk.rtc.impairment)
        self.on_peer_connection = on_peer_connection  # told of each peer connection before it is negotiated
        self.janus = JanusSession(url)
        self.publisher_pc: Any = None
        self.subscriber_pcs: dict[int, Any] = {}  # feed id -> peer connection
        self.feed_id: int | None = None
        self.error: BaseException | None = None  # the first failure of a background task (a subscription)
        self._tasks: list[asyncio.Task] = []

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        task.add_done_callback(self._task_done)
        self._tasks.append(task)

    def _task_done(self, task: asyncio.Task) -> None:
        if not task.cancelled() and task.exception() is not None and self.error is None:
            self.error = task.exception()

    @property
    def peer_connections(self) -> list[Any]:
        return [pc for pc in (self.publisher_pc, *self.subscriber_pcs.values()) if pc is not None]

    async def join(self) -> None:
        """Join as a publisher; publish and subscribe to the publishers already there at the same time
        (a new publisher later is subscribed to when Janus announces it). Returns once published."""
        await self.janus.open()
        handle = await self.janus.attach()
        joined, _ = await self.janus.message(handle, {"request": "join", "ptype": "publisher", "room": self.room,
                                                      "display": self.name})
        self.feed_id = joined["id"]
        self._spawn(self._watch_publishers(handle))
        for publisher in joined.get("publishers", []):
            self._subscribe_soon(publisher["id"])
        if self.tracks:
            await self._publish(handle)

    async def _publish(self, handle: int) -> None:
        pc = self.publisher_pc = self._peer_connection()
        for track in self.tracks:
            pc.addTrack(track)
        await pc.setLocalDescription(await pc.createOffer())  # gathers every candidate
        _, jsep = await self.janus.message(handle, {"request": "configure", "audio": True, "video": True},
                                           {"type": "offer", "sdp": pc.localDescription.sdp, "trickle": False})
        if jsep is None:
            raise JanusError("configure: Janus sent no answer")
        await pc.setRemoteDescription(RTCSessionDescription(sdp=jsep["sdp"], type=jsep["type"]))

    def _peer_connection(self) -> Any:
        pc = create_peer_connection(impairment=self.impairment)
        if self.on_peer_connection is not None:
            self.on_peer_connection(pc)
        return pc

    def _subscribe_soon(self, feed: int) -> None:
        if feed != self.feed_id and feed not in self.subscriber_pcs:
            self.subscriber_pcs[feed] = None
            self._spawn(self._subscribe(feed))

    async def _subscribe(self, feed: int) -> None:
        handle = await self.janus.attach()
        _, offer = await self.janus.message(handle, {"request": "join", "ptype": "subscriber", "room": self.room,
                                                     "streams": [{"feed": feed}]})
        if offer is None:
            raise JanusError("subscriber join: Janus sent no offer")
        pc = self.subscriber_pcs[feed] = self._peer_connection()
        pc.on("track", lambda track: self._spawn(self._pull(track)))
        await pc.setRemoteDescription(RTCSessionDescription(sdp=offer["sdp"], type=offer["type"]))
        await pc.setLocalDescription(await pc.createAnswer())
        await self.janus.message(handle, {"request": "start"},
                                 {"type": "answer", "sdp": pc.localDescription.sdp, "trickle": False})

    async def _watch_publishers(self, handle: int) -> None:
        events = self.janus.events(handle)
        while True:
            event = await events.get()
            for publisher in event.get("plugindata", {}).get("data", {}).get("publishers", []):
                self._subscribe_soon(publisher["id"])

    async def _pull(self, track: MediaStreamTrack) -> None:
        while True:
            try:
                frame = await track.recv()
            except MediaStreamError:
                return
            if track.kind == "video" and self.on_video_frame is not None:
                self.on_video_frame(frame)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for pc in self.peer_connections:
            await close_peer_connection(pc)
        await self.janus.close()
