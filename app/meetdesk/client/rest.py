"""REST client for any service that speaks the meeting API (the embedded engine or a remote one).

Requests are sent the way most public SDKs send them: bracket-named ``application/x-www-form-urlencoded``
fields (``user[name]``, ``users[]``; booleans as "true"/"false"), multipart for file uploads. The API key
travels only on API-key requests (header ``Authorization: <key>``), never to download hosts. What a request
raises (``ServiceError`` and its kinds) is in client/errors.py.
"""
from __future__ import annotations

import contextlib
import json
import ssl
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Iterable
from urllib.parse import urlencode

import httpx

from meetdesk.api import form_codec
from meetdesk.api.links import parse_link
from meetdesk.api.items import Recording, Snapshot, Webhook
from meetdesk.api.models import CaptionsState, ListingState, MeetingReply, RoomSummary, RoomUser, UserSummary
from meetdesk.client import tls
from meetdesk.client.rest_permalinks import PermalinkCalls, _iso, _seg
from meetdesk.client.errors import (LinkReplaced, MeetingNotStarted, ServiceError, error_message, host_of,
                                    reason_of, unreachable)

Progress = Callable[[int, "int | None"], None]  # (bytes so far, total or None)


def _verify(base_url: str) -> ssl.SSLContext | bool:
    """TLS settings for a client of ``base_url``: a plain http:// service (the embedded engine hosting for
    this computer) never negotiates TLS (redirects are not followed), so it gets no CA bundle; https:// gets the
    pinned certificate of its server when a link named one (client/tls.py), else the shared CA bundle."""
    return tls.context_for(base_url) or False


KEEPALIVE = 2.0  # s an idle connection to the service is kept for reuse
_IDEMPOTENT = frozenset({"GET", "HEAD", "PUT", "DELETE", "OPTIONS"})


class ServiceClient(PermalinkCalls):
    """Async client of the meeting REST API at ``base_url``; ``api_key`` for API-key operations."""

    def __init__(self, base_url: str, api_key: str | None = None,
                 transport: httpx.AsyncBaseTransport | None = None, timeout: float = 15.0,
                 fingerprint: str | None = None) -> None:
        """``fingerprint``: the SHA-256 of the service's certificate, as a link carries it; from then on this
        process accepts exactly that certificate from the service's host and port (client/tls.py)."""
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        tls.trust(self.base_url, fingerprint)
        # An idle connection is not used again after KEEPALIVE s: a server closes it after its own idle time (the
        # engine's and uvicorn's: 5 s, httpx's default here too), and a request sent on it as it closes fails
        # with "Server disconnected without sending a response" (a fresh-clone CI run's stop_recording).
        self._http = httpx.AsyncClient(base_url=self.base_url, transport=transport, timeout=timeout,
                                       follow_redirects=False, verify=_verify(self.base_url),
                                       limits=httpx.Limits(keepalive_expiry=KEEPALIVE))

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "ServiceClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- plumbing --------------------------------------------------------------------------------------------

    async def _request(self, method: str, path: str, *, auth: bool = False, data: dict | None = None,
                       params: dict | None = None, files: dict | None = None) -> Any:
        """Send one request; returns the decoded JSON body (None when empty) for a method to parse with
        api/models; raises ServiceError."""
        headers = {"Accept": "application/json"}
        if auth and self.api_key:
            headers["Authorization"] = self.api_key
        kwargs: dict[str, Any] = {}
        if data is not None:
            pairs = form_codec.encode(data)
            if files:
                kwargs["data"] = _multi_dict(pairs)
            else:
                kwargs["content"] = urlencode(pairs).encode()
                headers["Content-Type"] = "application/x-www-form-urlencoded"
        if files:
            kwargs["files"] = files
        if params:
            kwargs["params"] = form_codec.encode(params)
        try:
            try:
                response = await self._http.request(method, path, headers=headers, **kwargs)
            except (httpx.RemoteProtocolError, httpx.ReadError):
                # A server may close a kept-alive connection just as a request goes out on it (its idle time
                # shorter than KEEPALIVE, a proxy's): the request was never answered. One that means the same
                # sent twice goes once more, on a new connection, as browsers and urllib3 do; others fail.
                if method not in _IDEMPOTENT or files:
                    raise
                response = await self._http.request(method, path, headers=headers, **kwargs)
        except httpx.TransportError as exc:
            raise unreachable(f"cannot reach {self.base_url}", exc) from exc
        if response.status_code >= 400 or response.status_code < 200:
            message, body = error_message(response)
            if response.status_code == 410 and reason_of(body) == "replaced":
                raise LinkReplaced(410, message, body)
            raise ServiceError(response.status_code, message, body)
        if not response.content.strip():
            return None
        try:
            return response.json()
        except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
            return response.text

    # -- rooms -----------------------------------------------------------------------------------------------

    async def start_room(self, user_name: str, *, room_id: str | None = None, name: str | None = None,
                         user_id: str | None = None, avatar: str | None = None,
                         options: dict[str, Any] | None = None) -> MeetingReply:
        """POST /rooms: start the room's meeting or join it; returns the meeting object."""
        data = {"id": room_id, "name": name, "user": {"name": user_name, "id": user_id, "avatar": avatar},
                "options": options}
        return MeetingReply.from_json(await self._request("POST", "/rooms", auth=True, data=data))

    join_room = start_room

    async def get_meeting(self, access_key: str) -> MeetingReply:
        return MeetingReply.from_json(await self._request("GET", f"/rooms/{_seg(access_key)}"))

    async def end_meeting(self, access_key: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}")

    async def force_stop(self, room_id: str) -> None:
        """DELETE /rooms/<room_id> with the API key."""
        await self._request("DELETE", f"/rooms/{_seg(room_id)}", auth=True)

    async def list_rooms(self, page: int = 1) -> list[RoomSummary]:
        rooms = await self._request("GET", "/rooms", auth=True, params={"page": page})
        return [RoomSummary.from_json(r) for r in rooms or []]

    async def lock(self, access_key: str) -> None:
        await self._request("POST", f"/rooms/{_seg(access_key)}/lock")

    async def set_listed(self, access_key: str, listed: bool) -> bool:
        """POST /rooms/<access_key>/listing (a MeetDesk engine; hosts only): list the meeting on the network
        (its name and guest link in the engine's announcement) or take it off; the state the engine confirms."""
        reply = await self._request("POST", f"/rooms/{_seg(access_key)}/listing",
                                    data={"listed": "true" if listed else "false"})
        return ListingState.from_json(reply).listed

    async def get_captions(self, access_key: str) -> bool:
        """GET /rooms/<access_key>/captions (a MeetDesk engine): whether the meeting's live captions are on."""
        return CaptionsState.from_json(await self._request("GET", f"/rooms/{_seg(access_key)}/captions")).enabled

    async def set_captions(self, access_key: str, enabled: bool) -> bool:
        """POST /rooms/<access_key>/captions (a MeetDesk engine; hosts only): live captions on or off for everyone
        in the meeting; the state the engine confirms."""
        reply = await self._request("POST", f"/rooms/{_seg(access_key)}/captions",
                                    data={"enabled": "true" if enabled else "false"})
        return CaptionsState.from_json(reply).enabled

    # -- users, guests, messages -----------------------------------------------------------------------------

    async def get_user(self, access_key: str, user_id: str) -> UserSummary:
        return UserSummary.from_json(await self._request("GET", f"/rooms/{_seg(access_key)}/users/{_seg(user_id)}"))

    async def kick_user(self, access_key: str, user_id: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}/users/{_seg(user_id)}")

    async def list_users(self, room_id: str, online: bool | None = None) -> list[RoomUser]:
        """GET /rooms/<room_id>/users: the users of the room's running meeting."""
        users = await self._request("GET", f"/rooms/{_seg(room_id)}/users", auth=True, params={"online": online})
        return [RoomUser.from_json(u) for u in users or []]

    async def register_guest(self, guest_token: str, name: str, *, user_id: str | None = None,
                             avatar: str | None = None, email: str | None = None,
                             locale: str | None = None) -> MeetingReply:
        """POST /guests/<guest_token>: a meeting object whose user is a guest."""
        data = {"name": name, "id": user_id, "avatar": avatar, "email": email,
                "custom_fields": {"locale": locale} if locale else None}
        return MeetingReply.from_json(await self._request("POST", f"/guests/{_seg(guest_token)}", data=data))

    async def send_message(self, access_key: str, content: str, type: str = "chat") -> None:
        """POST /rooms/<access_key>/messages (type "chat" or "custom")."""
        await self._request("POST", f"/rooms/{_seg(access_key)}/messages", data={"type": type, "content": content})

    async def send_reaction(self, access_key: str, reaction: str) -> None:
        """POST /rooms/<access_key>/reactions (the embedded engine's extension; api/reactions.py names them)."""
        await self._request("POST", f"/rooms/{_seg(access_key)}/reactions", data={"reaction": reaction})

    # -- layout and layers -----------------------------------------------------------------------------------

    async def set_layout(self, access_key: str, *, layout: str | None = None, name: str | None = None,
                         users: Iterable[str] | None = None, map: Any = None,
                         voice_activation: bool | None = None, show_names: bool | None = None,
                         audio_insert: str | None = None,
                         audio_insert_position: tuple[float, float] | None = None) -> None:
        """POST /rooms/<access_key>/layout. ``map`` is a list of [x, y, w, h, fit] slots (or a JSON string)."""
        data: dict[str, Any] = {"layout": layout, "name": name, "voice_activation": voice_activation,
                                "show_names": show_names, "audio_insert": audio_insert}
        if users is not None:
            data["users"] = ["" if u is None else u for u in users]
        if map is not None:
            data["map"] = map if isinstance(map, str) else json.dumps(map)
        if audio_insert_position is not None:
            data["audio_insert_position"] = {"x": audio_insert_position[0], "y": audio_insert_position[1]}
        await self._request("POST", f"/rooms/{_seg(access_key)}/layout", data=data)

    async def set_layer(self, access_key: str, *, url: str | None = None, file: bytes | str | Path | None = None,
                        filename: str | None = None, content_type: str | None = None, z_index: int = 1,
                        layer_id: str | None = None) -> None:
        """POST /rooms/<access_key>/layers with an image ``url`` or an uploaded ``file`` (bytes or a path)."""
        if (url is None) == (file is None):
            raise ValueError("give exactly one of url or file")
        data = {"url": url, "z-index": z_index, "id": layer_id}
        files = None
        if file is not None:
            if isinstance(file, (str, Path)):
                path = Path(file)
                content, filename = path.read_bytes(), filename or path.name
            else:
                content, filename = file, filename or "layer.png"
            files = {"file": (filename, content, content_type or _image_type(filename))}
        await self._request("POST", f"/rooms/{_seg(access_key)}/layers", data=data, files=files)

    async def set_text_layer(self, access_key: str, title: str, content: str = "", *, z_index: int = 1,
                             layer_id: str | None = None) -> None:
        """POST /rooms/<access_key>/layers with a text insert (insert[title], insert[content])."""
        data = {"insert": {"title": title, "content": content}, "z-index": z_index, "id": layer_id}
        await self._request("POST", f"/rooms/{_seg(access_key)}/layers", data=data)

    async def delete_layer(self, access_key: str, z_index: int = 1) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}/layers/{int(z_index)}")

    # -- recordings ------------------------------------------------------------------------------------------

    async def start_recording(self, access_key: str) -> None:
        await self._request("POST", f"/rooms/{_seg(access_key)}/recording")

    async def stop_recording(self, access_key: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}/recording")

    async def get_recording(self, recording_id: str) -> Recording:
        return Recording.from_json(await self._request("GET", f"/recordings/{_seg(recording_id)}", auth=True))

    async def list_recordings(self, room_id: str, page: int = 1, started_at: str | datetime | None = None,
                              since: str | datetime | None = None,
                              until: str | datetime | None = None) -> list[Recording]:
        params = {"page": page, "started_at": _iso(started_at), "since": _iso(since), "until": _iso(until)}
        items = await self._request("GET", f"/rooms/{_seg(room_id)}/recordings", auth=True, params=params)
        return [Recording.from_json(r) for r in items or []]

    async def transcript_link(self, recording_id: str) -> str:
        """The signed download link of a recording's WebVTT transcript (a MeetDesk engine; 404 without one)."""
        reply = await self._request("GET", f"/recordings/{_seg(recording_id)}/transcript", auth=True)
        return str((reply or {}).get("download") or "")

    async def delete_recording(self, recording_id: str) -> None:
        await self._request("DELETE", f"/recordings/{_seg(recording_id)}", auth=True)

    async def download_recording(self, recording: str | Recording, dest: str | Path | None = None,
                                 progress: Progress | None = None) -> bytes | Path:
        """Download a recording (id, recording object or download URL); to ``dest`` when given.
        ``progress(done, total)`` is called as bytes arrive (total None when the server does not say)."""
        url = recording if isinstance(recording, str) and "://" in recording else None
        if url is None:
            if isinstance(recording, str):
                recording = await self.get_recording(recording)
            url = recording.links.download
            if not url:
                raise ServiceError(404, "the recording has no download link yet")
        return await self.download(url, dest, progress)

    async def download(self, url: str, dest: str | Path | None = None,
                       progress: Progress | None = None) -> bytes | Path:
        """GET a file (a signed download address of a recording or snapshot): its bytes, or written to
        ``dest`` (returned). Never sends the API key. ``progress(done, total)`` as bytes arrive."""
        try:
            async with self._http.stream("GET", url) as response:
                if response.status_code >= 400:
                    await response.aread()
                    message, body = error_message(response)
                    raise ServiceError(response.status_code, message, body)
                length = response.headers.get("content-length", "")
                total = int(length) if length.isdigit() else None
                done = 0
                out = bytearray() if dest is None else None
                with (Path(dest).open("wb") if dest is not None else contextlib.nullcontext()) as file:
                    async for chunk in response.aiter_bytes():
                        done += len(chunk)
                        if file is not None:
                            file.write(chunk)
                        else:
                            out.extend(chunk)
                        if progress is not None:
                            progress(done, total)
                return bytes(out) if out is not None else Path(dest)
        except httpx.TransportError as exc:
            raise unreachable(f"cannot download {url}", exc) from exc

    # -- forwards (room id + API key) ------------------------------------------------------------------------

    async def forward_source(self, room_id: str, forward_id: str, user_id: str, url: str,
                             type: str | list[str] = "audio,video") -> None:
        data = {"forward_id": forward_id, "user_id": user_id, "type": _types(type), "url": url}
        await self._request("POST", f"/rooms/{_seg(room_id)}/forward/source", auth=True, data=data)

    async def forward_mcu(self, room_id: str, forward_id: str, url: str,
                          type: str | list[str] = "audio,video") -> None:
        data = {"forward_id": forward_id, "type": _types(type), "url": url}
        await self._request("POST", f"/rooms/{_seg(room_id)}/forward/mcu", auth=True, data=data)

    async def forward_playback(self, room_id: str, forward_id: str, play_id: str, url: str,
                               type: str | list[str] = "audio,video") -> None:
        data = {"forward_id": forward_id, "play_id": play_id, "type": _types(type), "url": url}
        await self._request("POST", f"/rooms/{_seg(room_id)}/forward/playback", auth=True, data=data)

    async def stop_forward(self, room_id: str, forward_id: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(room_id)}/forward/{_seg(forward_id)}", auth=True)

    # -- playbacks, presentation, snapshots, broadcasts ------------------------------------------------------

    async def start_playback(self, access_key: str, url: str, *, play_id: str | None = None,
                             replacement_id: str | None = None, name: str | None = None,
                             audio: bool | None = None, loop_count: int | None = None) -> None:
        data = {"playback": {"url": url, "play_id": play_id, "replacement_id": replacement_id, "name": name,
                             "audio": audio, "loop_count": loop_count}}
        await self._request("POST", f"/rooms/{_seg(access_key)}/playbacks", data=data)

    async def stop_playback(self, access_key: str, play_id: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}/playbacks/{_seg(play_id)}")

    async def start_presentation(self, access_key: str) -> None:
        await self._request("POST", f"/rooms/{_seg(access_key)}/presentation")

    async def stop_presentation(self, access_key: str) -> None:
        await self._request("DELETE", f"/rooms/{_seg(access_key)}/presentation")

    async def take_snapshot(self, access_key: str) -> None:
        """POST /rooms/<access_key>/snapshot: the snapshot is taken in the background (list_snapshots)."""
        await self._request("POST", f"/rooms/{_seg(access_key)}/snapshot")

    async def get_meeting_snapshot(self, access_key: str, snapshot_id: str) -> Snapshot:
        return Snapshot.from_json(
            await self._request("GET", f"/rooms/{_seg(access_key)}/snapshots/{_seg(snapshot_id)}"))

    async def get_snapshot(self, snapshot_id: str) -> Snapshot:
        return Snapshot.from_json(await self._request("GET", f"/snapshots/{_seg(snapshot_id)}", auth=True))

    async def delete_snapshot(self, snapshot_id: str) -> None:
        await self._request("DELETE", f"/snapshots/{_seg(snapshot_id)}", auth=True)

    async def list_snapshots(self, room_id: str, page: int = 1, started_at: str | datetime | None = None,
                             since: str | datetime | None = None,
                             until: str | datetime | None = None) -> list[Snapshot]:
        params = {"page": page, "started_at": _iso(started_at), "since": _iso(since), "until": _iso(until)}
        items = await self._request("GET", f"/rooms/{_seg(room_id)}/snapshots", auth=True, params=params)
        return [Snapshot.from_json(s) for s in items or []]

    async def start_broadcast(self, access_key: str, stream_url: str, player_url: str | None = None,
                              platform: str = "generic") -> None:
        data = {"stream_url": stream_url, "player_url": player_url, "platform": platform}
        await self._request("POST", f"/rooms/{_seg(access_key)}/broadcasts", data=data)

    async def update_broadcast(self, access_key: str, platform: str, player_url: str) -> None:
        await self._request("PUT", f"/rooms/{_seg(access_key)}/broadcasts/{_seg(platform)}",
                            data={"player_url": player_url})

    async def stop_broadcast(self, access_key: str, platform: str | None = None) -> None:
        path = f"/rooms/{_seg(access_key)}/broadcasts" + (f"/{_seg(platform)}" if platform else "")
        await self._request("DELETE", path)

    # -- webhooks --------------------------------------------------------------------------------------------

    async def register_webhook(self, url: str, types: str | Iterable[str]) -> None:
        types = types if isinstance(types, str) else ",".join(types)
        await self._request("POST", "/webhooks", auth=True, data={"url": url, "types": types})

    async def get_webhook(self) -> Webhook | None:
        """GET /webhooks: the API key's webhook, None when it has none."""
        hook = await self._request("GET", "/webhooks", auth=True)
        return Webhook.from_json(hook) if hook else None

    async def delete_webhook(self, webhook_id: str) -> None:
        await self._request("DELETE", f"/webhooks/{_seg(webhook_id)}", auth=True)


def _types(value: str | list[str]) -> str:
    return value if isinstance(value, str) else ",".join(value)


def _multi_dict(pairs: list[tuple[str, str]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            out[key] = (out[key] if isinstance(out[key], list) else [out[key]]) + [value]
        else:
            out[key] = value
    return out


def _image_type(filename: str) -> str:
    ext = filename.rsplit(".", 1)[-1].lower()
    return {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp",
            "svg": "image/svg+xml", "gif": "image/gif"}.get(ext, "application/octet-stream")


async def join_from_link(link_text: str, name: str, api_url: str | None = None,
                         transport: httpx.AsyncBaseTransport | None = None
                         ) -> tuple[ServiceClient, MeetingReply]:
    """Join the meeting a pasted link or key grants; returns the client (caller closes it) and the meeting.

    Guest and permalink-guest links register ``name`` as a guest; a permalink host link starts or joins the
    meeting; an access key fetches it. A permalink guest link whose meeting is not running raises
    :class:`MeetingNotStarted` (wait and call again: each try tells the engine the guest is waiting, under its
    name); one its host replaced raises :class:`LinkReplaced`. ``api_url`` is used when the link does not carry
    one.
    """
    parsed = parse_link(link_text)
    base = parsed.api_url or api_url
    if not base:
        raise ValueError("the link does not say which service it belongs to: give the service URL")
    if parsed.kind in ("guest", "permalink_guest") and not (name or "").strip():
        raise ValueError("a name is needed to join as a guest")
    client = ServiceClient(base, transport=transport, fingerprint=parsed.fingerprint)
    try:
        if parsed.kind == "access_key":
            meeting = await client.get_meeting(parsed.token)
        elif parsed.kind == "permalink_host":
            meeting = await client.join_permalink(parsed.token)
        else:   # a guest link, a permalink's or a meeting's
            try:
                meeting = await client.register_guest(parsed.token, name.strip())
            except ServiceError as err:
                if err.status == 410 and reason_of(err.body) == "not_started":
                    raise MeetingNotStarted("the host has not started this meeting yet", host=host_of(err.body)) \
                        from err
                if err.status == 410 and parsed.kind == "permalink_guest" and reason_of(err.body) is None:
                    # a service without the engine's reasons: its permalink's meeting is not running yet
                    raise MeetingNotStarted("the host has not started this meeting yet") from err
                raise
    except BaseException:
        await client.aclose()
        raise
    return client, meeting
