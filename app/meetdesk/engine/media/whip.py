"""The engine as a WHIP client (RFC 9725): one outgoing peer connection that sends forwarded tracks to an
external ingest endpoint.

``WhipSession.start()`` builds a sendonly transceiver per track (VP8 for video and Opus for audio unless the
caller names the source's codec), gathers all candidates (no trickle), POSTs the complete offer as
``application/sdp`` to the destination and takes the ``201 Created`` with its ``Location`` and SDP answer; it
then waits until ICE and DTLS are up. Any failure on the way (unreachable, timeout, another status, not an SDP
answer, no connection) raises ``WhipError`` with a clear message and leaves nothing open: the peer connection
is closed and a resource already created is DELETEd. ``stop()`` closes the peer connection and DELETEs the
resource. The tracks are ``forwarded_track.ForwardedTrack``s: the packets go out as they came, never re-encoded.

``PlaybackVideo`` is the one exception: a playback is decoded media (playback.py), so forwarding its picture
needs an encoder (VP8, libvpx with one thread, the compositor's realtime settings, at PLAYBACK_FPS).

A bearer token comes from the URL's userinfo (``https://TOKEN@host/whip`` or ``https://user:TOKEN@host/whip``)
or from the caller, and is sent as ``Authorization: Bearer``; the URL is POSTed without its userinfo. HTTP goes
through the engine's outbound policy (engine/outbound.py: allowed addresses only, no proxy from the environment,
bounded timeouts; a refused or unreachable endpoint reads ``REFUSAL``), no redirect is followed, and sizes are
bounded. The resource (the answer's ``Location``, relative ones resolved against the endpoint URL) must be on
the endpoint's own origin (scheme, host and port): another origin is refused and never contacted, so the token
never leaves the endpoint's origin. The media goes only where the policy allows too: the answer's ICE candidates
on refused addresses (and names, such as mDNS ones, which cannot be judged before they are resolved) are dropped
before the answer is applied.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

import av
import httpx
from aiortc import RTCRtpSender, RTCSessionDescription

from meetdesk.engine.outbound import REFUSAL, OutboundPolicy, is_refusal
from meetdesk.rtc.peer_connection import close_peer_connection, create_peer_connection

from .codecs import Vp8Encoder
from .compositor import FPS
from .forwarded_track import ForwardedTrack
from .forwarding import EncodedFrame, EncodedSource

log = logging.getLogger(__name__)

HTTP_TIMEOUT = 5.0  # s for each WHIP request (connect, read)
CONNECT_TIMEOUT = 10.0  # s for ICE and DTLS after the answer
MAX_ANSWER = 64 * 1024  # bytes of an SDP answer read at most
MAX_URL = 2048
DEFAULT_CODECS = {"video": "video/vp8", "audio": "audio/opus"}
PLAYBACK_FPS = FPS  # the composed picture's rate
PLAYBACK_BITRATE = 1_500_000  # bit/s
VIDEO_CLOCK = 90000


class WhipError(Exception):
    """The destination cannot take the stream (the message says why, for a 400)."""


def split_url(url: str, token: str | None = None) -> tuple[str, str | None]:
    """(the URL without userinfo, the bearer token): ``token`` when given, else the userinfo's password, else
    its user name. WhipError for anything but an absolute http/https URL with a host."""
    if not isinstance(url, str) or not url.strip():
        raise WhipError("url is empty")
    url = url.strip()
    if len(url) > MAX_URL:
        raise WhipError(f"url is longer than {MAX_URL} characters")
    if any(ord(c) < 33 or ord(c) == 127 for c in url):
        raise WhipError("url contains spaces or control characters")
    try:
        parts = urlsplit(url)
        host = parts.hostname
        parts.port  # noqa: B018 (raises ValueError for a port that is not a number in range)
    except ValueError:
        raise WhipError("url is not a valid URL") from None
    if parts.scheme.lower() not in ("http", "https") or not host:
        raise WhipError("url must be an http or https URL of a WHIP endpoint")
    if not token and (parts.password or parts.username):
        token = parts.password or parts.username
    netloc = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme.lower(), netloc, parts.path or "/", parts.query, "")), token or None


def allowed_candidates(sdp: str, policy: OutboundPolicy) -> str:
    """``sdp`` without the ICE candidates whose address and port ``policy`` refuses (a name is refused)."""
    lines = []
    for line in sdp.splitlines():
        if line.startswith("a=candidate:"):
            fields = line[len("a=candidate:"):].split()
            # foundation component transport priority address port "typ" type ...
            if len(fields) < 8 or not fields[5].isdigit() or not policy.allows(fields[4], int(fields[5])):
                continue
        lines.append(line)
    return "\r\n".join(lines) + "\r\n"


def _origin(url: str) -> tuple[str, str, int] | None:
    """(scheme, host, port) of an http(s) URL, the port made explicit; None for anything else."""
    try:
        parts = urlsplit(url)
        scheme, host, port = parts.scheme.lower(), (parts.hostname or "").lower(), parts.port
    except ValueError:
        return None
    if scheme not in ("http", "https") or not host:
        return None
    return scheme, host, port if port is not None else (443 if scheme == "https" else 80)


def resource_url(endpoint: str, location: str) -> str | None:
    """The WHIP resource a ``Location`` names, resolved against the endpoint URL (RFC 9725 allows relative
    ones); None unless it is on the endpoint's own origin (or not a usable URL)."""
    if any(ord(c) < 33 or ord(c) == 127 for c in location):
        return None
    try:
        url = urljoin(endpoint, location)
    except ValueError:
        return None
    parts = urlsplit(url)
    if parts.username is not None or parts.password is not None:
        return None
    origin = _origin(url)
    return url if origin is not None and origin == _origin(endpoint) else None


class WhipSession:
    """One WHIP ingest: a sendonly peer connection to ``url`` carrying ``tracks`` (kind -> track)."""

    def __init__(self, url: str, tracks: dict[str, ForwardedTrack], *, policy: OutboundPolicy,
                 token: str | None = None, codecs: dict[str, str] | None = None, loopback: bool = False,
                 stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None) -> None:
        self.url, self.token = split_url(url, token)
        self.policy = policy
        self.tracks = tracks
        self.codecs = {**DEFAULT_CODECS, **(codecs or {})}
        self.resource: str | None = None  # the Location of the created session
        self.pc = create_peer_connection(stun_servers, turn_servers, loopback=loopback)
        self.closed = False
        self._connected = asyncio.Event()
        self.pc.on("connectionstatechange", self._state_changed)

    @property
    def failed(self) -> bool:
        """The connection to the destination is gone (failed or closed)."""
        return self.closed or self.pc.connectionState in ("failed", "closed")

    def _headers(self, **more: str) -> dict[str, str]:
        headers = dict(more)
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    def _state_changed(self) -> None:
        if self.pc.connectionState in ("connected", "failed", "closed"):
            self._connected.set()

    async def start(self) -> None:
        """Offer, POST, answer, connect (module doc); WhipError with nothing left open when it fails."""
        try:
            await self._negotiate()
            try:
                await asyncio.wait_for(self._connected.wait(), CONNECT_TIMEOUT)
            except asyncio.TimeoutError:
                raise WhipError(f"no media connection to the WHIP endpoint within {CONNECT_TIMEOUT:g} s") from None
            if self.pc.connectionState != "connected":
                raise WhipError("the media connection to the WHIP endpoint failed")
        except BaseException:
            await self.stop()
            raise

    async def _negotiate(self) -> None:
        for kind, track in self.tracks.items():
            transceiver = self.pc.addTransceiver(track, direction="sendonly")
            wanted = self.codecs[kind].lower()
            codecs = [c for c in RTCRtpSender.getCapabilities(kind).codecs
                      if c.mimeType.lower() in (wanted, f"{kind}/rtx")]
            if any(c.mimeType.lower() == wanted for c in codecs):
                transceiver.setCodecPreferences(codecs)
        await self.pc.setLocalDescription(await self.pc.createOffer())
        answer = allowed_candidates(await self._post(self.pc.localDescription.sdp), self.policy)
        try:
            await self.pc.setRemoteDescription(RTCSessionDescription(sdp=answer, type="answer"))
        except Exception as err:
            raise WhipError(f"the WHIP endpoint's answer is not usable SDP: {str(err)[:200]}") from None
        for transceiver in self.pc.getTransceivers():
            track = transceiver.sender.track
            if isinstance(track, ForwardedTrack):
                track.bind(transceiver)

    async def _post(self, offer: str) -> str:
        """POST the offer; the answer's SDP (the resource's URL is kept for the DELETE)."""
        try:
            async with self.policy.async_client(timeout=HTTP_TIMEOUT, follow_redirects=False) as http:
                async with http.stream("POST", self.url, content=offer.encode(),
                                       headers=self._headers(**{"Content-Type": "application/sdp"})) as reply:
                    body = await self._read(reply)
                    location = reply.headers.get("location")
                    content_type = reply.headers.get("content-type", "").split(";")[0].strip().lower()
                    status = reply.status_code
        except WhipError:
            raise
        except httpx.TimeoutException:
            raise WhipError("the WHIP endpoint did not answer in time") from None
        except Exception as err:  # connection errors, and URLs httpx cannot use (InvalidURL, IDNA errors)
            if is_refusal(err):  # refused or unreachable: one sentence, whatever the reason
                raise WhipError(REFUSAL) from None
            raise WhipError(f"the WHIP endpoint cannot be reached: {type(err).__name__}") from None
        if location:
            # only a resource on the endpoint's own origin is ever contacted (and gets the token)
            self.resource = resource_url(self.url, location)
        if status in (401, 403):
            raise WhipError(f"the WHIP endpoint refused the token ({status})")
        if status != 201:
            raise WhipError(f"the destination is not a WHIP endpoint: it answered {status} instead of 201 Created")
        if content_type != "application/sdp" or not location:
            raise WhipError("the destination is not a WHIP endpoint: its 201 lacks an application/sdp answer or a "
                            "Location")
        if self.resource is None:
            raise WhipError("the WHIP endpoint's Location is not on the endpoint's own origin")
        try:
            return body.decode("utf-8")
        except UnicodeDecodeError:
            raise WhipError("the WHIP endpoint's answer is not text") from None

    @staticmethod
    async def _read(reply: httpx.Response) -> bytes:
        body = b""
        async for chunk in reply.aiter_bytes():
            body += chunk
            if len(body) > MAX_ANSWER:
                raise WhipError(f"the WHIP endpoint's answer is larger than {MAX_ANSWER} bytes")
        return body

    async def stop(self) -> None:
        """Close the connection and DELETE the resource (a failing DELETE is only logged)."""
        if self.closed:
            return
        self.closed = True
        for track in self.tracks.values():
            track.stop()
        await close_peer_connection(self.pc)
        resource, self.resource = self.resource, None
        if resource is None:
            return
        try:
            async with self.policy.async_client(timeout=HTTP_TIMEOUT, follow_redirects=False) as http:
                await http.delete(resource, headers=self._headers())
        except Exception as err:  # the destination is gone: nothing more to do
            log.info("deleting the WHIP resource %s failed: %s", resource, type(err).__name__)


class PlaybackVideo:
    """A playback's picture encoded for forwards (``source``: VP8 frames at PLAYBACK_FPS, a keyframe when a
    subscriber asks). The encoder runs in a worker thread; a new picture size re-opens it."""

    def __init__(self, playback: Any) -> None:
        self.playback = playback
        self.source = EncodedSource("video", f"playback {playback.play_id}", on_keyframe=self._keyframe_wanted)
        self._encoder: Vp8Encoder | None = None
        self._size: tuple[int, int] | None = None
        self._keyframe = True
        self._tick = 0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.ensure_future(self._run())

    def _keyframe_wanted(self, urgent: bool) -> None:
        self._keyframe = True

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        due = loop.time()
        while not self.source.ended:
            due = max(due + 1 / PLAYBACK_FPS, loop.time())
            picture = self.playback.video_frame()
            if picture is not None:
                try:
                    packets = await asyncio.to_thread(self._encode, picture)
                except Exception:
                    log.exception("encoding playback %s failed", self.playback.play_id)
                    packets = []
                for data, keyframe in packets:
                    self.source.deliver(EncodedFrame(data, self._tick * (VIDEO_CLOCK // PLAYBACK_FPS),
                                                     VIDEO_CLOCK, "video/vp8", keyframe))
            await asyncio.sleep(max(0.0, due - loop.time()))

    def _encode(self, picture: av.VideoFrame) -> list[tuple[bytes, bool]]:
        size = (picture.width // 2 * 2, picture.height // 2 * 2)
        if self._encoder is None or size != self._size:
            self._encoder, self._size, self._keyframe = Vp8Encoder(*size, PLAYBACK_BITRATE, PLAYBACK_FPS), size, True
        frame = picture.reformat(width=size[0], height=size[1], format="yuv420p")
        self._tick += 1
        frame.pts = self._tick
        force, self._keyframe = self._keyframe, False
        return [(e.data, e.keyframe) for e in self._encoder.encode(frame, force)]

    def stop(self) -> None:
        self.source.stop()
        if self._task is not None:
            self._task.cancel()
