"""Webhooks: one per API key (POST/GET /webhooks, DELETE /webhooks/<ID>) and the delivery of meeting events to it.

Which events: those of the meetings of rooms the key owns (engine/ownership.py), of the types the webhook
asked for. They are the meeting events the observer hears (engine/realtime/hub.py), built by the same
builders (engine/meetings.py Meeting.summary, Meeting.room_user):

- ``room_update``         {timestamp, type, room: room summary}     the meeting became ready; it ended
- ``participant_update``  {timestamp, type, participant: room user}  a user joined the call or left it
- ``recording_update``    {timestamp, type, recording: {...}}       a recording started, stopped, is ready
- ``snapshot_update``     {timestamp, type, snapshot: {...}}        a snapshot was taken

Delivery: the event listener only puts the signed-to-be body in a queue table (the store) and wakes the
worker; it never waits on the network, so neither the meeting nor the request behind the event is delayed.
The worker (one task per engine) POSTs each due delivery with ``X-Eyeson-Signature`` (hex HMAC-SHA256 of the
raw body keyed with the API key), each attempt limited to ``EngineConfig.webhook_timeout`` (connect, read and
in all). Fair between keys: at most ``PER_KEY`` attempt of one key's webhook is in flight at once (so its
events go out in order), and ``PARALLEL`` over all keys: a target that never answers holds its own key's
slot and no other key's, whose due deliveries go out meanwhile. Every connection goes through the engine's
outbound policy (engine/outbound.py): a target on a refused address (a literal one is refused at
registration, 400) is never contacted, and the attempt fails as an unreachable one does. A 2xx answer
delivers it; anything else (another status, a refused connection, a timeout) retries the same body after
``webhook_backoff`` s, doubling per attempt up to ``webhook_backoff_cap``; a delivery is given up after
``webhook_attempts`` attempts or ``webhook_max_age`` s after its event. The queue is in SQLite: what is
pending when the engine stops (or dies) goes out after the next start. Deleting or replacing a webhook drops its pending deliveries.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import logging
import secrets
import sqlite3
import threading
import time
from typing import Any
from urllib.parse import urlsplit

import httpx

from meetdesk.api import json_text
from meetdesk.api.errors import ApiError
from meetdesk.api.input_rules import MAX_ID, MAX_URL, check_text
from meetdesk.api.items import Webhook
from meetdesk.api.models import RoomUser
from meetdesk.engine.config import EngineConfig
from meetdesk.engine.meetings import Event, Meeting, Participant, iso_now
from meetdesk.engine.outbound import REFUSAL, OutboundPolicy, is_refusal
from meetdesk.engine.ownership import KeyScope
from meetdesk.engine.store import Store


log = logging.getLogger(__name__)

TYPES = ("room_update", "recording_update", "participant_update", "snapshot_update")
SIGNATURE_HEADER = "X-Eyeson-Signature"
PARALLEL = 16  # deliveries in flight at once, over every webhook
PER_KEY = 1  # deliveries of one webhook (one API key) in flight at once: its events go out in order
MAX_PENDING = 1000  # queued deliveries per webhook; beyond it the oldest are dropped (docs/engine-api.md "Input rules")
MAX_TYPES_TEXT = 256  # characters of the types field


def parse_types(value: Any) -> list[str]:
    """The event types of a webhook: "a,b" (or a list of names); 400 for none, a duplicate or an unknown one."""
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        value = ",".join(value)
    if not isinstance(value, str):
        raise ApiError(400, f"types must be a comma separated list of {', '.join(TYPES)}")
    check_text(value, "types", MAX_TYPES_TEXT)
    names = [name.strip() for name in value.split(",") if name.strip()]
    if not names:
        raise ApiError(400, f"types is required: a comma separated list of {', '.join(TYPES)}")
    out: list[str] = []
    for name in names:
        if name not in TYPES:
            raise ApiError(400, f"unknown webhook type {name[:40]!r}: types are {', '.join(TYPES)}")
        if name not in out:
            out.append(name)
    return out


def parse_webhook_url(value: Any) -> str:
    """The target: an absolute http or https URL with a host, at most MAX_URL characters; 400 otherwise."""
    if value is None or value == "":
        raise ApiError(400, "url is required")
    if not isinstance(value, str):
        raise ApiError(400, "url must be an http or https URL")
    url = check_text(value, "url", MAX_URL).strip()
    if any(ord(c) < 33 or ord(c) == 127 for c in url):
        raise ApiError(400, "url must not contain spaces or control characters")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is not a number from 0 to 65535
        httpx.URL(url)
    except (ValueError, httpx.InvalidURL):
        raise ApiError(400, "url is not a valid URL") from None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise ApiError(400, "url must be an http or https URL with a host")
    return url


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def sign(api_key: str, body: bytes) -> str:
    """The X-Eyeson-Signature of a body: hex HMAC-SHA256 keyed with the API key."""
    return hmac.new(api_key.encode("utf-8"), body, hashlib.sha256).hexdigest()


def retry_delay(attempts: int, base: float, cap: float) -> float:
    """Seconds before the next attempt after ``attempts`` failed ones: base, 2 base, 4 base ... at most cap."""
    return min(cap, base * 2 ** min(attempts - 1, 60))


def _participant(meeting: Meeting, event: Event) -> dict[str, Any]:
    """The participant of a participant_update event, as the observer gets it."""
    p = event.get("participant")
    online = bool(event.get("online"))
    if isinstance(p, Participant):
        return meeting.room_user(p, online).to_json()
    return RoomUser.from_json({"room_id": meeting.room_id, **(p if isinstance(p, dict) else {}),
                               "online": online}).to_json()


def _snapshot(event: Event) -> dict[str, Any] | None:
    """The snapshot a snapshot_update event announces as taken (``snapshot``); a deletion announces none."""
    snapshot = event.get("snapshot")
    return snapshot if isinstance(snapshot, dict) else None


def payload(meeting: Meeting, event: Event) -> tuple[str, str, Any] | None:
    """(webhook type, body field, value) of a meeting event, None for events no webhook carries."""
    kind = event.get("type")
    if kind in ("ready", "shutdown"):
        return "room_update", "room", meeting.summary().to_json()
    if kind == "participant_update":
        return kind, "participant", _participant(meeting, event)
    if kind == "recording_update" and isinstance(event.get("recording"), dict):
        return kind, "recording", event["recording"]
    if kind == "snapshot_update":
        snapshot = _snapshot(event)
        return (kind, "snapshot", snapshot) if snapshot is not None else None
    return None


def _reply(row: dict[str, Any]) -> Webhook:
    """The GET /webhooks object of a stored webhook (the status code as text, as the public service sends it)."""
    code = row["last_response_code"]
    return Webhook(id=row["id"], url=row["url"], types=list(row["types"]),
                   last_request_sent_at=row["last_request_sent_at"],
                   last_response_code=None if code is None else str(code))


class Webhooks:
    """The webhooks of the API keys and their delivery worker."""

    def __init__(self, config: EngineConfig, store: Store, outbound: OutboundPolicy) -> None:
        self.config = config
        self.store = store
        self.outbound = outbound
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loop_thread: int | None = None
        self._wake = asyncio.Event()
        self._worker: asyncio.Task[None] | None = None
        self._in_flight: dict[int, asyncio.Task[None]] = {}  # delivery id -> its attempt
        self._hook_of: dict[int, str] = {}  # delivery id in flight -> its webhook id
        self._client: httpx.AsyncClient | None = None

    # -- the requests -------------------------------------------------------------------------------------
    def register(self, scope: KeyScope, api_key: str, url: str, types: list[str]) -> Webhook:
        """The key's webhook (``url`` and ``types`` validated); one the key had is replaced. A URL whose host
        is an address the outbound policy refuses is 400 (names are checked at each delivery)."""
        host = (urlsplit(url).hostname or "").split("%", 1)[0]
        if _is_address(host) and not self.outbound.allows(host, urlsplit(url).port):
            raise ApiError(400, REFUSAL)
        webhook_id = secrets.token_hex(12)
        self.store.replace_webhook(webhook_id, scope.key_id, api_key, url, types)
        return self.current(scope)

    def current(self, scope: KeyScope) -> Webhook:
        """The key's webhook; 404 when it has none."""
        row = self.store.webhook_of_key(scope.key_id)
        if row is None:
            raise ApiError(404, "no webhook is registered for this API key")
        return _reply(row)

    def delete(self, scope: KeyScope, webhook_id: str) -> None:
        """Remove the key's webhook and its pending deliveries; another key's or an unknown one is 404."""
        row = self.store.get_webhook(webhook_id) if len(webhook_id) <= MAX_ID and webhook_id.isprintable() else None
        scope.require(row["api_key_id"] if row else None, "webhook")
        self.store.delete_webhook(webhook_id)

    # -- events -------------------------------------------------------------------------------------------
    def watch(self, meeting: Meeting) -> None:
        """Queue deliveries for the events of a meeting that starts (MeetingRegistry.watch)."""
        meeting.events.subscribe(lambda event: self._on_event(meeting, event))

    def _on_event(self, meeting: Meeting, event: Event) -> None:
        found = payload(meeting, event)
        if found is None or meeting.owner_key_id is None:
            return
        type_, field, value = found
        body = json_text.dumps({"timestamp": int(time.time()), "type": type_, field: value})
        if self._loop is not None and threading.get_ident() != self._loop_thread:
            self._loop.call_soon_threadsafe(self._queue, meeting.owner_key_id, type_, body)
        else:
            self._queue(meeting.owner_key_id, type_, body)

    def _queue(self, api_key_id: str, type_: str, body: str) -> None:
        """Put a delivery in the queue if the key's webhook takes this type, and wake the worker."""
        try:
            hook = self.store.webhook_of_key(api_key_id)
            if hook is None or type_ not in hook["types"]:
                return
            self.store.queue_webhook_delivery(hook["id"], type_, body, time.time(), MAX_PENDING)
        except sqlite3.ProgrammingError:  # the engine has stopped and closed its store
            log.warning("a %s event after the engine stopped is not delivered", type_)
            return
        self._wake.set()

    # -- the worker ---------------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the delivery worker on the running loop (deliveries left from the last run go out first)."""
        if self._worker is not None:
            return
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self._client = self.outbound.async_client(
            timeout=self.config.webhook_timeout, follow_redirects=False,
            headers={"User-Agent": "MeetDesk-Webhooks"})
        self._worker = self._loop.create_task(self._run(), name="webhook-worker")

    async def stop(self) -> None:
        """Stop the worker; attempts in flight are cut off and stay queued for the next start."""
        tasks = [t for t in (self._worker, *self._in_flight.values()) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._worker = None
        self._in_flight.clear()
        self._hook_of.clear()
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def _run(self) -> None:
        """Start the due deliveries (at most PER_KEY per webhook and PARALLEL in all in flight), then sleep until
        the next is due or an event or a finished attempt wakes it."""
        while True:
            self._wake.clear()
            try:
                wait = self._start_due()
            except Exception:  # a store failure must not end the worker for good
                log.exception("webhook worker failed; trying again in a second")
                wait = 1.0
            try:
                async with asyncio.timeout(wait):
                    await self._wake.wait()
            except TimeoutError:
                pass

    def _start_due(self) -> float | None:
        """Start an attempt for each due delivery there is room for; seconds until the next is due (None: none
        pending, or no room: a finished attempt wakes the worker)."""
        busy: dict[str, int] = {}
        for hook_id in self._hook_of.values():
            busy[hook_id] = busy.get(hook_id, 0) + 1
        if len(self._in_flight) < PARALLEL:
            for row in self.store.due_webhook_deliveries(time.time(), PER_KEY, set(self._in_flight)):
                if len(self._in_flight) >= PARALLEL:
                    break
                if busy.get(row["webhook_id"], 0) >= PER_KEY:
                    continue
                busy[row["webhook_id"]] = busy.get(row["webhook_id"], 0) + 1
                self._hook_of[row["id"]] = row["webhook_id"]
                self._in_flight[row["id"]] = asyncio.get_running_loop().create_task(self._attempt(row))
        if len(self._in_flight) >= PARALLEL:
            return None
        full = {hook_id for hook_id, n in busy.items() if n >= PER_KEY}  # a finished attempt wakes the worker
        next_at = self.store.next_webhook_delivery_at(set(self._in_flight), full)
        return None if next_at is None else max(0.0, next_at - time.time())

    async def _attempt(self, delivery: dict[str, Any]) -> None:
        try:
            await self._deliver(delivery)
        except Exception:
            log.exception("webhook delivery %s failed", delivery["id"])
        finally:
            self._in_flight.pop(delivery["id"], None)
            self._hook_of.pop(delivery["id"], None)
            self._wake.set()

    async def _deliver(self, delivery: dict[str, Any]) -> None:
        """One attempt at one delivery: delivered (2xx), retried later or given up."""
        config = self.config
        hook = self.store.get_webhook(delivery["webhook_id"])
        if hook is None:
            self.store.drop_webhook_delivery(delivery["id"])
            return
        if self.store.find_api_key(hook["api_key"]) is None:  # its key was revoked: the webhook goes too
            log.info("webhook %s: its API key was revoked, removing it", hook["id"])
            self.store.delete_webhook(hook["id"])
            return
        body = delivery["body"].encode("utf-8")
        headers = {"Content-Type": "application/json", SIGNATURE_HEADER: sign(hook["api_key"], body)}
        sent_at = iso_now()
        status: int | None = None
        assert self._client is not None
        try:
            async with asyncio.timeout(config.webhook_timeout):
                async with self._client.stream("POST", hook["url"], content=body, headers=headers,
                                               timeout=config.webhook_timeout) as response:
                    status = response.status_code  # the body of the answer is never read
        except (httpx.HTTPError, httpx.InvalidURL, TimeoutError, OSError, ValueError) as exc:
            reason = REFUSAL if is_refusal(exc) else (str(exc) or type(exc).__name__)
            log.info("webhook %s: %s not delivered: %s", hook["id"], delivery["type"], reason)
        self.store.note_webhook_request(hook["id"], sent_at, status)
        if status is not None and 200 <= status < 300:
            self.store.drop_webhook_delivery(delivery["id"])
            return
        attempts = delivery["attempts"] + 1
        if attempts >= config.webhook_attempts or time.time() - delivery["created_at"] >= config.webhook_max_age:
            log.warning("webhook %s: giving up a %s delivery after %d attempts (last status %s)",
                        hook["id"], delivery["type"], attempts, status)
            self.store.drop_webhook_delivery(delivery["id"])
            return
        delay = retry_delay(attempts, config.webhook_backoff, config.webhook_backoff_cap)
        self.store.retry_webhook_delivery(delivery["id"], attempts, time.time() + delay)
