"""Persistence of the engine: one SQLite file (WAL) in the data dir.

Credentials (API keys, access keys, host tokens) are stored as SHA-256 digests only; a lookup goes by
digest and is confirmed with hmac.compare_digest. Guest tokens are shareable and also kept in clear, since
replies show them.
"""
from __future__ import annotations

import asyncio
import contextlib
import contextvars
import hashlib
import hmac
import json
import logging
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from meetdesk.engine.meetings import iso_now
from meetdesk.engine.store_items import ItemRows, _json
from meetdesk.files import private_file

log = logging.getLogger(__name__)

DB_NAME = "meetdesk.sqlite3"  # the store's file in the data dir

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY, digest TEXT UNIQUE NOT NULL, created_at TEXT NOT NULL,
    locked INTEGER NOT NULL DEFAULT 0, revoked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY, name TEXT, created_at TEXT NOT NULL, permalink_id TEXT, api_key_id TEXT);
CREATE TABLE IF NOT EXISTS instances (
    conf_id TEXT PRIMARY KEY, room_id TEXT NOT NULL, name TEXT, started_at TEXT NOT NULL, ended_at TEXT,
    options TEXT NOT NULL, guest_token TEXT NOT NULL, guest_digest TEXT NOT NULL,
    locked INTEGER NOT NULL DEFAULT 0, permalink_id TEXT);
CREATE INDEX IF NOT EXISTS instances_guest ON instances (guest_digest);
CREATE INDEX IF NOT EXISTS instances_room ON instances (room_id);
CREATE TABLE IF NOT EXISTS access_keys (
    digest TEXT PRIMARY KEY, conf_id TEXT NOT NULL, user_id TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS permalinks (
    id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT, guest_token TEXT NOT NULL,
    guest_digest TEXT UNIQUE NOT NULL, expires_at TEXT, options TEXT NOT NULL, api_key_id TEXT);
CREATE TABLE IF NOT EXISTS permalink_users (
    digest TEXT PRIMARY KEY, permalink_id TEXT NOT NULL, user TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS replaced_guest_tokens (
    digest TEXT PRIMARY KEY, permalink_id TEXT NOT NULL, replaced_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS recordings (
    id TEXT PRIMARY KEY, room_id TEXT NOT NULL, conf_id TEXT NOT NULL, room_started_at TEXT NOT NULL,
    created_at INTEGER NOT NULL, duration INTEGER, user TEXT NOT NULL, room TEXT NOT NULL,
    path TEXT, state TEXT NOT NULL DEFAULT 'started', deleted INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS recordings_room ON recordings (room_id, created_at);
CREATE TABLE IF NOT EXISTS snapshots (
    id TEXT PRIMARY KEY, room_id TEXT NOT NULL, conf_id TEXT NOT NULL, room_started_at TEXT NOT NULL,
    created_at TEXT NOT NULL, name TEXT NOT NULL, creator TEXT NOT NULL, room TEXT NOT NULL, path TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS snapshots_room ON snapshots (room_id, created_at);
CREATE INDEX IF NOT EXISTS snapshots_instance ON snapshots (conf_id, created_at);
"""

# Webhooks (engine/webhooks.py): one per API key, and the persistent queue of their deliveries. The key itself
# is kept with its webhook: deliveries are signed with it (HMAC), also after a restart; it goes with the webhook.
WEBHOOK_SCHEMA = """
CREATE TABLE IF NOT EXISTS webhooks (
    id TEXT PRIMARY KEY, api_key_id TEXT UNIQUE NOT NULL, api_key TEXT NOT NULL, url TEXT NOT NULL,
    types TEXT NOT NULL, created_at TEXT NOT NULL, last_request_sent_at TEXT, last_response_code INTEGER);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT, webhook_id TEXT NOT NULL, type TEXT NOT NULL, body TEXT NOT NULL,
    created_at REAL NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_hook ON webhook_deliveries (webhook_id, id);
"""


def digest(credential: str) -> str:
    """SHA-256 hex digest of a credential: the only form in which credentials are stored or indexed."""
    return hashlib.sha256(credential.encode("utf-8")).hexdigest()


def same_digest(stored: str, credential: str) -> bool:
    return hmac.compare_digest(stored, digest(credential))


def new_api_key() -> str:
    return "mdk_" + secrets.token_urlsafe(32)


def _current_task() -> asyncio.Task | None:
    try:
        return asyncio.current_task()
    except RuntimeError:  # no running loop (command-line tools)
        return None


class Transaction:
    """One unit of work (an HTTP request): BEGIN IMMEDIATE at its first write, COMMIT when it ends, ROLLBACK
    and the registered undo steps (in-memory changes) when it fails."""

    def __init__(self) -> None:
        self.begun = False
        self.undo: list[Callable[[], None]] = []
        # Tasks and callbacks started inside inherit the context variable: only this task's statements
        # belong to the transaction, and only while it is open.
        self.task = _current_task()
        self.open = True


class Store(ItemRows):
    """Synchronous SQLite access (small, quick statements; safe to call from the event loop).

    Statements autocommit unless they run inside ``transaction()``, which is bound to the calling task (a
    context variable), so that concurrent requests on one event loop never share one. The rule that makes
    this safe: a task does not await between its first write and the end of its transaction (requests read
    and check their whole input first, then change state synchronously). A write that would land inside
    another task's open transaction raises instead of joining it.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        private_file(self.path)   # signing secrets and guest tokens: the user's only (-wal and -shm alike)
        self._lock = threading.RLock()
        self.db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        self.db.row_factory = sqlite3.Row
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(SCHEMA)
        self._tx: contextvars.ContextVar[Transaction | None] = contextvars.ContextVar(f"tx-{id(self)}", default=None)
        self._open_tx: Transaction | None = None  # the transaction that issued BEGIN, if any
        self._migrate()

    def _migrate(self) -> None:
        """Bring a data dir of an older engine up to date (owner columns of rooms and permalinks; the webhook
        tables, which an older data dir lacks)."""
        self.db.executescript(WEBHOOK_SCHEMA)
        for table in ("rooms", "permalinks"):
            columns = {row["name"] for row in self._q(f"PRAGMA table_info({table})")}
            if "api_key_id" not in columns:
                self._x(f"ALTER TABLE {table} ADD COLUMN api_key_id TEXT")
        self._x("CREATE INDEX IF NOT EXISTS permalinks_owner ON permalinks (api_key_id, created_at)")

    def adopt_ownerless(self) -> None:
        """Rooms and permalinks of an older engine have no owner. Older engines had one API key, so the
        oldest key gets them; until a key exists no key sees them (an ownerless row belongs to nobody)."""
        oldest = self._q("SELECT id FROM api_keys ORDER BY created_at, rowid LIMIT 1")
        if not oldest:
            return
        for table in ("rooms", "permalinks"):
            adopted = self._x(f"UPDATE {table} SET api_key_id=? WHERE api_key_id IS NULL", (oldest[0]["id"],))
            if adopted:
                log.info("%d %s without an owner now belong to API key %s", adopted, table, oldest[0]["id"])

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Transaction]:
        """The calling task's unit of work (joined when one is already open in this task)."""
        current = self._current()
        if current is not None:
            yield current
            return
        tx = Transaction()
        token = self._tx.set(tx)
        try:
            yield tx
        except BaseException:
            self._finish(tx, "ROLLBACK")
            for step in reversed(tx.undo):
                try:
                    step()
                except Exception:
                    log.exception("undo step failed")
            raise
        else:
            self._finish(tx, "COMMIT")
        finally:
            tx.open = False
            self._tx.reset(token)

    def _current(self) -> Transaction | None:
        """The transaction of the calling task, if it has one open."""
        tx = self._tx.get()
        return tx if tx is not None and tx.open and tx.task is _current_task() else None

    def _finish(self, tx: Transaction, statement: str) -> None:
        if tx.begun:
            with self._lock:
                self._open_tx = None
                self.db.execute(statement)

    def on_rollback(self, step: Callable[[], None]) -> None:
        """Undo an in-memory change if the calling task's transaction fails (nothing outside one)."""
        tx = self._current()
        if tx is not None:
            tx.undo.append(step)

    def close(self) -> None:
        with self._lock:
            self.db.close()

    def _q(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self.db.execute(sql, args).fetchall()

    def _x(self, sql: str, args: tuple = ()) -> int:
        tx = self._current()
        with self._lock:
            if self._open_tx is not None and self._open_tx is not tx:
                raise RuntimeError("a write inside another task's open transaction (it awaited after writing)")
            if tx is not None and not tx.begun:
                self.db.execute("BEGIN IMMEDIATE")
                tx.begun = True
                self._open_tx = tx
            return self.db.execute(sql, args).rowcount

    # -- meta ---------------------------------------------------------------------------------------------
    def secret(self, name: str) -> bytes:
        """A persistent random secret (created once)."""
        rows = self._q("SELECT value FROM meta WHERE key=?", (f"secret:{name}",))
        if rows:
            return bytes.fromhex(rows[0]["value"])
        value = secrets.token_bytes(32)
        self._x("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)", (f"secret:{name}", value.hex()))
        return bytes.fromhex(self._q("SELECT value FROM meta WHERE key=?", (f"secret:{name}",))[0]["value"])

    # -- API keys -----------------------------------------------------------------------------------------
    def add_api_key(self, key: str) -> str:
        """Store ``key`` (if new) and return its id."""
        d = digest(key)
        rows = self._q("SELECT id FROM api_keys WHERE digest=?", (d,))
        if rows:
            return rows[0]["id"]
        key_id = secrets.token_hex(6)
        self._x("INSERT INTO api_keys (id, digest, created_at) VALUES (?, ?, ?)", (key_id, d, iso_now()))
        return key_id

    def find_api_key(self, key: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM api_keys WHERE digest=? AND revoked=0", (digest(key),))
        if not rows or not same_digest(rows[0]["digest"], key):
            return None
        return dict(rows[0])

    def list_api_keys(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._q("SELECT id, created_at, locked, revoked FROM api_keys ORDER BY created_at")]

    def set_api_key_flag(self, key_id: str, flag: str, value: bool) -> bool:
        assert flag in ("locked", "revoked")
        return self._x(f"UPDATE api_keys SET {flag}=? WHERE id=?", (int(value), key_id)) > 0

    # -- rooms and instances ------------------------------------------------------------------------------
    def save_room(self, room_id: str, name: str | None, permalink_id: str | None = None,
                  api_key_id: str | None = None) -> None:
        """Record a room (once) with the id of the API key that owns it."""
        self._x("INSERT OR IGNORE INTO rooms (id, name, created_at, permalink_id, api_key_id)"
                " VALUES (?, ?, ?, ?, ?)", (room_id, name, iso_now(), permalink_id, api_key_id))

    def get_room(self, room_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM rooms WHERE id=?", (room_id,))
        return dict(rows[0]) if rows else None

    def start_instance(self, conf_id: str, room_id: str, name: str | None, started_at: str,
                       options: dict[str, Any], guest_token: str, permalink_id: str | None) -> None:
        self._x("INSERT INTO instances (conf_id, room_id, name, started_at, options, guest_token, guest_digest,"
                " permalink_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (conf_id, room_id, name, started_at, _json(options), guest_token, digest(guest_token),
                 permalink_id))

    def set_instance_locked(self, conf_id: str) -> None:
        self._x("UPDATE instances SET locked=1 WHERE conf_id=?", (conf_id,))

    def set_instance_options(self, conf_id: str, options: dict[str, Any]) -> None:
        """The options of a running meeting after a change (a layout request)."""
        self._x("UPDATE instances SET options=? WHERE conf_id=?", (_json(options), conf_id))

    def end_instance(self, conf_id: str) -> None:
        self._x("UPDATE instances SET ended_at=? WHERE conf_id=? AND ended_at IS NULL", (iso_now(), conf_id))

    def end_running_instances(self) -> int:
        """Meetings that were running when the engine stopped are over: end them."""
        return self._x("UPDATE instances SET ended_at=? WHERE ended_at IS NULL", (iso_now(),))

    def instance_by_guest_token(self, token: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM instances WHERE guest_digest=? ORDER BY started_at DESC LIMIT 1",
                       (digest(token),))
        if not rows or not same_digest(rows[0]["guest_digest"], token):
            return None
        return dict(rows[0])

    def instances_of_room(self, room_id: str) -> list[dict[str, Any]]:
        return [dict(r) for r in self._q("SELECT * FROM instances WHERE room_id=? ORDER BY started_at DESC",
                                         (room_id,))]

    # -- access keys --------------------------------------------------------------------------------------
    def add_access_key(self, key: str, conf_id: str, user_id: str) -> None:
        self._x("INSERT INTO access_keys (digest, conf_id, user_id) VALUES (?, ?, ?)", (digest(key), conf_id, user_id))

    def revoke_access_key(self, key: str) -> None:
        self._x("UPDATE access_keys SET revoked=1 WHERE digest=?", (digest(key),))

    def find_access_key(self, key: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM access_keys WHERE digest=?", (digest(key),))
        if not rows or not same_digest(rows[0]["digest"], key):
            return None
        return dict(rows[0])

    # -- permalinks ---------------------------------------------------------------------------------------
    def add_permalink(self, permalink_id: str, name: str | None, guest_token: str, expires_at: str | None,
                      options: dict[str, Any], api_key_id: str | None = None) -> dict[str, Any]:
        self._x("INSERT INTO permalinks (id, created_at, name, guest_token, guest_digest, expires_at, options,"
                " api_key_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (permalink_id, iso_now(), name, guest_token, digest(guest_token), expires_at, _json(options),
                 api_key_id))
        return self.get_permalink(permalink_id)  # type: ignore[return-value]

    @staticmethod
    def _permalink(row: sqlite3.Row) -> dict[str, Any]:
        item = dict(row)
        item["options"] = json.loads(item["options"])
        return item

    def get_permalink(self, permalink_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM permalinks WHERE id=?", (permalink_id,))
        return self._permalink(rows[0]) if rows else None

    def permalink_by_guest_token(self, token: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM permalinks WHERE guest_digest=?", (digest(token),))
        if not rows or not same_digest(rows[0]["guest_digest"], token):
            return None
        return self._permalink(rows[0])

    def update_permalink(self, permalink_id: str, name: str | None, expires_at: str | None,
                         options: dict[str, Any]) -> None:
        self._x("UPDATE permalinks SET name=?, expires_at=?, options=? WHERE id=?",
                (name, expires_at, _json(options), permalink_id))

    def delete_permalink(self, permalink_id: str) -> bool:
        with self.transaction():
            self._x("DELETE FROM permalink_users WHERE permalink_id=?", (permalink_id,))
            self._x("DELETE FROM replaced_guest_tokens WHERE permalink_id=?", (permalink_id,))
            return self._x("DELETE FROM permalinks WHERE id=?", (permalink_id,)) > 0

    def list_permalinks(self, expired: bool | None, now: str, limit: int, offset: int,
                        api_key_id: str) -> tuple[int, list[dict]]:
        """Permalinks of one API key, newest first."""
        where, args = "WHERE api_key_id = ?", (api_key_id,)
        if expired is True:
            where, args = where + " AND expires_at IS NOT NULL AND expires_at <= ?", (*args, now)
        elif expired is False:
            where, args = where + " AND (expires_at IS NULL OR expires_at > ?)", (*args, now)
        total = self._q(f"SELECT COUNT(*) AS n FROM permalinks {where}", args)[0]["n"]
        rows = self._q(f"SELECT * FROM permalinks {where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?",
                       (*args, limit, offset))
        return total, [self._permalink(r) for r in rows]

    def add_permalink_user(self, token: str, permalink_id: str, user: dict[str, Any]) -> None:
        self._x("INSERT INTO permalink_users (digest, permalink_id, user, created_at) VALUES (?, ?, ?, ?)",
                (digest(token), permalink_id, _json(user), iso_now()))

    def permalink_user(self, token: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """(permalink, host user) of a host token, or None."""
        rows = self._q("SELECT * FROM permalink_users WHERE digest=?", (digest(token),))
        if not rows or not same_digest(rows[0]["digest"], token):
            return None
        permalink = self.get_permalink(rows[0]["permalink_id"])
        if permalink is None:
            return None
        return permalink, json.loads(rows[0]["user"])

    def revoke_permalink_user(self, permalink_id: str, token: str) -> bool:
        return self._x("DELETE FROM permalink_users WHERE digest=? AND permalink_id=?",
                       (digest(token), permalink_id)) > 0

    def first_permalink_host(self, permalink_id: str) -> dict[str, Any] | None:
        """The permalink's oldest host still holding a host link (its user), or None."""
        rows = self._q("SELECT user FROM permalink_users WHERE permalink_id=? ORDER BY created_at, rowid LIMIT 1",
                       (permalink_id,))
        return json.loads(rows[0]["user"]) if rows else None

    def replace_permalink_guest_token(self, permalink_id: str, new_token: str, keep: int) -> None:
        """A new guest token for the permalink; the old one's digest is kept (at most ``keep`` per permalink,
        the oldest forgotten) so that its link answers "replaced" rather than "unknown"."""
        old = self.get_permalink(permalink_id)
        if old is None:
            return
        with self.transaction():
            self._x("INSERT OR REPLACE INTO replaced_guest_tokens (digest, permalink_id, replaced_at) VALUES (?, ?, ?)",
                    (old["guest_digest"], permalink_id, iso_now()))
            self._x("UPDATE permalinks SET guest_token=?, guest_digest=? WHERE id=?",
                    (new_token, digest(new_token), permalink_id))
            self._x("DELETE FROM replaced_guest_tokens WHERE permalink_id=? AND digest NOT IN (SELECT digest FROM "
                    "replaced_guest_tokens WHERE permalink_id=? ORDER BY replaced_at DESC, rowid DESC LIMIT ?)",
                    (permalink_id, permalink_id, keep))

    def replaced_guest_token(self, token: str) -> str | None:
        """The permalink id whose guest token ``token`` was before it was replaced, or None."""
        rows = self._q("SELECT * FROM replaced_guest_tokens WHERE digest=?", (digest(token),))
        if not rows or not same_digest(rows[0]["digest"], token):
            return None
        return rows[0]["permalink_id"]

    # -- webhooks and their delivery queue (engine/webhooks.py) ------------------------------------------
    @staticmethod
    def _webhook(row: sqlite3.Row) -> dict[str, Any]:
        item = dict(row)
        item["types"] = json.loads(item["types"])
        return item

    def replace_webhook(self, webhook_id: str, api_key_id: str, api_key: str, url: str, types: list[str]) -> None:
        """The key's one webhook: an earlier one goes, with its pending deliveries."""
        with self.transaction():
            for row in self._q("SELECT id FROM webhooks WHERE api_key_id=?", (api_key_id,)):
                self.delete_webhook(row["id"])
            self._x("INSERT INTO webhooks (id, api_key_id, api_key, url, types, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (webhook_id, api_key_id, api_key, url, _json(types), iso_now()))

    def webhook_of_key(self, api_key_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM webhooks WHERE api_key_id=?", (api_key_id,))
        return self._webhook(rows[0]) if rows else None

    def get_webhook(self, webhook_id: str) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM webhooks WHERE id=?", (webhook_id,))
        return self._webhook(rows[0]) if rows else None

    def delete_webhook(self, webhook_id: str) -> bool:
        """Remove a webhook and every delivery still pending for it."""
        with self.transaction():
            self._x("DELETE FROM webhook_deliveries WHERE webhook_id=?", (webhook_id,))
            return self._x("DELETE FROM webhooks WHERE id=?", (webhook_id,)) > 0

    def note_webhook_request(self, webhook_id: str, sent_at: str, response_code: int | None) -> None:
        """When the last request went out and the status it got (None: no response)."""
        self._x("UPDATE webhooks SET last_request_sent_at=?, last_response_code=? WHERE id=?",
                (sent_at, response_code, webhook_id))

    def queue_webhook_delivery(self, webhook_id: str, type_: str, body: str, created_at: float,
                               max_pending: int) -> None:
        """Queue one delivery, due now; beyond ``max_pending`` for the webhook the oldest are dropped."""
        self._x("INSERT INTO webhook_deliveries (webhook_id, type, body, created_at, next_attempt_at)"
                " VALUES (?, ?, ?, ?, ?)", (webhook_id, type_, body, created_at, created_at))
        self._x("DELETE FROM webhook_deliveries WHERE webhook_id=? AND id NOT IN (SELECT id FROM webhook_deliveries"
                " WHERE webhook_id=? ORDER BY id DESC LIMIT ?)", (webhook_id, webhook_id, max_pending))

    def due_webhook_deliveries(self, now: float, per_webhook: int, skip: set[int]) -> list[dict[str, Any]]:
        """Deliveries due at ``now`` without the ids in ``skip`` (in flight): the oldest ``per_webhook`` of each
        webhook, oldest first (so one webhook's backlog never hides another's)."""
        marks = ",".join("?" * len(skip))
        rows = self._q("SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY webhook_id"
                       " ORDER BY next_attempt_at, id) AS nth FROM webhook_deliveries"
                       f" WHERE next_attempt_at<=? AND id NOT IN ({marks})) WHERE nth<=?"
                       " ORDER BY next_attempt_at, id", (now, *skip, per_webhook))
        return [{k: r[k] for k in r.keys() if k != "nth"} for r in rows]

    def next_webhook_delivery_at(self, skip: set[int], skip_webhooks: set[str] = frozenset()) -> float | None:
        """When the next delivery not in ``skip`` nor of a webhook in ``skip_webhooks`` is due; None when none
        is pending."""
        marks = ",".join("?" * len(skip))
        hooks = ",".join("?" * len(skip_webhooks))
        rows = self._q("SELECT MIN(next_attempt_at) AS at FROM webhook_deliveries"
                       f" WHERE id NOT IN ({marks}) AND webhook_id NOT IN ({hooks})", (*skip, *skip_webhooks))
        return rows[0]["at"]

    def pending_webhook_deliveries(self, webhook_id: str) -> list[dict[str, Any]]:
        return [dict(r) for r in self._q("SELECT * FROM webhook_deliveries WHERE webhook_id=? ORDER BY id",
                                         (webhook_id,))]

    def retry_webhook_delivery(self, delivery_id: int, attempts: int, next_attempt_at: float) -> None:
        self._x("UPDATE webhook_deliveries SET attempts=?, next_attempt_at=? WHERE id=?",
                (attempts, next_attempt_at, delivery_id))

    def drop_webhook_delivery(self, delivery_id: int) -> None:
        """A delivery that was delivered or given up."""
        self._x("DELETE FROM webhook_deliveries WHERE id=?", (delivery_id,))
